-- Patterns that `idiomscope keys build` has run: their runtime-key sites by side.
SELECT pattern_id, count(*) FILTER (WHERE side = 'declared') AS declared, count(*) FILTER (WHERE side = 'referenced') AS referenced
FROM runtime_key_sites
GROUP BY pattern_id
ORDER BY pattern_id
