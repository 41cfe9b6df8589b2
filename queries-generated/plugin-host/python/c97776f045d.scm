; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c97776f045d
; namespace: plugin_host.hooks.hook
; language: python
; role: decorator_implicit (implicit)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 8
; reason: hooks registered by function name

; @hook without arguments: the decorated function's own name is the key
(decorated_definition
  (decorator [(identifier) @callee (attribute attribute: (identifier) @callee)])
  definition: [(function_definition name: (identifier) @key @sym) (class_definition name: (identifier) @key @sym)]
  (#eq? @callee "hook"))
