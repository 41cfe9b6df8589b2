import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { AppError } from '../core/errors.js';
import { loadDecisions } from '../decide/decisions.js';
import type { SourceText } from '../generate/engine.js';
import { patternFrom, type AcceptedPattern } from '../generate/pattern.js';
import { openDatabase, readMeta, runNamed, type Db } from '../store/db.js';
import { decisionsFileFor } from './command.js';

/** The workspace pieces `generate` and `keys build` share: decisions, database, repository. */
export interface PatternContext {
  db: Db | null;
  repoRoot: string | null;
  repoName: string | null;
  decisionsPath: string;
  patterns: AcceptedPattern[];
}

export async function loadPatternContext(io: { cwd: string }, opts: Record<string, unknown>, needDb: boolean): Promise<PatternContext> {
  const dbPath = resolve(io.cwd, String(opts.db));
  const decisionsPath = decisionsFileFor(io, opts);
  let db: Db | null = null;
  if (existsSync(dbPath) || needDb) db = await openDatabase(dbPath, { readOnly: !needDb ? true : false });
  const meta = db ? await readMeta(db) : {};
  if (!existsSync(decisionsPath)) {
    if (db) db.conn.closeSync();
    throw new AppError('not_found', `no decisions file at ${decisionsPath}`, { file: decisionsPath });
  }
  const decisions = await loadDecisions(decisionsPath);
  const storage = new Map<string, string>();
  if (db) {
    for (const r of await runNamed<{ candidate_id: string; storage_container: string }>(db, 'pattern-storage')) storage.set(r.candidate_id, r.storage_container);
  }
  const patterns = [...decisions.values()]
    .filter((d) => d.status === 'accepted')
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((d) => patternFrom(d, storage.get(d.id) ?? null));
  return { db, repoRoot: meta.repo_root ?? null, repoName: meta.repo_name ?? null, decisionsPath, patterns };
}

/**
 * The repository's parsable files, read from disk. Only paths the scan recorded, and only when they
 * still resolve inside the repository: a symlink never leads out of it.
 */
export async function* sourceTexts(db: Db, repoRoot: string): AsyncGenerator<SourceText> {
  const root = realpathSync(repoRoot);
  for (const f of await runNamed<{ path: string; language: string }>(db, 'source-files')) {
    const abs = join(root, f.path);
    let real: string;
    try {
      real = realpathSync(abs);
    } catch {
      continue;
    }
    const rel = relative(root, real);
    if (rel.startsWith('..') || rel.startsWith(sep)) continue;
    yield { path: f.path, language: f.language, text: readFileSync(real, 'utf8') };
  }
}

export async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

export function defaultQueriesDir(cwd: string, repoName: string | null): string {
  if (!repoName) throw new AppError('usage', 'no workspace database to name the output after: pass --out DIR');
  return resolve(cwd, 'queries-generated', repoName);
}

