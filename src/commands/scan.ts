import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { STOPLIST } from '../analyze/weights.js';
import { AppError } from '../core/errors.js';
import { isTestPath } from '../core/paths.js';
import { Progress } from '../core/progress.js';
import { traceStage } from '../core/trace.js';
import type { ScanSummary } from '../core/types.js';
import { moduleNames, namespacePackages, pythonModules } from '../scan/modules.js';
import { extractorFingerprint } from '../scan/fingerprint.js';
import { deriveFingerprint } from '../store/fingerprint.js';
import { scanFiles } from '../scan/pool.js';
import { readSource } from '../scan/read-source.js';
import { walkRepo } from '../scan/walk.js';
import type { FileTask } from '../scan/worker.js';
import { FRAMEWORKS } from '../frameworks/index.js';
import { LANGUAGES } from '../languages/index.js';
import { closeDatabase, derive, openDatabase, queryRows } from '../store/db.js';
import { SCAN_COLUMNS, ScanWriter } from '../store/load.js';
import { AtomicDatabase, carryOverTables, copyReusedRows, readPreviousScan } from '../store/workspace.js';
import { DB_OPTION, intOption, JSON_OPTION, type CommandModule, type Io } from './command.js';

/** Derived tables rebuilt after every scan, in dependency order. */
const DERIVED = ['reexports', 'dotted-refs', 'key-sites', 'file-sets',
  'candidate-names', 'candidate-sites', 'candidate-pairs', 'candidate-keys', 'candidate-callables', 'candidate-features'];

export interface ScanOptions {
  repo: string;
  db: string;
  jobs: number;
  maxFileBytes: number;
  /** called with each file finished, for progress */
  onFile?: (done: number, total: number) => void;
}

/** walk -> worker pool -> appender, into a new database renamed over the old one when complete. */
export async function scanRepository(opts: ScanOptions): Promise<ScanSummary> {
  const t0 = performance.now();
  const repo = resolve(opts.repo);
  if (!existsSync(repo)) throw new AppError('path_not_found', `no such directory: ${opts.repo}`, { file: opts.repo });
  if (!statSync(repo).isDirectory()) throw new AppError('path_not_directory', `${opts.repo} is a file`, { file: opts.repo });

  traceStage('scan: read previous');
  const previous = await readPreviousScan(opts.db);
  const extractor = extractorFingerprint();
  const reusable = previous && previous.repoRoot === repo && previous.extractor === extractor;
  const derivation = deriveFingerprint();
  const prevHashes = reusable ? previous.hashes : new Map<string, string>();

  traceStage('scan: walk');
  const otherFiles: string[] = [];
  const entries = walkRepo(repo, otherFiles);
  // the names of files nobody reads are facts too: a new template is a change
  const othersHash = createHash('sha1').update(otherFiles.join('\n')).digest('hex');
  // (a namespace package is told by its own imports: its files are read for that, within the size limit)
  const byPath = new Map(entries.map((e) => [e.path, e]));
  const namespaces = namespacePackages(entries.map((e) => e.path), (path) => {
    const e = byPath.get(path);
    return e && !e.skip ? readSource(e.abs, opts.maxFileBytes, e.bytes).text : null;
  });
  const modules = pythonModules(entries.map((e) => e.path), namespaces);
  const tasks: FileTask[] = entries.map((e) => {
    const module = modules.get(e.path) ?? null;
    // a file's rows are reused only when it would be extracted as the same module (Java files name their own package)
    const sameModule = module === null || (reusable && previous.modules.get(e.path) === module);
    return {
      path: e.path, abs: e.abs, bytes: e.bytes, language: e.language, module,
      inTest: isTestPath(e.path), prevHash: sameModule ? prevHashes.get(e.path) ?? null : null, skip: e.skip,
    };
  });
  const t1 = performance.now();

  const out = await AtomicDatabase.begin(opts.db);
  const onSignal = (): void => {
    out.abort();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const skipped: Record<string, number> = {};
  const reused: string[] = [];
  let scanned = 0;
  let literals = 0;
  let definitions = 0;
  let parseErrorFiles = 0;
  let loadMs = 0;
  let done = 0;
  // a skipped file that was skipped the same way before is no change
  let unchangedSkips = 0;
  try {
    const writer = await ScanWriter.open(out.db);
    for (const fw of FRAMEWORKS) for (const k of fw.idioms) writer.writeKnownIdiom(fw.id, k);
    for (const fw of FRAMEWORKS) for (const k of fw.signatures ?? []) writer.writeKnownSignature(fw.id, k);
    for (const lang of LANGUAGES) for (const n of lang.standardLibrary ?? []) writer.writeStandardName(lang.id, n);
    for (const p of otherFiles) writer.writeOtherFile(p);
    for (const m of moduleNames(entries.filter((e) => !e.skip).map((e) => e.path), namespaces)) writer.writeModule(m.file, m.module, m.root);
    traceStage(`scan: parse ${tasks.length} files`);
    const threads = await scanFiles(tasks, { jobs: opts.jobs, maxFileBytes: opts.maxFileBytes }, (r) => {
      const ls = performance.now();
      done++;
      if (r.reused) reused.push(r.file.path);
      else {
        writer.writeFile(r.file);
        if (r.file.skipReason) {
          skipped[r.file.skipReason] = (skipped[r.file.skipReason] ?? 0) + 1;
          if (reusable && previous.files.get(r.file.path) === `${r.file.skipReason}|${r.file.hash ?? ''}`) unchangedSkips++;
          writer.writeError(r.file.path, null, 'skip', r.problem ?? r.file.skipReason);
        } else if (r.facts) {
          scanned++;
          literals += r.facts.literals.length;
          definitions += r.facts.definitions.length;
          if (r.facts.parseErrors > 0) parseErrorFiles++;
          writer.writeFacts(r.facts);
        } else {
          parseErrorFiles++;
          writer.writeError(r.file.path, null, 'extract', r.problem ?? 'extraction failed');
        }
      }
      loadMs += performance.now() - ls;
      opts.onFile?.(done, tasks.length);
    });
    const t2 = performance.now();
    traceStage('scan: parsed');
    writer.close();
    if (reusable && previous.derive === derivation && previous.otherFiles === othersHash && reused.length + unchangedSkips === tasks.length && previous.files.size === tasks.length) {
      // nothing changed: the previous database already holds exactly these rows and their derived tables
      out.abort();
      const t3 = performance.now();
      const prevCounts = await countRows(opts.db);
      return {
        repo, db: opts.db, files: tasks.length, scanned: 0, reused: reused.length, skipped, parseErrorFiles: prevCounts.parseErrorFiles,
        literals: prevCounts.literals, definitions: prevCounts.definitions, seconds: (t3 - t0) / 1000,
        timings: { walkMs: t1 - t0, parseExtractMs: t2 - t1 - loadMs, loadMs, finalizeMs: t3 - t2 },
        rowsLoaded: 0, jobs: threads, peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
      };
    }
    if (reused.length && previous) await copyReusedRows(out.db, opts.db, reused, Object.keys(SCAN_COLUMNS));
    for (const step of DERIVED) {
      traceStage(`scan: derive ${step}`);
      await derive(out.db, step, { idiomscope_stoplist: STOPLIST });
    }
    const counts = await queryRows(out.db.conn, `SELECT (SELECT count(*) FROM literals) AS literals, (SELECT count(*) FROM definitions) AS defs,
      (SELECT count(*) FROM files WHERE parse_errors > 0) AS perr`);
    literals = Number(counts[0]!.literals);
    definitions = Number(counts[0]!.defs);
    parseErrorFiles = Number(counts[0]!.perr);
    const meta: Record<string, string> = {
      repo_root: repo,
      repo_name: repo.split(/[\\/]/).pop() ?? repo,
      scanned_at: new Date().toISOString(),
      files: String(tasks.length),
      extractor,
      derive: derivation,
      other_files: othersHash,
    };
    for (const [k, v] of Object.entries(meta)) await out.db.conn.run('INSERT INTO meta VALUES ($k, $v)', { k, v });
    // runtime keys and triage of this repository survive the rescan; `keys` says when they are older
    if (previous && previous.repoRoot === repo) await carryOverTables(out.db, opts.db);
    const rowsLoaded = writer.rows;
    traceStage('scan: commit');
    out.commit();
    const t3 = performance.now();
    return {
      repo, db: opts.db, files: tasks.length, scanned, reused: reused.length, skipped, parseErrorFiles, literals, definitions,
      seconds: (t3 - t0) / 1000,
      timings: { walkMs: t1 - t0, parseExtractMs: t2 - t1 - loadMs, loadMs, finalizeMs: t3 - t2 },
      rowsLoaded, jobs: threads,
      peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
    };
  } catch (e) {
    out.abort();
    throw e;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

async function countRows(db: string): Promise<{ literals: number; definitions: number; parseErrorFiles: number }> {
  const conn = await openDatabase(db);
  try {
    const r = (await queryRows(conn.conn, `SELECT (SELECT count(*) FROM literals) AS literals, (SELECT count(*) FROM definitions) AS defs,
      (SELECT count(*) FROM files WHERE parse_errors > 0) AS perr`))[0]!;
    return { literals: Number(r.literals), definitions: Number(r.defs), parseErrorFiles: Number(r.perr) };
  } finally {
    closeDatabase(conn);
  }
}

export function formatSummary(s: ScanSummary): string {
  const skips = Object.entries(s.skipped).sort().map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
  return `scanned ${s.scanned} files, reused ${s.reused}, skipped ${Object.values(s.skipped).reduce((a, b) => a + b, 0)} (${skips}); ` +
    `${s.parseErrorFiles} with parse errors; ${s.literals} literals, ${s.definitions} definitions in ${s.seconds.toFixed(2)}s -> ${s.db}`;
}

const scan: CommandModule = {
  name: 'scan',
  summary: 'scan a repository: every string literal by position, into the workspace database',
  args: [{ name: 'repo', description: 'root directory of the repository to scan', required: true }],
  options: [
    DB_OPTION,
    { flags: '--jobs <n>', description: 'worker threads (default: one per core; a scan that fits one batch runs on the main thread)' },
    { flags: '--max-file-bytes <n>', description: 'skip files larger than this', default: String(1024 * 1024) },
    JSON_OPTION,
  ],
  examples: ['idiomscope scan sample-repos/webhook-service', 'idiomscope scan ~/src/django --db django.duckdb --jobs 2'],
  async run(args, opts, io: Io) {
    const jobs = opts.jobs === undefined ? Math.max(1, availableParallelism()) : intOption(opts.jobs, '--jobs', 1);
    const maxFileBytes = intOption(opts.maxFileBytes, '--max-file-bytes', 1);
    const db = resolve(io.cwd, String(opts.db));
    let progress: Progress | null = null;
    const summary = await scanRepository({
      repo: resolve(io.cwd, args[0]!), db, jobs, maxFileBytes,
      onFile: (done, total) => {
        progress ??= new Progress('scanning', total, io.stderr as NodeJS.WriteStream);
        progress.update(done);
      },
    });
    (progress as Progress | null)?.done();
    if (opts.json) io.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    else io.stdout.write(formatSummary(summary) + '\n');
    return 0;
  },
};

export default scan;
