import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { rankCandidates } from '../analyze/rank.js';
import { AppError } from '../core/errors.js';
import { stripControl } from '../core/paths.js';
import { decisionsPathFor, loadDecisions } from '../decide/decisions.js';
import type { GraphStats } from '../graph/graph.js';
import { builtKeyPatterns, loadGraph, NO_BRIDGES, presentCandidates, type BridgePlan } from '../graph/load.js';
import { reach, resolveEndpoint, type ReachSetting } from '../graph/reach.js';
import { formatStep } from '../graph/search.js';
import { DEFAULT_DEGREE_CAP, DEFAULT_FALLBACK_MAX_FILES, DEFAULT_MAX_HOPS, DEFAULT_MIN_SCORE } from '../graph/weights.js';
import { closeDatabase, openDatabase, type Db } from '../store/db.js';
import { DB_OPTION, intOption, JSON_OPTION, type CommandModule, type OptionSpec } from './command.js';

/** Options shared by `reach` and `retrieve`: where the bridges come from and how far the graph spreads. */
export const BRIDGE_OPTIONS: OptionSpec[] = [
  { flags: '--no-keys', description: 'the import graph alone: no runtime-key bridges, no dotted names' },
  { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside --db)' },
  { flags: '--min-score <s>', description: 'zero-configuration mode: candidates scoring at least this become guess bridges', default: String(DEFAULT_MIN_SCORE) },
  { flags: '--degree-cap <n>', description: 'a file importing more in-repo files than this is not expanded through', default: String(DEFAULT_DEGREE_CAP) },
  { flags: '--fallback-max <n>', description: 'package fallback: include a package only when it has at most this many files', default: String(DEFAULT_FALLBACK_MAX_FILES) },
];

export interface BridgeChoice {
  keys: boolean;
  /** the decisions file; null: the workspace's own */
  decisionsFile: string;
  minScore: number;
}

function numberOption(value: unknown, name: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new AppError('usage', `${name} must be a number >= 0, got ${String(value)}`);
  return n;
}

/** Reads the bridge options of a command into a choice, with the decisions file resolved. */
export function bridgeChoice(opts: Record<string, unknown>, dbPath: string, cwd: string): BridgeChoice {
  const explicit = opts.decisions !== undefined;
  const decisionsFile = explicit ? resolve(cwd, String(opts.decisions)) : decisionsPathFor(dbPath);
  if (explicit && !existsSync(decisionsFile)) throw new AppError('path_not_found', `no decisions file at ${decisionsFile}`, { file: decisionsFile });
  return { keys: opts.keys !== false, decisionsFile, minScore: numberOption(opts.minScore ?? DEFAULT_MIN_SCORE, '--min-score') };
}

/**
 * Where the key bridges come from (zero-configuration mode):
 * 1. the accepted patterns of the decisions file, when it has any that this workspace knows: their
 *    runtime keys when `keys build` produced some, otherwise their own candidate sites at their tiers;
 * 2. otherwise the top-ranked candidates scoring at least --min-score (not weak, not rejected), as
 *    guess-tier bridges.
 */
export async function planBridges(db: Db, choice: BridgeChoice): Promise<BridgePlan> {
  if (!choice.keys) return NO_BRIDGES;
  const decisions = await loadDecisions(choice.decisionsFile);
  const accepted = [...decisions.values()].filter((d) => d.status === 'accepted');
  const rejected = new Set([...decisions.values()].filter((d) => d.status === 'rejected').map((d) => d.id));
  let unknownAccepted = 0;
  if (accepted.length) {
    const built = await builtKeyPatterns(db);
    const viaKeys = accepted.filter((d) => built.has(d.id));
    const present = new Set(await presentCandidates(db, accepted.filter((d) => !built.has(d.id)).map((d) => d.id)));
    const viaSites = accepted.filter((d) => present.has(d.id));
    unknownAccepted = accepted.length - viaKeys.length - viaSites.length;
    if (viaKeys.length || viaSites.length) {
      const parts = [
        viaKeys.length ? `${viaKeys.length} with runtime keys from \`keys build\`` : '',
        viaSites.length ? `${viaSites.length} from their candidate sites (run \`idiomscope keys build\` for runtime keys)` : '',
        unknownAccepted ? `${unknownAccepted} not in this workspace` : '',
      ].filter(Boolean).join(', ');
      return {
        mode: viaKeys.length ? 'keys' : 'accepted',
        keyPatternIds: viaKeys.map((d) => d.id),
        candidateIds: viaSites.map((d) => d.id),
        note: `bridges from ${viaKeys.length + viaSites.length} accepted pattern${viaKeys.length + viaSites.length === 1 ? '' : 's'} of ${choice.decisionsFile}: ${parts}`,
        patterns: [
          ...viaKeys.map((d) => ({ id: d.id, subject: d.subject, source: 'keys' as const })),
          ...viaSites.map((d) => ({ id: d.id, subject: d.subject, source: 'candidate' as const })),
        ],
      };
    }
  }
  const top = (await rankCandidates(db, { allMembers: true }))
    .filter((c) => !c.weak && c.score >= choice.minScore && !rejected.has(c.id));
  const why = accepted.length
    ? `the ${accepted.length} accepted pattern${accepted.length === 1 ? ' is' : 's are'} not in this workspace`
    : `no accepted pattern in ${choice.decisionsFile}`;
  return {
    mode: 'guess',
    keyPatternIds: [],
    candidateIds: top.map((c) => c.id),
    note: top.length
      ? `zero-configuration mode (${why}): ${top.length} top-ranked candidate${top.length === 1 ? '' : 's'} scoring >= ${choice.minScore} used as guess-tier bridges (weaker edges)`
      : `zero-configuration mode (${why}): no candidate scores >= ${choice.minScore}, so there are no key bridges; dotted names only`,
    patterns: top.map((c) => ({ id: c.id, subject: c.subject, score: Math.round(c.score * 100) / 100, source: 'candidate' as const })),
  };
}

export function graphOptions(opts: Record<string, unknown>): { degreeCap: number; fallbackMaxFiles: number } {
  return {
    degreeCap: intOption(opts.degreeCap ?? DEFAULT_DEGREE_CAP, '--degree-cap', 1),
    fallbackMaxFiles: intOption(opts.fallbackMax ?? DEFAULT_FALLBACK_MAX_FILES, '--fallback-max', 0),
  };
}

/** Build-time counts of the package fallback, and the capped files, for output. */
export function graphReport(stats: GraphStats): {
  degreeCap: { cap: number; cappedFiles: { file: string; imports: number }[] };
  fallback: { maxFiles: number; fired: number; included: number; tooLarge: number; noPackage: number; firings: GraphStats['fallback'] };
} {
  const f = stats.fallback;
  return {
    degreeCap: { cap: stats.degreeCap, cappedFiles: stats.cappedFiles },
    fallback: {
      maxFiles: stats.fallbackMaxFiles,
      fired: f.length,
      included: f.filter((x) => x.outcome === 'included').length,
      tooLarge: f.filter((x) => x.outcome === 'too_large').length,
      noPackage: f.filter((x) => x.outcome === 'no_package').length,
      firings: f,
    },
  };
}

export function formatBridgeLines(plan: BridgePlan): string {
  let out = `bridges: ${plan.note}\n`;
  for (const p of plan.patterns.slice(0, 12)) out += `    ${p.id}  ${stripControl(p.subject)}${p.score !== undefined ? `  score ${p.score}` : ''}\n`;
  if (plan.patterns.length > 12) out += `    … ${plan.patterns.length - 12} more\n`;
  return out;
}

export function formatGraphReport(r: ReturnType<typeof graphReport>): string {
  const capped = r.degreeCap.cappedFiles;
  let out = `degree cap ${r.degreeCap.cap}: ${capped.length} file${capped.length === 1 ? '' : 's'} never expanded through`;
  if (capped.length) out += ` (${capped.slice(0, 3).map((c) => `${c.file} imports ${c.imports}`).join(', ')}${capped.length > 3 ? ', …' : ''})`;
  out += '\n';
  const f = r.fallback;
  out += `package fallback (<= ${f.maxFiles} files): fired ${f.fired} time${f.fired === 1 ? '' : 's'}: ${f.included} included, ${f.tooLarge} package${f.tooLarge === 1 ? '' : 's'} too large, ${f.noPackage} with no in-repo package\n`;
  return out;
}

function formatSetting(title: string, s: ReachSetting, maxHops: number): string {
  if (!s.reachable) {
    const capped = s.degreeCapFired.length ? `; degree cap fired ${s.degreeCapFired.length} time${s.degreeCapFired.length === 1 ? '' : 's'} (${s.degreeCapFired.join(', ')})` : '';
    return `${title}: unreachable within ${maxHops} hops${capped}\n`;
  }
  let out = `${title}: ${s.hops} hop${s.hops === 1 ? '' : 's'} (path weight ${s.weight!.toFixed(2)})\n`;
  if (s.steps.length === 0) out += '    (the target is a seed)\n';
  for (const step of s.steps) out += `    ${stripControl(formatStep(step))}\n`;
  if (s.fromEach.length > 1) {
    out += `    from each seed: ${s.fromEach.map((e) => `${e.seed} ${e.hops === null ? 'unreachable' : e.hops}`).join(', ')}\n`;
  }
  if (s.degreeCapFired.length) out += `    degree cap fired ${s.degreeCapFired.length} time${s.degreeCapFired.length === 1 ? '' : 's'}: ${s.degreeCapFired.join(', ')} reached, not expanded through\n`;
  return out;
}

const reachCommand: CommandModule = {
  name: 'reach',
  summary: 'shortest path from seed files or symbols to a target file, with and without runtime-key bridges',
  options: [
    { flags: '--from <path...>', description: 'seed files, `path::Qual.name` symbols or dotted module names (one or more)' },
    { flags: '--to <path>', description: 'target file (or symbol, or dotted module name)' },
    { flags: '--max-hops <n>', description: 'search bound', default: String(DEFAULT_MAX_HOPS) },
    ...BRIDGE_OPTIONS, DB_OPTION, JSON_OPTION,
  ],
  examples: [
    'idiomscope reach --from events/dispatcher.py --to handlers/payment_succeeded.py',
    'idiomscope reach --from webhooks/receiver.py events/dispatcher.py --to handlers/payment_succeeded.py --json',
    'idiomscope reach --from backend/shop/urls.py --to backend/ops/views.py --no-keys',
  ],
  async run(_args, opts, io) {
    const from = (opts.from as string[] | undefined) ?? [];
    if (!from.length) throw new AppError('usage', 'reach needs --from <path|symbol>... (one or more seeds)');
    if (opts.to === undefined) throw new AppError('usage', 'reach needs --to <path>');
    const maxHops = intOption(opts.maxHops, '--max-hops', 0);
    const dbPath = resolve(io.cwd, String(opts.db));
    const choice = bridgeChoice(opts, dbPath, io.cwd);
    const db = await openDatabase(dbPath);
    try {
      const plan = await planBridges(db, choice);
      const g = await loadGraph(db, plan, graphOptions(opts));
      const seeds = from.map((spec) => {
        const n = resolveEndpoint(g, spec);
        if (n === undefined) throw new AppError('not_found', `no file, symbol or module ${spec} in ${dbPath}`);
        return n;
      });
      const target = resolveEndpoint(g, String(opts.to));
      if (target === undefined) throw new AppError('not_found', `no file, symbol or module ${String(opts.to)} in ${dbPath}`);
      const withKeys = choice.keys ? reach(g, seeds, target, { keys: true, maxHops }) : null;
      const importsOnly = reach(g, seeds, target, { keys: false, maxHops });
      const report = graphReport(g.stats());
      const label = (n: number): string => g.node(n).file ?? g.node(n).label;
      if (opts.json) {
        io.stdout.write(JSON.stringify({
          from: seeds.map((n) => g.node(n).label), to: label(target), maxHops,
          bridges: { mode: plan.mode, note: plan.note, patterns: plan.patterns },
          withKeys, importsOnly, ...report,
        }, null, 2) + '\n');
        return 0;
      }
      let out = `reach ${seeds.map((n) => stripControl(g.node(n).label)).join(', ')} -> ${stripControl(label(target))} (max ${maxHops} hops)\n`;
      out += formatBridgeLines(plan) + '\n';
      if (withKeys) out += formatSetting('with key bridges', withKeys, maxHops);
      out += formatSetting('imports only', importsOnly, maxHops);
      out += '\n' + formatGraphReport(report);
      io.stdout.write(out);
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default reachCommand;
