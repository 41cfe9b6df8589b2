/**
 * The review session as a pure reducer: the list of candidates with its filter, sort, cursor and
 * page, and the decisions with their undo stack. No Ink, no I/O: the TUI dispatches actions and
 * draws the state; the decisions file is written by whoever watches `decisions` change.
 */
import type { Candidate, DecisionStatus } from '../core/types.js';
import { decisionFor, type DecidedStatus, type Decision } from './decision.js';

/** Columns the list can be sorted by; `s` cycles through them in this order. */
export type SortColumn = 'rank' | 'subject' | 'role' | 'sites' | 'files' | 'keys' | 'overlap' | 'decision';

export const SORT_COLUMNS: readonly SortColumn[] = ['rank', 'subject', 'role', 'sites', 'files', 'keys', 'overlap', 'decision'];

/** What a decision replaced, so `undo` can put it back. */
export interface UndoEntry {
  id: string;
  /** the decision before this one, or null when the candidate was pending */
  previous: Decision | null;
}

export interface SessionState {
  /** every candidate in ranking order (strong by score, then weak); loaded once, never filtered */
  readonly candidates: readonly Candidate[];
  /** lower-cased text each candidate is filtered on (id, subject, spellings, role, examples), by index */
  readonly haystacks: readonly string[];
  /** decisions by candidate id: what the file held, plus this session's changes */
  readonly decisions: ReadonlyMap<string, Decision>;
  /** decisions made in this session, most recent last, with what each replaced */
  readonly undo: readonly UndoEntry[];
  /** case-insensitive text the rows must contain; '' shows every candidate */
  readonly filter: string;
  /** the column rows are ordered by; numbers sort high to low, text A to Z, decisions pending first */
  readonly sort: SortColumn;
  /** indices into `candidates`, filtered and sorted: the rows of the list */
  readonly rows: readonly number[];
  /** position of the highlighted row in `rows`; 0 when there are no rows */
  readonly cursor: number;
  /** position in `rows` of the first row on screen; the page shows rows[top, top + pageSize) */
  readonly top: number;
  /** how many rows fit on one page (follows the terminal height) */
  readonly pageSize: number;
  /** one line of feedback for the status bar ("accepted …", "no pending candidate left"), or null */
  readonly notice: string | null;
}

export type SessionAction =
  /** move the cursor by `delta` rows (negative is up), clamped to the list */
  | { type: 'move-cursor'; delta: number }
  /** move the cursor and the page by `delta` pages */
  | { type: 'move-page'; delta: number }
  /** put the cursor on a row (0 is the first, Infinity the last) */
  | { type: 'move-to'; index: number }
  /** put the cursor on the row of a candidate, when it is visible */
  | { type: 'select-id'; id: string }
  | { type: 'set-filter'; text: string }
  | { type: 'cycle-sort' }
  | { type: 'set-sort'; column: SortColumn }
  | { type: 'set-page-size'; size: number }
  /** decide the candidate under the cursor (or `id`); `date` is given so the reducer stays pure */
  | { type: 'decide'; status: DecidedStatus; reason: string | null; date: string; id?: string }
  /** take back the last decision of the session, restoring what it replaced */
  | { type: 'undo' }
  /** move the cursor to the next pending row after it, wrapping around */
  | { type: 'next-pending' }
  | { type: 'clear-notice' };

function haystack(c: Candidate): string {
  // a candidate shown inside this row (related: mostly the same keys) is found through it
  return [c.id, c.subject, ...c.spellings, c.role, c.position, c.kind, c.language, ...c.examples, ...(c.related ?? []).map((r) => r.subject)]
    .join('\u0000').toLowerCase();
}

export function createSession(
  candidates: readonly Candidate[],
  decisions: ReadonlyMap<string, Decision> = new Map(),
  opts: { pageSize?: number; filter?: string; sort?: SortColumn } = {},
): SessionState {
  const base: SessionState = {
    candidates,
    haystacks: candidates.map(haystack),
    decisions,
    undo: [],
    filter: opts.filter ?? '',
    sort: opts.sort ?? 'rank',
    rows: [],
    cursor: 0,
    top: 0,
    pageSize: Math.max(1, opts.pageSize ?? 15),
    notice: null,
  };
  return { ...base, rows: computeRows(base) };
}

/** The status of a candidate in this session. */
export function statusOf(state: SessionState, id: string): DecisionStatus {
  return state.decisions.get(id)?.status ?? 'pending';
}

/** The candidate under the cursor, if any row is visible. */
export function currentCandidate(state: SessionState): Candidate | undefined {
  const i = state.rows[state.cursor];
  return i === undefined ? undefined : state.candidates[i];
}

/** The rows on the current page, as candidates. */
export function pageRows(state: SessionState): Candidate[] {
  return state.rows.slice(state.top, state.top + state.pageSize).map((i) => state.candidates[i]!);
}

/** Counts for the title bar. */
export function tally(state: SessionState): { total: number; shown: number; accepted: number; rejected: number; pending: number } {
  let accepted = 0;
  let rejected = 0;
  for (const c of state.candidates) {
    const s = state.decisions.get(c.id)?.status;
    if (s === 'accepted') accepted++;
    else if (s === 'rejected') rejected++;
  }
  const total = state.candidates.length;
  return { total, shown: state.rows.length, accepted, rejected, pending: total - accepted - rejected };
}

const DECISION_ORDER: Record<DecisionStatus, number> = { pending: 0, accepted: 1, rejected: 2 };

function compareBy(state: SessionState, column: SortColumn): ((a: number, b: number) => number) | null {
  const c = state.candidates;
  const desc = (f: (x: Candidate) => number) => (a: number, b: number): number => f(c[b]!) - f(c[a]!);
  switch (column) {
    case 'rank':
      return null;
    case 'subject':
      return (a, b) => (c[a]!.subject < c[b]!.subject ? -1 : c[a]!.subject > c[b]!.subject ? 1 : 0);
    case 'role':
      return (a, b) => (c[a]!.role < c[b]!.role ? -1 : c[a]!.role > c[b]!.role ? 1 : 0);
    case 'sites':
      return desc((x) => x.sites);
    case 'files':
      return desc((x) => x.files);
    case 'keys':
      return desc((x) => x.distinctKeys);
    case 'overlap':
      return desc((x) => x.features.lookupHits);
    case 'decision':
      return (a, b) => DECISION_ORDER[statusOf(state, c[a]!.id)] - DECISION_ORDER[statusOf(state, c[b]!.id)];
  }
}

/** Indices of the candidates matching the filter, in the chosen order (ties keep the ranking order). */
function computeRows(state: SessionState): number[] {
  const needle = state.filter.trim().toLowerCase();
  const rows: number[] = [];
  for (let i = 0; i < state.candidates.length; i++) {
    if (needle === '' || state.haystacks[i]!.includes(needle)) rows.push(i);
  }
  const cmp = compareBy(state, state.sort);
  if (cmp) rows.sort((a, b) => cmp(a, b) || a - b);
  return rows;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** Puts the cursor at `cursor` (clamped) and scrolls the page just enough to show it. */
function withCursor(state: SessionState, cursor: number, top = state.top): SessionState {
  const last = Math.max(0, state.rows.length - 1);
  const cur = clamp(cursor, 0, last);
  let t = clamp(top, 0, Math.max(0, state.rows.length - state.pageSize));
  if (cur < t) t = cur;
  if (cur >= t + state.pageSize) t = cur - state.pageSize + 1;
  return { ...state, cursor: cur, top: Math.max(0, t) };
}

/** Recomputes the rows after a filter/sort change, keeping the same candidate under the cursor when it is still shown. */
function reflow(prev: SessionState, next: SessionState): SessionState {
  const rows = computeRows(next);
  const keep = prev.rows[prev.cursor];
  const at = keep === undefined ? -1 : rows.indexOf(keep);
  const withRows = { ...next, rows };
  return at >= 0 ? withCursor(withRows, at, prev.top) : withCursor(withRows, 0, 0);
}

function label(c: Candidate): string {
  return c.subject;
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'move-cursor':
      return withCursor({ ...state, notice: null }, state.cursor + action.delta);
    case 'move-page': {
      const delta = action.delta * state.pageSize;
      return withCursor({ ...state, notice: null }, state.cursor + delta, state.top + delta);
    }
    case 'move-to':
      return withCursor({ ...state, notice: null }, action.index === Infinity ? state.rows.length - 1 : action.index);
    case 'select-id': {
      const at = state.rows.findIndex((i) => state.candidates[i]!.id === action.id);
      return at >= 0 ? withCursor(state, at) : state;
    }
    case 'set-filter':
      if (action.text === state.filter) return state;
      return reflow(state, { ...state, filter: action.text, notice: null });
    case 'cycle-sort': {
      const next = SORT_COLUMNS[(SORT_COLUMNS.indexOf(state.sort) + 1) % SORT_COLUMNS.length]!;
      return reflow(state, { ...state, sort: next, notice: `sorted by ${next}` });
    }
    case 'set-sort':
      return reflow(state, { ...state, sort: action.column, notice: `sorted by ${action.column}` });
    case 'set-page-size': {
      const size = Math.max(1, Math.floor(action.size));
      if (size === state.pageSize) return state;
      return withCursor({ ...state, pageSize: size }, state.cursor);
    }
    case 'decide': {
      const cand = action.id === undefined ? currentCandidate(state) : state.candidates.find((c) => c.id === action.id);
      if (!cand) return { ...state, notice: 'nothing selected' };
      const previous = state.decisions.get(cand.id) ?? null;
      const decision = decisionFor(cand, action.status, action.reason, action.date);
      const decisions = new Map(state.decisions);
      decisions.set(cand.id, decision);
      const verb = action.status === 'accepted' ? 'accepted' : 'rejected';
      const next = { ...state, decisions, undo: [...state.undo, { id: cand.id, previous }], notice: `${verb} ${label(cand)}` };
      // a decision moves rows only when they are ordered by decision; the cursor stays on the candidate
      return state.sort === 'decision' ? reflow(state, next) : next;
    }
    case 'undo': {
      const last = state.undo[state.undo.length - 1];
      if (!last) return { ...state, notice: 'nothing to undo' };
      const decisions = new Map(state.decisions);
      const undone = decisions.get(last.id);
      if (last.previous) decisions.set(last.id, last.previous);
      else decisions.delete(last.id);
      const cand = state.candidates.find((c) => c.id === last.id);
      const what = undone ? (undone.status === 'accepted' ? 'accept' : 'reject') : 'decision';
      const back = last.previous ? `${last.previous.status} again` : 'pending again';
      let next: SessionState = {
        ...state, decisions, undo: state.undo.slice(0, -1),
        notice: `undid ${what} of ${cand ? label(cand) : last.id}: ${back}`,
      };
      if (state.sort === 'decision') next = reflow(state, next);
      // show what was undone
      const at = next.rows.findIndex((i) => next.candidates[i]!.id === last.id);
      return at >= 0 ? withCursor(next, at) : next;
    }
    case 'next-pending': {
      const n = state.rows.length;
      for (let step = 1; step <= n; step++) {
        const pos = (state.cursor + step) % n;
        if (statusOf(state, state.candidates[state.rows[pos]!]!.id) === 'pending') {
          const notice = pos === state.cursor ? 'no other pending candidate' : pos < state.cursor ? 'wrapped to the top' : null;
          return withCursor({ ...state, notice }, pos);
        }
      }
      const anyHidden = state.rows.length < state.candidates.length &&
        state.candidates.some((c) => statusOf(state, c.id) === 'pending');
      return { ...state, notice: anyHidden ? 'no pending candidate matches the filter' : 'no pending candidate left' };
    }
    case 'clear-notice':
      return state.notice === null ? state : { ...state, notice: null };
  }
}
