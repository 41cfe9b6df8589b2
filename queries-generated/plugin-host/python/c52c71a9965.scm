; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c52c71a9965
; namespace: plugin_host.cli.registry.command
; language: python
; role: decorator_arg 0 (call)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 10
; reason: CLI commands by name

; decorator form: @command(...) on a definition
(decorated_definition
  (decorator
    (call
      function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
      arguments: (argument_list . [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key)))
  definition: [(function_definition name: (identifier) @sym) (class_definition name: (identifier) @sym)]
  (#eq? @callee "command"))

; call form: command(...), e.g. register(f"payment.{status}")(handler)
(call
  function: [(identifier) @callee (attribute attribute: (identifier) @callee)]
  arguments: (argument_list . [(string) (concatenated_string) (binary_operator) (attribute) (identifier) (call function: (attribute object: (string)))] @key)
  (#eq? @callee "command"))
