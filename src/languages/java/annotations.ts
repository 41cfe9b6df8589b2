import type { Node } from 'web-tree-sitter';
import type { DecoratorUse, TargetKind } from '../../core/types.js';
import type { JavaScope } from './definitions.js';
import { dottedText, resolveHead } from './imports.js';
import { bareType, clip, lastSegment, type JavaContext } from './resolve.js';

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

const TYPE_DECLS = new Set([
  'class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration',
]);

export function isAnnotation(node: Node | null): boolean {
  return node?.type === 'annotation' || node?.type === 'marker_annotation';
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
    if (p.type === 'modifiers') return p.parent;
    if (!ANNOTATION_VALUE.has(p.type)) return null;
    n = p;
  }
  return null;
}

function paramType(param: Node): string | null {
  const t = param.childForFieldName('type');
  if (t) return bareType(t);
  // a spread_parameter has no field names: its type is the named child before the declarator
  for (const c of param.namedChildren) {
    if (c && c.type !== 'modifiers' && c.type !== 'variable_declarator') return `${bareType(c)}...`;
  }
  return null;
}

function paramName(param: Node): string | null {
  const n = param.childForFieldName('name');
  if (n) return n.text;
  for (const c of param.namedChildren) if (c?.type === 'variable_declarator') return c.childForFieldName('name')?.text ?? null;
  return null;
}

/** Symbol, kind and declared type of what an annotation decorates. */
export function annotationTarget(ann: Node, ctx: JavaContext): AnnotationTarget {
  const decl = annotatedDeclaration(ann);
  if (!decl) return NO_TARGET;
  const t = decl.type;
  if (TYPE_DECLS.has(t) || t === 'method_declaration' || t === 'annotation_type_element_declaration' ||
    t === 'constructor_declaration' || t === 'compact_constructor_declaration') {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    const kind: TargetKind = TYPE_DECLS.has(t) ? 'class' : t.startsWith('constructor') || t.startsWith('compact') ? 'constructor' : 'method';
    return { symbol: scopes[0]?.def.symbol ?? null, kind, type: null, scopes };
  }
  if (t === 'field_declaration' || t === 'constant_declaration') {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    const type = decl.childForFieldName('type');
    return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type: type ? bareType(type) : null, scopes };
  }
  if (t === 'enum_constant') {
    const scopes = ctx.scopes.forDecl(decl) ?? [];
    return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type: scopes[0]?.parent?.def.name ?? null, scopes };
  }
  if (t === 'formal_parameter' || t === 'spread_parameter') {
    const owner = decl.parent?.type === 'formal_parameters' ? decl.parent.parent : null;
    const type = paramType(decl);
    if (owner?.type === 'record_declaration') {
      // a record component is a field (and accessor) of the record: it is one of our definitions
      const scopes = ctx.scopes.forDecl(decl) ?? [];
      return { symbol: scopes[0]?.def.symbol ?? null, kind: 'field', type, scopes };
    }
    const ownerScope = owner ? ctx.scopes.forDecl(owner)?.[0] : undefined;
    const name = paramName(decl);
    const symbol = ownerScope && name ? `${ownerScope.def.symbol}.${name}` : null;
    if (owner?.type === 'constructor_declaration') return { symbol, kind: 'ctor_param', type, scopes: [] };
    if (owner?.type === 'method_declaration') return { symbol, kind: 'method_param', type, scopes: [] };
    // a lambda's parameters have no symbol of their own
    return { symbol: null, kind: owner?.type === 'lambda_expression' ? 'method_param' : null, type, scopes: [] };
  }
  if (t === 'local_variable_declaration') {
    const type = decl.childForFieldName('type');
    return { symbol: null, kind: null, type: type ? bareType(type) : null, scopes: [] };
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
  if (!v) return false;
  if (v.type === 'string_literal') return true;
  if (v.type === 'element_value_array_initializer') return v.namedChildren.some((c) => c?.type === 'string_literal');
  if (v.type === 'binary_expression') return v.namedChildren.some((c) => isStringValue(c));
  if (v.type === 'parenthesized_expression') return isStringValue(v.namedChild(0));
  return false;
}

/** One DecoratorUse per definition an annotation sits on; annotations on parameters have none. */
export function decoratorUses(ann: Node, ctx: JavaContext): DecoratorUse[] {
  if (ann.parent?.type !== 'modifiers') return [];
  const target = annotationTarget(ann, ctx);
  if (!target.scopes.length) return [];
  const { callee, calleePath } = annotationCallee(ann, ctx);
  const args = annotationArgs(ann);
  const hasStringArg = args.some((a) => isStringValue(a.type === 'element_value_pair' ? a.childForFieldName('value') : a));
  const line = ann.startPosition.row + 1;
  return target.scopes.map((s) => ({
    file: ctx.file, line, symbol: s.def.symbol, callee, calleePath, argCount: args.length, hasStringArg,
  }));
}
