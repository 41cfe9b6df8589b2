-- Stage 3: call pairs, added to candidate_sites as candidates of their own.

-- Call pairs: two callees of one receiver (or module) that take the same keys in different files,
-- one registering and one looking up (plugins.add / plugins.lookup, signals.on / signals.fire).
-- Neither side alone need look like a registry; together they are one. The register side is the
-- one more often at declaration time, then the one that is not itself a lookup verb, then the one
-- named by a registering verb (`new_contract("blob")` beside `@contract(data="blob")`).
CREATE OR REPLACE TEMP TABLE call_pairs AS
WITH s AS (
  SELECT candidate_id, language, subject, role, position, norm_key, file, decl,
         regexp_replace(subject, '\.[^.]*$', '') AS root, split_part(subject, '.', -1) AS verb
  FROM candidate_sites
  WHERE kind = 'call' AND role IN ('call_arg', 'keyword_arg', 'decorator_arg')
    -- one object: a receiver resolved through imports to a module-level name; `self.x` or a local
    -- variable in two files are two objects that happen to share a spelling
    AND contains(regexp_replace(subject, '\.[^.]*$', ''), '.')
    AND NOT regexp_matches(subject, '^(self|cls|this)\.')
),
sides AS (
  SELECT candidate_id, any_value(subject) AS subject, any_value(verb) AS verb, any_value(root) AS root,
         any_value(language) AS language, avg(decl) AS decl,
         regexp_matches(any_value(verb), '^(get|has|pop|lookup|fetch|find|resolve|fire|emit|send|publish|dispatch|trigger|call|run|notify|broadcast)([A-Z_].*)?$') AS reads,
         regexp_matches(any_value(verb), '^(add|register|new|define|declare|put|set|on|connect|subscribe|listen|bind|install|mount|provide|attach)([A-Z_].*)?$') AS writes
  FROM s GROUP BY candidate_id
),
shared AS (
  SELECT a.candidate_id AS a_id, b.candidate_id AS b_id, count(DISTINCT a.norm_key) AS shared_keys
  FROM s a JOIN s b
    ON a.root = b.root AND a.language = b.language AND a.norm_key = b.norm_key AND a.verb <> b.verb AND a.file <> b.file
  WHERE a.candidate_id < b.candidate_id
    -- two decorators naming the same keys (`@observe("value")`, `@validate("value")`) are two
    -- declarations about one name, neither the lookup of the other
    AND NOT (a.role = 'decorator_arg' AND b.role = 'decorator_arg')
    -- one-letter strings (`"x"`, `"b"` in tests) are shared by any two callees that take names
    AND length(a.norm_key) > 1
  GROUP BY ALL
  HAVING count(DISTINCT a.norm_key) >= 2
),
compared AS (
  SELECT x.candidate_id AS x_id, y.candidate_id AS y_id, shared_keys,
         x.decl > y.decl OR (x.decl = y.decl AND (y.reads AND NOT x.reads
           OR (x.reads = y.reads AND (x.writes AND NOT y.writes OR (x.writes = y.writes AND x.subject < y.subject))))) AS x_registers
  FROM shared JOIN sides x ON x.candidate_id = shared.a_id JOIN sides y ON y.candidate_id = shared.b_id
),
oriented AS (
  SELECT CASE WHEN x_registers THEN x_id ELSE y_id END AS register_id,
         CASE WHEN x_registers THEN y_id ELSE x_id END AS lookup_id, shared_keys
  FROM compared
)
-- one pair per register slot and lookup callee: the slots of one callee that look its keys up
-- (`contract(data="blob")`, `contract(returns="blob")`) are one partner, not one row each
SELECT o.register_id, list(DISTINCT o.lookup_id ORDER BY o.lookup_id) AS lookup_ids, max(o.shared_keys) AS shared_keys,
       any_value(r.subject) AS register_subject, l.subject AS lookup_subject,
       (SELECT any_value(role) FROM candidate_sites c WHERE c.candidate_id = o.register_id) AS register_role,
       (SELECT any_value(position) FROM candidate_sites c WHERE c.candidate_id = o.register_id) AS register_position,
       'c' || substr(md5(any_value(r.language) || '|pair|' || any_value(r.subject) || '|' || l.subject || '|' || o.register_id), 1, 10) AS pair_id
FROM oriented o JOIN sides r ON r.candidate_id = o.register_id JOIN sides l ON l.candidate_id = o.lookup_id
GROUP BY o.register_id, l.subject;

INSERT INTO candidate_sites
SELECT p.pair_id, 'pair', s.language, p.register_subject || ' <-> ' || p.lookup_subject, s.written, p.register_role, p.register_position,
       s.file, s.line, s.key, s.norm_key, s.tier, s.import_time, s.in_test, s.receiver, s.target_kind, s.target_symbol,
       -- lookups run at run time by definition: declaration context is the register side's alone
       s.enclosing_symbol, CASE WHEN s.candidate_id = p.register_id THEN s.decl END, s.generated
FROM call_pairs p JOIN candidate_sites s ON s.candidate_id = p.register_id OR list_contains(p.lookup_ids, s.candidate_id);

