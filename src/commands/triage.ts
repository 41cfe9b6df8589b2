import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { rankCandidates } from '../analyze/rank.js';
import { AppError } from '../core/errors.js';
import { stripControl } from '../core/paths.js';
import { renderTable } from '../core/table.js';
import type { FailureCase, TriageProposal, TriageResult } from '../core/types.js';
import { applyDecisions, loadDecisions, writeFileAtomic } from '../decide/decisions.js';
import { NO_BRIDGES, loadGraph } from '../graph/load.js';
import { reach, resolveEndpoint } from '../graph/reach.js';
import { closeDatabase, openDatabase } from '../store/db.js';
import { replaceTriage } from '../store/triage.js';
import { classify, failed, proposals, type TriageIndex } from '../triage/classify.js';
import { loadTriageIndex } from '../triage/index-db.js';
import { readNativeLog, readSwebench } from '../triage/read-log.js';
import { renderTriageMarkdown } from '../triage/report.js';
import { DB_OPTION, decisionsFileFor, JSON_OPTION, type CommandModule, type Io } from './command.js';

function readText(path: string): string {
  if (!existsSync(path)) throw new AppError('path_not_found', `no such file: ${path}`, { file: path });
  return readFileSync(path, 'utf8');
}

export interface TriageRun {
  log: string;
  cases: number;
  failedCases: number;
  skipped: { line: number; message: string }[];
  results: TriageResult[];
  proposals: TriageProposal[];
}

/** Reads a log and explains every failed task against a workspace; used by `triage` and `explore --triage`. */
export async function runTriage(io: Io, opts: Record<string, unknown>, logArg: string): Promise<TriageRun> {
  const log = resolve(io.cwd, logArg);
  const skipBad = Boolean(opts.skipBad);
  const read = opts.tasks
    ? readSwebench(readText(log), log, readText(resolve(io.cwd, String(opts.tasks))), resolve(io.cwd, String(opts.tasks)), skipBad)
    : readNativeLog(readText(log), log, skipBad);
  const dbPath = resolve(io.cwd, String(opts.db));
  const db = await openDatabase(dbPath);
  try {
    const decisionsPath = decisionsFileFor(io, opts);
    const decisions = existsSync(decisionsPath) ? await loadDecisions(decisionsPath) : new Map();
    const ranked = applyDecisions(await rankCandidates(db, { allMembers: true }), decisions);
    const acceptedIds = [...decisions.values()].filter((d) => d.status === 'accepted').map((d) => d.id);
    const base = await loadTriageIndex(db, { acceptedIds, ranked });
    const graph = await loadGraph(db, NO_BRIDGES);
    const index: TriageIndex = {
      ...base,
      importReachable(from, to, hops) {
        const seeds = from.map((f) => resolveEndpoint(graph, f)).filter((n): n is number => n !== undefined);
        const target = resolveEndpoint(graph, to);
        if (!seeds.length || target === undefined) return false;
        return reach(graph, seeds, target, { keys: false, maxHops: hops }).reachable;
      },
    };
    const failing = read.cases.filter(failed);
    for (const c of failing) for (const f of [...c.expected, ...c.edited]) await base.preload(f);
    const results = failing.map((c: FailureCase) => classify(c, index));
    const run: TriageRun = { log, cases: read.cases.length, failedCases: failing.length, skipped: read.skipped, results, proposals: proposals(results) };
    return run;
  } finally {
    closeDatabase(db);
  }
}

const triage: CommandModule = {
  name: 'triage',
  summary: 'explain each coding-agent miss in a failure log and propose the patterns that would have caught them',
  args: [{ name: 'log', description: 'failure log: native JSON Lines, or SWE-bench predictions with --tasks', required: true }],
  options: [
    DB_OPTION,
    { flags: '--tasks <file>', description: 'SWE-bench tasks file (instance_id, problem_statement, patch): reads <log> as predictions' },
    { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside the database)' },
    { flags: '--skip-bad', description: 'skip malformed lines (counted) instead of stopping at the first' },
    { flags: '--out <dir>', description: 'where the Markdown report goes', default: 'reports/triage' },
    { flags: '--no-write', description: 'print only: write no report and store nothing' },
    JSON_OPTION,
  ],
  examples: [
    'idiomscope triage sample-repos/webhook-service.failures.jsonl',
    'idiomscope triage predictions.jsonl --tasks tasks.jsonl --json',
  ],
  async run(args, opts, io) {
    const run = await runTriage(io, opts, args[0]!);
    if (opts.write !== false) {
      const out = resolve(io.cwd, String(opts.out));
      mkdirSync(out, { recursive: true });
      const name = basename(run.log).replace(/\.(jsonl|json)$/, '');
      writeFileAtomic(join(out, `${name}.md`), renderTriageMarkdown(run, relative(io.cwd, run.log) || run.log));
      const db = await openDatabase(resolve(io.cwd, String(opts.db)), { readOnly: false });
      try {
        await replaceTriage(db, relative(io.cwd, run.log), run.results, run.proposals);
      } finally {
        closeDatabase(db);
      }
    }
    if (opts.json) {
      io.stdout.write(JSON.stringify({ cases: run.cases, failed: run.failedCases, skipped: run.skipped, results: run.results, proposals: run.proposals }, null, 2) + '\n');
      return 0;
    }
    const s = stripControl;
    let out = `${run.failedCases} of ${run.cases} tasks failed${run.skipped.length ? `; ${run.skipped.length} bad lines skipped` : ''}\n\n`;
    out += renderTable(['task', 'category', 'why'], run.results.map((r) => [s(r.taskId), r.category, s(r.summary)]), { maxWidth: 90 });
    if (run.proposals.length) {
      out += '\nproposals (patterns ranked by failed tasks they would fix):\n';
      out += renderTable(['fixes', 'candidate', 'subject', 'role', 'pos', 'tasks'], run.proposals.map((p) => [p.fixes, p.candidateId ?? 'new', s(p.subject), p.role, p.position, p.tasks.join(', ')]), { maxWidth: 60 });
    }
    for (const sk of run.skipped) io.stderr.write(`${run.log}:${sk.line}: skipped: ${sk.message}\n`);
    io.stdout.write(out);
    return 0;
  },
};

export default triage;
