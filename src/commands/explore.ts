import { basename, dirname, join, relative, resolve } from 'node:path';
import { pairsOf } from '../analyze/pairs.js';
import { rankCandidates } from '../analyze/rank.js';
import { AppError } from '../core/errors.js';
import type { Candidate } from '../core/types.js';
import { applyDecisions, DECISIONS_FILE, loadDecisions, saveDecisionChanges } from '../decide/decisions.js';
import { closeDatabase, openDatabase, readMeta, runNamed, type Db } from '../store/db.js';
import type { DataSource, DecisionStore, KeyRow, TriageData } from '../tui/data-source.js';
import { createSourceReader } from '../tui/source-reader.js';
import { DB_OPTION, type CommandModule, type Io } from './command.js';
import { runTriage } from './triage.js';

export interface ExploreOptions {
  /** workspace database (default `.idiomscope/index.duckdb`, from the current directory) */
  db?: string;
  /** decisions file (default `idiomscope.yaml` in the workspace: the directory of the database) */
  decisions?: string;
  /** a failure log to triage: the app opens on its failed tasks and proposals */
  triage?: string;
  /** SWE-bench tasks file: reads the log as predictions (with `triage`) */
  tasks?: string;
  /** skip malformed log lines instead of stopping at the first (with `triage`) */
  skipBad?: boolean;
}

/** Runs one database call at a time: the explorer may ask for pairs and keys together. */
function serial(): <T>(f: () => Promise<T>) => Promise<T> {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(f: () => Promise<T>): Promise<T> => {
    const next = chain.then(f, f);
    chain = next.catch(() => undefined);
    return next;
  };
}

/** The explorer's DataSource over a workspace database and the repository on disk. */
export function databaseSource(db: Db, repoRoot: string | null, prepare: (c: Candidate[]) => Candidate[] = (c) => c,
  keepApart: readonly string[] = []): DataSource {
  const one = serial();
  const read = repoRoot ? createSourceReader(repoRoot) : async (): Promise<null> => null;
  return {
    candidates: () => one(async () => prepare(await rankCandidates(db, { keepApart }))),
    pairs: (id) => one(() => pairsOf(db, id)),
    keys: (id) => one(async () => (await runNamed(db, 'candidate-keys', { id })).map((r): KeyRow => ({
      key: String(r.key ?? ''),
      tier: String(r.tier ?? ''),
      sites: Number(r.sites ?? 0),
      files: Number(r.files ?? 0),
      exampleFile: r.example_file === null || r.example_file === undefined ? null : String(r.example_file),
      exampleLine: r.example_line === null || r.example_line === undefined ? null : Number(r.example_line),
    }))),
    sourceLine: read,
  };
}

/** `idiomscope explore`: the ranked candidates in an Ink app, deciding each into the decisions file. */
export async function runExplore(io: Io, opts: ExploreOptions): Promise<number> {
  if (opts.triage === undefined && (opts.tasks !== undefined || opts.skipBad)) {
    throw new AppError('usage', `${opts.tasks !== undefined ? '--tasks' : '--skip-bad'} reads a failure log: give it with --triage <log>`);
  }
  if (!io.stdin.isTTY || !io.stdout.isTTY) {
    throw new AppError('not_a_terminal',
      `explore is interactive and needs a terminal on stdin and stdout (${!io.stdin.isTTY ? 'stdin' : 'stdout'} is not one); ` +
      (opts.triage
        ? 'run `idiomscope triage <log>` for the failed tasks and proposals, or `idiomscope rank` for the ranked table, instead'
        : 'run `idiomscope rank` for the ranked table instead'));
  }
  const dbPath = resolve(io.cwd, opts.db ?? join('.idiomscope', 'index.duckdb'));
  const decisionsPath = opts.decisions ? resolve(io.cwd, opts.decisions) : join(dirname(dbPath), DECISIONS_FILE);
  // a malformed decisions file stops here, before the screen changes, with its line
  const initial = await loadDecisions(decisionsPath);
  // so does a bad failure log; the explorer writes no report and stores nothing from it
  let triage: TriageData | undefined;
  let skipped: { line: number; message: string }[] = [];
  if (opts.triage !== undefined) {
    const run = await runTriage(io, { db: dbPath, decisions: decisionsPath, tasks: opts.tasks, skipBad: opts.skipBad, write: false }, opts.triage);
    skipped = run.skipped;
    triage = {
      log: relative(io.cwd, run.log) || run.log,
      cases: run.cases, failedCases: run.failedCases, skipped: run.skipped.length,
      results: run.results, proposals: run.proposals,
    };
  }
  const db = await openDatabase(dbPath);
  try {
    const meta = await readMeta(db);
    const store: DecisionStore = {
      label: decisionsPath,
      load: async () => initial,
      save: (changes) => saveDecisionChanges(decisionsPath, changes),
    };
    // rows decided before the session keep their own place; decisions made now do not move rows
    const source = databaseSource(db, meta.repo_root ?? null, (c) => applyDecisions(c, initial), [...initial.keys()]);
    // React's development build makes every key press about three times slower; the CLI is not a
    // development environment. Ink and React load only here, so other commands start without them.
    process.env.NODE_ENV ??= 'production';
    const { renderExplore } = await import('../tui/index.js');
    const handle = renderExplore(source, {
      decisions: store,
      title: meta.repo_name ?? (meta.repo_root ? basename(meta.repo_root) : ''),
      triage,
      stdin: io.stdin as NodeJS.ReadStream,
      stdout: io.stdout as NodeJS.WriteStream,
      stderr: io.stderr as NodeJS.WriteStream,
      alternateScreen: true,
    });
    const result = await handle.done;
    for (const sk of skipped) io.stderr.write(`${triage!.log}:${sk.line}: skipped: ${sk.message}\n`);
    if (result.saveError) throw result.saveError;
    const proposed = result.proposed ? ` (and ${result.proposed} new pattern${result.proposed === 1 ? '' : 's'} proposed by triage)` : '';
    io.stdout.write(`${result.decided} decision${result.decided === 1 ? '' : 's'} this session; ` +
      `${result.accepted} accepted${proposed}, ${result.rejected} rejected, ${result.pending} pending in ${decisionsPath}\n`);
    return 0;
  } finally {
    closeDatabase(db);
  }
}

const explore: CommandModule = {
  name: 'explore',
  summary: 'review the ranked candidates in the terminal: accept or reject each, with a reason',
  options: [
    DB_OPTION,
    { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside the database)' },
    { flags: '--triage <log>', description: 'open on the failed tasks of a failure log and the proposals that would fix them (accept with a)' },
    { flags: '--tasks <file>', description: 'with --triage: SWE-bench tasks file; reads <log> as predictions' },
    { flags: '--skip-bad', description: 'with --triage: skip malformed log lines (counted) instead of stopping at the first' },
  ],
  examples: [
    'idiomscope explore',
    'idiomscope explore --db work/index.duckdb --decisions idiomscope.yaml',
    'idiomscope explore --triage sample-repos/webhook-service.failures.jsonl',
  ],
  run(_args, opts, io) {
    const str = (v: unknown): string | undefined => (v === undefined ? undefined : String(v));
    return runExplore(io, {
      db: str(opts.db), decisions: str(opts.decisions), triage: str(opts.triage), tasks: str(opts.tasks), skipBad: Boolean(opts.skipBad),
    });
  },
};

export default explore;
