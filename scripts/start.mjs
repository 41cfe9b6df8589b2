#!/usr/bin/env node
// `npm start`: scan the bundled sample into the default workspace when it has not been scanned,
// then show what idiomscope found. Runs the built CLI exactly as a user would.
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

if (!existsSync(db)) run(['scan', sample]);
// the explorer in a terminal; the ranked table when piped or in CI
if (process.stdin.isTTY && process.stdout.isTTY) run(['explore']);
else run(['rank', '--limit', '20']);
