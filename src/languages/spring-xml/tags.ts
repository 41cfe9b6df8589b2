/**
 * Positions in an XML text. fast-xml-parser gives the element tree without offsets, so this
 * scanner lists start tags in document order (the same order as a pre-order walk of the parsed
 * tree) with the offsets of their attribute values. It also finds the root element cheaply, to
 * tell Spring bean contexts and MyBatis mappers from every other XML file before parsing anything.
 */
import { LineIndex, type Pos } from '../config-common/lines.js';

export interface RawAttribute {
  name: string;
  /** offset of the attribute name */
  nameStart: number;
  /** offset of the first character inside the quotes */
  valueStart: number;
  /** the value as written (entities not decoded) */
  raw: string;
}

export interface StartTag {
  name: string;
  start: number;
  /** offset just past the tag's `>` */
  end: number;
  attrs: RawAttribute[];
}

const NAME = /[^\s/>=]+/y;

/** Offset after the prolog item (`<?..?>`, `<!--..-->`, `<!DOCTYPE ..>`, `<![CDATA[..]]>`) at i, or -1. */
function skipMarkup(text: string, i: number): number {
  if (text.startsWith('<?', i)) return after(text, '?>', i + 2);
  if (text.startsWith('<!--', i)) return after(text, '-->', i + 4);
  if (text.startsWith('<![CDATA[', i)) return after(text, ']]>', i + 9);
  if (text.startsWith('<!', i)) return afterDeclaration(text, i + 2);
  return i;
}

function after(text: string, close: string, from: number): number {
  const j = text.indexOf(close, from);
  return j === -1 ? -1 : j + close.length;
}

/** End of `<!DOCTYPE ...>`, with quoted ids and an internal `[...]` subset. */
function afterDeclaration(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") {
      const j = text.indexOf(c, i + 1);
      if (j === -1) return -1;
      i = j;
    } else if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === '>' && depth <= 0) return i + 1;
  }
  return -1;
}

export function localName(qname: string): string {
  const i = qname.indexOf(':');
  return i === -1 ? qname : qname.slice(i + 1);
}

/** Local name of the document's root element, or null when the prolog does not lead to one. */
export function rootElement(text: string): string | null {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // a bean context declares its root within the first few kilobytes; give up past that
  const limit = Math.min(text.length, 64 * 1024);
  while (i < limit) {
    while (i < limit && /\s/.test(text[i]!)) i++;
    if (text[i] !== '<') return null;
    const next = skipMarkup(text, i);
    if (next === -1) return null;
    if (next !== i) {
      i = next;
      continue;
    }
    NAME.lastIndex = i + 1;
    const m = NAME.exec(text);
    return m ? localName(m[0]) : null;
  }
  return null;
}

/** Every start tag (including empty-element tags) in document order. */
export function startTags(text: string): StartTag[] {
  const tags: StartTag[] = [];
  let i = text.indexOf('<');
  while (i !== -1 && i < text.length) {
    const next = skipMarkup(text, i);
    if (next === -1) break;
    if (next !== i) {
      i = text.indexOf('<', next);
      continue;
    }
    if (text[i + 1] === '/') {
      i = text.indexOf('<', i + 2);
      continue;
    }
    NAME.lastIndex = i + 1;
    const m = NAME.exec(text);
    if (!m) {
      i = text.indexOf('<', i + 1);
      continue;
    }
    const tag: StartTag = { name: m[0], start: i, end: text.length, attrs: [] };
    let j = i + 1 + m[0].length;
    for (;;) {
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (j >= text.length) break;
      if (text[j] === '>') {
        j++;
        break;
      }
      if (text.startsWith('/>', j)) {
        j += 2;
        break;
      }
      NAME.lastIndex = j;
      const a = NAME.exec(text);
      if (!a) {
        j++;
        continue;
      }
      const nameStart = j;
      j += a[0].length;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      if (text[j] !== '=') continue;
      j++;
      while (j < text.length && /\s/.test(text[j]!)) j++;
      const q = text[j];
      if (q !== '"' && q !== "'") continue;
      const close = text.indexOf(q, j + 1);
      if (close === -1) break;
      tag.attrs.push({ name: a[0], nameStart, valueStart: j + 1, raw: text.slice(j + 1, close) });
      j = close + 1;
    }
    tag.end = j;
    tags.push(tag);
    i = text.indexOf('<', j);
  }
  return tags;
}

/**
 * Start tags claimed one by one in step with a pre-order walk of the parsed tree, and the
 * positions of attribute values (or of a token inside one) in the text.
 */
export class TagCursor {
  readonly lines: LineIndex;
  private readonly tags: StartTag[];
  private cursor = 0;
  /** position of the last claimed start tag: the fallback when a value cannot be placed */
  lastPos: Pos = { line: 1, col: 1 };

  constructor(readonly text: string) {
    this.lines = new LineIndex(text);
    this.tags = startTags(text);
  }

  /** The start tag in the text that corresponds to the next parsed element named `name`. */
  claim(name: string): StartTag | null {
    for (let k = this.cursor; k < this.tags.length; k++) {
      if (this.tags[k]!.name === name) {
        this.cursor = k + 1;
        this.lastPos = this.lines.pos(this.tags[k]!.start);
        return this.tags[k]!;
      }
    }
    return null;
  }

  /** Offset just past the last claimed start tag (0 before any): where its text content starts. */
  get afterLastTag(): number {
    return this.cursor > 0 ? this.tags[this.cursor - 1]!.end : 0;
  }

  /** Position of `token` inside attribute `attr` of `tag` (its n-th occurrence), else of the value. */
  attrPos(tag: StartTag | null, attr: string, token?: string, occurrence = 0): Pos {
    const a = tag?.attrs.find((x) => x.name === attr);
    if (!a) return tag ? this.lines.pos(tag.start) : this.lastPos;
    let off = 0;
    if (token) {
      let found = -1;
      for (let k = 0, from = 0; k <= occurrence; k++) {
        found = a.raw.indexOf(token, from);
        if (found === -1) break;
        from = found + token.length;
      }
      if (found !== -1) off = found;
    }
    return this.lines.pos(a.valueStart + off);
  }
}
