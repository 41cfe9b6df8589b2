-- Whether the runtime-key index was built from an earlier scan than the one stored now (a rescan
-- carries the index over; `keys build` records the scan it read).
SELECT (SELECT value FROM meta WHERE key = 'keys_scan') IS DISTINCT FROM (SELECT value FROM meta WHERE key = 'scanned_at') AS stale
