import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';

export interface ReviewKeyOptions {
  /** ends the session (after the decisions are saved) */
  quit(): void;
  /** today's ISO date, stamped on a decision */
  today(): string;
}

/**
 * Keys that decide, on the list and the detail screen alike: `a` accept, `r` reject (asks for a
 * reason), `u` undo, `n` next pending, `?` every key, `q`/Ctrl-C quit.
 */
export function useReviewKeys(isActive: boolean, dispatch: Dispatch<AppAction>, opts: ReviewKeyOptions): void {
  useInput((input, key) => {
    if (key.ctrl || key.meta) {
      if (key.ctrl && input === 'c') opts.quit();
      return;
    }
    switch (input) {
      case 'a':
        dispatch({ type: 'session', action: { type: 'decide', status: 'accepted', reason: null, date: opts.today() } });
        break;
      case 'r':
        dispatch({ type: 'open-reason' });
        break;
      case 'u':
        dispatch({ type: 'session', action: { type: 'undo' } });
        break;
      case 'n':
        dispatch({ type: 'session', action: { type: 'next-pending' } });
        break;
      case '?':
        dispatch({ type: 'toggle-help' });
        break;
      case 'q':
        opts.quit();
        break;
    }
  }, { isActive });
}
