#!/usr/bin/env node
// `npm run generate:samples`: for every sample repo with a committed decisions file
// (sample-repos/<name>.decisions.yaml), scan it into a temporary workspace, generate its queries
// into queries-generated/<name>/ and build its runtime keys there (runtime-keys.jsonl).
// Deterministic: the same code and decisions give byte-identical files. `--out DIR` writes elsewhere
// (the drift test uses it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'idiomscope.js');
const i = process.argv.indexOf('--out');
const outRoot = i >= 0 ? resolve(process.argv[i + 1]) : join(root, 'queries-generated');

function run(args) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(r.status ?? 1);
  }
}

const samples = readdirSync(join(root, 'sample-repos')).filter((n) => n.endsWith('.decisions.yaml')).map((n) => n.replace(/\.decisions\.yaml$/, ''));
for (const name of samples.sort()) {
  const repo = join(root, 'sample-repos', name);
  if (!existsSync(repo)) continue;
  const work = mkdtempSync(join(tmpdir(), `idiomscope-samples-${name}-`));
  const db = join(work, 'index.duckdb');
  const out = join(outRoot, name);
  run(['scan', repo, '--db', db]);
  run(['generate', '--db', db, '--decisions', join(root, 'sample-repos', `${name}.decisions.yaml`), '--out', out]);
  run(['keys', 'build', '--db', db, '--queries', out]);
  rmSync(work, { recursive: true, force: true });
  process.stderr.write(`generated queries-generated/${name}\n`);
}
