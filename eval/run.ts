/**
 * `npm run eval`: how well the ranker finds planted or labelled registries.
 *   npm run eval                                   the sample repos (each carries eval.yaml)
 *   npm run eval -- --repos DIR --labels FILE|DIR  real repositories with labels in eval/labels/
 *   npm run eval -- --json
 * For each repo: recall at 5 and 10 (by registry idiom), labelled precision at 5 and 10, noise in the
 * top 10, the rank of every registry; the same without the stop-list; and recall at 10 with every
 * evidence weight halved and doubled (a ranking that moves a lot is tuned, not designed).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { evaluateRanking, type LabelFile, type RepoEvaluation } from '../src/analyze/evaluate.js';
import { rankCandidates } from '../src/analyze/rank.js';
import { DEFAULT_WEIGHTS, type RankWeights } from '../src/analyze/weights.js';
import { scanRepository } from '../src/commands/scan.js';
import { AppError, formatError, isAppError } from '../src/core/errors.js';
import { packageRoot } from '../src/core/package-root.js';
import { closeDatabase, openDatabase } from '../src/store/db.js';
import { evalArgs } from './args.js';

interface Target {
  name: string;
  dir: string;
  labels: LabelFile;
}

const USAGE = `Usage: npm run eval [-- options]

How well the ranker finds planted or labelled registries.

Options:
  --repos <dir>    directory holding the labelled repositories (one folder per repo)
  --labels <path>  a label file, or a directory of them (eval/labels, eval/labels-holdout, eval/labels-blind, eval/labels-blind2 ... eval/labels-blind7)
  --workspaces <dir>  keep each repository's workspace database in this directory (<repo>.duckdb):
                   a later run rescans only files that changed, and nothing when the build's derivation
                   did not change either, so a change to ranking alone costs only the rankings
  --json           print JSON instead of tables
  --help           show this help

Without --repos and --labels: the sample repositories, each with its eval.yaml.
`;

const ARGS = evalArgs(USAGE, ['repos', 'labels', 'workspaces'] as const);

function readLabels(file: string): LabelFile {
  const lc = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter: lc, prettyErrors: true });
  if (doc.errors.length > 0) {
    const e = doc.errors[0]!;
    throw new AppError('config_invalid', `label file: YAML syntax error: ${e.message.split('\n')[0]}`,
      { file, line: e.linePos?.[0]?.line ?? lc.linePos(e.pos[0]).line });
  }
  const labels = doc.toJS() as LabelFile | null;
  if (!labels || typeof labels !== 'object' || !labels.repo) {
    throw new AppError('config_invalid', 'label file: expected a mapping with `repo`, `registries` and `noise`', { file, line: 1 });
  }
  return { ...labels, registries: labels.registries ?? [], noise: labels.noise ?? [] };
}

function targets(): Target[] {
  const repos = ARGS.repos;
  const labels = ARGS.labels;
  if (repos || labels) {
    if (!repos || !labels) throw new AppError('usage', '--repos DIR and --labels FILE|DIR go together');
    if (!existsSync(labels)) throw new AppError('path_not_found', `no label file or directory at ${labels}`, { file: labels });
    const files = statSync(labels).isDirectory()
      ? readdirSync(labels).filter((f) => f.endsWith('.yaml')).map((f) => join(labels, f))
      : [labels];
    return files.map((f) => {
      const l = readLabels(f);
      return { name: l.repo, dir: resolve(repos, l.path ?? l.repo), labels: l };
    }).filter((t) => {
      if (existsSync(t.dir)) return true;
      process.stderr.write(`eval: ${t.name}: no repository at ${t.dir}, skipped\n`);
      return false;
    });
  }
  const root = join(packageRoot(), 'sample-repos');
  return readdirSync(root)
    .filter((d) => existsSync(join(root, d, 'eval.yaml')))
    .map((d) => ({ name: d, dir: join(root, d), labels: readLabels(join(root, d, 'eval.yaml')) }));
}

function scaled(factor: number): RankWeights {
  const w = { ...DEFAULT_WEIGHTS };
  for (const k of ['lookup', 'pair', 'pairSameReceiver', 'storage', 'resolve', 'qualifier', 'known', 'nameDispatch'] as const) w[k] *= factor;
  return w;
}

interface Row {
  repo: string;
  withStoplist: RepoEvaluation;
  withoutStoplist: RepoEvaluation;
  /** every row in its own place: no later row shown inside an earlier one for shared keys */
  withoutRelated: RepoEvaluation;
  recallAt10Half: number;
  recallAt10Double: number;
  /** the plain count: call candidates sorted by sites, no features */
  baseline: RepoEvaluation;
}

async function evaluate(t: Target, work: string): Promise<Row> {
  const db = join(work, `${basename(t.name)}.duckdb`);
  process.stderr.write(`eval: scanning ${t.name}\n`);
  const scan = await scanRepository({ repo: t.dir, db, jobs: 2, maxFileBytes: 1024 * 1024 });
  process.stderr.write(`eval: ${t.name}: ${scan.scanned} files parsed, ${scan.reused} reused\n`);
  const conn = await openDatabase(db);
  try {
    const run = async (opts: { useStoplist?: boolean; weights?: RankWeights }): Promise<RepoEvaluation> =>
      evaluateRanking(t.name, await rankCandidates(conn, { ...opts, limit: 200 }), t.labels);
    return {
      repo: t.name,
      withStoplist: await run({}),
      withoutStoplist: await run({ useStoplist: false }),
      withoutRelated: await run({ weights: { ...DEFAULT_WEIGHTS, relatedWindow: 0 } }),
      recallAt10Half: (await run({ weights: scaled(0.5) })).recallAt10,
      recallAt10Double: (await run({ weights: scaled(2) })).recallAt10,
      baseline: evaluateRanking(t.name, (await rankCandidates(conn, { allMembers: true }))
        .filter((c) => c.kind === 'call').sort((a, b) => b.sites - a.sites || a.id.localeCompare(b.id)), t.labels),
    };
  } finally {
    closeDatabase(conn);
  }
}

const pct = (x: number): string => `${Math.round(x * 100)}%`.padStart(5);

function report(rows: Row[]): string {
  const w = Math.max(20, ...rows.map((r) => r.repo.length));
  let out = `${'repo'.padEnd(w)} idioms  R@5    R@10  R@10/max P@5    P@10   noise@10 ranked | no stop-list R@10 noise@10 | no related R@10 noise@10 | R@10 evidence ×0.5 ×2 | count by sites R@10 noise@10\n`;
  for (const r of rows) {
    const e = r.withStoplist;
    out += `${r.repo.padEnd(w)} ${String(e.ranks.length).padStart(6)} ${pct(e.recallAt5)}  ${pct(e.recallAt10)}  ${pct(e.reachableAt10)}    ${pct(e.precisionAt5)}  ${pct(e.precisionAt10)}  ${String(e.noiseInTop10).padStart(8)} ${String(e.noiseRankedInTop10).padStart(6)} | ` +
      `${pct(r.withoutStoplist.recallAt10)}       ${String(r.withoutStoplist.noiseInTop10).padStart(8)} | ` +
      `${pct(r.withoutRelated.recallAt10)}     ${String(r.withoutRelated.noiseInTop10).padStart(8)} | ${pct(r.recallAt10Half)} ${pct(r.recallAt10Double)}     | ${pct(r.baseline.recallAt10)}             ${String(r.baseline.noiseInTop10).padStart(8)}\n`;
  }
  const mean = (f: (r: Row) => number): string => pct(rows.reduce((a, r) => a + f(r), 0) / Math.max(1, rows.length));
  out += `${'mean'.padEnd(w)} ${''.padStart(6)} ${mean((r) => r.withStoplist.recallAt5)}  ${mean((r) => r.withStoplist.recallAt10)}  ${mean((r) => r.withStoplist.reachableAt10)}    ${mean((r) => r.withStoplist.precisionAt5)}  ${mean((r) => r.withStoplist.precisionAt10)}` +
    `  ${(rows.reduce((a, r) => a + r.withStoplist.noiseInTop10, 0) / Math.max(1, rows.length)).toFixed(1).padStart(8)}` +
    ` ${(rows.reduce((a, r) => a + r.withStoplist.noiseRankedInTop10, 0) / Math.max(1, rows.length)).toFixed(1).padStart(6)} |${''.padStart(32)}| ${mean((r) => r.withoutRelated.recallAt10)}${''.padStart(24)}| ${''.padStart(16)} | ${mean((r) => r.baseline.recallAt10)}\n`;
  for (const r of rows) {
    out += `\n${r.repo}: rank of each registry idiom\n`;
    for (const x of r.withStoplist.ranks) out += `  ${String(x.rank ?? '-').padStart(4)}  ${x.idiom}\n`;
    out += '  top 10:\n';
    for (const t of r.withStoplist.top10) out += `  ${String(t.rank).padStart(4)}  ${t.score.toFixed(2).padStart(6)}${t.weak ? 'w' : ' '} ${t.label.padEnd(8)}  ${t.subject} ${t.role} ${t.position}\n`;
  }
  return out;
}

async function main(): Promise<void> {
  const kept = ARGS.workspaces ? resolve(ARGS.workspaces) : null;
  if (kept) mkdirSync(kept, { recursive: true });
  const work = kept ?? mkdtempSync(join(tmpdir(), 'idiomscope-eval-'));
  const rows: Row[] = [];
  try {
    for (const t of targets()) rows.push(await evaluate(t, work));
  } finally {
    if (!kept) rmSync(work, { recursive: true, force: true });
  }
  if (ARGS.json) process.stdout.write(JSON.stringify(rows, null, 2) + '\n');
  else process.stdout.write(report(rows));
}

main().catch((e: unknown) => {
  process.stderr.write(isAppError(e) ? `${formatError(e)}\n` : `eval: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(isAppError(e) ? e.exitCode : 1);
});
