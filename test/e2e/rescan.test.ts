import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src/store/db.js';
import { runCli, tempDir } from '../helpers/cli.js';

describe('rescan', () => {
  it('reuses the rows of unchanged files and rescans the touched one', () => {
    const work = tempDir();
    const repo = join(work, 'repo');
    mkdirSync(repo);
    for (let i = 0; i < 12; i++) writeFileSync(join(repo, `m${i}.py`), `register("key.${i}")\n`);
    const db = join(work, 'index.duckdb');
    const first = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(first).toMatchObject({ files: 12, scanned: 12, reused: 0, literals: 12 });

    writeFileSync(join(repo, 'm3.py'), 'register("key.3")\nregister("key.new")\n');
    const second = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(second).toMatchObject({ files: 12, scanned: 1, reused: 11, literals: 13 });

    // nothing changed: the database is left as it is
    const before = statSync(db).mtimeMs;
    const third = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(third).toMatchObject({ files: 12, scanned: 0, reused: 12, literals: 13 });
    expect(statSync(db).mtimeMs).toBe(before);

    const rows = JSON.parse(runCli(['sql', '--db', db, '--json', 'SELECT file, value FROM literals ORDER BY file, value']).stdout);
    expect(rows).toHaveLength(13);
    expect(rows.filter((r: { file: string }) => r.file === 'm7.py')).toEqual([{ file: 'm7.py', value: 'key.7' }]);
  });

  it('a workspace derived by another build is refused by readers and rebuilt by scan, reusing every file', async () => {
    const work = tempDir();
    const repo = join(work, 'repo');
    mkdirSync(repo);
    for (let i = 0; i < 3; i++) writeFileSync(join(repo, `m${i}.py`), `register("key.${i}")\n`);
    const db = join(work, 'index.duckdb');
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
    // pretend an older build derived this database: its fingerprint differs and a derived table is gone
    const conn = await openDatabase(db, { readOnly: false });
    try {
      await conn.conn.run("UPDATE meta SET value = 'older-build' WHERE key = 'derive'");
      await conn.conn.run('DROP TABLE candidate_features');
    } finally {
      closeDatabase(conn);
    }
    // reading it is refused with the way out, not a SQL error about a missing column
    const refused = runCli(['rank', '--db', db]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('derived by another build');
    expect(refused.stderr).toContain('idiomscope scan');
    const again = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(again).toMatchObject({ files: 3, scanned: 0, reused: 3, literals: 3 });
    const n = JSON.parse(runCli(['sql', '--db', db, '--json', 'SELECT count(*) AS n FROM candidate_features']).stdout);
    expect(Number(n[0].n)).toBeGreaterThan(0);
  });
});
