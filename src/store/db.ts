import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../core/errors.js';
import { packageRoot } from '../core/package-root.js';
import { deriveFingerprint } from './fingerprint.js';

/** Bump when tables or derived tables change: older workspaces are then rescanned, not misread. */
export const SCHEMA_VERSION = '127';

export interface Db {
  path: string;
  instance: DuckDBInstance;
  conn: DuckDBConnection;
}

/** Text of a .sql file kept beside the store code (src/store/), read from the package, not dist. */
export function sqlFile(relative: string): string {
  return readFileSync(join(packageRoot(), 'src', 'store', relative), 'utf8');
}

function corrupt(path: string, cause: unknown): AppError {
  const reason = cause instanceof Error ? cause.message.split('\n')[0] : String(cause);
  return new AppError('db_corrupt', `${reason}`, { file: path, cause });
}

/** Opens an existing workspace database; read-only unless asked. Never creates one. */
export interface OpenOptions {
  readOnly?: boolean;
  /** refuse a workspace whose derived tables another build made (default); scan's reuse ignores it */
  checkDerived?: boolean;
}

export async function openDatabase(path: string, opts: OpenOptions = {}): Promise<Db> {
  if (!existsSync(path)) throw new AppError('db_missing', `no database at ${path}`, { file: path });
  if (!statSync(path).isFile()) throw new AppError('db_corrupt', 'not a regular file', { file: path });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(path, opts.readOnly === false ? {} : { access_mode: 'READ_ONLY' });
  } catch (cause) {
    throw corrupt(path, cause);
  }
  const conn = await instance.connect();
  try {
    const reader = await conn.runAndReadAll(`SELECT key, value FROM meta WHERE key IN ('schema_version', 'derive')`);
    const meta = new Map(reader.getRows().map((r) => [String(r[0]), String(r[1])]));
    const version = meta.get('schema_version');
    if (version === undefined) throw new Error('missing schema_version');
    if (version !== SCHEMA_VERSION) {
      closeDatabase({ path, instance, conn });
      throw new AppError('db_outdated', `schema version ${version}, this idiomscope writes ${SCHEMA_VERSION}`, { file: path });
    }
    const derived = meta.get('derive');
    if (opts.checkDerived !== false && derived !== undefined && derived !== deriveFingerprint()) {
      closeDatabase({ path, instance, conn });
      throw new AppError('db_outdated', 'its candidate tables were derived by another build of idiomscope', { file: path });
    }
  } catch (cause) {
    if (cause instanceof AppError) throw cause;
    closeDatabase({ path, instance, conn });
    throw corrupt(path, new Error(`not an idiomscope workspace (${cause instanceof Error ? cause.message.split('\n')[0] : cause})`));
  }
  return { path, instance, conn };
}

/** Creates a fresh database file with the schema applied. */
export async function createDatabase(path: string): Promise<Db> {
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(path);
  } catch (cause) {
    throw new AppError('db_write', `cannot create ${path}`, { file: path, cause });
  }
  const conn = await instance.connect();
  await conn.run(sqlFile('schema.sql'));
  await conn.run(`INSERT INTO meta VALUES ('schema_version', $v)`, { v: SCHEMA_VERSION });
  return { path, instance, conn };
}

export function closeDatabase(db: Db): void {
  try {
    db.conn.closeSync();
  } finally {
    db.instance.closeSync();
  }
}

/** Rows of a query as plain objects, with BIGINT narrowed to number where safe. */
export async function queryRows(conn: DuckDBConnection, sql: string, params?: Record<string, unknown>): Promise<Record<string, unknown>[]> {
  const reader = params ? await conn.runAndReadAll(sql, params as never) : await conn.runAndReadAll(sql);
  return reader.getRowObjectsJS().map(normaliseRow);
}

function normaliseValue(v: unknown): unknown {
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) v[i] = normaliseValue(v[i]);
  }
  return v;
}

// (in place: the client hands over fresh objects, and copying every row of a wide result was most of
// the time `rank` spent listing every member of every family)
function normaliseRow(row: Record<string, unknown>): Record<string, unknown> {
  for (const k in row) {
    const v = row[k];
    if (typeof v === 'bigint' || Array.isArray(v)) row[k] = normaliseValue(v);
  }
  return row;
}

/** Runs a named read-only query from src/store/sql/<name>.sql with $-parameters. */
export async function runNamed<T = Record<string, unknown>>(db: Db, name: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const text = sqlFile(join('sql', `${name}.sql`));
  return (await queryRows(db.conn, text, Object.keys(params).length ? params : undefined)) as T[];
}

/**
 * Rebuilds a derived table from src/store/derive/<name>.sql. `vars` are set as DuckDB variables first
 * (read there with `getvariable(name)`): values the derive SQL needs from the weights, such as the stop-list.
 */
export async function derive(db: Db, name: string, vars: Record<string, string> = {}): Promise<void> {
  for (const [k, v] of Object.entries(vars)) {
    if (!/^[a-z_]+$/.test(k)) throw new Error(`bad derive variable name: ${k}`);
    await db.conn.run(`SET VARIABLE ${k} = '${v.replace(/'/g, "''")}'`);
  }
  await db.conn.run(sqlFile(join('derive', `${name}.sql`)));
}

export async function readMeta(db: Db): Promise<Record<string, string>> {
  const rows = await queryRows(db.conn, 'SELECT key, value FROM meta');
  return Object.fromEntries(rows.map((r) => [String(r.key), String(r.value)]));
}
