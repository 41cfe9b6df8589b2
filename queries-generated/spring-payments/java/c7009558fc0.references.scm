; idiomscope generated reference query: do not edit, regenerate with `idiomscope generate`
; pattern: c7009558fc0
; namespace: org.springframework.beans.factory.annotation.Qualifier
; language: java
; role: annotation_arg value (call)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the referencing definition, @callee the callee's last name, @container the container read
; reason: qualifier names pick one SettlementClient implementation for an injection point

; @Qualifier("...") on a field
((field_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) type: (_) @type declarator: (variable_declarator name: (identifier) @sym))
  (#eq? @callee "Qualifier"))

; @Qualifier("...") on a field
((field_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) type: (_) @type declarator: (variable_declarator name: (identifier) @sym))
  (#eq? @callee "Qualifier")
  (#eq? @_element "value"))

; @Qualifier("...") on a parameter
((formal_parameter (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) type: (_) @type name: (identifier) @sym)
  (#eq? @callee "Qualifier"))

; @Qualifier("...") on a parameter
((formal_parameter (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) type: (_) @type name: (identifier) @sym)
  (#eq? @callee "Qualifier")
  (#eq? @_element "value"))

; the key read from a map or a container: m.get("key"), ctx.getBean("key"), Class.forName("key")
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
