import { useEffect, useState } from 'react';
import type { Candidate } from '../core/types.js';
import type { Decision } from '../decide/decision.js';
import type { DataSource, DecisionStore } from './data-source.js';

export type ExploreData =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'ready'; candidates: Candidate[]; decisions: Map<string, Decision> };

/** Loads every candidate and the decisions once, when the app mounts. */
export function useExploreData(source: DataSource, store: DecisionStore): ExploreData {
  const [data, setData] = useState<ExploreData>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    Promise.all([source.candidates(), store.load()]).then(
      ([candidates, decisions]) => live && setData({ status: 'ready', candidates, decisions }),
      (e: unknown) => live && setData({ status: 'error', error: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
  }, [source, store]);
  return data;
}
