-- Java references to classes of the repository that an import list does not show: classes of the same
-- package are used without an import. Cheap, honest sources (no file is re-read): the declared types of
-- annotated parameters and fields, the bases of classes (resolved), symbolic constants resolved through
-- the package (`ProviderNames.ADYEN`), capitalised callees (`new SettlementResult(...)`,
-- `SettlementResult.of(...)`) and annotations. A simple name is tried in the file's own package; a
-- dotted one as written. The longest in-repo `package.Class` prefix is the target.
WITH jfiles AS (
  SELECT path, module, regexp_replace(module, '\.[^.]*$', '') AS pkg
  FROM files WHERE language = 'java' AND module IS NOT NULL AND skip_reason IS NULL
),
raw AS (
  SELECT l.file, l.line, 'type' AS via, unnest(regexp_extract_all(l.target_type, '[A-Z][A-Za-z0-9_]*')) AS name
  FROM literals l WHERE l.language = 'java' AND l.target_type IS NOT NULL
  UNION ALL
  SELECT b.file, NULL, b.relation, b.base_path FROM definition_bases b WHERE b.file LIKE '%.java'
  UNION ALL
  SELECT l.file, l.line, 'constant', l.resolved_value FROM literals l
  WHERE l.language = 'java' AND l.resolved_value IS NOT NULL
  UNION ALL
  SELECT l.file, l.line, 'call', regexp_extract(l.callee_path, '^([A-Z][A-Za-z0-9_]*)', 1) FROM literals l
  WHERE l.language = 'java' AND regexp_matches(l.callee_path, '^[A-Z][A-Za-z0-9_]*')
  UNION ALL
  SELECT d.file, d.line, 'annotation', d.callee_path FROM decorators d WHERE d.file LIKE '%.java'
),
named AS (
  SELECT r.file, min(r.line) AS line, r.via,
         CASE WHEN contains(r.name, '.') THEN r.name ELSE f.pkg || '.' || r.name END AS path
  FROM raw r JOIN jfiles f ON f.path = r.file
  WHERE r.name IS NOT NULL AND r.name <> ''
  GROUP BY ALL
),
prefixes AS (
  SELECT n.file, n.line, n.via, n.path, k,
         array_to_string(list_slice(string_split(n.path, '.'), 1, k), '.') AS prefix
  FROM named n, LATERAL (SELECT unnest(range(2, len(string_split(n.path, '.')) + 1)) AS k)
),
matched AS (
  SELECT p.file, p.line, p.via, p.path, j.path AS target, p.k
  FROM prefixes p JOIN jfiles j ON j.module = p.prefix
  QUALIFY row_number() OVER (PARTITION BY p.file, p.via, p.path ORDER BY p.k DESC) = 1
)
SELECT file, min(line) AS line, target, string_agg(DISTINCT via || ' ' || path, ', ' ORDER BY via || ' ' || path) AS via
FROM matched
WHERE target <> file
GROUP BY file, target
ORDER BY file, target
