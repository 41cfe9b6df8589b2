import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDecisions } from '../../src/decide/decisions.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { hasTmux, rowOf, tmuxTerminal } from '../helpers/tmux.js';

/**
 * The built CLI in a real pseudo-terminal: tmux runs `idiomscope explore` in an 80×24 pane, the
 * test types keys with `send-keys` and reads the screen with `capture-pane`.
 */
const { tmux, start, waitForScreen, kill } = tmuxTerminal(`idiomscope-e2e-${process.pid}`, 20_000);

describe('idiomscope explore in a real terminal (tmux)', () => {
  let work: string;
  let db: string;

  beforeAll(() => {
    if (!hasTmux) return;
    work = tempDir();
    db = join(work, 'ws', 'index.duckdb');
    const r = runCli(['scan', join(ROOT, 'sample-repos', 'webhook-service'), '--db', db]);
    expect(r.code, r.stderr).toBe(0);
  });

  afterAll(() => {
    if (hasTmux) kill();
  });

  it.skipIf(!hasTmux)('opens a candidate, accepts it, rejects another with a reason, quits; the decisions file is written', async () => {
    const decisionsFile = join(work, 'ws', 'idiomscope.yaml');
    writeFileSync(decisionsFile, '# reviewed in the e2e test\nversion: 1\ndecisions: []\n');
    start('review', ['--db', db]);

    let s = await waitForScreen('review', (x) => x.includes('events.registry.register'), 'the ranked list');
    const lines = s.replace(/\n+$/, '').split('\n');
    expect(lines.length).toBeLessThanOrEqual(24);
    expect(s).toMatch(/score subject\s+role\s+sites files\s+keys look decision/);
    expect(rowOf(s, 'events.registry.register')).toMatch(/^▸\s+\d+\.\d\d events\.registry\.register\s+decorator_arg\s+\d+\s+\d+\s+\d+\s+\d+ pending$/);
    expect(s).toContain('webhook-service');

    tmux('send-keys', '-t', 'review', 'Enter');
    s = await waitForScreen('review', (x) => x.includes('Why this score') && x.includes('@register('), 'the detail view with a source line');
    expect(s).toContain('storage: events.registry.HANDLERS');

    tmux('send-keys', '-t', 'review', 'a');
    await waitForScreen('review', (x) => x.includes('[accepted on '), 'the accepted verdict');

    tmux('send-keys', '-t', 'review', 'Escape');
    s = await waitForScreen('review', (x) => /events\.registry\.register.*accepted$/m.test(x), 'the list with the decision');
    expect(s).toContain('1 accepted · 0 rejected');

    tmux('send-keys', '-t', 'review', 'j');
    await waitForScreen('review', (x) => rowOf(x, 'jobs.registry.job').startsWith('▸'), 'the cursor on the second row');
    tmux('send-keys', '-t', 'review', 'r');
    await waitForScreen('review', (x) => x.includes('reject jobs.registry.job, reason:'), 'the reason prompt');
    tmux('send-keys', '-t', 'review', '-l', 'cron names, not keys');
    await waitForScreen('review', (x) => x.includes('reason: cron names, not keys'), 'the typed reason');
    tmux('send-keys', '-t', 'review', 'Enter');
    s = await waitForScreen('review', (x) => /jobs\.registry\.job.*rejected$/m.test(x), 'the rejected row');
    expect(s).toContain('1 accepted · 1 rejected');

    tmux('send-keys', '-t', 'review', 'q');
    s = await waitForScreen('review', (x) => x.includes('EXIT='), 'the exit');
    expect(s).toContain('EXIT=0');

    const text = readFileSync(decisionsFile, 'utf8');
    expect(text).toContain('# reviewed in the e2e test');
    const decisions = [...(await loadDecisions(decisionsFile)).values()];
    expect(decisions.map((d) => [d.subject, d.status, d.reason])).toEqual([
      ['events.registry.register', 'accepted', null],
      ['jobs.registry.job', 'rejected', 'cron names, not keys'],
    ]);
    expect(decisions[0]).toMatchObject({ role: 'decorator_arg', position: '0', language: 'python', kind: 'call' });
    expect(decisions[0]!.date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it.skipIf(!hasTmux)('refuses a malformed decisions file with its line and leaves it untouched', async () => {
    const file = join(work, 'broken.yaml');
    writeFileSync(file, 'version: 1\ndecisions:\n  - id: c1\n    status: accepted\n  - status: rejected\n');
    const before = readFileSync(file);
    start('broken', ['--db', db, '--decisions', file]);
    const s = await waitForScreen('broken', (x) => x.includes('EXIT='), 'the exit');
    expect(s).toContain('EXIT=2');
    expect(s.replace(/\n/g, '')).toContain('broken.yaml:5: decision without `id`');
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
