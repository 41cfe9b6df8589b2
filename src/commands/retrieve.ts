import { resolve } from 'node:path';
import { AppError } from '../core/errors.js';
import { stripControl } from '../core/paths.js';
import { renderTable } from '../core/table.js';
import { Bm25Index } from '../graph/bm25.js';
import type { RepoGraph } from '../graph/graph.js';
import { loadDocTerms, loadGraph, type BridgePlan } from '../graph/load.js';
import { retrieve, type RetrieveResult } from '../graph/retrieve.js';
import { closeDatabase, openDatabase, type Db } from '../store/db.js';
import { DB_OPTION, intOption, JSON_OPTION, type CommandModule } from './command.js';
import { BRIDGE_OPTIONS, bridgeChoice, formatBridgeLines, formatGraphReport, graphOptions, graphReport, planBridges, type BridgeChoice } from './reach.js';

/** The graph and the lexical index of a workspace, loaded once for any number of queries. */
export interface RetrievalContext {
  plan: BridgePlan;
  graph: RepoGraph;
  index: Bm25Index;
}

export async function retrievalContext(db: Db, choice: BridgeChoice, opts: { degreeCap?: number; fallbackMaxFiles?: number } = {}): Promise<RetrievalContext> {
  const plan = await planBridges(db, choice);
  const graph = await loadGraph(db, plan, opts);
  const index = new Bm25Index(graph.files(), await loadDocTerms(db));
  return { plan, graph, index };
}

const fmtTokens = (n: number): string => (n >= 10_000 ? `${Math.round(n / 1000)}k` : n >= 1000 ? `${(n / 1000).toFixed(1)}k` : String(n));

function render(r: RetrieveResult, plan: BridgePlan, report: ReturnType<typeof graphReport>): string {
  let out = `retrieve ${JSON.stringify(stripControl(r.query))}\n`;
  out += `terms: ${r.terms.join(' ') || '(none)'}\n`;
  out += formatBridgeLines(plan);
  out += `seeds (${r.seeds.length}): ${r.seeds.map((s) => stripControl(s.file)).join(', ') || 'none: no file matches the terms'}\n\n`;
  if (r.results.length === 0) out += 'nothing matches\n';
  else {
    out += renderTable(['#', 'score', 'file', 'tokens', 'why'], r.results.map((x) => [x.rank, x.score.toFixed(3), x.file, x.tokens, x.why.join('; ')]), { maxWidth: 200 });
  }
  out += `\n${r.candidates} files scored. pool (seeds and what they reach${r.keys ? ', key bridges included' : ', imports only'}):\n`;
  for (const p of r.pool) out += `    depth ${p.depth}: ${p.files} files, ~${fmtTokens(p.tokens)} tokens\n`;
  out += `degree cap fired ${r.degreeCap.fired} time${r.degreeCap.fired === 1 ? '' : 's'} during expansion${r.degreeCap.files.length ? ` (${r.degreeCap.files.join(', ')})` : ''}; `;
  out += `${r.fallbackUsed} pool file${r.fallbackUsed === 1 ? '' : 's'} entered through the package fallback\n`;
  out += formatGraphReport(report);
  return out;
}

const retrieveCommand: CommandModule = {
  name: 'retrieve',
  summary: 'files for a task: BM25 over paths, identifiers and keys, expanded through imports and key bridges',
  args: [{ name: 'task', description: 'the task, in words', required: true, variadic: true }],
  options: [
    { flags: '--k <n>', description: 'files to list', default: '20' },
    { flags: '--depth <n>', description: 'hops to expand from the lexical seeds', default: '2' },
    ...BRIDGE_OPTIONS, DB_OPTION, JSON_OPTION,
  ],
  examples: [
    'idiomscope retrieve "persist settlement_currency on payment succeeded webhook"',
    'idiomscope retrieve "send the payment reference on Adyen refunds" --k 5 --json',
    'idiomscope retrieve "dry run for the reindex view" --no-keys',
  ],
  async run(args, opts, io) {
    const query = args.join(' ').trim();
    if (!query) throw new AppError('usage', 'retrieve needs the task text');
    const k = intOption(opts.k, '--k', 1);
    const depth = intOption(opts.depth, '--depth', 0);
    const dbPath = resolve(io.cwd, String(opts.db));
    const choice = bridgeChoice(opts, dbPath, io.cwd);
    const db = await openDatabase(dbPath);
    try {
      const ctx = await retrievalContext(db, choice, graphOptions(opts));
      const r = retrieve(ctx.graph, ctx.index, query, { k, depth, keys: choice.keys });
      const report = graphReport(ctx.graph.stats());
      if (opts.json) {
        io.stdout.write(JSON.stringify({ ...r, bridges: { mode: ctx.plan.mode, note: ctx.plan.note, patterns: ctx.plan.patterns }, ...report }, null, 2) + '\n');
      } else {
        io.stdout.write(render(r, ctx.plan, report));
      }
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default retrieveCommand;
