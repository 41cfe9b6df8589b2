import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TriageResult } from '../../src/core/types.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { rows } from '../helpers/repo.js';

const sample = (f: string): string => join(ROOT, 'sample-repos', f);

interface Out {
  cases: number;
  failed: number;
  results: TriageResult[];
  proposals: { candidateId: string | null; fixes: number; tasks: string[] }[];
}

describe('triage of the webhook sample log, through the built CLI', () => {
  let work: string;
  let db: string;
  const triage = (decisions: string, extra: string[] = []): Out => {
    const r = runCli(['triage', sample('webhook-service.failures.jsonl'), '--db', db, '--decisions', decisions, '--json', '--out', join(work, 'reports'), ...extra]);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Out;
  };

  beforeAll(() => {
    work = tempDir();
    db = join(work, 'index.duckdb');
    expect(runCli(['scan', sample('webhook-service'), '--db', db]).code).toBe(0);
  });

  it('the DESIGN.md case is pending-candidate before register is accepted', () => {
    const none = join(work, 'none.yaml');
    writeFileSync(none, 'version: 1\ndecisions: []\n');
    const out = triage(none);
    const wh1 = out.results.find((r) => r.taskId === 'wh-1')!;
    expect(wh1.category).toBe('pending-candidate');
    expect(wh1.proposal).toMatchObject({ subject: 'events.registry.register', role: 'decorator_arg', position: '0' });
    expect(out.proposals[0]).toMatchObject({ candidateId: wh1.proposal!.candidateId });
  });

  it('and bridged once it is accepted; every failed task gets one category', () => {
    const decisions = join(work, 'idiomscope.yaml');
    copyFileSync(sample('webhook-service.decisions.yaml'), decisions);
    const out = triage(decisions);
    expect(out).toMatchObject({ cases: 7, failed: 6 });
    const cat = Object.fromEntries(out.results.map((r) => [r.taskId, r.category]));
    expect(cat).toEqual({
      'wh-1': 'bridged', 'wh-2': 'bridged', 'wh-3': 'pending-candidate', 'wh-4': 'computed-key', 'wh-5': 'import-reachable', 'wh-6': 'unexplained',
    });
    const wh1 = out.results.find((r) => r.taskId === 'wh-1')!;
    expect(wh1.evidence[0]).toMatchObject({ key: 'payment.succeeded', file: 'handlers/payment_succeeded.py' });
  });

  it('writes a Markdown report and the triage tables', async () => {
    const md = readFileSync(join(work, 'reports', 'webhook-service.failures.md'), 'utf8');
    expect(md).toContain('# Triage of');
    expect(md).toContain('| wh-1 | bridged |');
    expect(md).toContain('## Proposals');
    const stored = await rows(db, "SELECT category, count(*) AS n FROM triage_results GROUP BY 1 ORDER BY 1");
    expect(stored).toContainEqual({ category: 'bridged', n: 2 });
  });

  it('the SWE-bench shape reads the same tasks from diffs', () => {
    const decisions = join(work, 'idiomscope.yaml');
    const r = runCli(['triage', sample('webhook-service.swebench-predictions.jsonl'), '--tasks', sample('webhook-service.swebench-tasks.jsonl'),
      '--db', db, '--decisions', decisions, '--json', '--no-write']);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as Out;
    expect(out.results.map((x) => [x.taskId, x.category])).toEqual([['webhook-service__1', 'bridged'], ['webhook-service__2', 'bridged']]);
  });

  it('a malformed log names the line and exits 2; --skip-bad goes on and counts', () => {
    const bad = join(work, 'bad.jsonl');
    writeFileSync(bad, `${readFileSync(sample('webhook-service.failures.jsonl'), 'utf8').split('\n')[0]}\n{"task_id": "x", "task": 3}\n`);
    const r = runCli(['triage', bad, '--db', db, '--no-write']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('failure log is malformed');
    expect(r.stderr).toContain('bad.jsonl:2');
    const ok = runCli(['triage', bad, '--db', db, '--no-write', '--skip-bad']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('1 bad lines skipped');
    expect(existsSync(join(work, 'reports', 'bad.md'))).toBe(false);
  });
});

describe('triage of the Spring and Django sample logs', () => {
  for (const [name, expected] of [
    ['spring-payments', { 'sp-1': 'bridged', 'sp-2': 'config-dependent', 'sp-3': 'bridged' }],
    ['django-service', { 'dj-1': 'pending-candidate', 'dj-2': 'bridged' }],
  ] as const) {
    it(name, () => {
      const work = tempDir();
      const db = join(work, 'index.duckdb');
      expect(runCli(['scan', sample(name), '--db', db]).code).toBe(0);
      const r = runCli(['triage', sample(`${name}.failures.jsonl`), '--db', db, '--decisions', sample(`${name}.decisions.yaml`), '--json', '--no-write']);
      expect(r.code, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as Out;
      expect(Object.fromEntries(out.results.map((x) => [x.taskId, x.category]))).toEqual(expected);
    });
  }
});
