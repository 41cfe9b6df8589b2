import type { Node } from 'web-tree-sitter';
import type { AnnotationInfo } from './annotations.js';
import type { ScopeIndex } from './definitions.js';
import { resolveHead } from './imports.js';

/** What classifying one site needs to know about the file. */
export interface JavaContext {
  file: string;
  /** the source the tree was parsed from; node start indices index into it */
  text: string;
  /** package name, '' in the default package */
  pkg: string;
  inTest: boolean;
  /** simple name -> dotted target, from single-type and single static imports */
  bindings: Map<string, string>;
  scopes: ScopeIndex;
  /** superclass path of each class symbol, so `super("x")` can name the constructor it calls */
  superOf: Map<string, string>;
  /** per annotation node id */
  annotations: Map<number, AnnotationInfo>;
}

const MAX_TEXT = 200;

/** Whitespace-flattened and bounded, so a multi-line expression stays one readable cell. */
export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > MAX_TEXT ? flat.slice(0, MAX_TEXT) : flat;
}

export function qualify(ctx: JavaContext, qualName: string): string {
  return ctx.pkg ? `${ctx.pkg}.${qualName}` : qualName;
}

/**
 * java.lang is imported implicitly; without this list an unimported `RuntimeException` base would
 * be guessed to live in the file's own package.
 */
const JAVA_LANG = new Set([
  'Object', 'String', 'Enum', 'Record', 'Throwable', 'Exception', 'RuntimeException', 'Error',
  'IllegalArgumentException', 'IllegalStateException', 'UnsupportedOperationException',
  'NullPointerException', 'IndexOutOfBoundsException', 'ClassCastException', 'ArithmeticException',
  'InterruptedException', 'CloneNotSupportedException', 'ReflectiveOperationException',
  'ClassNotFoundException', 'Thread', 'ThreadLocal', 'InheritableThreadLocal', 'Runnable',
  'Comparable', 'Iterable', 'AutoCloseable', 'Cloneable', 'CharSequence', 'Appendable', 'Readable',
  'Number', 'Integer', 'Long', 'Short', 'Byte', 'Double', 'Float', 'Boolean', 'Character',
  'Math', 'StrictMath', 'System', 'Runtime', 'Class', 'ClassLoader', 'StringBuilder', 'StringBuffer',
  'Override', 'Deprecated', 'SuppressWarnings', 'FunctionalInterface', 'SafeVarargs', 'Void',
]);

/**
 * A type name as written resolved to a dotted path: through the imports, then the types declared
 * in this file, then java.lang, else assumed to be in the file's own package (Java's rule for
 * unimported simple names). A lowercase head is taken to be a fully-qualified name already.
 */
export function resolveType(text: string, ctx: JavaContext): string {
  const viaImport = resolveHead(text, ctx.bindings);
  if (viaImport !== text) return viaImport;
  const dot = text.indexOf('.');
  const head = dot < 0 ? text : text.slice(0, dot);
  const local = ctx.scopes.typeNamed(head);
  if (local) return qualify(ctx, local.def.qualName + (dot < 0 ? '' : text.slice(dot)));
  if (dot < 0 && JAVA_LANG.has(text)) return `java.lang.${text}`;
  if (/^[A-Z]/.test(head)) return qualify(ctx, text);
  return text;
}

/**
 * A constant reference as written (`ADYEN`, `ProviderNames.WORLDPAY`) resolved to the dotted name
 * a ConstantRecord would carry. A bare name is looked up in the enclosing classes of the site
 * (innermost declaring class wins); one declared nowhere in the file (inherited, or from a wildcard
 * static import) stays as written rather than being guessed.
 */
export function resolveSymbol(text: string, at: number, ctx: JavaContext): string {
  const viaImport = resolveHead(text, ctx.bindings);
  if (viaImport !== text) return viaImport;
  if (text.includes('.')) {
    if (text.startsWith('this.')) return resolveSymbol(text.slice(5), at, ctx);
    return /^[A-Z]/.test(text) ? resolveType(text, ctx) : text;
  }
  for (let t = ctx.scopes.enclosingType(at); t; t = t.parent) {
    if (t.isType && ctx.scopes.hasField(t.def.qualName, text)) return qualify(ctx, `${t.def.qualName}.${text}`);
  }
  return text;
}

/** Type as written without type arguments or annotations (`Map<K, V>` -> `Map`). */
export function bareType(node: Node): string {
  const t = node.type;
  if (t === 'generic_type') {
    const inner = node.namedChild(0);
    return inner ? bareType(inner) : clip(node.text);
  }
  if (t === 'annotated_type' || t === 'scoped_type_identifier') {
    const parts = node.namedChildren.filter((c): c is Node => !!c && c.type !== 'annotation' && c.type !== 'marker_annotation');
    if (t === 'scoped_type_identifier') return parts.map((c) => bareType(c)).join('.');
    return parts[0] ? bareType(parts[0]) : clip(node.text);
  }
  return clip(node.text);
}

export function lastSegment(dotted: string): string {
  const dot = dotted.lastIndexOf('.');
  return dot < 0 ? dotted : dotted.slice(dot + 1);
}

/**
 * The receiver chain of a call written without argument text: `builder.route().uri` rather than
 * `builder.route("a").uri`, so one call shape has one callee path at every site.
 */
export function chainText(node: Node, depth = 0): string {
  if (depth > 32) return clip(node.text);
  switch (node.type) {
    case 'identifier':
    case 'this':
    case 'super':
    case 'type_identifier':
      return node.text;
    case 'field_access': {
      const obj = node.childForFieldName('object');
      const field = node.childForFieldName('field');
      return obj && field ? `${chainText(obj, depth + 1)}.${field.text}` : clip(node.text);
    }
    case 'scoped_identifier':
    case 'scoped_type_identifier':
      return node.text.replace(/\s+/g, '');
    case 'method_invocation': {
      const obj = node.childForFieldName('object');
      const name = node.childForFieldName('name')?.text ?? '';
      return `${obj ? `${chainText(obj, depth + 1)}.` : ''}${name}()`;
    }
    case 'object_creation_expression': {
      const type = node.childForFieldName('type');
      return `new ${type ? bareType(type) : ''}()`;
    }
    case 'parenthesized_expression': {
      const inner = node.namedChild(0);
      return inner ? `(${chainText(inner, depth + 1)})` : clip(node.text);
    }
    default:
      return clip(node.text);
  }
}

/** Callee path of a method invocation: its chain, first segment resolved through the imports. */
export function methodCalleePath(obj: Node | null, name: string, ctx: JavaContext): string {
  const written = obj ? `${chainText(obj)}.${name}` : name;
  return clip(resolveHead(written, ctx.bindings));
}
