/**
 * The explorer's root state machine, pure: which screen is shown, the help overlay, the input line
 * at the bottom, quitting, and (composed) the review session of src/decide/session.ts, the
 * detail screen's scroll and the triage view (triage-state.ts). Accepting a triage proposal goes
 * into the session's decisions and undo stack, so it is saved and undone like any decision. Prompt edits and the filter they drive change in one step, so fast
 * typing or a paste never sees stale state.
 */
import { createSession, currentCandidate, sessionReducer, type SessionAction, type SessionState } from '../decide/session.js';
import type { Decision } from '../decide/decision.js';
import type { Candidate } from '../core/types.js';
import type { TriageData } from './data-source.js';
import { detailReducer, INITIAL_DETAIL, type DetailAction, type DetailState } from './detail-state.js';
import { clean } from './text.js';
import {
  createTriageState, currentItem, nextPendingItem, proposalDecision, proposalId, proposalOf, triageReducer,
  type TriageAction, type TriageState,
} from './triage-state.js';

/**
 * The candidates view (the ranked list and a candidate's detail) and the triage view (the failed
 * tasks and proposals of a failure log, and one row's full detail). Tab switches between the views.
 */
export type Screen = 'list' | 'detail' | 'triage' | 'triage-detail';

export function isTriageScreen(screen: Screen): boolean {
  return screen === 'triage' || screen === 'triage-detail';
}

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
  /** the detail screen's scroll (of a candidate, or of a triage row) */
  readonly detail: DetailState;
  /** the triage view's list, when a failure log was given (`explore --triage`) */
  readonly triage: TriageState | null;
  /** the first line of the help overlay on screen */
  readonly helpScroll: number;
}

export type AppAction =
  | { type: 'session'; action: SessionAction }
  | { type: 'detail'; action: DetailAction }
  | { type: 'triage'; action: TriageAction }
  | { type: 'open-detail' }
  /** Esc on a detail screen: back to the list it was opened from */
  | { type: 'close-detail' }
  /** Enter on the triage list: the row's full detail */
  | { type: 'open-triage-detail' }
  /** Tab: the candidates view <-> the triage view */
  | { type: 'switch-view' }
  /** `a` in the triage view: accept the proposal of the row under the cursor (dated `date`) */
  | { type: 'accept-proposal'; date: string }
  /** `n` in the triage view: the next row whose proposal is undecided */
  | { type: 'triage-next-pending' }
  /** a line of feedback in the status line */
  | { type: 'notice'; text: string }
  | { type: 'toggle-help' }
  | { type: 'close-help' }
  /** scroll the help overlay by `delta` lines, or to `line`, within [0, max] */
  | { type: 'help-scroll'; delta?: number; line?: number; max: number }
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

export function createAppState(
  candidates: readonly Candidate[],
  decisions: ReadonlyMap<string, Decision>,
  pageSize = 15,
  triage: TriageData | null = null,
): AppState {
  return {
    // the triage view opens first when a failure log was given
    screen: triage ? 'triage' : 'list', help: false, prompt: null, quitting: false,
    session: createSession(candidates, decisions, { pageSize }), detail: INITIAL_DETAIL,
    triage: triage ? createTriageState(triage) : null, helpScroll: 0,
  };
}

function withNotice(state: AppState, notice: string | null): AppState {
  return state.session.notice === notice ? state : { ...state, session: { ...state.session, notice } };
}

/** `a` in the triage view: the proposal under the cursor becomes an accepted decision, undoable with `u`. */
function acceptProposal(state: AppState, date: string): AppState {
  const t = state.triage;
  if (!t) return state;
  const item = currentItem(t);
  if (!item) return withNotice(state, 'nothing selected');
  const p = proposalOf(t, item);
  if (!p) {
    const r = item.kind === 'task' ? item.result : null;
    return withNotice(state, r ? `${clean(r.taskId)} (${r.category}) has no proposal to accept` : 'nothing to accept');
  }
  const id = proposalId(p);
  const session = state.session;
  const previous = session.decisions.get(id) ?? null;
  if (previous?.status === 'accepted') return withNotice(state, `${clean(p.subject)} is already accepted`);
  const decisions = new Map(session.decisions);
  decisions.set(id, proposalDecision(p, session.candidates, t.data.log, date));
  const what = p.candidateId === null ? `new pattern ${clean(p.subject)}` : clean(p.subject);
  let next: SessionState = { ...session, decisions, undo: [...session.undo, { id, previous }] };
  // the list shows the candidate's new decision; ordered by decision, its rows move
  if (session.sort === 'decision') next = sessionReducer(next, { type: 'set-sort', column: 'decision' });
  return { ...state, session: { ...next, notice: `accepted ${what}` } };
}

/** `u`: the session's undo; a decision outside the candidate list (a triage proposal) is named by its subject. */
function undo(state: AppState): AppState {
  const last = state.session.undo[state.session.undo.length - 1];
  const undone = last ? state.session.decisions.get(last.id) : undefined;
  const next = withSession(state, { type: 'undo' });
  if (!last || !undone || state.session.candidates.some((c) => c.id === last.id)) return next;
  const what = undone.status === 'accepted' ? 'accept' : 'reject';
  const back = last.previous ? `${last.previous.status} again` : 'pending again';
  return withNotice(next, `undid ${what} of ${clean(undone.subject) || last.id}: ${back}`);
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
      return action.action.type === 'undo' ? undo(state) : withSession(state, action.action);
    case 'triage': {
      if (!state.triage) return state;
      const triage = triageReducer(state.triage, action.action);
      const moved = action.action.type === 'set-height' ? state : withNotice(state, null);
      return triage === state.triage ? moved : { ...moved, triage };
    }
    case 'open-triage-detail':
      if (!state.triage || !currentItem(state.triage)) return withNotice(state, 'nothing selected');
      return { ...state, screen: 'triage-detail' };
    case 'switch-view':
      if (isTriageScreen(state.screen)) return { ...state, screen: 'list' };
      if (!state.triage) return withNotice(state, 'no failure log: run explore --triage <log>');
      return { ...state, screen: 'triage' };
    case 'notice':
      return withNotice(state, action.text);
    case 'accept-proposal':
      return acceptProposal(state, action.date);
    case 'triage-next-pending': {
      if (!state.triage) return state;
      const at = nextPendingItem(state.triage, state.session.decisions);
      if (at === null) return withNotice(state, 'no undecided proposal left');
      const triage = triageReducer(state.triage, { type: 'move-to', index: at });
      return { ...withNotice(state, at < state.triage.cursor ? 'wrapped to the top' : null), triage };
    }
    case 'detail': {
      const detail = detailReducer(state.detail, action.action);
      return detail === state.detail ? state : { ...state, detail };
    }
    case 'open-detail':
      if (!currentCandidate(state.session)) return withSession(state, { type: 'clear-notice' });
      return { ...state, screen: 'detail' };
    case 'close-detail':
      if (state.screen === 'triage-detail') return { ...state, screen: 'triage' };
      return state.screen === 'detail' ? { ...state, screen: 'list' } : state;
    case 'toggle-help':
      return { ...state, help: !state.help, helpScroll: 0 };
    case 'close-help':
      return state.help ? { ...state, help: false } : state;
    case 'help-scroll': {
      const target = action.line ?? state.helpScroll + (action.delta ?? 0);
      const helpScroll = Math.max(0, Math.min(action.max, target));
      return helpScroll === state.helpScroll ? state : { ...state, helpScroll };
    }
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
