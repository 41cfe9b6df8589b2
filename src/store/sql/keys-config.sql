-- Declarations of a configuration pattern (rows the config packs extracted) and the lookups of
-- their keys in other files: placeholders, ref=, gets, comparisons, lookup calls, URL hosts.
-- A `config_value` pattern declares the values of one property (`spring.application.name`).
-- A pattern of a format grouped by directory ($directory set, core/config-family.ts) declares what
-- every file directly in that directory declares; each row keeps its own file's callee path and
-- container, so each file's keys stay a namespace of their own.
WITH decl AS (
  SELECT file, line, value AS key, lower(trim(value, '/')) AS k, enclosing_symbol, callee_path, COALESCE(container, '') AS container
  FROM literals
  WHERE language = $language
    AND ((role = 'config_entry' AND $role <> 'config_value' AND $directory = '' AND callee_path = $subject AND ($container = '' OR container = $container))
         OR (role = 'config_entry' AND $role <> 'config_value' AND $directory <> ''
             AND starts_with(callee_path, $directory || '/') AND NOT contains(substr(callee_path, length($directory) + 2), '/'))
         OR (role = 'dict_value' AND $role = 'config_value' AND dict_key = $subject AND NOT in_test))
)
SELECT 'declared' AS side, file, line, key, enclosing_symbol AS symbol, callee_path, container FROM decl
UNION ALL
SELECT DISTINCT 'referenced', l.file, l.line, d.key, l.enclosing_symbol, d.callee_path, d.container
FROM lookup_forms l JOIN (SELECT DISTINCT k, key, callee_path, container FROM decl) d ON l.k = d.k
-- only in files that do not declare the key themselves (a gateway's own name beside its routes)
WHERE l.ns IS NULL AND NOT EXISTS (SELECT 1 FROM decl x WHERE x.k = d.k AND x.file = l.file)
ORDER BY 1, 2, 3, 6, 7
