import type { Node } from 'web-tree-sitter';
import type { DecoratorUse, TargetKind } from '../../core/types.js';
import type { JavaScope } from './definitions.js';
import { dottedText, resolveHead } from './imports.js';
import { clip, lastSegment, type JavaContext } from './resolve.js';

/** What an annotation is attached to. */
export interface AnnotationTarget {
  symbol: string | null;
  kind: TargetKind | null;
  type: string | null;
  /** the definitions it decorates (several for `@X int a, b;`), for DecoratorUse rows */
  scopes: JavaScope[];
}

const NO_TARGET: AnnotationTarget = { symbol: null, kind: null, type: null, scopes: [] };

/** Node kinds an annotation can be nested in while still being part of an outer annotation's value. */
const ANNOTATION_VALUE = new Set([
  'annotation', 'marker_annotation', 'annotation_argument_list', 'element_value_pair', 'element_value_array_initializer',
]);

export function isAnnotation(node: Node | null): boolean {
  const t = node?.type;
  return t === 'annotation' || t === 'marker_annotation';
}

/** Annotation name as the callee: last identifier, and the written name resolved through the imports. */
export function annotationCallee(ann: Node, ctx: JavaContext): { callee: string; calleePath: string } {
  const nameNode = ann.childForFieldName('name');
  const written = nameNode ? dottedText(nameNode) : '';
  return { callee: lastSegment(written), calleePath: clip(resolveHead(written, ctx.bindings)) };
}

/** The declaration whose modifiers hold this annotation (climbing out of nested annotation values). */
function annotatedDeclaration(ann: Node): Node | null {
  let n: Node = ann;
  for (let depth = 0; depth < 16; depth++) {
    const p = n.parent;
    if (!p) return null;
    const t = p.type;
    if (t === 'modifiers') return p.parent;
    if (!ANNOTATION_VALUE.has(t)) return null;
    n = p;
  }
  return null;
}

/** Declared type as written (type arguments kept: `Map<String, Handler>` says more than `Map`). */
function writtenType(type: Node | null): string | null {
  return type ? clip(type.text) : null;
}

function paramType(param: Node): string | null {
  const t = param.childForFieldName('type');
  if (t) return writtenType(t);
  // a spread_parameter has no field names: its type is the named child before the declarator
  for (const c of param.namedChildren) {
    if (c && c.type !== 'modifiers' && c.type !== 'variable_declarator') return `${clip(c.text)}...`;
  }
  return null;
}

function paramName(param: Node): string | null {
  const n = param.childForFieldName('name');
  if (n) return n.text;
  for (const c of param.namedChildren) if (c?.type === 'variable_declarator') return c.childForFieldName('name')?.text ?? null;
  return null;
}

/** Declarations that are definitions of their own, and the target kind an annotation on them has. */
const DEFINITION_TARGETS: Record<string, TargetKind> = {
  class_declaration: 'class',
  interface_declaration: 'class',
  enum_declaration: 'class',
  record_declaration: 'class',
  annotation_type_declaration: 'class',
  method_declaration: 'method',
  annotation_type_element_declaration: 'method',
  constructor_declaration: 'constructor',
  compact_constructor_declaration: 'constructor',
};

/** Symbol, kind and declared type of what an annotation decorates. */
export function annotationTarget(ann: Node, ctx: JavaContext): AnnotationTarget {
  const decl = annotatedDeclaration(ann);
  if (!decl) return NO_TARGET;
  const t = decl.type;
  const defKind = DEFINITION_TARGETS[t];
  if (defKind) {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    return { symbol: scopes[0]?.def.symbol ?? null, kind: defKind, type: null, scopes };
  }
  if (t === 'field_declaration' || t === 'constant_declaration') {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type: writtenType(decl.childForFieldName('type')), scopes };
  }
  if (t === 'enum_constant') {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type: scopes[0]?.parent?.def.name ?? null, scopes };
  }
  if (t === 'formal_parameter' || t === 'spread_parameter') {
    const list = decl.parent;
    const owner = list?.type === 'formal_parameters' ? list.parent : null;
    const ownerType = owner?.type;
    const type = paramType(decl);
    if (ownerType === 'record_declaration') {
      // a record component is a field (and accessor) of the record: it is one of our definitions
      const scopes = ctx.scopes.forDecl(decl) ?? [];
      return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type, scopes };
    }
    const ownerScope = owner ? ctx.scopes.forDecl(owner)?.[0] : undefined;
    const name = paramName(decl);
    const symbol = ownerScope && name ? `${ownerScope.def.symbol}.${name}` : null;
    if (ownerType === 'constructor_declaration') return { symbol, kind: 'ctor_param', type, scopes: [] };
    if (ownerType === 'method_declaration') return { symbol, kind: 'method_param', type, scopes: [] };
    // a lambda's parameters have no symbol of their own
    return { symbol: null, kind: ownerType === 'lambda_expression' ? 'method_param' : null, type, scopes: [] };
  }
  if (t === 'local_variable_declaration') {
    return { symbol: null, kind: null, type: writtenType(decl.childForFieldName('type')), scopes: [] };
  }
  return NO_TARGET;
}

/** The element values of an annotation's argument list, comments left out. */
export function annotationArgs(ann: Node): Node[] {
  const args = ann.childForFieldName('arguments');
  if (!args) return [];
  return args.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'block_comment');
}

function isStringValue(v: Node | null): boolean {
  const t = v?.type;
  if (!v || !t) return false;
  if (t === 'string_literal') return true;
  if (t === 'element_value_array_initializer') return v.namedChildren.some((c) => c?.type === 'string_literal');
  if (t === 'binary_expression') return v.namedChildren.some((c) => isStringValue(c));
  if (t === 'parenthesized_expression') return isStringValue(v.namedChild(0));
  return false;
}

/** Callee and target of one annotation, computed once however many strings it holds. */
export interface AnnotationInfo {
  callee: string;
  calleePath: string;
  target: AnnotationTarget;
}

export function annotationInfo(ann: Node, ctx: JavaContext): AnnotationInfo {
  let info = ctx.annotations.get(ann.id);
  if (!info) {
    info = { ...annotationCallee(ann, ctx), target: annotationTarget(ann, ctx) };
    ctx.annotations.set(ann.id, info);
  }
  return info;
}

/**
 * One DecoratorUse per definition an annotation sits on. Annotations nested in another's value
 * (`@Caching(evict = @CacheEvict("x"))`, repeatable containers) count for the same definition;
 * annotations on parameters and locals have no definition and so no row.
 */
export function decoratorUses(ann: Node, ctx: JavaContext, marker: boolean): DecoratorUse[] {
  const info = annotationInfo(ann, ctx);
  if (!info.target.scopes.length) return [];
  const args = marker ? [] : annotationArgs(ann);
  const hasStringArg = args.some((a) => isStringValue(a.type === 'element_value_pair' ? a.childForFieldName('value') : a));
  const line = ann.startPosition.row + 1;
  return info.target.scopes.map((s) => ({
    file: ctx.file, line, symbol: s.def.symbol, callee: info.callee, calleePath: info.calleePath, argCount: args.length, hasStringArg,
  }));
}
