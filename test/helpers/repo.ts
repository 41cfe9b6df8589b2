import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { pairsOf } from '../../src/analyze/pairs.js';
import { rankCandidates } from '../../src/analyze/rank.js';
import type { Candidate, Pair } from '../../src/core/types.js';
import { closeDatabase, openDatabase, queryRows } from '../../src/store/db.js';
import { runCli, tempDir } from './cli.js';

/** Writes a small repository from a path -> text map. */
export function writeRepo(files: Record<string, string>): string {
  const root = join(tempDir(), 'repo');
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

/** Scans a repository with the built CLI into a fresh database and returns its path. */
export function scanFixture(repo: string): string {
  const db = join(tempDir(), 'index.duckdb');
  const r = runCli(['scan', repo, '--db', db]);
  if (r.code !== 0) throw new Error(`scan failed (exit ${r.code}${r.signal ? `, ${r.signal}, last stages: ${r.trace || 'none'}` : ''}): ${r.stderr}`);
  return db;
}

export async function ranked(db: string, opts: Parameters<typeof rankCandidates>[1] = {}): Promise<Candidate[]> {
  const conn = await openDatabase(db);
  try {
    return await rankCandidates(conn, { allMembers: true, ...opts });
  } finally {
    closeDatabase(conn);
  }
}

export async function pairsFor(db: string, candidateId: string): Promise<Pair[]> {
  const conn = await openDatabase(db);
  try {
    return await pairsOf(conn, candidateId);
  } finally {
    closeDatabase(conn);
  }
}

export async function rows(db: string, sql: string): Promise<Record<string, unknown>[]> {
  const conn = await openDatabase(db);
  try {
    return await queryRows(conn.conn, sql);
  } finally {
    closeDatabase(conn);
  }
}

/** The first candidate matching `pred`, failing the test with `what` when there is none. */
export function findCandidate(cands: Candidate[], pred: (c: Candidate) => boolean, what: string): Candidate {
  const c = cands.find(pred);
  expect(c, what).toBeDefined();
  return c!;
}

/** A fixture repository scanned once before the tests of a suite, with its ranking and a finder. */
export interface RankedFixture {
  readonly db: string;
  readonly cands: Candidate[];
  find(pred: (c: Candidate) => boolean, what: string): Candidate;
}

/** Call inside a `describe`: writes and scans `files` in its `beforeAll`, then ranks every spelling. */
export function rankedFixture(files: Record<string, string>, opts: Parameters<typeof rankCandidates>[1] = {}): RankedFixture {
  let db = '';
  let cands: Candidate[] = [];
  beforeAll(async () => {
    db = scanFixture(writeRepo(files));
    cands = await ranked(db, opts);
  });
  return {
    get db() { return db; },
    get cands() { return cands; },
    find: (pred, what) => findCandidate(cands, pred, what),
  };
}
