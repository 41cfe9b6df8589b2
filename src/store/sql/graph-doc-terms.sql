-- The words of each file's lexical document for retrieval, by field: definition names (identifiers)
-- and keys in registration positions (candidate sites, runtime-key declarations). Paths are added by
-- the caller from graph-files.
SELECT file, 'identifier' AS field, name AS text FROM definitions
UNION ALL
SELECT file, 'key' AS field, key AS text FROM candidate_sites
UNION ALL
SELECT file, 'key' AS field, key AS text FROM runtime_key_sites WHERE side = 'declared'
