/**
 * External programs the benchmark times: the built idiomscope CLI exactly as a user runs it, and
 * ast-grep as the yardstick. Wall-clock times include process start-up.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { ScanSummary } from '../src/core/types.js';

export interface ProcessRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallMs: number;
  stdout: string;
  stderr: string;
}

/** Runs a program to completion, collecting its output. `countLines` counts stdout newlines instead of keeping stdout. */
function run(cmd: string, args: string[], cwd: string, countLines = false): Promise<ProcessRun & { lines: number }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let lines = 0;
    child.stdout.on('data', (b: Buffer) => {
      if (!countLines) {
        out.push(b);
        return;
      }
      for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) lines++;
    });
    child.stderr.on('data', (b: Buffer) => {
      err.push(b);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      resolve({
        code, signal, wallMs: performance.now() - t0, lines,
        stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'),
      });
    });
  });
}

function tail(text: string, lines = 8): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Deletes a database and everything a scan leaves beside it (WAL, temporaries). */
export function freshDb(dbPath: string): void {
  rmSync(dbPath, { force: true });
  rmSync(`${dbPath}.wal`, { force: true });
  const dir = dirname(dbPath);
  if (!existsSync(dir)) return;
  const prefix = `${basename(dbPath)}.tmp-`;
  for (const name of readdirSync(dir)) if (name.startsWith(prefix)) rmSync(join(dir, name), { force: true });
}

export interface ScanRun {
  summary: ScanSummary;
  wallMs: number;
}

/** `node bin/idiomscope.js scan <repo> --db <db> --jobs <n> --json`, from the package root. */
export async function runScan(root: string, repo: string, db: string, jobs: number): Promise<ScanRun> {
  const args = [join(root, 'bin', 'idiomscope.js'), 'scan', repo, '--db', db, '--jobs', String(jobs), '--json'];
  const r = await run(process.execPath, args, root);
  if (r.code !== 0) {
    throw new Error(`idiomscope scan --jobs ${jobs} exited with ${r.code ?? r.signal}: ${tail(r.stderr || r.stdout)}`);
  }
  const start = r.stdout.indexOf('{');
  if (start === -1) throw new Error(`idiomscope scan printed no JSON summary: ${tail(r.stdout)}`);
  let summary: ScanSummary;
  try {
    summary = JSON.parse(r.stdout.slice(start)) as ScanSummary;
  } catch (e) {
    throw new Error(`cannot parse the scan summary: ${(e as Error).message}: ${tail(r.stdout)}`);
  }
  return { summary, wallMs: r.wallMs };
}

export const AST_GREP_THREADS = 2;

export interface AstGrepRun {
  matches: number;
  wallMs: number;
}

/** `ast-grep scan --rule <rule> -j 2 --json=stream <paths>`, counting the streamed matches. */
export async function runAstGrep(root: string, rule: string, cwd: string, paths: string[]): Promise<AstGrepRun> {
  const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'ast-grep.cmd' : 'ast-grep');
  if (!existsSync(bin)) throw new Error(`ast-grep not installed (${bin}); it is a devDependency (@ast-grep/cli)`);
  const args = ['scan', '--rule', rule, '-j', String(AST_GREP_THREADS), '--json=stream', ...paths];
  const r = await run(bin, args, cwd, true);
  // ast-grep exits non-zero only for error-severity matches or failures; the rule's severity is the default (hint).
  if (r.code !== 0) throw new Error(`ast-grep exited with ${r.code ?? r.signal}: ${tail(r.stderr)}`);
  return { matches: r.lines, wallMs: r.wallMs };
}

export interface RankRun {
  /** rows of the printed JSON array */
  rows: number;
  wallMs: number;
}

/** `node bin/idiomscope.js rank --db <db> --json --limit <n>`, from the package root. */
export async function runRank(root: string, db: string, limit: number): Promise<RankRun> {
  const args = [join(root, 'bin', 'idiomscope.js'), 'rank', '--db', db, '--json', '--limit', String(limit)];
  const r = await run(process.execPath, args, root);
  if (r.code !== 0) throw new Error(`idiomscope rank exited with ${r.code ?? r.signal}: ${tail(r.stderr || r.stdout)}`);
  const start = r.stdout.indexOf('[');
  if (start === -1) throw new Error(`idiomscope rank --json printed no array: ${tail(r.stdout)}`);
  let rows: unknown;
  try {
    rows = JSON.parse(r.stdout.slice(start));
  } catch (e) {
    throw new Error(`cannot parse the rank output: ${(e as Error).message}: ${tail(r.stdout)}`);
  }
  if (!Array.isArray(rows)) throw new Error('idiomscope rank --json printed no array');
  return { rows: rows.length, wallMs: r.wallMs };
}
