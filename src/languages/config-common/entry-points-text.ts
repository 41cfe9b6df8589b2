/**
 * The text form of entry points: `entry_points.txt` in distribution metadata, and the same text handed
 * to `setup(entry_points="""...""")`. Read the way importlib.metadata reads it: every line stripped
 * (setuptools writes a `setup.py` string as it was, indentation included), `[group]` headers,
 * `name = pkg.mod:attr [extras]` entries, `#` and `;` comments.
 */
import type { Pos } from './lines.js';

export interface EntryPointLine {
  group: string;
  name: string;
  namePos: Pos;
  /** the text after `=`, trimmed; null when empty */
  ref: string | null;
  refPos: Pos;
}

export interface EntryPointsText {
  entries: EntryPointLine[];
  /** 1-based line and what was expected there */
  problems: { line: number; message: string }[];
}

export function readEntryPointsText(text: string): EntryPointsText {
  const entries: EntryPointLine[] = [];
  const problems: EntryPointsText['problems'] = [];
  let group: string | null = null;
  const lines = text.split('\n');
  for (let idx = 0; idx < lines.length; idx++) {
    const lineNo = idx + 1;
    const raw = lines[idx]!.replace(/\r$/, '');
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const indent = raw.length - raw.trimStart().length;
    const header = /^\[([^\]]*)\]$/.exec(line);
    if (header) {
      group = header[1]!.trim();
      if (group === '') problems.push({ line: lineNo, message: 'empty group name "[]"' });
      continue;
    }
    if (group === null || group === '') {
      problems.push({ line: lineNo, message: 'entry point before any [group] header' });
      continue;
    }
    const eq = line.indexOf('=');
    const name = eq === -1 ? '' : line.slice(0, eq).trim();
    if (eq === -1 || name === '') {
      problems.push({ line: lineNo, message: `expected "name = module:attr" in group ${JSON.stringify(group)}` });
      continue;
    }
    const after = line.slice(eq + 1);
    const ref = after.trim();
    const refCol = indent + eq + 1 + (after.length - after.trimStart().length) + 1;
    entries.push({ group, name, namePos: { line: lineNo, col: indent + 1 }, ref: ref === '' ? null : ref, refPos: { line: lineNo, col: refCol } });
  }
  return { entries, problems };
}

/** One `name = pkg.mod:attr` list element of `entry_points={"group": [...]}`; null when it is not one. */
export function readEntryPointSpec(text: string): { name: string; ref: string | null; refOffset: number } | null {
  const eq = text.indexOf('=');
  if (eq === -1) return null;
  const name = text.slice(0, eq).trim();
  if (name === '' || /\s/.test(name)) return null;
  const after = text.slice(eq + 1);
  const ref = after.trim();
  return { name, ref: ref === '' ? null : ref, refOffset: eq + 1 + (after.length - after.trimStart().length) };
}
