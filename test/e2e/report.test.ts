import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { scanFixture } from '../helpers/repo.js';

/** `idiomscope report` as a user runs it: the built CLI, a scanned workspace, files on disk. */
let db: string;

beforeAll(() => {
  const help = runCli(['--help']);
  if (!/^\s+report\b/m.test(help.stdout)) throw new Error(`the report command is not registered in src/commands/index.ts:\n${help.stdout}`);
  db = scanFixture(join(ROOT, 'sample-repos', 'webhook-service'));
});

describe('idiomscope report', () => {
  it('renders every notebook into --out: one HTML page and one Markdown summary each', () => {
    const out = tempDir();
    const r = runCli(['report', '--db', db, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['registries.html', 'registries.md', 'scan.html', 'scan.md', 'triage.html', 'triage.md']);
    expect(r.stdout).toMatch(/registries\.html, .*registries\.md: 4 figures, \d+ tables\n/);
    const html = readFileSync(join(out, 'registries.html'), 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Registries — webhook-service</title>');
    expect(html).not.toMatch(/<script/i);
  });

  it('reads the decisions file beside the database', () => {
    const dir = tempDir();
    const copy = join(dir, 'index.duckdb');
    copyFileSync(db, copy);
    writeFileSync(join(dir, 'idiomscope.yaml'), 'version: 1\ndecisions:\n  - id: c32ff8fd66b\n    status: rejected\n    reason: testing\n');
    const out = join(dir, 'out');
    expect(runCli(['report', 'registries', '--db', copy, '--out', out]).code).toBe(0);
    const html = readFileSync(join(out, 'registries.html'), 'utf8');
    expect(html).toContain('<title>89 sites, 89 files, rejected: events.registry.register [0] #1</title>');
  });

  it('exits 2 on a failing SQL cell, names notebook, cell, line and DuckDB\'s message, and still writes the report', () => {
    const out = tempDir();
    const fixture = 'test/fixtures/notebooks/broken.md';
    const line = readFileSync(join(ROOT, fixture), 'utf8').split('\n').findIndex((l) => l.includes('FROM no_such_table')) + 1;
    const r = runCli(['report', fixture, '--db', db, '--out', out]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${fixture}:${line}: sql cell \`broken\`: Catalog Error: Table with name no_such_table does not exist!`);
    expect(r.stderr).toContain(`idiomscope: SQL failed: ${fixture}:${line}: 1 cell failed in 1 notebook (first: cell \`broken\`)`);
    expect(readFileSync(join(out, 'broken.html'), 'utf8')).toContain('<div class="error" role="alert">');
  });

  it('exits 2 for an unknown notebook and 3 without a workspace', () => {
    expect(runCli(['report', 'nope', '--db', db, '--out', tempDir()])).toMatchObject({ code: 2 });
    const missing = runCli(['report', '--db', join(tempDir(), 'none.duckdb'), '--out', tempDir()]);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('no workspace database');
  });
});
