/**
 * One self-contained HTML page per notebook: inline CSS, inline SVG, no script, no external
 * resource (a Content-Security-Policy forbids any fetch), so it opens the same offline, from a CI
 * artefact or an e-mail attachment. Every SQL value is escaped by `htmlValue`.
 */
import { escapeHtml, htmlValue, rowCountText } from './escape.js';
import { renderProse } from './markdown.js';
import type { Notebook, ProseBlock } from './notebook.js';
import type { CellFailure, CellOutput } from './render.js';

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const CSS = `
:root { color-scheme: light; --fg: #1d2330; --muted: #5b6478; --line: #d9dde6; --bg: #ffffff; --soft: #f5f6f9; }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
header.top { border-bottom: 1px solid var(--line); background: var(--soft); padding: .6rem 1.5rem; color: var(--muted); font-size: 13px; }
header.top strong { color: var(--fg); }
main { max-width: 1100px; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1 { font-size: 1.8rem; margin: 1rem 0 .5rem; }
h2 { font-size: 1.3rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .2rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 .4rem; }
p, li { max-width: 75ch; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 0 .2em; border-radius: 3px; }
pre { background: var(--soft); padding: .6rem .8rem; overflow-x: auto; border-radius: 4px; }
pre code { background: none; padding: 0; }
.cell { margin: 1rem 0 1.5rem; }
.cell details summary { cursor: pointer; color: var(--muted); font-size: 13px; }
.cell .meta { color: var(--muted); font-size: 13px; margin: .3rem 0; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; font-size: 13px; margin: .4rem 0; }
th, td { border-bottom: 1px solid var(--line); padding: .25rem .6rem; text-align: left; vertical-align: top; max-width: 38ch; overflow-wrap: anywhere; }
th { background: var(--soft); font-weight: 600; white-space: nowrap; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
figure { margin: 0; }
.plot svg, .plot figure { max-width: 100%; height: auto; }
.plot h2 { border: none; font-size: 1rem; margin: 0 0 .3rem; }
.plot figcaption { color: var(--muted); font-size: 13px; }
.note { border-left: 4px solid #9aa4b8; background: var(--soft); padding: .5rem .8rem; color: var(--muted); }
.error { border: 1px solid #d64545; border-left-width: 4px; background: #fdf1f1; padding: .5rem .8rem; }
.error pre { background: #fff; margin: .4rem 0 0; white-space: pre-wrap; }
`.trim();

export interface PageOptions {
  repoName?: string;
  problems?: CellFailure[];
}

function table(o: Extract<CellOutput, { kind: 'table' }>): string {
  const shown = o.rows.slice(0, o.cell.rows);
  const meta = rowCountText(o.rows.length, o.cell.rows);
  const source = `<details><summary>SQL <code>${escapeHtml(o.cell.name)}</code>, line ${o.cell.line}</summary><pre><code class="language-sql">${escapeHtml(o.cell.source)}</code></pre></details>`;
  if (o.cell.rows === 0 || shown.length === 0) return `${source}<p class="meta">${meta}</p>`;
  const head = o.columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = shown.map((r) => `<tr>${o.columns.map((c) => {
    const v = r[c];
    return typeof v === 'number' || typeof v === 'bigint' ? `<td class="num">${htmlValue(v)}</td>` : `<td>${htmlValue(v)}</td>`;
  }).join('')}</tr>`).join('\n');
  return `${source}<div class="table-wrap"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div><p class="meta">${meta}</p>`;
}

function failureBox(f: CellFailure): string {
  const what = f.kind === 'notebook' ? 'notebook' : `${f.kind} cell <code>${escapeHtml(f.cell)}</code>`;
  return `<div class="error" role="alert"><strong>Error</strong> in ${what} of ${escapeHtml(f.notebook)}, line ${f.line}<pre>${escapeHtml(f.message)}</pre></div>`;
}

function output(o: CellOutput): string {
  const id = `cell-${o.cell.name}`;
  switch (o.kind) {
    case 'table':
      return `<section class="cell sql" id="${id}">${table(o)}</section>`;
    case 'figure':
      return `<div class="cell plot" id="${id}">${o.html}</div>`;
    case 'note':
      return `<div class="cell note-cell" id="${id}"><p class="note">${escapeHtml(o.text).replace(/`([^`]+)`/g, '<code>$1</code>')}</p></div>`;
    case 'error':
      return `<div class="cell" id="${id}">${failureBox(o.failure)}</div>`;
  }
}

/** The page: header, notebook-level problems, then prose and cell outputs in notebook order. */
export function renderHtml(nb: Notebook, blocks: ReadonlyArray<ProseBlock | CellOutput>, opts: PageOptions = {}): string {
  const title = opts.repoName ? `${nb.title} — ${opts.repoName}` : nb.title;
  const body = blocks.map((b) => ('type' in b && b.type === 'prose' ? renderProse(b.text) : output(b as CellOutput))).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="idiomscope report">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
${CSS}
</style>
</head>
<body>
<header class="top">idiomscope report · <strong>${escapeHtml(opts.repoName ?? 'workspace')}</strong> · ${escapeHtml(nb.path)}</header>
<main>
${(opts.problems ?? []).map(failureBox).join('\n')}
${body}
</main>
</body>
</html>
`;
}
