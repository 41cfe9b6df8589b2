import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/**
 * Keys that decide, on the list and the detail screen alike: `a` accept, `r` reject (asks for a
 * reason), `u` undo, `n` next pending, `?` every key, `q`/Ctrl-C quit. Used by the list's and the
 * detail's key hooks, so each screen has one handler and a burst of keys keeps its order.
 */
export function reviewKeyAction(input: string, key: Key, today: () => string): AppAction | 'quit' | null {
  if (key.ctrl) return input === 'c' ? 'quit' : null;
  if (key.meta) return null;
  switch (input) {
    case 'a':
      return { type: 'session', action: { type: 'decide', status: 'accepted', reason: null, date: today() } };
    case 'r':
      return { type: 'open-reason' };
    case 'u':
      return { type: 'session', action: { type: 'undo' } };
    case 'n':
      return { type: 'session', action: { type: 'next-pending' } };
    case '?':
      return { type: 'toggle-help' };
    case 'q':
      return 'quit';
    default:
      return null;
  }
}

/** After this action the rest of a burst belongs to another handler: typed into the prompt it opened, or dropped. */
export function endsBurst(action: AppAction): 'prompt' | 'screen' | null {
  if (action.type === 'open-reason' || action.type === 'open-filter') return 'prompt';
  if (action.type === 'open-detail' || action.type === 'close-detail' || action.type === 'toggle-help') return 'screen';
  return null;
}

export interface ScreenKeyOptions {
  /** ends the session (after the decisions are saved) */
  quit(): void;
  /** today's ISO date, stamped on a decision */
  today(): string;
}
