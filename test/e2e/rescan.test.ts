import { appendFileSync, cpSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src/store/db.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

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

  it('an __init__.py added above unchanged files rescans them as the package modules they now are', () => {
    const work = tempDir();
    const repo = join(work, 'repo');
    mkdirSync(join(repo, 'app'), { recursive: true });
    writeFileSync(join(repo, 'app', 'events.py'), 'PAID = "payment.paid"\nFAILED = "payment.failed"\n');
    writeFileSync(join(repo, 'app', 'handlers.py'),
      'from app import events\n\ndef on_paid(p): pass\ndef on_failed(p): pass\n\nHANDLERS = {events.PAID: on_paid, events.FAILED: on_failed}\n');
    const db = join(work, 'index.duckdb');
    const sql = (q: string): Record<string, unknown>[] => JSON.parse(runCli(['sql', '--db', db, '--json', q]).stdout);
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
    // without a package the folder is not part of the module name, so `app.events.PAID` names nothing
    expect(sql("SELECT qualified FROM constants WHERE name = 'PAID'")).toEqual([{ qualified: 'events.PAID' }]);

    writeFileSync(join(repo, 'app', '__init__.py'), '');
    const again = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(again).toMatchObject({ files: 3, scanned: 3, reused: 0 });
    expect(sql("SELECT qualified FROM constants WHERE name = 'PAID'")).toEqual([{ qualified: 'app.events.PAID' }]);
    // the table's keys now fold through the module constants, as a first scan of this tree folds them
    expect(sql("SELECT value, key, tier FROM key_sites WHERE container = 'HANDLERS' AND role = 'dict_key' ORDER BY value")).toEqual([
      { value: 'events.FAILED', key: 'payment.failed', tier: 'folded' },
      { value: 'events.PAID', key: 'payment.paid', tier: 'folded' },
    ]);
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

  it('runtime keys and triage results survive a rescan, and `keys` says they predate it', () => {
    const work = tempDir();
    const repo = join(work, 'webhook-service');
    cpSync(join(ROOT, 'sample-repos', 'webhook-service'), repo, { recursive: true });
    const db = join(work, 'index.duckdb');
    const queries = join(work, 'queries');
    const count = (table: string): number => Number(JSON.parse(runCli(['sql', '--db', db, '--json', `SELECT count(*) AS n FROM ${table}`]).stdout)[0].n);
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
    expect(runCli(['generate', '--db', db, '--decisions', join(ROOT, 'sample-repos', 'webhook-service.decisions.yaml'), '--out', queries]).code).toBe(0);
    expect(runCli(['keys', 'build', '--db', db, '--queries', queries]).code).toBe(0);
    const t = runCli(['triage', join(ROOT, 'sample-repos', 'webhook-service.failures.jsonl'), '--db', db,
      '--decisions', join(ROOT, 'sample-repos', 'webhook-service.decisions.yaml'), '--out', join(work, 'reports')]);
    expect(t.code, t.stderr).toBe(0);
    const keys = count('runtime_key_sites');
    const triaged = count('triage_results');
    expect(keys).toBeGreaterThan(0);
    expect(triaged).toBeGreaterThan(0);
    const fresh = runCli(['keys', 'payment', 'succeeded', '--db', db]);
    expect(fresh.stdout).toContain('payment.succeeded');
    expect(fresh.stderr).not.toContain('earlier scan');

    appendFileSync(join(repo, 'events', 'registry.py'), '\n# touched\n');
    const again = JSON.parse(runCli(['scan', repo, '--db', db, '--json']).stdout);
    expect(again.scanned).toBe(1);
    expect(count('runtime_key_sites')).toBe(keys);
    expect(count('triage_results')).toBe(triaged);
    const stale = runCli(['keys', 'payment', 'succeeded', '--db', db]);
    expect(stale.stdout).toContain('payment.succeeded');
    expect(stale.stderr).toContain('built from an earlier scan');
    // building again clears the note
    expect(runCli(['keys', 'build', '--db', db, '--queries', queries]).code).toBe(0);
    expect(runCli(['keys', 'payment', 'succeeded', '--db', db]).stderr).not.toContain('earlier scan');
  });
});
