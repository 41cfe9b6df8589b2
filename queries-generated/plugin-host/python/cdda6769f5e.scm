; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: cdda6769f5e
; namespace: format_*
; language: python
; role: definition_name (implicit)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 5
; reason: cell formatters by column type, found by a built name

; functions and methods named format_<key>: found by a built name, getattr(obj, "format_" + key)
(function_definition name: (identifier) @key @sym (#match? @key "^format_."))
