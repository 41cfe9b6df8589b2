import type { Node } from 'web-tree-sitter';
import { emptyFacts, type Definition, type FileFacts } from '../../core/types.js';
import type { LanguageSupport, ParsedSource, SourceFile } from '../language-support.js';
import { readImport, resolveDotted } from './imports.js';
import { isStringNode, stringValue } from './key-expr.js';
import { calleePathOf, isInDecorator, keyExprOf, keywordDictKey, occurrence, symbolicKey, type FileContext } from './literals.js';
import { extractRegistryFacts, REGISTRY_QUERY } from './registries.js';
import { ScopeIndex } from './scope.js';
import { setupEntryPoints } from './setup-entry-points.js';
import { PYTHON_BUILTINS, PYTHON_STANDARD_MODULES } from './standard-library.js';

/** One query, one pass over the tree: every node kind the extractor needs, in document order. */
const FACTS_QUERY = `
(function_definition name: (identifier) @def.name) @def
(class_definition name: (identifier) @def.name) @def
(decorator) @decorator
(import_statement) @import
(import_from_statement) @import
(string) @string
(concatenated_string) @string
(argument_list [(identifier) (attribute)] @symbolic)
(keyword_argument value: [(identifier) (attribute)] @symbolic)
(subscript subscript: (attribute) @symbolic)
(pair key: [(identifier) (attribute)] @symbolic)
(class_definition body: (block (expression_statement (assignment right: [(identifier) (attribute)] @symbolic))))
(pair value: [(identifier) (attribute)] @tablesym)
(keyword_argument name: (identifier) @kwkey)
(keyword_argument value: [(identifier) (attribute)] @tablesym)
(tuple [(identifier) (attribute)] @tablesym)
(list [(identifier) (attribute)] @tablesym)
(set [(identifier) (attribute)] @tablesym)
(assignment left: (subscript subscript: (string)) right: [(identifier) (attribute)] @tablesym)
(module (expression_statement (assignment left: (identifier) @variable right: (_) @variable.value)))
(module (expression_statement (assignment left: (pattern_list) @variables right: (expression_list))))
(module (expression_statement (assignment right: (assignment left: (identifier) @variable right: (_) @variable.value))))
(module [(if_statement) (try_statement) (with_statement)] @compound)
(ERROR) @error
`;

/** The value of an entry of a dict literal that is returned whole (`return {"csv": CsvExporter}`, also in
 *  parentheses: `return ({...})`). */
function returnedEntry(node: Node): boolean {
  const pair = node.parent;
  let up = pair?.parent?.parent;
  while (up?.type === 'parenthesized_expression') up = up.parent;
  return pair?.type === 'pair' && pair.childForFieldName('value')?.startIndex === node.startIndex
    && pair.parent?.type === 'dictionary' && up?.type === 'return_statement';
}

/** `NAME = value` statements inside a module-level compound statement, not inside a def or class in it. */
function compoundAssignments(node: Node): [Node, Node][] {
  const found: [Node, Node][] = [];
  const walk = (n: Node): void => {
    for (const child of n.namedChildren) {
      if (!child || /^(function_definition|class_definition|decorated_definition)$/.test(child.type)) continue;
      if (child.type === 'expression_statement') {
        const a = child.namedChildren[0];
        const left = a?.type === 'assignment' ? a.childForFieldName('left') : null;
        const right = a?.childForFieldName('right');
        if (left?.type === 'identifier' && right) found.push([left, right]);
      } else if (/^(block|if_statement|elif_clause|else_clause|try_statement|except_clause|finally_clause|with_statement)$/.test(child.type)) {
        walk(child);
      }
    }
  };
  walk(node);
  return found;
}

/** The table and key of `NAME["key"] = value` (or `obj.attr["key"] = value`) when `value` is the node; null otherwise. */
function writtenEntry(value: Node): { container: string; key: string } | null {
  const assignment = value.parent;
  if (assignment?.type !== 'assignment' || assignment.childForFieldName('right')?.startIndex !== value.startIndex) return null;
  const left = assignment.childForFieldName('left');
  const table = left?.type === 'subscript' ? left.childForFieldName('value') : null;
  const key = left?.childForFieldName('subscript');
  if ((table?.type !== 'identifier' && table?.type !== 'attribute') || !key || !isStringNode(key)) return null;
  return { container: table.text, key: stringValue(key).value };
}

function moduleOf(file: SourceFile): { module: string; isPackage: boolean } {
  const isPackage = file.path.endsWith('/__init__.py') || file.path === '__init__.py';
  if (file.module) return { module: file.module, isPackage };
  const stem = file.path.replace(/\.pyi?$/, '').replace(/\/__init__$/, '');
  return { module: stem.split('/').join('.'), isPackage };
}

function decoratorCallee(dec: Node): { fn: Node | null; args: Node | null } {
  let expr = dec.namedChild(0);
  while (expr?.type === 'parenthesized_expression') expr = expr.namedChild(0);
  if (expr?.type === 'call') return { fn: expr.childForFieldName('function'), args: expr.childForFieldName('arguments') };
  return { fn: expr, args: null };
}

function extract(file: SourceFile, parsed: ParsedSource | null): FileFacts {
  const facts = emptyFacts();
  if (!parsed) return facts;
  const { module, isPackage } = moduleOf(file);
  const root = parsed.tree.rootNode;
  const captures = parsed.query(FACTS_QUERY).captures(root);

  const scopes = new ScopeIndex(file.path);
  const bindings = new Map<string, string>();
  const localNames = new Set<string>();
  const moduleNames = new Set<string>();
  const valueTypes = new Map<string, string>();
  const ctx: FileContext = { file: file.path, module, inTest: file.inTest, bindings, scopes, localNames, moduleNames, valueTypes };

  const pendingTypes: [Definition, Node][] = [];
  const pendingAliases: [Definition, Node][] = [];
  // module-level names are importable too (`shop.wsgi.application`)
  const moduleVariable = (name: Node): Definition => {
    const line = name.startPosition.row + 1;
    moduleNames.add(name.text);
    const def: Definition = {
      file: file.path, symbol: `${file.path}::${name.text}`, name: name.text, qualName: name.text, kind: 'variable',
      line, endLine: line, parentSymbol: null, language: 'python',
    };
    facts.definitions.push(def);
    return def;
  };
  // an instance made at module level is typed by its constructor once the imports are known
  const typeByCall = (def: Definition, call: Node): void => {
    const fn = call.childForFieldName('function');
    if (fn && (fn.type === 'identifier' || fn.type === 'attribute')) pendingTypes.push([def, fn]);
  };
  // First pass: definitions and imports, which every literal's classification depends on.
  let pendingDef: Node | null = null;
  for (const c of captures) {
    if (c.name === 'def') pendingDef = c.node;
    else if (c.name === 'def.name' && pendingDef) {
      const s = scopes.add(pendingDef, c.node.text);
      facts.definitions.push(s.def);
      if (!s.parent) localNames.add(s.def.name);
      pendingDef = null;
    } else if (c.name === 'variable.value') {
      const last = facts.definitions[facts.definitions.length - 1];
      if (last?.kind === 'variable' && c.node.type === 'call') typeByCall(last, c.node);
      else if (last?.kind === 'variable' && (c.node.type === 'identifier' || c.node.type === 'attribute')) {
        pendingAliases.push([last, c.node]);
      }
    } else if (c.name === 'variable') {
      moduleVariable(c.node);
    } else if (c.name === 'variables') {
      // `schemas, rules = SchemaRegistry(), RulesRegistry()`: each name is a module-level instance as if assigned alone
      const values = c.node.parent?.childForFieldName('right')?.namedChildren ?? [];
      c.node.namedChildren.forEach((target, i) => {
        if (target?.type !== 'identifier') return;
        const def = moduleVariable(target);
        const value = values[i];
        if (value?.type === 'call') typeByCall(def, value);
      });
    } else if (c.name === 'compound') {
      // `try: import pycurl` … `else: METH_TO_CURL = {...}`: a name bound inside a module-level `if`, `try`
      // or `with` is as much the module's as one bound at its top; the first binding stands for the name
      for (const [name, value] of compoundAssignments(c.node)) {
        if (moduleNames.has(name.text)) continue;
        const def = moduleVariable(name);
        if (value.type === 'call') typeByCall(def, value);
        else if (value.type === 'identifier' || value.type === 'attribute') pendingAliases.push([def, value]);
      }
    } else if (c.name === 'import') {
      facts.imports.push(...readImport(c.node, file.path, module, isPackage, bindings));
    } else if (c.name === 'error') {
      facts.parseErrors++;
      if (facts.parseErrors === 1) {
        facts.errors.push({ file: file.path, line: c.node.startPosition.row + 1, kind: 'syntax', message: `syntax error near line ${c.node.startPosition.row + 1}; extracted what tree-sitter recovered` });
      }
    }
  }
  if (facts.parseErrors === 0 && root.hasError) {
    facts.parseErrors = 1;
    facts.errors.push({ file: file.path, line: null, kind: 'syntax', message: 'missing tokens; extracted what tree-sitter recovered' });
  }

  for (const [def, fn] of pendingTypes) {
    // only instances of imported or in-file callables are typed: `set()` / `dict()` say nothing of identity
    const head = fn.text.split('.')[0]!;
    if (!bindings.has(head) && !localNames.has(head)) continue;
    def.valueType = calleePathOf(fn, ctx);
    valueTypes.set(def.name, def.valueType);
  }
  // `register_plugin = _plugins.register`: calls of the alias are calls of the method it names (after the
  // instances above are typed, so the method is known by its class)
  for (const [def, target] of pendingAliases) def.aliasOf = calleePathOf(target, ctx);
  for (const s of scopes.defs) {
    if (!s.isClass) continue;
    const supers = s.node.childForFieldName('superclasses');
    for (const b of supers?.namedChildren ?? []) {
      if (!b || (b.type !== 'identifier' && b.type !== 'attribute')) continue;
      facts.bases.push({ symbol: s.def.symbol, base: b.text, basePath: calleePathOf(b, ctx), relation: 'extends' });
    }
    // zope.interface's `@implementer(ICredentialFactory)` is Python's `implements`: classes that declare one
    // interface and no common base (twisted's credential factories) are siblings as Java's implementors are
    const decorated = s.node.parent?.type === 'decorated_definition' ? s.node.parent : null;
    for (const d of decorated?.namedChildren ?? []) {
      const call = d?.type === 'decorator' ? d.namedChildren[0] : null;
      if (call?.type !== 'call') continue;
      const fn = call.childForFieldName('function');
      if (!fn || calleePathOf(fn, ctx).split('.').pop() !== 'implementer') continue;
      for (const i of call.childForFieldName('arguments')?.namedChildren ?? []) {
        if (!i || (i.type !== 'identifier' && i.type !== 'attribute')) continue;
        facts.bases.push({ symbol: s.def.symbol, base: i.text, basePath: calleePathOf(i, ctx), relation: 'implements' });
      }
    }
  }

  const resolvedName = (text: string): string => {
    const r = resolveDotted(text, bindings);
    const head = text.split('.')[0]!;
    return r === text && (localNames.has(head) || moduleNames.has(head)) ? `${module}.${text}` : r;
  };
  const handled = new Set<number>();
  for (const c of captures) {
    if (c.name === 'decorator') {
      const { fn, args } = decoratorCallee(c.node);
      const decorated = c.node.parent;
      const def = decorated?.type === 'decorated_definition' ? decorated.childForFieldName('definition') : null;
      const target = def ? scopes.at(def.startIndex) : undefined;
      if (!fn || !target) continue;
      const argNodes = args?.namedChildren.filter((a) => a && a.type !== 'comment') ?? [];
      facts.decorators.push({
        file: file.path,
        line: c.node.startPosition.row + 1,
        symbol: target.def.symbol,
        callee: fn.type === 'attribute' ? fn.childForFieldName('attribute')?.text ?? fn.text : fn.text,
        calleePath: calleePathOf(fn, ctx),
        argCount: argNodes.length,
        hasStringArg: argNodes.some((a) => a?.type === 'string' || a?.type === 'concatenated_string' ||
          (a?.type === 'keyword_argument' && /^(string|concatenated_string)$/.test(a.childForFieldName('value')?.type ?? ''))),
      });
    } else if (c.name === 'string') {
      const parentType = c.node.parent?.type;
      if (parentType === 'concatenated_string') continue;
      const expr = keyExprOf(c.node, handled);
      if (!expr) continue;
      const occ = occurrence(expr, ctx);
      // `TOKEN_ADD = intern("add")`, `HMAC_MD5 = dns.name.from_text("HMAC-MD5.SIG-ALG.REG.INT")`: a module
      // constant converted from one string is that string's constant, as `TOKEN_ADD = "add"` is; the call
      // only converts it, and is no registry of its own
      const made = occ.role === 'call_arg' && occ.importTime ? constantMadeFrom(expr.node) : null;
      if (made) Object.assign(occ, { role: 'assign', container: made, callee: null, calleePath: null, receiver: null, argIndex: null, keyword: null });
      facts.literals.push(occ);
      if (occ.keyKind === 'literal' && occ.value.includes('${')) {
        // keys inside other strings: "${storage.backend}" references the key storage.backend
        for (const m of occ.value.matchAll(/\$\{([A-Za-z0-9_.\-\[\]]+)(?::[^}]*)?\}/g)) {
          facts.literals.push({ ...occ, role: 'config_ref', value: m[1]!, container: 'placeholder' });
        }
      }
      if ((occ.role === 'assign' || occ.role === 'class_attr') && occ.importTime && occ.container && /^[A-Za-z_]\w*$/.test(occ.container)) {
        const scope = scopes.enclosing(expr.node.startIndex);
        facts.constants.push({
          file: file.path,
          line: occ.line,
          scopeSymbol: scope ? scope.def.symbol : scopes.moduleSymbol,
          name: occ.container,
          qualified: `${module}.${scope ? `${scope.def.qualName}.` : ''}${occ.container}`,
          value: occ.value,
          keyKind: occ.keyKind,
        });
      }
    } else if (c.name === 'symbolic') {
      const sym = symbolicKey(c.node, isInDecorator(c.node));
      if (!sym) continue;
      const occ = occurrence(sym, ctx);
      if (occ.role === 'other') continue;
      occ.resolvedValue = resolvedName(sym.value);
      facts.literals.push(occ);
    } else if (c.name === 'kwkey') {
      const occ = keywordDictKey(c.node, ctx);
      if (occ) facts.literals.push(occ);
    } else if (c.name === 'tablesym') {
      // `("csv", CsvExporter)` and `{"csv": CsvExporter}` at module or class level: the value names a definition,
      // which is what makes a literal table a registry
      const head = c.node.text.split('.')[0]!;
      const scope = scopes.enclosing(c.node.startIndex);
      // (in a function, only a dict it returns whole: `return {"csv": CsvExporter, ...}` hands a table out)
      // (its UPPER_CASE values are constants put into a returned record, `{"type": EventType.HTTP_REQUEST}`,
      // not definitions the table hands out)
      if (scope && !scope.isClass && (!returnedEntry(c.node) || /^[A-Z][A-Z0-9_]*$/.test(c.node.text.split('.').pop()!))) continue;
      // a keyword value a constant's name already gave (`@symbolic`) is not counted twice
      if (c.node.parent?.type === 'keyword_argument' && symbolicKey(c.node, isInDecorator(c.node))) continue;
      // in a class body, a bare name may be a method defined above it: {"multipart/form-data": _parse_multipart};
      // in a function, a class or function it defines before returning the table (`def getPhases(): class
      // InitialPhase(Phase): ...; return {"initial": InitialPhase, ...}`)
      const method = scope && c.node.type === 'identifier'
        ? scopes.defs.find((d) => d.parent === scope && (!scope.isClass || !d.isClass) && d.def.name === head && d.end <= c.node.startIndex)
        : undefined;
      // a module constant of this file listed in a table (`_BASIC_COLORS = [BLACK, DARK_RED]`) is its value, folded later
      const constant = moduleNames.has(head) && c.node.type === 'identifier' && symbolicKey(c.node, false) !== null;
      if (!method && !bindings.has(head) && !localNames.has(head) && !constant) continue;
      const occ = occurrence({ node: c.node, value: c.node.text, keyKind: 'symbolic' }, ctx);
      // `RENDERERS["json"] = JsonRenderer` at module level is the entry `{"json": JsonRenderer}` written
      // statement by statement: the value of the table named by the subscripted name
      const written = writtenEntry(c.node);
      if (written) Object.assign(occ, { role: 'dict_value', container: written.container, dictKey: written.key });
      if (occ.role !== 'dict_value' && occ.role !== 'collection_elem') continue;
      occ.resolvedValue = method ? `${module}.${method.def.qualName}` : resolvedName(c.node.text);
      facts.literals.push(occ);
    }
  }
  if (file.path === 'setup.py' || file.path.endsWith('/setup.py')) {
    const eps = setupEntryPoints(root, ctx, file.inTest);
    if (eps.rows.length > 0) {
      facts.literals = facts.literals.filter((l) => !eps.consumed.has(`${l.line}:${l.col}`));
      facts.literals.push(...eps.rows);
    }
  }
  const reg = extractRegistryFacts(root, parsed.query(REGISTRY_QUERY), ctx);
  facts.storageWrites = reg.storageWrites;
  facts.keyForwards = reg.keyForwards;
  facts.containerAccesses = reg.containerAccesses;
  return facts;
}

const python: LanguageSupport = {
  id: 'python',
  matches: (path) => path.endsWith('.py') || path.endsWith('.pyi'),
  grammar: { package: 'tree-sitter-python', file: 'tree-sitter-python.wasm' },
  standardLibrary: [...PYTHON_STANDARD_MODULES, ...PYTHON_BUILTINS],
  extract,
};

export default python;

/**
 * Calls that turn a text into a value of another kind and nothing more: `intern("add")`,
 * `dns.name.from_text("hmac-md5")`, `parse_version("1.0")`. A lookup or a registration assigned to a
 * name (`EC2 = get_driver("ec2")`, `LOG = getLogger("app")`, `USER = Setting("admin")`) keeps its call.
 */
const CONVERTERS = /^(intern|from_[a-z_]+|[a-z_]+_from_(text|str|string)|parse(_[a-z_]+)?)$/;

/** The UPPER_CASE module-level name a conversion of this one string is assigned to (`NAME = intern("x")`), or null. */
function constantMadeFrom(str: Node): string | null {
  const args = str.parent;
  if (args?.type !== 'argument_list' || args.namedChildren.filter((a) => a && a.type !== 'comment').length !== 1) return null;
  const call = args.parent;
  const fn = call?.childForFieldName('function');
  if (!fn || !CONVERTERS.test(fn.text.split('.').pop() ?? '')) return null;
  const asg = call?.parent;
  if (call?.type !== 'call' || asg?.type !== 'assignment' || asg.childForFieldName('right')?.startIndex !== call.startIndex) return null;
  const left = asg.childForFieldName('left');
  if (left?.type !== 'identifier' || !/^[A-Z][A-Z0-9_]*$/.test(left.text)) return null;
  return asg.parent?.type === 'expression_statement' && asg.parent.parent?.type === 'module' ? left.text : null;
}
