-- key_sites: every literal, folded constant and computed template, with its key normalised for
-- matching across files. Symbolic keys (`Events.PAYOUT_PAID`, `ProviderNames.WORLDPAY`) are folded
-- through the constants table: by their import-resolved path, by that path without an enum
-- `.value`/`.name`, by the constant's whole name ending that path (namespace packages), or by a
-- unique `Class.NAME` suffix when imports could not resolve them.
CREATE OR REPLACE TABLE key_sites AS
WITH sym AS (
  SELECT DISTINCT value, COALESCE(resolved_value, value) AS path FROM literals WHERE key_kind = 'symbolic'
),
by_path AS (
  SELECT s.value, s.path, c.value AS folded, c.qualified
  FROM sym s JOIN constants c
    ON c.qualified = s.path OR c.qualified = regexp_replace(s.path, '\.(value|name)$', '')
),
by_namespace AS (
  -- in a folder without `__init__.py` (a namespace package) modules are named from the package
  -- below it: `from app.events import PAID` resolves to `app.events.PAID` while the constant is
  -- named `events.PAID`; the resolved path then ends with the constant's whole name
  SELECT s.value, s.path, any_value(c.value) AS folded, any_value(c.qualified) AS qualified
  FROM sym s JOIN constants c
    ON ends_with('.' || regexp_replace(s.path, '\.(value|name)$', ''), '.' || c.qualified)
  WHERE s.path NOT IN (SELECT path FROM by_path)
  GROUP BY s.value, s.path
  HAVING count(DISTINCT c.value) = 1
),
by_suffix AS (
  -- `ProviderNames.WORLDPAY` written in another package: match the tail, only when it is unique
  SELECT s.value, s.path, any_value(c.value) AS folded, any_value(c.qualified) AS qualified
  FROM sym s JOIN constants c
    ON ends_with(c.qualified, '.' || regexp_replace(s.value, '\.(value|name)$', ''))
  WHERE s.path NOT IN (SELECT path FROM by_path) AND s.path NOT IN (SELECT path FROM by_namespace)
  GROUP BY s.value, s.path
  HAVING count(DISTINCT c.value) = 1
),
folds AS (
  SELECT value, path, any_value(folded) AS folded, any_value(qualified) AS qualified
  FROM (SELECT * FROM by_path UNION ALL SELECT * FROM by_namespace UNION ALL SELECT * FROM by_suffix)
  GROUP BY value, path
),
-- a pack that knows its keys sit inside longer strings (`"slow: marks slow tests"` registers the marker
-- `slow`) names the part that is the key; matched on the callee as the pack matches it, exactly or by suffix
parts AS (
  SELECT l.file, l.line, l.col, any_value(NULLIF(regexp_extract(l.value, k.key_pattern, 1), '')) AS part
  FROM literals l JOIN known_idioms k
    ON k.key_pattern IS NOT NULL AND l.key_kind = 'literal' AND l.role = k.role
   AND (k.position = '*' OR k.position = COALESCE(l.keyword, CAST(l.arg_index AS VARCHAR)))
   AND (l.callee_path = k.subject OR ends_with(l.callee_path, '.' || k.subject))
  GROUP BY l.file, l.line, l.col
),
keyed AS (
  SELECT l.*,
         -- a value that is one whole placeholder ("${storage.backend}") is the key it names
         CASE WHEN l.key_kind = 'symbolic' THEN f.folded
              WHEN pt.part IS NOT NULL THEN pt.part
              WHEN regexp_full_match(l.value, '\$\{[^}:]+(:[^}]*)?\}') THEN regexp_extract(l.value, '\$\{([^}:]+)', 1)
              ELSE l.value END AS key,
         CASE WHEN l.key_kind = 'symbolic' THEN CASE WHEN f.folded IS NULL THEN 'symbolic' ELSE 'folded' END
              ELSE l.key_kind END AS tier,
         f.qualified AS folded_from
  FROM literals l
  LEFT JOIN folds f ON l.key_kind = 'symbolic' AND f.value = l.value AND f.path = COALESCE(l.resolved_value, l.value)
  LEFT JOIN parts pt ON pt.file = l.file AND pt.line = l.line AND pt.col = l.col
)
SELECT *,
       -- matching form: no outer slashes, `{var}` / `<int:pk>` / `:id` path variables collapsed to `{}`
       lower(regexp_replace(regexp_replace(trim(COALESCE(key, ''), '/'),
             '\{[^}]*\}|<[^>]*>', '{}', 'g'), '(^|/):[A-Za-z_]+', '\1{}', 'g')) AS norm_key
FROM keyed;
