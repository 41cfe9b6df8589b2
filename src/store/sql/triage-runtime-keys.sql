-- Runtime-key sites of the built index, with their registry's external flag.
SELECT s.namespace, s.key, s.side, s.file, s.line, s.confidence, s.discriminator, s.pattern_id,
       COALESCE(n.external, FALSE) AS external
FROM runtime_key_sites s LEFT JOIN runtime_namespaces n ON n.namespace = s.namespace AND n.pattern_id = s.pattern_id
ORDER BY s.namespace, s.key, s.side, s.file, s.line
