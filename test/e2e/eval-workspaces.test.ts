import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

const LABELS = join(ROOT, 'sample-repos', 'webhook-service', 'eval.yaml');

function runEval(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'eval', 'run.js'), '--repos', join(ROOT, 'sample-repos'), '--labels', LABELS, ...args],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run eval -- --workspaces', () => {
  it('keeps each workspace database, and a second run of the same build parses nothing and reports the same', () => {
    const dir = join(tempDir('idiomscope-evalws-'), 'workspaces');
    const first = runEval(['--workspaces', dir]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/webhook-service: [1-9]\d* files parsed, 0 reused/);
    expect(existsSync(join(dir, 'webhook-service.duckdb'))).toBe(true);
    const second = runEval(['--workspaces', dir]);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/webhook-service: 0 files parsed, [1-9]\d* reused/);
    expect(second.stdout).toBe(first.stdout);
    expect(first.stdout).toMatch(/^webhook-service\s+\d+/m);
  });

  it('rejects --workspaces without a directory: the usage, exit 2', () => {
    const bad = runEval(['--workspaces']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--workspaces');
  });
});
