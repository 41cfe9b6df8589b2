import { calleeName, isConstantHolder, nameParts, pythonHolderIsClass, tableParts, type AcceptedPattern } from './pattern.js';

/**
 * Tree-sitter queries for Python patterns. Captures: @key (the key expression), @sym (the declared
 * definition), @callee (the callee's last identifier), @container (a lookup's container).
 * Queries match the callee by name as written; the import-resolved identity of the callee is
 * checked by `keys build` against the scan, since no query can follow imports.
 */

const q = (s: string): string => JSON.stringify(s);

/** A key expression: a literal, an implicit concatenation, a template (`+`, `%`, `.format`) or a constant. */
const KEY = '[(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key';

const CALLEE = 'function: [(identifier) @callee (attribute attribute: (identifier) @callee)]';

function argSlot(position: string): string {
  if (/^\d+$/.test(position)) {
    const skip = '(_) . '.repeat(Number(position));
    return `arguments: (argument_list . ${skip}${KEY})`;
  }
  return `arguments: (argument_list (keyword_argument name: (identifier) @_kw value: ${KEY}) (#eq? @_kw ${q(position)}))`;
}

const DEFINITION = 'definition: [(function_definition name: (identifier) @sym) (class_definition name: (identifier) @sym)]';

export function pythonDeclarationQuery(p: AcceptedPattern): string {
  const name = q(calleeName(p.subject));
  switch (p.kind) {
    case 'call': {
      const slot = argSlot(p.position);
      const decorator = `; decorator form: @${calleeName(p.subject)}(...) on a definition
(decorated_definition
  (decorator
    (call
      ${CALLEE}
      ${slot}))
  ${DEFINITION}
  (#eq? @callee ${name}))`;
      // the call form also matches inside a decorator: consumers dedupe captures by the @key node
      const call = `; call form: ${calleeName(p.subject)}(...), e.g. register(f"payment.{status}")(handler)
(call
  ${CALLEE}
  ${slot}
  (#eq? @callee ${name}))`;
      return `${decorator}\n\n${call}\n`;
    }
    case 'class_attr': {
      const base = q(calleeName(p.subject));
      return `; ${p.position} = "..." in the body of a direct subclass of ${calleeName(p.subject)}
(class_definition
  name: (identifier) @sym
  superclasses: (argument_list [(identifier) @_base (attribute attribute: (identifier) @_base)])
  body: (block
    (expression_statement
      (assignment
        left: (identifier) @_attr
        right: (string) @key)))
  (#eq? @_base ${base})
  (#eq? @_attr ${q(p.position)}))
`;
    }
    case 'table': {
      if (isConstantHolder(p)) return holderQuery(p.subject);
      const { name: table } = tableParts(p.subject);
      if (p.role === 'assign') {
        return `; a settings module: NAME = "dotted.path" at module level, the value is the key
(module
  (expression_statement
    (assignment
      left: (identifier) @sym
      right: (string) @key)))
`;
      }
      if (p.role === 'compare') {
        return `; the names ${table} is compared with, in a chain that imports a module or calls a handler named after each
; (the alternation is grouped: a predicate after a bare top-level alternation is not applied)
([(if_statement condition: [(comparison_operator (_) @container "==" (string) @key)
                            (comparison_operator (string) @key "==" (_) @container)])
  (elif_clause condition: [(comparison_operator (_) @container "==" (string) @key)
                           (comparison_operator (string) @key "==" (_) @container)])]
  (#eq? @container ${q(table)}))
`;
      }
      if (p.role === 'dict_key' && table === 'return') {
        return `; the entries naming a function or class of the dicts this file's functions return whole:
; return {"csv": CsvExporter} (a returned record, {"status": "ok"}, names nothing and is left out)
(return_statement [(dictionary (pair key: (string) @key value: [(identifier) (attribute)] @sym))
                   (parenthesized_expression (dictionary (pair key: (string) @key value: [(identifier) (attribute)] @sym)))])
`;
      }
      if (p.role === 'dict_key' && table.endsWith('[]')) {
        const outer = table.replace(/(\[\])+$/, '');
        return `; keys of the records inside ${outer} = {...: {...}} or [{...}, ...]
(assignment
  left: (identifier) @container
  right: [(dictionary (pair value: [(dictionary (pair key: (string) @key value: (_) @sym))
                                     (parenthesized_expression (dictionary (pair key: (string) @key value: (_) @sym)))]))
          (list (dictionary (pair key: (string) @key value: (_) @sym)))
          (tuple (dictionary (pair key: (string) @key value: (_) @sym)))]
  (#eq? @container ${q(outer)}))
`;
      }
      if (p.role === 'subscript_assign') {
        return `; the keys written into ${table} one by one: ${table}["key"] = value
(assignment
  left: (subscript value: (_) @container subscript: (string) @key)
  right: (_) @sym
  (#eq? @container ${q(table)}))
`;
      }
      if (p.role === 'dict_key') {
        return `; keys of the dict literal ${table} = {...}
(assignment
  left: (_) @container
  right: (dictionary
    (pair key: (string) @key value: (_) @sym))
  (#eq? @container ${q(table)}))
`;
      }
      return `; elements of the list or tuple ${table} = [...], and the first element of (name, value) pairs in it
(assignment
  left: (identifier) @container
  right: [(list (string) @key) (tuple (string) @key) (set (string) @key)]
  (#eq? @container ${q(table)}))

(assignment
  left: (identifier) @container
  right: [(list (tuple . (string) @key . (_) @sym)) (tuple (tuple . (string) @key . (_) @sym))]
  (#eq? @container ${q(table)}))
`;
    }
    case 'implicit':
      if (p.role === 'definition_name') {
        const { prefix, suffix, camel } = nameParts(p.subject);
        return `; functions and methods named ${prefix}<key>${suffix}: found by a built name, getattr(obj, "${prefix}" + key${suffix ? ` + "${suffix}"` : ''})
(function_definition name: (identifier) @key @sym (#match? @key ${q(`^${prefix}${camel ? '[A-Z]' : '.'}${suffix ? `.*${suffix}$` : ''}`)}))
`;
      }
      return `; @${calleeName(p.subject)} without arguments: the decorated function's own name is the key
(decorated_definition
  (decorator [(identifier) @callee (attribute attribute: (identifier) @callee)])
  definition: [(function_definition name: (identifier) @key @sym) (class_definition name: (identifier) @key @sym)]
  (#eq? @callee ${name}))
`;
    default:
      throw new Error(pythonQueryGap(p) ?? `no Python declaration query for a ${p.kind} pattern`);
  }
}

/** `NAME = "key"`, and the inner target of `ALIAS = NAME = "key"`, as statements of the block `open ... close` encloses. */
function constantsIn(open: string, close: string): string {
  return [
    `${open}(expression_statement (assignment left: (identifier) @sym right: (string) @key))${close}`,
    `${open}(expression_statement (assignment right: (assignment left: (identifier) @sym right: (string) @key)))${close}`,
  ].join('\n');
}

/** The blocks of a module's top-level compound statements, each as the text that opens it and its depth. */
const MODULE_BLOCKS: [string, number][] = [
  ['(module (if_statement consequence: (block ', 3],
  ['(module (if_statement alternative: (elif_clause consequence: (block ', 4],
  ['(module (if_statement alternative: (else_clause body: (block ', 4],
  ['(module (try_statement body: (block ', 3],
  ['(module (try_statement (except_clause (block ', 4],
  ['(module (try_statement (else_clause body: (block ', 4],
  ['(module (try_statement (finally_clause (block ', 4],
  ['(module (with_statement body: (block ', 3],
];

/** The string constants of a constant holder: a class's body, or a module's top level and the blocks of
 *  its top-level if / try / with statements (one level deep: the scan also reads deeper nesting, which is
 *  rare). A name bound in `try` and again in `except` is read with both values, which it may hold at run
 *  time; the scan folds it to the first. */
function holderQuery(subject: string): string {
  const holder = subject.split('.').pop()!;
  if (pythonHolderIsClass(subject)) {
    return `; the string constants of the class ${holder}: NAME = "key" in its body
(class_definition
  name: (identifier) @_holder
  body: (block
    (expression_statement
      (assignment
        left: (identifier) @sym
        right: (string) @key)))
  (#eq? @_holder ${q(holder)}))
`;
  }
  return `; the string constants of the module ${subject}: NAME = "key" at its top level and in the blocks of
; its top-level if / try / with statements (the query runs over that module's file only)
${constantsIn('(module ', ')')}
${MODULE_BLOCKS.map(([open, depth]) => constantsIn(open, ')'.repeat(depth))).join('\n')}
`;
}

/** Why a Python pattern has no declaration query, or null when it has one. */
export function pythonQueryGap(p: AcceptedPattern): string | null {
  if (!['call', 'class_attr', 'table', 'implicit'].includes(p.kind)) return `no Python query form for a ${p.kind} pattern`;
  if (p.kind !== 'table') return null;
  const { name } = tableParts(p.subject);
  if (name.endsWith('{}')) return `a function's own unnamed table (${name}) has no query form yet: it may sit at any depth of the function`;
  return null;
}

/** Reads of a key elsewhere: subscripts, gets, comparisons, case labels, dict entries, lookup calls. A key
 *  read through a constant (`HANDLERS[Events.PAID]`) is captured as the name; `keys build` folds it with
 *  the scan's constants table and drops the names no constant holds. */
const LOOKUP_KEY = '[(string) (attribute) (identifier)] @key';
const PY_LOOKUPS = `; the key as a subscript: X["key"], X[Events.PAID]
(subscript value: (_) @container subscript: ${LOOKUP_KEY})

; the key as the first argument of .get / .pop / .setdefault: X.get("key")
(call
  function: (attribute object: (_) @container attribute: (identifier) @_m)
  arguments: (argument_list . ${LOOKUP_KEY})
  (#any-of? @_m "get" "pop" "setdefault"))

; the key compared: x == "key", x in ("key", ...)
(comparison_operator (string) @key)
(comparison_operator [(tuple (string) @key) (list (string) @key) (set (string) @key)])

; the key as a case label
(case_pattern (string) @key)

; the key as a dict key or value: {"type": "key"}
(pair key: (string) @key)
(pair value: (string) @key)

; the key passed to a lookup call: reverse("ns:key"), send_task("key"), import_string("key")
(call
  function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
  arguments: (argument_list . ${LOOKUP_KEY})
  (#match? @callee "^(get|lookup|fetch|find|resolve|reverse|reverse_lazy|redirect|url_for|send_task|signature|import_string|import_module|get_callable|dispatch|fire|emit|send|run|call|trigger|publish)$"))
`;

/** A constant holder's constants used by name: `Events.PAID`, `names.Events.PAID`, `keys.HOST` (the
 *  scan folds the uses it reads as keys; a bare name imported from a module is read where it is looked up). */
function holderUses(subject: string): string {
  const holder = subject.split('.').pop()!;
  return `
; the holder's constants used by name: ${holder}.NAME
((attribute object: [(identifier) @_h (attribute attribute: (identifier) @_h)]) @key (#eq? @_h ${q(holder)}))
`;
}

export function pythonReferenceQuery(p: AcceptedPattern): string {
  if (p.role === 'definition_name') {
    const { prefix, suffix } = nameParts(p.subject);
    const built = suffix ? `"${prefix}" + key + "${suffix}", "${prefix}%s${suffix}" % key` : `"${prefix}" + key), getattr(obj, f"${prefix}{key}"`;
    // (a name with a fixed end is built, never selected by its start: `startswith("_")` selects anything)
    const selected = suffix ? '' : `
; names selected by their prefix: name.startswith("${prefix}")
(call
  function: (attribute attribute: (identifier) @_m)
  arguments: (argument_list . (string) @container)
  (#eq? @_m "startswith")
  (#match? @container ${q(`^[bBrRuU]*["']${prefix}["']$`)}))
`;
    return `${PY_LOOKUPS}
; dispatch by the built name: getattr(obj, ${built}), hasattr(...)
(call
  function: (identifier) @_f
  arguments: (argument_list . (_) . (_) @container)
  (#any-of? @_f "getattr" "hasattr")
  (#match? @container ${q(`^[bBfFrRuU]*["']${prefix}${suffix ? `.*${suffix}` : ''}`)}))
${selected}`;
  }
  const storage = p.storageContainer ? p.storageContainer.split('.').pop()! : null;
  const dispatch = storage
    ? `
; dispatch through the registry's storage ${p.storageContainer}: any access, whatever the key
(subscript value: [(identifier) @container (attribute attribute: (identifier) @container)] (#eq? @container ${q(storage)}))
(call
  function: (attribute object: [(identifier) @container (attribute attribute: (identifier) @container)] attribute: (identifier) @_m)
  (#eq? @container ${q(storage)})
  (#any-of? @_m "get" "pop" "setdefault" "items" "keys" "values"))
`
    : '';
  if (p.kind === 'class_attr') {
    return `${PY_LOOKUPS}
; the attribute read as a key: {cls.${p.position}: cls ...}, obj.${p.position} == fmt
(pair key: (attribute attribute: (identifier) @container) (#eq? @container ${q(p.position)}))
(comparison_operator (attribute attribute: (identifier) @container) (#eq? @container ${q(p.position)}))
`;
  }
  if (isConstantHolder(p)) return PY_LOOKUPS + holderUses(p.subject);
  return PY_LOOKUPS + dispatch;
}
