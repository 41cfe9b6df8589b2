import type { FileFacts, FileRecord, SkipReason } from '../core/types.js';
import { languageById } from '../languages/index.js';
import { parseSource } from './parser-cache.js';
import { readSource } from './read-source.js';

export interface FileTask {
  path: string;
  abs: string;
  bytes: number;
  language: string;
  module: string | null;
  inTest: boolean;
  /** content hash from the previous scan; equal content is reused, not parsed */
  prevHash: string | null;
  skip: SkipReason | null;
}

export interface BatchTask {
  files: FileTask[];
  maxFileBytes: number;
}

export interface FileResult {
  file: FileRecord;
  reused: boolean;
  facts: FileFacts | null;
  /** why a file was skipped or failed, for scan_errors */
  problem: string | null;
}

const SKIP_TEXT: Record<SkipReason, string> = {
  binary: 'binary content (NUL bytes)',
  too_large: 'over the size limit',
  minified: 'minified (very long lines)',
  not_utf8: 'not valid UTF-8',
  unreadable: 'cannot be read',
  symlink_outside: 'symlink pointing outside the repository',
};

async function scanOne(t: FileTask, maxFileBytes: number): Promise<FileResult> {
  const record: FileRecord = { path: t.path, language: t.language, bytes: t.bytes, hash: null, parseErrors: 0, skipReason: t.skip, module: t.module };
  if (t.skip) return { file: record, reused: false, facts: null, problem: SKIP_TEXT[t.skip] };
  const pack = languageById(t.language);
  const read = readSource(t.abs, maxFileBytes, t.bytes, pack?.fallbackEncoding);
  record.bytes = read.bytes;
  record.hash = read.hash;
  if (read.skip) {
    record.skipReason = read.skip;
    const detail = read.detail ? ` (${read.detail})` : '';
    return { file: record, reused: false, facts: null, problem: SKIP_TEXT[read.skip] + detail };
  }
  if (t.prevHash && t.prevHash === read.hash) return { file: record, reused: true, facts: null, problem: null };
  if (!pack) return { file: record, reused: false, facts: null, problem: `no language pack ${t.language}` };
  const source = { path: t.path, text: read.text!, module: t.module, inTest: t.inTest };
  try {
    let facts: FileFacts;
    if (pack.grammar) {
      const parsed = await parseSource(pack, read.text!);
      try {
        facts = pack.extract(source, parsed);
      } finally {
        parsed.tree.delete();
      }
    } else {
      facts = pack.extract(source, null);
    }
    record.parseErrors = facts.parseErrors;
    if (facts.module !== undefined && facts.module !== null) record.module = facts.module;
    return { file: record, reused: false, facts, problem: null };
  } catch (e) {
    record.parseErrors = 1;
    return { file: record, reused: false, facts: null, problem: `extraction failed: ${(e as Error).message}` };
  }
}

/** Worker-thread entry (piscina): scans one batch of files. */
export default async function scanBatch(task: BatchTask): Promise<FileResult[]> {
  const out: FileResult[] = [];
  for (const f of task.files) out.push(await scanOne(f, task.maxFileBytes));
  return out;
}
