/**
 * Flattens Spring Boot YAML documents into property leaves the way Boot does: nested maps join
 * with `.`, `[bracketed]` keys join without a dot, list items become `key[0]`, an empty list is a
 * key with an empty value, an empty map is nothing. Aliases and `<<` merge keys are followed.
 */
import { isAlias, isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { Pos } from '../config-common/lines.js';

export interface Leaf {
  key: string;
  keyPos: Pos;
  /** stringified scalar; null for null/empty values */
  value: string | null;
  valuePos: Pos | null;
  /** the scalar's source text and its offset, to place placeholders inside it */
  raw: { text: string; offset: number } | null;
}

const MAX_DEPTH = 100;

export function joinKey(path: string, key: string): string {
  if (path === '') return key;
  return key.startsWith('[') ? `${path}${key}` : `${path}.${key}`;
}

export function yamlLeaves(doc: Document, source: string, lines: LineCounter): Leaf[] {
  const leaves: Leaf[] = [];
  const posOf = (node: { range?: [number, number, number] | null } | null | undefined): Pos | null => {
    const off = node?.range?.[0];
    return off === undefined ? null : lines.linePos(off);
  };

  /**
   * `at` overrides positions while inside aliased content: keys reached through `*anchor` are
   * placed at the alias, where they take their meaning.
   */
  const visit = (node: unknown, path: string, keyPos: Pos, at: Pos | null, depth: number, stack: Set<unknown>): void => {
    if (depth > MAX_DEPTH) return;
    if (isAlias(node)) {
      const target = node.resolve(doc);
      if (!target || stack.has(target)) return;
      stack.add(target);
      visit(target, path, keyPos, at ?? posOf(node) ?? keyPos, depth + 1, stack);
      stack.delete(target);
      return;
    }
    if (isMap(node)) {
      for (const pair of node.items) {
        const k = pair.key;
        if (isScalar(k) && k.value === '<<') {
          merge(pair.value, path, at, depth, stack);
          continue;
        }
        const name = keyText(k);
        if (name === null) continue;
        const kp = at ?? posOf(k as Node) ?? keyPos;
        visit(pair.value, joinKey(path, name), kp, at, depth + 1, stack);
      }
      return;
    }
    if (isSeq(node)) {
      if (node.items.length === 0) {
        if (path !== '') leaves.push({ key: path, keyPos, value: null, valuePos: null, raw: null });
        return;
      }
      node.items.forEach((item, idx) => {
        const ip = at ?? posOf(item as Node) ?? keyPos;
        visit(item, `${path}[${idx}]`, ip, at, depth + 1, stack);
      });
      return;
    }
    if (path === '') return;
    if (isScalar(node)) {
      const v = node.value;
      const value = v === null || v === undefined ? null : typeof v === 'string' ? v : (node.source ?? String(v));
      const range = node.range;
      leaves.push({
        key: path,
        keyPos,
        value,
        valuePos: at ?? posOf(node) ?? keyPos,
        raw: range && !at ? { text: source.slice(range[0], range[1]), offset: range[0] } : null,
      });
      return;
    }
    // `key:` with nothing after it
    leaves.push({ key: path, keyPos, value: null, valuePos: null, raw: null });
  };

  /** `<<: *base` / `<<: [*a, *b]` / `<<: {inline}`: the merged map's keys join the current path. */
  const merge = (value: unknown, path: string, at: Pos | null, depth: number, stack: Set<unknown>): void => {
    const sources = isSeq(value) ? value.items : [value];
    for (const s of sources) {
      const target = isAlias(s) ? s.resolve(doc) : s;
      if (!isMap(target) || stack.has(target)) continue;
      const where = isAlias(s) ? (at ?? posOf(s)) : at;
      stack.add(target);
      visit(target, path, where ?? { line: 1, col: 1 }, where, depth + 1, stack);
      stack.delete(target);
    }
  };

  visit(doc.contents, '', { line: 1, col: 1 }, null, 0, new Set());
  return leaves;
}

function keyText(k: unknown): string | null {
  if (k === null || k === undefined) return null;
  if (isScalar(k)) {
    const v = k.value;
    if (v === null || v === undefined) return k.source || null;
    return typeof v === 'string' ? v : (k.source ?? String(v));
  }
  return String(k);
}
