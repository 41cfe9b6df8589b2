/**
 * Notebooks: Markdown files with fenced cells, in the spirit of Observable notebooks.
 *
 * ````
 * ---
 * title: Registries                      optional front matter (YAML)
 * missing:                               note shown by a cell whose `requires` table is absent or empty
 *   triage_results: "no triage results in this workspace: run `idiomscope triage <log>`"
 * ---
 * # Heading, prose ...
 *
 * ```sql callees rows=10 requires=literals
 * SELECT ...                             a named, read-only query against the workspace
 * ```
 *
 * ```plot callees_chart
 * Plot.plot({ marks: [Plot.dot(data.callees, {x: "files", y: "sites"})] })
 * ```
 * ````
 *
 * Parsing is pure: the text in, cells with their 1-based line numbers out. Problems (an unclosed
 * fence, a cell without a name, a name used twice) are collected, never thrown, so one bad cell does
 * not hide the rest of a notebook.
 */
import { basename, extname } from 'node:path';
import { parse as parseYaml } from 'yaml';

/** Rows of an SQL result shown as a table when a cell does not say (`rows=N`; `rows=0` hides it). */
export const DEFAULT_TABLE_ROWS = 12;

export interface SqlCell {
  type: 'sql';
  name: string;
  /** line of the opening fence */
  line: number;
  /** line of the first line of the query */
  bodyLine: number;
  source: string;
  /** rows shown as a table (0: none; the plot cells still see every row) */
  rows: number;
  /** tables that must exist and hold rows; when one is absent or empty the cell shows a note instead */
  requires: string[];
}

export interface PlotCell {
  type: 'plot';
  name: string;
  line: number;
  bodyLine: number;
  /** JavaScript: an expression (or a function body with `return`) evaluating to a Plot figure */
  source: string;
}

/** Markdown between cells (ordinary fenced code blocks included). */
export interface ProseBlock {
  type: 'prose';
  line: number;
  text: string;
}

export type Block = SqlCell | PlotCell | ProseBlock;
export type Cell = SqlCell | PlotCell;

export interface NotebookProblem {
  line: number;
  /** the cell the problem is about, when there is one */
  cell?: string;
  message: string;
}

export interface Notebook {
  /** path as given (used in messages) */
  path: string;
  /** file name without `.md`: names the output files */
  name: string;
  title: string;
  /** note per table, shown by cells that require it when it is absent or empty */
  missing: Record<string, string>;
  blocks: Block[];
  problems: NotebookProblem[];
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const FENCE = /^(\s{0,3})(`{3,}|~{3,})\s*([^`]*)$/;

interface Info {
  lang: string;
  name?: string;
  options: Record<string, string>;
}

function parseInfo(info: string): Info {
  const words = info.trim().split(/\s+/).filter(Boolean);
  const lang = (words.shift() ?? '').toLowerCase();
  const options: Record<string, string> = {};
  let name: string | undefined;
  for (const w of words) {
    const eq = w.indexOf('=');
    if (eq > 0) options[w.slice(0, eq)] = w.slice(eq + 1);
    else if (name === undefined) name = w;
    else options[w] = 'true';
  }
  return { lang, name, options };
}

function frontMatter(lines: string[], problems: NotebookProblem[]): { end: number; data: Record<string, unknown> } {
  if (lines[0]?.trim() !== '---') return { end: 0, data: {} };
  const close = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (close < 0) {
    problems.push({ line: 1, message: 'front matter opened with `---` is never closed' });
    return { end: 0, data: {} };
  }
  try {
    const data: unknown = parseYaml(lines.slice(1, close).join('\n'));
    if (data !== null && data !== undefined && (typeof data !== 'object' || Array.isArray(data))) {
      problems.push({ line: 1, message: 'front matter must be a mapping' });
      return { end: close + 1, data: {} };
    }
    return { end: close + 1, data: (data ?? {}) as Record<string, unknown> };
  } catch (e) {
    problems.push({ line: 1, message: `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}` });
    return { end: close + 1, data: {} };
  }
}

/** Parses the text of a notebook. `path` is used for the name and in messages only. */
export function parseNotebook(text: string, path: string): Notebook {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const problems: NotebookProblem[] = [];
  const fm = frontMatter(lines, problems);
  const blocks: Block[] = [];
  const names = new Map<string, number>();
  let prose: string[] = [];
  let proseLine = fm.end + 1;
  let plots = 0;

  const flushProse = (): void => {
    const body = prose.join('\n');
    if (body.trim() !== '') blocks.push({ type: 'prose', line: proseLine, text: body });
    prose = [];
  };

  for (let i = fm.end; i < lines.length; i++) {
    const m = FENCE.exec(lines[i]!);
    if (!m) {
      if (prose.length === 0) proseLine = i + 1;
      prose.push(lines[i]!);
      continue;
    }
    const fence = m[2]!;
    const info = parseInfo(m[3]!);
    // the closing fence: same character, at least as long, nothing after it
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const t = lines[j]!.trim();
      if (t.length >= fence.length && t === fence[0]!.repeat(t.length)) {
        close = j;
        break;
      }
    }
    const end = close < 0 ? lines.length : close;
    if (info.lang !== 'sql' && info.lang !== 'plot') {
      // ordinary code block: part of the prose
      if (prose.length === 0) proseLine = i + 1;
      prose.push(...lines.slice(i, close < 0 ? lines.length : close + 1));
      i = end;
      continue;
    }
    flushProse();
    const line = i + 1;
    const source = lines.slice(i + 1, end).join('\n');
    if (close < 0) problems.push({ line, message: `\`\`\`${info.lang} cell is never closed` });
    let name = info.name;
    if (info.lang === 'plot' && name === undefined) name = `figure_${++plots}`;
    else if (info.lang === 'plot') plots++;
    if (name === undefined || !NAME.test(name)) {
      problems.push({ line, message: name === undefined ? 'an sql cell needs a name: ```sql my_name' : `cell name ${JSON.stringify(name)} is not an identifier (letters, digits, _)` });
      name = name === undefined ? `cell_line_${line}` : name;
    }
    if (names.has(name)) problems.push({ line, cell: name, message: `cell name ${name} is already used on line ${names.get(name)}` });
    else names.set(name, line);
    if (info.lang === 'sql') {
      let rows = DEFAULT_TABLE_ROWS;
      if (info.options.rows !== undefined) {
        const n = Number(info.options.rows);
        if (Number.isInteger(n) && n >= 0) rows = n;
        else problems.push({ line, cell: name, message: `rows=${info.options.rows} is not a whole number >= 0` });
      }
      const requires = info.options.requires ? info.options.requires.split(',').map((s) => s.trim()).filter(Boolean) : [];
      blocks.push({ type: 'sql', name, line, bodyLine: line + 1, source, rows, requires });
    } else {
      blocks.push({ type: 'plot', name, line, bodyLine: line + 1, source });
    }
    i = end;
    proseLine = i + 2;
  }
  flushProse();

  const missing: Record<string, string> = {};
  const rawMissing = fm.data.missing;
  if (rawMissing && typeof rawMissing === 'object' && !Array.isArray(rawMissing)) {
    for (const [k, v] of Object.entries(rawMissing)) missing[k] = String(v);
  }
  const heading = blocks.find((b): b is ProseBlock => b.type === 'prose' && /^#\s/m.test(b.text));
  const h1 = heading ? /^#\s+(.+)$/m.exec(heading.text)?.[1]?.trim() : undefined;
  const name = basename(path, extname(path));
  const title = typeof fm.data.title === 'string' ? fm.data.title : h1 ?? name;
  return { path, name, title, missing, blocks, problems };
}

/** The cells of a notebook, in order. */
export function cellsOf(nb: Notebook): Cell[] {
  return nb.blocks.filter((b): b is Cell => b.type !== 'prose');
}
