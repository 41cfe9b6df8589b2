; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c43b7059081
; namespace: exports.formats.Exporter.kind
; language: python
; role: class_attr kind (class_attr)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 3
; reason: exporters chosen by kind

; kind = "..." in the body of a direct subclass of Exporter
(class_definition
  name: (identifier) @sym
  superclasses: (argument_list [(identifier) @_base (attribute attribute: (identifier) @_base)])
  body: (block
    (expression_statement
      (assignment
        left: (identifier) @_attr
        right: (string) @key)))
  (#eq? @_base "Exporter")
  (#eq? @_attr "kind"))
