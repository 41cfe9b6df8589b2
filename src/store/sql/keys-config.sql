-- Declarations of a configuration pattern (rows the config packs extracted) and the lookups of
-- their keys in other files: placeholders, ref=, gets, comparisons, lookup calls, URL hosts.
-- A `config_value` pattern declares the values of one property (`spring.application.name`).
WITH decl AS (
  SELECT file, line, value AS key, lower(trim(value, '/')) AS k, enclosing_symbol
  FROM literals
  WHERE language = $language
    AND ((role = 'config_entry' AND $role <> 'config_value' AND callee_path = $subject AND ($container = '' OR container = $container))
         OR (role = 'dict_value' AND $role = 'config_value' AND dict_key = $subject AND NOT in_test))
)
SELECT 'declared' AS side, file, line, key, enclosing_symbol AS symbol FROM decl
UNION ALL
SELECT DISTINCT 'referenced', l.file, l.line, d.key, l.enclosing_symbol
FROM lookup_forms l JOIN (SELECT DISTINCT k, key FROM decl) d ON l.k = d.k
-- only in files that do not declare the key themselves (a gateway's own name beside its routes)
WHERE l.ns IS NULL AND NOT EXISTS (SELECT 1 FROM decl x WHERE x.k = d.k AND x.file = l.file)
ORDER BY 1, 2, 3
