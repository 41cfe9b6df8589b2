import { useInput } from 'ink';
import type { Dispatch } from 'react';
import type { AppAction } from './app-state.js';

/** Keys of the input line (filter, reason): every key goes here while it is open. */
export function usePromptKeys(isActive: boolean, dispatch: Dispatch<AppAction>, opts: { quit(): void; today(): string }): void {
  useInput((input, key) => {
    if (key.ctrl) {
      if (input === 'c') opts.quit();
      else if (input === 'u') dispatch({ type: 'prompt-clear' });
      else if (input === 'w') dispatch({ type: 'prompt-delete-word' });
      return;
    }
    if (key.return) dispatch({ type: 'prompt-submit', date: opts.today() });
    else if (key.escape) dispatch({ type: 'prompt-cancel' });
    else if (key.backspace || key.delete) dispatch({ type: 'prompt-backspace' });
    else if (key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown) return;
    else if (input) dispatch({ type: 'prompt-insert', text: input });
  }, { isActive });
}
