/**
 * Text for the terminal: every string that came from the scanned repository (or was typed or
 * pasted) goes through `clean` before it is drawn, and every line is fitted to the screen width.
 */
import { stripControl } from '../core/paths.js';

/** Invisible characters that reorder or hide text (bidi overrides, zero-width marks, BOM). */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** Strips control characters and escape sequences, shows line breaks as ⏎, drops bidi overrides. */
export function clean(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return stripControl(String(text)).replace(/\r\n|\r|\n/g, '⏎').replace(INVISIBLE, '');
}

function charWidth(cp: number): number {
  if (cp === 0) return 0;
  // combining marks
  if ((cp >= 0x300 && cp <= 0x36f) || (cp >= 0x1ab0 && cp <= 0x1aff) || (cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0xfe20 && cp <= 0xfe2f)) return 0;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) || (cp >= 0x2e80 && cp <= 0x303e) || (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) || (cp >= 0x4e00 && cp <= 0x9fff) || (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6) || (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) || (cp >= 0x20000 && cp <= 0x3fffd)
  ) return 2;
  return 1;
}

/** Columns a string takes in a terminal (wide East Asian characters and emoji count 2). */
export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += charWidth(ch.codePointAt(0)!);
  return w;
}

/** Cuts `s` to at most `width` columns, ending in … when cut. */
export function truncate(s: string, width: number): string {
  if (width <= 0) return '';
  if (textWidth(s) <= width) return s;
  let out = '';
  let w = 0;
  for (const ch of s) {
    const cw = charWidth(ch.codePointAt(0)!);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return out + '…';
}

/** Cuts the middle of `s` (keeping both ends of a dotted path) to at most `width` columns. */
export function truncateMiddle(s: string, width: number): string {
  if (width <= 0) return '';
  if (textWidth(s) <= width) return s;
  if (width < 5) return truncate(s, width);
  const chars = [...s];
  const keepEnd = Math.floor((width - 1) / 2);
  const keepStart = width - 1 - keepEnd;
  let head = '';
  let w = 0;
  for (const ch of chars) {
    const cw = charWidth(ch.codePointAt(0)!);
    if (w + cw > keepStart) break;
    head += ch;
    w += cw;
  }
  let tail = '';
  w = 0;
  for (let i = chars.length - 1; i >= 0; i--) {
    const cw = charWidth(chars[i]!.codePointAt(0)!);
    if (w + cw > keepEnd) break;
    tail = chars[i]! + tail;
    w += cw;
  }
  return `${head}…${tail}`;
}

/** Exactly `width` columns: cut with … or padded with spaces (on the left when `right`). */
export function fit(s: string, width: number, opts: { right?: boolean; middle?: boolean } = {}): string {
  const cut = opts.middle ? truncateMiddle(s, width) : truncate(s, width);
  const pad = ' '.repeat(Math.max(0, width - textWidth(cut)));
  return opts.right ? pad + cut : cut + pad;
}

/** Word-wraps `s` into lines of at most `width` columns; continuation lines start with `indent`. */
export function wrap(s: string, width: number, indent = ''): string[] {
  if (width <= indent.length + 4) return [truncate(s, Math.max(1, width))];
  const out: string[] = [];
  let line = '';
  for (const word of s.split(/(\s+)/)) {
    if (word === '') continue;
    const candidate = line + word;
    if (textWidth(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line.trim() !== '') out.push(line.trimEnd());
    let rest = indent + word.trimStart();
    while (textWidth(rest) > width) {
      out.push(truncate(rest, width).slice(0, -1));
      rest = indent + [...rest].slice([...truncate(rest, width)].length - 1).join('');
    }
    line = rest;
  }
  if (line.trim() !== '' || out.length === 0) out.push(line.trimEnd());
  return out;
}
