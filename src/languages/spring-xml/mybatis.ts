/**
 * MyBatis mapper XML (`<mapper namespace="...">` root), read by the spring-xml pack into rows of
 * the language `mybatis`, all under the mapper's namespace:
 * - statement, `<sql>` and `<resultMap>` ids are declared keys (`config_entry`, callee `statement`,
 *   `sql`, `resultMap`);
 * - `resultMap="..."`, `extends`, `<include refid>` and the `select` of an association or
 *   collection refer to them (`config_ref`);
 * - `#{...}` and `${...}` in statement text, and the OGNL of `test`, `collection` and `<bind value>`,
 *   refer to the statement's parameters by their first name segment (`config_ref`, callee `param`):
 *   the keys `@Param("username")` declares on the mapper interface.
 * `<foreach item|index>` names are local to their element and `<bind name>` names to the rest of
 * their statement; neither is a parameter.
 */
import type { Pos } from '../config-common/lines.js';
import type { ConfigFacts, ConfigRow } from '../config-common/rows.js';
import { localName, TagCursor, type StartTag } from './tags.js';

export const MYBATIS = 'mybatis';
export const MAPPER = 'mapper';

const STATEMENTS = new Set(['select', 'insert', 'update', 'delete']);
/** OGNL operator words and literals: never a parameter name. */
const OGNL_WORDS = new Set([
  'and', 'or', 'not', 'null', 'true', 'false', 'eq', 'neq', 'lt', 'gt', 'lte', 'gte',
  'in', 'instanceof', 'new', 'shl', 'shr', 'ushr', 'band', 'bor', 'xor', 'bnot',
]);
/** Names MyBatis binds itself: the whole parameter object, the database id, positional `paramN`. */
const BUILTIN = /^(?:_parameter|_databaseId|param\d+)$/;
const IDENT = /^[A-Za-z_$][\w$]*/;
/** `#{...}` / `${...}` as MyBatis's GenericTokenParser finds them, with an escaping backslash. */
const TOKEN = /(\\?)([#$])\{([^}]*)\}/g;

type Attrs = Record<string, unknown>;
type OrderedNode = Record<string, unknown>;

interface Scope {
  /** inside a statement or `<sql>`, where text is SQL with parameter tokens */
  body: boolean;
  /** inside `<sql>`, where `${name}` may be a property of the including `<include>` */
  sql: boolean;
  /** `<foreach>` item and index names in force */
  locals: ReadonlySet<string>;
  /** `<bind>` names of the enclosing statement, added as they are met */
  binds: Set<string>;
}

interface Ident {
  name: string;
  /** offset in the scanned string */
  offset: number;
}

/** Top-level identifiers of an OGNL expression: not members (`.id`), method calls, `#vars`, literals or operator words. */
export function ognlIdentifiers(expr: string): Ident[] {
  const found: Ident[] = [];
  let i = 0;
  while (i < expr.length) {
    const c = expr[i]!;
    if (c === '"' || c === "'") {
      for (i++; i < expr.length && expr[i] !== c; i++) if (expr[i] === '\\') i++;
      i++;
    } else if (c === '@') {
      // @java.lang.Math@max(a, b): a static reference, then its member
      const close = expr.indexOf('@', i + 1);
      i = close === -1 ? expr.length : close + 1;
      const m = IDENT.exec(expr.slice(i));
      if (m) i += m[0].length;
    } else if (/[0-9]/.test(c)) {
      while (i < expr.length && /[\w.]/.test(expr[i]!)) i++;
    } else if (/[A-Za-z_$]/.test(c)) {
      const name = IDENT.exec(expr.slice(i))![0];
      const start = i;
      i += name.length;
      let p = start - 1;
      while (p >= 0 && /\s/.test(expr[p]!)) p--;
      let n = i;
      while (n < expr.length && /\s/.test(expr[n]!)) n++;
      const member = p >= 0 && expr[p] === '.';
      const ognlVar = start > 0 && expr[start - 1] === '#';
      if (!member && !ognlVar && expr[n] !== '(' && !OGNL_WORDS.has(name)) found.push({ name, offset: start });
    } else i++;
  }
  return found;
}

/** The parameter a `#{...}` / `${...}` body names: `user` for `user.id, jdbcType=INTEGER`, `ids` for `ids[0]`. */
export function tokenParam(body: string): string | null {
  const m = IDENT.exec((body.split(',')[0] ?? '').trim());
  return m ? m[0] : null;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** An attribute value as written, decoded, with the raw offset of every decoded character. */
function decodeRaw(raw: string): { text: string; offsets: number[] } {
  let text = '';
  const offsets: number[] = [];
  for (let i = 0; i < raw.length; ) {
    const m = raw[i] === '&' ? /^&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/.exec(raw.slice(i, i + 12)) : null;
    let ch: string | undefined;
    if (m) {
      const ref = m[1]!;
      if (ref.startsWith('#x')) ch = String.fromCodePoint(parseInt(ref.slice(2), 16));
      else if (ref.startsWith('#')) ch = String.fromCodePoint(parseInt(ref.slice(1), 10));
      else ch = ENTITIES[ref];
    }
    if (m && ch !== undefined) {
      for (let k = 0; k < ch.length; k++) offsets.push(i);
      text += ch;
      i += m[0].length;
    } else {
      offsets.push(i);
      text += raw[i];
      i++;
    }
  }
  return { text, offsets };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class MapperWalker {
  private readonly at: TagCursor;
  private namespace: string | null = null;
  /** where the search for the next parameter token in text content starts */
  private textCursor = 0;
  /** `<!-- -->` spans: the parser drops comments, so a token inside one is not the one parsed */
  private readonly comments: [number, number][] = [];
  /** names `<include><property name>` gives to `${...}` inside `<sql>` fragments */
  private readonly includeProps = new Set<string>();

  constructor(
    private readonly text: string,
    private readonly out: ConfigFacts,
  ) {
    this.at = new TagCursor(text);
    for (const m of text.matchAll(/<!--[\s\S]*?(?:-->|$)/g)) this.comments.push([m.index, m.index + m[0].length]);
  }

  walk(tree: unknown): void {
    this.collectIncludeProps(tree, null);
    this.walkNodes(tree, { body: false, sql: false, locals: new Set(), binds: new Set() });
  }

  private collectIncludeProps(nodes: unknown, parent: string | null): void {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as OrderedNode[]) {
      const key = elementKey(node);
      if (key === null) continue;
      const local = localName(key);
      if (local === 'property' && parent === 'include') {
        const name = attr((node[':@'] ?? {}) as Attrs, 'name');
        if (name) this.includeProps.add(name);
      }
      this.collectIncludeProps(node[key], local);
    }
  }

  private walkNodes(nodes: unknown, scope: Scope): void {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as OrderedNode[]) {
      if (typeof node !== 'object' || node === null) continue;
      if (typeof node['#text'] === 'string') {
        if (scope.body) this.textParams(node['#text'], scope);
        continue;
      }
      const key = elementKey(node);
      if (key === null) continue;
      const tag = this.at.claim(key);
      if (tag) this.textCursor = tag.end;
      const inner = this.element(localName(key), (node[':@'] ?? {}) as Attrs, tag, scope);
      this.walkNodes(node[key], inner);
    }
  }

  private add(row: Omit<ConfigRow, 'container'>): void {
    this.out.add({ ...row, container: this.namespace });
  }

  /** Rows of one element; returns the scope its children are read in. */
  private element(local: string, attrs: Attrs, tag: StartTag | null, scope: Scope): Scope {
    const str = (name: string): string | null => attr(attrs, name);
    const entry = (attrName: string, callee: string): void => {
      const v = str(attrName);
      if (v) this.add({ value: v, role: 'config_entry', pos: this.at.attrPos(tag, attrName, v), callee, keyword: attrName });
    };
    const refs = (attrName: string, callee: string, split: boolean): void => {
      const v = str(attrName);
      if (!v || v.includes('${')) return;
      const seen = new Map<string, number>();
      for (const part of split ? v.split(',') : [v]) {
        const value = part.trim();
        if (value === '') continue;
        const n = seen.get(value) ?? 0;
        seen.set(value, n + 1);
        this.add({ value, role: 'config_ref', pos: this.at.attrPos(tag, attrName, value, n), callee, keyword: attrName });
      }
    };

    if (local === MAPPER && this.namespace === null) this.namespace = str('namespace');
    // `resultMap="a,b"` names one map per result set, on statements, associations, collections and cases
    refs('resultMap', 'resultMap', true);

    if (STATEMENTS.has(local)) {
      entry('id', 'statement');
      return { body: true, sql: false, locals: new Set(), binds: new Set() };
    }
    switch (local) {
      case 'sql':
        entry('id', 'sql');
        return { body: true, sql: true, locals: new Set(), binds: new Set() };
      case 'resultMap':
        entry('id', 'resultMap');
        refs('extends', 'resultMap', false);
        return scope;
      case 'association':
      case 'collection':
        refs('select', 'statement', false);
        return scope;
      case 'include':
        refs('refid', 'sql', false);
        return scope;
      case 'if':
      case 'when':
        this.exprParams(attrs, 'test', tag, scope);
        return scope;
      case 'bind': {
        this.exprParams(attrs, 'value', tag, scope);
        const name = str('name');
        if (name) scope.binds.add(name);
        return scope;
      }
      case 'foreach': {
        this.exprParams(attrs, 'collection', tag, scope);
        const locals = new Set(scope.locals);
        for (const a of ['item', 'index']) {
          const v = str(a);
          if (v) locals.add(v);
        }
        return { ...scope, locals };
      }
      default:
        return scope;
    }
  }

  private isParam(name: string, scope: Scope): boolean {
    return !BUILTIN.test(name) && !scope.locals.has(name) && !scope.binds.has(name);
  }

  /** Parameters an OGNL attribute (`test`, `collection`, `<bind value>`) reads. */
  private exprParams(attrs: Attrs, attrName: string, tag: StartTag | null, scope: Scope): void {
    const raw = tag?.attrs.find((a) => a.name === attrName);
    if (raw) {
      const { text, offsets } = decodeRaw(raw.raw);
      for (const id of ognlIdentifiers(text)) {
        if (!this.isParam(id.name, scope)) continue;
        const pos = this.at.lines.pos(raw.valueStart + (offsets[id.offset] ?? 0));
        this.add({ value: id.name, role: 'config_ref', pos, callee: 'param', keyword: attrName });
      }
      return;
    }
    const v = attrs[attrName];
    if (typeof v !== 'string') return;
    for (const id of ognlIdentifiers(v)) {
      if (this.isParam(id.name, scope)) {
        this.add({ value: id.name, role: 'config_ref', pos: this.at.attrPos(tag, attrName), callee: 'param', keyword: attrName });
      }
    }
  }

  /** `#{...}` and `${...}` in SQL text (CDATA included), placed by searching on from the last start tag. */
  private textParams(value: string, scope: Scope): void {
    if (!value.includes('{')) return;
    for (const m of value.matchAll(TOKEN)) {
      if (m[1] === '\\') continue;
      const sigil = m[2]!;
      const name = tokenParam(m[3]!);
      if (name === null) continue;
      // placed even when not emitted, so that the search moves past it
      const pos = this.locate(sigil, name);
      if (!this.isParam(name, scope) || (sigil === '$' && scope.sql && this.includeProps.has(name))) continue;
      this.add({ value: name, role: 'config_ref', pos, callee: 'param', keyword: null });
    }
  }

  /** Position of the name in the next `#{name` (or `${name`) at or after the text cursor, outside comments. */
  private locate(sigil: string, name: string): Pos {
    const re = new RegExp(`(?<!\\\\)${escapeRegExp(sigil)}\\{\\s*(${escapeRegExp(name)})(?![\\w$])`, 'g');
    re.lastIndex = this.textCursor;
    for (let m = re.exec(this.text); m !== null; m = re.exec(this.text)) {
      const at = m.index + m[0].length - name.length;
      if (this.comments.some(([s, e]) => at >= s && at < e)) continue;
      this.textCursor = m.index + m[0].length;
      return this.at.lines.pos(at);
    }
    return this.at.lastPos;
  }
}

/** The element name of a parsed node, or null for text, comments and processing instructions. */
function elementKey(node: OrderedNode): string | null {
  if (typeof node !== 'object' || node === null) return null;
  const key = Object.keys(node).find((k) => k !== ':@');
  if (key === undefined || key.startsWith('?') || key.startsWith('!') || key.startsWith('#')) return null;
  return key;
}

function attr(attrs: Attrs, name: string): string | null {
  const v = attrs[name];
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
}
