import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';
import { splitKeys } from './key-chunks.js';
import type { ScreenKeyOptions } from './review-keys.js';

/**
 * Keys of the input line (filter, reason): while it is open, every key goes here. A paste is typed
 * in whole; a burst ending in Enter types and submits.
 */
export function usePromptKeys(isActive: boolean, dispatch: Dispatch<AppAction>, opts: ScreenKeyOptions): void {
  useInput((input, key) => {
    let text = '';
    const flush = (): void => {
      if (text) dispatch({ type: 'prompt-insert', text });
      text = '';
    };
    for (const [ch, k] of splitKeys(input, key)) {
      if (k.ctrl) {
        flush();
        if (ch === 'c') return opts.quit();
        if (ch === 'u') dispatch({ type: 'prompt-clear' });
        else if (ch === 'w') dispatch({ type: 'prompt-delete-word' });
        continue;
      }
      if (k.return) {
        flush();
        dispatch({ type: 'prompt-submit', date: opts.today() });
        // what follows Enter in a burst is not for the prompt
        return;
      }
      if (k.escape) {
        flush();
        dispatch({ type: 'prompt-cancel' });
        return;
      }
      if (k.backspace || k.delete) {
        flush();
        dispatch({ type: 'prompt-backspace' });
        continue;
      }
      if (k.meta || k.tab || k.upArrow || k.downArrow || k.leftArrow || k.rightArrow || k.pageUp || k.pageDown || k.home || k.end) continue;
      text += ch;
    }
    flush();
  }, { isActive });
}
