/**
 * The explorer's root state machine, pure: which screen is shown, the help overlay, the input line
 * at the bottom, quitting, and (composed) the review session of src/decide/session.ts and the
 * detail screen's scroll. Prompt edits and the filter they drive change in one step, so fast
 * typing or a paste never sees stale state.
 */
import { createSession, currentCandidate, sessionReducer, type SessionAction, type SessionState } from '../decide/session.js';
import type { Decision } from '../decide/decision.js';
import type { Candidate } from '../core/types.js';
import { detailReducer, INITIAL_DETAIL, type DetailAction, type DetailState } from './detail-state.js';
import { clean } from './text.js';

export type Screen = 'list' | 'detail';

/** The input line at the bottom of the screen. */
export type Prompt =
  /** `/`: the filter, applied as it is typed; `before` is restored by Esc */
  | { kind: 'filter'; text: string; before: string }
  /** `r`: the reason of a rejection of candidate `id`; Enter rejects, Esc cancels */
  | { kind: 'reason'; text: string; id: string; subject: string };

export interface AppState {
  /** the screen shown: the ranked list, or the detail of the candidate under the cursor */
  readonly screen: Screen;
  /** the overlay listing every key, drawn instead of the screen's body */
  readonly help: boolean;
  /** the open input line, which then receives every key; null when none is open */
  readonly prompt: Prompt | null;
  /** set by `q`: the decisions are being written, then the app exits */
  readonly quitting: boolean;
  /** the review: candidates, filter, sort, cursor, page, decisions and undo stack */
  readonly session: SessionState;
  /** the detail screen's scroll */
  readonly detail: DetailState;
}

export type AppAction =
  | { type: 'session'; action: SessionAction }
  | { type: 'detail'; action: DetailAction }
  | { type: 'open-detail' }
  | { type: 'close-detail' }
  | { type: 'toggle-help' }
  | { type: 'close-help' }
  | { type: 'open-filter' }
  /** Esc on the list: drop the filter */
  | { type: 'clear-filter' }
  | { type: 'open-reason' }
  /** typed or pasted text, appended to the prompt (control characters are dropped) */
  | { type: 'prompt-insert'; text: string }
  | { type: 'prompt-backspace' }
  | { type: 'prompt-delete-word' }
  | { type: 'prompt-clear' }
  /** Enter: keep the filter, or reject with the reason typed (dated `date`) */
  | { type: 'prompt-submit'; date: string }
  | { type: 'prompt-cancel' }
  | { type: 'quit' };

export function createAppState(candidates: readonly Candidate[], decisions: ReadonlyMap<string, Decision>, pageSize = 15): AppState {
  return {
    screen: 'list', help: false, prompt: null, quitting: false,
    session: createSession(candidates, decisions, { pageSize }), detail: INITIAL_DETAIL,
  };
}

function withSession(state: AppState, action: SessionAction): AppState {
  const session = sessionReducer(state.session, action);
  return session === state.session ? state : { ...state, session };
}

/** The prompt after an edit; the filter follows the filter prompt. */
function editPrompt(state: AppState, text: string): AppState {
  if (!state.prompt) return state;
  const prompt = { ...state.prompt, text };
  const next = { ...state, prompt };
  return prompt.kind === 'filter' ? withSession(next, { type: 'set-filter', text }) : next;
}

const MAX_PROMPT = 500;

export function appReducer(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case 'session':
      return withSession(state, action.action);
    case 'detail': {
      const detail = detailReducer(state.detail, action.action);
      return detail === state.detail ? state : { ...state, detail };
    }
    case 'open-detail':
      if (!currentCandidate(state.session)) return withSession(state, { type: 'clear-notice' });
      return { ...state, screen: 'detail' };
    case 'close-detail':
      return state.screen === 'list' ? state : { ...state, screen: 'list' };
    case 'toggle-help':
      return { ...state, help: !state.help };
    case 'close-help':
      return state.help ? { ...state, help: false } : state;
    case 'open-filter':
      return { ...state, help: false, prompt: { kind: 'filter', text: state.session.filter, before: state.session.filter } };
    case 'clear-filter':
      return withSession(state, { type: 'set-filter', text: '' });
    case 'open-reason': {
      const c = currentCandidate(state.session);
      if (!c) return { ...state, session: { ...state.session, notice: 'nothing selected' } };
      // re-rejecting starts from the reason given before
      const before = state.session.decisions.get(c.id);
      const text = before?.status === 'rejected' ? before.reason ?? '' : '';
      return { ...state, help: false, prompt: { kind: 'reason', text, id: c.id, subject: c.subject } };
    }
    case 'prompt-insert': {
      if (!state.prompt) return state;
      const add = clean(action.text);
      if (add === '') return state;
      return editPrompt(state, (state.prompt.text + add).slice(0, MAX_PROMPT));
    }
    case 'prompt-backspace':
      return state.prompt ? editPrompt(state, [...state.prompt.text].slice(0, -1).join('')) : state;
    case 'prompt-delete-word':
      return state.prompt ? editPrompt(state, state.prompt.text.replace(/\S*\s*$/, '')) : state;
    case 'prompt-clear':
      return state.prompt ? editPrompt(state, '') : state;
    case 'prompt-submit': {
      const p = state.prompt;
      if (!p) return state;
      const closed = { ...state, prompt: null };
      if (p.kind === 'filter') return closed;
      return withSession(closed, { type: 'decide', id: p.id, status: 'rejected', reason: p.text.trim() || null, date: action.date });
    }
    case 'prompt-cancel': {
      const p = state.prompt;
      if (!p) return state;
      const closed = { ...state, prompt: null };
      if (p.kind === 'filter') return withSession(closed, { type: 'set-filter', text: p.before });
      return { ...closed, session: { ...closed.session, notice: 'rejection cancelled' } };
    }
    case 'quit':
      return state.quitting ? state : { ...state, quitting: true, help: false, prompt: null };
  }
}
