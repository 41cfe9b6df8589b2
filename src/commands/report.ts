import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { rankCandidates } from '../analyze/rank.js';
import { AppError } from '../core/errors.js';
import { packageRoot } from '../core/package-root.js';
import { loadDecisions } from '../decide/decisions.js';
import { parseNotebook, type Notebook } from '../report/notebook.js';
import type { CellFailure } from '../report/render.js';
import { closeDatabase, openDatabase, readMeta } from '../store/db.js';
import { DB_OPTION, decisionsFileFor, type CommandModule } from './command.js';

/** The notebooks shipped with idiomscope. */
export function notebooksDir(): string {
  return join(packageRoot(), 'notebooks');
}

const posix = (p: string): string => p.split(sep).join('/');

/** A notebook argument: a path from the current directory, or the name of a shipped notebook. */
function resolveNotebook(arg: string, cwd: string): string {
  const direct = resolve(cwd, arg);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  if (!arg.includes('/') && !arg.includes(sep)) {
    const shipped = join(notebooksDir(), arg.endsWith('.md') ? arg : `${arg}.md`);
    if (existsSync(shipped)) return shipped;
  }
  throw new AppError('path_not_found', `no notebook ${arg} (a path, or one of: ${shippedNotebooks().map((p) => basename(p, '.md')).join(', ')})`, { file: arg });
}

function shippedNotebooks(): string[] {
  const dir = notebooksDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md').sort().map((f) => join(dir, f));
}

/** How a notebook is named in messages and in the reports: stable, whatever the current directory. */
function displayPath(abs: string, cwd: string): string {
  const shipped = relative(notebooksDir(), abs);
  if (!shipped.startsWith('..') && !isAbsolute(shipped)) return `notebooks/${posix(shipped)}`;
  const rel = relative(cwd, abs);
  return rel.startsWith('..') || isAbsolute(rel) ? posix(abs) : posix(rel);
}

/** One line per failure for stderr: `notebook:line: sql cell `name`: DuckDB's message`. */
export function formatFailure(f: CellFailure): string {
  const [first, ...rest] = f.message.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '?').split('\n');
  const what = f.kind === 'notebook' ? 'notebook' : `${f.kind} cell \`${f.cell}\``;
  return [`${f.notebook}:${f.line}: ${what}: ${first}`, ...rest.filter((l) => l.trim() !== '').map((l) => `    ${l}`)].join('\n');
}

const report: CommandModule = {
  name: 'report',
  summary: 'render notebooks (Markdown with SQL and Plot cells) into self-contained HTML pages and Markdown summaries',
  args: [{ name: 'notebook', description: 'notebook files or shipped notebook names (default: every notebook in notebooks/)', variadic: true }],
  options: [
    DB_OPTION,
    { flags: '--out <dir>', description: 'directory for <notebook>.html and <notebook>.md', default: 'reports' },
    { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside the database)' },
  ],
  examples: [
    'idiomscope report',
    'idiomscope report registries --out out/reports',
    'idiomscope report my-notebook.md --db .idiomscope/index.duckdb',
  ],
  async run(args, opts, io) {
    const paths = args.length ? args.map((a) => resolveNotebook(a, io.cwd)) : shippedNotebooks();
    if (paths.length === 0) throw new AppError('path_not_found', `no notebooks in ${notebooksDir()}`, { file: notebooksDir() });
    const notebooks: Notebook[] = paths.map((p) => parseNotebook(readFileSync(p, 'utf8'), displayPath(p, io.cwd)));
    const names = new Map<string, string>();
    for (const nb of notebooks) {
      if (names.has(nb.name)) throw new AppError('usage', `notebooks ${names.get(nb.name)} and ${nb.path} would both write ${nb.name}.html`);
      names.set(nb.name, nb.path);
    }

    const dbPath = resolve(io.cwd, String(opts.db));
    const decisionsFile = decisionsFileFor(io, opts);
    const db = await openDatabase(dbPath, { readOnly: true });
    let failures: CellFailure[] = [];
    const out = resolve(io.cwd, String(opts.out));
    try {
      const decided = await loadDecisions(decisionsFile);
      const decisions = new Map([...decided].map(([id, d]) => [id, d.status]));
      const candidates = await rankCandidates(db, { keepApart: decided.keys() });
      const members = await rankCandidates(db, { allMembers: true });
      const meta = await readMeta(db);
      // (Plot and its DOM load here, not when any other command starts)
      const { renderNotebooks } = await import('../report/render.js');
      const rendered = await renderNotebooks(db, notebooks, { decisions, candidates, members, repoName: meta.repo_name });
      mkdirSync(out, { recursive: true });
      for (const r of rendered) {
        writeFileSync(join(out, `${r.name}.html`), r.html);
        writeFileSync(join(out, `${r.name}.md`), r.markdown);
        const shown = posix(relative(io.cwd, join(out, r.name)) || r.name);
        io.stdout.write(`${shown}.html, ${shown}.md: ${r.figures} figure${r.figures === 1 ? '' : 's'}, ${r.tables} table${r.tables === 1 ? '' : 's'}` +
          `${r.failures.length ? `, ${r.failures.length} failed cell${r.failures.length === 1 ? '' : 's'}` : ''}\n`);
        failures = failures.concat(r.failures);
      }
    } finally {
      closeDatabase(db);
    }
    if (failures.length === 0) return 0;
    for (const f of failures) io.stderr.write(formatFailure(f) + '\n');
    // a failed query is an SQL error; a failed plot cell or a malformed notebook is an invalid input file
    const kind = failures.some((f) => f.kind === 'sql') ? 'sql_error' : 'config_invalid';
    const first = failures.find((f) => f.kind === 'sql') ?? failures[0]!;
    const notebooksFailing = new Set(failures.map((f) => f.notebook)).size;
    const summary = `${failures.length} cell${failures.length === 1 ? '' : 's'} failed in ${notebooksFailing} notebook${notebooksFailing === 1 ? '' : 's'} ` +
      `(first: cell \`${first.cell}\`); the other cells were rendered and the reports written with error boxes`;
    throw new AppError(kind, summary, { file: first.notebook, line: first.line });
  },
};

export default report;
