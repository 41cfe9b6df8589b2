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

const BUILTIN_TYPES = new Set(['str', 'int', 'bool', 'bytes', 'float', 'complex', 'list', 'dict', 'set', 'frozenset', 'tuple', 'type', 'object', 'None']);

/**
 * The callable of a call through a generic alias, `environ_property[bool]("wsgi.multithread")` or
 * `TypeAdapter[list[int]](...)`: the subscript only parameterises a type, so `environ_property` is the
 * callee and its spellings are one. A subscript by a value (`HANDLERS[kind](e)`, `TABLE[Kind.A](e)` on an
 * UPPER_CASE table) is a lookup whose result is called: it stays as written.
 */
export function genericCallee(fn: Node): Node {
  if (fn.type !== 'subscript') return fn;
  const value = fn.childForFieldName('value');
  if (!value || (value.type !== 'identifier' && value.type !== 'attribute')) return fn;
  const last = value.type === 'attribute' ? value.childForFieldName('attribute')?.text ?? '' : value.text;
  if (/^[A-Z0-9_]+$/.test(last)) return fn;
  const index = fn.text.slice(value.text.length).trim();
  if (!/^\[[\w.[\], |]+\]$/.test(index)) return fn;
  const names = index.match(/[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*/g) ?? [];
  const typeLike = names.every((n) => {
    const tail = n.split('.').pop()!;
    return /^[A-Z]/.test(tail) || BUILTIN_TYPES.has(tail);
  });
  return names.length > 0 && typeLike ? value : fn;
}

/** The name a parameter node binds (`x`, `x: int`, `x=1`, `*args`, `**kwargs`), or null (a bare `*` or `/`). */
export function paramIdentifier(p: Node | null): Node | null {
  if (!p) return null;
  const id = p.type === 'identifier' ? p : p.childForFieldName('name') ?? p.namedChildren.find((c) => c?.type === 'identifier') ?? null;
  return id?.type === 'identifier' ? id : null;
}

/** A call's arguments, comments left out (`f(a, # why\n b)`); none for `dict(x for x in t)`, whose one argument is the generator. */
export function callArguments(call: Node): Node[] {
  const args = call.childForFieldName('arguments');
  if (args?.type !== 'argument_list') return [];
  return args.namedChildren.filter((a): a is Node => a !== null && a.type !== 'comment');
}

/** The operators of a comparison, in order: `a in b` is `["in"]`, `a < b <= c` is `["<", "<="]`. */
export function comparisonOperators(cmp: Node): string[] {
  return cmp.children.filter((ch): ch is Node => ch !== null && !ch.isNamed).map((ch) => ch.type);
}
