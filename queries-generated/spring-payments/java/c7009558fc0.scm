; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c7009558fc0
; namespace: org.springframework.beans.factory.annotation.Qualifier
; language: java
; role: annotation_arg value (call)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 3
; reason: qualifier names pick one SettlementClient implementation for an injection point

; @Qualifier("...") on a type
([(class_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym) (interface_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym) (enum_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym) (record_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym)]
  (#eq? @callee "Qualifier"))

; @Qualifier("...") on a type
([(class_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym) (interface_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym) (enum_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym) (record_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym)]
  (#eq? @callee "Qualifier")
  (#eq? @_element "value"))

; @Qualifier("...") on a method
((method_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym)
  (#eq? @callee "Qualifier"))

; @Qualifier("...") on a method
((method_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym)
  (#eq? @callee "Qualifier")
  (#eq? @_element "value"))

; @Qualifier("...") on a constructor
((constructor_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)]))) name: (identifier) @sym)
  (#eq? @callee "Qualifier"))

; @Qualifier("...") on a constructor
((constructor_declaration (modifiers (annotation name: [(identifier) @callee (scoped_identifier name: (identifier) @callee)] arguments: (annotation_argument_list (element_value_pair key: (identifier) @_element value: [(string_literal) @key (field_access) @key (identifier) @key (binary_expression) @key (element_value_array_initializer [(string_literal) (field_access) (identifier) (binary_expression)] @key)])))) name: (identifier) @sym)
  (#eq? @callee "Qualifier")
  (#eq? @_element "value"))
