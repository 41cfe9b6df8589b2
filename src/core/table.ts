import { stripControl } from './paths.js';

/** A plain text table for terminals and logs; every cell is stripped of control characters. */
export function renderTable(headers: string[], rows: unknown[][], opts: { maxWidth?: number } = {}): string {
  const maxWidth = opts.maxWidth ?? 60;
  const cell = (v: unknown): string => {
    const s = v === null || v === undefined ? '' : Array.isArray(v) ? v.map((x) => JSON.stringify(x)).join(', ') : String(v);
    const clean = stripControl(s).replace(/\n/g, '\\n');
    return clean.length > maxWidth ? clean.slice(0, maxWidth - 1) + '…' : clean;
  };
  const body = rows.map((r) => r.map(cell));
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const numeric = headers.map((_, i) => body.length > 0 && body.every((r) => r[i] === '' || /^-?\d+(\.\d+)?$/.test(r[i]!)));
  const line = (r: string[]): string => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n') + '\n';
}
