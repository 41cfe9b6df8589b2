import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/** Key bindings of the help overlay: Ctrl-C and `q` quit, any other key closes it. */
export function helpKeyAction(input: string, key: Key): AppAction {
  if ((key.ctrl && input === 'c') || input === 'q') return { type: 'quit' };
  return { type: 'close-help' };
}
