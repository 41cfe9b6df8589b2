/**
 * `npm run bench [-- --repo DIR] [-- --json] [-- --files N]`
 *
 * Measures the scanner on a synthetic Python repository and then a synthetic Java repository (or
 * on one real repository with --repo): bare tree-sitter parse, full scans through the built CLI
 * with 1 and 2 workers, ast-grep on the same files, a no-change rescan, DuckDB load share and rate,
 * and peak memory — each ratio next to its aim. Progress goes to stderr; the report to stdout, as
 * aligned tables or (--json) one JSON object.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { packageRoot } from '../src/core/package-root.js';
import { detectLanguage } from './corpus.js';
import {
  type BenchContext, type BenchOptions, formatTable, type LanguageId, runSections, type Target, type TargetResult, toJson,
} from './harness.js';
import { SECTIONS } from './sections.js';
import { DEFAULT_JAVA_FILES, ensureJavaRepo } from './synthetic-java.js';
import { DEFAULT_PYTHON_FILES, ensurePythonRepo } from './synthetic-python.js';

const USAGE = `usage: node dist/bench/bench.js [options]    (npm run bench -- [options])

  --repo DIR        measure this repository only (instead of the synthetic ones)
  --lang LANG       language of --repo: python or java (default: whichever has more files)
  --files N         synthetic Python files (default ${DEFAULT_PYTHON_FILES}); Java gets 3/5 of it
  --java-files N    synthetic Java files (default ${DEFAULT_JAVA_FILES}, or 3/5 of --files)
  --jobs N          workers for the parallel scans (default 2)
  --json            print one JSON object instead of tables
  --keep            keep the scratch directory (databases, rule files)
  -h, --help        this text
`;

function positiveInt(v: string | undefined, flag: string): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a positive integer`);
  return n;
}

export function parseArgs(argv: string[]): BenchOptions | null {
  const opts: BenchOptions = { repo: null, lang: null, json: false, pythonFiles: DEFAULT_PYTHON_FILES, javaFiles: DEFAULT_JAVA_FILES, keep: false, jobs: 2 };
  let javaSet = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [flag, inline] = a.startsWith('--') && a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--repo': opts.repo = value() ?? null; if (!opts.repo) throw new Error('--repo needs a directory'); break;
      case '--lang': {
        const l = value();
        if (l !== 'python' && l !== 'java') throw new Error('--lang must be python or java');
        opts.lang = l;
        break;
      }
      case '--files': opts.pythonFiles = positiveInt(value(), '--files'); break;
      case '--java-files': opts.javaFiles = positiveInt(value(), '--java-files'); javaSet = true; break;
      case '--jobs': opts.jobs = positiveInt(value(), '--jobs'); break;
      case '--json': opts.json = true; break;
      case '--keep': opts.keep = true; break;
      case '-h': case '--help': return null;
      default: throw new Error(`unknown option ${a}\n\n${USAGE}`);
    }
  }
  if (!javaSet && opts.pythonFiles !== DEFAULT_PYTHON_FILES) opts.javaFiles = Math.max(1, Math.round((opts.pythonFiles * 3) / 5));
  return opts;
}

function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

/** Targets are prepared one at a time, so generation progress shows up in order. */
function plannedTargets(opts: BenchOptions): (() => Target)[] {
  if (opts.repo) {
    const dir = resolve(opts.repo);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`--repo ${opts.repo}: no such directory`);
    const language: LanguageId = opts.lang ?? detectLanguage(dir);
    return [() => ({ id: 'repo', label: `${language} repository ${basename(dir)}`, language, dir, synthetic: null })];
  }
  const synthetic = (language: LanguageId, files: number): (() => Target) => () => {
    log(`${language}: preparing the synthetic repository (${files} files)`);
    const repo = language === 'python' ? ensurePythonRepo({ files }) : ensureJavaRepo({ files });
    log(`${language}: ${repo.reused ? 'reused' : 'generated'} ${repo.dir} (${(repo.bytes / 1e6).toFixed(1)} MB${repo.reused ? '' : `, ${(repo.ms / 1000).toFixed(1)} s`})`);
    return {
      id: language, label: `synthetic ${language}, ${files} files`, language, dir: repo.dir,
      synthetic: { files: repo.files, bytes: repo.bytes, lines: repo.lines, reused: repo.reused, generateMs: repo.ms },
    };
  };
  return [synthetic('python', opts.pythonFiles), synthetic('java', opts.javaFiles)];
}

export async function main(argv: string[]): Promise<number> {
  let opts: BenchOptions | null;
  try {
    opts = parseArgs(argv);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (!opts) {
    process.stdout.write(USAGE);
    return 0;
  }
  const root = packageRoot();
  if (!existsSync(join(root, 'dist', 'src', 'cli.js'))) {
    process.stderr.write('dist/src/cli.js is missing: run `npm run build` first (npm run bench does)\n');
    return 2;
  }
  const started = performance.now();
  const base = join(tmpdir(), 'idiomscope-bench');
  mkdirSync(base, { recursive: true });
  const scratch = mkdtempSync(join(base, 'run-'));
  const results: TargetResult[] = [];
  let failed = false;
  try {
    for (const prepare of plannedTargets(opts)) {
      const target = prepare();
      const tmp = join(scratch, target.id);
      mkdirSync(tmp, { recursive: true });
      const ctx: BenchContext = {
        root, tmp, target, opts, state: new Map(), value: () => null,
        log: (m) => log(`${target.id}: ${m}`),
      };
      const result = await runSections(ctx, SECTIONS);
      results.push(result);
      if (result.sections.some((s) => s.error)) failed = true;
      if (!opts.json) process.stdout.write(`${results.length > 1 ? '\n' : ''}${formatTable(result)}`);
    }
  } finally {
    if (opts.keep) log(`scratch directory kept: ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
  const totalS = (performance.now() - started) / 1000;
  log(`done in ${totalS.toFixed(1)} s`);
  if (opts.json) {
    const cpu = cpus();
    const report = {
      tool: 'idiomscope-bench',
      createdAt: new Date().toISOString(),
      machine: {
        node: process.version, platform: process.platform, arch: process.arch,
        cpus: availableParallelism(), cpuModel: cpu[0]?.model ?? null, memoryMiB: Math.round(totalmem() / 2 ** 20),
      },
      options: opts,
      totalSeconds: totalS,
      targets: results.map(toJson),
    };
    process.stdout.write(JSON.stringify(report, null, 2) + '\n');
  } else {
    process.stdout.write(`\ntotal bench time ${totalS.toFixed(1)} s on ${availableParallelism()} cores\n`);
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
