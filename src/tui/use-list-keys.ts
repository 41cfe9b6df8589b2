import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { SessionAction } from '../decide/session.js';
import type { AppAction } from './app-state.js';

/** Keys of the ranked list: move, page, open, filter, sort. Deciding keys are in use-review-keys. */
export function useListKeys(isActive: boolean, dispatch: Dispatch<AppAction>): void {
  useInput((input, key) => {
    const session = (action: SessionAction): void => dispatch({ type: 'session', action });
    if (key.upArrow || input === 'k') session({ type: 'move-cursor', delta: -1 });
    else if (key.downArrow || input === 'j') session({ type: 'move-cursor', delta: 1 });
    else if (key.pageUp || (key.ctrl && input === 'b')) session({ type: 'move-page', delta: -1 });
    else if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') session({ type: 'move-page', delta: 1 });
    else if (key.home || input === 'g') session({ type: 'move-to', index: 0 });
    else if (key.end || input === 'G') session({ type: 'move-to', index: Infinity });
    else if (key.return || key.rightArrow || input === 'l') dispatch({ type: 'open-detail' });
    else if (key.escape) dispatch({ type: 'clear-filter' });
    else if (input === '/') dispatch({ type: 'open-filter' });
    else if (input === 's') session({ type: 'cycle-sort' });
  }, { isActive });
}
