import { useCallback, useEffect, useRef, useState } from 'react';
import { changesBetween, type Decision } from '../decide/decision.js';
import type { DecisionStore } from './data-source.js';

export interface Persistence {
  /** the last save's failure, shown in the status line; null after a save succeeds */
  error: Error | null;
  /** resolves once everything decided so far has been handed to the store: null when all of it
   *  is saved, else the error that kept the rest from being saved */
  flush(): Promise<Error | null>;
}

/**
 * Saves the session's decisions after each change. Saves run one at a time; each writes the
 * difference between what is known to be saved and the latest decisions, so a failed save (a file
 * made malformed by hand meanwhile) is retried with the next decision and nothing is lost.
 */
export function useDecisionPersistence(store: DecisionStore, decisions: ReadonlyMap<string, Decision>): Persistence {
  const saved = useRef(decisions);
  const latest = useRef(decisions);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const lastError = useRef<Error | null>(null);
  const [error, setError] = useState<Error | null>(null);
  latest.current = decisions;

  const enqueue = useCallback((): Promise<void> => {
    chain.current = chain.current.then(async () => {
      const target = latest.current;
      const changes = changesBetween(saved.current, target);
      if (changes.length === 0) return;
      try {
        await store.save(changes);
        saved.current = target;
        lastError.current = null;
        setError(null);
      } catch (e) {
        lastError.current = e instanceof Error ? e : new Error(String(e));
        setError(lastError.current);
      }
    });
    return chain.current;
  }, [store]);

  useEffect(() => {
    if (decisions !== saved.current) void enqueue();
  }, [decisions, enqueue]);

  const flush = useCallback(async (): Promise<Error | null> => {
    await enqueue();
    return changesBetween(saved.current, latest.current).length === 0 ? null : lastError.current;
  }, [enqueue]);

  return { error, flush };
}
