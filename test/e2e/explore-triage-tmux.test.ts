import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDecisions } from '../../src/decide/decisions.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { hasTmux, rowOf, tmuxTerminal } from '../helpers/tmux.js';

/**
 * `idiomscope explore --triage` through the built CLI: in a real pseudo-terminal (tmux, 80×24, a
 * clean environment) for the interactive view, and piped for the refusal without a terminal.
 */
const { tmux, start, waitForScreen, kill } = tmuxTerminal(`idiomscope-e2e-triage-${process.pid}`, 30_000);
const LOG = join('sample-repos', 'webhook-service.failures.jsonl');

describe('idiomscope explore --triage', () => {
  let work: string;
  let db: string;

  beforeAll(() => {
    work = tempDir();
    db = join(work, 'ws', 'index.duckdb');
    const r = runCli(['scan', join(ROOT, 'sample-repos', 'webhook-service'), '--db', db]);
    expect(r.code, r.stderr).toBe(0);
  });

  afterAll(() => {
    if (hasTmux) kill();
  });

  it.skipIf(!hasTmux)('lists the failed tasks, accepts the proposal of wh-1 into the decisions file; triage then finds wh-1 bridged', async () => {
    const decisionsFile = join(work, 'ws', 'idiomscope.yaml');
    writeFileSync(decisionsFile, 'version: 1\ndecisions: []\n');
    start('triage', ['--db', db, '--triage', LOG]);

    let s = await waitForScreen('triage', (x) => x.includes('Failed tasks') && x.includes('wh-1'), 'the triage view');
    expect(s.replace(/\n+$/, '').split('\n').length).toBeLessThanOrEqual(24);
    expect(s).toContain('Failed tasks: 6 of 7 in sample-repos/webhook-service.failures.jsonl');
    expect(rowOf(s, 'wh-1')).toMatch(/^▸ wh-1 pending-candidate pending\s+candidate c[0-9a-f]{10} \(events\.registry\.regis/);
    expect(rowOf(s, 'wh-5')).toMatch(/wh-5 import-reachable/);
    expect(rowOf(s, 'wh-6')).toMatch(/wh-6 unexplained/);
    // the detail pane: evidence and the proposal
    expect(s).toContain('wh-1 · pending-candidate');
    expect(s).toMatch(/key "payment\.succeeded" · handlers\/payment_succeeded\.py:\d+/);
    expect(s).toContain('Proposal [pending]');

    tmux('send-keys', '-t', 'triage', 'a');
    s = await waitForScreen('triage', (x) => /wh-1 pending-candidate accepted/.test(x), 'the accepted proposal');
    expect(s).toContain('accepted events.registry.register');
    expect(s).toContain('1/4 accepted');

    // the candidates list shows the decision too
    tmux('send-keys', '-t', 'triage', 'Tab');
    s = await waitForScreen('triage', (x) => /score subject\s+role/.test(x), 'the candidates list');
    expect(rowOf(s, 'events.registry.register')).toMatch(/^▸\s+\d+\.\d\d events\.registry\.register\s+decorator_arg.*accepted$/);
    tmux('send-keys', '-t', 'triage', 'Tab');
    await waitForScreen('triage', (x) => x.includes('Failed tasks'), 'the triage view again');

    tmux('send-keys', '-t', 'triage', 'q');
    s = await waitForScreen('triage', (x) => x.includes('EXIT='), 'the exit');
    expect(s).toContain('EXIT=0');
    expect(s).toContain('1 decision this session; 1 accepted');

    const decisions = [...(await loadDecisions(decisionsFile)).values()];
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      status: 'accepted', subject: 'events.registry.register', role: 'decorator_arg', position: '0', language: 'python', kind: 'call',
      reason: 'accepted from triage of sample-repos/webhook-service.failures.jsonl: fixes 1 task',
    });
    expect(decisions[0]!.id).toMatch(/^c[0-9a-f]{10}$/);

    // with the pattern accepted, the index has wh-1's key: the miss is ranking, not indexing
    const r = runCli(['triage', LOG, '--db', db, '--decisions', decisionsFile, '--json', '--no-write']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { results: { taskId: string; category: string }[] };
    expect(out.results.find((x) => x.taskId === 'wh-1')?.category).toBe('bridged');
    // the explorer stored nothing of the triage and wrote no report
    const stored = runCli(['sql', 'SELECT count(*) AS n FROM triage_results', '--db', db, '--json']);
    expect(stored.code, stored.stderr).toBe(0);
    expect(JSON.parse(stored.stdout)).toEqual([{ n: 0 }]);
    expect(existsSync(join(ROOT, 'reports', 'triage', 'webhook-service.failures.md'))).toBe(false);
  });

  it.skipIf(!hasTmux)('stops before the screen changes when the log cannot be read', async () => {
    start('missing', ['--db', db, '--triage', join(work, 'no-such.jsonl')]);
    const s = await waitForScreen('missing', (x) => x.includes('EXIT='), 'the exit');
    expect(s).toContain('EXIT=2');
    expect(s.replace(/\n/g, '')).toContain('no-such.jsonl');
  });

  it('without a terminal it exits 2, pointing at `idiomscope triage`', () => {
    const r = runCli(['explore', '--db', db, '--triage', LOG]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('idiomscope: not a terminal');
    expect(r.stderr).toContain('idiomscope triage <log>');
  });

  it('--tasks without --triage is a usage error', () => {
    const r = runCli(['explore', '--db', db, '--tasks', 'tasks.jsonl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--triage');
  });
});
