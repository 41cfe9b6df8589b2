-- Literals of one file in registration-like positions, for proposing new idioms.
SELECT file, line, key AS value, callee_path, role,
       COALESCE(keyword, CAST(arg_index AS VARCHAR), container, '') AS position
FROM key_sites
WHERE file = $file AND tier = 'literal' AND key IS NOT NULL
  AND role IN ('call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg', 'class_attr', 'dict_key', 'collection_elem', 'assign', 'config_entry')
ORDER BY line, col
