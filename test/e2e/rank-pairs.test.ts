import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateRanking, type LabelFile } from '../../src/analyze/evaluate.js';
import type { Candidate, Pair } from '../../src/core/types.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { ranked, scanFixture, writeRepo } from '../helpers/repo.js';

const sample = (name: string): string => join(ROOT, 'sample-repos', name);

describe('rank and pairs on the webhook sample, through the built CLI', () => {
  let db: string;
  let cands: Candidate[];
  beforeAll(() => {
    db = join(tempDir(), 'webhook.duckdb');
    expect(runCli(['scan', sample('webhook-service'), '--db', db]).code).toBe(0);
    cands = JSON.parse(runCli(['rank', '--db', db, '--json', '--limit', '40']).stdout) as Candidate[];
  });

  it('ranks register then job on top, with their evidence', () => {
    expect(cands.slice(0, 2).map((c) => [c.subject, c.role, c.position])).toEqual([
      ['events.registry.register', 'decorator_arg', '0'],
      ['jobs.registry.job', 'decorator_arg', '0'],
    ]);
    expect(cands[0]!.features.storageContainer).toBe('events.registry.HANDLERS');
    // the decorator and the f-string call form are one family: one row by default, both with --all-spellings
    expect(cands.filter((c) => c.subject === 'events.registry.register' && c.position === '0')).toHaveLength(1);
    const all = JSON.parse(runCli(['rank', '--db', db, '--json', '--limit', '400', '--all-spellings']).stdout) as Candidate[];
    const forms = all.filter((c) => c.subject === 'events.registry.register' && c.position === '0').map((c) => c.role).sort();
    expect(forms).toEqual(['call_arg', 'decorator_arg']);
  });

  it('register pairs with HANDLERS through storage and with the literal in the test', () => {
    const id = cands[0]!.id;
    const out = JSON.parse(runCli(['pairs', id, '--db', db, '--json']).stdout) as { pairs: Pair[] };
    const dispatch = out.pairs.find((p) => p.kind === 'dispatch' && p.containerPath === 'events.registry.HANDLERS');
    expect(dispatch?.confidence).toBe('storage');
    expect(dispatch?.sites.map((s) => s.symbol)).toContain('events/dispatcher.py::dispatch');
    const inTest = out.pairs.flatMap((p) => p.sites).filter((s) => s.key === 'payment.succeeded');
    expect(inTest.map((s) => s.symbol)).toContain('tests/test_webhooks.py::test_settled');
  });

  it('job pairs with JOBS.get', () => {
    const job = cands.find((c) => c.subject === 'jobs.registry.job')!;
    const out = JSON.parse(runCli(['pairs', job.id, '--db', db, '--json']).stdout) as { pairs: Pair[] };
    const dispatch = out.pairs.find((p) => p.kind === 'dispatch');
    expect(dispatch).toMatchObject({ containerPath: 'jobs.registry.JOBS', confidence: 'storage' });
    expect(dispatch!.sites.some((s) => s.file === 'jobs/runner.py' && s.role === 'get')).toBe(true);
  });

  it('rank and pairs show each candidate\'s decision', () => {
    const decisions = join(tempDir(), 'idiomscope.yaml');
    writeFileSync(decisions, `version: 1\ndecisions:\n  - id: ${cands[0]!.id}\n    status: accepted\n  - id: ${cands[1]!.id}\n    status: rejected\n    reason: not now\n`);
    const decided = JSON.parse(runCli(['rank', '--db', db, '--json', '--limit', '3', '--decisions', decisions]).stdout) as Candidate[];
    expect(decided.map((c) => c.decision)).toEqual(['accepted', 'rejected', 'pending']);
    expect(runCli(['rank', '--db', db, '--limit', '3', '--decisions', decisions]).stdout).toMatch(/accepted[\s\S]*rejected[\s\S]*pending/);
    expect(runCli(['pairs', cands[0]!.id, '--db', db, '--decisions', decisions]).stdout).toContain('[accepted]');
  });

  it('--explain shows every factor; an unknown id is a clear error', () => {
    const r = runCli(['rank', '--db', db, '--explain', '--limit', '1']);
    for (const word of ['prior', 'shape', 'context', 'spread', 'evidence', 'score']) expect(r.stdout).toContain(word);
    expect(r.stdout).toContain('storage yes (events.registry.HANDLERS)');
    const bad = runCli(['pairs', 'cnope', '--db', db]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('no candidate cnope');
  });

  it('candidate ids are stable across rescans', () => {
    const again = join(tempDir(), 'again.duckdb');
    expect(runCli(['scan', sample('webhook-service'), '--db', again]).code).toBe(0);
    const second = JSON.parse(runCli(['rank', '--db', again, '--json', '--limit', '5']).stdout) as Candidate[];
    expect(second.map((c) => c.id)).toEqual(cands.slice(0, 5).map((c) => c.id));
  });
});

describe('abstention', () => {
  it('a repository whose strings are only messages gets no ranked candidates', async () => {
    const db = scanFixture(writeRepo({
      'a.py': 'import logging\nlog = logging.getLogger(__name__)\ndef f(x):\n    log.info("Starting the export of %s", x)\n    raise ValueError("the export failed badly")\n',
      'b.py': 'import logging\nlog = logging.getLogger(__name__)\ndef g(x):\n    log.info("Finished the export of %s", x)\n    print("all done now")\n',
    }));
    const cands = await ranked(db, { allMembers: false });
    expect(cands.length).toBeGreaterThan(0);
    expect(cands.filter((c) => !c.weak)).toEqual([]);
    const r = runCli(['rank', '--db', db]);
    expect(r.stdout).toContain('No candidate has enough evidence');
    expect(r.stdout).toContain('weak');
  });
});

describe('the sample repos hold the quality bar', () => {
  for (const name of ['webhook-service', 'spring-payments', 'django-service', 'plugin-host']) {
    it(`${name}: planted registries on top, no planted noise above them`, async () => {
      const labels = parse(readFileSync(join(sample(name), 'eval.yaml'), 'utf8')) as LabelFile;
      const db = join(tempDir(), `${name}.duckdb`);
      expect(runCli(['scan', sample(name), '--db', db]).code).toBe(0);
      const result = evaluateRanking(name, await ranked(db, { allMembers: false }), labels);
      const found = result.ranks.map((r) => r.rank);
      expect(found.every((r) => r !== null), JSON.stringify(result.ranks)).toBe(true);
      // every planted registry in the top 5, or, where more than five are planted, the top 5 all planted
      if (result.ranks.length <= 5) expect(Math.max(...(found as number[]))).toBeLessThanOrEqual(5);
      else expect(result.precisionAt5).toBe(1);
      expect(result.noiseAboveRegistry).toBe(0);
    });
  }
});
