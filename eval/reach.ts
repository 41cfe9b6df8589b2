/**
 * `npm run eval:reach`: what runtime-key bridges buy a retriever, measured on the task cases each sample
 * repository carries (`sample-repos/<name>/tasks.jsonl`: {"id", "task", "seeds": [paths], "targets": [paths]}).
 *
 *   npm run eval:reach                       every sample with a tasks.jsonl
 *   npm run eval:reach -- --repo webhook-service
 *   npm run eval:reach -- --json
 *
 * Each sample is scanned into a temporary workspace with no decisions file, so the bridges are those of
 * zero-configuration mode (top-ranked candidates as guess-tier bridges). For every case, with key
 * bridges and with imports alone: hops from the seeds to each target (`reach`), the target's rank in
 * `retrieve <task>` (depth 2) and whether it is in the top 5, 10 and 20, and the size and estimated token
 * cost of the retrieval pool at depths 1 and 2. Recall@k is the share of (case, target) pairs in the top k;
 * MRR the mean of 1/rank over them.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { retrievalContext } from '../src/commands/retrieve.js';
import { scanRepository } from '../src/commands/scan.js';
import { evalArgs } from './args.js';
import { packageRoot } from '../src/core/package-root.js';
import { renderTable } from '../src/core/table.js';
import { reach, resolveEndpoint } from '../src/graph/reach.js';
import { retrieve } from '../src/graph/retrieve.js';
import { DEFAULT_MIN_SCORE } from '../src/graph/weights.js';
import { closeDatabase, openDatabase } from '../src/store/db.js';

const KS = [5, 10, 20] as const;
const DEPTH = 2;
const MAX_HOPS = 6;

interface TaskCase {
  id: string;
  task: string;
  seeds: string[];
  targets: string[];
}

interface SettingResult {
  /** hops from the seeds to each target (null: unreachable within MAX_HOPS) */
  hops: (number | null)[];
  /** rank of each target in retrieve (null: not retrieved at all) */
  ranks: (number | null)[];
  inTop: Record<`top${(typeof KS)[number]}`, number>;
  pool: { depth1: { files: number; tokens: number }; depth2: { files: number; tokens: number } };
}

interface CaseResult {
  repo: string;
  id: string;
  targets: string[];
  withKeys: SettingResult;
  importsOnly: SettingResult;
}

const USAGE = `Usage: npm run eval:reach [-- options]

What runtime-key bridges buy a retriever, on the task cases of the sample repositories.

Options:
  --repo <name>  one sample repository (default: every sample with a tasks.jsonl)
  --json         print JSON instead of tables
  --help         show this help
`;

const ARGS = evalArgs(USAGE, ['repo'] as const);

function readTasks(file: string): TaskCase[] {
  return readFileSync(file, 'utf8').split('\n').map((l, i) => ({ l: l.trim(), i })).filter((x) => x.l).map(({ l, i }) => {
    let o: TaskCase;
    try {
      o = JSON.parse(l) as TaskCase;
    } catch (e) {
      throw new Error(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
    }
    if (!o.id || !o.task || !Array.isArray(o.seeds) || !Array.isArray(o.targets) || !o.targets.length) {
      throw new Error(`${file}:${i + 1}: a case needs id, task, seeds [paths] and targets [paths]`);
    }
    return o;
  });
}

async function evaluateRepo(name: string, dir: string, work: string): Promise<CaseResult[]> {
  const cases = readTasks(join(dir, 'tasks.jsonl'));
  const dbPath = join(work, `${name}.duckdb`);
  process.stderr.write(`eval:reach: scanning ${name}\n`);
  await scanRepository({ repo: dir, db: dbPath, jobs: 2, maxFileBytes: 1024 * 1024 });
  const db = await openDatabase(dbPath);
  try {
    // no decisions file in the temporary workspace: zero-configuration mode
    const ctx = await retrievalContext(db, { keys: true, decisionsFile: join(work, `${name}-idiomscope.yaml`), minScore: DEFAULT_MIN_SCORE });
    process.stderr.write(`eval:reach: ${name}: ${ctx.plan.note}\n`);
    const g = ctx.graph;
    const node = (path: string, what: string, id: string): number => {
      const n = resolveEndpoint(g, path);
      if (n === undefined) throw new Error(`${name} ${id}: ${what} ${path} is not a scanned file`);
      return n;
    };
    return cases.map((c) => {
      const seeds = c.seeds.map((s) => node(s, 'seed', c.id));
      const targets = c.targets.map((t) => node(t, 'target', c.id));
      const setting = (keys: boolean): SettingResult => {
        const r = retrieve(g, ctx.index, c.task, { k: Number.MAX_SAFE_INTEGER, depth: DEPTH, keys });
        const ranks = c.targets.map((t) => r.results.find((x) => x.file === t)?.rank ?? null);
        const inTop = Object.fromEntries(KS.map((k) => [`top${k}`, ranks.filter((x) => x !== null && x <= k).length])) as SettingResult['inTop'];
        const at = (d: number): { files: number; tokens: number } => {
          const p = r.pool.find((x) => x.depth === d)!;
          return { files: p.files, tokens: p.tokens };
        };
        return {
          hops: targets.map((t) => (seeds.length ? reach(g, seeds, t, { keys, maxHops: MAX_HOPS }).hops : null)),
          ranks,
          inTop,
          pool: { depth1: at(1), depth2: at(2) },
        };
      };
      return { repo: name, id: c.id, targets: c.targets, withKeys: setting(true), importsOnly: setting(false) };
    });
  } finally {
    closeDatabase(db);
  }
}

function recall(results: CaseResult[], key: 'withKeys' | 'importsOnly'): Record<string, number> {
  const total = results.reduce((n, r) => n + r.targets.length, 0);
  const out: Record<string, number> = {};
  for (const k of KS) out[`recall@${k}`] = total ? results.reduce((n, r) => n + r[key].inTop[`top${k}`], 0) / total : 0;
  // mean reciprocal rank: a target not retrieved at all counts 0
  out.mrr = total ? results.reduce((n, r) => n + r[key].ranks.reduce<number>((m, x) => m + (x ? 1 / x : 0), 0), 0) / total : 0;
  const reached = results.reduce((n, r) => n + r[key].hops.filter((h) => h !== null && h <= DEPTH).length, 0);
  out[`reached within ${DEPTH} hops`] = total ? reached / total : 0;
  return out;
}

const fmt = (v: number | null): string => (v === null ? '—' : String(v));
const ktok = (n: number): string => (n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

async function main(): Promise<void> {
  const root = join(packageRoot(), 'sample-repos');
  const only = ARGS.repo;
  const repos = readdirSync(root).filter((d) => existsSync(join(root, d, 'tasks.jsonl')) && (!only || d === only)).sort();
  if (!repos.length) throw new Error(only ? `no sample-repos/${only}/tasks.jsonl` : 'no sample repository carries a tasks.jsonl');
  const work = mkdtempSync(join(tmpdir(), 'idiomscope-eval-reach-'));
  const results: CaseResult[] = [];
  try {
    for (const r of repos) results.push(...await evaluateRepo(r, join(root, r), work));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  const summary = { withKeys: recall(results, 'withKeys'), importsOnly: recall(results, 'importsOnly') };
  if (ARGS.json) {
    process.stdout.write(JSON.stringify({ depth: DEPTH, maxHops: MAX_HOPS, ks: KS, cases: results, summary }, null, 2) + '\n');
    return;
  }
  const rows = results.flatMap((r) => r.targets.map((t, i) => [
    r.repo, r.id, t.split('/').pop(),
    fmt(r.withKeys.hops[i]!), fmt(r.importsOnly.hops[i]!),
    fmt(r.withKeys.ranks[i]!), fmt(r.importsOnly.ranks[i]!),
    `${r.withKeys.pool.depth1.files}/${ktok(r.withKeys.pool.depth1.tokens)}`, `${r.importsOnly.pool.depth1.files}/${ktok(r.importsOnly.pool.depth1.tokens)}`,
    `${r.withKeys.pool.depth2.files}/${ktok(r.withKeys.pool.depth2.tokens)}`, `${r.importsOnly.pool.depth2.files}/${ktok(r.importsOnly.pool.depth2.tokens)}`,
  ]));
  let out = renderTable(
    ['repo', 'case', 'target', 'hops keys', 'hops imports', 'rank keys', 'rank imports', 'pool d1 keys', 'pool d1 imports', 'pool d2 keys', 'pool d2 imports'],
    rows, { maxWidth: 40 },
  );
  out += `\nhops: from the seeds to the target (— unreachable within ${MAX_HOPS}); rank: in retrieve <task> at depth ${DEPTH}; pool: files/estimated tokens\n\n`;
  out += renderTable(['setting', ...Object.keys(summary.withKeys)], [
    ['key bridges', ...Object.values(summary.withKeys).map((v) => v.toFixed(2))],
    ['imports only', ...Object.values(summary.importsOnly).map((v) => v.toFixed(2))],
  ]);
  process.stdout.write(out);
}

main().catch((e: unknown) => {
  process.stderr.write(`eval:reach: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
