import { calleeName, isConstantHolder, tableParts, type AcceptedPattern } from './pattern.js';

/**
 * Tree-sitter queries for Java patterns, with the capture names of the Python ones: @key, @sym,
 * @callee, @container (and @type, the declared type of an annotated field or parameter).
 */

const q = (s: string): string => JSON.stringify(s);

const KEY_KINDS = ['(string_literal)', '(field_access)', '(identifier)', '(binary_expression)'];
const KEY = `[${KEY_KINDS.join(' ')}] @key`;
/** A key or an array of keys. Flat on purpose: a nested alternation loses matches in tree-sitter. */
const KEY_OR_ARRAY = `[${KEY_KINDS.map((k) => `${k} @key`).join(' ')} (element_value_array_initializer ${KEY})]`;
const ANN_NAME = 'name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)]';

/** Annotation argument forms for one element: `@A("k")`, `@A({"k1","k2"})`, `@A(e = "k")`, `@A(e = {"k"})`. */
function annotationForms(element: string): string[] {
  const explicit = `(annotation ${ANN_NAME} arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: ${KEY_OR_ARRAY})))`;
  const implicit = `(annotation ${ANN_NAME} arguments: (annotation_argument_list ${KEY_OR_ARRAY}))`;
  return element === 'value' ? [implicit, explicit] : [explicit];
}

interface Target {
  comment: string;
  wrap(annotation: string): string;
}

const DECLARING: Target[] = [
  { comment: 'on a type', wrap: (a) => `[(class_declaration (modifiers ${a}) name: (identifier) @sym) (interface_declaration (modifiers ${a}) name: (identifier) @sym) (enum_declaration (modifiers ${a}) name: (identifier) @sym) (record_declaration (modifiers ${a}) name: (identifier) @sym)]` },
  { comment: 'on a method', wrap: (a) => `(method_declaration (modifiers ${a}) name: (identifier) @sym)` },
  { comment: 'on a constructor', wrap: (a) => `(constructor_declaration (modifiers ${a}) name: (identifier) @sym)` },
];

/** Injection points ask for a key: fields and parameters (constructor or method). */
const INJECTING: Target[] = [
  { comment: 'on a field', wrap: (a) => `(field_declaration (modifiers ${a}) type: (_) @type declarator: (variable_declarator name: (identifier) @sym))` },
  { comment: 'on a parameter', wrap: (a) => `(formal_parameter (modifiers ${a}) type: (_) @type name: (identifier) @sym)` },
];

function annotationPatterns(p: AcceptedPattern, targets: Target[]): string {
  const name = calleeName(p.subject);
  const out: string[] = [];
  for (const t of targets) {
    for (const form of annotationForms(p.position || 'value')) {
      const element = form.includes('@_element') ? `\n  (#eq? @_element ${q(p.position || 'value')})` : '';
      out.push(`; @${name}(${p.position === 'value' ? '' : `${p.position} = `}"...") ${t.comment}\n(${t.wrap(form)}\n  (#eq? @callee ${q(name)})${element})`);
    }
  }
  return out.join('\n\n') + '\n';
}

export function javaDeclarationQuery(p: AcceptedPattern): string {
  const name = q(calleeName(p.subject));
  if (p.role === 'annotation_arg') return annotationPatterns(p, DECLARING);
  if (p.kind === 'call' && /^\d+$/.test(p.position)) {
    const skip = '(_) . '.repeat(Number(p.position));
    return `; ${calleeName(p.subject)}(...) with the key at argument ${p.position}
(method_invocation
  name: (identifier) @callee
  arguments: (argument_list . ${skip}${KEY})
  (#eq? @callee ${name}))

; new ${calleeName(p.subject)}(...) with the key at argument ${p.position}
(object_creation_expression
  type: [(type_identifier) @callee (scoped_type_identifier (type_identifier) @callee)]
  arguments: (argument_list . ${skip}${KEY})
  (#eq? @callee ${name}))
`;
  }
  if (p.kind === 'table' && p.role === 'subscript_assign') {
    const { name: map } = tableParts(p.subject);
    return `; the keys put into the method's own map ${map}: ${map}.put("key", value)
(method_invocation
  object: (identifier) @container
  name: (identifier) @_m
  arguments: (argument_list . (string_literal) @key)
  (#eq? @_m "put")
  (#eq? @container ${q(map)}))
`;
  }
  if (p.kind === 'table' && p.role === 'compare') {
    const { name: operand } = tableParts(p.subject);
    return `; the names ${operand} is compared with by equals in a chain choosing an implementation: ${operand}.equals("key") or "key".equals(${operand})
(method_invocation
  object: (_) @container
  name: (identifier) @_m
  arguments: (argument_list . (string_literal) @key .)
  (#any-of? @_m "equals" "equalsIgnoreCase")
  (#eq? @container ${q(operand)}))

(method_invocation
  object: (string_literal) @key
  name: (identifier) @_m
  arguments: (argument_list . (_) @container .)
  (#any-of? @_m "equals" "equalsIgnoreCase")
  (#eq? @container ${q(operand)}))
`;
  }
  if (p.kind === 'implicit' && p.role === 'decorator_implicit') return implicitPatterns(p);
  if (p.kind === 'table' && p.role === 'assign') {
    const holder = p.subject.split('.').pop()!;
    return `; the string constants of ${holder}: static final String NAME = "key", in either order (an interface's fields are constants too)
(class_declaration
  name: (identifier) @_holder
  body: (class_body
    (field_declaration (modifiers) @_mods declarator: (variable_declarator name: (identifier) @sym value: (string_literal) @key)))
  (#match? @_mods "static")
  (#match? @_mods "final")
  (#eq? @_holder ${q(holder)}))

(interface_declaration
  name: (identifier) @_holder
  body: (interface_body
    (constant_declaration declarator: (variable_declarator name: (identifier) @sym value: (string_literal) @key)))
  (#eq? @_holder ${q(holder)}))
`;
  }
  throw new Error(javaQueryGap(p) ?? `no Java declaration query for a ${p.kind} pattern with role ${p.role}`);
}

/** `@Bean`, `@Entity`, `@Service` on a declaration: its own name is the key, whatever the annotation's arguments. */
function implicitPatterns(p: AcceptedPattern): string {
  const name = calleeName(p.subject);
  const out: string[] = [];
  for (const t of DECLARING) {
    for (const form of [`(marker_annotation ${ANN_NAME})`, `(annotation ${ANN_NAME})`]) {
      out.push(`; @${name} ${t.comment}: the declaration's name is the key\n(${t.wrap(form).replaceAll('@sym', '@key @sym')}\n  (#eq? @callee ${q(name)}))`);
    }
  }
  return out.join('\n\n') + '\n';
}

/** Why a Java pattern has no declaration query, or null when it has one. */
export function javaQueryGap(p: AcceptedPattern): string | null {
  if (p.role === 'annotation_arg' || (p.kind === 'call' && /^\d+$/.test(p.position))) return null;
  if (p.kind === 'table' && (p.role === 'subscript_assign' || p.role === 'compare')) return null;
  if (p.kind === 'implicit' && p.role === 'decorator_implicit') return null;
  if (p.kind === 'table' && p.role === 'assign') return null;
  return `no Java query form for a ${p.kind} pattern with role ${p.role} yet`;
}

// (a key read through a constant, m.get(Keys.MALL_NAME), is captured as the name: `keys build` folds it)
const JAVA_LOOKUPS = `; the key read from a map or a container: m.get("key"), ctx.getBean("key"), Class.forName("key")
(method_invocation
  object: (_) @container
  name: (identifier) @_m
  arguments: (argument_list . [(string_literal) (field_access) (identifier)] @key)
  (#any-of? @_m "get" "getBean" "containsKey" "containsBean" "getOrDefault" "remove" "lookup" "forName" "getProperty" "getRequiredProperty"))

; the key as a switch label
(switch_label (string_literal) @key)

; the key compared: "key".equals(x), x.equals("key")
(method_invocation object: (string_literal) @key name: (identifier) @_m (#any-of? @_m "equals" "equalsIgnoreCase"))
(method_invocation name: (identifier) @_m arguments: (argument_list (string_literal) @key) (#any-of? @_m "equals" "equalsIgnoreCase"))
`;

export function javaReferenceQuery(p: AcceptedPattern): string {
  if (p.role === 'annotation_arg') return `${annotationPatterns(p, INJECTING)}\n${JAVA_LOOKUPS}`;
  if (isConstantHolder(p)) {
    const holder = p.subject.split('.').pop()!;
    return `${JAVA_LOOKUPS}
; the holder's constants used by name: ${holder}.NAME (the scan folds the uses it reads as keys)
((field_access object: [(identifier) @_h (field_access field: (identifier) @_h)]) @key (#eq? @_h ${JSON.stringify(holder)}))
`;
  }
  return JAVA_LOOKUPS;
}
