/**
 * The decisions file (`idiomscope.yaml`): read, validate and write it with the `yaml` Document API,
 * so comments, key order and formatting a person wrote by hand survive a save. A save re-reads the
 * file and applies only the changed entries, so hand edits made while a session runs are kept too.
 * A malformed file is reported with its line and never overwritten.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Document, isMap, isScalar, isSeq, LineCounter, parseDocument, YAMLMap, YAMLSeq, type Node, type Scalar } from 'yaml';
import { AppError } from '../core/errors.js';
import type { Decision, DecisionChange, DecidedStatus } from './decision.js';
import { DECIDED_STATUSES } from './decision.js';

export type { Decision, DecisionChange, DecidedStatus } from './decision.js';
export { applyDecisions, changesBetween, decisionFor, isoDate } from './decision.js';

/** File name of the decisions file inside a workspace. */
export const DECISIONS_FILE = 'idiomscope.yaml';
export const DECISIONS_VERSION = 1;
const HEADER = ' idiomscope decisions — hand edits and comments are kept';

/** The decisions file of the workspace holding `dbPath` (the directory of the database). */
export function decisionsPathFor(dbPath: string): string {
  return join(dirname(dbPath), DECISIONS_FILE);
}

/** Field order of a new entry; hand-written entries keep their own order. */
const FIELDS = ['id', 'status', 'subject', 'role', 'position', 'language', 'kind', 'reason', 'date'] as const;
type Field = (typeof FIELDS)[number];

interface Parsed {
  doc: Document;
  decisions: Map<string, Decision>;
}

function lineOf(lc: LineCounter, node: { range?: [number, number, number] | null } | null | undefined): number | undefined {
  const start = node?.range?.[0];
  return start === undefined ? undefined : lc.linePos(start).line;
}

/**
 * Parses and validates the text of a decisions file. Throws `decisions_invalid` with the line of
 * the first problem: a YAML syntax error, a root that is not a mapping, an unknown version,
 * `decisions` that is not a list, an entry that is not a mapping, lacks `id`, repeats an id, or has
 * a `status` other than accepted/rejected.
 */
export function parseDecisions(text: string, file: string): Parsed {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: true, uniqueKeys: true });
  const fail = (msg: string, line?: number): AppError => new AppError('decisions_invalid', msg, { file, line });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    // an error at the very end (an unclosed quote) points past the last line: name the last one
    const lastLine = text.replace(/\s+$/, '').split('\n').length;
    const line = Math.min(e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line, lastLine);
    throw fail(`YAML syntax error: ${e.message.split('\n')[0]}`, line);
  }
  const decisions = new Map<string, Decision>();
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return { doc, decisions };
  if (!isMap(root)) throw fail('the file must be a mapping with `version` and `decisions`', lineOf(lc, root as Node));
  const map = root as YAMLMap;

  const version = map.get('version', true);
  if (version !== undefined && !(isScalar(version) && Number(version.value) === DECISIONS_VERSION)) {
    throw fail(`unsupported version ${JSON.stringify(isScalar(version) ? version.value : String(version))}: this idiomscope reads version ${DECISIONS_VERSION}`, lineOf(lc, version as Node));
  }
  const list = map.get('decisions', true);
  if (list === undefined || (isScalar(list) && list.value === null)) return { doc, decisions };
  if (!isSeq(list)) throw fail('`decisions` must be a list of entries (each starting with `- id:`)', lineOf(lc, list as Node));

  const seen = new Map<string, number | undefined>();
  for (const item of (list as YAMLSeq).items) {
    const itemLine = lineOf(lc, item as Node);
    if (!isMap(item)) throw fail('each decision must be a mapping with at least `id` and `status`', itemLine);
    const entry = item as YAMLMap;
    const str = (field: Field, required: boolean): string | null => {
      const node = entry.get(field, true);
      if (node === undefined || (isScalar(node) && node.value === null)) {
        if (required) throw fail(`decision without \`${field}\``, itemLine);
        return null;
      }
      if (!isScalar(node)) throw fail(`\`${field}\` must be a single value, not a list or mapping`, lineOf(lc, node as Node) ?? itemLine);
      const v = (node as Scalar).value;
      const s = v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
      if (required && s.trim() === '') throw fail(`decision with an empty \`${field}\``, lineOf(lc, node as Node) ?? itemLine);
      return s;
    };
    const id = str('id', true)!;
    const status = str('status', true)!;
    if (!(DECIDED_STATUSES as readonly string[]).includes(status)) {
      throw fail(`status ${JSON.stringify(status)} of ${id} is not one of ${DECIDED_STATUSES.join(', ')}`, lineOf(lc, entry.get('status', true) as Node) ?? itemLine);
    }
    if (seen.has(id)) throw fail(`decision ${id} appears twice (first on line ${seen.get(id)})`, itemLine);
    seen.set(id, itemLine);
    decisions.set(id, {
      id,
      status: status as DecidedStatus,
      subject: str('subject', false) ?? '',
      role: str('role', false) ?? '',
      position: str('position', false) ?? '',
      language: str('language', false) ?? '',
      kind: str('kind', false) ?? '',
      reason: str('reason', false),
      date: str('date', false) ?? '',
    });
  }
  return { doc, decisions };
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new AppError('decisions_invalid', `cannot read: ${(e as Error).message}`, { file: path, cause: e });
  }
}

/** Decisions by candidate id; a missing file is an empty map. Throws `decisions_invalid` with the line. */
export async function loadDecisions(path: string): Promise<Map<string, Decision>> {
  const text = readText(path);
  if (text === null) return new Map();
  return parseDecisions(text, path).decisions;
}

function plain(d: Decision): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of FIELDS) {
    const v = d[f];
    if (v !== null && v !== '') out[f] = v;
  }
  return out;
}

function updateEntry(doc: Document, entry: YAMLMap, d: Decision): void {
  const want = plain(d);
  for (const f of FIELDS) {
    const node = entry.get(f, true);
    const v = want[f];
    if (v === undefined) {
      if (node !== undefined && f !== 'id') entry.delete(f);
      continue;
    }
    if (isScalar(node) && node.value !== null && String(node.value instanceof Date ? node.value.toISOString().slice(0, 10) : node.value) === v) continue;
    if (isScalar(node)) {
      // keeps the node, so its comments stay; the stringifier quotes "0" so it stays a string
      node.value = v;
    } else {
      entry.set(doc.createNode(f), doc.createNode(v));
    }
  }
}

/**
 * The text of a decisions file after `changes`: pure, for tests and for `saveDecisionChanges`.
 * `text` null means the file does not exist yet. Throws `decisions_invalid` when `text` is malformed.
 */
export function applyChangesToText(text: string | null, file: string, changes: readonly DecisionChange[]): string {
  const { doc } = text === null ? { doc: new Document() } : parseDecisions(text, file);
  let root = doc.contents;
  if (!isMap(root)) {
    doc.contents = doc.createNode({ version: DECISIONS_VERSION, decisions: [] }) as never;
    if (text === null || text.trim() === '') doc.commentBefore = HEADER;
    root = doc.contents;
  }
  const map = root as YAMLMap;
  const found: unknown = map.get('decisions', true);
  let seq: YAMLSeq;
  if (isSeq(found)) {
    seq = found;
  } else {
    seq = new YAMLSeq(doc.schema);
    // `decisions:  # a note` with nothing under it: the note moves onto the new list
    if (isScalar(found)) seq.commentBefore = [found.commentBefore, found.comment].filter(Boolean).join('\n') || undefined;
    map.set(doc.createNode('decisions'), seq);
  }
  const indexOf = (id: string): number => seq.items.findIndex((it) => {
    if (!isMap(it)) return false;
    const n = it.get('id', true);
    return isScalar(n) && String(n.value) === id;
  });
  for (const ch of changes) {
    const i = indexOf(ch.id);
    if (ch.decision === null) {
      if (i >= 0) seq.items.splice(i, 1);
    } else if (i >= 0) {
      updateEntry(doc, seq.items[i] as YAMLMap, ch.decision);
    } else {
      seq.items.push(doc.createNode(plain(ch.decision)));
    }
  }
  if (seq.items.length > 0) seq.flow = false;
  return doc.toString({ lineWidth: 0 });
}

/**
 * Writes `text` to `path` atomically: a temporary file in the same directory, flushed to disk, then
 * renamed over the target. An interruption leaves either the old or the new file, never half of one.
 */
export function writeFileAtomic(path: string, text: string): void {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const tmp = join(dir, `.${basename(path)}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', 0o644);
    writeSync(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    // the catalogue has no kind for a failed write of a workspace file; the system error names the path
    throw e;
  }
  try {
    // make the rename itself durable; not every platform can open a directory
    const dfd = openSync(dir, 'r');
    try {
      fsyncSync(dfd);
    } finally {
      closeSync(dfd);
    }
  } catch {
    // best effort
  }
}

/**
 * Applies `changes` to the decisions file on disk: re-reads it (keeping hand edits made meanwhile),
 * validates it (a malformed file throws `decisions_invalid` and is left untouched), edits only the
 * changed entries and writes the result atomically.
 */
export async function saveDecisionChanges(path: string, changes: readonly DecisionChange[]): Promise<void> {
  if (changes.length === 0) return;
  const text = readText(path);
  const next = applyChangesToText(text, path, changes);
  if (next === text) return;
  writeFileAtomic(path, next);
}

/** Writes a whole map of decisions into the file (entries not in the map are kept as they are). */
export async function saveDecisions(path: string, decisions: ReadonlyMap<string, Decision>): Promise<void> {
  await saveDecisionChanges(path, [...decisions.values()].map((d) => ({ id: d.id, decision: d })));
}
