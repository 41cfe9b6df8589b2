/**
 * Escaping and value formatting. Every value of an SQL result may hold text from the scanned
 * repository (`"<script>alert(1)</script>"`, terminal escapes, pipes): it is data, and reaches the
 * HTML and the Markdown only through these functions.
 */

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML[c]!);
}

/** C0 controls (but tab and newline), DEL and C1 controls, shown as visible `\u001b` escapes. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function visibleControls(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** HTML for one table cell: escaped, with control characters made visible. */
export function htmlValue(v: unknown): string {
  return escapeHtml(visibleControls(formatValue(v)));
}

/**
 * One Markdown table cell: control characters made visible, newlines folded, `|` and the inline
 * syntax characters backslash-escaped, `<`, `>` and `&` written as entities so no renderer reads
 * repository text as markup.
 */
export function markdownValue(v: unknown): string {
  return visibleControls(formatValue(v))
    .replace(/\r\n?|\n/g, ' ')
    .replace(/[\\`*_[\]|#]/g, (c) => `\\${c}`)
    .replace(/[&<>]/g, (c) => HTML[c]!);
}

/**
 * Stable text of a value: integers as they are, other numbers with a fixed number of decimals
 * (2 from 1 up, 1 from 100 up, 3 significant digits below 1), lists joined by `, `, dates as ISO,
 * null as the empty string. The same value always prints the same way.
 */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return formatNumber(v);
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().replace('T00:00:00.000Z', '');
  if (Array.isArray(v)) return v.map(formatValue).join(', ');
  return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x));
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  if (Number.isInteger(n)) return String(n);
  const a = Math.abs(n);
  const text = a >= 100 ? n.toFixed(1) : a >= 1 ? n.toFixed(2) : n.toPrecision(3);
  // -0.00 and friends
  return /^-0(\.0+)?$/.test(text) ? text.slice(1) : text;
}

/** `12 rows`, `143 rows, the first 10 shown`, `34 rows (drawn below, not listed)`. */
export function rowCountText(total: number, limit: number): string {
  if (total === 0) return 'no rows';
  const rows = `${total} row${total === 1 ? '' : 's'}`;
  if (limit === 0) return `${rows} (drawn, not listed)`;
  return total > limit ? `${rows}, the first ${limit} shown` : rows;
}
