import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
export const BIN = join(ROOT, 'bin', 'idiomscope.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
  /** the signal that ended the process, when one did (SIGTERM after the timeout below) */
  signal: string | null;
  /** when a signal ended it: the last stages the process marked (IDIOMSCOPE_TRACE), to say where it died */
  trace: string;
}

/** Runs the built CLI as a user would, without a terminal. */
export function runCli(args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): CliResult {
  const traceFile = join(tempDir('idiomscope-trace-'), 'stages.log');
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: opts.cwd ?? ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', IDIOMSCOPE_TRACE: traceFile, ...opts.env },
    timeout: 120_000,
  });
  const signal = r.signal ?? (r.error ? String(r.error) : null);
  const trace = signal && existsSync(traceFile) ? readFileSync(traceFile, 'utf8').trim().split('\n').slice(-4).join('; ') : '';
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr, signal, trace };
}

export function tempDir(prefix = 'idiomscope-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
