; idiomscope generated declaration query: do not edit, regenerate with `idiomscope generate`
; pattern: c416e183ece
; namespace: plugin_host/storage/registry.py::STORAGE_BACKENDS
; language: python
; role: dict_key (table)
; confidence: literal; constants are folded and templates kept (computed) by `idiomscope keys build`
; captures: @key the key, @sym the declared definition, @callee the callee's last name, @container the container read
; sites matched when generated: 3
; reason: storage backends by name

; keys of the dict literal STORAGE_BACKENDS = {...}
(assignment
  left: (_) @container
  right: (dictionary
    (pair key: (string) @key value: (_) @sym))
  (#eq? @container "STORAGE_BACKENDS"))
