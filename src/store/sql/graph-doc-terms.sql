-- The words of each file's lexical document for retrieval, by field: definition names (identifiers)
-- and keys in registration positions (candidate sites, runtime-key declarations), only key-shaped
-- ones (`payment.succeeded`, `orders:detail`, `admin/reindex/`): log messages, SQL and prose passed to
-- a call are not keys. Paths are added by the caller from graph-files.
SELECT file, 'identifier' AS field, name AS text FROM definitions
UNION ALL
SELECT file, 'key' AS field, key AS text FROM (
  SELECT file, key FROM candidate_sites
  UNION ALL
  SELECT file, key FROM runtime_key_sites WHERE side = 'declared'
)
WHERE length(key) <= 100
  AND regexp_full_match(regexp_replace(key, '\{[^}]*\}|<[^>]*>', 'v', 'g'), '[@/$]?[A-Za-z0-9_][A-Za-z0-9_.:/@#\-]*')
