import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/** The eval scripts as a user runs them: help, usage errors and bad paths, without scanning anything. */
const run = (script: string, args: string[]): { code: number | null; stdout: string; stderr: string } => {
  const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'eval', script), ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe('eval scripts', () => {
  it('--help prints the usage and exits 0', () => {
    for (const script of ['run.js', 'reach.js']) {
      const r = run(script, ['--help']);
      expect(r.code, script).toBe(0);
      expect(r.stdout).toMatch(/^Usage: npm run eval/);
      expect(r.stdout).toContain('--json');
    }
    expect(run('run.js', ['--help']).stdout).toContain('eval/labels-blind');
  });

  it('an unknown option is a usage error (exit 2) naming the option', () => {
    const r = run('run.js', ['--lables', 'eval/labels']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("'--lables'");
    expect(r.stderr).toContain('Usage: npm run eval');
  });

  it('a missing label path, or --labels without --repos, is an input error (exit 2) with a hint', () => {
    const missing = run('run.js', ['--repos', '/tmp', '--labels', '/no/such/labels']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('path not found: /no/such/labels: no label file or directory at /no/such/labels');
    expect(missing.stderr).toContain('hint:');
    const half = run('run.js', ['--labels', 'eval/labels']);
    expect(half.code).toBe(2);
    expect(half.stderr).toContain('--repos DIR and --labels FILE|DIR go together');
  });
});
