import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const SAMPLES = join(ROOT, 'sample-repos');

describe('the task cases of the sample repositories', () => {
  const repos = readdirSync(SAMPLES).filter((d) => existsSync(join(SAMPLES, d, 'tasks.jsonl')));

  it('every sample carries tasks.jsonl', () => {
    expect(repos.sort()).toEqual(['django-service', 'plugin-host', 'spring-payments', 'webhook-service']);
  });

  it.each(repos)('%s: every case has an id, a task, seeds and targets that are files of the sample', (repo) => {
    const lines = readFileSync(join(SAMPLES, repo, 'tasks.jsonl'), 'utf8').split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const line of lines) {
      const c = JSON.parse(line) as { id: string; task: string; seeds: string[]; targets: string[] };
      expect(Object.keys(c)).toEqual(['id', 'task', 'seeds', 'targets']);
      expect(ids.has(c.id), c.id).toBe(false);
      ids.add(c.id);
      expect(c.task.length).toBeGreaterThan(20);
      expect(c.targets.length).toBeGreaterThan(0);
      for (const p of [...c.seeds, ...c.targets]) expect(existsSync(join(SAMPLES, repo, p)), `${repo} ${c.id}: ${p}`).toBe(true);
    }
  });
});

describe('npm run eval:reach', () => {
  it('measures hops, ranks and pools with and without key bridges (--json, one sample)', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'eval', 'reach.js'), '--json', '--repo', 'django-service'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as {
      ks: number[];
      cases: { id: string; withKeys: { hops: (number | null)[]; ranks: (number | null)[]; pool: { depth1: { files: number; tokens: number }; depth2: { files: number; tokens: number } } }; importsOnly: { hops: (number | null)[] } }[];
      summary: { withKeys: Record<string, number>; importsOnly: Record<string, number> };
    };
    expect(j.ks).toEqual([5, 10, 20]);
    expect(j.cases.map((c) => c.id)).toEqual(['django-reindex-dry-run', 'django-export-csv-columns', 'django-s3-export-prefix']);
    // the reindex view is one hop from the URLconf through its dotted string, and unreachable by imports
    const reindex = j.cases[0]!;
    expect(reindex.withKeys.hops).toEqual([1]);
    expect(reindex.importsOnly.hops).toEqual([null]);
    for (const c of j.cases) {
      expect(c.withKeys.pool.depth2.files).toBeGreaterThanOrEqual(c.withKeys.pool.depth1.files);
      expect(c.withKeys.pool.depth1.tokens).toBeGreaterThan(0);
    }
    for (const s of [j.summary.withKeys, j.summary.importsOnly]) {
      expect(Object.keys(s)).toEqual(['recall@5', 'recall@10', 'recall@20', 'mrr', 'reached within 2 hops']);
    }
    expect(j.summary.withKeys['reached within 2 hops']).toBe(1);
    expect(j.summary.importsOnly['reached within 2 hops']).toBe(0);
  });

  it('prints a table and the recall of both settings', () => {
    const r = spawnSync(process.execPath, [join(ROOT, 'dist', 'eval', 'reach.js'), '--repo', 'django-service'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('django-reindex-dry-run');
    expect(r.stdout).toMatch(/key bridges\s+[0-9.]+\s+[0-9.]+\s+[0-9.]+/);
    expect(r.stdout).toMatch(/imports only\s+[0-9.]+/);
  });
});
