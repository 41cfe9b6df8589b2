-- Both ends of the keys of some candidates ($ids: comma-separated candidate ids): their own sites,
-- lookups of the same key in other files, and dispatch sites reading their storage.
WITH ids AS (SELECT unnest(string_split($ids, ',')) AS id),
decl AS (
  SELECT s.candidate_id, s.subject, s.role, s.position, s.key, s.norm_key, s.tier, s.file, s.line
  FROM candidate_sites s JOIN ids ON ids.id = s.candidate_id
),
keys AS (SELECT DISTINCT candidate_id, subject, role, position, key, norm_key FROM decl)
SELECT 'declared' AS side, candidate_id, subject, role, position, key, tier, file, line FROM decl
UNION ALL
SELECT 'referenced', k.candidate_id, k.subject, k.role, k.position, k.key, 'guess', l.file, l.line
FROM keys k JOIN lookup_keys l ON l.norm_key = k.norm_key
WHERE l.file NOT IN (SELECT file FROM decl d WHERE d.candidate_id = k.candidate_id)
UNION ALL
SELECT 'referenced', k.candidate_id, k.subject, k.role, k.position, k.key, 'guess', a.file, a.line
FROM keys k JOIN candidate_features f ON f.candidate_id = k.candidate_id
JOIN container_accesses a ON a.container_path = f.storage_container
UNION ALL
-- a dotted string's other end is the file it names
SELECT 'referenced', k.candidate_id, k.subject, k.role, k.position, k.key, 'literal', r.target_file, 1
FROM keys k JOIN dotted_refs r ON r.value = k.key AND r.target_file IS NOT NULL
UNION ALL
-- a table's value names the key's other end: {"s3": "exports.storage.S3Storage"}
SELECT 'referenced', k.candidate_id, k.subject, k.role, k.position, k.key, 'literal', r.target_file, 1
FROM keys k JOIN decl d ON d.candidate_id = k.candidate_id AND d.key = k.key
JOIN literals v ON v.file = d.file AND v.role = 'dict_value' AND v.dict_key = k.key
  AND k.subject = v.file || '::' || v.container
JOIN dotted_refs r ON r.value = v.value AND r.target_file IS NOT NULL
ORDER BY 2, 6, 1, 8, 9
