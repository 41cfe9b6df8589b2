import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { AppError } from '../core/errors.js';
import { closeDatabase, createDatabase, openDatabase, queryRows, type Db } from './db.js';

export const DEFAULT_DB = join('.idiomscope', 'index.duckdb');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes temporary databases left by scans that were killed (their process is gone). */
export function removeStaleTemps(dbPath: string): number {
  const dir = dirname(dbPath);
  if (!existsSync(dir)) return 0;
  const prefix = `${basename(dbPath)}.tmp-`;
  let removed = 0;
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) continue;
    rmSync(join(dir, name), { force: true });
    removed++;
  }
  return removed;
}

/**
 * A new database written beside the target and renamed over it only when complete: an interrupted
 * run leaves the previous database untouched.
 */
export class AtomicDatabase {
  readonly tmpPath: string;
  private committed = false;

  private constructor(readonly target: string, readonly db: Db) {
    this.tmpPath = db.path;
  }

  static async begin(target: string): Promise<AtomicDatabase> {
    mkdirSync(dirname(target), { recursive: true });
    removeStaleTemps(target);
    const tmp = `${target}.tmp-${process.pid}`;
    rmSync(tmp, { force: true });
    rmSync(`${tmp}.wal`, { force: true });
    return new AtomicDatabase(target, await createDatabase(tmp));
  }

  commit(): void {
    closeDatabase(this.db);
    try {
      renameSync(this.tmpPath, this.target);
      rmSync(`${this.target}.wal`, { force: true });
    } catch (cause) {
      throw new AppError('db_write', `cannot replace ${this.target}`, { file: this.target, cause });
    }
    this.committed = true;
  }

  abort(): void {
    if (this.committed) return;
    try {
      closeDatabase(this.db);
    } catch {
      // already closed
    }
    rmSync(this.tmpPath, { force: true });
    rmSync(`${this.tmpPath}.wal`, { force: true });
  }
}

export interface PreviousScan {
  hashes: Map<string, string>;
  /** every file row of the previous scan as `skip_reason|hash`, to tell when nothing changed */
  files: Map<string, string>;
  /** the module each file was extracted as: a file whose package changed (an `__init__.py` added or
   *  removed above it) names its constants and definitions differently, though its text is the same */
  modules: Map<string, string | null>;
  repoRoot: string | null;
  extractor: string | null;
  /** fingerprint of the schema, derive SQL and framework packs that built the derived tables */
  derive: string | null;
  /** hash of the paths of the files no language reads */
  otherFiles: string | null;
}

/** Hashes of the files of the previous scan, for reuse; nothing when there is no database yet. */
export async function readPreviousScan(dbPath: string): Promise<PreviousScan | null> {
  if (!existsSync(dbPath)) return null;
  let db: Db;
  try {
    // rows are reused whatever build derived the candidate tables: the scan derives them again
    db = await openDatabase(dbPath, { checkDerived: false });
  } catch (e) {
    // a workspace from another version is replaced whole, never reused row by row
    if (e instanceof AppError && e.kind === 'db_outdated') return null;
    throw e;
  }
  try {
    const meta = Object.fromEntries((await queryRows(db.conn, 'SELECT key, value FROM meta')).map((r) => [String(r.key), String(r.value)]));
    const rows = await queryRows(db.conn, 'SELECT path, hash, skip_reason, module FROM files');
    return {
      hashes: new Map(rows.filter((r) => r.hash !== null && r.skip_reason === null).map((r) => [String(r.path), String(r.hash)])),
      files: new Map(rows.map((r) => [String(r.path), `${r.skip_reason ?? ''}|${r.hash ?? ''}`])),
      modules: new Map(rows.map((r) => [String(r.path), r.module === null ? null : String(r.module)])),
      repoRoot: meta.repo_root ?? null,
      extractor: meta.extractor ?? null,
      derive: meta.derive ?? null,
      otherFiles: meta.other_files ?? null,
    };
  } finally {
    closeDatabase(db);
  }
}

/** Copies every scan-table row of the reused files from the previous database. */
export async function copyReusedRows(db: Db, previousPath: string, paths: string[], tables: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await db.conn.run('CREATE TEMP TABLE reused (path VARCHAR PRIMARY KEY)');
  const appender = await db.conn.createAppender('reused', 'main', 'temp');
  for (const p of paths) {
    appender.appendVarchar(p);
    appender.endRow();
  }
  appender.flushSync();
  appender.closeSync();
  try {
    await withPrevious(db, previousPath, async () => {
      for (const t of tables) {
        const key = t === 'files' ? 'path' : 'file';
        await db.conn.run(`INSERT INTO main.${t} SELECT * FROM prev.${t} WHERE ${key} IN (SELECT path FROM temp.reused)`);
      }
    });
  } finally {
    await db.conn.run('DROP TABLE temp.reused');
  }
}

/**
 * Tables written by later commands (`keys build`, `triage`), not by the scan: a rescan of the same
 * repository carries them into the new database instead of dropping them.
 */
export const CARRIED_TABLES = ['runtime_key_sites', 'runtime_namespaces', 'triage_results', 'triage_proposals'] as const;

/** Meta entries that belong to the carried tables (which scan the runtime keys were built from). */
export const CARRIED_META = ['keys_scan'] as const;

/** Copies the carried tables and their meta entries whole from the previous database. */
export async function carryOverTables(db: Db, previousPath: string): Promise<void> {
  await withPrevious(db, previousPath, async () => {
    for (const t of CARRIED_TABLES) await db.conn.run(`INSERT INTO main.${t} SELECT * FROM prev.${t}`);
    for (const k of CARRIED_META) await db.conn.run('INSERT INTO main.meta SELECT key, value FROM prev.meta WHERE key = $k', { k });
  });
}

/** Runs `fn` with the previous database attached read-only as `prev`. */
async function withPrevious(db: Db, previousPath: string, fn: () => Promise<void>): Promise<void> {
  // ATTACH takes no parameters; the path is ours (the workspace), quoted as a SQL string.
  await db.conn.run(`ATTACH '${previousPath.replace(/'/g, "''")}' AS prev (READ_ONLY)`);
  try {
    await fn();
  } finally {
    await db.conn.run('DETACH prev');
  }
}
