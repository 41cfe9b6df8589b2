import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
