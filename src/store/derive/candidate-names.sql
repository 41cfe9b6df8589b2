-- Stage 1 of the candidates (scan.ts runs the candidate-*.sql files in order): the names the later
-- stages resolve sites by, as temp tables and macros: canonical callees (through the re-exports of
-- reexports.sql), known subjects, wildcard-typed receivers, constants used by name, name families found
-- by a built name, enum classes and dispatch tables handed to factories.

-- Test files by the conventions of pytest, unittest, Maven and Gradle: isTestPath (src/core/paths.ts),
-- for sites that have no literal carrying the flag (decorated definitions, families of names).
CREATE OR REPLACE TEMP MACRO test_path(p) AS
  regexp_matches(p, '(^|/)(tests?|__tests__|src/test)/|^testing/')
  OR regexp_matches(p, '(^|/)(test_[^/]*\.py|[^/]*_tests?\.py|conftest\.py|[^/]*Tests?\.java|[^/]*IT\.java)$');

-- An HTTP method's name, in any case (`GET`, `post`).
CREATE OR REPLACE TEMP MACRO http_verb(k) AS
  upper(k) IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT');

-- A key and a member's name compared as spellings of one name: case, `_`, `-` and `$` aside, and a
-- foreign key's id suffix (`owner_id` for `owner`, `$ref` for `ref`).
CREATE OR REPLACE TEMP MACRO member_spelling(s) AS
  regexp_replace(regexp_replace(lower(s), '[_\-$]', '', 'g'), '(.)id$', '\1');

-- An operator of one to three signs (`+`, `==`, `**=`): the key of a table dispatching operations.
CREATE OR REPLACE TEMP MACRO operator_sign(s) AS regexp_full_match(trim(s), '[-+*/%@&|^~<>=!]{1,3}');

-- Every callee path spelled through its canonical module (longest re-exported prefix replaced).
CREATE OR REPLACE TEMP TABLE canonical_callees AS
WITH paths AS (SELECT DISTINCT callee_path FROM literals WHERE callee_path IS NOT NULL
               UNION SELECT DISTINCT callee_path FROM decorators),
prefixes AS (
  SELECT callee_path, n,
         path_head(regexp_replace(callee_path, '\(\)', '', 'g'), n) AS prefix
  FROM paths, LATERAL (SELECT unnest(range(2, len(string_split(callee_path, '.')) + 1)) AS n)
),
best AS (
  SELECT p.callee_path, first(r.target ORDER BY p.n DESC, r.target) AS target, max(p.n) AS n
  FROM prefixes p JOIN reexports r ON r.alias_path = p.prefix
  GROUP BY p.callee_path
)
SELECT p.callee_path,
       CASE WHEN b.target IS NULL THEN p.callee_path
            ELSE b.target
                 || CASE WHEN ends_with(string_split(p.callee_path, '.')[b.n], '()') THEN '()' ELSE '' END
                 || path_tail(p.callee_path, b.n)
       END AS canonical
FROM paths p LEFT JOIN best b USING (callee_path);

-- A framework pack names an idiom by its public path (`django.template.Library.filter`); inside the
-- framework's own code that path is a re-export, and the code calls the defining module's
-- (`django.template.library.Library`). Each pack subject with its longest re-exported prefix replaced.
CREATE OR REPLACE TEMP TABLE known_subjects AS
WITH subjects AS (SELECT DISTINCT subject FROM known_idioms WHERE contains(subject, '.')),
prefixes AS (
  SELECT subject, n, path_head(subject, n) AS prefix
  FROM subjects, LATERAL (SELECT unnest(range(2, len(string_split(subject, '.')) + 1)) AS n)
)
SELECT p.subject,
       first(r.target || path_tail(p.subject, p.n) ORDER BY p.n DESC, r.target) AS canonical
FROM prefixes p JOIN reexports r ON r.alias_path = p.prefix
GROUP BY p.subject;

-- Java's on-demand imports: `import org.springframework.web.bind.annotation.*;` leaves `@GetMapping`
-- a simple name. It names `<package>.GetMapping` when exactly one of the file's wildcard packages holds
-- a type of that name that the repository imports by name elsewhere or a framework pack knows.
CREATE OR REPLACE TEMP TABLE wildcard_types AS
WITH named AS (
  SELECT DISTINCT resolved AS fq FROM imports WHERE NOT wildcard AND ends_with(file, '.java')
  UNION SELECT DISTINCT subject FROM known_idioms WHERE contains(subject, '.')
),
simple AS (
  SELECT DISTINCT file, callee_path AS name FROM literals
  WHERE language = 'java' AND callee_path IS NOT NULL AND regexp_full_match(callee_path, '[A-Z][A-Za-z0-9_]*')
  UNION
  SELECT DISTINCT file, callee_path FROM decorators
  WHERE ends_with(file, '.java') AND regexp_full_match(callee_path, '[A-Z][A-Za-z0-9_]*')
)
SELECT s.file, s.name, min(n.fq) AS target
FROM simple s
JOIN imports i ON i.file = s.file AND i.wildcard
JOIN named n ON n.fq = i.module || '.' || s.name
GROUP BY s.file, s.name
HAVING count(DISTINCT n.fq) = 1;

-- Constants referenced by name (folded) from a file other than their own, with the class or module
-- that holds them: the evidence of a constant holder, and what makes one a candidate.
CREATE OR REPLACE TEMP TABLE used_constants AS
SELECT DISTINCT c.qualified, regexp_replace(c.qualified, '\.[^.]+$', '') AS holder
FROM constants c JOIN key_sites u ON u.folded_from = c.qualified AND u.file <> c.file;

-- Prefixes under which code finds functions by name: the prefix of a name it builds for getattr
-- (`getattr(self, "visit_" + kind)`, also hasattr, attrgetter, methodcaller), or a prefix it selects
-- names by (`name.startswith("pytest_")`: pluggy-style hooks). A startswith on an accessor or test
-- prefix (get_, set_, is_, has_, test_) selects attributes and tests, no registry. A built prefix may
-- hold underscores of its own (`_token_nud_`, `_handle__`). A built name may also end in a fixed word
-- (`"_%s_changed" % name`: `_<trait>_changed`; `handle_%s_request`), its `suffix`, when something comes
-- before the key too (`"%s_path" % kind` names attributes as often as methods); and a prefix written in
-- camelCase (`"visit" + type(node).__name__`, `getattr(reactor, "listen" + kind)`) is followed by a capital
-- in every name of its family (visitDefTag, listenTCP), which tells it from words that merely begin alike
-- (accessor prefixes get/set/is/has excepted, as for startswith). `via` is how the
-- family is read, shown as its storage (`getattr:visit_{}`, `startswith:pytest_`); the sites are kept
-- for `pairs`, which lists them as the family's dispatch.
CREATE OR REPLACE TABLE name_family_sites AS
SELECT language, regexp_extract(value, '^(.*?)\{\}', 1) AS prefix,
       -- (a name built of several parts after its prefix, `f"dictCode_{code}_{self.state}"`, is keyed by all of them)
       CASE WHEN regexp_full_match(value, '.*\{\}.*\{\}.*') THEN '' ELSE regexp_extract(value, '\{\}(.*)$', 1) END AS suffix,
       'getattr:' || value AS via, file, line, role, callee_path, enclosing_symbol, value
FROM literals
WHERE key_kind = 'computed'
  -- (parts may follow one another without a separator: `"_start_" + prefix + suffix`, feedparser's
  -- namespace prefix and element name, is `_start_{}{}`)
  AND (regexp_full_match(value, '_?[A-Za-z][A-Za-z0-9_]*_\{\}(_?\{\})*')
       OR regexp_full_match(value, '(_|_?([A-Za-z][A-Za-z0-9]*_)+)\{\}_[A-Za-z][A-Za-z0-9]+')
       OR (regexp_full_match(value, '_?[a-z][A-Za-z0-9]*\{\}') AND NOT regexp_full_match(value, '_?(get|set|is|has)\{\}')))
  AND ((callee_path IN ('getattr', 'hasattr') AND arg_index = 1)
       OR (split_part(callee_path, '.', -1) IN ('attrgetter', 'methodcaller') AND arg_index = 0))
UNION ALL
-- a name built from two parts, the first a parameter of the function that builds it
-- (`getattr(self, "_{}_{}".format(domain, rule))` in `_get_rule_handler(self, domain, rule)`): each
-- string its callers pass completes a prefix (`_get_rule_handler("validate", rule)` reads `_validate_<rule>`)
SELECT t.language, t.head || a.value || t.mid AS prefix, '' AS suffix, 'getattr:' || t.value AS via,
       t.file, t.line, t.role, t.callee_path, t.enclosing_symbol, t.value
FROM (SELECT *, regexp_extract(value, '^(.*)\{\}(.*)\{\}$', 1) AS head, regexp_extract(value, '^(.*)\{\}(.*)\{\}$', 2) AS mid,
             regexp_extract(enclosing_symbol, '([A-Za-z0-9_]+)$', 1) AS builder
      FROM literals
      WHERE key_kind = 'computed' AND regexp_full_match(value, '_?[A-Za-z0-9_]*\{\}_+\{\}')
        AND ((callee_path IN ('getattr', 'hasattr') AND arg_index = 1)
             OR (split_part(callee_path, '.', -1) IN ('attrgetter', 'methodcaller') AND arg_index = 0))) t
JOIN (SELECT DISTINCT language, value, regexp_extract(callee_path, '([A-Za-z0-9_]+)$', 1) AS callee_name
      FROM literals WHERE role = 'call_arg' AND key_kind = 'literal' AND arg_index = 0) a
  ON a.language = t.language AND a.callee_name = t.builder
WHERE regexp_full_match(t.head || a.value || t.mid, '_?[A-Za-z][A-Za-z0-9_]*_')
UNION ALL
-- (the prefix may be a constant: `name.startswith(COMMAND_FUNC_PREFIX)` with COMMAND_FUNC_PREFIX = "do_")
SELECT language, key, '', 'startswith:' || key, file, line, role, callee_path, enclosing_symbol, key
FROM key_sites
WHERE tier IN ('literal', 'folded') AND split_part(callee_path, '.', -1) = 'startswith' AND arg_index = 0
  AND regexp_full_match(key, '_?[A-Za-z][A-Za-z0-9]*_') AND key NOT IN ('get_', 'set_', 'is_', 'has_', 'test_');

-- A framework pack may name a prefix its framework selects by outside the tree (`pytest_*`: pluggy reads
-- every plugin module's pytest_ functions); read `known:<pack>`, it is the pack's word, not storage.
CREATE OR REPLACE TEMP TABLE name_family_prefixes AS
SELECT language, prefix, suffix, min(via) AS via,
       -- (a prefix that does not end in `_` is camelCase: the name goes on with a capital)
       prefix <> '' AND NOT ends_with(prefix, '_') AS camel
FROM (
  -- (a name only tests build, `getattr(reactor, "add%s" % kind)` in a test of addReader and addWriter,
  -- is the test walking an API, not code dispatching on a key)
  SELECT language, prefix, suffix, via FROM name_family_sites
  GROUP BY ALL HAVING NOT starts_with(via, 'getattr:') OR bool_or(NOT test_path(file))
  UNION ALL
  SELECT l.language, rtrim(k.subject, '*'), '', 'known:' || k.framework
  FROM known_idioms k, (SELECT DISTINCT language FROM definitions) l
  WHERE k.role = 'definition_name' AND regexp_full_match(k.subject, '[A-Za-z_][A-Za-z0-9_]*_\*')
) GROUP BY language, prefix, suffix;

-- A Java type or method by its package-qualified name (a Java file's module is package.PrimaryType),
-- with its kind as declared: the callables of stage 5, the annotation types whose elements the code reads,
-- and the extension points service files are named for.
CREATE OR REPLACE TEMP TABLE java_paths AS
SELECT d.symbol, CASE WHEN contains(f.module, '.') THEN regexp_replace(f.module, '\.[^.]*$', '') || '.' ELSE '' END || d.qual_name AS qpath,
       d.qual_name, d.file, d.kind, d.params
FROM definitions d JOIN files f ON f.path = d.file
WHERE d.language = 'java' AND f.module IS NOT NULL
  AND d.kind IN ('method', 'constructor', 'class', 'interface', 'enum', 'record', 'annotation_type');

-- The Java classes and interfaces of the repo a service file is named for (`META-INF/extensions/com.x.Codec`
-- beside `interface Codec`): extension points a class loader reads those files by.
CREATE OR REPLACE TEMP TABLE service_types AS
SELECT DISTINCT j.symbol, j.qpath, j.kind
FROM java_paths j JOIN literals sf ON sf.container = j.qpath AND sf.language = 'service-file'
WHERE j.kind IN ('class', 'interface');

-- Every class of the repo by its module-qualified path.
CREATE OR REPLACE TEMP TABLE class_qpaths AS
SELECT d.symbol, m.module || '.' || d.qual_name AS qpath, d.language
FROM definitions d JOIN modules m ON m.file = d.file
WHERE d.kind = 'class';

-- Python methods called through `self` or `cls` (`self.add_tween("x")` in a Configurator method):
-- the method of the enclosing class, or of its nearest in-repo ancestor that defines it, by the path of
-- the class that defines it (`pyramid.config.tweens.TweensConfiguratorMixin.add_tween`). A function
-- nested in a method sees the method's `self`. The call keeps its written name as its candidate (a slot
-- called from many subclasses is one slot, whether or not each reaches a definition); the target says
-- the callee is the repo's own, where its parameters and its store are, and lets a key handed on
-- through `self.register(name)` reach that store.
CREATE OR REPLACE TEMP TABLE self_targets AS
WITH RECURSIVE calls AS (
  SELECT DISTINCT enclosing_symbol AS symbol, callee_path FROM literals
  WHERE language = 'python' AND regexp_full_match(callee_path, '(self|cls)\.[A-Za-z_][A-Za-z0-9_]*')
  UNION
  SELECT DISTINCT symbol, callee_path FROM key_forwards
  WHERE ends_with(file, '.py') AND regexp_full_match(callee_path, '(self|cls)\.[A-Za-z_][A-Za-z0-9_]*')
),
enclosing AS (
  SELECT c.symbol, c.callee_path, split_part(c.callee_path, '.', 2) AS method,
         COALESCE(CASE WHEN p.kind = 'class' THEN p.symbol END, CASE WHEN pp.kind = 'class' THEN pp.symbol END) AS class_symbol
  FROM calls c JOIN definitions e ON e.symbol = c.symbol
  JOIN definitions p ON p.symbol = e.parent_symbol
  LEFT JOIN definitions pp ON pp.symbol = p.parent_symbol AND p.kind IN ('function', 'method')
),
chain(symbol, callee_path, method, at_symbol, depth) AS (
  SELECT symbol, callee_path, method, class_symbol, 0 FROM enclosing WHERE class_symbol IS NOT NULL
  UNION ALL
  SELECT c.symbol, c.callee_path, c.method, q.symbol, c.depth + 1
  FROM chain c JOIN definition_bases b ON b.symbol = c.at_symbol
  JOIN class_qpaths q ON q.qpath = b.base_path
  WHERE c.depth < 4
)
SELECT c.symbol, c.callee_path, q.qpath || '.' || c.method AS target
FROM chain c JOIN class_qpaths q ON q.symbol = c.at_symbol
WHERE EXISTS (SELECT 1 FROM definitions d WHERE d.parent_symbol = c.at_symbol AND d.name = c.method
                AND d.kind IN ('function', 'method'))
QUALIFY row_number() OVER (PARTITION BY c.symbol, c.callee_path ORDER BY c.depth) = 1;

-- Classes that are enumerations (an `enum.Enum` among their in-repo ancestors): their attributes are
-- members of one enumeration, each set once, not a family of subclasses setting one attribute.
CREATE OR REPLACE TEMP TABLE enum_classes AS
WITH RECURSIVE own AS (SELECT symbol, qpath FROM class_qpaths WHERE language = 'python'),
enums(symbol, qpath, depth) AS (
  SELECT o.symbol, o.qpath, 1
  FROM own o JOIN definition_bases b ON b.symbol = o.symbol
  WHERE b.base_path IN ('enum.Enum', 'enum.IntEnum', 'enum.StrEnum', 'enum.Flag', 'enum.IntFlag', 'enum.ReprEnum')
  UNION ALL
  SELECT o.symbol, o.qpath, e.depth + 1
  FROM enums e JOIN definition_bases b ON b.base_path = e.qpath JOIN own o ON o.symbol = b.symbol
  WHERE e.depth < 4
)
SELECT DISTINCT symbol, qpath FROM enums;

-- Dict literals whose values name at least three of the repo's own functions or classes: one passed
-- at import time is a dispatch table handed to a factory, not options (`owner` NULL, by its argument's
-- name); one a function returns whole is a table handed out (`def get_export_formats(self): return
-- {"csv": CsvExporter, ...}`, owned by that function), read by whoever calls it; a returned record's
-- values are attributes and computations, not definitions.
CREATE OR REPLACE TEMP TABLE callable_valued_dicts AS
SELECT l.file, l.container, CASE WHEN NOT ends_with(l.enclosing_symbol, '::<module>') THEN l.enclosing_symbol END AS owner
FROM literals l
JOIN (SELECT m.module || '.' || d.qual_name AS qpath FROM definitions d JOIN modules m ON m.file = d.file
      WHERE d.kind IN ('function', 'class')) q ON q.qpath = l.resolved_value
WHERE l.role = 'dict_value' AND l.container IS NOT NULL
  AND (ends_with(l.enclosing_symbol, '::<module>') OR l.container = 'return')
GROUP BY ALL
HAVING count(DISTINCT l.dict_key) >= 3;
