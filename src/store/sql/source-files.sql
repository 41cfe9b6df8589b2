-- Files a grammar parses, for running generated queries.
SELECT path, language FROM files WHERE skip_reason IS NULL AND language IN ('python', 'java') ORDER BY path
