/**
 * Where keys sit in a TOML text. smol-toml gives values without positions, so this scanner walks
 * the text once (tables, dotted keys, inline tables, skipping strings, arrays and comments) and
 * records, for every key path it meets, the position of the key and of its value. It only runs on
 * text the parser accepted, so it can be forgiving.
 */
import { LineIndex, type Pos } from '../config-common/lines.js';

export interface KeyLocation {
  key: Pos;
  value: Pos | null;
}

export class TomlLocations {
  constructor(private readonly byPath: Map<string, KeyLocation>) {}

  get(path: readonly string[]): KeyLocation | undefined {
    return this.byPath.get(pathKey(path));
  }

  /** The key's position, else the nearest enclosing key's, else the start of the file. */
  keyPos(path: readonly string[]): Pos {
    for (let n = path.length; n > 0; n--) {
      const loc = this.byPath.get(pathKey(path.slice(0, n)));
      if (loc) return loc.key;
    }
    return { line: 1, col: 1 };
  }

  /** The value's position, else the key's. */
  valuePos(path: readonly string[]): Pos {
    return this.get(path)?.value ?? this.keyPos(path);
  }
}

function pathKey(path: readonly string[]): string {
  return JSON.stringify(path);
}

interface Segment {
  name: string;
  start: number;
}

const BARE = /[A-Za-z0-9_-]/;

export function locateTomlKeys(text: string): TomlLocations {
  const lines = new LineIndex(text);
  const byPath = new Map<string, KeyLocation>();
  const n = text.length;
  let i = 0;
  let table: string[] = [];

  const record = (path: string[], keyOffset: number, valueOffset: number | null): void => {
    const k = pathKey(path);
    if (!byPath.has(k)) byPath.set(k, { key: lines.pos(keyOffset), value: valueOffset === null ? null : lines.pos(valueOffset) });
  };
  const recordPrefixes = (base: string[], segs: Segment[]): void => {
    for (let s = 0; s < segs.length - 1; s++) record([...base, ...segs.slice(0, s + 1).map((x) => x.name)], segs[s]!.start, null);
  };

  const skipSpaces = (): void => {
    while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
  };
  const skipToEol = (): void => {
    while (i < n && text[i] !== '\n') i++;
  };
  /** whitespace, newlines and comments */
  const skipBlank = (): void => {
    for (;;) {
      while (i < n && /\s/.test(text[i]!)) i++;
      if (text[i] === '#') skipToEol();
      else return;
    }
  };

  const readKeyPath = (): Segment[] | null => {
    const segs: Segment[] = [];
    for (;;) {
      skipSpaces();
      const start = i;
      const c = text[i];
      if (c === '"') {
        i++;
        let name = '';
        while (i < n && text[i] !== '"' && text[i] !== '\n') {
          if (text[i] === '\\') {
            name += unescape(text, i);
            i += escapeLength(text, i);
          } else name += text[i++];
        }
        i++;
        segs.push({ name, start });
      } else if (c === "'") {
        const end = text.indexOf("'", i + 1);
        if (end === -1) return null;
        segs.push({ name: text.slice(i + 1, end), start });
        i = end + 1;
      } else {
        while (i < n && BARE.test(text[i]!)) i++;
        if (i === start) return null;
        segs.push({ name: text.slice(start, i), start });
      }
      skipSpaces();
      if (text[i] === '.') i++;
      else return segs;
    }
  };

  const skipValue = (path: string[] | null): void => {
    if (text.startsWith('"""', i) || text.startsWith("'''", i)) {
      const q = text[i]!;
      const delim = q.repeat(3);
      i += 3;
      while (i < n && !text.startsWith(delim, i)) i += q === '"' && text[i] === '\\' ? 2 : 1;
      i += 3;
      for (let extra = 0; extra < 2 && text[i] === q; extra++) i++;
      return;
    }
    const c = text[i];
    if (c === '"') {
      i++;
      while (i < n && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === "'") {
      i++;
      while (i < n && text[i] !== "'" && text[i] !== '\n') i++;
      i++;
    } else if (c === '{') {
      i++;
      for (;;) {
        skipBlank();
        if (i >= n) return;
        if (text[i] === '}') {
          i++;
          return;
        }
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (!keyValue(path)) {
          i++;
        }
      }
    } else if (c === '[') {
      i++;
      for (;;) {
        skipBlank();
        if (i >= n) return;
        if (text[i] === ']') {
          i++;
          return;
        }
        if (text[i] === ',') {
          i++;
          continue;
        }
        const before = i;
        skipValue(null);
        if (i === before) i++;
      }
    } else {
      while (i < n && !',]}#\n'.includes(text[i]!)) i++;
    }
  };

  /** `key.path = value` at i; records it under `base` (nothing recorded when base is null). */
  const keyValue = (base: string[] | null): boolean => {
    const segs = readKeyPath();
    if (!segs) return false;
    skipSpaces();
    if (text[i] !== '=') return false;
    i++;
    skipSpaces();
    if (base) {
      const full = [...base, ...segs.map((s) => s.name)];
      record(full, segs[segs.length - 1]!.start, i);
      recordPrefixes(base, segs);
      skipValue(full);
    } else skipValue(null);
    return true;
  };

  while (i < n) {
    skipBlank();
    if (i >= n) break;
    const before = i;
    if (text[i] === '[') {
      i += text[i + 1] === '[' ? 2 : 1;
      const segs = readKeyPath();
      if (segs && segs.length > 0) {
        table = segs.map((s) => s.name);
        recordPrefixes([], segs);
        record(table, segs[segs.length - 1]!.start, null);
      }
      skipToEol();
    } else if (!keyValue(table)) {
      skipToEol();
    }
    if (i === before) i++;
  }
  return new TomlLocations(byPath);
}

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', e: '\x1b', '"': '"', '\\': '\\' };

function escapeLength(text: string, i: number): number {
  const c = text[i + 1];
  if (c === 'u') return 6;
  if (c === 'U') return 10;
  if (c === 'x') return 4;
  return 2;
}

function unescape(text: string, i: number): string {
  const c = text[i + 1] ?? '';
  if (c in SIMPLE_ESCAPES) return SIMPLE_ESCAPES[c]!;
  const hex = c === 'u' ? text.slice(i + 2, i + 6) : c === 'U' ? text.slice(i + 2, i + 10) : c === 'x' ? text.slice(i + 2, i + 4) : '';
  const code = Number.parseInt(hex, 16);
  return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : c;
}
