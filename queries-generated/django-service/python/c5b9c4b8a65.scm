; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c5b9c4b8a65
; namespace: django.urls.path
; language: python
; role: keyword_arg name (call)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 12
; reason: URL names, reversed as app:name

; decorator form: @path(...) on a definition
(decorated_definition
  (decorator
    (call
      function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
      arguments: (argument_list (keyword_argument name: (identifier) @_kw value: [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key) (#eq? @_kw "name"))))
  definition: [(function_definition name: (identifier) @sym) (class_definition name: (identifier) @sym)]
  (#eq? @callee "path"))

; call form: path(...), e.g. register(f"payment.{status}")(handler)
(call
  function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
  arguments: (argument_list (keyword_argument name: (identifier) @_kw value: [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key) (#eq? @_kw "name"))
  (#eq? @callee "path"))
