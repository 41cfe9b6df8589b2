import type { Node } from 'web-tree-sitter';
import type { ContainerAccess, KeyForward, StorageWrite } from '../../core/types.js';
import { calleePathOf, inlineTableName, isInlineRead, type FileContext } from './literals.js';
import { decodeString } from './decode.js';
import { splitWords } from '../../core/tokens.js';
import { callArguments, clip, comparisonOperators, paramIdentifier } from './node-text.js';
import { selfMethodName, unfolded } from './forwarding.js';
import { positionalParams, type ScopeDef } from './scope.js';
import { PYTHON_STANDARD_MODULES } from './standard-library.js';

/**
 * The registry mechanics of a file, beyond its literals: which functions store a parameter as a key
 * (`HANDLERS[event] = fn`), which pass a parameter on to another call (`_registry.add(name, fn)`),
 * and which read a named container with a computed key (`HANDLERS[payload["type"]]`).
 */
export const REGISTRY_QUERY = `
(assignment left: (subscript value: [(identifier) (attribute)] @store.container subscript: [(identifier) (attribute) (tuple)] @store.key) right: (_) @store.value)
(call function: (attribute object: [(identifier) (attribute)] @sd.container attribute: (identifier) @sd.method) arguments: (argument_list . (_) @sd.key)) @sd
(call function: (_) @fwd.fn arguments: (argument_list (identifier) @fwd.arg))
(call function: (_) @fwd.fn arguments: (argument_list (keyword_argument name: (identifier) @fwd.kw value: (identifier) @fwd.kwarg)))
(call function: (_) @fwd.fn arguments: (argument_list (dictionary_splat (identifier) @fwd.splat)))
(call function: (_) @fwd.fn arguments: (argument_list (list_splat (identifier) @fwd.splat)))
(subscript value: [(identifier) (attribute)] @access.container subscript: (_) @access.key)
(subscript value: (dictionary) @inline.dict subscript: (_) @inline.key)
(call function: (attribute object: (dictionary) @inline.dict attribute: (identifier) @inline.method) arguments: (argument_list . (_) @inline.key))
(dictionary_comprehension body: (pair key: (attribute attribute: (identifier) @attr.name) @attr.expr))
(comparison_operator (attribute attribute: (identifier) @attr.name) @attr.expr)
(subscript subscript: (attribute attribute: (identifier) @attr.name) @attr.expr)
(assignment left: (identifier) @attr.alias right: (attribute attribute: (identifier) @attr.name) @attr.expr)
(for_statement left: (identifier) @attr.alias right: (attribute attribute: (identifier) @attr.name) @attr.expr)
(call function: (attribute object: [(identifier) (attribute)] attribute: (identifier) @attr.method) arguments: (argument_list . (attribute attribute: (identifier) @attr.name) @attr.expr))
(dictionary_comprehension body: (pair key: (call function: (identifier) @attr.getattr arguments: (argument_list . (_) . (string) @attr.sname)) @attr.expr))
(comparison_operator (call function: (identifier) @attr.getattr arguments: (argument_list . (_) . (string) @attr.sname)) @attr.expr)
(subscript subscript: (call function: (identifier) @attr.getattr arguments: (argument_list . (_) . (string) @attr.sname)) @attr.expr)
(assignment left: (identifier) @attr.alias right: (call function: (identifier) @attr.getattr arguments: (argument_list . (_) . (string) @attr.sname)) @attr.expr)
(call function: (attribute object: [(identifier) (attribute)] attribute: (identifier) @attr.method) arguments: (argument_list . (call function: (identifier) @attr.getattr arguments: (argument_list . (_) . (string) @attr.sname)) @attr.expr))
(subscript value: (identifier) @ns.dict subscript: (string) @ns.key)
(call function: (attribute object: (identifier) @ns.dict attribute: (identifier) @ns.method) arguments: (argument_list . (string) @ns.key))
(comparison_operator (string) @ns.key (identifier) @ns.dict)
(call function: (identifier) @tag.fn arguments: (argument_list . (identifier) @tag.target . (_) @tag.attr . (identifier) @tag.key .))
(assignment left: (attribute object: (identifier) @tag.target attribute: (identifier) @tag.attr) right: (identifier) @tag.key)
(assignment left: [(identifier) (attribute)] @derive.target right: [(dictionary_comprehension) (call) (dictionary)] @derive.value)
(call function: (attribute object: [(identifier) (attribute)] @upd.target attribute: (identifier) @upd.method) arguments: (argument_list . [(identifier) (attribute)] @upd.source .) (#eq? @upd.method "update"))
(for_statement left: (_) @loop.vars right: (_) @loop.iter body: (block) @loop.body)
(call function: (identifier) @names.fn arguments: (argument_list . (identifier) . (_)) (#match? @names.fn "^(getattr|hasattr)$")) @names
(call function: (attribute object: [(identifier) (attribute)] @rec.container attribute: (identifier) @rec.method) arguments: (argument_list . [(tuple) (list)] @rec.item .) (#eq? @rec.method "append"))
(if_statement condition: (comparison_operator) @branch.cond consequence: (block) @branch.body)
(elif_clause condition: (comparison_operator) @branch.cond consequence: (block) @branch.body)
`;

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/g;

interface Param {
  name: string;
  index: number;
  owner: ScopeDef;
}

const paramCache = new WeakMap<ScopeDef, Map<string, number>>();

function paramsOf(s: ScopeDef): Map<string, number> {
  let m = paramCache.get(s);
  if (m) return m;
  m = new Map();
  if (!s.isClass) {
    let i = 0;
    for (const p of s.node.childForFieldName('parameters')?.namedChildren ?? []) {
      const id = paramIdentifier(p);
      if (!id) continue;
      // call sites do not pass self/cls, so they do not take an argument index
      if (i === 0 && m.size === 0 && (id.text === 'self' || id.text === 'cls') && s.parent?.isClass) continue;
      m.set(id.text, i);
      i++;
    }
  }
  paramCache.set(s, m);
  return m;
}

/** The parameter a name refers to: of the innermost function, or of an enclosing one (closures). */
function paramNamed(name: string, scope: ScopeDef | null): Param | null {
  for (let s = scope; s; s = s.parent) {
    if (s.isClass) return null;
    const idx = paramsOf(s).get(name);
    if (idx !== undefined) return { name, index: idx, owner: s };
  }
  return null;
}

/**
 * A parameter that says it is a plain value: `set_header(self, name, value)` writing
 * `self._headers[name] = value` fills a mapping of data (headers, cookies, options), it registers
 * nothing. Registries store a handler, a class, a factory, an item.
 */
const VALUE_PARAM = /^(value|values|val|v|data|default)$/;

/** A value built as text (`"expected %s" % (t,)`, an f-string, `"...".format(t)`): a message stored by key, not a handler. */
function isMessage(value: Node): boolean {
  if (value.type === 'binary_operator' && value.childForFieldName('operator')?.text === '%') {
    const left = value.childForFieldName('left');
    return left?.type === 'string' || left?.type === 'concatenated_string';
  }
  if (value.type === 'string') return true;
  if (value.type === 'call') {
    const fn = value.childForFieldName('function');
    return fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'format'
      && /^(string|concatenated_string)$/.test(fn.childForFieldName('object')?.type ?? '');
  }
  return false;
}

function hasOtherParam(value: Node, key: Param, scope: ScopeDef | null): boolean {
  if (isMessage(value)) return false;
  const text = value.text;
  if (text.length > 300) return false;
  for (const m of text.match(IDENT) ?? []) {
    if (m === key.name || VALUE_PARAM.test(m)) continue;
    if (paramNamed(m, scope)) return true;
  }
  return closesOverParam(value, key, scope);
}

/** `def load(): return import_module(modulepath)` then `self.impls[name] = load`: a closure defined in the
 *  storing function carries the parameters its body reads, as a value built from them would. */
function closesOverParam(value: Node, key: Param, scope: ScopeDef | null): boolean {
  if (value.type !== 'identifier' || !scope || scope.isClass) return false;
  const inner = scope.node.descendantsOfType('function_definition').find((f) => f?.childForFieldName('name')?.text === value.text);
  const body = inner?.childForFieldName('body')?.text ?? '';
  if (body.length > 2000) return false;
  const params = paramsOf(scope);
  return (body.match(IDENT) ?? []).some((m) => m !== key.name && !VALUE_PARAM.test(m) && params.has(m));
}

/** Container path: imports, then module-level names, then `self.x` as `module.Class.x`. */
function containerPath(node: Node, ctx: FileContext, scope: ScopeDef | null): string {
  const text = node.text;
  if (text.startsWith('self.') || text.startsWith('cls.')) {
    let cls = scope;
    while (cls && !cls.isClass) cls = cls.parent;
    return cls ? `${ctx.module}.${cls.def.qualName}${text.slice(text.indexOf('.'))}` : text;
  }
  // storage is one object: named by where it lives, not by its type
  return calleePathOf(node, ctx, false);
}

/** Only named storage is interesting: imported, module-level, or an attribute of self/cls. */
function isNamedStorage(node: Node, ctx: FileContext): boolean {
  const head = node.text.split('.')[0]!;
  return ctx.bindings.has(head) || ctx.localNames.has(head) || ctx.moduleNames.has(head) || head === 'self' || head === 'cls';
}

/**
 * A class's private or constant table reached through one of its instances (`mti._symbols.get(mti.name)`,
 * `handler.HANDLERS[kind]`): the attribute's spelling says it is the class's own table, not data the
 * object carries (`request.headers[name]`), whatever the object is called.
 */
function isClassTableOfInstance(node: Node): boolean {
  if (node.type !== 'attribute' || node.childForFieldName('object')?.type !== 'identifier') return false;
  return /^(_[A-Za-z]\w*|[A-Z][A-Z0-9_]*[A-Z0-9])$/.test(node.childForFieldName('attribute')?.text ?? '');
}

const localBindings = new WeakMap<ScopeDef, Map<string, Node[]>>();

/** What a function binds each plain name to (`handlers = {...}`, `table = self._handlers`), every binding in order. */
function bindingsOf(scope: ScopeDef): Map<string, Node[]> {
  let names = localBindings.get(scope);
  if (!names) {
    names = new Map();
    for (const a of scope.node.descendantsOfType('assignment')) {
      const left = a?.childForFieldName('left');
      const right = a?.childForFieldName('right');
      if (left?.type !== 'identifier' || !right) continue;
      const list = names.get(left.text);
      if (list) list.push(right);
      else names.set(left.text, [right]);
    }
    localBindings.set(scope, names);
  }
  return names;
}

/** `{"a": 1}` or `dict(a=1)`: the keyword form spells the same table. */
function isDictLiteral(node: Node | null): boolean {
  if (node?.type === 'dictionary') return true;
  return node?.type === 'call' && node.childForFieldName('function')?.text === 'dict'
    && (node.childForFieldName('arguments')?.namedChildren ?? []).some((a) => a?.type === 'keyword_argument');
}

/** A name the function itself assigns a dict literal (`handlers = {"a": on_a}`): a table of its own,
 *  read where it is built. */
function isLocalTable(node: Node, scope: ScopeDef | null): boolean {
  if (node.type !== 'identifier' || !scope || scope.isClass) return false;
  return (bindingsOf(scope).get(node.text) ?? []).some(isDictLiteral);
}

/**
 * A function's local name for named storage, bound once (`STYLE_ATTRIBUTES = cls.STYLE_ATTRIBUTES`,
 * `handlers = self._handlers`), read for speed or brevity: reading the name reads the storage. Answers
 * the expression the name stands for, or null (a name bound twice stands for no one thing).
 */
function localAlias(node: Node, ctx: FileContext, scope: ScopeDef | null): Node | null {
  if (node.type !== 'identifier' || !scope || scope.isClass) return null;
  const bound = bindingsOf(scope).get(node.text);
  const right = bound?.length === 1 ? bound[0]! : null;
  return right && (right.type === 'attribute' || right.type === 'identifier') && right.text !== node.text
    && isNamedStorage(right, ctx) ? right : null;
}

function isComputedKey(key: Node): boolean {
  return !/^(string|concatenated_string|integer|slice|unary_operator)$/.test(key.type);
}

/** `{"a": A, "b": B}[kind]` or `{...}.get(kind)`: a function-local table dispatched on where it stands. */
function inlineAccess(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const dict = c.get('inline.dict')!;
  const key = c.get('inline.key')!;
  const method = c.get('inline.method')?.text;
  if ((method !== undefined && method !== 'get') || !isInlineRead(dict) || !isComputedKey(key)) return;
  const scope = ctx.scopes.enclosing(dict.startIndex);
  const name = inlineTableName(dict, ctx);
  pushAccess(out, ctx, dict, scope, name, `${ctx.module}.${name}`, method ? 'get' : 'subscript', key.text);
}

export interface RegistryFacts {
  storageWrites: StorageWrite[];
  keyForwards: KeyForward[];
  containerAccesses: ContainerAccess[];
}

type Captures = Map<string, Node>;

/** Records a read of `container` at `at`, in the function (or module) that encloses it. */
function pushAccess(out: RegistryFacts, ctx: FileContext, at: Node, scope: ScopeDef | null, container: string, containerPath: string,
  kind: ContainerAccess['kind'], keyText: string): void {
  out.containerAccesses.push({
    file: ctx.file, line: at.startPosition.row + 1, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
    container, containerPath, kind, keyText: keyText.slice(0, 200),
  });
}

export function extractRegistryFacts(root: Node, query: { matches(n: Node): { captures: { name: string; node: Node }[] }[] }, ctx: FileContext): RegistryFacts {
  const out: RegistryFacts = { storageWrites: [], keyForwards: [], containerAccesses: [] };
  for (const match of query.matches(root)) {
    const c: Captures = new Map(match.captures.map((x) => [x.name, x.node]));
    if (c.has('store.container')) storeWrite(c, ctx, out);
    else if (c.has('sd')) methodCall(c, ctx, out);
    else if (c.has('fwd.fn')) forward(c, ctx, out);
    else if (c.has('access.container')) access(c, ctx, out);
    else if (c.has('inline.dict')) inlineAccess(c, ctx, out);
    else if (c.has('attr.name') || c.has('attr.sname')) attributeKey(c, ctx, out);
    else if (c.has('ns.dict')) namespaceKey(c, ctx, out);
    else if (c.has('tag.target')) attributeTag(c, ctx, out);
    else if (c.has('derive.value')) derivedTable(c, ctx, out);
    else if (c.has('upd.source')) updatedTable(c, ctx, out);
    else if (c.has('loop.iter')) loopDerivedTable(c, ctx, out);
    else if (c.has('names')) attributeNameTable(c, ctx, out);
    else if (c.has('rec.item')) recordAppend(c, ctx, out);
    else if (c.has('branch.cond')) choosingBranch(c, ctx, out);
  }
  return out;
}

function storeWrite(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const container = c.get('store.container')!;
  const key = c.get('store.key')!;
  const value = c.get('store.value')!;
  const scope = ctx.scopes.enclosing(container.startIndex);
  // REGISTRY[(target, qualifier)] = fn: every parameter in the tuple is a part of the key
  if (key.type === 'tuple') {
    for (const part of key.namedChildren) {
      if (part?.type !== 'identifier') continue;
      const param = paramNamed(part.text, scope);
      if (!param || !hasOtherParam(value, param, scope) || value.text.includes(container.text)) continue;
      out.storageWrites.push({
        file: ctx.file, line: container.startPosition.row + 1, symbol: param.owner.def.symbol, keyParam: param.name,
        keyParamIndex: param.index, container: container.text, containerPath: containerPath(container, ctx, scope), kind: 'subscript',
      });
    }
    return;
  }
  // HOOKS[fn.__name__] = fn: the decorated function's own name is the key
  const byName = key.type === 'attribute' && /^(__name__|__qualname__)$/.test(key.childForFieldName('attribute')?.text ?? '');
  if (key.type === 'attribute' && !byName) return;
  const keyName = byName ? key.childForFieldName('object')?.text ?? '' : key.text;
  const param = paramNamed(keyName, scope);
  if (!param) return;
  if (byName ? !value.text.split(/\W+/).includes(param.name) : !hasOtherParam(value, param, scope)) return;
  // `d[k] = d.get(k, 0) + n` counts, it does not register
  if (value.text.includes(container.text)) return;
  out.storageWrites.push({
    file: ctx.file, line: container.startPosition.row + 1, symbol: param.owner.def.symbol, keyParam: param.name,
    keyParamIndex: param.index, container: container.text, containerPath: containerPath(container, ctx, scope), kind: byName ? 'name' : 'subscript',
  });
}

function methodCall(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const call = c.get('sd')!;
  const container = c.get('sd.container')!;
  const m = c.get('sd.method')!.text;
  const key = c.get('sd.key')!;
  if (m !== 'setdefault' && m !== 'get' && m !== 'index') return;
  const scope = ctx.scopes.enclosing(call.startIndex);
  if (m === 'setdefault' && key.type === 'identifier') {
    const param = paramNamed(key.text, scope);
    const parent = call.parent;
    // HANDLERS.setdefault(event, []).append(fn)
    const appended = parent?.type === 'attribute' && parent.parent?.type === 'call' ? parent.parent : null;
    if (param && hasOtherParam(appended ?? call, param, scope)) {
      out.storageWrites.push({
        file: ctx.file, line: call.startPosition.row + 1, symbol: param.owner.def.symbol, keyParam: param.name,
        keyParamIndex: param.index, container: container.text, containerPath: containerPath(container, ctx, scope),
        kind: appended ? 'append' : 'setdefault',
      });
    }
  }
  // `_BASIC_COLORS.index(name)`: a named list asked where a name stands, the list's entries looked up by name
  if (m === 'index' && (key.type === 'identifier' || key.type === 'attribute') && callArguments(call).length === 1
      && (container.type === 'identifier' || container.type === 'attribute') && /^_?[A-Z][A-Z0-9_]*$/.test(container.text.split('.').pop() ?? '')
      && isNamedStorage(container, ctx)) {
    pushAccess(out, ctx, call, scope, container.text, containerPath(container, ctx, scope), 'position', key.text);
    return;
  }
  if (m === 'get' && key.type !== 'string' && key.type !== 'concatenated_string') {
    const read = isNamedStorage(container, ctx) || isLocalTable(container, scope) || isClassTableOfInstance(container) ? container : localAlias(container, ctx, scope);
    if (!read) return;
    out.containerAccesses.push({
      file: ctx.file, line: call.startPosition.row + 1, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
      container: read.text, containerPath: containerPath(read, ctx, scope), kind: 'get', keyText: key.text,
    });
  }
}

function forward(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const fn = c.get('fwd.fn')!;
  const splat = c.get('fwd.splat');
  const argNode = c.get('fwd.arg') ?? c.get('fwd.kwarg') ?? splat;
  if (!argNode) return;
  // `**kwargs` / `*args` handed on whole: the keyword says which (`register(**kwargs)` in a decorator factory)
  const kw = splat ? (splat.parent?.type === 'dictionary_splat' ? '**' : '*') : c.get('fwd.kw')?.text ?? null;
  const scope = ctx.scopes.enclosing(argNode.startIndex);
  if (!scope) return;
  const param = paramNamed(argNode.text, scope);
  if (!param) return;
  const call = fn.parent!;
  let argIndex: number | null = null;
  if (!kw) {
    let k = 0;
    for (const a of call.childForFieldName('arguments')?.namedChildren ?? []) {
      if (!a || a.type === 'keyword_argument' || a.type === 'comment') continue;
      if (a.startIndex === argNode.startIndex) {
        argIndex = k;
        break;
      }
      k++;
    }
  }
  out.keyForwards.push({
    file: ctx.file, line: call.startPosition.row + 1, symbol: param.owner.def.symbol, param: param.name, paramIndex: param.index,
    calleePath: calleePathOf(fn, ctx), argIndex, keyword: kw,
  });
}

function access(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const container = c.get('access.container')!;
  const key = c.get('access.key')!;
  const kt = key.type;
  if (kt === 'string' || kt === 'concatenated_string' || kt === 'integer' || kt === 'slice' || kt === 'unary_operator') return;
  const scope = ctx.scopes.enclosing(container.startIndex);
  const read = isNamedStorage(container, ctx) || isLocalTable(container, scope) || isClassTableOfInstance(container) ? container : localAlias(container, ctx, scope);
  if (!read) return;
  const sub = container.parent;
  if (sub?.parent?.type === 'assignment' && sub.parent.childForFieldName('left')?.startIndex === sub.startIndex) return;
  pushAccess(out, ctx, container, scope, read.text, containerPath(read, ctx, scope), 'subscript', key.text);
}

/** `{cls.kind: cls for ...}`, `e.kind == fmt`, `X[obj.kind]`: an attribute used as a key. A
 *  class-attribute family whose attribute is read this way elsewhere is looked up by it. */
function attributeKey(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const expr = c.get('attr.expr')!;
  // `getattr(cls, "kind", None)` reads the attribute as surely as `cls.kind` does
  if (c.has('attr.getattr') && c.get('attr.getattr')!.text !== 'getattr') return;
  const attrName = c.get('attr.name')?.text ?? stringAttribute(c.get('attr.sname')!);
  if (!attrName) return;
  // `uri == LoggerClass.default`: one named class's own attribute is a value it holds, not the family's
  // key read off whichever member comes along (`cls.kind`, `setting.name`)
  const owner = expr.type === 'attribute' ? expr.childForFieldName('object') : null;
  if (owner?.type === 'identifier' && /^[A-Z][a-z]/.test(owner.text) && (ctx.localNames.has(owner.text) || ctx.bindings.has(owner.text))) return;
  const scope = ctx.scopes.enclosing(expr.startIndex);
  // `key = tag.key` then `self.tags[key] = tag` or `if key in self.tags`: the attribute is a key through its alias
  // (or `for tag in ext.tags: self.parsers[tag] = ...`: each element of it is)
  const alias = c.get('attr.alias');
  if (alias && !(scope && !scope.isClass && usedAsKey(alias.text, scope, expr.endIndex))) return;
  // `field_types.get(field.field_type)` reads a table by it, as `field_types[field.field_type]` does
  const method = c.get('attr.method')?.text;
  if (method !== undefined && !LOOKUP_METHODS.has(method)) return;
  if (expr.parent?.type === 'comparison_operator' && !comparesAsKey(expr.parent, expr)) return;
  pushAccess(out, ctx, expr, scope, expr.text.slice(0, 200), expr.text.slice(0, 200), 'attribute', attrName);
}

const LOOKUP_METHODS = new Set(['get', 'pop', 'setdefault']);

const NAMESPACE_METHODS = new Set(['get', 'pop', 'setdefault', '__getitem__', '__contains__']);

/** The attribute a `getattr` names by a plain string, `"kind"`; null for anything built. */
function stringAttribute(str: Node): string | null {
  const m = /^(['"])([A-Za-z_][A-Za-z0-9_]*)\1$/.exec(str.text);
  return m ? m[2] : null;
}

/**
 * `dict_["__dialect__"]`, `attrs.get("name")`, `"name" in attrs` inside a metaclass's `__new__` or
 * `__init__(cls, name, bases, attrs)`: the class body's attribute read by name while the class is
 * created, the classic registering metaclass (`_impls[dict_["__dialect__"]] = cls`). The attribute
 * is read as a key as surely as `{cls.kind: cls}` reads it.
 */
function namespaceKey(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const dict = c.get('ns.dict')!;
  const method = c.get('ns.method')?.text;
  if (method !== undefined && !NAMESPACE_METHODS.has(method)) return;
  const cmp = c.get('ns.key')!.parent;
  if (cmp?.type === 'comparison_operator' && !comparisonOperators(cmp).some((o) => o === 'in' || o === 'not in')) return;
  const scope = ctx.scopes.enclosing(dict.startIndex);
  if (!scope || scope.isClass || !scope.parent?.isClass || !/^__(new|init)__$/.test(scope.def.name)) return;
  // the fourth parameter of (mcs, name, bases, namespace) is the class body's namespace
  const params = positionalParams(scope.node, false);
  if (params.length < 4 || params[3] !== dict.text) return;
  const name = decodeString(c.get('ns.key')!.text);
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return;
  out.containerAccesses.push({
    file: ctx.file, line: dict.startPosition.row + 1, enclosingSymbol: scope.def.symbol,
    container: dict.text, containerPath: `namespace:${name}`, kind: 'attribute', keyText: name,
  });
}

/** `e.kind == fmt`, `e.kind in TABLE` compare a key held elsewhere; `self.function is None`,
 *  `x.size > 3` and `self.function == "STDDEV_SAMP"` test a value (a literal operand is a lookup
 *  key of its own already, counted as such). */
function comparesAsKey(cmp: Node, operand: Node): boolean {
  const ops = comparisonOperators(cmp);
  if (!ops.every((o) => o === '==' || o === '!=' || o === 'in' || o === 'not in')) return false;
  const others = cmp.namedChildren.filter((x): x is Node => x !== null && x.startIndex !== operand.startIndex);
  if (others.some((x) => /^(none|true|false|integer|float|string|concatenated_string)$/.test(x.type))) return false;
  // two objects compared field by field (`self.name != other.name` in an `__eq__`) are records being
  // matched, not a key looked up
  const attr = operand.type === 'attribute' ? operand.childForFieldName('attribute')?.text : undefined;
  return !(attr && others.some((x) => x.type === 'attribute' && x.childForFieldName('attribute')?.text === attr));
}

const keyUses = new WeakMap<ScopeDef, Map<string, number>>();

/** True when `name` is a subscript key or a comparison operand after `from` in the function. */
function usedAsKey(name: string, scope: ScopeDef, from: number): boolean {
  // the last position each name is used as a key at, collected once per function
  let uses = keyUses.get(scope);
  if (!uses) {
    uses = new Map();
    const note = (n: Node | null | undefined, at: number): void => {
      if (n?.type === 'identifier') uses!.set(n.text, Math.max(uses!.get(n.text) ?? -1, at));
    };
    for (const sub of scope.node.descendantsOfType('subscript')) if (sub) note(sub.childForFieldName('subscript'), sub.startIndex);
    for (const cmp of scope.node.descendantsOfType('comparison_operator')) {
      if (cmp) for (const x of cmp.namedChildren) if (x && comparesAsKey(cmp, x)) note(x, cmp.startIndex);
    }
    // `session.get(section)`: a table read by it, as `sections[section]` is
    for (const call of scope.node.descendantsOfType('call')) {
      const fn = call?.childForFieldName('function');
      if (fn?.type === 'attribute' && LOOKUP_METHODS.has(fn.childForFieldName('attribute')?.text ?? '')) {
        note(call!.childForFieldName('arguments')?.namedChildren[0], call!.startIndex);
      }
    }
    keyUses.set(scope, uses);
  }
  return (uses.get(name) ?? -1) > from;
}

/**
 * A decorator factory that sets its parameter as an attribute of the function it decorates
 * (`setattr(func, SUBCMD_ATTR_COMMAND, command)`, `func.route = route`): the key travels with the
 * function, and whoever scans for that attribute dispatches on it. Only the key of an enclosing
 * function set onto a parameter of the inner one counts; a setter of its own parameters does not.
 */
function attributeTag(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const fn = c.get('tag.fn');
  if (fn && fn.text !== 'setattr') return;
  const target = c.get('tag.target')!;
  const key = c.get('tag.key')!;
  const attr = c.get('tag.attr')!;
  const scope = ctx.scopes.enclosing(target.startIndex);
  const t = paramNamed(target.text, scope);
  const k = paramNamed(key.text, scope);
  if (!t || !k || t.owner === k.owner || VALUE_PARAM.test(k.name)) return;
  const name = attr.type === 'string' ? attr.text.replace(/^[rbuf]*(['"])(.*)\1$/s, '$2') : attr.text;
  out.storageWrites.push({
    file: ctx.file, line: target.startPosition.row + 1, symbol: k.owner.def.symbol, keyParam: k.name,
    keyParamIndex: k.index, container: `${target.text}.${name}`, containerPath: `attribute:${name}`, kind: 'attribute',
  });
}

/** The table an iterable walks: `T`, `T.items()`, `sorted(T)`, `T[key]` (its entries' lists), `zip(T, ...)`. */
function iteratedTable(iter: Node): Node | null {
  let n: Node | null = iter;
  for (let depth = 0; n && depth < 4; depth++) {
    if (n.type === 'identifier' || n.type === 'attribute') {
      if (n.type === 'attribute' && /^(items|keys|values)$/.test(n.childForFieldName('attribute')?.text ?? '')) return null;
      return n;
    }
    if (n.type === 'subscript') {
      n = n.childForFieldName('value');
      continue;
    }
    if (n.type !== 'call') return null;
    const fn = n.childForFieldName('function');
    const args = callArguments(n);
    if (fn?.type === 'attribute' && /^(items|keys|values|iteritems|iterkeys)$/.test(fn.childForFieldName('attribute')?.text ?? '') && args.length === 0) {
      n = fn.childForFieldName('object');
    } else if (fn?.type === 'identifier' && /^(sorted|list|tuple|set|reversed|iter|zip|enumerate)$/.test(fn.text) && args.length > 0) {
      n = args[0]!;
    } else {
      return null;
    }
  }
  return null;
}

function pushDerived(source: Node, target: Node, at: Node, ctx: FileContext, out: RegistryFacts): void {
  const scope = ctx.scopes.enclosing(at.startIndex);
  // (`self[name] = ...` fills the object itself, whose keys are its own business)
  if (source.text === target.text || /^(self|cls)$/.test(target.text) || !(isNamedStorage(source, ctx) || isLocalTable(source, scope))) return;
  pushAccess(out, ctx, at, scope, source.text, containerPath(source, ctx, scope), 'derived', target.text);
}

/**
 * `LOWER = {k.lower(): v for k, v in COLORS.items()}`, `BY_NAME = dict((a, cls) for cls in ALIASES for
 * a in ALIASES[cls])`, `INDEX = dict(zip(NAMES, range(8)))`: a table rebuilt under other keys. Whoever
 * reads the copy by a computed key looks the original's keys up (a case-folded or inverted index).
 */
function derivedTable(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const target = c.get('derive.target')!;
  let value: Node | null = c.get('derive.value')!;
  // a copy to extend (`self.filters = DEFAULT_FILTERS.copy()`, `dict(DEFAULTS)`, `{**DEFAULTS, "x": f}`)
  // keeps the original's keys: the copy's reads look them up
  const copied = copiedTables(value);
  if (copied) {
    for (const table of copied) pushDerived(table, target, target, ctx, out);
    return;
  }
  if (value.type === 'call') {
    if (value.childForFieldName('function')?.text !== 'dict') return;
    // `dict(x for x in T)` takes the generator as its whole argument list
    const bare = value.childForFieldName('arguments');
    if (bare?.type === 'generator_expression') value = bare;
  }
  if (value.type === 'call') {
    const args = callArguments(value);
    const only = args.length === 1 ? args[0]! : null;
    if (only?.type === 'call' && only.childForFieldName('function')?.text === 'zip') {
      // `dict(zip(NAMES, HANDLERS))` pairs two tables; `dict(zip(STATES, range(n)))` or
      // `dict(zip(CODES, CODES[1:]))` numbers or chains a list's entries: an order, not names looked up
      const table = iteratedTable(only);
      const zipped = callArguments(only);
      const other = zipped.length === 2 ? zipped[1]! : null;
      if (table && other && (other.type === 'identifier' || other.type === 'attribute') && other.text !== table.text) {
        pushDerived(table, target, target, ctx, out);
      }
      return;
    }
    value = only && (only.type === 'generator_expression' || only.type === 'list_comprehension') ? only : null;
    if (!value) return;
  }
  const seen = new Set<string>();
  for (const clause of value.namedChildren) {
    if (clause?.type !== 'for_in_clause') continue;
    const right = clause.childForFieldName('right');
    const table = right ? iteratedTable(right) : null;
    if (!table || seen.has(table.text)) continue;
    seen.add(table.text);
    pushDerived(table, target, target, ctx, out);
  }
}

/** The tables a copy is made of: `T.copy()`, `dict(T)`, `{**T, ...}`; null for anything else. */
function copiedTables(value: Node): Node[] | null {
  const named = (n: Node | null | undefined): n is Node => n?.type === 'identifier' || n?.type === 'attribute';
  if (value.type === 'dictionary') {
    const splats = value.namedChildren.filter((x): x is Node => x?.type === 'dictionary_splat').map((x) => x.namedChild(0));
    const tables = splats.filter(named);
    return tables.length ? tables : null;
  }
  if (value.type !== 'call') return null;
  const fn = value.childForFieldName('function');
  const args = callArguments(value);
  if (fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'copy' && args.length === 0) {
    const object = fn.childForFieldName('object');
    return named(object) ? [object] : null;
  }
  if (fn?.text === 'dict' && args.length === 1 && named(args[0])) return [args[0]!];
  return null;
}

/** `ALL.update(BINOP_SYMBOLS)`: the loop-free form of filling one table from another. */
function updatedTable(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const target = c.get('upd.target')!;
  pushDerived(c.get('upd.source')!, target, target, ctx, out);
}

/** `for name, cls in ALIASES.items(): BY_NAME[name.lower()] = cls`: the loop form of a derived table. */
function loopDerivedTable(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const table = iteratedTable(c.get('loop.iter')!);
  if (!table) return;
  const vars = new Set((c.get('loop.vars')!.text.match(IDENT) ?? []));
  const body = c.get('loop.body')!;
  if (body.text.length > 4000) return;
  for (const a of body.descendantsOfType('assignment')) {
    const left = a?.childForFieldName('left');
    if (left?.type !== 'subscript') continue;
    const key = left.childForFieldName('subscript');
    const container = left.childForFieldName('value');
    if (!key || !container || (container.type !== 'identifier' && container.type !== 'attribute')) continue;
    if (!(key.text.match(IDENT) ?? []).some((w) => vars.has(w))) continue;
    pushDerived(table, container, a!, ctx, out);
    return;
  }
  registeringLoop(table, c, ctx, out);
}

/** Calls that use a name in passing (print it, set an attribute by it, collect it), registering nothing. */
const PASSING_CALLS = /^(print|setattr|getattr|hasattr|delattr|len|str|repr|format|isinstance|issubclass|sorted|list|tuple|set|dict|append|add|extend|insert|update|setdefault|pop|remove|discard|join|split|startswith|endswith|lower|upper|strip|replace|encode|decode|warn|debug|info|warning|error|exception|critical|log)$/;

/**
 * `for name, src in METHODS_TO_BE_INFERRED.items(): manager.register_transform(Attribute, tip,
 * partial(looks_like_member, name))` at import time: the loop hands each key of a named table to a
 * call that keeps it. The table's keys are registered as surely as if each were written in the call;
 * whoever matches a name against them later reads them by key.
 */
function registeringLoop(table: Node, c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const loop = c.get('loop.body')!.parent;
  const iter = c.get('loop.iter')!;
  if (!loop || /\.values\(\)$/.test(iter.text)) return;
  const scope = ctx.scopes.enclosing(loop.startIndex);
  if (scope && !scope.isClass) return;
  if (!(isNamedStorage(table, ctx) || isLocalTable(table, scope))) return;
  const key = c.get('loop.vars')!.text.match(IDENT)?.[0];
  if (!key) return;
  for (const call of c.get('loop.body')!.descendantsOfType('call')) {
    const fn = call?.childForFieldName('function');
    if (!call || !fn || PASSING_CALLS.test(fn.text.split('.').pop() ?? '')) continue;
    // the key itself, or inside a call among the arguments (`partial(check, name)`)
    const passed = callArguments(call).some((a) => a.text === key
      || (a.type === 'call' && callArguments(a).some((x) => x.text === key)));
    if (!passed) continue;
    pushAccess(out, ctx, call, scope, table.text, containerPath(table, ctx, scope), 'registered', fn.text);
    return;
  }
}

/** The iterable that binds `name` in the loop or comprehension around `at`, if any. */
function loopIterable(name: string, at: Node): Node | null {
  for (let p: Node | null = at.parent; p; p = p.parent) {
    if (p.type === 'function_definition' || p.type === 'class_definition') return null;
    if (p.type === 'for_statement' && (p.childForFieldName('left')?.text.match(IDENT) ?? ([] as string[])).includes(name)) {
      return p.childForFieldName('right');
    }
    if (/^(list|set|dictionary)_comprehension$|^generator_expression$/.test(p.type)) {
      for (const clause of p.namedChildren) {
        if (clause?.type === 'for_in_clause' && (clause.childForFieldName('left')?.text.match(IDENT) ?? ([] as string[])).includes(name)) {
          return clause.childForFieldName('right');
        }
      }
    }
  }
  return null;
}

/**
 * `for m in METHODS: if hasattr(self, m.lower())`, or `if self.request.method not in self.SUPPORTED_METHODS:
 * raise ...` then `getattr(self, self.request.method.lower())`: the table's entries are the names of
 * the attributes the object is asked for (HTTP verbs naming a view's handler methods). The table is
 * looked up by name, through getattr, as surely as by a subscript.
 */
function attributeNameTable(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const call = c.get('names')!;
  const base = selfMethodName(call);
  if (!base) return;
  const arg = callArguments(call)[1]!;
  const scope = ctx.scopes.enclosing(arg.startIndex);
  const tables: Node[] = [];
  if (base.type === 'identifier') {
    const iter = loopIterable(base.text, arg);
    // `for m in ("GET", "HEAD", ...)`: the function's own table, named after it as an inline dict is
    if (iter && /^(tuple|list|set)$/.test(iter.type)) {
      const name = inlineTableName(iter, ctx);
      pushAccess(out, ctx, arg, scope, name, `${ctx.module}.${name}`, 'names', arg.text);
      return;
    }
    const table = iter ? iteratedTable(iter) : null;
    if (table) tables.push(table);
  }
  if (scope && !scope.isClass && tables.length === 0 && scope.node.text.length < 20000) {
    for (const cmp of scope.node.descendantsOfType('comparison_operator')) {
      if (!cmp || cmp.startIndex > arg.startIndex) continue;
      const ops = comparisonOperators(cmp);
      if (ops.length !== 1 || (ops[0] !== 'in' && ops[0] !== 'not in')) continue;
      const [left, right] = cmp.namedChildren;
      if (!left || !right || (right.type !== 'identifier' && right.type !== 'attribute')) continue;
      if (left.text === arg.text || unfolded(left).base.text === base.text) tables.push(right);
    }
  }
  for (const table of tables) {
    if (/^(self|cls)$/.test(table.text) || !(isNamedStorage(table, ctx) || isLocalTable(table, scope))) continue;
    pushAccess(out, ctx, arg, scope, table.text, containerPath(table, ctx, scope), 'names', arg.text);
  }
}

/**
 * `_state_gatherer.append([name, enter, exit])`, `_routes.append((pattern, handler))`: a function that appends
 * its key parameter, in one record with another parameter, to a named list registers it there for whoever
 * walks the list later (a metaclass, a router), as a dict write does. Every parameter of the record that
 * travels with another is a stored slot; a plain value (`value`, `data`) is no registration's partner.
 */
function recordAppend(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const container = c.get('rec.container')!;
  const item = c.get('rec.item')!;
  if (!isNamedStorage(container, ctx)) return;
  const scope = ctx.scopes.enclosing(item.startIndex);
  for (const el of item.namedChildren) {
    if (el?.type !== 'identifier') continue;
    const param = paramNamed(el.text, scope);
    if (!param || VALUE_PARAM.test(param.name) || !hasOtherParam(item, param, scope)) continue;
    out.storageWrites.push({
      file: ctx.file, line: item.startPosition.row + 1, symbol: param.owner.def.symbol, keyParam: param.name,
      keyParamIndex: param.index, container: container.text, containerPath: containerPath(container, ctx, scope), kind: 'record',
    });
  }
}

/**
 * `if name == "trio": import dns._trio_backend ...  elif name == "curio": import dns._curio_backend ...`: a
 * function that compares its parameter with a name and imports a module for it loads an implementation by
 * name, the lazy form of a table of plugins. The compared names are that table's keys, the parameter the
 * key it is looked up by; the chain is recorded one branch at a time (the ranking asks for two branches and
 * three names). A branch calling a handler named after its name is one too (`callsNamedAfter`).
 */
function choosingBranch(c: Captures, ctx: FileContext, out: RegistryFacts): void {
  const cond = c.get('branch.cond')!;
  const ops = comparisonOperators(cond);
  if (ops.length !== 1 || ops[0] !== '==') return;
  const [left, right] = cond.namedChildren;
  if (!left || !right) return;
  const [operand, key] = right.type === 'string' ? [left, right] : left.type === 'string' ? [right, left] : [null, null];
  if (!operand || !key || operand.type === 'string') return;
  const scope = ctx.scopes.enclosing(cond.startIndex);
  const body = c.get('branch.body')!;
  const imports = operand.type === 'identifier' && paramNamed(operand.text, scope) !== null && importsHere(body);
  if (!imports && !callsNamedAfter(body, key.descendantsOfType('interpolation').length ? null : decodeString(key.text))) return;
  pushAccess(out, ctx, cond, scope, clip(operand.text), clip(operand.text), 'branch', clip(operand.text));
}

/**
 * `elif payload["command"] == "stop-job": handle_stop_job_command(worker, payload)`: a branch that calls a
 * function or constructs a class named after the name it compared is the entry of a dispatch table the
 * chain spells out, whatever the compared value is. A key of two letters names nothing.
 */
function callsNamedAfter(block: Node, key: string | null): boolean {
  if (key === null) return false;
  const words = splitWords(key);
  if (!words.length || words.join('').length < 3) return false;
  const named = (callee: string): boolean => {
    const parts = splitWords(callee.split('.').pop() ?? '');
    for (let i = 0; i + words.length <= parts.length; i++) if (words.every((w, j) => parts[i + j] === w)) return true;
    return false;
  };
  const walk = (n: Node): boolean => n.namedChildren.some((ch) => ch !== null
    && !/^(function_definition|class_definition|decorated_definition|lambda)$/.test(ch.type)
    && ((ch.type === 'call' && named(ch.childForFieldName('function')?.text ?? '')) || walk(ch)));
  return walk(block);
}

const STANDARD_MODULES = new Set(PYTHON_STANDARD_MODULES);

/** An import of a module outside the standard library in a block, outside the functions and classes it
 *  defines: `import posixpath` for `pathformat == "posix"`, `import warnings` in a deprecation shim,
 *  choose a tool, not an implementation. */
function importsHere(block: Node): boolean {
  const loads = (imp: Node): boolean => {
    const mod = imp.type === 'import_from_statement' ? [imp.childForFieldName('module_name')] : imp.childrenForFieldName('name');
    return mod.some((m) => m !== null && (m.type === 'relative_import'
      || !STANDARD_MODULES.has((m.type === 'aliased_import' ? m.childForFieldName('name') ?? m : m).text.split('.')[0]!)));
  };
  const walk = (n: Node): boolean => n.namedChildren.some((ch) => ch !== null && (
    /^(import_statement|import_from_statement)$/.test(ch.type) ? loads(ch)
      : !/^(function_definition|class_definition|decorated_definition)$/.test(ch.type) && walk(ch)));
  return walk(block);
}
