import type { Node } from 'web-tree-sitter';
import type { KeyKind, LiteralOccurrence, Role, TargetKind } from '../../core/types.js';
import { annotationInfo, isAnnotation } from './annotations.js';
import { decodeJavaChar, decodeJavaString, placeholderKeys, spelBeanRefs, spelCallArgs } from './decode.js';
import type { JavaScope } from './definitions.js';
import { resolveHead } from './imports.js';
import { bareType, clip, lastSegment, methodCalleePath, qualify, resolveSymbol, type JavaContext } from './resolve.js';

/** Map-like lookups: the first argument is a key read from the receiver. */
const GET_METHODS = new Set(['get', 'containsKey', 'getOrDefault', 'remove']);
/** Map-like stores: the first argument is a key written into the receiver. */
const PUT_METHODS = new Set(['put', 'putIfAbsent']);
const EQUALS_METHODS = new Set(['equals', 'equalsIgnoreCase']);
const CONSTANT_SHAPED = /^[A-Z][A-Z0-9_]*$/;

/** A key expression found in the tree: its value, how it is known, and the node whose position counts. */
export interface KeyExpr {
  node: Node;
  /** the node's parent, already fetched: every `.parent` is a walk down from the root in wasm */
  parent: Node | null;
  value: string;
  keyKind: KeyKind;
}

export interface Position {
  role: Role;
  callee: string | null;
  calleePath: string | null;
  receiver: string | null;
  argIndex: number | null;
  keyword: string | null;
  container: string | null;
  targetSymbol: string | null;
  targetKind: TargetKind | null;
  targetType: string | null;
  elemIndex: number | null;
  /** set when the position decides it (annotations, enum constants, annotation defaults) */
  importTime: boolean | null;
  /** a `static final` field initialised here: the class scope that owns the constant */
  constantScope: JavaScope | null;
}

function blank(role: Role): Position {
  return {
    role, callee: null, calleePath: null, receiver: null, argIndex: null, keyword: null, container: null,
    targetSymbol: null, targetKind: null, targetType: null, elemIndex: null, importTime: null, constantScope: null,
  };
}

/** Node ids are plain JS fields; comparing them costs no call into wasm. */
function same(a: Node | null | undefined, b: Node): boolean {
  return !!a && a.id === b.id;
}

/**
 * A named child of an argument list or initializer that starts with `/` can only be a comment.
 * Reading the source is cheaper than asking wasm for each child's type.
 */
function isComment(n: Node, ctx: JavaContext): boolean {
  return ctx.text.charCodeAt(n.startIndex) === 47;
}

/**
 * The elements of a list node (arguments, array elements), comments left out, and the index of each by
 * node id, once per list: a generated array of thousands of strings would otherwise be walked once per
 * element (quadratic in its length).
 */
const elementCache = new WeakMap<JavaContext, Map<number, { nodes: Node[]; index: Map<number, number> }>>();

function listOf(list: Node, ctx: JavaContext): { nodes: Node[]; index: Map<number, number> } {
  let lists = elementCache.get(ctx);
  if (!lists) elementCache.set(ctx, (lists = new Map()));
  let out = lists.get(list.id);
  if (!out) {
    const nodes = list.namedChildren.filter((c): c is Node => !!c && !isComment(c, ctx));
    out = { nodes, index: new Map(nodes.map((n, i) => [n.id, i])) };
    lists.set(list.id, out);
  }
  return out;
}

function elements(list: Node, ctx: JavaContext): Node[] {
  return listOf(list, ctx).nodes;
}

/** The index of `child` among the elements of `list`, or -1. */
function indexIn(list: Node, child: Node, ctx: JavaContext): number {
  return listOf(list, ctx).index.get(child.id) ?? -1;
}

function isPlus(n: Node | null): boolean {
  return n?.type === 'binary_expression' && n.childForFieldName('operator')?.type === '+';
}

/** Template of a `+` chain: string and char operands kept, anything else `{}`. */
function plusTemplate(node: Node, depth = 0): { value: string; computed: boolean } {
  if (depth > 256) return { value: '{}', computed: true };
  if (isPlus(node)) {
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const l = left ? plusTemplate(left, depth + 1) : { value: '{}', computed: true };
    const r = right ? plusTemplate(right, depth + 1) : { value: '{}', computed: true };
    return { value: l.value + r.value, computed: l.computed || r.computed };
  }
  if (node.type === 'parenthesized_expression') {
    const inner = node.namedChild(0);
    if (inner) return plusTemplate(inner, depth + 1);
  }
  if (node.type === 'string_literal') return { value: decodeJavaString(node.text), computed: false };
  if (node.type === 'character_literal') return { value: decodeJavaChar(node.text), computed: false };
  return { value: '{}', computed: true };
}

/**
 * Turns a string literal into the key expression whose position is classified: the literal itself,
 * or the whole `+` chain it is part of (`"payment." + status` is one computed key). Returns null
 * for a later literal of a chain already handled.
 */
export function keyExprOf(str: Node, handled: Set<number>): KeyExpr | null {
  const parent = str.parent;
  const ptype = parent?.type;
  if (ptype !== 'binary_expression' && ptype !== 'parenthesized_expression') {
    return { node: str, parent, value: decodeJavaString(str.text), keyKind: 'literal' };
  }
  let top: Node | null = null;
  let n = str;
  let p = parent;
  for (let depth = 0; p && depth < 256; depth++) {
    if (isPlus(p)) top = p;
    else if (!(p.type === 'parenthesized_expression' && isPlus(p.parent))) break;
    n = p;
    p = p.parent;
  }
  if (!top) return { node: str, parent, value: decodeJavaString(str.text), keyKind: 'literal' };
  if (handled.has(top.id)) return null;
  handled.add(top.id);
  const t = plusTemplate(top);
  // `n` is `top` unless the depth guard cut the climb short
  return { node: top, parent: n.id === top.id ? p : top.parent, value: t.value, keyKind: t.computed ? 'computed' : 'literal' };
}

/**
 * A name or field access in a key position is kept as `symbolic` when it can name a constant:
 * anything in an annotation (Java only allows constants there), elsewhere UPPER_SNAKE names.
 */
export function symbolicKey(node: Node): KeyExpr | null {
  const text = node.text;
  if (text.length > 200 || /\s/.test(text)) return null;
  const parent = node.parent;
  const p = parent?.type ?? '';
  const inAnnotation = p === 'annotation_argument_list' || p === 'element_value_pair' || p === 'element_value_array_initializer';
  if (!inAnnotation && !CONSTANT_SHAPED.test(lastSegment(text))) return null;
  if (text === 'this' || text === 'super') return null;
  return { node, parent, value: text, keyKind: 'symbolic' };
}

interface Site {
  expr: Node;
  parent: Node | null;
  ptype: string;
}

/** Skip wrappers that do not change where a value ends up (a string is never a ternary's condition). */
function climb(node: Node, parent: Node | null): Site {
  let n = node;
  let p = parent;
  for (let depth = 0; p && depth < 32; depth++) {
    const t = p.type;
    if (t !== 'parenthesized_expression' && t !== 'cast_expression' && t !== 'ternary_expression') return { expr: n, parent: p, ptype: t };
    n = p;
    p = p.parent;
  }
  return { expr: n, parent: p, ptype: p ? p.type : '' };
}

function switchSubject(label: Node): string | null {
  const sw = label.parent?.parent?.parent;
  let cond = sw?.childForFieldName('condition') ?? null;
  if (cond?.type === 'parenthesized_expression') cond = cond.namedChild(0);
  return cond ? clip(cond.text) : null;
}

/** Name an array initializer ends up in, climbing through nested initializers. */
function assignedName(node: Node, ctx: JavaContext): string | null {
  let n: Node = node;
  for (let depth = 0; depth < 8; depth++) {
    const p = n.parent;
    if (!p) return null;
    switch (p.type) {
      case 'variable_declarator':
        return p.childForFieldName('name')?.text ?? null;
      case 'assignment_expression': {
        const left = p.childForFieldName('left');
        return left && !same(left, n) ? clip(left.text) : null;
      }
      case 'array_initializer':
      case 'array_creation_expression':
      case 'parenthesized_expression':
        n = p;
        continue;
      case 'argument_list': {
        const owner = p.parent;
        const ownerType = owner?.type;
        if (owner && ownerType === 'method_invocation') {
          return methodCalleePath(owner.childForFieldName('object'), owner.childForFieldName('name')?.text ?? '', ctx);
        }
        const type = owner && ownerType === 'object_creation_expression' ? owner.childForFieldName('type') : null;
        return type ? clip(resolveHead(bareType(type), ctx.bindings)) : null;
      }
      case 'return_statement':
        return 'return';
      default:
        return null;
    }
  }
  return null;
}

function hasModifier(decl: Node, word: string): boolean {
  const mods = decl.child(0);
  if (mods?.type !== 'modifiers') return false;
  for (const c of mods.children) if (c?.type === word) return true;
  return false;
}

function callPosition(expr: Node, args: Node, ctx: JavaContext): Position {
  const owner = args.parent;
  const pos = blank('call_arg');
  const list = elements(args, ctx);
  pos.argIndex = indexIn(args, expr, ctx);
  if (!owner) return pos;
  switch (owner.type) {
    case 'method_invocation': {
      const name = owner.childForFieldName('name')?.text ?? '';
      const obj = owner.childForFieldName('object');
      pos.callee = name;
      pos.calleePath = methodCalleePath(obj, name, ctx);
      pos.receiver = obj ? clip(obj.text) : null;
      if (!obj) return pos;
      if (EQUALS_METHODS.has(name)) {
        if (list.length === 1) {
          pos.role = 'compare';
          pos.container = pos.receiver;
        } else if (list.length === 2 && /(^|\.)Objects$/.test(pos.receiver ?? '')) {
          pos.role = 'compare';
          const other = list[pos.argIndex === 0 ? 1 : 0];
          pos.container = other ? clip(other.text) : null;
        }
      } else if (pos.argIndex === 0 && GET_METHODS.has(name)) {
        pos.role = 'get_arg';
        pos.container = pos.receiver;
      } else if (pos.argIndex === 0 && PUT_METHODS.has(name)) {
        pos.role = 'subscript_assign';
        pos.container = pos.receiver;
      }
      return pos;
    }
    case 'object_creation_expression': {
      const type = owner.childForFieldName('type');
      if (!type) return pos;
      const written = bareType(type);
      pos.callee = lastSegment(written);
      pos.calleePath = clip(resolveHead(written, ctx.bindings));
      return pos;
    }
    case 'explicit_constructor_invocation': {
      // super("x") / this("x"): named after the constructor's class, so every subclass passing a
      // key up to the same base constructor shares one callee path
      const which = owner.childForFieldName('constructor')?.text ?? 'super';
      const cls = ctx.scopes.enclosingType(owner.startIndex);
      pos.callee = which;
      if (which === 'this') pos.calleePath = cls ? qualify(ctx, cls.def.qualName) : which;
      else pos.calleePath = (cls && ctx.superOf.get(cls.def.symbol)) ?? which;
      return pos;
    }
    case 'enum_constant': {
      // PAID("payment.paid") calls the enum's constructor at class initialisation
      const constant = ctx.scopes.forDecl(owner)?.[0];
      const enumScope = constant?.parent ?? ctx.scopes.enclosingType(owner.startIndex);
      pos.callee = enumScope?.def.name ?? null;
      pos.calleePath = enumScope ? qualify(ctx, enumScope.def.qualName) : null;
      pos.container = owner.childForFieldName('name')?.text ?? null;
      pos.importTime = true;
      return pos;
    }
    default:
      return pos;
  }
}

function annotationPosition(expr: Node, parent: Node, ptype: string, ctx: JavaContext): Position {
  let elemIndex: number | null = null;
  let holder: Node | null = parent;
  let htype = ptype;
  if (ptype === 'element_value_array_initializer') {
    elemIndex = indexIn(parent, expr, ctx);
    holder = parent.parent;
    htype = holder?.type ?? '';
  }
  if (!holder) return blank('other');
  let keyword: string;
  let ann: Node | null;
  // a value is never an element_value_pair's key (an identifier), so no need to check which child it is
  if (htype === 'annotation_argument_list') {
    keyword = 'value';
    ann = holder.parent;
  } else if (htype === 'element_value_pair') {
    keyword = holder.childForFieldName('key')?.text ?? 'value';
    ann = holder.parent?.parent ?? null;
  } else if (htype === 'annotation_type_element_declaration') {
    return defaultPosition(holder, elemIndex);
  } else {
    return blank('other');
  }
  if (!ann || !isAnnotation(ann)) return blank('other');
  const info = annotationInfo(ann, ctx);
  const pos = blank('annotation_arg');
  pos.callee = info.callee;
  pos.calleePath = info.calleePath;
  pos.keyword = keyword;
  pos.elemIndex = elemIndex;
  pos.targetSymbol = info.target.symbol;
  pos.targetKind = info.target.kind;
  pos.targetType = info.target.type;
  pos.importTime = true;
  return pos;
}

/** `String value() default "x";` in an annotation type: the element's default. */
function defaultPosition(element: Node, elemIndex: number | null): Position {
  const pos = blank('default_arg');
  pos.container = element.childForFieldName('name')?.text ?? null;
  pos.elemIndex = elemIndex;
  pos.importTime = true;
  return pos;
}

/**
 * Classifies where a key expression sits. Which child of its parent it is follows from the
 * grammar (a string is never a declarator's name, an assignment's target or a pair's key), so
 * positions are decided from node types alone.
 */
export function positionOf(key: KeyExpr, ctx: JavaContext): Position {
  const { expr, parent: p, ptype } = climb(key.node, key.parent);
  if (!p) return blank('other');
  switch (ptype) {
    case 'argument_list':
      return callPosition(expr, p, ctx);
    case 'annotation_argument_list':
    case 'element_value_pair':
    case 'element_value_array_initializer':
      return annotationPosition(expr, p, ptype, ctx);
    case 'annotation_type_element_declaration':
      return defaultPosition(p, null);
    case 'method_invocation': {
      // "x".equals(y): the literal is the receiver
      const name = p.childForFieldName('name')?.text ?? '';
      if (!EQUALS_METHODS.has(name)) return blank('other');
      const args = p.childForFieldName('arguments');
      const first = args ? elements(args, ctx)[0] : undefined;
      const pos = blank('compare');
      pos.callee = name;
      pos.calleePath = methodCalleePath(expr, name, ctx);
      pos.receiver = clip(expr.text);
      pos.container = first ? clip(first.text) : null;
      return pos;
    }
    case 'switch_label': {
      const pos = blank('compare');
      pos.container = switchSubject(p);
      return pos;
    }
    case 'binary_expression': {
      const op = p.childForFieldName('operator')?.type;
      if (op !== '==' && op !== '!=') return blank('other');
      const left = p.childForFieldName('left');
      const other = same(left, expr) ? p.childForFieldName('right') : left;
      const pos = blank('compare');
      pos.container = other ? clip(other.text) : null;
      return pos;
    }
    case 'variable_declarator': {
      const pos = blank('assign');
      pos.container = p.childForFieldName('name')?.text ?? null;
      const decl = p.parent;
      const dtype = decl?.type;
      if (decl && (dtype === 'constant_declaration' ||
        (dtype === 'field_declaration' && hasModifier(decl, 'static') && hasModifier(decl, 'final')))) {
        pos.constantScope = ctx.scopes.enclosingType(p.startIndex);
      }
      return pos;
    }
    case 'assignment_expression': {
      const left = p.childForFieldName('left');
      const pos = blank('assign');
      pos.container = left ? clip(left.text) : null;
      return pos;
    }
    case 'return_statement':
    case 'lambda_expression':
      return blank('return');
    case 'array_initializer': {
      const pos = blank('collection_elem');
      pos.elemIndex = indexIn(p, expr, ctx);
      pos.container = assignedName(p, ctx);
      return pos;
    }
    default:
      return blank('other');
  }
}

/**
 * Whether the site runs when the class is initialised rather than when a method is called:
 * static field initialisers, static blocks and enum constants do; instance fields, instance
 * blocks, lambdas and method bodies do not. Only sites outside methods climb, and only up to
 * the declaration that owns them.
 */
function importTimeOf(node: Node, scope: JavaScope | null): boolean {
  if (!scope) return true;
  const kind = scope.def.kind;
  if (kind === 'method' || kind === 'constructor') return false;
  let n = node.parent;
  for (let depth = 0; n && depth < 64; depth++, n = n.parent) {
    switch (n.type) {
      case 'lambda_expression':
        return false;
      case 'static_initializer':
      case 'enum_constant':
      case 'constant_declaration':
        return true;
      case 'field_declaration':
        return hasModifier(n, 'static');
      case 'block':
        if (n.parent?.type === 'class_body' || n.parent?.type === 'enum_body_declarations') return false;
        break;
      case 'class_body':
      case 'interface_body':
      case 'enum_body':
      case 'program':
        return true;
    }
  }
  return true;
}

export function occurrence(key: KeyExpr, pos: Position, ctx: JavaContext): LiteralOccurrence {
  const scope = ctx.scopes.enclosing(key.node.startIndex);
  const start = key.node.startPosition;
  const occ: LiteralOccurrence = {
    file: ctx.file,
    line: start.row + 1,
    col: start.column + 1,
    value: key.value,
    keyKind: key.keyKind,
    role: pos.role,
    callee: pos.callee,
    calleePath: pos.calleePath,
    receiver: pos.receiver,
    argIndex: pos.argIndex,
    keyword: pos.keyword,
    container: pos.container,
    targetSymbol: pos.targetSymbol,
    targetKind: pos.targetKind,
    targetType: pos.targetType,
    enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
    importTime: pos.importTime ?? importTimeOf(key.node, scope),
    elemIndex: pos.elemIndex,
    dictKey: null,
    inTest: ctx.inTest,
    language: 'java',
  };
  if (key.keyKind === 'symbolic') {
    // switch labels name enum constants of the subject's type, which only a type checker knows
    occ.resolvedValue = key.node.parent?.type === 'switch_label' ? key.value : resolveSymbol(key.value, key.node.startIndex, ctx);
  }
  return occ;
}

/**
 * Keys an annotation string refers to: `${key:default}` placeholders and SpEL `@bean` references,
 * each as a `config_ref` row carrying the annotation's callee and target; and the string arguments of
 * SpEL method calls, as `call_arg` rows of the called method.
 */
export function configRefs(occ: LiteralOccurrence): LiteralOccurrence[] {
  if (occ.role !== 'annotation_arg' || occ.keyKind === 'symbolic') return [];
  const out: LiteralOccurrence[] = [];
  for (const key of placeholderKeys(occ.value)) out.push({ ...occ, role: 'config_ref', value: key, keyKind: 'literal', container: 'placeholder' });
  for (const bean of spelBeanRefs(occ.value)) out.push({ ...occ, role: 'config_ref', value: bean, keyKind: 'literal', container: 'spel' });
  // the string arguments of the expression's method calls, each a call slot of that method, declared
  // where the annotation stands: `@el.check('user:list')` on every controller method names permissions
  // (`#name.equals('demo')` compares, as `name.equals("demo")` does in Java)
  for (const arg of spelCallArgs(occ.value)) {
    const callee = arg.callee.split('.').pop()!;
    const receiver = arg.callee.includes('.') ? arg.callee.replace(/\.[^.]*$/, '') : null;
    const compares = EQUALS_METHODS.has(callee) && receiver !== null;
    out.push({
      ...occ, role: compares ? 'compare' : 'call_arg', value: arg.value, keyKind: 'literal', container: compares ? receiver : 'spel',
      callee, calleePath: arg.callee, receiver, argIndex: arg.index, keyword: null,
    });
  }
  return out;
}
