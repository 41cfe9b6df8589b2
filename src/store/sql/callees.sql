-- Raw counts per (language, callee path, role, position): "a call taking a string at 90 sites in
-- 90 files is a registration". Only call-like roles have a callee.
WITH sites AS (
  SELECT language, callee_path, role,
         -- a configuration entry is one slot whatever its profile or attribute, as candidates name it
         -- (an entry point's slot is its group)
         CASE WHEN role = 'config_entry' THEN CASE WHEN callee = 'entry_point' THEN COALESCE(container, '') ELSE '' END
              ELSE COALESCE(keyword, CAST(arg_index AS VARCHAR), '') END AS position,
         file, value, line
  FROM literals
  WHERE callee_path IS NOT NULL
    AND key_kind IN ('literal', 'computed')
)
SELECT language,
       callee_path AS callee_path,
       role,
       position,
       count(*) AS sites,
       count(DISTINCT file) AS files,
       count(DISTINCT value) AS distinct_values,
       list(DISTINCT value ORDER BY value)[1:3] AS examples
FROM sites
GROUP BY ALL
ORDER BY files DESC, sites DESC, callee_path, role, position
LIMIT $limit
