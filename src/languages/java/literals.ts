import type { Node } from 'web-tree-sitter';
import type { KeyKind, LiteralOccurrence, Role, TargetKind } from '../../core/types.js';
import { annotationCallee, annotationTarget, isAnnotation } from './annotations.js';
import { decodeJavaChar, decodeJavaString, placeholderKeys, spelBeanRefs } from './decode.js';
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

function same(a: Node | null | undefined, b: Node): boolean {
  return !!a && a.startIndex === b.startIndex && a.endIndex === b.endIndex;
}

function isComment(n: Node): boolean {
  return n.type === 'line_comment' || n.type === 'block_comment';
}

/** Index of a child among its list's elements (arguments, array elements), comments skipped. */
function indexIn(list: Node, child: Node): number {
  let i = 0;
  for (const c of list.namedChildren) {
    if (!c || isComment(c)) continue;
    if (same(c, child)) return i;
    i++;
  }
  return i;
}

function namedArgs(list: Node): Node[] {
  return list.namedChildren.filter((c): c is Node => !!c && !isComment(c));
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
  let top: Node | null = null;
  let n = str;
  for (let depth = 0; depth < 256; depth++) {
    const p = n.parent;
    if (!p) break;
    if (isPlus(p)) top = p;
    else if (!(p.type === 'parenthesized_expression' && isPlus(p.parent))) break;
    n = p;
  }
  if (top) {
    if (handled.has(top.id)) return null;
    handled.add(top.id);
    const t = plusTemplate(top);
    return { node: top, value: t.value, keyKind: t.computed ? 'computed' : 'literal' };
  }
  return { node: str, value: decodeJavaString(str.text), keyKind: 'literal' };
}

/**
 * A name or field access in a key position is kept as `symbolic` when it can name a constant:
 * anything in an annotation (Java only allows constants there), elsewhere UPPER_SNAKE names.
 */
export function symbolicKey(node: Node): KeyExpr | null {
  const text = node.text;
  if (text.length > 200 || /\s/.test(text)) return null;
  const p = node.parent?.type ?? '';
  const inAnnotation = p === 'annotation_argument_list' || p === 'element_value_pair' || p === 'element_value_array_initializer';
  if (!inAnnotation && !CONSTANT_SHAPED.test(lastSegment(text))) return null;
  if (text === 'this' || text === 'super') return null;
  return { node, value: text, keyKind: 'symbolic' };
}

/** Skip wrappers that do not change where a value ends up. */
function climb(node: Node): Node {
  let n = node;
  for (let depth = 0; depth < 32; depth++) {
    const p = n.parent;
    if (!p) return n;
    if (p.type === 'parenthesized_expression' || p.type === 'cast_expression') n = p;
    else if (p.type === 'ternary_expression' && !same(p.childForFieldName('condition'), n)) n = p;
    else return n;
  }
  return n;
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
        if (owner?.type === 'method_invocation') return methodCalleePath(owner, ctx);
        const type = owner?.type === 'object_creation_expression' ? owner.childForFieldName('type') : null;
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
  pos.argIndex = indexIn(args, expr);
  if (!owner) return pos;
  switch (owner.type) {
    case 'method_invocation': {
      const name = owner.childForFieldName('name')?.text ?? '';
      const obj = owner.childForFieldName('object');
      pos.callee = name;
      pos.calleePath = methodCalleePath(owner, ctx);
      pos.receiver = obj ? clip(obj.text) : null;
      if (!obj) return pos;
      if (EQUALS_METHODS.has(name)) {
        const list = namedArgs(args);
        if (list.length === 1) {
          pos.role = 'compare';
          pos.container = pos.receiver;
        } else if (list.length === 2 && /(^|\.)Objects$/.test(obj.text)) {
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

function annotationPosition(expr: Node, parent: Node, ctx: JavaContext): Position {
  let elemIndex: number | null = null;
  let holder: Node | null = parent;
  let valueNode = expr;
  if (parent.type === 'element_value_array_initializer') {
    elemIndex = indexIn(parent, expr);
    holder = parent.parent;
    valueNode = parent;
  }
  if (!holder) return blank('other');
  let keyword: string;
  let ann: Node | null;
  if (holder.type === 'annotation_argument_list') {
    keyword = 'value';
    ann = holder.parent;
  } else if (holder.type === 'element_value_pair') {
    if (!same(holder.childForFieldName('value'), valueNode)) return blank('other');
    keyword = holder.childForFieldName('key')?.text ?? 'value';
    ann = holder.parent?.parent ?? null;
  } else if (holder.type === 'annotation_type_element_declaration') {
    return defaultPosition(holder, elemIndex);
  } else {
    return blank('other');
  }
  if (!ann || !isAnnotation(ann)) return blank('other');
  const pos = blank('annotation_arg');
  const { callee, calleePath } = annotationCallee(ann, ctx);
  const target = annotationTarget(ann, ctx);
  pos.callee = callee;
  pos.calleePath = calleePath;
  pos.keyword = keyword;
  pos.elemIndex = elemIndex;
  pos.targetSymbol = target.symbol;
  pos.targetKind = target.kind;
  pos.targetType = target.type;
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

/** Classifies where a key expression sits. */
export function positionOf(exprIn: Node, ctx: JavaContext): Position {
  const expr = climb(exprIn);
  const p = expr.parent;
  if (!p) return blank('other');
  switch (p.type) {
    case 'argument_list':
      return callPosition(expr, p, ctx);
    case 'annotation_argument_list':
    case 'element_value_pair':
    case 'element_value_array_initializer':
      return annotationPosition(expr, p, ctx);
    case 'annotation_type_element_declaration':
      return same(p.childForFieldName('value'), expr) ? defaultPosition(p, null) : blank('other');
    case 'method_invocation': {
      // "x".equals(y): the literal is the receiver
      const name = p.childForFieldName('name')?.text ?? '';
      if (!same(p.childForFieldName('object'), expr) || !EQUALS_METHODS.has(name)) return blank('other');
      const args = p.childForFieldName('arguments');
      const first = args ? namedArgs(args)[0] : undefined;
      const pos = blank('compare');
      pos.callee = name;
      pos.calleePath = methodCalleePath(p, ctx);
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
      if (!same(p.childForFieldName('value'), expr)) return blank('other');
      const pos = blank('assign');
      pos.container = p.childForFieldName('name')?.text ?? null;
      const decl = p.parent;
      if (decl && (decl.type === 'constant_declaration' ||
        (decl.type === 'field_declaration' && hasModifier(decl, 'static') && hasModifier(decl, 'final')))) {
        pos.constantScope = ctx.scopes.enclosingType(p.startIndex);
      }
      return pos;
    }
    case 'assignment_expression': {
      const left = p.childForFieldName('left');
      if (!left || same(left, expr)) return blank('other');
      const pos = blank('assign');
      pos.container = clip(left.text);
      return pos;
    }
    case 'return_statement':
      return blank('return');
    case 'lambda_expression':
      return same(p.childForFieldName('body'), expr) ? blank('return') : blank('other');
    case 'array_initializer': {
      const pos = blank('collection_elem');
      pos.elemIndex = indexIn(p, expr);
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
 * each as a `config_ref` row carrying the annotation's callee and target.
 */
export function configRefs(occ: LiteralOccurrence): LiteralOccurrence[] {
  if (occ.role !== 'annotation_arg' || occ.keyKind === 'symbolic') return [];
  const out: LiteralOccurrence[] = [];
  for (const key of placeholderKeys(occ.value)) out.push({ ...occ, role: 'config_ref', value: key, keyKind: 'literal', container: 'placeholder' });
  for (const bean of spelBeanRefs(occ.value)) out.push({ ...occ, role: 'config_ref', value: bean, keyKind: 'literal', container: 'spel' });
  return out;
}
