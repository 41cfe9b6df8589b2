-- Folded constants and computed templates by position, for `keys build`.
SELECT file, line, col, key, tier FROM key_sites
WHERE key_kind IN ('symbolic', 'computed') AND key IS NOT NULL
