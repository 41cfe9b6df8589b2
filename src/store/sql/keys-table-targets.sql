-- The definition a table entry's value names, by the value's file and line, for `keys build`: a dotted
-- path that resolves in the repository ("pkg.storage.GcsBackend") or a name bound to an in-repo
-- definition (GcsBackend, a method of the table's class).
SELECT l.file, l.line, l.value, COALESCE(r.target_symbol, r.target_file || '::<module>') AS target
FROM literals l JOIN dotted_refs r ON r.value = l.value AND r.target_file IS NOT NULL
WHERE l.role IN ('dict_value', 'collection_elem') AND l.key_kind = 'literal'
UNION ALL
SELECT l.file, l.line, l.value, any_value(d.symbol) AS target
FROM literals l
JOIN (SELECT m.module || '.' || d.qual_name AS qpath, d.symbol FROM definitions d JOIN modules m ON m.file = d.file
      WHERE d.kind IN ('class', 'function', 'method')) d ON d.qpath = l.resolved_value
WHERE l.role IN ('dict_value', 'collection_elem') AND l.key_kind = 'symbolic'
GROUP BY l.file, l.line, l.value
