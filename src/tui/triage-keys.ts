import type { Key } from 'ink';
import type { AppAction } from './app-state.js';
import { reviewKeyAction } from './review-keys.js';

/** Key bindings of the triage list: move over the tasks and proposals, open a row's detail. */
export function triageListKeyAction(input: string, key: Key): AppAction | null {
  const triage = (action: Extract<AppAction, { type: 'triage' }>['action']): AppAction => ({ type: 'triage', action });
  if (key.upArrow || input === 'k') return triage({ type: 'move-cursor', delta: -1 });
  if (key.downArrow || input === 'j') return triage({ type: 'move-cursor', delta: 1 });
  if (key.pageUp || (key.ctrl && input === 'b')) return triage({ type: 'move-page', delta: -1 });
  if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') return triage({ type: 'move-page', delta: 1 });
  if (key.home || input === 'g') return triage({ type: 'move-to', index: 0 });
  if (key.end || input === 'G') return triage({ type: 'move-to', index: Infinity });
  if (key.return || key.rightArrow || input === 'l') return { type: 'open-triage-detail' };
  return null;
}

/**
 * Key bindings that decide in the triage view (its list and a row's detail): `a` accepts the
 * proposal of the row, `n` goes to the next row with an undecided proposal, `r` points at the
 * candidates list; `u`, `?`, Tab, `q` and Ctrl-C as everywhere (review-keys.ts).
 */
export function triageReviewKeyAction(input: string, key: Key, today: () => string): AppAction | null {
  if (!key.ctrl && !key.meta) {
    if (input === 'a') return { type: 'accept-proposal', date: today() };
    if (input === 'n') return { type: 'triage-next-pending' };
    if (input === 'r') return { type: 'notice', text: 'proposals are accepted here; reject candidates in the candidates list (Tab)' };
  }
  return reviewKeyAction(input, key, today);
}
