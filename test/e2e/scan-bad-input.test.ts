import { chmodSync, copyFileSync, mkdirSync, symlinkSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';

function sql(db: string, query: string): Record<string, unknown>[] {
  const r = runCli(['sql', '--db', db, '--json', query]);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Record<string, unknown>[];
}

describe('scan: bad input gets a clear error and loses nothing', () => {
  let work: string;
  let repo: string;
  let db: string;

  beforeAll(() => {
    work = tempDir();
    repo = join(work, 'repo');
    mkdirSync(join(repo, 'pkg'), { recursive: true });
    writeFileSync(join(repo, 'pkg', '__init__.py'), '');
    writeFileSync(join(repo, 'pkg', 'good.py'), 'from pkg.reg import register\n@register("a.b")\ndef f():\n    pass\n');
    writeFileSync(join(repo, 'pkg', 'broken.py'), 'register("before")\ndef broken(:\n    pass\nregister("after")\n');
    writeFileSync(join(repo, 'pkg', 'binary.py'), Buffer.from([0x61, 0x00, 0x62, 0x00]));
    writeFileSync(join(repo, 'pkg', 'latin1.py'), Buffer.from('x = "caf\xe9"\n', 'latin1'));
    writeFileSync(join(repo, 'pkg', 'secret.py'), 'x = "unreadable"\n');
    chmodSync(join(repo, 'pkg', 'secret.py'), 0o000);
    writeFileSync(join(work, 'outside.py'), 'x = "outside"\n');
    symlinkSync(join(work, 'outside.py'), join(repo, 'pkg', 'escape.py'));
    writeFileSync(join(repo, 'pkg', 'big.py'), `x = "${'y'.repeat(5000)}"\n`);
    db = join(work, 'ws', 'index.duckdb');
  });

  it('records every skipped file with its reason and scans the rest', () => {
    const r = runCli(['scan', repo, '--db', db, '--max-file-bytes', '4096']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/scanned \d+ files/);
    const rows = sql(db, 'SELECT path, skip_reason, parse_errors FROM files ORDER BY path');
    const byPath = Object.fromEntries(rows.map((x) => [x.path, x]));
    expect(byPath['pkg/binary.py']!.skip_reason).toBe('binary');
    expect(byPath['pkg/latin1.py']!.skip_reason).toBe('not_utf8');
    expect(byPath['pkg/escape.py']!.skip_reason).toBe('symlink_outside');
    expect(byPath['pkg/big.py']!.skip_reason).toBe('too_large');
    // root reads every file, so unreadable can only be observed as a non-root user
    if (process.getuid?.() !== 0) expect(byPath['pkg/secret.py']!.skip_reason).toBe('unreadable');
    expect(byPath['pkg/broken.py']!.skip_reason).toBeNull();
    expect(Number(byPath['pkg/broken.py']!.parse_errors)).toBeGreaterThan(0);
    const values = sql(db, "SELECT value FROM literals WHERE file = 'pkg/broken.py' ORDER BY line").map((x) => x.value);
    expect(values).toEqual(['before', 'after']);
    expect(sql(db, "SELECT count(*) AS n FROM literals WHERE value = 'outside'")[0]!.n).toBe(0);
    const errors = sql(db, "SELECT file, kind FROM scan_errors ORDER BY file");
    expect(errors).toEqual(expect.arrayContaining([{ file: 'pkg/broken.py', kind: 'syntax' }, { file: 'pkg/binary.py', kind: 'skip' }]));
  });

  it('a path that does not exist', () => {
    const r = runCli(['scan', join(work, 'nope'), '--db', join(work, 'x.duckdb')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('path not found');
    expect(r.stderr).toContain('nope');
  });

  it('a path that is a file', () => {
    const r = runCli(['scan', join(repo, 'pkg', 'good.py'), '--db', join(work, 'x.duckdb')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not a directory');
  });

  it('a corrupt database file is named, exits 3, and is left as it was', () => {
    const bad = join(work, 'corrupt.duckdb');
    writeFileSync(bad, 'this is not a database at all, just text pretending\n'.repeat(100));
    const before = readFileSync(bad);
    for (const args of [['scan', repo, '--db', bad], ['callees', '--db', bad], ['sql', '--db', bad, 'SELECT 1']]) {
      const r = runCli(args);
      expect(r.code, args.join(' ')).toBe(3);
      expect(r.stderr).toContain('database cannot be opened');
      expect(r.stderr).toContain('corrupt.duckdb');
    }
    expect(readFileSync(bad).equals(before)).toBe(true);
  });

  it('a missing database points at scan', () => {
    const r = runCli(['callees', '--db', join(work, 'missing.duckdb')]);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('idiomscope scan');
  });

  it('sql refuses writes', () => {
    const r = runCli(['sql', '--db', db, 'DELETE FROM literals']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('only read-only SQL');
    expect(sql(db, 'SELECT count(*) AS n FROM literals')[0]!.n).toBeGreaterThan(0);
  });

  it('a scan killed midway leaves the previous database with its old rows', async () => {
    const killDb = join(work, 'kill', 'index.duckdb');
    expect(runCli(['scan', repo, '--db', killDb]).code).toBe(0);
    const before = sql(killDb, 'SELECT count(*) AS n FROM literals')[0]!.n;
    // grow the repo so the second scan takes a while, then kill it hard while it runs
    const big = join(work, 'bigrepo');
    mkdirSync(big, { recursive: true });
    copyFileSync(join(repo, 'pkg', 'good.py'), join(big, 'seed.py'));
    for (let i = 0; i < 1500; i++) writeFileSync(join(big, `m${i}.py`), `x = "${i}"\n`.repeat(200));
    const { spawn } = await import('node:child_process');
    const { BIN } = await import('../helpers/cli.js');
    const child = spawn(process.execPath, [BIN, 'scan', big, '--db', killDb], { stdio: 'ignore' });
    await new Promise((r) => setTimeout(r, 1200));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    expect(sql(killDb, 'SELECT count(*) AS n FROM literals')[0]!.n).toBe(before);
    expect(sql(killDb, "SELECT value FROM meta WHERE key = 'repo_root'")[0]!.value).toBe(repo);
    // the next scan cleans the stale temporary file away
    expect(runCli(['scan', repo, '--db', killDb]).code).toBe(0);
    expect(existsSync(killDb)).toBe(true);
  });
});
