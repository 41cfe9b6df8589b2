import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import report from '../../src/commands/report.js';
import type { Io } from '../../src/commands/command.js';
import { AppError } from '../../src/core/errors.js';
import { ROOT, tempDir } from '../helpers/cli.js';
import { cellHtml, sampleDb } from './helpers.js';

function io(): Io & { out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let o = '';
  let e = '';
  stdout.on('data', (c) => (o += String(c)));
  stderr.on('data', (c) => (e += String(c)));
  return { stdout, stderr, stdin: new PassThrough(), cwd: ROOT, out: () => o, err: () => e };
}

async function run(args: string[], opts: Record<string, unknown>): Promise<{ code?: number; error?: AppError; out: string; err: string }> {
  const streams = io();
  try {
    const code = await report.run(args, { db: '.idiomscope/index.duckdb', out: 'reports', ...opts }, streams);
    return { code, out: streams.out(), err: streams.err() };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { error: e, out: streams.out(), err: streams.err() };
  }
}

/** 1-based line of `text` in a fixture notebook. */
function lineOf(fixture: string, text: string): number {
  return readFileSync(join(ROOT, fixture), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;
}

describe('report command', () => {
  it('reports a failing SQL cell with the notebook, the cell, its line and DuckDB\'s message, and renders the rest', async () => {
    const out = tempDir();
    const fixture = 'test/fixtures/notebooks/broken.md';
    const line = lineOf(fixture, 'FROM no_such_table');
    const r = await run([fixture], { db: sampleDb('webhook-service'), out });

    expect(r.error?.kind).toBe('sql_error');
    expect(r.error?.exitCode).toBe(2);
    expect(r.error?.location).toBe(`${fixture}:${line}`);
    expect(r.error?.message).toBe('1 cell failed in 1 notebook (first: cell `broken`); the other cells were rendered and the reports written with error boxes');
    expect(r.err).toContain(`${fixture}:${line}: sql cell \`broken\`: Catalog Error: Table with name no_such_table does not exist!`);
    expect(r.err).toContain('    LINE 2: FROM no_such_table');

    expect(readdirSync(out).sort()).toEqual(['broken.html', 'broken.md']);
    const html = readFileSync(join(out, 'broken.html'), 'utf8');
    const box = cellHtml(html, 'broken');
    expect(box).toContain(`<div class="error" role="alert"><strong>Error</strong> in sql cell <code>broken</code> of ${fixture}, line ${line}`);
    expect(box).toContain('Catalog Error: Table with name no_such_table does not exist!');
    // the other cells: a table, a figure, a note for the plot that needed the broken rows
    expect(cellHtml(html, 'good')).toContain('<td>call_arg</td>');
    expect(cellHtml(html, 'good_chart')).toContain('literals →');
    expect(cellHtml(html, 'broken_chart')).toContain('not drawn: the SQL cell <code>broken</code> failed');
    expect(cellHtml(html, 'after')).toMatch(/<td class="num">\d+<\/td>/);
    const md = readFileSync(join(out, 'broken.md'), 'utf8');
    expect(md).toContain(`> **Error** in sql cell \`broken\` (line ${line}): Catalog Error: Table with name no\\_such\\_table does not exist!`);
    expect(md).toMatch(/^Figure `good_chart` \(line \d+\) — bar ×\d+$/m);
    expect(r.out).toMatch(/broken\.html, .*broken\.md: 1 figure, 2 tables, 1 failed cell\n$/);
  });

  it('reports a failing plot cell as an invalid notebook, naming the cell and the error', async () => {
    const out = tempDir();
    const fixture = 'test/fixtures/notebooks/broken-plot.md';
    const r = await run([fixture], { db: sampleDb('webhook-service'), out });
    expect(r.error?.kind).toBe('config_invalid');
    expect(r.error?.location).toBe(`${fixture}:${lineOf(fixture, '```plot typo')}`);
    expect(r.err).toContain(`${fixture}:${lineOf(fixture, '```plot typo')}: plot cell \`typo\`: data.filez: no SQL cell named filez in this notebook (have: files)`);
    const html = readFileSync(join(out, 'broken-plot.html'), 'utf8');
    expect(cellHtml(html, 'typo')).toContain('class="error"');
    expect(cellHtml(html, 'fine')).toContain('<svg');
  });

  it('renders every shipped notebook by default and names them by their shipped path', async () => {
    const out = tempDir();
    const r = await run([], { db: sampleDb('django-service'), out });
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(readdirSync(out).sort()).toEqual(['registries.html', 'registries.md', 'scan.html', 'scan.md', 'triage.html', 'triage.md']);
    expect(readFileSync(join(out, 'scan.html'), 'utf8')).toContain('idiomscope report · <strong>django-service</strong> · notebooks/scan.md');
    // a shipped notebook by name
    const one = tempDir();
    expect((await run(['triage'], { db: sampleDb('django-service'), out: one })).code).toBe(0);
    expect(readdirSync(one).sort()).toEqual(['triage.html', 'triage.md']);
  });

  it('refuses a notebook that does not exist', async () => {
    const r = await run(['nope'], { db: sampleDb('django-service'), out: tempDir() });
    expect(r.error?.kind).toBe('path_not_found');
    expect(r.error?.message).toBe('no notebook nope (a path, or one of: registries, scan, triage)');
  });
});
