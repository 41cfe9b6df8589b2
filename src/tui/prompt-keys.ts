import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/**
 * Key bindings of the input line (filter, reason): while it is open it takes every key. Enter
 * submits, Esc cancels, Backspace / Ctrl-U / Ctrl-W edit, Ctrl-C quits; other text is typed.
 */
export function promptKeyAction(input: string, key: Key, today: () => string): AppAction | null {
  if (key.ctrl) {
    if (input === 'c') return { type: 'quit' };
    if (input === 'u') return { type: 'prompt-clear' };
    if (input === 'w') return { type: 'prompt-delete-word' };
    return null;
  }
  if (key.return) return { type: 'prompt-submit', date: today() };
  if (key.escape) return { type: 'prompt-cancel' };
  if (key.backspace || key.delete) return { type: 'prompt-backspace' };
  if (key.meta || key.tab || key.upArrow || key.downArrow || key.leftArrow || key.rightArrow || key.pageUp || key.pageDown || key.home || key.end) return null;
  return input ? { type: 'prompt-insert', text: input } : null;
}
