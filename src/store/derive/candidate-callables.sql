-- Stage 5: the repo's own callables by every path a call names them, and which of them store the key
-- they are handed (the storage link of stage 6).

-- Every path a call can name an in-repo function, method or class by: its module-qualified name, and
-- a method through a module-level instance (`_manager = CommandManager()` at module level:
-- `mod._manager.register` is `CommandManager.register`). Typed instances (`Registry().add`) are
-- matched by dropping `()`.
-- A method a class inherits is named through the class too (`SafeConstructor.add_constructor` is
-- `BaseConstructor.add_constructor`), from the nearest in-repo ancestor that defines it. A module-level
-- alias (`register_plugin = _plugins.register`) names what it is bound to.
CREATE OR REPLACE TEMP TABLE callable_paths AS
WITH RECURSIVE own AS (
  SELECT d.symbol, m.module || '.' || d.qual_name AS qpath, d.qual_name, d.file, d.kind, d.params
  FROM definitions d JOIN modules m ON m.file = d.file
  WHERE d.kind IN ('function', 'method', 'class')
  UNION ALL
  -- every type is a class here and a constructor the method `<init>`, as `__init__` is Python's
  SELECT symbol, qpath, qual_name, file, CASE WHEN kind IN ('method', 'constructor') THEN 'method' ELSE 'class' END, params
  FROM java_paths
  WHERE kind IN ('method', 'constructor', 'class', 'interface', 'enum', 'record')
),
ancestors(class_qpath, base_qpath, depth) AS (
  SELECT c.qpath, b.base_path, 1
  FROM own c JOIN definition_bases b ON b.symbol = c.symbol
  WHERE c.kind = 'class'
  UNION ALL
  SELECT a.class_qpath, b.base_path, a.depth + 1
  FROM ancestors a JOIN own c ON c.qpath = a.base_qpath AND c.kind = 'class'
  JOIN definition_bases b ON b.symbol = c.symbol
  WHERE a.depth < 4
),
inherited AS (
  SELECT p.symbol, a.class_qpath || '.' || split_part(p.qual_name, '.', -1) AS qpath, p.qual_name, p.file, p.kind, p.params
  FROM ancestors a
  JOIN own p ON p.kind IN ('function', 'method') AND regexp_replace(p.qpath, '\.[^.]*$', '') = a.base_qpath
  QUALIFY row_number() OVER (PARTITION BY a.class_qpath, split_part(p.qual_name, '.', -1) ORDER BY a.depth, p.symbol) = 1
),
plain AS (
  SELECT * FROM own
  UNION ALL
  SELECT * FROM inherited WHERE qpath NOT IN (SELECT qpath FROM own)
),
paths AS (
  SELECT symbol, qpath, kind, params, qual_name, file FROM plain
  UNION ALL
  SELECT p.symbol, m.module || '.' || v.qual_name || '.' || split_part(p.qual_name, '.', -1), p.kind, p.params, p.qual_name, p.file
  FROM definitions v JOIN modules m ON m.file = v.file
  JOIN plain c ON c.qpath = v.value_type
  JOIN plain p ON regexp_replace(p.qpath, '\.[^.]*$', '') = c.qpath AND p.kind IN ('function', 'method')
  WHERE v.kind = 'variable' AND v.value_type IS NOT NULL
)
SELECT * FROM paths
UNION ALL
-- a module-level alias of a function or method (`register_plugin = _plugins.register`) names it too
SELECT p.symbol, m.module || '.' || v.qual_name, p.kind, p.params, p.qual_name, p.file
FROM definitions v JOIN modules m ON m.file = v.file
JOIN paths p ON p.qpath = replace(v.alias_of, '().', '.') AND p.kind IN ('function', 'method')
WHERE v.kind = 'variable' AND v.alias_of IS NOT NULL
  AND m.module || '.' || v.qual_name NOT IN (SELECT qpath FROM paths);

-- Classes of the repo and the topmost class of the repo they descend from: sibling classes called with
-- the same parameter (`cfg.StrOpt("name")`, `cfg.BoolOpt("name")`) fill one slot of one hierarchy.
CREATE OR REPLACE TEMP TABLE class_roots AS
WITH RECURSIVE own AS (SELECT symbol, qpath FROM class_qpaths),
up(qpath, root, depth) AS (
  SELECT qpath, qpath, 0 FROM own
  UNION ALL
  SELECT u.qpath, b.base_path, u.depth + 1
  FROM up u JOIN own c ON c.qpath = u.root JOIN definition_bases b ON b.symbol = c.symbol
  JOIN own p ON p.qpath = b.base_path
  WHERE u.depth < 6
)
-- (with several bases, the deepest root, the first by name among equals: the same every scan)
SELECT qpath, min(root) AS root
FROM (SELECT *, max(depth) OVER (PARTITION BY qpath) AS deepest FROM up)
WHERE depth = deepest AND deepest > 0
GROUP BY qpath;

-- Functions that store a parameter as a registry key, directly or by handing it on (up to two hops).
CREATE OR REPLACE TEMP TABLE storing AS
WITH qdefs AS (SELECT symbol, qpath FROM callable_paths),
-- paths are exact (module-qualified, instances typed by their constructor call), so a container
-- method such as ITEMS.append can only reach a definition when ITEMS really is an in-repo class
forwards AS (
  SELECT f.* REPLACE (replace(COALESCE(st.target, f.callee_path), '().', '.') AS callee_path)
  FROM key_forwards f LEFT JOIN self_targets st ON st.symbol = f.symbol AND st.callee_path = f.callee_path
),
direct AS (SELECT symbol, key_param, key_param_index, container_path, kind FROM storage_writes),
hop1 AS (
  SELECT f.symbol, f.param AS key_param, f.param_index AS key_param_index, w.container_path, w.kind
  FROM forwards f JOIN qdefs g ON g.qpath = f.callee_path
  JOIN direct w ON w.symbol = g.symbol AND (w.key_param_index = f.arg_index OR w.key_param = f.keyword)
),
hop2 AS (
  SELECT f.symbol, f.param AS key_param, f.param_index AS key_param_index, w.container_path, w.kind
  FROM forwards f JOIN qdefs g ON g.qpath = f.callee_path
  JOIN hop1 w ON w.symbol = g.symbol AND (w.key_param_index = f.arg_index OR w.key_param = f.keyword)
)
SELECT DISTINCT q.qpath, s.key_param, s.key_param_index, s.container_path, s.kind, s.symbol
FROM (SELECT * FROM direct UNION ALL SELECT * FROM hop1 UNION ALL SELECT * FROM hop2) s
JOIN qdefs q ON q.symbol = s.symbol
UNION ALL
-- an annotation of the repo whose element the code reads and hands to a storing call (`String name =
-- xxlJob.value(); registryJobHandler(name, h)`): the forward names the annotation's type, `@<path>`, and the
-- element is the slot that stores (`@XxlJob("demoJobHandler")`)
SELECT DISTINCT a.qpath, s.key_param, s.key_param_index, s.container_path, s.kind, s.symbol
FROM (SELECT * FROM hop1 UNION ALL SELECT * FROM hop2) s
JOIN java_paths a ON a.kind = 'annotation_type' AND '@' || a.qpath = s.symbol;

-- The parameters an in-repo callee fills by position, by every path a call can name it with. A
-- numeric slot then has a name: `Option("x")` fills `default`.
CREATE OR REPLACE TEMP TABLE callable_params AS
WITH paths AS (
  SELECT qpath, params, symbol FROM callable_paths WHERE kind IN ('function', 'method') AND params IS NOT NULL
  UNION ALL
  -- a class is called through its __init__, its own or the one it inherits (`Unicode("x")` fills
  -- TraitType's `default_value`), or a Java class through its constructor
  -- (an equality join: an OR of two would compare every pair of paths)
  SELECT c.qpath, i.params, i.symbol FROM callable_paths c
  JOIN (SELECT *, regexp_replace(qpath, '\.(__init__|<init>)$', '') AS owner FROM callable_paths
        WHERE ends_with(qpath, '.__init__') OR ends_with(qpath, '.<init>')) i ON i.owner = c.qpath
  WHERE c.kind = 'class' AND i.params IS NOT NULL
)
SELECT p.qpath, any_value(p.params) AS params,
       -- (a definition the scan saw twice, under if/else, must agree on it)
       CASE WHEN count(DISTINCT COALESCE(d.text_params, '')) = 1 THEN any_value(d.text_params) END AS text_params
FROM paths p LEFT JOIN definitions d ON d.symbol = p.symbol
GROUP BY p.qpath HAVING count(DISTINCT p.params) = 1
UNION ALL
-- a library callable the repo only calls, by what a pack knows of it (the repo's own definition wins)
SELECT k.callee, any_value(k.params), NULL
FROM known_signatures k
WHERE k.callee NOT IN (SELECT qpath FROM paths)
GROUP BY k.callee HAVING count(DISTINCT k.params) = 1;

