import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

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

  it('a malformed label file names the file and the line, and exits 2 before scanning anything', () => {
    const dir = join(tempDir(), 'labels');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'x.yaml'), 'repo: x\nregistries:\n  - callee_path: a\n    note: b: c\n');
    const r = run('run.js', ['--repos', tempDir(), '--labels', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`invalid configuration: ${join(dir, 'x.yaml')}:4: label file: YAML syntax error`);
    expect(r.stdout).toBe('');
    writeFileSync(join(dir, 'x.yaml'), '- just\n- a list\n');
    const notMap = run('run.js', ['--repos', tempDir(), '--labels', dir]);
    expect(notMap.code).toBe(2);
    expect(notMap.stderr).toContain('label file: expected a mapping with `repo`');
  });
});
