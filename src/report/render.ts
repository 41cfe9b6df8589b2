/**
 * The notebook runner: SQL cells against the workspace, plot cells on their rows, then one HTML page
 * and one Markdown summary per notebook. A failing cell becomes an error box and a `CellFailure`;
 * the other cells still render. Output depends only on the notebook and the database.
 */
import type { Db } from '../store/db.js';
import { queryRows } from '../store/db.js';
import { createDocument, elementsOf, type DomElement } from './dom.js';
import { renderHtml } from './html.js';
import { cellsOf, type Notebook, type PlotCell, type SqlCell } from './notebook.js';
import { compilePlotCell, dataView, DataUnavailable, type Rows } from './plot-cell.js';
import { renderSummary } from './summary.js';
import { normaliseFigure } from './svg.js';
import { exposeContext, tableNames, type ReportContext } from './workspace.js';

/** A cell that could not be rendered (or a problem with the notebook itself). */
export interface CellFailure {
  notebook: string;
  cell: string;
  kind: 'sql' | 'plot' | 'notebook';
  /** 1-based line in the notebook: where DuckDB points inside the query, else the cell's fence */
  line: number;
  message: string;
}

export type CellOutput =
  | { kind: 'table'; cell: SqlCell; rows: Rows; columns: string[] }
  | { kind: 'figure'; cell: PlotCell; html: string; caption: string; marks: string }
  | { kind: 'note'; cell: SqlCell | PlotCell; text: string }
  | { kind: 'error'; cell: SqlCell | PlotCell; failure: CellFailure };

export interface RenderedNotebook {
  name: string;
  html: string;
  markdown: string;
  failures: CellFailure[];
  figures: number;
  tables: number;
}

export interface RenderOptions {
  /** repository name shown in the header (meta.repo_name) */
  repoName?: string;
  decisions?: ReadonlyMap<string, string>;
}

/** Statements a cell may run: reads only (the database is read-only as well). */
const READ_ONLY = /^\s*(\(?\s*select|with|from|show|describe|summarize|explain|pivot|unpivot|values|table)\b/i;

/** DuckDB points at the line of a query it rejects (`LINE 3:`): the same line in the notebook. */
function sqlLine(cell: SqlCell, message: string): number {
  const m = /\bLINE (\d+):/.exec(message);
  if (!m) return cell.line;
  const n = Number(m[1]);
  const bodyLines = cell.source.split('\n').length;
  return n >= 1 && n <= bodyLines ? cell.bodyLine + n - 1 : cell.line;
}

function stripComments(sql: string): string {
  return sql.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '');
}

type SqlResult = { ok: true; rows: Rows } | { ok: false; note?: string; failure?: CellFailure };

/** A required table counts only when it exists and holds a row (a stage that never ran leaves it empty). */
async function hasRows(db: Db, table: string, tables: Set<string>): Promise<boolean> {
  if (!tables.has(table)) return false;
  // the name comes from the notebook (ours), quoted as an identifier all the same
  const rows = await queryRows(db.conn, `SELECT 1 AS found FROM "${table.replace(/"/g, '""')}" LIMIT 1`);
  return rows.length > 0;
}

async function runSql(db: Db, nb: Notebook, cell: SqlCell, tables: Set<string>): Promise<SqlResult> {
  const absent: string[] = [];
  for (const t of cell.requires) if (!(await hasRows(db, t, tables))) absent.push(t);
  if (absent.length) {
    const note = absent.map((t) => nb.missing[t]).find(Boolean) ?? `no rows in ${absent.map((t) => `\`${t}\``).join(', ')} in this workspace`;
    return { ok: false, note };
  }
  const fail = (message: string, line = cell.line): SqlResult =>
    ({ ok: false, failure: { notebook: nb.path, cell: cell.name, kind: 'sql', line, message } });
  if (stripComments(cell.source).trim() === '') return fail('the cell has no query');
  if (!READ_ONLY.test(stripComments(cell.source))) return fail('only read-only SQL is allowed in a notebook (SELECT, WITH, FROM, SHOW, DESCRIBE, ...)');
  try {
    return { ok: true, rows: await queryRows(db.conn, cell.source) };
  } catch (e) {
    const message = (e as Error).message ?? String(e);
    return fail(message, sqlLine(cell, message));
  }
}

/** Mark groups that are not axes, grids or frames: `dot ×143, text ×8`. */
function markSummary(root: DomElement): string {
  const counts = new Map<string, number>();
  for (const el of elementsOf(root)) {
    const label = el.getAttribute('aria-label');
    if (label === null || el.localName !== 'g' || /axis|tick|grid|frame|label$/.test(label)) continue;
    counts.set(label, (counts.get(label) ?? 0) + Array.from(el.children).filter((c) => c.localName !== 'title').length);
  }
  return [...counts].map(([k, n]) => `${k} ×${n}`).join(', ');
}

/** The figure's caption or title, if it has one. */
function captionOf(root: DomElement): string {
  for (const el of elementsOf(root)) {
    if (el.localName === 'figcaption' || el.localName === 'h2') {
      const t = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (t) return t;
    }
  }
  return '';
}

/**
 * Renders one notebook. `db` must already carry the TEMP tables of `exposeContext` (see
 * `renderNotebooks`) when the notebook reads `decisions` or `ranked_candidates`.
 */
export async function renderNotebook(db: Db, nb: Notebook, opts: RenderOptions = {}): Promise<RenderedNotebook> {
  const failures: CellFailure[] = nb.problems.map((p) => ({ notebook: nb.path, cell: p.cell ?? '(notebook)', kind: 'notebook', line: p.line, message: p.message }));
  const tables = await tableNames(db);
  const results = new Map<string, Rows | { unavailable: string }>();
  const outputs = new Map<SqlCell | PlotCell, CellOutput>();

  // every query first, so a plot cell may use any SQL cell of the notebook
  for (const cell of cellsOf(nb)) {
    if (cell.type !== 'sql') continue;
    const r = await runSql(db, nb, cell, tables);
    if (r.ok) {
      results.set(cell.name, r.rows);
      const columns = r.rows.length ? Object.keys(r.rows[0]!) : [];
      outputs.set(cell, { kind: 'table', cell, rows: r.rows, columns });
    } else if (r.note !== undefined) {
      results.set(cell.name, { unavailable: r.note });
      outputs.set(cell, { kind: 'note', cell, text: r.note });
    } else {
      results.set(cell.name, { unavailable: `not drawn: the SQL cell \`${cell.name}\` failed` });
      failures.push(r.failure!);
      outputs.set(cell, { kind: 'error', cell, failure: r.failure! });
    }
  }

  const document = createDocument();
  let figure = 0;
  for (const cell of cellsOf(nb)) {
    if (cell.type !== 'plot') continue;
    const read: string[] = [];
    try {
      const chart = compilePlotCell(cell);
      const el = chart(dataView(results, read), { document, decisions: opts.decisions });
      const empty = read.length > 0 && read.every((n) => (results.get(n) as Rows).length === 0);
      if (empty) {
        outputs.set(cell, { kind: 'note', cell, text: `nothing to draw: ${read.map((n) => `\`${n}\``).join(', ')} returned no rows` });
        continue;
      }
      normaliseFigure(el, `plot-${++figure}`);
      outputs.set(cell, { kind: 'figure', cell, html: el.outerHTML, caption: captionOf(el), marks: markSummary(el) });
    } catch (e) {
      if (e instanceof DataUnavailable) {
        outputs.set(cell, { kind: 'note', cell, text: e.note });
        continue;
      }
      const failure: CellFailure = { notebook: nb.path, cell: cell.name, kind: 'plot', line: cell.line, message: (e as Error)?.message ?? String(e) };
      failures.push(failure);
      outputs.set(cell, { kind: 'error', cell, failure });
    }
  }

  const ordered = nb.blocks.map((b) => (b.type === 'prose' ? b : outputs.get(b)!));
  const notebookFailures = failures.filter((f) => f.kind === 'notebook');
  return {
    name: nb.name,
    html: renderHtml(nb, ordered, { repoName: opts.repoName, problems: notebookFailures }),
    markdown: renderSummary(nb, ordered, { repoName: opts.repoName, problems: notebookFailures }),
    failures,
    figures: [...outputs.values()].filter((o) => o.kind === 'figure').length,
    tables: [...outputs.values()].filter((o) => o.kind === 'table' && o.cell.rows > 0).length,
  };
}

/** Exposes the context (decisions, ranking) on `db`, then renders each notebook in turn. */
export async function renderNotebooks(db: Db, notebooks: readonly Notebook[], ctx: ReportContext & RenderOptions): Promise<RenderedNotebook[]> {
  await exposeContext(db, ctx);
  const decisions = new Map<string, string>(ctx.decisions);
  const out: RenderedNotebook[] = [];
  for (const nb of notebooks) out.push(await renderNotebook(db, nb, { repoName: ctx.repoName, decisions }));
  return out;
}
