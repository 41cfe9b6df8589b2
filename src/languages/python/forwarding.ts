import type { Node } from 'web-tree-sitter';
import { isStringNode } from './key-expr.js';
import { callArguments, lastIdentifier } from './node-text.js';

// How a key reaches a call without being written in it: a `for` loop over a literal table hands each
// row to the calls in its body, and a name built into a local variable reaches the lookup that uses it.

const PATTERNS = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'expression_list', 'tuple', 'list']);

/** The name a `for` loop binds to the element at `index` of each row of its iterable, or to each row. */
export function loopVariable(loop: Node, index: number | null): string | null {
  let left = loop.childForFieldName('left');
  while (left?.type === 'parenthesized_expression' && left.namedChildCount === 1) left = left.namedChild(0);
  if (!left) return null;
  if (index === null) return left.type === 'identifier' ? left.text : null;
  if (!PATTERNS.has(left.type)) return null;
  const names = left.namedChildren.filter((c): c is Node => !!c && c.type !== 'comment');
  const v = names[index];
  return v?.type === 'identifier' ? v.text : null;
}

/** The first call in a loop body that passes `name` itself as an argument (nested definitions excluded). */
export function callPassing(body: Node, name: string): { arg: Node; args: Node; keyword: string | null } | null {
  const found: { arg: Node; args: Node; keyword: string | null }[] = [];
  for (const call of callsIn(body)) {
    const args = call.childForFieldName('arguments');
    if (args?.type !== 'argument_list') continue;
    for (const a of args.namedChildren) {
      if (!a) continue;
      if (a.type === 'identifier' && a.text === name) found.push({ arg: a, args, keyword: null });
      if (a.type === 'keyword_argument' && a.childForFieldName('value')?.type === 'identifier' && a.childForFieldName('value')?.text === name) {
        found.push({ arg: a, args, keyword: a.childForFieldName('name')?.text ?? null });
      }
    }
  }
  found.sort((x, y) => x.arg.startIndex - y.arg.startIndex);
  return found[0] ?? null;
}

/** The calls a function body makes itself: calls inside nested definitions and lambdas run elsewhere. */
function callsIn(body: Node): Node[] {
  const calls: Node[] = [];
  const stack: Node[] = [body];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'function_definition' || n.type === 'class_definition' || n.type === 'lambda') continue;
    if (n.type === 'call') calls.push(n);
    for (const c of n.namedChildren) if (c) stack.push(c);
  }
  return calls;
}

/** True when `name` is interpolated into a string template in `body`: an f-string, `+`, `%` or `.format`. */
export function templatesUse(body: Node, name: string): boolean {
  const uses = (n: Node | null | undefined): boolean => !!n && (n.type === 'identifier' ? n.text === name : n.descendantsOfType('identifier').some((i) => i?.text === name));
  for (const i of body.descendantsOfType('interpolation')) if (uses(i)) return true;
  for (const op of body.descendantsOfType('binary_operator')) {
    if (!op) continue;
    const o = op.childForFieldName('operator')?.text;
    const l = op.childForFieldName('left');
    const r = op.childForFieldName('right');
    if ((o === '+' || o === '%') && (isStringNode(l) || isStringNode(r)) && (uses(l) || uses(r))) return true;
  }
  for (const call of body.descendantsOfType('call')) {
    const fn = call?.childForFieldName('function');
    if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'format' && isStringNode(fn.childForFieldName('object'))
        && uses(call!.childForFieldName('arguments'))) return true;
  }
  return false;
}

/** Calls that look an attribute up by a name: the slot the name fills. */
const NAME_LOOKUPS: Record<string, number> = { getattr: 1, hasattr: 1, attrgetter: 0, methodcaller: 0 };

/**
 * A name built into a local variable and then looked up (`method = "visit_" + node.kind` then
 * `getattr(self, method)`): the string sits, in effect, in the lookup's slot. The first such call after
 * the assignment in the same function counts; nested definitions are not searched.
 */
export function nameLookupOf(name: string, assignment: Node, fn: Node): { arg: Node; args: Node } | null {
  const body = fn.childForFieldName('body');
  if (!body) return null;
  let best: { arg: Node; args: Node } | null = null;
  for (const n of callsIn(body)) {
    if (n.startIndex <= assignment.endIndex) continue;
    const f = n.childForFieldName('function');
    const slot = f ? NAME_LOOKUPS[lastIdentifier(f)] : undefined;
    const args = n.childForFieldName('arguments');
    if (slot === undefined || !args) continue;
    const positional = args.namedChildren.filter((a): a is Node => !!a && a.type !== 'keyword_argument' && a.type !== 'comment');
    const a = positional[slot];
    if (a && isNameOrCased(a, name) && (!best || n.startIndex < best.args.startIndex)) best = { arg: a, args };
  }
  return best;
}

/** `name` itself, or its case changed (`func_name.lower()`): the built name it looks up is the same name. */
function isNameOrCased(a: Node, name: string): boolean {
  const { base } = unfolded(a);
  return base.type === 'identifier' && base.text === name;
}

/** `m`, `m.lower()`, `m.upper()`: the expression a case-folded name is made of, and whether it was folded. */
export function unfolded(n: Node): { base: Node; folded: boolean } {
  if (n.type === 'call' && n.childForFieldName('arguments')?.namedChildCount === 0) {
    const fn = n.childForFieldName('function');
    const object = fn?.childForFieldName('object');
    if (fn?.type === 'attribute' && object && /^(lower|upper|casefold)$/.test(fn.childForFieldName('attribute')?.text ?? '')) {
      return { base: object, folded: true };
    }
  }
  return { base: n, folded: false };
}

/**
 * `getattr(self, verb.lower())`, `hasattr(cls, name.upper())`, `getattr(self, step)()`: a class asked for
 * its own method by a name it case-folds (the name is spelled for another audience, an HTTP verb) or
 * calls at once. A list of attribute names copied value by value (`{a: getattr(self, a) for a in FIELDS}`)
 * is a record's layout, and another object's methods probed (`getattr(path, m)()`) are that library's
 * API: neither counts. Answers the name's expression before folding, or null.
 */
export function selfMethodName(call: Node): Node | null {
  const fn = call.childForFieldName('function');
  if (call.type !== 'call' || fn?.type !== 'identifier' || !/^(getattr|hasattr)$/.test(fn.text)) return null;
  const args = callArguments(call);
  if (args.length < 2 || args[0]!.type !== 'identifier' || !/^(self|cls)$/.test(args[0]!.text)) return null;
  if (/^(string|concatenated_string|keyword_argument)$/.test(args[1]!.type)) return null;
  const { base, folded } = unfolded(args[1]!);
  const calledAtOnce = call.parent?.type === 'call' && call.parent.childForFieldName('function')?.startIndex === call.startIndex;
  return folded || calledAtOnce ? base : null;
}

/** True when `within` asks self or cls for a method named by the variable `name` (see selfMethodName). */
export function asksSelfFor(within: Node, name: string): boolean {
  return within.descendantsOfType('call').some((c) => {
    const base = c ? selfMethodName(c) : null;
    return base?.type === 'identifier' && base.text === name;
  });
}
