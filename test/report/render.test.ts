import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase, queryRows } from '../../src/store/db.js';
import { tempDir } from '../helpers/cli.js';
import { cellHtml, loadNotebook, NOTEBOOKS, render, SAMPLES, sampleDb, sampleDecisions } from './helpers.js';
import type { RenderedNotebook } from '../../src/report/index.js';

/** What each sample's registries page must draw: its best-known idiom as a labelled mark. */
const TOP: Record<(typeof SAMPLES)[number], string> = {
  'webhook-service': 'events.registry.register',
  'django-service': 'backend/shop/settings.py::INSTALLED_APPS',
  'spring-payments': 'spring-config.property',
  'plugin-host': 'plugin_host.hooks.hook',
};

/** The best ranked call-like candidate: a labelled dot of the scatter. */
const TOP_CALL: Record<(typeof SAMPLES)[number], string> = {
  'webhook-service': 'events.registry.register',
  'django-service': 'django.urls.path',
  'spring-payments': 'org.springframework.beans.factory.annotation.Qualifier',
  'plugin-host': 'plugin_host.cli.registry.command',
};

const re = (s: string): string => s.replace(/[.[\]]/g, (c) => `\\${c}`);

const rendered = new Map<string, RenderedNotebook[]>();

beforeAll(async () => {
  for (const sample of SAMPLES) {
    rendered.set(sample, await render(sampleDb(sample), NOTEBOOKS.map(loadNotebook), await sampleDecisions(sample)));
  }
});

const page = (sample: string, notebook: string): RenderedNotebook =>
  rendered.get(sample)!.find((r) => r.name === notebook)!;

describe.each(SAMPLES)('notebooks on %s', (sample) => {
  it('renders every notebook without a failed cell', () => {
    for (const r of rendered.get(sample)!) expect(r.failures, `${sample} ${r.name}`).toEqual([]);
  });

  it('draws the registries figures, with the top candidate as a mark and the axis labels', () => {
    const r = page(sample, 'registries');
    expect(r.figures).toBe(4);
    const scatter = cellHtml(r.html, 'callees_chart');
    expect(scatter).toContain('<svg');
    expect(scatter).toContain('distinct files →');
    expect(scatter).toContain('↑ sites');
    expect(scatter).toMatch(new RegExp(`<g [^>]*aria-label="dot"[^>]*>.*<title>[^<]*: ${re(TOP_CALL[sample])} \\[`));
    expect(scatter).toMatch(new RegExp(`<g [^>]*aria-label="text"[^>]*>.*<text [^>]*>${re(TOP_CALL[sample])}</text>`));
    const bars = cellHtml(r.html, 'contributions_chart');
    expect(bars).toContain('log10 contribution to the score →');
    expect(bars).toMatch(/<g aria-label="bar"/);
    expect(bars).toContain(`>1. ${TOP[sample]}`);
    expect(cellHtml(r.html, 'tiers_chart')).toContain('distinct keys →');
    expect(cellHtml(r.html, 'declared_referenced_chart')).toContain('declared and referenced');
    // the tables
    expect(cellHtml(r.html, 'top')).toMatch(new RegExp(`<td>${re(TOP[sample])}`));
    expect(r.markdown).toContain(`| 1 | ${TOP[sample].replace(/_/g, '\\_')}`);
    expect(r.markdown).toMatch(/^Figure `callees_chart` \(line \d+\): String-taking call positions.* — dot ×\d+/m);
    // every row of the long-form results is drawn as one bar (none dropped by a colour domain that misses it)
    for (const [rows, chart] of [['contributions', 'contributions_chart'], ['tiers', 'tiers_chart'], ['declared_referenced', 'declared_referenced_chart']]) {
      const n = new RegExp(`^\\*\\*\`${rows}\`\\*\\* \\(SQL, line \\d+\\): (\\d+) rows`, 'm').exec(r.markdown)?.[1];
      const bars = new RegExp(`^Figure \`${chart}\` .* — bar ×(\\d+)`, 'm').exec(r.markdown)?.[1];
      expect(bars, `${chart} draws every row of ${rows}`).toBe(n);
    }
  });

  it('draws the scan figures and tables', () => {
    const r = page(sample, 'scan');
    expect(cellHtml(r.html, 'files_chart')).toContain('files →');
    expect(cellHtml(r.html, 'roles_chart')).toContain('literals →');
    expect(cellHtml(r.html, 'roles')).toContain('<td>call_arg</td>');
    // no sample has parse errors: the chart says so instead of drawing an empty frame
    expect(cellHtml(r.html, 'parse_errors_chart')).toContain('nothing to draw: <code>parse_errors</code> returned no rows');
  });

  it('notes, per cell, that there are no triage results', () => {
    const r = page(sample, 'triage');
    const note = 'no triage results in this workspace: run <code>idiomscope triage &lt;log&gt;</code>';
    for (const cell of ['failures_by_category', 'failures_chart', 'failed_tasks', 'proposals', 'proposals_chart']) {
      expect(cellHtml(r.html, cell), cell).toContain(note);
    }
    expect(r.figures).toBe(0);
    expect(r.markdown.match(/^> Note .*no triage results in this workspace: run `idiomscope triage <log>`$/gm)).toHaveLength(5);
  });

  it('is self-contained: no script, no external resource', () => {
    for (const r of rendered.get(sample)!) {
      expect(r.html).not.toMatch(/<script/i);
      expect(r.html).not.toMatch(/<(img|link|iframe|object|embed)\b(?![^>]*href="data:,")/i);
      expect(r.html).not.toMatch(/\b(src|href)="(https?:)?\/\//i);
      expect(r.html).not.toMatch(/url\((?!#)/);
      expect(r.html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">`);
    }
  });
});

describe('rendering', () => {
  it('escapes repository text: the <script> literal of the webhook sample is text, never markup', () => {
    const scan = page('webhook-service', 'scan');
    const markup = cellHtml(scan.html, 'markup_literals');
    expect(markup).toContain('<td>&lt;script&gt;alert(1)&lt;/script&gt;</td>');
    expect(scan.html).not.toContain('<script>alert');
    expect(scan.markdown).toContain('| &lt;script&gt;alert(1)&lt;/script&gt; |');
    expect(scan.markdown).not.toContain('<script>');
  });

  it('colours candidates by decision: accepted ones are green in the scatter and listed as accepted', async () => {
    const decisions = await sampleDecisions('webhook-service');
    expect(decisions.get('c32ff8fd66b')).toBe('accepted');
    const r = page('webhook-service', 'registries');
    expect(cellHtml(r.html, 'callees_chart')).toMatch(/<circle fill="#1a9850"[^>]*><title>89 sites, 89 files, accepted: events\.registry\.register \[0\] #1<\/title>/);
    expect(cellHtml(r.html, 'top')).toMatch(/<td>events\.registry\.register \[0\]<\/td>.*<td>accepted<\/td>/);
    const [plain] = await render(sampleDb('webhook-service'), [loadNotebook('registries')]);
    expect(cellHtml(plain!.html, 'callees_chart')).toContain('<title>89 sites, 89 files, pending: events.registry.register [0] #1</title>');
  });

  it('is deterministic: the same database gives the same bytes, whatever ran before', async () => {
    const again = await render(sampleDb('spring-payments'), NOTEBOOKS.map(loadNotebook), await sampleDecisions('spring-payments'));
    for (const r of again) {
      const first = page('spring-payments', r.name);
      expect(r.html === first.html, `${r.name}.html`).toBe(true);
      expect(r.markdown === first.markdown, `${r.name}.md`).toBe(true);
    }
    // stable class names, no float noise
    const html = page('spring-payments', 'registries').html;
    expect(html).not.toMatch(/plot-[0-9a-f]{6}/);
    expect(html).toContain('class="plot-1-figure"');
    expect(html).not.toMatch(/(x|y|width|height|cx|cy)="-?\d+\.\d{2,}"/);
  });

  it('notes that there are no triage results when the triage tables are absent or empty', async () => {
    for (const setup of ['DROP TABLE IF EXISTS triage_results; DROP TABLE IF EXISTS triage_proposals',
      'DROP TABLE IF EXISTS triage_results; CREATE TABLE triage_results (task_id VARCHAR, category VARCHAR, evidence VARCHAR); ' +
      'DROP TABLE IF EXISTS triage_proposals; CREATE TABLE triage_proposals (pattern VARCHAR, role VARCHAR, fixes INTEGER, tasks VARCHAR)']) {
      const db = join(tempDir(), 'index.duckdb');
      copyFileSync(sampleDb('webhook-service'), db);
      const conn = await openDatabase(db, { readOnly: false });
      try {
        await queryRows(conn.conn, setup);
      } finally {
        closeDatabase(conn);
      }
      const [r] = await render(db, [loadNotebook('triage')]);
      expect(r!.failures).toEqual([]);
      expect(r!.figures).toBe(0);
      expect(r!.html.match(/no triage results in this workspace: run <code>idiomscope triage &lt;log&gt;<\/code>/g)).toHaveLength(5);
    }
  });

  it('draws the triage figures when the triage tables exist', async () => {
    const db = join(tempDir(), 'index.duckdb');
    copyFileSync(sampleDb('webhook-service'), db);
    const conn = await openDatabase(db, { readOnly: false });
    try {
      // the tables as the triage stage defines them, whether or not this schema already has them
      await queryRows(conn.conn, `DROP TABLE IF EXISTS triage_results; DROP TABLE IF EXISTS triage_proposals`);
      await queryRows(conn.conn, `CREATE TABLE triage_results (task_id VARCHAR, category VARCHAR, evidence VARCHAR, target VARCHAR)`);
      await queryRows(conn.conn, `INSERT INTO triage_results VALUES
        ('t1', 'bridgeable', 'events.registry.register pairs "payment.succeeded"', 'handlers/payment_succeeded.py'),
        ('t2', 'bridgeable', 'jobs.registry.job', 'jobs/nightly.py'),
        ('t3', 'computed', 'f"payment.{kind}"', 'handlers/payment_failed.py'),
        ('t4', 'unexplained', '<b>no lead</b>', 'utils/misc.py')`);
      await queryRows(conn.conn, `CREATE TABLE triage_proposals (pattern VARCHAR, role VARCHAR, fixes INTEGER, tasks VARCHAR)`);
      await queryRows(conn.conn, `INSERT INTO triage_proposals VALUES
        ('events.registry.register', 'decorator_arg', 1, 't1'), ('jobs.registry.job', 'decorator_arg', 1, 't2'),
        ('events.registry.register', 'decorator_arg', 1, 't3')`);
    } finally {
      closeDatabase(conn);
    }
    const [r] = await render(db, [loadNotebook('triage')]);
    expect(r!.failures).toEqual([]);
    expect(r!.figures).toBe(2);
    expect(r!.html).not.toContain('no triage results');
    expect(cellHtml(r!.html, 'failures_chart')).toContain('<title>bridgeable: 2 tasks</title>');
    expect(cellHtml(r!.html, 'proposals_chart')).toContain('events.registry.register (decorator_arg)');
    expect(cellHtml(r!.html, 'failed_tasks')).toContain('<td>&lt;b&gt;no lead&lt;/b&gt;</td>');
    expect(cellHtml(r!.html, 'proposals')).toContain('<td>t1,t3</td>');
    expect(r!.markdown).toContain('| events.registry.register | decorator\\_arg | 2 | t1,t3 |');
  });
});
