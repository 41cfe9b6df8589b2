-- The runtime-key index, one row per (namespace, key).
SELECT namespace, key, declared_by, referenced_by, confidence, discriminator, external
FROM runtime_keys ORDER BY namespace, key
