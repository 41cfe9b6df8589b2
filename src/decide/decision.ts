import type { Candidate } from '../core/types.js';

/** What a person decided about a candidate; `pending` is the absence of a decision. */
export type DecidedStatus = 'accepted' | 'rejected';

export const DECIDED_STATUSES: readonly DecidedStatus[] = ['accepted', 'rejected'];

/**
 * One entry of the decisions file (`idiomscope.yaml`). The descriptive fields are copied from the
 * candidate when the decision is made, so a generator can use an accepted pattern without a
 * database, and a reader can see what was decided after the code has moved on. Only `id` and
 * `status` are required in a hand-written entry; the others read as empty strings when absent.
 */
export interface Decision {
  /** candidate id, stable across rescans (a hash of language, kind, subject, role, position) */
  id: string;
  status: DecidedStatus;
  /** callee path, base class, `file::TABLE`, or config declaration kind */
  subject: string;
  role: string;
  position: string;
  language: string;
  /** candidate kind: call, config, class_attr, table, implicit */
  kind: string;
  /** why; most useful on a rejection, null when none was given */
  reason: string | null;
  /** ISO date (YYYY-MM-DD) of the decision */
  date: string;
}

/** One edit of the decisions file: set the decision of `id`, or remove it when `decision` is null. */
export interface DecisionChange {
  id: string;
  decision: Decision | null;
}

/** The ISO date (YYYY-MM-DD) of a moment, in UTC. */
export function isoDate(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** A decision about a candidate, carrying the candidate's descriptive fields. */
export function decisionFor(c: Candidate, status: DecidedStatus, reason: string | null, date: string): Decision {
  const r = reason?.trim();
  return {
    id: c.id,
    status,
    subject: c.subject,
    role: c.role,
    position: c.position,
    language: c.language,
    kind: c.kind,
    reason: r ? r : null,
    date,
  };
}

/** Sets `decision` on every candidate from the map (`pending` when the map has none); returns the same array. */
export function applyDecisions<T extends Candidate>(cands: T[], decisions: ReadonlyMap<string, Decision>): T[] {
  for (const c of cands) c.decision = decisions.get(c.id)?.status ?? 'pending';
  return cands;
}

/**
 * The edits that turn `before` into `after`: one change per id whose decision differs (by
 * identity, then by value). Used to persist only what a session changed.
 */
export function changesBetween(before: ReadonlyMap<string, Decision>, after: ReadonlyMap<string, Decision>): DecisionChange[] {
  const out: DecisionChange[] = [];
  for (const [id, d] of after) {
    const prev = before.get(id);
    if (prev !== d && !(prev && sameDecision(prev, d))) out.push({ id, decision: d });
  }
  for (const id of before.keys()) if (!after.has(id)) out.push({ id, decision: null });
  return out;
}

export function sameDecision(a: Decision, b: Decision): boolean {
  return a.id === b.id && a.status === b.status && a.subject === b.subject && a.role === b.role &&
    a.position === b.position && a.language === b.language && a.kind === b.kind && a.reason === b.reason && a.date === b.date;
}
