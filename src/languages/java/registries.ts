import type { Node } from 'web-tree-sitter';
import type { ContainerAccess, Definition, KeyForward, StorageWrite } from '../../core/types.js';
import type { JavaScope } from './definitions.js';
import { decodeJavaString } from './decode.js';
import { clip, methodCalleePath, qualify, resolveType, type JavaContext } from './resolve.js';

/**
 * The storage link for Java, as python/registries.ts finds it for Python: a method that puts one of
 * its parameters into a map field (`cacheDataList.put(cacheKey, data)` inside `loadData(String cacheKey,
 * ...)`) is a registration, every `cacheDataList.get(k)` with a computed key a dispatch, and a method
 * handing its parameter on to such a method registers too.
 */

/** Map writes whose first argument is the key. */
const STORE_METHODS = new Set(['put', 'putIfAbsent', 'computeIfAbsent', 'merge']);
/** Map reads whose first argument is the key. */
const READ_METHODS = new Set(['get', 'getOrDefault', 'containsKey', 'remove']);

const CALLABLE_KINDS = new Set(['method', 'constructor']);

export interface JavaRegistryFacts {
  storageWrites: StorageWrite[];
  keyForwards: KeyForward[];
  containerAccesses: ContainerAccess[];
}

/** Modifiers of a declaration as written (`@Getter @AllArgsConstructor public`), '' without any. */
function modifiersText(decl: Node): string {
  const first = decl.type === 'variable_declarator' ? decl.parent?.child(0) : decl.child(0);
  return first?.type === 'modifiers' ? first.text : '';
}

/**
 * The constructor a type gets without declaring one: a record's canonical one, or the one Lombok writes
 * for a type annotated `@AllArgsConstructor` (every instance field, in declaration order) or
 * `@RequiredArgsConstructor` (the final ones without an initializer): `@AllArgsConstructor enum CodeEnum { RESET("reset_code_", "..."); private final
 * String key; private final String description; }` is called as `CodeEnum(key, description)`.
 */
export function implicitConstructor(type: JavaScope, fields: readonly JavaScope[], hasOwn: boolean): Definition | null {
  if (hasOwn) return null;
  const t = type.def;
  const made = (params: string[]): Definition => ({
    file: t.file, symbol: `${t.symbol}.<init>`, name: '<init>', qualName: `${t.qualName}.<init>`, kind: 'constructor',
    line: t.line, endLine: t.line, parentSymbol: t.symbol, language: t.language, params,
  });
  // (a record's canonical constructor takes its components, Lombok or not)
  if (t.kind === 'record') return made(fields.filter((f) => f.node.type === 'formal_parameter').map((f) => f.def.name));
  const mods = modifiersText(type.node);
  const all = /@(lombok\.)?AllArgsConstructor\b/.test(mods);
  if (!all && !/@(lombok\.)?RequiredArgsConstructor\b/.test(mods)) return null;
  const params: string[] = [];
  for (const f of fields) {
    const m = modifiersText(f.node);
    if (f.node.type !== 'variable_declarator' || /\bstatic\b/.test(m)) continue;
    if (!all && (!/\bfinal\b/.test(m) || f.node.childForFieldName('value'))) continue;
    params.push(f.def.name);
  }
  return made(params);
}

/** Parameter names of a method or constructor in call order; a varargs parameter is `*name`, as Python's `*args`. */
export function javaParams(decl: Node): string[] | null {
  const list = decl.childForFieldName('parameters');
  if (!list) return null;
  const out: string[] = [];
  for (const p of list.namedChildren) {
    if (!p) continue;
    if (p.type === 'formal_parameter') {
      const name = p.childForFieldName('name')?.text;
      if (name) out.push(name);
    } else if (p.type === 'spread_parameter') {
      const decl = p.namedChildren.find((c) => c?.type === 'variable_declarator');
      const name = decl?.childForFieldName('name')?.text;
      if (name) out.push(`*${name}`);
    }
    // (a receiver parameter, `Foo this`, fills no slot)
  }
  return out;
}

function isStringLiteral(n: Node | null | undefined): boolean {
  return n?.type === 'string_literal' || n?.type === 'text_block';
}

/** `"Not found: " + name + "!"`: some operand of the `+` chain is a string. */
function concatenatesText(plus: Node): boolean {
  let n: Node | null = plus;
  while (n?.type === 'binary_expression' && n.childForFieldName('operator')?.text === '+') {
    if (isStringLiteral(n.childForFieldName('right'))) return true;
    const left: Node | null = n.childForFieldName('left');
    if (isStringLiteral(left)) return true;
    n = left;
  }
  return false;
}

/** The call a use of a parameter is an argument of, when it is one. */
function argumentOf(use: Node): Node | null {
  const list = use.parent;
  return list?.type === 'argument_list' ? list.parent : null;
}

/** `String.format("...", name)`, `MessageFormat.format`, `"...".formatted(name)`: only ever text. */
function isFormatCall(call: Node): boolean {
  if (call.type !== 'method_invocation') return false;
  const name = call.childForFieldName('name')?.text;
  const obj = call.childForFieldName('object');
  if (name === 'formatted') return true;
  return name === 'format' && !!obj && /^(String|MessageFormat|java\.lang\.String|java\.text\.MessageFormat)$/.test(obj.text);
}

/**
 * Parameters the body only writes into text: every use is an operand of a string concatenation or an
 * argument of a format call (`String msg = entity + " not found"`). Such a slot names nothing a registry
 * keeps; its strings are words of a message.
 */
export function javaTextParams(decl: Node, params: readonly string[]): string[] {
  const body = decl.childForFieldName('body');
  if (!body || !params.length) return [];
  const names = new Set(params.map((p) => p.replace(/^\*/, '')));
  const uses = new Map<string, { all: number; text: number }>();
  for (const id of body.descendantsOfType('identifier')) {
    if (!id || !names.has(id.text)) continue;
    const parent = id.parent;
    // a field or method named like the parameter (`this.name`, `x.name()`) is not a use of it
    if (parent?.type === 'field_access' && parent.childForFieldName('field')?.id === id.id) continue;
    if (parent?.type === 'method_invocation' && parent.childForFieldName('name')?.id === id.id) continue;
    const u = uses.get(id.text) ?? { all: 0, text: 0 };
    u.all++;
    let text = false;
    if (parent?.type === 'binary_expression' && parent.childForFieldName('operator')?.text === '+') {
      let top: Node = parent;
      while (top.parent?.type === 'binary_expression' && top.parent.childForFieldName('operator')?.text === '+') top = top.parent;
      text = concatenatesText(top);
    } else {
      const call = argumentOf(id);
      text = !!call && isFormatCall(call);
    }
    if (text) u.text++;
    uses.set(id.text, u);
  }
  return params.filter((p) => {
    const u = uses.get(p.replace(/^\*/, ''));
    return !!u && u.all > 0 && u.text === u.all;
  });
}

interface Param {
  owner: JavaScope;
  name: string;
  index: number;
}

/** The parameter of the innermost enclosing method or constructor a name refers to. */
function paramNamed(name: string, at: number, ctx: JavaContext): Param | null {
  let s = ctx.scopes.enclosing(at);
  while (s && !CALLABLE_KINDS.has(s.def.kind)) {
    if (s.isType) return null;
    s = s.parent;
  }
  if (!s) return null;
  const params = s.def.params ?? [];
  const index = params.findIndex((p) => p === name || p === `*${name}`);
  return index < 0 ? null : { owner: s, name, index };
}

/** A map type by its name: `Map`, `HashMap<String, X>`, `ConcurrentHashMap`, `MultiValueMap`, `Hashtable`, `Properties`. */
const MAP_TYPE = /^([\w$]+\.)*([\w$]*Map|Hashtable|Properties)(<.*)?$/s;

/**
 * A container that outlives the call: a field of an enclosing class (`handlers`, `this.handlers`) or a
 * static field of a named class (`Registry.HANDLERS`). A local map filled and returned is no registry.
 * Answers its dotted path and, for a field of this file, its declared type.
 */
function namedContainer(obj: Node, ctx: JavaContext): { path: string; type: string | null } | null {
  let name: string;
  if (obj.type === 'identifier') {
    name = obj.text;
    if (paramNamed(name, obj.startIndex, ctx)) return null;
  } else if (obj.type === 'field_access') {
    const head = obj.childForFieldName('object');
    const field = obj.childForFieldName('field')?.text;
    if (!head || !field) return null;
    if (head.type === 'this') name = field;
    else if (/^[A-Z]/.test(head.text) && /^[A-Za-z_$][\w$.]*$/.test(head.text)) return { path: `${resolveType(head.text, ctx)}.${field}`, type: null };
    else return null;
  } else {
    return null;
  }
  for (let t = ctx.scopes.enclosingType(obj.startIndex); t; t = t.parent) {
    if (t.isType && ctx.scopes.hasField(t.def.qualName, name)) {
      return { path: qualify(ctx, `${t.def.qualName}.${name}`), type: ctx.scopes.fieldType(t.def.qualName, name) };
    }
  }
  return null;
}

/** A local variable of the enclosing method or constructor declared as a map (`HashMap<String, String> extMap = ...`). */
function localMap(obj: Node, ctx: JavaContext): boolean {
  if (obj.type !== 'identifier' || paramNamed(obj.text, obj.startIndex, ctx)) return false;
  let body: Node | null = obj.parent;
  while (body && !/^(method_declaration|constructor_declaration|lambda_expression|class_body)$/.test(body.type)) body = body.parent;
  if (!body || body.type === 'class_body') return false;
  return body.descendantsOfType('local_variable_declaration').some((d) => d !== null && d.startIndex < obj.startIndex
    && MAP_TYPE.test(d.childForFieldName('type')?.text ?? '')
    && d.childrenForFieldName('declarator').some((v) => v?.childForFieldName('name')?.text === obj.text));
}

/** The callee a forwarded parameter lands in: a call without a receiver is a method of the enclosing class. */
function forwardCallee(call: Node, ctx: JavaContext): string | null {
  if (call.type === 'object_creation_expression') {
    const type = call.childForFieldName('type');
    return type ? resolveType(type.text.replace(/<.*$/s, ''), ctx) : null;
  }
  const name = call.childForFieldName('name')?.text;
  if (!name) return null;
  const obj = call.childForFieldName('object');
  if (!obj || obj.type === 'this') {
    const t = ctx.scopes.enclosingType(call.startIndex);
    return t ? qualify(ctx, `${t.def.qualName}.${name}`) : null;
  }
  if (/^[A-Z]/.test(obj.text) && /^[A-Za-z_$][\w$.]*$/.test(obj.text)) return `${resolveType(obj.text, ctx)}.${name}`;
  return methodCalleePath(obj, name, ctx);
}

/** Methods whose receiver and argument are compared (`url.startsWith("jdbc:" + d.feature)`, `d.code.equals(code)`). */
const COMPARE_METHODS = new Set(['equals', 'equalsIgnoreCase', 'startsWith', 'endsWith', 'contains', 'compareTo', 'matches']);

/** `d.feature` or `d.getFeature()` / `d.isActive()` on the name `d`: the field read, or null. */
function fieldRead(n: Node, names: ReadonlySet<string>): string | null {
  if (n.type === 'field_access') {
    const obj = n.childForFieldName('object');
    return obj?.type === 'identifier' && names.has(obj.text) ? n.childForFieldName('field')?.text ?? null : null;
  }
  if (n.type === 'method_invocation') {
    const obj = n.childForFieldName('object');
    const name = n.childForFieldName('name')?.text ?? '';
    const m = /^(get|is)([A-Z].*)$/.exec(name);
    if (!m || obj?.type !== 'identifier' || !names.has(obj.text) || n.childForFieldName('arguments')?.namedChildCount) return null;
    return m[2]!.charAt(0).toLowerCase() + m[2]!.slice(1);
  }
  return null;
}

/** The read stands in a comparison: as an operand of `==`, or (inside `+` and parentheses) a side of `equals`, `startsWith`... */
function isCompared(read: Node): boolean {
  let n = read;
  while (n.parent && (n.parent.type === 'parenthesized_expression'
    || (n.parent.type === 'binary_expression' && n.parent.childForFieldName('operator')?.text === '+'))) n = n.parent;
  const p = n.parent;
  if (!p) return false;
  if (p.type === 'binary_expression') return /^(==|!=)$/.test(p.childForFieldName('operator')?.text ?? '');
  const call = p.type === 'argument_list' ? p.parent : p.type === 'method_invocation' && p.childForFieldName('object')?.id === n.id ? p : null;
  return call?.type === 'method_invocation' && COMPARE_METHODS.has(call.childForFieldName('name')?.text ?? '');
}

/** Map writes and collectors whose first argument is the key (`BY_CODE.put(e.code, e)`, `toMap(E::getCode, ...)`). */
const KEYING_METHODS = new Set(['put', 'putIfAbsent', 'computeIfAbsent', 'toMap', 'groupingBy']);

/** The read is the key of a map the constants go into: the first argument of `put`, `toMap`... */
function isKeyed(read: Node): boolean {
  const list = read.parent;
  if (list?.type !== 'argument_list' || list.namedChild(0)?.id !== read.id) return false;
  return list.parent?.type === 'method_invocation' && KEYING_METHODS.has(list.parent.childForFieldName('name')?.text ?? '');
}

/** `E::getCode` / `E::code` naming a field of the enum `E`, or null. */
function fieldReference(n: Node, enumName: string): string | null {
  const parts = n.namedChildren.filter((c): c is Node => !!c);
  if (parts.length !== 2 || parts[0]!.text !== enumName) return null;
  const m = /^(get|is)([A-Z].*)$/.exec(parts[1]!.text);
  return m ? m[2]!.charAt(0).toLowerCase() + m[2]!.slice(1) : parts[1]!.text;
}

/**
 * An enum looked up by one of its fields: code that walks `values()` and compares each constant's field
 * (`for (DataTypeEnum d : values()) if (url.startsWith("jdbc:" + d.feature)) return d;`,
 * `Arrays.stream(values()).filter(e -> e.getCode().equals(code))`) or keys a map by it (`static { for (E e :
 * values()) BY_CODE.put(e.code, e); }`, `collect(toMap(E::getCode, e -> e))`). The constants' constructor
 * argument that fills the field is a key of the enum: each such field is an attribute read of the enum.
 */
function enumLookups(root: Node, ctx: JavaContext, out: JavaRegistryFacts): void {
  for (const e of root.descendantsOfType('enum_declaration')) {
    const type = e ? ctx.scopes.enclosingType(e.endIndex - 1) : null;
    if (!e || !type || type.def.kind !== 'enum') continue;
    const enumPath = qualify(ctx, type.def.qualName);
    const seen = new Set<string>();
    const record = (at: Node, field: string): void => {
      if (seen.has(field)) return;
      seen.add(field);
      const scope = ctx.scopes.enclosing(at.startIndex);
      out.containerAccesses.push({
        file: ctx.file, line: at.startPosition.row + 1, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
        container: type.def.name, containerPath: enumPath, kind: 'attribute', keyText: field,
      });
    };
    for (const m of e.descendantsOfType(['method_declaration', 'static_initializer', 'field_declaration'])) {
      if (!m || !m.text.includes('values()')) continue;
      const names = new Set<string>();
      for (const f of m.descendantsOfType('enhanced_for_statement')) {
        if (f && /\bvalues\(\)$/.test(f.childForFieldName('value')?.text ?? '')) {
          const name = f.childForFieldName('name')?.text;
          if (name) names.add(name);
        }
      }
      for (const l of m.descendantsOfType('lambda_expression')) {
        const params = l?.childForFieldName('parameters');
        if (l && params?.type === 'identifier' && /\bvalues\(\)/.test(l.parent?.parent?.text.slice(0, 2000) ?? '')) names.add(params.text);
      }
      for (const n of m.descendantsOfType(['field_access', 'method_invocation'])) {
        const field = n && names.size ? fieldRead(n, names) : null;
        if (n && field && (isCompared(n) || isKeyed(n))) record(n, field);
      }
      for (const r of m.descendantsOfType('method_reference')) {
        const field = r ? fieldReference(r, type.def.name) : null;
        if (r && field && isKeyed(r)) record(r, field);
      }
    }
  }
}

/** The operand an `if` compares with a name by `equals`: `active` in `active.equals("local")` or `"local".equals(active)`. */
function equalsOperand(cond: Node | null): Node | null {
  let c = cond;
  while (c?.type === 'parenthesized_expression') c = c.namedChild(0);
  if (c?.type !== 'method_invocation' || !/^equals(IgnoreCase)?$/.test(c.childForFieldName('name')?.text ?? '')) return null;
  const obj = c.childForFieldName('object');
  const args = (c.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => !!a && !/comment$/.test(a.type));
  if (!obj || args.length !== 1) return null;
  const arg = args[0]!;
  if (isStringLiteral(arg) && !isStringLiteral(obj)) return obj;
  if (isStringLiteral(obj) && !isStringLiteral(arg)) return arg;
  return null;
}

/** A block that makes or picks an implementation of the repo: it calls a method of its own class
 *  (`localStorage()`, `this.tencentSmsSender()`) or constructs an object (`new QiniuStorage()`), outside
 *  the classes and lambdas it declares. Printing or throwing alone chooses nothing. */
function choosesHere(block: Node): boolean {
  return choosesAmong(block.namedChildren);
}

function choosesAmong(nodes: (Node | null)[]): boolean {
  return nodes.some((ch) => {
    if (!ch || /^(class_body|lambda_expression|throw_statement)$/.test(ch.type)) return false;
    if (ch.type === 'object_creation_expression') return true;
    if (ch.type === 'method_invocation') {
      const obj = ch.childForFieldName('object');
      if (!obj || obj.type === 'this') return true;
    }
    return choosesAmong(ch.namedChildren);
  });
}

/** A case of a switch on a name that calls a method named as its label (`case "callback": return
 *  adminBiz.callback(param)`, `case "/beat": return executorBiz.beat()`): the switch maps each name to
 *  the method of that name, wherever the method lives. Nested classes and lambdas choose nothing here. */
function callsMethodNamed(nodes: (Node | null)[], labels: string[]): boolean {
  const names = new Set(labels.map((l) => l.replace(/^[/\s]+|[/\s]+$/g, '')).filter((l) => /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(l)));
  const walk = (ns: (Node | null)[]): boolean => ns.some((ch) => {
    if (!ch || /^(class_body|lambda_expression)$/.test(ch.type)) return false;
    if (ch.type === 'method_invocation' && names.has(ch.childForFieldName('name')?.text ?? '')) return true;
    return walk(ch.namedChildren);
  });
  return names.size > 0 && walk(nodes);
}

/** The cases of `switch (name) { case "local": ... }` that choose by the name: each makes or picks an
 *  implementation of the repo (as an if/else-if chain's branch does) or calls the method the label names. */
function switchAccesses(root: Node, ctx: JavaContext, out: JavaRegistryFacts): void {
  for (const sw of root.descendantsOfType('switch_expression')) {
    if (!sw) continue;
    let operand: Node | null = sw.childForFieldName('condition');
    while (operand?.type === 'parenthesized_expression') operand = operand.namedChild(0);
    if (!operand || isStringLiteral(operand)) continue;
    const scope = ctx.scopes.enclosing(sw.startIndex);
    for (const group of sw.childForFieldName('body')?.namedChildren ?? []) {
      if (!group || !/^(switch_block_statement_group|switch_rule)$/.test(group.type)) continue;
      const parts = group.namedChildren.filter((c): c is Node => !!c && !/comment$/.test(c.type));
      const labels = parts.filter((c) => c.type === 'switch_label')
        .flatMap((l) => l.namedChildren.filter((v): v is Node => !!v && v.type === 'string_literal').map((v) => decodeJavaString(v.text)));
      const stmts = parts.filter((c) => c.type !== 'switch_label');
      if (!labels.length || !(choosesAmong(stmts) || callsMethodNamed(stmts, labels))) continue;
      out.containerAccesses.push({
        file: ctx.file, line: group.startPosition.row + 1, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
        container: clip(operand.text), containerPath: clip(operand.text), kind: 'branch', keyText: clip(operand.text),
      });
    }
  }
}

/** One branch of an if/else-if chain choosing an implementation by name (`if (active.equals("local"))
 *  { storage = localStorage(); } else if (active.equals("aliyun")) ...`): the names are a table's keys,
 *  looked up by the compared value. */
function branchAccesses(root: Node, ctx: JavaContext, out: JavaRegistryFacts): void {
  for (const stmt of root.descendantsOfType('if_statement')) {
    if (!stmt) continue;
    const operand = equalsOperand(stmt.childForFieldName('condition'));
    const body = stmt.childForFieldName('consequence');
    if (!operand || !body || operand.type === 'string_literal' || !choosesHere(body)) continue;
    const scope = ctx.scopes.enclosing(stmt.startIndex);
    out.containerAccesses.push({
      file: ctx.file, line: stmt.startPosition.row + 1, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
      container: clip(operand.text), containerPath: clip(operand.text), kind: 'branch', keyText: clip(operand.text),
    });
  }
}

/** The type a method's parameter or an earlier local of its body is declared with (`XxlJob xxlJob`), as written. */
function declaredType(name: string, at: Node): string | null {
  let body: Node | null = at.parent;
  while (body && !/^(method_declaration|constructor_declaration|lambda_expression|class_body)$/.test(body.type)) body = body.parent;
  if (!body || body.type === 'class_body') return null;
  for (const p of body.childForFieldName('parameters')?.namedChildren ?? []) {
    if (p?.type === 'formal_parameter' && p.childForFieldName('name')?.text === name) return p.childForFieldName('type')?.text ?? null;
  }
  for (const d of body.descendantsOfType(['local_variable_declaration', 'enhanced_for_statement'])) {
    if (!d || d.startIndex >= at.startIndex) continue;
    const named = d.type === 'enhanced_for_statement'
      ? d.childForFieldName('name')?.text === name
      : d.childrenForFieldName('declarator').some((v) => v?.childForFieldName('name')?.text === name);
    if (named) return d.childForFieldName('type')?.text ?? null;
  }
  return null;
}

/** `xxlJob.value()` on a name declared with a type: the type's path and the element read, or null. */
function elementRead(n: Node, ctx: JavaContext): { type: string; element: string } | null {
  if (n.type !== 'method_invocation' || (n.childForFieldName('arguments')?.namedChildCount ?? 1) > 0) return null;
  const obj = n.childForFieldName('object');
  const element = n.childForFieldName('name')?.text;
  if (obj?.type !== 'identifier' || !element) return null;
  const type = declaredType(obj.text, n);
  if (!type || !/^[A-Z][\w$.]*$/.test(type)) return null;
  return { type: resolveType(type, ctx), element };
}

/**
 * An annotation's element handed on to a call: `registryJobHandler(xxlJob.value(), ...)`, or `String name =
 * xxlJob.value();` and then `registryJobHandler(name, ...)` in the same body, where `xxlJob` is declared with
 * a type. Written as a forward from the pseudo-symbol `@<type path>`, its parameter the element: when the type
 * is one of the repo's annotations and the call stores its argument (`jobHandlerRepository.put(name, h)`),
 * `@XxlJob("demoJobHandler")` registers under that name, as a Python decorator whose function stores its
 * argument does. A getter of any other type read so matches no annotation and stores nothing.
 */
function annotationElementForwards(root: Node, ctx: JavaContext, out: JavaRegistryFacts): void {
  const locals = new Map<string, { type: string; element: string; body: number }>();
  for (const d of root.descendantsOfType('variable_declarator')) {
    const value = d?.childForFieldName('value');
    const name = d?.childForFieldName('name')?.text;
    if (!d || !value || !name || d.parent?.type !== 'local_variable_declaration') continue;
    const read = elementRead(value, ctx);
    if (read) locals.set(`${name}@${ctx.scopes.enclosing(d.startIndex)?.start ?? -1}`, { ...read, body: d.startIndex });
  }
  for (const call of root.descendantsOfType(['method_invocation', 'object_creation_expression'])) {
    if (!call) continue;
    const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => !!a && a.type !== 'line_comment' && a.type !== 'block_comment');
    args.forEach((a, i) => {
      const direct = elementRead(a, ctx);
      const local = !direct && a.type === 'identifier' ? locals.get(`${a.text}@${ctx.scopes.enclosing(a.startIndex)?.start ?? -1}`) : undefined;
      const read = direct ?? (local && local.body < a.startIndex ? local : null);
      if (!read) return;
      const calleePath = forwardCallee(call, ctx);
      if (!calleePath) return;
      out.keyForwards.push({
        file: ctx.file, line: call.startPosition.row + 1, symbol: `@${read.type}`, param: read.element, paramIndex: -1,
        calleePath, argIndex: i, keyword: null,
      });
    });
  }
}

export function extractJavaRegistryFacts(root: Node, ctx: JavaContext): JavaRegistryFacts {
  const out: JavaRegistryFacts = { storageWrites: [], keyForwards: [], containerAccesses: [] };
  enumLookups(root, ctx, out);
  branchAccesses(root, ctx, out);
  switchAccesses(root, ctx, out);
  annotationElementForwards(root, ctx, out);
  for (const call of root.descendantsOfType(['method_invocation', 'object_creation_expression'])) {
    if (!call) continue;
    const args = (call.childForFieldName('arguments')?.namedChildren ?? []).filter((a): a is Node => !!a && a.type !== 'line_comment' && a.type !== 'block_comment');
    if (!args.length) continue;
    const line = call.startPosition.row + 1;
    const name = call.type === 'method_invocation' ? call.childForFieldName('name')?.text ?? '' : '';
    const obj = call.type === 'method_invocation' ? call.childForFieldName('object') : null;
    const first = args[0]!;
    if (obj && READ_METHODS.has(name) && !/literal$/.test(first.type) && localMap(obj, ctx)) {
      // a method's own map read by a computed key: `extMap.get(dirName)` after `extMap.put("image", ...)`
      const scope = ctx.scopes.enclosing(call.startIndex);
      out.containerAccesses.push({
        file: ctx.file, line, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
        container: obj.text, containerPath: obj.text, kind: 'get', keyText: clip(first.text),
      });
    } else if (obj && (STORE_METHODS.has(name) || READ_METHODS.has(name))) {
      const container = namedContainer(obj, ctx);
      const containerPath = container?.path;
      if (container && containerPath) {
        // (a write must be seen to go into a map: `uploadManager.put(stream, key, ...)` uploads)
        if (STORE_METHODS.has(name) && MAP_TYPE.test(container.type ?? '')) {
          const param = first.type === 'identifier' ? paramNamed(first.text, first.startIndex, ctx) : null;
          const value = args[1];
          // (`counts.merge(k, 1, Integer::sum)` counts, it does not register)
          if (param && value && !/literal$/.test(value.type)) {
            const parent = call.parent;
            const appended = name === 'computeIfAbsent' && parent?.type === 'method_invocation' && parent.childForFieldName('name')?.text === 'add';
            out.storageWrites.push({
              file: ctx.file, line, symbol: param.owner.def.symbol, keyParam: param.name, keyParamIndex: param.index,
              container: clip(obj.text), containerPath, kind: appended ? 'append' : name === 'put' ? 'subscript' : 'setdefault',
            });
          }
        } else if (READ_METHODS.has(name) && !/literal$/.test(first.type)) {
          const scope = ctx.scopes.enclosing(call.startIndex);
          out.containerAccesses.push({
            file: ctx.file, line, enclosingSymbol: scope ? scope.def.symbol : ctx.scopes.moduleSymbol,
            container: clip(obj.text), containerPath, kind: 'get', keyText: clip(first.text),
          });
        }
      }
    }
    // a parameter handed on whole to another call: `register(name, h)` calling `handlers.put(name, h)`'s owner
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a.type !== 'identifier') continue;
      const param = paramNamed(a.text, a.startIndex, ctx);
      if (!param) continue;
      const calleePath = forwardCallee(call, ctx);
      if (!calleePath) continue;
      out.keyForwards.push({
        file: ctx.file, line, symbol: param.owner.def.symbol, param: param.name, paramIndex: param.index,
        calleePath, argIndex: i, keyword: null,
      });
    }
  }
  return out;
}
