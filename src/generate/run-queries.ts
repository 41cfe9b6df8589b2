import type { Node, Query } from 'web-tree-sitter';
import { decodeJavaString } from '../languages/java/decode.js';
import { decodeString } from '../languages/python/decode.js';

/** One match of a generated query in one file, reduced to plain data. */
export interface QueryHit {
  file: string;
  /** 1-based line and column of the @key node (or of @container for storage-only matches) */
  line: number;
  col: number;
  /** grammar type of the @key node (string, attribute, binary_operator...) or null */
  keyType: string | null;
  /** the decoded key for a plain string literal or a name; null when it must be folded or templated */
  key: string | null;
  keyText: string | null;
  sym: string | null;
  symLine: number | null;
  type: string | null;
  callee: string | null;
  /** line of the @callee node: for implicit names the decorator sits above the @key */
  calleeLine: number | null;
  container: string | null;
}

function plainString(n: Node, language: string): string | null {
  if (language === 'python') {
    if (n.type === 'string') {
      for (const c of n.children) if (c?.type === 'interpolation') return null;
      return decodeString(n.text);
    }
    if (n.type === 'concatenated_string') {
      let out = '';
      for (const part of n.namedChildren) {
        const v = part ? plainString(part, language) : null;
        if (v === null) return null;
        out += v;
      }
      return out;
    }
    if (n.type === 'identifier' && n.parent?.type === 'function_definition') return n.text;
    if (n.type === 'identifier' && n.parent?.type === 'class_definition') return n.text;
    return null;
  }
  if (language === 'java' && n.type === 'string_literal') return decodeJavaString(n.text);
  // an annotated declaration's own name is an implicit key (`@Bean DataSource dataSource()`)
  if (language === 'java' && n.type === 'identifier' && n.parent?.childForFieldName('name')?.startIndex === n.startIndex
      && /^(class|interface|enum|record|method|constructor)_declaration$/.test(n.parent.type)) return n.text;
  return null;
}

/** Runs one compiled query over one parsed file; one hit per distinct @key (or @container) node. */
export function runQuery(query: Query, root: Node, file: string, language: string): QueryHit[] {
  const hits = new Map<number, QueryHit>();
  for (const m of query.matches(root)) {
    const get = (name: string): Node | undefined => m.captures.find((c) => c.name === name)?.node;
    const key = get('key');
    const container = get('container');
    const anchor = key ?? container;
    if (!anchor) continue;
    const sym = get('sym');
    const seen = hits.get(anchor.startIndex);
    if (seen) {
      // the same key through another pattern (a call form inside a decorator): keep what names the definition
      if (!seen.sym && sym) {
        seen.sym = sym.text;
        seen.symLine = sym.startPosition.row + 1;
      }
      continue;
    }
    hits.set(anchor.startIndex, {
      file,
      line: anchor.startPosition.row + 1,
      col: anchor.startPosition.column + 1,
      keyType: key ? key.type : null,
      key: key ? plainString(key, language) : null,
      keyText: key ? key.text : null,
      sym: sym ? sym.text : null,
      symLine: sym ? sym.startPosition.row + 1 : null,
      type: get('type')?.text ?? null,
      callee: get('callee')?.text ?? null,
      calleeLine: get('callee') ? get('callee')!.startPosition.row + 1 : null,
      container: container ? container.text : null,
    });
  }
  return [...hits.values()].sort((a, b) => a.line - b.line || a.col - b.col);
}
