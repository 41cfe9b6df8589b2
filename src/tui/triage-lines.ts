/**
 * The triage view as lines, pure: the list of failed tasks and proposals (rows of cells, fitted to
 * the width), and the detail of one row (evidence, proposal, the tasks a proposal fixes). Every
 * string from the log or the workspace is cleaned here.
 */
import type { DecisionStatus, TriageProposal, TriageResult } from '../core/types.js';
import type { Decision } from '../decide/decision.js';
import type { BodyLine } from './detail-lines.js';
import { clean, fit, textWidth, truncate, wrap } from './text.js';
import {
  fixesText, listLineCount, novelId, proposalId, proposalOf, tasksOf, type TriageItem, type TriageState,
} from './triage-state.js';

type Color = BodyLine['color'];

/** One piece of a list line, in its own colour. */
export interface Cell {
  text: string;
  color?: Color;
}

export interface TriageListLine {
  cells: Cell[];
  bold?: boolean;
  color?: Color;
  /** the row under the cursor */
  selected?: boolean;
}

const STATUS_COLOR: Record<DecisionStatus, Color> = { accepted: 'green', rejected: 'red', pending: 'yellow' };

export const CATEGORY_COLOR: Record<TriageResult['category'], Color> = {
  bridged: 'green',
  'pending-candidate': 'yellow',
  'novel-idiom': 'magenta',
  'computed-key': 'cyan',
  external: 'gray',
  'config-dependent': 'cyan',
  'import-reachable': 'gray',
  unexplained: 'red',
};

export function proposalStatus(p: TriageProposal, decisions: ReadonlyMap<string, Decision>): DecisionStatus {
  return decisions.get(proposalId(p))?.status ?? 'pending';
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function rolePosition(p: { role: string; position: string }): string {
  return `${clean(p.role)}${p.position ? ` ${clean(p.position)}` : ''}`;
}

const CATEGORY_WIDTH = 17;
const STATUS_WIDTH = 8;

/** The list lines in [top, top + height): headings, task rows, proposal rows. */
export function triageListLines(s: TriageState, decisions: ReadonlyMap<string, Decision>, width: number): TriageListLine[] {
  const w = Math.max(20, width - 1);
  const usable = w - 2;
  const idWidth = Math.max(4, Math.min(14, ...s.data.results.map((r) => clean(r.taskId).length)));
  const out: TriageListLine[] = [];
  const d = s.data;
  const skipped = d.skipped ? `, ${plural(d.skipped, 'bad line')} skipped` : '';
  out.push({ bold: true, color: 'cyan', cells: [{ text: truncate(`Failed tasks: ${d.failedCases} of ${d.cases} in ${clean(d.log)}${skipped}`, w) }] });
  if (s.tasks === 0) out.push({ color: 'gray', cells: [{ text: truncate('  no failed task: every task of the log edited an expected file', w) }] });
  for (let i = 0; i < s.tasks; i++) {
    const r = (s.items[i] as Extract<TriageItem, { kind: 'task' }>).result;
    const p = proposalOf(s, s.items[i]);
    const status = p ? proposalStatus(p, decisions) : null;
    const summaryWidth = Math.max(8, usable - idWidth - CATEGORY_WIDTH - STATUS_WIDTH - 3);
    out.push({
      selected: i === s.cursor,
      cells: [
        { text: `${i === s.cursor ? '▸ ' : '  '}${fit(clean(r.taskId), idWidth)} ` },
        { text: fit(r.category, CATEGORY_WIDTH), color: CATEGORY_COLOR[r.category] },
        { text: ' ' },
        { text: fit(status ?? '', STATUS_WIDTH), color: status ? STATUS_COLOR[status] : undefined },
        { text: ' ' + fit(clean(r.summary), summaryWidth) },
      ],
    });
  }
  out.push({ cells: [{ text: ' ' }] });
  out.push({ bold: true, color: 'cyan', cells: [{ text: truncate(`Proposals: patterns ranked by the failed tasks they would fix (${s.items.length - s.tasks})`, w) }] });
  if (s.items.length === s.tasks) out.push({ color: 'gray', cells: [{ text: truncate('  no proposal: no pending candidate or new pattern would fix a failed task', w) }] });
  const roleWidth = w >= 100 ? 20 : 16;
  for (let i = s.tasks; i < s.items.length; i++) {
    const p = (s.items[i] as Extract<TriageItem, { kind: 'proposal' }>).proposal;
    const status = proposalStatus(p, decisions);
    const subjectWidth = Math.max(8, usable - 3 - 11 - roleWidth - STATUS_WIDTH - 4);
    out.push({
      selected: i === s.cursor,
      cells: [
        { text: `${i === s.cursor ? '▸ ' : '  '}${fit(String(p.fixes), 3, { right: true })} ` },
        { text: fit(p.candidateId === null ? 'new' : clean(p.candidateId), 11), color: p.candidateId === null ? 'magenta' : undefined },
        { text: ` ${fit(clean(p.subject), subjectWidth, { middle: true })} ${fit(rolePosition(p), roleWidth)} ` },
        { text: fit(status, STATUS_WIDTH), color: STATUS_COLOR[status] },
      ],
    });
  }
  // every line within the width
  return out.slice(s.top, s.top + s.height).map((l) => fitLine(l, w));
}

function fitLine(l: TriageListLine, w: number): TriageListLine {
  let room = w;
  const cells: Cell[] = [];
  for (const c of l.cells) {
    if (room <= 0) break;
    const text = truncate(c.text, room);
    cells.push({ ...c, text });
    room -= textWidth(text);
  }
  return { ...l, cells };
}

/** Lines of the list given to the list pane in a body of `body` lines; the detail pane takes the rest. */
export function triageListHeight(s: TriageState, body: number): number {
  return Math.max(1, Math.min(listLineCount(s), Math.max(3, Math.floor(body * 0.45))));
}

/** The status line's right side: where the cursor is, and how many proposals are decided. */
export function triageWhere(s: TriageState, decisions: ReadonlyMap<string, Decision>): string {
  const proposals = s.data.proposals;
  const accepted = proposals.filter((p) => proposalStatus(p, decisions) === 'accepted').length;
  const at = s.items.length === 0 ? 'empty'
    : s.cursor < s.tasks ? `task ${s.cursor + 1}/${s.tasks}` : `proposal ${s.cursor - s.tasks + 1}/${proposals.length}`;
  return `${at} · ${accepted}/${proposals.length} accepted`;
}

function verdict(status: DecisionStatus, decision: Decision | undefined): string {
  let v: string = status;
  if (decision) v += ` on ${clean(decision.date)}${decision.reason ? `: ${clean(decision.reason)}` : ''}`;
  return `[${v}]`;
}

function evidenceText(e: TriageResult['evidence'][number]): string {
  const parts: string[] = [];
  if (e.key !== undefined) parts.push(`key "${clean(e.key)}"`);
  if (e.file !== undefined) parts.push(`${clean(e.file)}${e.line !== undefined ? `:${e.line}` : ''}`);
  parts.push(clean(e.note));
  return parts.join(' · ');
}

/** The body of a row's detail: a task's summary, evidence and proposal, or a proposal with the tasks it fixes. */
export function triageDetailLines(s: TriageState, item: TriageItem | undefined, decisions: ReadonlyMap<string, Decision>, width: number): BodyLine[] {
  const w = Math.max(20, width - 1);
  const out: BodyLine[] = [];
  const push = (text: string, style: Omit<BodyLine, 'text'> = {}): void => {
    out.push({ text: truncate(text, w), ...style });
  };
  const para = (text: string, indent: string, style: Omit<BodyLine, 'text'> = {}): void => {
    for (const l of wrap(text, w, indent)) out.push({ text: l, ...style });
  };
  if (!item) {
    push('Nothing selected.', { color: 'gray' });
    return out;
  }
  const proposal = (p: TriageProposal, heading: boolean): void => {
    const status = proposalStatus(p, decisions);
    const decision = decisions.get(proposalId(p));
    const hint = status === 'accepted' ? '' : '  (a accepts it)';
    if (heading) para(`Proposal ${verdict(status, decision)}${hint}`, '  ', { bold: true, color: STATUS_COLOR[status] });
    else para(`${verdict(status, decision)}${hint}`, '  ', { color: STATUS_COLOR[status] });
    const what = p.candidateId !== null ? `pending candidate ${clean(p.candidateId)}` : `new pattern ${novelId(p)} (kind proposed)`;
    para(`  ${clean(p.subject)} · ${rolePosition(p)} · ${what}`, '    ');
    para(`  ${fixesText(p.fixes)}: ${p.tasks.map(clean).join(', ')}`, '    ');
  };

  if (item.kind === 'task') {
    const r = item.result;
    push(`${clean(r.taskId)} · ${r.category}`, { bold: true, color: CATEGORY_COLOR[r.category] });
    para(clean(r.summary), '  ');
    push(`Evidence (${r.evidence.length})`, { bold: true, color: 'cyan' });
    if (r.evidence.length === 0) push('  none recorded', { color: 'gray' });
    for (const e of r.evidence) para(`  ${evidenceText(e)}`, '    ');
    const p = proposalOf(s, item);
    if (p) proposal(p, true);
    else push('No proposal: no pattern would have caught this task', { color: 'gray' });
    return out;
  }

  const p = item.proposal;
  push(clean(p.subject), { bold: true });
  proposal(p, false);
  out.push({ text: '' });
  push('Tasks it would fix', { bold: true, color: 'cyan' });
  const tasks = tasksOf(s, p);
  if (tasks.length === 0) push('  none in this log', { color: 'gray' });
  for (const r of tasks) {
    push(`  ${clean(r.taskId)} · ${r.category}`, { color: CATEGORY_COLOR[r.category] });
    para(`    ${clean(r.summary)}`, '    ');
  }
  return out;
}
