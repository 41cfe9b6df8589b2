-- Declarations of a configuration pattern (rows the config packs extracted) and the lookups of
-- their keys in other files: placeholders, ref=, gets, comparisons, lookup calls.
WITH decl AS (
  SELECT file, line, value AS key, lower(trim(value, '/')) AS k, enclosing_symbol
  FROM literals
  WHERE role = 'config_entry' AND language = $language AND callee_path = $subject
    AND ($container = '' OR container = $container)
)
SELECT 'declared' AS side, file, line, key, enclosing_symbol AS symbol FROM decl
UNION ALL
SELECT DISTINCT 'referenced', l.file, l.line, d.key, l.enclosing_symbol
FROM lookup_keys l JOIN (SELECT DISTINCT k, key FROM decl) d ON l.norm_key = d.k
WHERE l.file NOT IN (SELECT file FROM decl)
ORDER BY 1, 2, 3
