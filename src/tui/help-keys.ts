import type { Key } from 'ink';
import type { AppAction } from './app-state.js';

/** What the help keys need to know about the overlay as drawn. */
export interface HelpView {
  /** lines per page */
  page: number;
  /** the largest scroll; 0 when every line fits */
  max: number;
}

/**
 * Key bindings of the help overlay: Ctrl-C and `q` quit; when it is longer than the screen the
 * moving keys scroll it; any other key closes it.
 */
export function helpKeyAction(input: string, key: Key, view: HelpView = { page: 1, max: 0 }): AppAction {
  if ((key.ctrl && input === 'c') || input === 'q') return { type: 'quit' };
  if (view.max > 0) {
    const by = (delta: number): AppAction => ({ type: 'help-scroll', delta, max: view.max });
    if (key.upArrow || input === 'k') return by(-1);
    if (key.downArrow || input === 'j') return by(1);
    if (key.pageUp || (key.ctrl && input === 'b')) return by(-view.page);
    if (key.pageDown || (key.ctrl && input === 'f') || input === ' ') return by(view.page);
    if (key.home || input === 'g') return { type: 'help-scroll', line: 0, max: view.max };
    if (key.end || input === 'G') return { type: 'help-scroll', line: view.max, max: view.max };
  }
  return { type: 'close-help' };
}
