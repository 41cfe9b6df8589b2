/**
 * The triage screen's own state, pure: the failed tasks of a failure log and the proposals, as one
 * list (tasks first, then proposals) with a cursor and the window of list lines on screen. Also
 * the pure helpers that turn a proposal into the decision that accepts it.
 */
import { createHash } from 'node:crypto';
import type { Candidate, TriageProposal, TriageResult } from '../core/types.js';
import { decisionFor, type Decision } from '../decide/decision.js';
import type { TriageData } from './data-source.js';
import { clean } from './text.js';

/** One selectable row of the triage list. */
export type TriageItem =
  | { kind: 'task'; key: string; result: TriageResult }
  | { kind: 'proposal'; key: string; proposal: TriageProposal };

export interface TriageState {
  readonly data: TriageData;
  /** the tasks (items[0, tasks)) then the proposals */
  readonly items: readonly TriageItem[];
  readonly tasks: number;
  /** index into `items` of the highlighted row; 0 when there are none */
  readonly cursor: number;
  /** the first list line on screen (see `lineOfItem`) */
  readonly top: number;
  /** list lines on screen (follows the terminal height) */
  readonly height: number;
}

export type TriageAction =
  /** move the cursor by `delta` rows (negative is up), clamped */
  | { type: 'move-cursor'; delta: number }
  /** move the cursor by `delta` pages */
  | { type: 'move-page'; delta: number }
  /** put the cursor on a row (0 the first, Infinity the last) */
  | { type: 'move-to'; index: number }
  | { type: 'set-height'; height: number };

export function createTriageState(data: TriageData, height = 8): TriageState {
  const items: TriageItem[] = [
    ...data.results.map((result, i): TriageItem => ({ kind: 'task', key: `task:${i}`, result })),
    ...data.proposals.map((proposal, i): TriageItem => ({ kind: 'proposal', key: `proposal:${i}`, proposal })),
  ];
  return { data, items, tasks: data.results.length, cursor: 0, top: 0, height: Math.max(1, height) };
}

/**
 * The list is drawn as lines: the tasks' heading (line 0), one line per task (or a note when there
 * is none), a blank line, the proposals' heading, one line per proposal (or a note).
 */
function taskLineCount(s: TriageState): number {
  return Math.max(1, s.tasks);
}

/** The list line of item `i`. */
export function lineOfItem(s: TriageState, i: number): number {
  return i < s.tasks ? 1 + i : 3 + taskLineCount(s) + (i - s.tasks);
}

/** The list line of the proposals' heading. */
export function proposalsHeadingLine(s: TriageState): number {
  return 2 + taskLineCount(s);
}

export function listLineCount(s: TriageState): number {
  return 3 + taskLineCount(s) + Math.max(1, s.items.length - s.tasks);
}

export function currentItem(s: TriageState): TriageItem | undefined {
  return s.items[s.cursor];
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** The cursor on item `cursor` (clamped), the window scrolled just enough to show it (and its heading, for a first row). */
function withCursor(s: TriageState, cursor: number, top = s.top): TriageState {
  const cur = clamp(cursor, 0, Math.max(0, s.items.length - 1));
  const total = listLineCount(s);
  let t = clamp(top, 0, Math.max(0, total - s.height));
  if (s.items.length > 0) {
    const line = lineOfItem(s, cur);
    const from = cur === 0 ? 0 : cur === s.tasks ? proposalsHeadingLine(s) : line;
    if (from < t) t = from;
    if (line >= t + s.height) t = line - s.height + 1;
  }
  return cur === s.cursor && t === s.top ? s : { ...s, cursor: cur, top: Math.max(0, t) };
}

export function triageReducer(s: TriageState, action: TriageAction): TriageState {
  switch (action.type) {
    case 'move-cursor':
      return withCursor(s, s.cursor + action.delta);
    case 'move-page': {
      const rows = Math.max(1, s.height - 1) * action.delta;
      return withCursor(s, s.cursor + rows, s.top + rows);
    }
    case 'move-to':
      return withCursor(s, action.index === Infinity ? s.items.length - 1 : action.index);
    case 'set-height': {
      const height = Math.max(1, Math.floor(action.height));
      return height === s.height ? s : withCursor({ ...s, height }, s.cursor);
    }
  }
}

/** The id a novel idiom (a proposal without a candidate) is decided under: stable, derived from the pattern. */
export function novelId(p: { subject: string; role: string; position: string }): string {
  return 'n' + createHash('sha1').update(`${p.subject}|${p.role}|${p.position}`).digest('hex').slice(0, 10);
}

/** The id under which a proposal is decided: its candidate's, or the derived one. */
export function proposalId(p: TriageProposal): string {
  return p.candidateId ?? novelId(p);
}

function sameProposal(a: TriageResult['proposal'] & object, b: TriageProposal): boolean {
  return a.candidateId === b.candidateId && a.subject === b.subject && a.role === b.role && a.position === b.position;
}

/** The proposal a row stands for: a proposal row's own, or the ranked proposal of a task (null when it has none). */
export function proposalOf(s: TriageState, item: TriageItem | undefined): TriageProposal | null {
  if (!item) return null;
  if (item.kind === 'proposal') return item.proposal;
  const own = item.result.proposal;
  if (!own) return null;
  return s.data.proposals.find((p) => sameProposal(own, p) && p.tasks.includes(item.result.taskId)) ??
    s.data.proposals.find((p) => sameProposal(own, p)) ??
    { ...own, fixes: 1, tasks: [item.result.taskId] };
}

/** The results of the tasks a proposal would fix, in the log's order. */
export function tasksOf(s: TriageState, p: TriageProposal): TriageResult[] {
  const ids = new Set(p.tasks);
  return s.data.results.filter((r) => ids.has(r.taskId));
}

/** The next row after the cursor (wrapping) whose proposal is undecided; null when there is none. */
export function nextPendingItem(s: TriageState, decisions: ReadonlyMap<string, Decision>): number | null {
  const n = s.items.length;
  for (let step = 1; step <= n; step++) {
    const i = (s.cursor + step) % n;
    const p = proposalOf(s, s.items[i]);
    if (p && !decisions.has(proposalId(p))) return i;
  }
  return null;
}

/** The language most candidates are in; python when there are none. */
function commonLanguage(candidates: readonly Candidate[]): string {
  const counts = new Map<string, number>();
  for (const c of candidates) if (c.language) counts.set(c.language, (counts.get(c.language) ?? 0) + 1);
  let best = 'python';
  let most = 0;
  for (const [lang, n] of counts) {
    if (n > most) {
      best = lang;
      most = n;
    }
  }
  return best;
}

export function fixesText(n: number): string {
  return `fixes ${n} task${n === 1 ? '' : 's'}`;
}

/**
 * The decision that accepts a proposal. A pending candidate's proposal accepts that candidate
 * (with its fields when it is among the loaded candidates, else the proposal's); a novel idiom's
 * is a new pattern of kind `proposed`, under an id derived from subject, role and position.
 */
export function proposalDecision(p: TriageProposal, candidates: readonly Candidate[], log: string, date: string): Decision {
  const from = `triage of ${clean(log)}: ${fixesText(p.fixes)}`;
  const like = candidates.find((c) => c.subject === p.subject);
  const language = like?.language ?? commonLanguage(candidates);
  if (p.candidateId !== null) {
    const reason = `accepted from ${from}`;
    const c = candidates.find((x) => x.id === p.candidateId);
    if (c) return decisionFor(c, 'accepted', reason, date);
    return {
      id: p.candidateId, status: 'accepted', subject: p.subject, role: p.role, position: p.position,
      language, kind: like?.kind ?? (p.subject.includes('::') ? 'table' : 'call'), reason, date,
    };
  }
  return {
    id: novelId(p), status: 'accepted', subject: p.subject, role: p.role, position: p.position,
    language, kind: 'proposed', reason: `proposed by ${from}`, date,
  };
}
