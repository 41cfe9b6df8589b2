/**
 * The explorer's one key handler. Each key goes to the bindings of whatever has the keys at that
 * moment (the input line, the help, a detail, the list or the triage view: *-keys.ts) and the resulting action is
 * dispatched. Routing by the latest state in a single subscription means no key is lost between
 * a screen change and the next key, and a burst of keys that arrives in one read (fast typing,
 * a paste, `tmux send-keys`) is handled key by key, in order, as if each had arrived alone.
 */
import type { Key } from 'ink';
import { useLayoutEffect, useRef, type Dispatch } from 'react';
import { appReducer, type AppAction, type AppState } from './app-state.js';
import { detailKeyAction, type DetailView } from './detail-keys.js';
import { helpKeyAction, type HelpView } from './help-keys.js';
import { splitKeys } from './key-chunks.js';
import type { KeyPort } from './key-port.js';
import { listKeyAction } from './list-keys.js';
import { promptKeyAction } from './prompt-keys.js';
import { reviewKeyAction } from './review-keys.js';
import { triageListKeyAction, triageReviewKeyAction } from './triage-keys.js';

export interface ExploreKeyOptions {
  /** today's ISO date, stamped on a decision */
  today(): string;
}

export function useExploreKeys(
  state: AppState,
  dispatch: Dispatch<AppAction>,
  view: DetailView,
  opts: ExploreKeyOptions,
  helpView: HelpView,
  port: KeyPort,
): void {
  // the state as of the last key dispatched, ahead of React's next render
  const latest = useRef(state);
  const rendered = useRef(state);
  if (rendered.current !== state) {
    rendered.current = state;
    latest.current = state;
  }
  const viewRef = useRef(view);
  viewRef.current = view;
  const helpRef = useRef(helpView);
  helpRef.current = helpView;

  const handle = (input: string, key: Key): void => {
    let s = latest.current;
    let typed = '';
    const send = (action: AppAction): void => {
      s = appReducer(s, action);
      latest.current = s;
      dispatch(action);
    };
    const flushTyped = (): void => {
      if (typed) send({ type: 'prompt-insert', text: typed });
      typed = '';
    };
    for (const [ch, k] of splitKeys(input, key)) {
      if (s.quitting) return;
      let action: AppAction | null;
      if (s.prompt) {
        action = promptKeyAction(ch, k, opts.today);
        // consecutive text of a burst is typed in one step
        if (action?.type === 'prompt-insert') {
          typed += action.text;
          continue;
        }
        flushTyped();
      } else if (s.help) {
        action = helpKeyAction(ch, k, helpRef.current);
      } else if (s.screen === 'triage') {
        action = triageListKeyAction(ch, k) ?? triageReviewKeyAction(ch, k, opts.today);
      } else if (s.screen === 'triage-detail') {
        action = detailKeyAction(ch, k, viewRef.current) ?? triageReviewKeyAction(ch, k, opts.today);
      } else if (s.screen === 'detail') {
        action = detailKeyAction(ch, k, viewRef.current) ?? reviewKeyAction(ch, k, opts.today);
      } else {
        action = listKeyAction(ch, k) ?? reviewKeyAction(ch, k, opts.today);
      }
      if (action) send(action);
    }
    flushTyped();
  };
  const handler = useRef(handle);
  handler.current = handle;
  // attached at commit, before any later key; keys that came earlier are waiting in the port
  useLayoutEffect(() => port.attach((input, key) => handler.current(input, key)), [port]);
}
