/**
 * The INI subset setup.cfg is written in, read the way Python's configparser reads it: `[section]`
 * headers, `key = value` / `key: value` options split at the first delimiter, full-line `#`/`;`
 * comments, and continuation lines indented deeper than their option. Every piece keeps its line
 * and column; a line that fits none of these is reported, and reading goes on.
 */
import type { Pos } from '../config-common/lines.js';

export interface IniValueLine {
  /** trimmed text of this line of the value */
  text: string;
  pos: Pos;
}

export interface IniOption {
  key: string;
  pos: Pos;
  /** the first line's value (possibly empty) followed by each continuation line */
  lines: IniValueLine[];
}

export interface IniSection {
  name: string;
  pos: Pos;
  options: IniOption[];
}

export interface IniProblem {
  line: number;
  message: string;
}

export interface IniDocument {
  sections: IniSection[];
  problems: IniProblem[];
}

const SECTION = /^\[([^\]]+)\]/;

export function readIni(text: string): IniDocument {
  const sections: IniSection[] = [];
  const problems: IniProblem[] = [];
  let section: IniSection | null = null;
  let option: IniOption | null = null;
  let optionIndent = 0;
  const rawLines = text.split('\n');

  for (let idx = 0; idx < rawLines.length; idx++) {
    const lineNo = idx + 1;
    const raw = rawLines[idx]!.replace(/\r$/, '');
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith(';')) continue;
    const indent = raw.length - raw.trimStart().length;
    const col = indent + 1;

    if (option && indent > optionIndent) {
      option.lines.push({ text: trimmed, pos: { line: lineNo, col } });
      continue;
    }
    option = null;

    const header = SECTION.exec(trimmed);
    if (header) {
      section = { name: header[1]!.trim(), pos: { line: lineNo, col: col + 1 }, options: [] };
      sections.push(section);
      continue;
    }

    const delim = firstDelimiter(trimmed);
    if (delim === -1) {
      problems.push({ line: lineNo, message: `setup.cfg line ${lineNo}: expected "key = value" or "[section]", got ${JSON.stringify(clip(trimmed))}` });
      continue;
    }
    const key = trimmed.slice(0, delim).trimEnd();
    if (key === '') {
      problems.push({ line: lineNo, message: `setup.cfg line ${lineNo}: option without a name` });
      continue;
    }
    if (!section) {
      problems.push({ line: lineNo, message: `setup.cfg line ${lineNo}: option ${JSON.stringify(key)} before any [section] header` });
      continue;
    }
    const afterDelim = trimmed.slice(delim + 1);
    const value = afterDelim.trim();
    const valueCol = col + delim + 1 + (afterDelim.length - afterDelim.trimStart().length);
    option = { key, pos: { line: lineNo, col }, lines: value === '' ? [] : [{ text: value, pos: { line: lineNo, col: valueCol } }] };
    optionIndent = indent;
    section.options.push(option);
  }
  return { sections, problems };
}

function firstDelimiter(s: string): number {
  const eq = s.indexOf('=');
  const colon = s.indexOf(':');
  if (eq === -1) return colon;
  if (colon === -1) return eq;
  return Math.min(eq, colon);
}

function clip(s: string): string {
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
}
