-- dotted_refs: every distinct literal shaped like a dotted path (`ops.views.ReindexView`,
-- `exports.urls`, `pkg.mod:attr`, `com.acme.audit.FileAuditSink`) with the file and definition it
-- names in this repository, or status 'unresolved'. Derived from literals, modules, files,
-- definitions and reexports (reexports.sql); rebuilt after every scan.
CREATE OR REPLACE TABLE dotted_refs AS
WITH RECURSIVE cand AS (
  SELECT DISTINCT value
  FROM literals
  WHERE key_kind = 'literal' AND length(value) BETWEEN 3 AND 200
    AND regexp_full_match(value, '[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(:[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*)?')
),
-- a path through a package's re-export names what the package imports: `scrapy.http.HtmlResponse` is
-- the class of scrapy/http/response/html.py that scrapy/http/__init__.py imports. The longest
-- re-exported prefix is replaced, again while the result is itself a re-export (a package re-exporting
-- a subpackage's re-export).
spelled(value, path, depth) AS (
  SELECT value, value, 0 FROM cand WHERE contains(value, '.') AND NOT contains(value, ':')
  UNION ALL
  SELECT s.value,
         first(r.target || path_tail(s.path, p.n) ORDER BY p.n DESC, r.target),
         s.depth + 1
  FROM spelled s,
       LATERAL (SELECT unnest(range(2, len(string_split(s.path, '.')) + 1)) AS n) p
  JOIN reexports r ON r.alias_path = path_head(s.path, p.n)
  WHERE s.depth < 3
  GROUP BY s.value, s.depth
),
canonical AS (
  SELECT value, arg_max(path, depth) AS path FROM spelled WHERE depth > 0 GROUP BY value
),
parts AS (
  SELECT c.value,
         CASE WHEN contains(c.value, ':') THEN split_part(c.value, ':', 1) ELSE COALESCE(n.path, c.value) END AS modpart,
         CASE WHEN contains(c.value, ':') THEN split_part(c.value, ':', 2) END AS colon_attr
  FROM cand c LEFT JOIN canonical n USING (value)
),
splits AS (
  SELECT value,
         CASE WHEN colon_attr IS NOT NULL THEN modpart
              ELSE array_to_string(list_slice(string_split(modpart, '.'), 1, n), '.') END AS module,
         CASE WHEN colon_attr IS NOT NULL THEN colon_attr
              ELSE NULLIF(array_to_string(list_slice(string_split(modpart, '.'), n + 1, len(string_split(modpart, '.'))), '.'), '') END AS attr
  FROM parts,
       LATERAL (SELECT unnest(range(1, len(string_split(modpart, '.')) + 1)) AS n) s
  WHERE colon_attr IS NULL OR n = len(string_split(modpart, '.'))
),
all_modules AS (
  SELECT file, module FROM modules
  UNION
  SELECT path AS file, module FROM files WHERE language = 'java' AND module IS NOT NULL AND skip_reason IS NULL
),
matched AS (
  SELECT s.value, m.file AS target_file, s.module, s.attr,
         -- the longest definition whose qualified name is the attribute or a prefix of it
         (SELECT d.symbol FROM definitions d
           WHERE d.file = m.file
             AND (d.qual_name = s.attr OR starts_with(s.attr, d.qual_name || '.')
                  OR (s.attr IS NULL AND f.language = 'java' AND d.qual_name = split_part(s.module, '.', -1)))
           ORDER BY length(d.qual_name) DESC LIMIT 1) AS target_symbol,
         f.language
  FROM splits s
  JOIN all_modules m ON m.module = s.module
  JOIN files f ON f.path = m.file
),
-- top-level packages imported from outside the tree: one segment for Python, two for Java (org.x)
import_roots AS (
  SELECT DISTINCT CASE WHEN i.file LIKE '%.java' THEN split_part(i.resolved, '.', 1) || '.' || split_part(i.resolved, '.', 2)
                       ELSE split_part(i.resolved, '.', 1) END AS root,
         CASE WHEN i.file LIKE '%.java' THEN 2 ELSE 1 END AS depth
  FROM imports i
  WHERE i.level = 0
    AND split_part(i.resolved, '.', 1) NOT IN (SELECT split_part(module, '.', 1) FROM all_modules)
),
ranked AS (
  SELECT *,
         CASE WHEN attr IS NULL THEN 'module' WHEN target_symbol IS NOT NULL THEN 'symbol' ELSE 'partial' END AS status,
         rank() OVER (PARTITION BY value ORDER BY
           CASE WHEN attr IS NULL OR target_symbol IS NOT NULL THEN 0 ELSE 1 END,
           length(module) DESC) AS r
  FROM matched
  -- a module found with an attribute that is not defined there is kept only in the plain dotted form,
  -- attribute of a module file (`shop.wsgi.application`): `ns:name` route names and task names that
  -- merely start with a package name are not references to that package's __init__.
  -- a bare word resolves only when it is exactly a module (INSTALLED_APPS = ["orders"])
  WHERE (attr IS NULL AND (contains(value, '.') OR module IN (SELECT module FROM all_modules WHERE NOT contains(module, '.'))))
     OR target_symbol IS NOT NULL
     OR (NOT contains(value, ':') AND NOT contains(attr, '.') AND NOT ends_with(target_file, '__init__.py'))
)
SELECT DISTINCT value, target_file, target_symbol, module, attr, status
FROM ranked WHERE r = 1
UNION ALL
SELECT value, NULL, NULL, NULL, NULL,
       -- names an installed package the repository imports (django.middleware..., org.springframework...):
       -- a reference with its target outside the tree
       CASE WHEN regexp_full_match(value, '[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+(:[A-Za-z_][A-Za-z0-9_.]*)?')
                 AND (split_part(value, '.', 1) IN (SELECT root FROM import_roots WHERE depth = 1)
                      OR split_part(value, '.', 1) || '.' || split_part(value, '.', 2) IN (SELECT root FROM import_roots WHERE depth = 2))
            THEN 'external' ELSE 'unresolved' END
FROM cand WHERE (contains(value, '.') OR contains(value, ':')) AND value NOT IN (SELECT value FROM ranked);
