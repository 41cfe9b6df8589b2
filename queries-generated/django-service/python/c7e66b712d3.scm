; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c7e66b712d3
; namespace: django.urls.include
; language: python
; role: call_arg 0 (call)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 3
; reason: URLconf modules by dotted path

; decorator form: @include(...) on a definition
(decorated_definition
  (decorator
    (call
      function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
      arguments: (argument_list . [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key)))
  definition: [(function_definition name: (identifier) @sym) (class_definition name: (identifier) @sym)]
  (#eq? @callee "include"))

; call form: include(...), e.g. register(f"payment.{status}")(handler)
(call
  function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
  arguments: (argument_list . [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key)
  (#eq? @callee "include"))
