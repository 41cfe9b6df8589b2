import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/** What the detail keys need to know about the screen as drawn. */
export interface DetailView {
  /** the candidate shown */
  id: string | null;
  /** lines per page */
  page: number;
  /** the largest scroll */
  max: number;
}

/** Key bindings of the detail screen: scroll, go back (deciding keys: review-keys.ts). */
export function detailKeyAction(input: string, key: Key, view: DetailView): AppAction | null {
  if (key.escape || key.leftArrow || input === 'h' || key.backspace || key.delete) return { type: 'close-detail' };
  if (view.id === null) return null;
  const id = view.id;
  const by = (delta: number): AppAction => ({ type: 'detail', action: { type: 'scroll-by', id, delta, max: view.max } });
  const to = (line: number): AppAction => ({ type: 'detail', action: { type: 'scroll-to', id, line, max: view.max } });
  if (key.upArrow || input === 'k') return by(-1);
  if (key.downArrow || input === 'j') return by(1);
  if (key.pageUp || (key.ctrl && input === 'b')) return by(-view.page);
  if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') return by(view.page);
  if (key.home || input === 'g') return to(0);
  if (key.end || input === 'G') return to(Infinity);
  return null;
}
