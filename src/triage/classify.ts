import { splitWords } from '../core/tokens.js';
import type { FailureCase, TriageCategory, TriageProposal, TriageResult } from '../core/types.js';

/** One key of a registry with the files at both of its ends. */
export interface KeyEntry {
  key: string;
  namespace: string;
  declared: { file: string; line: number }[];
  referenced: { file: string; line: number }[];
  computed: boolean;
  discriminator: string | null;
  external: boolean;
  /** for keys of a candidate that is not accepted yet */
  candidate: { id: string; subject: string; role: string; position: string } | null;
}

/** A key-shaped literal of a file in a position, for proposing new idioms. */
export interface LiteralFact {
  file: string;
  line: number;
  value: string;
  calleePath: string | null;
  role: string;
  position: string;
  /** a ranked (non-weak) candidate already covers this position */
  covered: boolean;
}

/** Everything the classifier consults, as plain data and lookups (the command loads it). */
export interface TriageIndex {
  accepted: KeyEntry[];
  pending: KeyEntry[];
  literalsOf(file: string): LiteralFact[];
  /** profiles or other discriminators declared in a file */
  discriminatorsOf(file: string): string[];
  /** files the scan knows; an expected path outside it lives outside the tree */
  inTree(file: string): boolean;
  importReachable(from: string[], to: string, hops: number): boolean;
}

const KEY_SHAPED = /^[A-Za-z][A-Za-z0-9_.:/\-]{2,79}$/;

/** A task failed when no expected path was edited, or an expected path was not retrieved. */
export function failed(c: FailureCase): boolean {
  const edited = new Set(c.edited);
  if (!c.expected.some((e) => edited.has(e))) return true;
  if (c.retrieved) {
    const got = new Set(c.retrieved);
    return c.expected.some((e) => !got.has(e));
  }
  return false;
}

function filesOf(e: KeyEntry): Set<string> {
  return new Set([...e.declared, ...e.referenced].map((s) => s.file));
}

/** How a key connects the task to the expected file: by the task's words, or through an edited/retrieved file. */
function connection(e: KeyEntry, c: FailureCase, taskWords: Set<string>, target: string): string | null {
  const files = filesOf(e);
  if (!files.has(target)) return null;
  // a template (`payment.{}`) names no particular key: it connects only through files
  const words = e.computed ? [] : splitWords(e.key);
  if (words.length > 0 && words.every((w) => taskWords.has(w))) return `the task names the key "${e.key}"`;
  const via = [...c.edited, ...(c.retrieved ?? [])].find((f) => f !== target && files.has(f));
  return via ? `the key "${e.key}" links ${via} to it` : null;
}

function bestBridge(entries: KeyEntry[], c: FailureCase, taskWords: Set<string>, target: string): { e: KeyEntry; how: string } | null {
  let best: { e: KeyEntry; how: string; score: number } | null = null;
  for (const e of entries) {
    const how = connection(e, c, taskWords, target);
    if (!how) continue;
    const score = splitWords(e.key).filter((w) => taskWords.has(w)).length + (e.declared.some((d) => d.file === target) ? 0.5 : 0);
    if (!best || score > best.score) best = { e, how, score };
  }
  return best;
}

function siteOf(e: KeyEntry, file: string): number | undefined {
  return [...e.declared, ...e.referenced].find((s) => s.file === file)?.line;
}

/** Explains one failed task: the first category whose evidence holds, in the order of the issue. */
export function classify(c: FailureCase, idx: TriageIndex): TriageResult {
  const taskWords = new Set(splitWords(c.task));
  const missed = c.expected.filter((e) => !c.edited.includes(e) || (c.retrieved && !c.retrieved.includes(e)));
  const target = missed[0] ?? c.expected[0] ?? '';
  const result = (category: TriageCategory, summary: string, evidence: TriageResult['evidence'], proposal: TriageResult['proposal'] = null): TriageResult =>
    ({ taskId: c.taskId, category, summary, evidence, proposal });

  if (target && !idx.inTree(target)) {
    return result('external', `${target} is not in the scanned tree: the registry has contributors outside it`, [{ file: target, note: 'expected path not found in the repository' }]);
  }

  const bridged = bestBridge(idx.accepted, c, taskWords, target);
  if (bridged) {
    return result('bridged', `an accepted pattern's key reaches ${target}: ${bridged.how}; the index has it, the miss is ranking`, [
      { key: bridged.e.key, file: target, line: siteOf(bridged.e, target), note: `${bridged.e.namespace}: ${bridged.how}` },
    ]);
  }
  const pending = bestBridge(idx.pending, c, taskWords, target);
  if (pending) {
    const cand = pending.e.candidate!;
    return result('pending-candidate', `candidate ${cand.id} (${cand.subject} ${cand.role} ${cand.position}) would bridge it: ${pending.how}`, [
      { key: pending.e.key, file: target, line: siteOf(pending.e, target), note: `accept ${cand.id} to index it` },
    ], { candidateId: cand.id, subject: cand.subject, role: cand.role, position: cand.position });
  }

  // a key-shaped literal of the target that the task or the edited files also hold, in an uncovered position
  const editedValues = new Set(c.edited.flatMap((f) => idx.literalsOf(f).map((l) => l.value)));
  for (const l of idx.literalsOf(target)) {
    if (l.covered || !KEY_SHAPED.test(l.value)) continue;
    // a call's callee, or for a table or attribute the file and the name it sits in
    const subject = l.calleePath ?? `${l.file}::${l.position}`;
    const words = splitWords(l.value);
    // one common word ("failed") is no evidence: a key the task names has at least two words
    const byTask = words.length > 1 && words.every((w) => taskWords.has(w));
    if (byTask || editedValues.has(l.value)) {
      return result('novel-idiom', `"${l.value}" in ${target} is ${byTask ? 'named by the task' : 'shared with an edited file'} at ${subject} ${l.role} ${l.position}, a position no candidate covers`, [
        { key: l.value, file: target, line: l.line, note: `propose ${subject} ${l.role} ${l.position}` },
      ], { candidateId: null, subject, role: l.role, position: l.position });
    }
  }

  const computed = [...idx.accepted, ...idx.pending].find((e) => e.computed && e.declared.some((d) => d.file === target));
  if (computed) {
    return result('computed-key', `${target} registers with a computed key "${computed.key}": no literal names it`, [
      { key: computed.key, file: target, line: siteOf(computed, target), note: computed.namespace },
    ]);
  }
  const external = [...idx.accepted, ...idx.pending].find((e) => e.external && splitWords(e.key).every((w) => taskWords.has(w)) && !filesOf(e).has(target));
  if (external) {
    return result('external', `the task names "${external.key}" of ${external.namespace}, a registry with contributors outside the tree`, [
      { key: external.key, note: `${external.namespace} is external` },
    ]);
  }
  const targetAlts = idx.discriminatorsOf(target);
  const editedAlts = c.edited.flatMap((f) => idx.discriminatorsOf(f).map((d) => ({ f, d })));
  if (targetAlts.length && editedAlts.some((x) => !targetAlts.includes(x.d))) {
    const other = editedAlts.find((x) => !targetAlts.includes(x.d))!;
    return result('config-dependent', `${target} (${targetAlts.join(', ')}) and ${other.f} (${other.d}) are alternatives selected by configuration`, [
      { file: target, note: targetAlts.join(', ') },
      { file: other.f, note: other.d },
    ]);
  }
  const from = [...c.edited, ...(c.retrieved ?? [])].filter((f) => f !== target);
  if (from.length && idx.importReachable(from, target, 2)) {
    return result('import-reachable', `${target} is within two import hops of the edited or retrieved files: not a runtime-edge miss`, [{ file: target, note: 'reachable through imports' }]);
  }
  return result('unexplained', `nothing links ${target || 'the expected files'} to the task or the edited files`, []);
}

/** Patterns ranked by the number of failed tasks they would fix. */
export function proposals(results: TriageResult[]): TriageProposal[] {
  const by = new Map<string, TriageProposal>();
  for (const r of results) {
    if (!r.proposal) continue;
    const k = `${r.proposal.candidateId ?? ''}|${r.proposal.subject}|${r.proposal.role}|${r.proposal.position}`;
    const p = by.get(k) ?? { ...r.proposal, fixes: 0, tasks: [] };
    p.fixes++;
    p.tasks.push(r.taskId);
    by.set(k, p);
  }
  return [...by.values()].sort((a, b) => b.fixes - a.fixes || a.subject.localeCompare(b.subject) || a.position.localeCompare(b.position));
}
