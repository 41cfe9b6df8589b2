import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

describe('idiomscope explore without a terminal', () => {
  let db: string;
  beforeAll(() => {
    db = join(tempDir(), 'index.duckdb');
    const r = runCli(['scan', join(ROOT, 'sample-repos', 'webhook-service'), '--db', db]);
    expect(r.code, r.stderr).toBe(0);
  });

  it('exits 2 with a message pointing at `idiomscope rank` when piped', () => {
    const r = runCli(['explore', '--db', db]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('idiomscope: not a terminal');
    expect(r.stderr).toContain('idiomscope rank');
  });

  it('is listed in --help', () => {
    const r = runCli(['--help']);
    expect(r.stdout).toMatch(/explore \[options\]\s+review the ranked candidates/);
  });

});
