import { useInput, type Key } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';
import { splitKeys } from './key-chunks.js';
import { endsBurst, reviewKeyAction, type ScreenKeyOptions } from './review-keys.js';

export interface DetailView {
  /** the candidate shown */
  id: string | null;
  /** lines per page */
  page: number;
  /** the largest scroll */
  max: number;
}

function detailKeyAction(input: string, key: Key, view: DetailView): AppAction | null {
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

/**
 * Keys of the detail screen: scroll its body, go back, and the deciding keys of review-keys.ts.
 * The only key handler while the detail is shown without a prompt or help.
 */
export function useDetailKeys(isActive: boolean, dispatch: Dispatch<AppAction>, view: DetailView, opts: ScreenKeyOptions): void {
  useInput((input, key) => {
    const keys = splitKeys(input, key);
    for (let i = 0; i < keys.length; i++) {
      const [ch, k] = keys[i]!;
      const action = detailKeyAction(ch, k, view) ?? reviewKeyAction(ch, k, opts.today);
      if (action === 'quit') return opts.quit();
      if (!action) continue;
      dispatch(action);
      // scrolling twice in one burst would clamp against a stale maximum only; next-pending changes the candidate
      const ends = endsBurst(action) ?? (action.type === 'session' && action.action.type === 'next-pending' ? 'screen' : null);
      if (ends === 'prompt') {
        const rest = keys.slice(i + 1).map(([c]) => c).join('');
        if (rest) dispatch({ type: 'prompt-insert', text: rest });
      }
      if (ends) return;
    }
  }, { isActive });
}
