#!/usr/bin/env node
// `npm start`: scan the bundled sample into the default workspace when it has not been scanned, or
// bring that scan up to date (an unchanged rescan reuses every file and rebuilds what a newer build
// derives differently), then show what idiomscope found. Runs the built CLI exactly as a user would.
// A workspace holding another repository is left alone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'idiomscope.js');
const db = join(root, '.idiomscope', 'index.duckdb');
const sample = join(root, 'sample-repos', 'webhook-service');

function run(args) {
  const r = spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The repository the default workspace was scanned from, or null when it cannot be read. */
async function scannedRoot() {
  try {
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const instance = await DuckDBInstance.create(db, { access_mode: 'READ_ONLY' });
    const conn = await instance.connect();
    try {
      const rows = (await conn.runAndReadAll("SELECT value FROM meta WHERE key = 'repo_root'")).getRowObjectsJson();
      return rows[0]?.value ?? null;
    } finally {
      conn.closeSync();
      instance.closeSync?.();
    }
  } catch {
    return null;
  }
}

if (!existsSync(db)) run(['scan', sample]);
else if ((await scannedRoot()) === sample) run(['scan', sample]);
// the explorer in a terminal; the ranked table when piped or in CI
if (process.stdin.isTTY && process.stdout.isTTY) run(['explore']);
else run(['rank', '--limit', '20']);
