/**
 * java.util.Properties syntax, as Spring Boot reads `application.properties` and a ResourceBundle its
 * `messages_de.properties`: `key=value`, `key: value`, `key value`, `#`/`!` comment lines, `\` line
 * continuations, `\uXXXX` and the other backslash escapes, and Boot's `#---` / `!---` document
 * separators. Every decoded character keeps the offset it came from, so placeholders inside values can
 * be placed exactly.
 */

import { LineIndex } from './lines.js';
import type { ConfigFacts } from './rows.js';

/** `.properties` files of build and runtime tooling that live beside an application's own: no keys of the application */
export const TOOLING_PROPERTIES = /^(application|bootstrap)([-_].*)?\.properties$|(^|[-_.])(wrapper|platform|project|devtools|log4j2?|logback|logging|simplelogger|gradle|spy|h2\.server|git|junit-platform)\.properties$/i;

export interface PropertyEntry {
  key: string;
  keyOffset: number;
  value: string;
  /** offset of the first value character (the key's offset when the value is empty) */
  valueOffset: number;
  /** source offset of each character of `value` */
  valueOffsets: number[];
}

export interface PropertiesProblem {
  offset: number;
  message: string;
}

export interface PropertiesDocument {
  entries: PropertyEntry[];
}

export interface PropertiesFile {
  documents: PropertiesDocument[];
  problems: PropertiesProblem[];
}

interface NaturalLine {
  start: number;
  end: number;
}

const WS = new Set([' ', '\t', '\f']);

function naturalLines(text: string): NaturalLine[] {
  const lines: NaturalLine[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n' || c === '\r') {
      lines.push({ start, end: i });
      if (c === '\r' && text[i + 1] === '\n') i++;
      start = i + 1;
    }
  }
  if (start < text.length) lines.push({ start, end: text.length });
  return lines;
}

function endsWithContinuation(text: string, line: NaturalLine, from: number): boolean {
  let slashes = 0;
  for (let i = line.end - 1; i >= from && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 1;
}

class MalformedEscape extends Error {
  constructor(readonly offset: number) {
    super('Malformed \\uxxxx encoding');
  }
}

export function readProperties(text: string): PropertiesFile {
  const documents: PropertiesDocument[] = [{ entries: [] }];
  const problems: PropertiesProblem[] = [];
  const lines = naturalLines(text);

  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!;
    let i = line.start;
    while (i < line.end && WS.has(text[i]!)) i++;
    if (i === line.end) continue;
    if (text[i] === '#' || text[i] === '!') {
      const body = text.slice(line.start, line.end).trimEnd();
      if ((body === '#---' || body === '!---') && documents[documents.length - 1]!.entries.length > 0) documents.push({ entries: [] });
      continue;
    }
    // the logical line: characters with their offsets, continuation backslashes removed
    const chars: string[] = [];
    const offsets: number[] = [];
    let cur = line;
    let from = i;
    for (;;) {
      const cont = endsWithContinuation(text, cur, from);
      const stop = cont ? cur.end - 1 : cur.end;
      for (let k = from; k < stop; k++) {
        chars.push(text[k]!);
        offsets.push(k);
      }
      if (!cont || li + 1 >= lines.length) break;
      cur = lines[++li]!;
      from = cur.start;
      while (from < cur.end && WS.has(text[from]!)) from++;
    }
    try {
      documents[documents.length - 1]!.entries.push(parseLogical(chars, offsets));
    } catch (err) {
      if (err instanceof MalformedEscape) problems.push({ offset: err.offset, message: err.message });
      else throw err;
    }
  }
  return { documents: documents.filter((d, k) => k === 0 || d.entries.length > 0), problems };
}

function parseLogical(chars: string[], offsets: number[]): PropertyEntry {
  let p = 0;
  let key = '';
  for (; p < chars.length; p++) {
    const c = chars[p]!;
    if (c === '\\') {
      const [ch, used] = decodeEscape(chars, offsets, p);
      key += ch;
      p += used - 1;
      continue;
    }
    if (c === '=' || c === ':' || WS.has(c)) break;
    key += c;
  }
  while (p < chars.length && WS.has(chars[p]!)) p++;
  if (p < chars.length && (chars[p] === '=' || chars[p] === ':')) {
    p++;
    while (p < chars.length && WS.has(chars[p]!)) p++;
  }
  const valueOffset = p < chars.length ? offsets[p]! : offsets[0]!;
  let value = '';
  const valueOffsets: number[] = [];
  for (; p < chars.length; p++) {
    const at = offsets[p]!;
    if (chars[p] === '\\') {
      const [ch, used] = decodeEscape(chars, offsets, p);
      value += ch;
      for (let k = 0; k < ch.length; k++) valueOffsets.push(at);
      p += used - 1;
    } else {
      value += chars[p];
      valueOffsets.push(at);
    }
  }
  return { key, keyOffset: offsets[0]!, value, valueOffset, valueOffsets };
}

/** The character an escape at p stands for, and how many logical characters it used. */
function decodeEscape(chars: string[], offsets: number[], p: number): [string, number] {
  const c = chars[p + 1];
  if (c === undefined) return ['', 1];
  if (c === 'u') {
    const hex = chars.slice(p + 2, p + 6).join('');
    if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new MalformedEscape(offsets[p]!);
    return [String.fromCharCode(Number.parseInt(hex, 16)), 6];
  }
  const simple: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };
  return [simple[c] ?? c, 2];
}

/** The named entries of a properties file, every document's, its problems recorded on `out` with their lines. */
export function propertyEntries(text: string, out: ConfigFacts): { lines: LineIndex; entries: PropertyEntry[] } {
  const lines = new LineIndex(text);
  const parsed = readProperties(text);
  for (const p of parsed.problems) out.parseError(lines.line(p.offset), p.message);
  return { lines, entries: parsed.documents.flatMap((d) => d.entries).filter((e) => e.key !== '') };
}
