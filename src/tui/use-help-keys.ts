import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';
import type { ScreenKeyOptions } from './review-keys.js';

/** Keys of the help overlay: Ctrl-C and `q` quit, any other key closes it. */
export function useHelpKeys(isActive: boolean, dispatch: Dispatch<AppAction>, opts: ScreenKeyOptions): void {
  useInput((input, key) => {
    if ((key.ctrl && input === 'c') || input === 'q') opts.quit();
    else dispatch({ type: 'close-help' });
  }, { isActive });
}
