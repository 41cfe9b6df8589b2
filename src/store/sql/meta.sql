-- Workspace metadata: schema version, repository root and name, scan time.
SELECT key, value FROM meta ORDER BY key
