; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: cff829a96d2
; namespace: plugin_host/transforms/registry.py::TRANSFORMS
; language: python
; role: collection_elem (table)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 5
; reason: transform steps by name

; elements of the list or tuple TRANSFORMS = [...], and the first element of (name, value) pairs in it
(assignment
  left: (identifier) @container
  right: [(list (string) @key) (tuple (string) @key) (set (string) @key)]
  (#eq? @container "TRANSFORMS"))

(assignment
  left: (identifier) @container
  right: [(list (tuple . (string) @key . (_) @sym)) (tuple (tuple . (string) @key . (_) @sym))]
  (#eq? @container "TRANSFORMS"))
