import { useInput, type Key } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';
import { splitKeys } from './key-chunks.js';
import { endsBurst, reviewKeyAction, type ScreenKeyOptions } from './review-keys.js';

function listKeyAction(input: string, key: Key): AppAction | null {
  const session = (action: Extract<AppAction, { type: 'session' }>['action']): AppAction => ({ type: 'session', action });
  if (key.upArrow || input === 'k') return session({ type: 'move-cursor', delta: -1 });
  if (key.downArrow || input === 'j') return session({ type: 'move-cursor', delta: 1 });
  if (key.pageUp || (key.ctrl && input === 'b')) return session({ type: 'move-page', delta: -1 });
  if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') return session({ type: 'move-page', delta: 1 });
  if (key.home || input === 'g') return session({ type: 'move-to', index: 0 });
  if (key.end || input === 'G') return session({ type: 'move-to', index: Infinity });
  if (key.return || key.rightArrow || input === 'l') return { type: 'open-detail' };
  if (key.escape) return { type: 'clear-filter' };
  if (input === '/') return { type: 'open-filter' };
  if (input === 's') return session({ type: 'cycle-sort' });
  return null;
}

/**
 * Keys of the ranked list: move, page, open, filter, sort, and the deciding keys of review-keys.ts.
 * The only key handler while the list is shown without a prompt or help.
 */
export function useListKeys(isActive: boolean, dispatch: Dispatch<AppAction>, opts: ScreenKeyOptions): void {
  useInput((input, key) => {
    const keys = splitKeys(input, key);
    for (let i = 0; i < keys.length; i++) {
      const [ch, k] = keys[i]!;
      const action = listKeyAction(ch, k) ?? reviewKeyAction(ch, k, opts.today);
      if (action === 'quit') return opts.quit();
      if (!action) continue;
      dispatch(action);
      const ends = endsBurst(action);
      if (ends === 'prompt') {
        const rest = keys.slice(i + 1).map(([c]) => c).join('');
        if (rest) dispatch({ type: 'prompt-insert', text: rest });
      }
      if (ends) return;
    }
  }, { isActive });
}
