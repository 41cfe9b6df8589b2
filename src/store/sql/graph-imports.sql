-- Import statements resolved to files. One row per (importing file, resolved target, import form):
-- `matched` is the number of leading segments of `resolved` that name an in-repo module (the longest
-- such prefix), `targets` the files with that name (several when two source roots both hold it).
-- `has_name` separates `from a.b import c` (a.b must be a module; c may be an attribute) from
-- `import a.b.c` (a.b.c must be a module). Java wildcard imports (`import com.acme.x.*`) list every
-- class of the package. Nothing matched: an external import, or an in-repo-looking one the caller
-- sends to the package fallback.
WITH mods AS (
  SELECT file, module FROM modules
  UNION
  SELECT path AS file, module FROM files WHERE language = 'java' AND module IS NOT NULL AND skip_reason IS NULL
),
imp AS (
  SELECT i.file, min(i.line) AS line, i.resolved, i.name IS NOT NULL AS has_name, i.wildcard,
         CASE WHEN i.file LIKE '%.java' THEN 'java' ELSE 'python' END AS language,
         len(string_split(i.resolved, '.')) AS segments
  FROM imports i
  WHERE i.resolved <> ''
  GROUP BY i.file, i.resolved, i.name IS NOT NULL, i.wildcard
),
prefixes AS (
  SELECT i.file, i.resolved, i.has_name, i.wildcard, n,
         array_to_string(list_slice(string_split(i.resolved, '.'), 1, n), '.') AS prefix
  FROM imp i, LATERAL (SELECT unnest(range(1, i.segments + 1)) AS n)
),
matches AS (
  SELECT p.file, p.resolved, p.has_name, p.wildcard, p.n, m.file AS target
  FROM prefixes p JOIN mods m ON m.module = p.prefix
),
best AS (
  SELECT file, resolved, has_name, wildcard, max(n) AS n FROM matches GROUP BY ALL
),
resolved_targets AS (
  SELECT m.file, m.resolved, m.has_name, m.wildcard, b.n AS matched, list(DISTINCT m.target ORDER BY m.target) AS targets
  FROM matches m JOIN best b USING (file, resolved, has_name, wildcard)
  WHERE m.n = b.n
  GROUP BY ALL
),
java_wildcards AS (
  SELECT i.file, i.resolved, i.has_name, i.wildcard, i.segments AS matched, list(DISTINCT f.path ORDER BY f.path) AS targets
  FROM imp i JOIN files f
    ON f.language = 'java' AND f.skip_reason IS NULL AND f.module IS NOT NULL
   AND regexp_replace(f.module, '\.[^.]*$', '') = i.resolved
  WHERE i.language = 'java' AND i.wildcard
  GROUP BY ALL
)
SELECT i.file, i.line, i.resolved, i.has_name, i.wildcard, i.language, i.segments,
       COALESCE(w.matched, r.matched, 0) AS matched,
       COALESCE(w.targets, r.targets, []::VARCHAR[]) AS targets
FROM imp i
LEFT JOIN resolved_targets r USING (file, resolved, has_name, wildcard)
LEFT JOIN java_wildcards w USING (file, resolved, has_name, wildcard)
ORDER BY i.file, i.line, i.resolved
