import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';

/** Keys of the detail screen: scroll its body, go back. Deciding keys are in use-review-keys. */
export function useDetailKeys(isActive: boolean, dispatch: Dispatch<AppAction>, view: { id: string | null; page: number; max: number }): void {
  useInput((input, key) => {
    if (view.id === null) {
      if (key.escape || key.leftArrow || input === 'h' || key.backspace || key.delete) dispatch({ type: 'close-detail' });
      return;
    }
    const by = (delta: number): void => dispatch({ type: 'detail', action: { type: 'scroll-by', id: view.id!, delta, max: view.max } });
    const to = (line: number): void => dispatch({ type: 'detail', action: { type: 'scroll-to', id: view.id!, line, max: view.max } });
    if (key.escape || key.leftArrow || input === 'h' || key.backspace || key.delete) dispatch({ type: 'close-detail' });
    else if (key.upArrow || input === 'k') by(-1);
    else if (key.downArrow || input === 'j' || key.return) by(1);
    else if (key.pageUp || (key.ctrl && input === 'b')) by(-view.page);
    else if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') by(view.page);
    else if (key.home || input === 'g') to(0);
    else if (key.end || input === 'G') to(Infinity);
  }, { isActive });
}
