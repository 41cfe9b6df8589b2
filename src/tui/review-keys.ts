import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/**
 * Key bindings that decide, on the list and the detail screen alike: `a` accept, `r` reject (asks
 * for a reason), `u` undo, `n` next pending, `?` every key, `q`/Ctrl-C quit; Tab (or `t`)
 * switches between the candidates and the triage view.
 */
export function reviewKeyAction(input: string, key: Key, today: () => string): AppAction | null {
  if (key.tab) return { type: 'switch-view' };
  if (key.ctrl) return input === 'c' ? { type: 'quit' } : null;
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
    case 't':
      return { type: 'switch-view' };
    case '?':
      return { type: 'toggle-help' };
    case 'q':
      return { type: 'quit' };
    default:
      return null;
  }
}
