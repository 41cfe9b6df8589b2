-- Runtime-key bridges straight from candidates, for a repository whose patterns have no runtime keys
-- yet: the accepted candidates (their sites keep their own tiers), or in zero-configuration mode the
-- top-ranked ones ($guess: every declaration is tier 'guess'). $ids: comma-separated candidate ids.
--
-- declared    the candidate's sites: the decorated function, the annotated class, the table's file.
--             For an annotation, a site on a type or method declares and a site on an injection point
--             (constructor or method parameter, field) references: @Qualifier("adyen") on
--             AdyenSettlementClient declares the key that RefundService's parameter references.
-- referenced  the injection points; lookup sites in other files sharing a key (subscripts, gets,
--             comparisons, dict keys and values, configuration references, lookup calls; `orders:detail`
--             also matches `detail`), with their own tier; and dispatch sites, reads of the candidate's
--             storage with a run-time key (`HANDLERS[payload["type"]]`): any_key, tier 'computed',
--             they reach every declaration of the candidate; likewise a literal naming the group of
--             an entry-point candidate (`entry_points(group="webhook_service.plugins")`) loads them all.
WITH ids AS (SELECT unnest(string_split($ids, ',')) AS candidate_id),
sel AS (
  SELECT s.*, (s.role = 'annotation_arg' AND s.target_kind IN ('ctor_param', 'method_param', 'field')) AS injection
  FROM candidate_sites s JOIN ids USING (candidate_id)
),
cand_files AS (SELECT DISTINCT candidate_id, file FROM sel),
decl AS (
  SELECT candidate_id AS pattern_id, subject AS namespace, norm_key AS key, 'declared' AS side, file, line,
         COALESCE(target_symbol, enclosing_symbol) AS symbol,
         CASE WHEN $guess THEN 'guess' ELSE tier END AS confidence,
         'declares' AS via, FALSE AS any_key
  FROM sel WHERE NOT injection
),
inject AS (
  SELECT candidate_id, subject, norm_key AS key, 'referenced', file, line, enclosing_symbol,
         CASE WHEN tier = 'computed' THEN 'computed' WHEN tier = 'folded' THEN 'folded' ELSE 'literal' END,
         '@' || split_part(subject, '.', -1) || ' on a ' || replace(target_kind, '_', ' '), FALSE
  FROM sel WHERE injection
),
keys AS (
  -- matched by ranking's rules (cand_keys): a function's own table is private, and a function's or
  -- class's own name is looked up only by its exact spelling
  SELECT DISTINCT k.candidate_id, k.kind, k.subject, k.norm_key, k.namespaces, k.keys AS spellings, k.private
  FROM cand_keys k JOIN sel s ON s.candidate_id = k.candidate_id AND s.norm_key = k.norm_key
  WHERE NOT s.injection AND k.norm_key <> ''
),
looked AS (
  SELECT k.candidate_id, k.subject, k.norm_key AS key, l.file, l.line, l.enclosing_symbol, l.role, l.container, l.norm_key AS site_key
  FROM keys k
  JOIN lookup_forms l ON l.k = k.norm_key AND (l.ns IS NULL OR len(k.namespaces) = 0 OR list_contains(k.namespaces, l.ns))
  WHERE NOT EXISTS (SELECT 1 FROM cand_files c WHERE c.candidate_id = k.candidate_id AND c.file = l.file)
    AND NOT (k.kind = 'config' AND l.role = 'config_entry')
    AND NOT (k.kind = 'table' AND l.role IN ('dict_key', 'dict_value'))
    AND NOT k.private
    AND (k.kind <> 'implicit' OR list_contains(k.spellings, l.key) OR l.ns IS NOT NULL)
),
lookups AS (
  SELECT o.candidate_id, o.subject, o.key, 'referenced', o.file, o.line, o.enclosing_symbol,
         CASE WHEN bool_and(ks.tier = 'folded') THEN 'folded' ELSE 'literal' END,
         'looks it up (' || replace(o.role, '_', ' ') || COALESCE(' ' || o.container, '') || ')', FALSE
  FROM looked o
  LEFT JOIN key_sites ks ON ks.file = o.file AND ks.line = o.line AND ks.norm_key = o.site_key AND ks.tier IN ('literal', 'folded')
  GROUP BY o.candidate_id, o.subject, o.key, o.file, o.line, o.enclosing_symbol, o.role, o.container
),
dispatch AS (
  SELECT f.candidate_id, f.subject, NULL, 'referenced', a.file, a.line, a.enclosing_symbol, 'computed',
         'dispatches via ' || a.container, TRUE
  FROM candidate_features f JOIN ids USING (candidate_id)
  JOIN container_accesses a ON a.container_path = f.storage_container
  WHERE f.storage_container IS NOT NULL
    -- the registering function's own reads (`HANDLERS.get(event)` before the write) are not dispatch
    AND NOT EXISTS (SELECT 1 FROM storage_writes w WHERE w.container_path = a.container_path
                    AND (a.enclosing_symbol = w.symbol OR starts_with(a.enclosing_symbol, w.symbol || '.')))
),
group_loads AS (
  SELECT f.candidate_id, f.subject, NULL, 'referenced', l.file, l.line, l.enclosing_symbol, 'literal',
         'loads the group ' || f.position, TRUE
  FROM candidate_features f JOIN ids USING (candidate_id)
  JOIN literals l ON l.value = f.position AND l.key_kind = 'literal' AND l.role <> 'docstring'
  WHERE f.kind = 'config' AND f.position <> ''
    AND NOT EXISTS (SELECT 1 FROM cand_files c WHERE c.candidate_id = f.candidate_id AND c.file = l.file)
)
SELECT DISTINCT * FROM (
  SELECT * FROM decl
  UNION ALL SELECT * FROM inject
  UNION ALL SELECT * FROM lookups
  UNION ALL SELECT * FROM dispatch
  UNION ALL SELECT * FROM group_loads
)
ORDER BY pattern_id, key NULLS FIRST, side, file, line
