import type { Node, QueryCapture } from 'web-tree-sitter';
import { emptyFacts, type FileFacts } from '../../core/types.js';
import type { LanguageSupport, ParsedSource, SourceFile } from '../language-support.js';
import { decoratorUses } from './annotations.js';
import { basesOf } from './bases.js';
import { ScopeIndex } from './definitions.js';
import { dottedText, readImport } from './imports.js';
import { configRefs, keyExprOf, occurrence, positionOf, symbolicKey } from './literals.js';
import { extractJavaRegistryFacts, javaParams, javaTextParams, implicitConstructor } from './registries.js';
import { qualify, type JavaContext } from './resolve.js';

/**
 * One query, one pass over the tree: every node kind the extractor needs, in document order.
 * Symbolic arguments are filtered by shape in the query so unremarkable identifiers never cross
 * from wasm into JS; `_`-prefixed captures only serve predicates.
 */
const FACTS_QUERY = `
[(class_declaration) (interface_declaration) (enum_declaration) (record_declaration)
 (annotation_type_declaration) (method_declaration) (annotation_type_element_declaration)
 (constructor_declaration) (compact_constructor_declaration) (enum_constant)] @def
(field_declaration declarator: (variable_declarator) @def)
(constant_declaration declarator: (variable_declarator) @def)
(record_declaration parameters: (formal_parameters (formal_parameter) @def))
(package_declaration) @package
(import_declaration) @import
(annotation) @annotation
(marker_annotation) @annotation.marker
(string_literal) @string
(argument_list (identifier) @symbolic (#match? @symbolic "^[A-Z][A-Z0-9_]*$"))
(argument_list (field_access field: (identifier) @_field (#match? @_field "^[A-Z][A-Z0-9_]*$")) @symbolic)
(annotation_argument_list [(identifier) (field_access)] @symbolic)
(element_value_pair value: [(identifier) (field_access)] @symbolic)
(element_value_array_initializer [(identifier) (field_access)] @symbolic)
(switch_label [(identifier) (field_access)] @symbolic)
(method_invocation
  object: [(identifier) (field_access)] @symbolic
  name: (identifier) @_name (#any-of? @_name "equals" "equalsIgnoreCase"))
(ERROR) @error
(MISSING) @error
`;

function baseName(path: string): string {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file.endsWith('.java') ? file.slice(0, -'.java'.length) : file;
}

function packageName(decl: Node): string {
  for (const c of decl.namedChildren) {
    if (c && (c.type === 'scoped_identifier' || c.type === 'identifier')) return dottedText(c);
  }
  return '';
}

function recordSyntaxErrors(facts: FileFacts, file: SourceFile, root: Node, errors: Node[]): void {
  facts.parseErrors = errors.length;
  if (errors.length === 0 && root.hasError) facts.parseErrors = 1;
  if (facts.parseErrors === 0) return;
  const first = errors[0];
  const line = first ? first.startPosition.row + 1 : null;
  facts.errors.push({
    file: file.path,
    line,
    kind: 'syntax',
    message: `${facts.parseErrors} syntax error(s)${line ? `, first near line ${line}` : ''}; extracted what tree-sitter recovered`,
  });
}

function extractInto(facts: FileFacts, file: SourceFile, parsed: ParsedSource): void {
  const root = parsed.tree.rootNode;
  const captures: QueryCapture[] = parsed.query(FACTS_QUERY).captures(root);
  const scopes = new ScopeIndex(file.path);
  const ctx: JavaContext = {
    file: file.path, text: file.text, pkg: '', inTest: file.inTest, bindings: new Map(), scopes, superOf: new Map(), annotations: new Map(),
  };

  // First pass: what classifying any literal depends on (package, imports, definitions).
  const errors: Node[] = [];
  for (const c of captures) {
    switch (c.name) {
      case 'def':
        scopes.collect(c.node);
        break;
      case 'package':
        if (!ctx.pkg) ctx.pkg = packageName(c.node);
        break;
      case 'import': {
        const rec = readImport(c.node, file.path, ctx.bindings);
        if (rec) facts.imports.push(rec);
        break;
      }
      case 'error':
        errors.push(c.node);
        break;
    }
  }
  recordSyntaxErrors(facts, file, root, errors);
  const primary = baseName(file.path);
  facts.module = ctx.pkg ? `${ctx.pkg}.${primary}` : primary;
  facts.definitions = scopes.finish();
  for (const s of scopes.defs) {
    if (s.def.kind !== 'method' && s.def.kind !== 'constructor') continue;
    const params = javaParams(s.node);
    if (!params) continue;
    s.def.params = params;
    const text = javaTextParams(s.node, params);
    if (text.length) s.def.textParams = text;
  }
  for (const t of scopes.defs) {
    if (!t.isType) continue;
    const members = scopes.defs.filter((s) => s.parent === t);
    const made = implicitConstructor(t, members.filter((s) => s.def.kind === 'field'), members.some((s) => s.def.kind === 'constructor'));
    if (made) facts.definitions.push(made);
  }

  for (const s of scopes.defs) {
    if (!s.isType) continue;
    const bases = basesOf(s, ctx);
    for (const b of bases) {
      facts.bases.push(b);
      if (b.relation === 'extends' && s.def.kind === 'class') ctx.superOf.set(s.def.symbol, b.basePath);
    }
  }

  // Second pass: annotations and key positions.
  const handled = new Set<number>();
  const seenSymbolic = new Set<number>();
  for (const c of captures) {
    if (c.name === 'string') {
      const key = keyExprOf(c.node, handled);
      if (!key) continue;
      const pos = positionOf(key, ctx);
      const occ = occurrence(key, pos, ctx);
      facts.literals.push(occ);
      if (occ.role === 'annotation_arg') facts.literals.push(...configRefs(occ));
      if (pos.constantScope && occ.container) {
        facts.constants.push({
          file: file.path,
          line: occ.line,
          scopeSymbol: pos.constantScope.def.symbol,
          name: occ.container,
          qualified: qualify(ctx, `${pos.constantScope.def.qualName}.${occ.container}`),
          value: occ.value,
          keyKind: occ.keyKind,
        });
      }
    } else if (c.name === 'symbolic') {
      if (seenSymbolic.has(c.node.id)) continue;
      seenSymbolic.add(c.node.id);
      const key = symbolicKey(c.node);
      if (!key) continue;
      const pos = positionOf(key, ctx);
      if (pos.role === 'other') continue;
      facts.literals.push(occurrence(key, pos, ctx));
    } else if (c.name === 'annotation' || c.name === 'annotation.marker') {
      facts.decorators.push(...decoratorUses(c.node, ctx, c.name === 'annotation.marker'));
    }
  }
  const reg = extractJavaRegistryFacts(root, ctx);
  facts.storageWrites = reg.storageWrites;
  facts.keyForwards = reg.keyForwards;
  facts.containerAccesses = reg.containerAccesses;
}

function extract(file: SourceFile, parsed: ParsedSource | null): FileFacts {
  const facts = emptyFacts();
  if (!parsed) return facts;
  try {
    extractInto(facts, file, parsed);
  } catch (err) {
    // a bug or an unforeseen tree shape must cost one file's remaining facts, never the scan
    facts.errors.push({ file: file.path, line: null, kind: 'extract', message: err instanceof Error ? err.message : String(err) });
  }
  return facts;
}

const java: LanguageSupport = {
  id: 'java',
  matches: (path) => path.endsWith('.java'),
  grammar: { package: 'tree-sitter-java', file: 'tree-sitter-java.wasm' },
  extract,
  // javax.* is left out on purpose: it holds Jakarta/EE APIs whose annotations are registries (@Named)
  // java.lang's annotations are written as simple names (@Override), never imported
  standardLibrary: ['java', 'Override', 'Deprecated', 'SuppressWarnings', 'FunctionalInterface', 'SafeVarargs'],
};

export default java;
