-- Every scanned file (skipped ones excluded) as a node of the graph: path, language, size, module.
SELECT path, language, bytes, module
FROM files
WHERE skip_reason IS NULL
ORDER BY path
