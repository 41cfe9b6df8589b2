; idiomscope generated reference query: do not edit, regenerate with `idiomscope generate`
; pattern: c97776f045d
; namespace: plugin_host.hooks.hook
; language: python
; role: decorator_implicit (implicit)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the referencing definition, @callee the callee's last name, @container the container read
; reason: hooks registered by function name

; the key as a subscript: X["key"], X[Events.PAID]
(subscript value: (_) @container subscript: [(string) (attribute) (identifier)] @key)

; the key as the first argument of .get / .pop / .setdefault: X.get("key")
(call
  function: (attribute object: (_) @container attribute: (identifier) @_m)
  arguments: (argument_list . [(string) (attribute) (identifier)] @key)
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
  arguments: (argument_list . [(string) (attribute) (identifier)] @key)
  (#match? @callee "^(get|lookup|fetch|find|resolve|reverse|reverse_lazy|redirect|url_for|send_task|signature|import_string|import_module|get_callable|dispatch|fire|emit|send|run|call|trigger|publish)$"))

; dispatch through the registry's storage plugin_host.hooks.HOOKS: any access, whatever the key
(subscript value: [(identifier) @container (attribute attribute: (identifier) @container)] (#eq? @container "HOOKS"))
(call
  function: (attribute object: [(identifier) @container (attribute attribute: (identifier) @container)] attribute: (identifier) @_m)
  (#eq? @container "HOOKS")
  (#any-of? @_m "get" "pop" "setdefault" "items" "keys" "values"))
