import type { Node } from 'web-tree-sitter';

/** Longest text kept from the tree for a callee, container or operand. */
export const MAX_TEXT = 200;

/** Source text on one line, cut to MAX_TEXT. */
export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_TEXT ? flat.slice(0, MAX_TEXT) : flat;
}

/** The last name of a callee expression (`register` of `events.registry.register`). */
export function lastIdentifier(fn: Node): string {
  if (fn.type === 'attribute') return fn.childForFieldName('attribute')?.text ?? fn.text;
  if (fn.type === 'identifier') return fn.text;
  const m = /([A-Za-z_][A-Za-z0-9_]*)\W*$/.exec(fn.text);
  return m ? m[1]! : clip(fn.text);
}
