-- Pairs of one candidate across files: lookup sites sharing its keys (grouped by container), partner
-- callees of a call pair, and dispatch sites that read its storage with any key. Only cross-file
-- pairs count. A container reading the candidate's storage is 'storage'; one sharing several keys is
-- 'shared'; two equal strings and nothing else is a 'guess'.
-- The rules are ranking's (cand_keys): a function's own table is private to it, and a function's or
-- class's own name is looked up only by its exact spelling.
WITH cand AS (
  SELECT candidate_id, kind, subject, norm_key, list_min(keys) AS key, keys, namespaces, private
  FROM cand_keys WHERE candidate_id = $id
),
cand_files AS (SELECT DISTINCT file FROM candidate_sites WHERE candidate_id = $id),
storage AS (
  SELECT storage_container FROM candidate_features WHERE candidate_id = $id AND storage_container IS NOT NULL
),
lookups AS (
  SELECT l.file, l.line, l.role, l.container, l.enclosing_symbol, c.key,
         -- the container as the lookup file imports it: HANDLERS -> events.registry.HANDLERS
         COALESCE((SELECT i.resolved || substr(l.container, length(split_part(l.container, '.', 1)) + 1)
                   FROM imports i WHERE i.file = l.file AND COALESCE(i.alias, i.name) = split_part(l.container, '.', 1) LIMIT 1),
                  l.container) AS container_path
  FROM lookup_forms l
  JOIN cand c ON l.k = c.norm_key
  WHERE l.file NOT IN (SELECT file FROM cand_files)
    AND (l.ns IS NULL OR len(c.namespaces) = 0 OR list_contains(c.namespaces, l.ns))
    AND NOT c.private AND c.kind <> 'files'
    AND (c.kind <> 'implicit' OR list_contains(c.keys, l.key) OR l.ns IS NOT NULL)
),
grouped AS (
  SELECT *, count(DISTINCT key) OVER (PARTITION BY container_path, file) AS shared_in_container
  FROM lookups
)
SELECT 'lookup' AS pair_kind, role, container, container_path, file, line, enclosing_symbol, key,
       CASE WHEN container_path IN (SELECT storage_container FROM storage) THEN 'storage'
            WHEN shared_in_container >= 2 THEN 'shared' ELSE 'guess' END AS confidence
FROM grouped
UNION ALL
SELECT 'partner', p.role, p.subject, p.subject, p.file, p.line, p.enclosing_symbol, p.key,
       CASE WHEN regexp_replace(p.subject, '\.[^.]*$', '') = regexp_replace(c.subject, '\.[^.]*$', '') AND contains(p.subject, '.') THEN 'shared' ELSE 'guess' END
FROM candidate_sites p
JOIN cand c ON p.norm_key = c.norm_key
WHERE p.kind = 'call' AND p.candidate_id <> $id AND p.subject <> c.subject AND NOT p.import_time
  AND p.file NOT IN (SELECT file FROM cand_files)
  AND NOT c.private AND c.kind <> 'files' AND (c.kind <> 'implicit' OR list_contains(c.keys, p.key))
UNION ALL
-- a file set: the strings in code that name its files (`render("orders/list.html")`), each a lookup of that file
SELECT 'lookup', r.role, COALESCE(r.callee_path, r.role), r.path, r.file, r.line, r.enclosing_symbol, r.key, 'shared'
FROM file_refs r WHERE r.candidate_id = $id
UNION ALL
-- a call-pair candidate: its lookup side, site by site, for the keys both sides share
SELECT 'partner', p.role, p.subject, p.subject, p.file, p.line, p.enclosing_symbol, p.key, 'shared'
FROM candidate_sites p
JOIN candidate_features f ON f.candidate_id = $id AND f.partner_subject = p.subject
WHERE p.kind = 'call' AND p.norm_key IN (SELECT r.norm_key FROM candidate_sites r
                                          WHERE r.kind = 'call' AND r.subject = split_part(f.subject, ' <-> ', 1)
                                            AND r.role = f.role AND r.position = f.position AND r.file <> p.file)
UNION ALL
SELECT 'dispatch', a.kind, a.container, a.container_path, a.file, a.line, a.enclosing_symbol, a.key_text, 'storage'
FROM container_accesses a
WHERE a.container_path IN (SELECT storage_container FROM storage)
  -- the registering function's own reads (`HANDLERS.get(event)` before the write) are not dispatch
  AND NOT EXISTS (SELECT 1 FROM storage_writes w WHERE w.container_path = a.container_path
                  AND (a.enclosing_symbol = w.symbol OR starts_with(a.enclosing_symbol, w.symbol || '.')))
UNION ALL
-- a family of names (visit_*): the getattr calls that build them, or the prefix tests that select
-- them, each a dispatch to any of its keys
SELECT 'dispatch', n.role, n.callee_path, s.storage_container, n.file, n.line, n.enclosing_symbol, n.value, 'storage'
FROM name_family_sites n JOIN storage s ON s.storage_container = n.via
ORDER BY 1, 4, 5, 6
