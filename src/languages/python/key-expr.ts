import type { Node } from 'web-tree-sitter';
import type { KeyKind } from '../../core/types.js';
import { braceTemplate, decodeString, percentTemplate } from './decode.js';
import { MAX_TEXT } from './node-text.js';

/** A key expression found in the tree: its value, how it is known, and the node whose position counts. */
export interface KeyExpr {
  node: Node;
  value: string;
  keyKind: KeyKind;
}

/** Value of an f-string: literal parts decoded, each interpolation as `{}`. */
function fstringTemplate(node: Node): string {
  let out = '';
  for (const child of node.children) {
    if (!child) continue;
    if (child.type === 'string_content') out += decodeString(`"${child.text}"`).replace(/\{\{/g, '{').replace(/\}\}/g, '}');
    else if (child.type === 'interpolation') out += '{}';
  }
  return out;
}

function hasInterpolation(node: Node): boolean {
  for (const child of node.children) if (child?.type === 'interpolation') return true;
  return false;
}

/** Decoded value of a string or implicit concatenation, and whether it was an f-string. */
export function stringValue(node: Node): { value: string; computed: boolean } {
  if (node.type === 'concatenated_string') {
    let value = '';
    let computed = false;
    for (const part of node.namedChildren) {
      if (!part) continue;
      const v = stringValue(part);
      value += v.value;
      computed ||= v.computed;
    }
    return { value, computed };
  }
  if (node.text.length > 0 && /^[a-zA-Z]*[fF]/.test(node.text) && hasInterpolation(node)) {
    return { value: fstringTemplate(node), computed: true };
  }
  return { value: decodeString(node.text), computed: false };
}

export function isStringNode(n: Node | null): boolean {
  return n?.type === 'string' || n?.type === 'concatenated_string';
}

/** Template of a `+` chain: string operands kept, anything else `{}`. */
function plusTemplate(node: Node): { value: string; computed: boolean } {
  if (node.type === 'binary_operator' && node.childForFieldName('operator')?.text === '+') {
    const l = plusTemplate(node.childForFieldName('left')!);
    const r = plusTemplate(node.childForFieldName('right')!);
    return { value: l.value + r.value, computed: l.computed || r.computed };
  }
  if (node.type === 'parenthesized_expression' && node.namedChildCount === 1) return plusTemplate(node.namedChild(0)!);
  if (isStringNode(node)) return stringValue(node);
  return { value: '{}', computed: true };
}

/**
 * Turns a top-level string node into the key expression whose position is classified:
 * the string itself, or the `+` / `%` / `.format` expression it is the template of.
 * Returns null when the string is part of an expression already handled (a later operand of `+`).
 */
export function keyExprOf(str: Node, handled: Set<number>): KeyExpr | null {
  let parent = str.parent;
  if (parent?.type === 'binary_operator') {
    const op = parent.childForFieldName('operator')?.text;
    if (op === '+') {
      let top = parent;
      while (top.parent?.type === 'binary_operator' && top.parent.childForFieldName('operator')?.text === '+') top = top.parent;
      if (handled.has(top.startIndex)) return null;
      handled.add(top.startIndex);
      const t = plusTemplate(top);
      return { node: top, value: t.value, keyKind: t.computed ? 'computed' : 'literal' };
    }
    if (op === '%' && parent.childForFieldName('left')?.startIndex === str.startIndex) {
      const v = stringValue(str);
      return { node: parent, value: percentTemplate(v.value), keyKind: 'computed' };
    }
  }
  if (parent?.type === 'attribute' && parent.childForFieldName('attribute')?.text === 'format' && parent.parent?.type === 'call') {
    const v = stringValue(str);
    return { node: parent.parent, value: braceTemplate(v.value), keyKind: 'computed' };
  }
  const v = stringValue(str);
  return { node: str, value: v.value, keyKind: v.computed ? 'computed' : 'literal' };
}

const CONSTANT_SHAPED = /^[A-Z][A-Z0-9_]+$/;

/**
 * A name or attribute in a key position is kept as `symbolic` when it can name a constant:
 * anything in a decorator, elsewhere only UPPER_CASE names or `Enum.MEMBER(.value)`.
 */
export function symbolicKey(node: Node, inDecorator: boolean): KeyExpr | null {
  const text = node.text;
  if (text.length > MAX_TEXT || /\s/.test(text)) return null;
  const parts = text.split('.');
  const last = parts[parts.length - 1]!;
  const member = last === 'value' || last === 'name' ? parts[parts.length - 2] ?? '' : last;
  if (!inDecorator && !CONSTANT_SHAPED.test(member)) return null;
  if (text === 'self' || text === 'cls' || text === 'None' || text === 'True' || text === 'False') return null;
  return { node, value: text, keyKind: 'symbolic' };
}
