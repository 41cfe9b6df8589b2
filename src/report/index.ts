/**
 * report/: notebooks (Markdown with SQL and Plot cells) rendered into self-contained HTML pages and
 * Markdown summaries. The only importer of @observablehq/plot and of the DOM shim (linkedom); reads
 * the workspace through store/ only.
 */
export { parseNotebook, cellsOf, DEFAULT_TABLE_ROWS } from './notebook.js';
export type { Notebook, NotebookProblem, SqlCell, PlotCell, ProseBlock, Cell, Block } from './notebook.js';
export { renderNotebook, renderNotebooks } from './render.js';
export type { CellFailure, CellOutput, RenderedNotebook, RenderOptions } from './render.js';
export { exposeContext, candidateLabel, type ReportContext } from './workspace.js';
export { compilePlotCell, type ChartFunction, type ChartData, type ChartEnv } from './plot-cell.js';
export { createDocument } from './dom.js';
export { normaliseFigure } from './svg.js';
export { escapeHtml, formatValue, markdownValue } from './escape.js';
