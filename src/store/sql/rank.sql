-- Ranked candidates: the features of candidate_features under the weights of src/analyze/weights.ts.
-- One row per family (same callee name, role and position across spellings); the best member leads.
WITH scored AS (
  SELECT f.*,
         log2(1 + distinct_keys) + 0.5 * log2(1 + files) AS prior,
         greatest($shapeFloor, shape * shape * (1 - placeholder_share)) AS shape_factor,
         $contextBase + (1 - $contextBase) * decl_share AS context_factor,
         0.6 + 0.4 * least(1.0, 2.0 * distinct_keys / sites) AS spread_factor,
         lookup_hits / (distinct_keys + 2.0) AS lookup_ev,
         pair_hits / (distinct_keys + 2.0) AS pair_ev,
         pair_same_receiver_hits / (distinct_keys + 2.0) AS pair_same_ev,
         CASE WHEN storage THEN 1.0 ELSE 0.0 END AS storage_ev,
         resolve_hits / (distinct_keys + 2.0) AS resolve_ev,
         qualifier_hits / (distinct_keys + 2.0) AS qualifier_ev,
         name_dispatch_hits / (distinct_keys + 2.0) AS name_dispatch_ev,
         CASE WHEN known_framework IS NOT NULL THEN 1.0 ELSE 0.0 END AS known_ev,
         1 - $generated * generated_share AS generated_factor,
         1 - $tests * test_share AS test_factor,
         CASE WHEN accessor THEN $accessor ELSE 1.0 END AS accessor_factor,
         -- a keyword that says it carries a value or text (default=, help=, metavar=) holds data, not a key
         -- and so does an annotation that spells the field or parameter it sits on (@Column(name = "first_name"))
         CASE WHEN kind = 'call' AND regexp_full_match(lower(COALESCE(param_name, position)), $valueKeywords) THEN $valueSlot
              WHEN kind = 'call' AND member_share >= 0.5 AND qualifier_hits = 0 AND known_framework IS NULL THEN $valueSlot
              ELSE 1.0 END AS value_factor,
         -- a slot whose values are a tiny enum or booleans selects a mode; it names nothing
         -- (a slot the callee stores as a registry key, or a known framework idiom, is not a mode)
         CASE WHEN kind = 'call' AND NOT storage AND known_framework IS NULL
                   AND (enum_like OR (distinct_keys <= 5 AND sites >= 4 AND sites >= 2 * distinct_keys)) THEN $enum
              -- a dict's keys are unique: a "table" whose keys repeat is rows of records (fields of
              -- nested dicts, [{"name": ..., "url": ...}, ...]), not one registry
              WHEN kind = 'table' AND role <> 'assign' AND known_framework IS NULL AND sites >= 2 * distinct_keys THEN $enum
              ELSE 1.0 END AS enum_factor,
         -- a function's own name is a key only when something is known to register it by that name;
         -- a table is a registry only when its entries name something or it is dispatched on
         -- (or when most of the names come back as strings in other files: broadcast("revoke") for def revoke)
         CASE WHEN kind = 'implicit' AND NOT storage AND known_framework IS NULL
                   AND NOT (greatest(lookup_hits, pair_hits) >= 3 AND greatest(lookup_hits, pair_hits) / (distinct_keys + 2.0) >= 0.5) THEN $unbacked
              WHEN kind = 'table' AND resolve_hits = 0 AND dynamic_reads = 0 THEN $unbacked
              -- a class-attribute family is a registry when the attribute itself is read as a key
              -- ({cls.kind: cls}, e.kind == fmt); equal values alone are shared by parallel attributes
              WHEN kind = 'class_attr' AND NOT attr_lookup AND known_framework IS NULL AND name_dispatch_hits = 0 THEN $unbacked ELSE 1.0 END AS backing_factor,
         CASE WHEN $useStoplist AND regexp_matches(subject, $stoplist) THEN $stoplist_factor ELSE 1.0 END AS stoplist_factor,
         regexp_matches(subject, $stoplist) AS stoplisted
  FROM candidate_features f
  WHERE ($language = '' OR language = $language)
),
evidenced AS (
  SELECT *,
         1 + $lookup * lookup_ev + $lookup * attr_lookup::INT + $pair * pair_ev + $pairSameReceiver * pair_same_ev + $storage * storage_ev
           + $resolve * resolve_ev + $qualifier * qualifier_ev + $known * known_ev + $nameDispatch * name_dispatch_ev AS evidence_factor,
         (lookup_hits > 0 OR attr_lookup)::INT + (pair_hits > 0)::INT + storage::INT + (resolve_hits > 0)::INT
           + (qualifier_hits > 0)::INT + (known_framework IS NOT NULL)::INT + (dynamic_reads > 0)::INT + (name_dispatch_hits > 0)::INT AS evidence_count
  FROM scored
),
final AS (
  SELECT *,
         prior * shape_factor * context_factor * spread_factor * evidence_factor
           * generated_factor * test_factor * accessor_factor * value_factor * stoplist_factor * backing_factor * enum_factor AS score,
         -- decorator and call forms of one callee are one idiom
         -- and a decorator's name slot is its implicit name spelled out: @fixture(name="x") / @fixture
         -- and a slot by position and by keyword are one when the in-repo callee names the parameter
         -- (register("x") / register(name="x"))
         -- (a call pair competes with its register side: the better of the two leads)
         CASE WHEN kind = 'implicit' OR (role = 'decorator_arg' AND position = 'name' AND param_index IS NULL)
              THEN 'call|0|' || split_part(split_part(subject, ' <-> ', 1), '.', -1)
              -- the positions a `*args` takes are one slot
              WHEN kind IN ('call', 'pair') AND starts_with(param_name, '*')
              THEN 'call|' || param_name || '|' || split_part(split_part(subject, ' <-> ', 1), '.', -1)
              WHEN kind IN ('call', 'pair')
              THEN 'call|' || COALESCE(param_index, position) || '|' || split_part(split_part(subject, ' <-> ', 1), '.', -1)
              -- one attribute over several bases of one hierarchy (lookup_name on Transform, Lookup...)
              WHEN kind = 'class_attr' THEN kind || '|' || language || '|' || position
              -- one table name in many modules (ischema_names per dialect) is one idiom
              WHEN kind = 'table' AND role = 'assign' THEN candidate_id
              WHEN kind = 'table' THEN kind || '|' || language || '|' || split_part(subject, '::', 2)
              ELSE candidate_id END AS base_family
  FROM evidenced
),
-- what a framework pack lists under one note is one idiom (@GetMapping, @PostMapping: HTTP routes),
-- joined with the families its members already belong to
noted AS (
  SELECT *, CASE WHEN known_note IS NOT NULL THEN min(base_family) OVER (PARTITION BY language, known_framework, known_note) END AS note_family
  FROM final
),
grouped AS (
  SELECT * EXCLUDE (note_family), COALESCE(min(note_family) OVER (PARTITION BY base_family), base_family) AS family
  FROM noted
),
families AS (
  SELECT *,
         row_number() OVER (PARTITION BY family ORDER BY score DESC, candidate_id) AS member_rank,
         count(*) OVER (PARTITION BY family) AS family_size
  FROM grouped
),
-- spellings and members once per family, attached to its leader only: a family of hundreds of
-- spellings would otherwise repeat its whole list on every member row
family_lists AS (
  SELECT family, list(DISTINCT subject) AS spellings,
         list(DISTINCT {'subject': subject, 'role': role, 'position': position, 'kind': kind}) AS members
  FROM grouped GROUP BY family
)
SELECT f.*,
       CASE WHEN f.member_rank = 1 THEN l.spellings ELSE [f.subject] END AS spellings,
       CASE WHEN f.member_rank = 1 THEN l.members
            ELSE [{'subject': f.subject, 'role': f.role, 'position': f.position, 'kind': f.kind}] END AS members,
       (f.score < $floor OR f.evidence_count = 0) AS weak
FROM families f JOIN family_lists l USING (family)
WHERE f.member_rank = 1 OR $allMembers
ORDER BY weak, f.score DESC, f.candidate_id
LIMIT $limit
