import type { Node } from 'web-tree-sitter';
import type { LiteralOccurrence, Role, TargetKind } from '../../core/types.js';
import { resolveDotted } from './imports.js';
import { asksSelfFor, callPassing, nameLookupOf, templatesUse, loopVariable } from './forwarding.js';
import { isStringNode, stringValue, type KeyExpr } from './key-expr.js';
import { clip, genericCallee, lastIdentifier, paramIdentifier } from './node-text.js';
import type { ScopeDef, ScopeIndex } from './scope.js';

/** Methods whose first argument is a lookup key on the receiver. */
const GET_METHODS = new Set(['get', 'pop', 'setdefault']);
/** Reflection builtins: the attribute name (argument 1) is a lookup key on argument 0. */
const ATTR_BUILTINS = new Set(['getattr', 'hasattr', 'setattr', 'delattr']);
const COLLECTIONS = new Set(['list', 'tuple', 'set', 'expression_list']);
const WRAPPERS = new Set(['frozenset', 'set', 'tuple', 'list', 'dict', 'OrderedDict', 'collections.OrderedDict', 'MappingProxyType', 'types.MappingProxyType', 'Enum']);

export interface FileContext {
  file: string;
  module: string;
  inTest: boolean;
  bindings: Map<string, string>;
  scopes: ScopeIndex;
  /** module-level names defined in this file (functions, classes), for resolving local callees */
  localNames: Set<string>;
  /** module-level assigned names (`HANDLERS`, `JOBS`) */
  moduleNames: Set<string>;
  /** module-level names assigned a call, with the callee path (`logger` -> `logging.getLogger`) */
  valueTypes: Map<string, string>;
}

export function calleePathOf(fn: Node, ctx: FileContext, typed = true): string {
  const text = clip(fn.text);
  const resolved = resolveDotted(text, ctx.bindings);
  if (resolved !== text) return resolved;
  const head = text.split('.')[0]!;
  // an instance made at module level is known by its class: `logger.info` -> `logging.getLogger().info`;
  // so is a parameter annotated with a class: `def setup(app: Sphinx)` makes `app.connect` `sphinx.application.Sphinx().connect`
  const type = typed ? ctx.valueTypes.get(head) ?? (text.includes('.') ? paramType(head, fn.startIndex, ctx) : undefined) : undefined;
  if (type) return `${type}()${text.slice(head.length)}`;
  if (ctx.localNames.has(head) || ctx.moduleNames.has(head)) return `${ctx.module}.${text}`;
  // `handle = key_bindings.add` then `@handle("c-a")`: a function's local name for a method is that method
  const alias = text === head ? localAlias(head, fn.startIndex, ctx) : undefined;
  if (alias) return calleePathOf(alias, ctx, typed);
  return text;
}

const localAliasCache = new WeakMap<ScopeDef, Map<string, Node | null>>();

/**
 * The attribute a name is bound to once in an enclosing function's own body (`handle = kb.add`), or
 * undefined; a name bound twice, or bound to anything else as well, is no alias.
 */
function localAlias(name: string, at: number, ctx: FileContext): Node | undefined {
  return innerBinding(name, at, ctx, localAliasCache, (s) => {
    const aliases = new Map<string, Node | null>();
    // (a parameter is bound by every call: no alias of one attribute)
    for (const p of s.node.childForFieldName('parameters')?.namedChildren ?? []) {
      const id = paramIdentifier(p);
      if (id) aliases.set(id.text, null);
    }
    collectAliases(s.node.childForFieldName('body'), aliases);
    return aliases;
  }) ?? undefined;
}

/**
 * What the innermost enclosing function that binds `name` says of it, from a table built once per
 * function; a class body ends the search (its names are attributes, not variables of the code inside).
 */
function innerBinding<T>(name: string, at: number, ctx: FileContext, cache: WeakMap<ScopeDef, Map<string, T>>,
  build: (s: ScopeDef) => Map<string, T>): T | undefined {
  for (let s: ScopeDef | null = ctx.scopes.enclosing(at); s; s = s.parent) {
    if (s.isClass) return undefined;
    let names = cache.get(s);
    if (!names) {
      names = build(s);
      cache.set(s, names);
    }
    if (names.has(name)) return names.get(name);
  }
  return undefined;
}

function collectAliases(node: Node | null, out: Map<string, Node | null>): void {
  for (const child of node?.namedChildren ?? []) {
    if (!child) continue;
    // a nested function or class binds its own names
    if (child.type === 'function_definition' || child.type === 'class_definition' || child.type === 'decorated_definition') continue;
    if (child.type === 'assignment') {
      const left = child.childForFieldName('left');
      const right = child.childForFieldName('right');
      if (left?.type === 'identifier') {
        const target = right?.type === 'attribute' && right.text.split('.')[0] !== left.text ? right : null;
        out.set(left.text, out.has(left.text) ? null : target);
      }
    } else {
      // any other binding of the name (a loop variable, `with ... as`, `except ... as`, `+=`, an import) is not one alias
      const bound = child.type === 'for_statement' || child.type === 'for_in_clause' || child.type === 'augmented_assignment'
        ? child.childForFieldName('left')
        : child.type === 'as_pattern' ? child.childForFieldName('alias') ?? child.namedChildren.at(-1) ?? null
          : child.type === 'named_expression' ? child.childForFieldName('name') : null;
      const ids = bound?.type === 'identifier' ? [bound] : bound?.type === 'as_pattern_target' ? bound.namedChildren : [];
      for (const id of ids) if (id?.type === 'identifier') out.set(id.text, null);
      if (child.type === 'import_statement' || child.type === 'import_from_statement') {
        for (const n of child.descendantsOfType(['dotted_name', 'identifier'])) if (n) out.set(n.text.split('.')[0]!, null);
      }
    }
    collectAliases(child, out);
  }
}

const paramTypeCache = new WeakMap<ScopeDef, Map<string, string>>();

/** Annotation text reduced to a class name: quotes and `Optional[...]` dropped; anything else (unions, generics) is not one class. */
function annotatedClass(typeNode: Node): string | null {
  let t = typeNode.text.trim().replace(/^["']|["']$/g, '');
  const opt = /^(?:typing\.)?Optional\[(.+)\]$/.exec(t);
  if (opt) t = opt[1]!.trim().replace(/^["']|["']$/g, '');
  return /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(t) ? t : null;
}

/**
 * The class a parameter of an enclosing function is annotated with, resolved through the imports or
 * the module's own classes; builtins and typing names are not registries' owners and stay unresolved.
 */
function paramType(name: string, at: number, ctx: FileContext): string | undefined {
  // every parameter, '' when it has no class: an untyped parameter shadows the enclosing ones
  return innerBinding(name, at, ctx, paramTypeCache, (s) => {
    const types = new Map<string, string>();
    for (const p of s.node.childForFieldName('parameters')?.namedChildren ?? []) {
      const id = paramIdentifier(p);
      if (!p || !id) continue;
      const typeNode = p.type === 'typed_parameter' || p.type === 'typed_default_parameter' ? p.childForFieldName('type') : null;
      const cls = typeNode ? annotatedClass(typeNode) : null;
      const viaImport = cls ? resolveDotted(cls, ctx.bindings) : null;
      const path = !cls ? null : viaImport !== cls ? viaImport : ctx.localNames.has(cls.split('.')[0]!) ? `${ctx.module}.${cls}` : null;
      types.set(id.text, path && !/^(typing|typing_extensions|builtins|collections\.abc)\./.test(path) ? path : '');
    }
    return types;
  }) || undefined;
}

/** Skip wrappers that do not change a value's position. */
function climb(node: Node): Node {
  let n = node;
  while (n.parent && (n.parent.type === 'parenthesized_expression' || n.parent.type === 'await')) n = n.parent;
  return n;
}

interface Position {
  role: Role;
  callee: string | null;
  calleePath: string | null;
  receiver: string | null;
  argIndex: number | null;
  keyword: string | null;
  container: string | null;
  target: ScopeDef | null;
  /** a class-body field a call is assigned to (`ref = Field(alias="$ref")`): `Class.ref` */
  targetField: string | null;
  targetKind: TargetKind | null;
  elemIndex: number | null;
  dictKey: string | null;
  decorator: boolean;
}

function blank(role: Role): Position {
  return {
    role, callee: null, calleePath: null, receiver: null, argIndex: null, keyword: null, container: null,
    target: null, targetField: null, targetKind: null, elemIndex: null, dictKey: null, decorator: false,
  };
}

/**
 * The positional index of each child of an argument list or collection, by start offset, computed
 * once per parent: a generated table of thousands of strings would otherwise walk its siblings once
 * per element (quadratic in the table's length).
 */
const positionTables = new WeakMap<FileContext, Map<number, Map<number, number>>>();

function positionalIndex(args: Node, child: Node, ctx: FileContext): number {
  let tables = positionTables.get(ctx);
  if (!tables) positionTables.set(ctx, (tables = new Map()));
  let table = tables.get(args.id);
  if (!table) {
    table = new Map();
    let i = 0;
    for (const a of args.namedChildren) {
      if (!a) continue;
      table.set(a.startIndex, i);
      if (a.type !== 'keyword_argument' && a.type !== 'comment') i++;
    }
    table.set(-1, i);
    tables.set(args.id, table);
  }
  return table.get(child.startIndex) ?? table.get(-1)!;
}

/**
 * The name of a dict literal a function reads at once by a computed key (`{"a": A, "b": B}[kind]`,
 * `{...}.get(kind)`): it has no name of its own, so it takes its function's (`create{}`).
 */
export function inlineTableName(node: Node, ctx: FileContext): string {
  const scope = ctx.scopes.enclosing(node.startIndex);
  return `${scope ? scope.def.name : '<module>'}{}`;
}

/** True when a dict literal is read where it stands: the value of a subscript, or the receiver of `.get`. */
export function isInlineRead(dict: Node): boolean {
  const n = climb(dict);
  const p = n.parent;
  if (p?.type === 'subscript') return p.childForFieldName('value')?.startIndex === n.startIndex;
  return p?.type === 'attribute' && p.childForFieldName('object')?.startIndex === n.startIndex
    && p.childForFieldName('attribute')?.text === 'get' && p.parent?.type === 'call';
}

/** Name a collection/dict is assigned to, climbing through nested literals. */
function assignedName(node: Node, ctx: FileContext): string | null {
  let n: Node | null = node;
  for (let depth = 0; n && depth < 8; depth++) {
    const p: Node | null = n.parent;
    if (!p) return null;
    if (n.type === 'dictionary' && isInlineRead(n)) return inlineTableName(n, ctx);
    if (p.type === 'assignment' || p.type === 'augmented_assignment') {
      const left = p.childForFieldName('left');
      return left && left.startIndex !== n.startIndex ? clip(left.text) : null;
    }
    if (p.type === 'keyword_argument') {
      // a value of a keyword-spelled dict (`CONFIG = dict(handlers={...})`) is a value of the named
      // table, as it is in the literal `CONFIG = {"handlers": {...}}`
      if (isKeywordValueOfDict(n, p)) {
        n = p.parent!.parent!;
        continue;
      }
      return p.childForFieldName('name')?.text ?? null;
    }
    if (p.type === 'argument_list') {
      const call: Node | null = p.parent;
      const fn = call?.type === 'call' ? call.childForFieldName('function') : null;
      // frozenset({...}), tuple([...]) only wrap the literal: the name it is assigned to still counts;
      // so does any call whose one argument is the literal, when its result is assigned to a name
      // (`DJANGO_MAP = attrdict({...})`, `TYPES = ImmutableDict({...})`)
      if (fn && call && (WRAPPERS.has(fn.text) || (p.namedChildCount === 1 && climb(call).parent?.type === 'assignment'))) {
        n = call;
        continue;
      }
      return fn ? calleePathOf(fn, ctx) : null;
    }
    if (p.type === 'return_statement') return 'return';
    // literal collections joined into one (`SEQUENCES = [...] + [...]`, `{...} | {...}`) are one collection
    if (p.type === 'binary_operator' && (COLLECTIONS.has(n.type) || n.type === 'binary_operator')) {
      const op = p.childForFieldName('operator')?.type;
      if (op === '+' || op === '|') {
        n = p;
        continue;
      }
      return null;
    }
    if (COLLECTIONS.has(p.type) || p.type === 'pair' || p.type === 'dictionary' || p.type === 'parenthesized_expression') {
      n = p;
      continue;
    }
    return null;
  }
  return null;
}

function isNestedDict(dict: Node): boolean {
  let n: Node = dict;
  while (n.parent?.type === 'parenthesized_expression') n = n.parent;
  const p = n.parent;
  if (!p) return false;
  if (p.type === 'pair') return p.childForFieldName('value')?.startIndex === n.startIndex;
  if (p.type === 'keyword_argument') return isKeywordValueOfDict(n, p);
  return p.type === 'list' || p.type === 'set' || p.type === 'tuple';
}

function isKeywordValueOfDict(value: Node, kw: Node): boolean {
  return kw.childForFieldName('value')?.startIndex === value.startIndex && isKeywordDict(kw.parent?.parent);
}

function decoratedTarget(decorator: Node, ctx: FileContext): ScopeDef | null {
  const decorated = decorator.parent;
  const def = decorated?.type === 'decorated_definition' ? decorated.childForFieldName('definition') : null;
  return def ? ctx.scopes.at(def.startIndex) ?? null : null;
}

function targetKindOf(s: ScopeDef | null): TargetKind | null {
  if (!s) return null;
  return s.isClass ? 'class' : s.def.kind === 'method' ? 'method' : 'function';
}

/**
 * The class-body field a call is the value of (`ref: str = Field(alias="$ref")`, `name = Column("name")`):
 * its strings may spell that field's external name, as an annotation on a Java field does.
 */
function assignedField(call: Node, ctx: FileContext): string | null {
  const asg = call.parent;
  if (asg?.type !== 'assignment' || asg.childForFieldName('right')?.startIndex !== call.startIndex) return null;
  const left = asg.childForFieldName('left');
  const scope = ctx.scopes.enclosing(call.startIndex);
  if (left?.type !== 'identifier' || !scope?.isClass) return null;
  if (asg.parent?.type !== 'expression_statement' || asg.parent.parent?.parent?.startIndex !== scope.start) return null;
  return `${scope.def.symbol}.${left.text}`;
}

function callPosition(expr: Node, args: Node, ctx: FileContext, keyword: string | null): Position {
  const call = args.parent!;
  const written = call.childForFieldName('function');
  const fn = written ? genericCallee(written) : null;
  const pos = blank(keyword ? 'keyword_arg' : 'call_arg');
  if (!fn) return pos;
  pos.callee = lastIdentifier(fn);
  pos.calleePath = calleePathOf(fn, ctx);
  if (fn.type === 'attribute') pos.receiver = clip(fn.childForFieldName('object')?.text ?? '');
  pos.keyword = keyword;
  if (!keyword) pos.argIndex = positionalIndex(args, expr, ctx);
  if (call.parent?.type === 'decorator') {
    pos.role = 'decorator_arg';
    pos.decorator = true;
    pos.target = decoratedTarget(call.parent, ctx);
    pos.targetKind = targetKindOf(pos.target);
    return pos;
  }
  const field = assignedField(call, ctx);
  if (field) {
    pos.targetField = field;
    pos.targetKind = 'field';
  }
  if (fn.type === 'attribute' && GET_METHODS.has(pos.callee) && pos.argIndex === 0) {
    pos.role = 'get_arg';
    pos.container = pos.receiver;
  } else if (fn.type === 'identifier' && ATTR_BUILTINS.has(pos.callee) && pos.argIndex === 1) {
    pos.role = 'get_arg';
    pos.container = clip(args.namedChild(0)?.text ?? '');
  }
  return pos;
}

function otherOperand(cmp: Node, self: Node): string | null {
  for (const c of cmp.namedChildren) if (c && c.startIndex !== self.startIndex) return clip(c.text);
  return null;
}

/**
 * A literal table a `for` loop walks hands each key to the calls in its body: in
 * `for name, factory in (("xhr", XHR), ...): self.add_view_predicate(name, factory)` the string
 * "xhr" sits, in effect, in add_view_predicate's first slot. Registries filled this way have no name
 * of their own; the call that receives the key is the registration.
 */
/**
 * An unnamed collection a loop or comprehension walks to ask the class for the method each entry names
 * (`[m for m in ("GET", "HEAD", ...) if getattr(self, m.lower(), None)]`): the function's own table of
 * method names, named after the function as an inline dict is.
 */
function iteratedToAskSelf(coll: Node): boolean {
  const row = climb(coll);
  const p = row.parent;
  if (p?.type === 'for_statement' && p.childForFieldName('right')?.startIndex === row.startIndex) {
    const name = loopVariable(p, null);
    const body = p.childForFieldName('body');
    return !!name && !!body && asksSelfFor(body, name);
  }
  if (p?.type === 'for_in_clause' && p.childForFieldName('right')?.startIndex === row.startIndex && p.parent) {
    const left = p.childForFieldName('left');
    return left?.type === 'identifier' && asksSelfFor(p.parent, left.text);
  }
  return false;
}

function loopForward(expr: Node, coll: Node, ctx: FileContext): Position | null {
  const row = climb(coll);
  let loop: Node | null = null;
  let index: number | null = null;
  if (row.parent?.type === 'for_statement' && row.parent.childForFieldName('right')?.startIndex === row.startIndex) {
    loop = row.parent;
  } else if (row.parent && COLLECTIONS.has(row.parent.type)) {
    const table = climb(row.parent);
    if (table.parent?.type === 'for_statement' && table.parent.childForFieldName('right')?.startIndex === table.startIndex) {
      loop = table.parent;
      index = positionalIndex(coll, expr, ctx);
    }
  }
  if (!loop) return null;
  const name = loopVariable(loop, index);
  const body = loop.childForFieldName('body');
  // a key built from the variable (`register(f"payment.{status}")`) is the registration, computed: a
  // call that also takes the bare variable (`_make_handler(status)`) is a helper, not the registry
  if (!name || !body || templatesUse(body, name)) return null;
  const use = callPassing(body, name);
  return use ? callPosition(use.arg, use.args, ctx, use.keyword) : null;
}

/**
 * `dict(a="x", b=y)`, `attrdict(AUTO="INTEGER", ...)`: a dict spelled with keywords (the builtin `dict`,
 * or a callee named `*dict` with at least two, keyword arguments only). Its keyword names are its keys.
 */
export function isKeywordDict(call: Node | null | undefined): boolean {
  if (call?.type !== 'call') return false;
  const fn = call.childForFieldName('function');
  if (!fn || !/dict$/i.test(lastIdentifier(fn))) return false;
  const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((a) => a && a.type !== 'comment');
  // the builtin is a dict whatever its size (`dict(version="1.0")`); another `*dict` needs two keys to look like one
  return args.length >= (fn.text === 'dict' ? 1 : 2) && args.every((a) => a!.type === 'keyword_argument');
}

/** The key a keyword of a keyword-spelled dict declares, as a `dict_key` of the name it is assigned to. */
export function keywordDictKey(name: Node, ctx: FileContext): LiteralOccurrence | null {
  const kw = name.parent;
  const call = kw?.parent?.parent;
  if (kw?.type !== 'keyword_argument' || kw.childForFieldName('name')?.startIndex !== name.startIndex || !isKeywordDict(call)) return null;
  const occ = occurrence({ node: name, value: name.text, keyKind: 'literal' }, ctx);
  return { ...occ, role: 'dict_key', container: keywordDictName(call!, ctx), callee: null, calleePath: null, receiver: null, argIndex: null, keyword: null };
}

/** The table a keyword-spelled dict belongs to: nested in a list or in another dict's value, it is a record (`NAME[]`), as a literal one is. */
function keywordDictName(call: Node, ctx: FileContext): string | null {
  const name = assignedName(call, ctx);
  return name !== null && isNestedDict(call) ? `${name}[]` : name;
}

/** Classifies where a key expression sits. */
function positionOf(exprIn: Node, ctx: FileContext): Position {
  const expr = climb(exprIn);
  const p = expr.parent;
  if (!p) return blank('other');
  switch (p.type) {
    case 'argument_list':
      if (p.parent?.type === 'call') return callPosition(expr, p, ctx, null);
      if (p.parent?.type === 'class_definition') return blank('other');
      return blank('other');
    case 'keyword_argument': {
      const args = p.parent;
      const name = p.childForFieldName('name')?.text ?? null;
      if (args?.type === 'argument_list' && args.parent?.type === 'call' && p.childForFieldName('value')?.startIndex === expr.startIndex) {
        if (isKeywordDict(args.parent)) {
          const pos = blank('dict_value');
          pos.container = keywordDictName(args.parent, ctx);
          pos.dictKey = name;
          return pos;
        }
        return callPosition(p, args, ctx, name);
      }
      return blank('other');
    }
    case 'subscript': {
      if (p.childForFieldName('value')?.startIndex === expr.startIndex) return blank('other');
      const pos = blank('subscript');
      pos.container = clip(p.childForFieldName('value')?.text ?? '');
      const gp = p.parent;
      if (gp?.type === 'assignment' && gp.childForFieldName('left')?.startIndex === p.startIndex) pos.role = 'subscript_assign';
      return pos;
    }
    case 'comparison_operator': {
      const pos = blank('compare');
      pos.container = otherOperand(p, expr);
      return pos;
    }
    case 'case_pattern':
    case 'union_pattern':
    case 'dict_pattern': {
      let m: Node | null = p;
      while (m && m.type !== 'match_statement') m = m.parent;
      const pos = blank('compare');
      pos.container = m ? clip(m.childForFieldName('subject')?.text ?? '') : null;
      return pos;
    }
    case 'pair': {
      const isKey = p.childForFieldName('key')?.startIndex === expr.startIndex;
      const pos = blank(isKey ? 'dict_key' : 'dict_value');
      const name = assignedName(p.parent ?? p, ctx);
      // a dict inside another dict's value or inside a list is a record (`{"af": {"code": ..., "name": ...}}`):
      // its keys are fields, a table of their own (`NAME[]`), not keys of the outer table
      pos.container = name !== null && p.parent && isNestedDict(p.parent) ? `${name}[]` : name;
      if (!isKey) {
        const k = p.childForFieldName('key');
        if (k && isStringNode(k)) pos.dictKey = stringValue(k).value;
      }
      return pos;
    }
    case 'list':
    case 'tuple':
    case 'set':
    case 'expression_list': {
      // a membership test against a literal collection is a comparison of the key
      const up = climb(p).parent;
      if (up?.type === 'comparison_operator') {
        const pos = blank('compare');
        pos.container = otherOperand(up, climb(p));
        return pos;
      }
      if (p.type === 'expression_list' && up?.type === 'return_statement') return blank('return');
      const forwarded = loopForward(expr, p, ctx);
      if (forwarded) return forwarded;
      const pos = blank('collection_elem');
      pos.elemIndex = positionalIndex(p, expr, ctx);
      pos.container = assignedName(p, ctx) ?? (iteratedToAskSelf(p) ? inlineTableName(p, ctx) : null);
      // an element of the record a dict entry holds (`"W0611": ("Unused import %s", "unused-import", ...)`)
      // belongs to that entry, as a plain value would
      if (up?.type === 'pair' && up.childForFieldName('value')?.startIndex === climb(p).startIndex) {
        const k = up.childForFieldName('key');
        if (k && isStringNode(k)) pos.dictKey = stringValue(k).value;
      }
      return pos;
    }
    case 'assignment': {
      if (p.childForFieldName('right')?.startIndex !== expr.startIndex) return blank('other');
      let top: Node = p;
      while (top.parent?.type === 'assignment') top = top.parent;
      const left = p.childForFieldName('left');
      const scope = ctx.scopes.enclosing(expr.startIndex);
      if (scope?.isClass && top.parent?.type === 'expression_statement' && top.parent.parent?.parent?.startIndex === scope.start) {
        const pos = blank('class_attr');
        pos.container = clip(left?.text ?? '');
        pos.target = scope;
        pos.targetKind = 'class';
        return pos;
      }
      const passed = scope && !scope.isClass && left?.type === 'identifier' ? nameLookupOf(left.text, p, scope.node) : null;
      if (passed) return callPosition(passed.arg, passed.args, ctx, null);
      const pos = blank('assign');
      pos.container = clip(left?.text ?? '');
      return pos;
    }
    case 'default_parameter':
    case 'typed_default_parameter': {
      const pos = blank('default_arg');
      pos.container = p.childForFieldName('name')?.text ?? null;
      return pos;
    }
    case 'return_statement':
      return blank('return');
    case 'expression_statement': {
      const block = p.parent;
      if (block && block.namedChild(0)?.startIndex === p.startIndex) {
        const owner = block.type === 'module' ? block : block.parent;
        if (owner && (owner.type === 'module' || owner.type === 'function_definition' || owner.type === 'class_definition')) {
          return blank('docstring');
        }
      }
      return blank('other');
    }
    default:
      return blank('other');
  }
}

/**
 * Byte ranges of the module's `if __name__ == "__main__":` blocks, once per file: code there runs when
 * the file is a script, never on import, so it declares nothing.
 */
const mainGuards = new WeakMap<FileContext, [number, number][]>();
const MAIN_TEST = /^__name__\s*==\s*['"]__main__['"]$|^['"]__main__['"]\s*==\s*__name__$/;

function inMainGuard(node: Node, ctx: FileContext): boolean {
  let ranges = mainGuards.get(ctx);
  if (!ranges) {
    ranges = [];
    for (const st of node.tree.rootNode.namedChildren) {
      if (st?.type === 'if_statement' && MAIN_TEST.test(st.childForFieldName('condition')?.text.trim() ?? '')) {
        ranges.push([st.startIndex, st.endIndex]);
      }
    }
    mainGuards.set(ctx, ranges);
  }
  return ranges.some(([a, b]) => node.startIndex >= a && node.startIndex < b);
}

export function occurrence(expr: KeyExpr, ctx: FileContext): LiteralOccurrence {
  const pos = positionOf(expr.node, ctx);
  const scope = ctx.scopes.enclosing(expr.node.startIndex);
  const start = expr.node.startPosition;
  return {
    file: ctx.file,
    line: start.row + 1,
    col: start.column + 1,
    value: expr.value,
    keyKind: expr.keyKind,
    role: pos.role,
    callee: pos.callee,
    calleePath: pos.calleePath,
    receiver: pos.receiver,
    argIndex: pos.argIndex,
    keyword: pos.keyword,
    container: pos.container,
    targetSymbol: pos.targetField ?? pos.target?.def.symbol ?? null,
    targetKind: pos.targetKind,
    targetType: null,
    enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
    importTime: (pos.decorator || !scope || scope.isClass) && !inMainGuard(expr.node, ctx),
    elemIndex: pos.elemIndex,
    dictKey: pos.dictKey,
    inTest: ctx.inTest,
    language: 'python',
  };
}

export function isInDecorator(node: Node): boolean {
  const args = climb(node).parent;
  const holder = args?.type === 'keyword_argument' ? args.parent : args;
  return holder?.type === 'argument_list' && holder.parent?.type === 'call' && holder.parent.parent?.type === 'decorator';
}

export { keyExprOf, symbolicKey } from './key-expr.js';
export type { KeyExpr } from './key-expr.js';
