/**
 * The benchmark's skeleton: a target (one repository) is measured by a list of sections, each an
 * async function returning named figures. Sections run in order and may read what earlier sections
 * left in `ctx.state`; a section that throws is recorded and the next one still runs.
 *
 * Adding a measurement (ranking time, TUI first screen, ...) is one more `Section` in the list in
 * sections.ts — the text table and the JSON output pick its figures up unchanged.
 */

export type Comparison = '<=' | '<' | '>=' | '>';

/** A goal a figure is held against; `ok` is computed from it. */
export interface Aim {
  op: Comparison;
  target: number;
}

export interface Figure {
  /** stable machine name, unique within a target (`scan2.wallS`) */
  key: string;
  /** what the text table prints */
  label: string;
  value: number | string | boolean | null;
  /** `s`, `MB/s`, `%`, `×`, `MiB`, `rows/s` ... */
  unit?: string;
  /** decimals for numbers (default: 2, integers print as integers) */
  digits?: number;
  aim?: Aim;
}

export interface SectionOutput {
  figures: Figure[];
  notes?: string[];
}

export type LanguageId = 'python' | 'java';

/** One repository to measure. */
export interface Target {
  /** `python`, `java`, or `repo` for --repo */
  id: string;
  label: string;
  language: LanguageId;
  dir: string;
  synthetic: { files: number; bytes: number; lines: number; reused: boolean; generateMs: number } | null;
}

export interface BenchOptions {
  repo: string | null;
  lang: LanguageId | null;
  json: boolean;
  pythonFiles: number;
  javaFiles: number;
  keep: boolean;
  /** extra worker count for the parallel scan (default 2) */
  jobs: number;
}

export interface BenchContext {
  /** idiomscope package root (where bin/idiomscope.js lives) */
  root: string;
  /** scratch directory of this target (database, rule file); removed at the end unless --keep */
  tmp: string;
  target: Target;
  opts: BenchOptions;
  /** values sections hand to later sections (file texts, scan summaries, ...) */
  state: Map<string, unknown>;
  /** numeric value of a figure an earlier section produced, if any */
  value(key: string): number | null;
  /** a progress line on stderr */
  log(message: string): void;
}

export interface Section {
  id: string;
  title: string;
  /** a reason to skip this section for this target (printed as a note), or null to run it */
  skip?(ctx: BenchContext): string | null;
  run(ctx: BenchContext): Promise<SectionOutput>;
}

export interface SectionResult {
  id: string;
  title: string;
  ms: number;
  figures: (Figure & { ok: boolean | null })[];
  notes: string[];
  skipped: string | null;
  error: string | null;
}

export interface TargetResult {
  target: Target;
  sections: SectionResult[];
}

export function meets(value: number, aim: Aim): boolean {
  switch (aim.op) {
    case '<=': return value <= aim.target;
    case '<': return value < aim.target;
    case '>=': return value >= aim.target;
    case '>': return value > aim.target;
  }
}

export async function runSections(ctx: BenchContext, sections: readonly Section[]): Promise<TargetResult> {
  const results: SectionResult[] = [];
  const values = new Map<string, number>();
  ctx.value = (key) => values.get(key) ?? null;
  for (const s of sections) {
    const skipped = s.skip?.(ctx) ?? null;
    if (skipped) {
      results.push({ id: s.id, title: s.title, ms: 0, figures: [], notes: [], skipped, error: null });
      continue;
    }
    const t0 = performance.now();
    try {
      const out = await s.run(ctx);
      const figures = out.figures.map((f) => {
        if (typeof f.value === 'number' && Number.isFinite(f.value)) values.set(f.key, f.value);
        const ok = f.aim && typeof f.value === 'number' && Number.isFinite(f.value) ? meets(f.value, f.aim) : null;
        return { ...f, ok };
      });
      results.push({ id: s.id, title: s.title, ms: performance.now() - t0, figures, notes: out.notes ?? [], skipped: null, error: null });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      ctx.log(`${s.title}: FAILED: ${message}`);
      results.push({ id: s.id, title: s.title, ms: performance.now() - t0, figures: [], notes: [], skipped: null, error: message });
    }
  }
  return { target: ctx.target, sections: results };
}

// ---- output ----------------------------------------------------------------------------------------

const AIM_TEXT: Record<Comparison, string> = { '<=': '≤', '<': '<', '>=': '≥', '>': '>' };

export function formatValue(f: Figure): string {
  const v = f.value;
  if (v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return v;
  if (!Number.isFinite(v)) return String(v);
  const digits = f.digits ?? (Number.isInteger(v) ? 0 : 2);
  const text = f.unit === '%' ? v.toFixed(digits) : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return f.unit ? `${text} ${f.unit}` : text;
}

function formatAim(f: Figure): string {
  if (!f.aim) return '';
  return `${AIM_TEXT[f.aim.op]} ${f.aim.target.toLocaleString('en-US')}${f.unit && f.unit !== '×' ? ` ${f.unit}` : ''}`;
}

function pad(s: string, n: number): string {
  // String width as code points; the table holds no wide characters.
  const len = [...s].length;
  return len >= n ? s : s + ' '.repeat(n - len);
}

function padStart(s: string, n: number): string {
  const len = [...s].length;
  return len >= n ? s : ' '.repeat(n - len) + s;
}

/** An aligned text table of one target's figures, with its notes underneath. */
export function formatTable(result: TargetResult): string {
  const rows: [string, string, string, string, string][] = [];
  const notes: string[] = [];
  const skips = new Map<string, string[]>();
  for (const s of result.sections) {
    let first = true;
    const title = (): string => {
      const t = first ? s.title : '';
      first = false;
      return t;
    };
    if (s.skipped) rows.push([title(), '(skipped)', '', '', '']);
    if (s.error) rows.push([title(), '(failed)', '', '', '']);
    for (const f of s.figures) {
      rows.push([title(), f.label, formatValue(f), formatAim(f), f.ok === null ? '' : f.ok ? 'ok' : 'MISS']);
    }
    if (s.skipped) {
      const titles = skips.get(s.skipped);
      if (titles) titles.push(s.title);
      else skips.set(s.skipped, [s.title]);
    }
    if (s.error) notes.push(`${s.title}: failed: ${s.error}`);
    for (const n of s.notes) notes.push(`${s.title}: ${n}`);
  }
  for (const [reason, titles] of skips) notes.push(`${titles.join(', ')} skipped: ${reason}`);
  const head: [string, string, string, string, string] = ['section', 'figure', 'value', 'aim', ''];
  const all = [head, ...rows];
  const w = [0, 1, 2, 3].map((i) => Math.max(...all.map((r) => [...r[i]!].length)));
  const line = (r: string[]): string => `${pad(r[0]!, w[0]!)}  ${pad(r[1]!, w[1]!)}  ${padStart(r[2]!, w[2]!)}  ${pad(r[3]!, w[3]!)}  ${r[4]}`.trimEnd();
  const out = [line(head), line(w.map((n) => '-'.repeat(n)).concat('----')), ...rows.map(line)];
  const t = result.target;
  const title = `== ${t.label} — ${t.dir} ==`;
  return [title, ...out, ...(notes.length ? ['', ...notes.map((n) => `note: ${n}`)] : [])].join('\n') + '\n';
}

/** The JSON form: every figure of every section, plus a flat key → value map and the aims. */
export function toJson(result: TargetResult): Record<string, unknown> {
  const figures: Record<string, number | string | boolean | null> = {};
  const aims: Record<string, unknown>[] = [];
  for (const s of result.sections) {
    for (const f of s.figures) {
      figures[f.key] = f.value;
      if (f.aim) aims.push({ key: f.key, label: f.label, value: f.value, op: f.aim.op, target: f.aim.target, unit: f.unit ?? null, ok: f.ok });
    }
  }
  return {
    id: result.target.id,
    label: result.target.label,
    language: result.target.language,
    dir: result.target.dir,
    synthetic: result.target.synthetic,
    figures,
    aims,
    sections: result.sections.map((s) => ({
      id: s.id, title: s.title, ms: Math.round(s.ms), skipped: s.skipped, error: s.error, notes: s.notes,
      figures: s.figures.map((f) => ({ key: f.key, label: f.label, value: f.value, unit: f.unit ?? null, aim: f.aim ?? null, ok: f.ok })),
    })),
  };
}
