-- candidate_sites and candidate_features: every position that may be a registry, with the features
-- the ranker scores (src/store/sql/rank.sql applies the weights). Derived after every scan from
-- key_sites, definitions, decorators, storage_writes, key_forwards, dotted_refs and known_idioms.

-- Test files by the conventions of pytest, unittest, Maven and Gradle: isTestPath (src/core/paths.ts),
-- for sites that have no literal carrying the flag (decorated definitions, families of names).
CREATE OR REPLACE TEMP MACRO test_path(p) AS
  regexp_matches(p, '(^|/)(tests?|__tests__|src/test)/|^testing/')
  OR regexp_matches(p, '(^|/)(test_[^/]*\.py|[^/]*_tests?\.py|conftest\.py|[^/]*Tests?\.java|[^/]*IT\.java)$');

-- A key and a member's name compared as spellings of one name: case, `_`, `-` and `$` aside, and a
-- foreign key's id suffix (`owner_id` for `owner`, `$ref` for `ref`).
CREATE OR REPLACE TEMP MACRO member_spelling(s) AS
  regexp_replace(regexp_replace(lower(s), '[_\-$]', '', 'g'), '(.)id$', '\1');

-- Package re-exports: `from .library import Library` in django/template/__init__.py makes
-- `django.template.Library` another name of `django.template.library.Library`.
CREATE OR REPLACE TEMP TABLE reexports AS
SELECT DISTINCT m.module || '.' || COALESCE(i.alias, i.name) AS alias_path, i.resolved AS target
FROM imports i JOIN modules m ON m.file = i.file
WHERE i.name IS NOT NULL AND NOT i.wildcard AND ends_with(i.file, '__init__.py')
  AND m.module || '.' || COALESCE(i.alias, i.name) <> i.resolved
UNION
-- `from .traitlets import *` in traitlets/__init__.py re-exports every public top-level definition of
-- traitlets/traitlets.py: `traitlets.observe` is `traitlets.traitlets.observe`.
SELECT DISTINCT m.module || '.' || d.name, i.resolved || '.' || d.name
FROM imports i JOIN modules m ON m.file = i.file
JOIN modules t ON t.module = i.resolved
JOIN definitions d ON d.file = t.file AND d.parent_symbol IS NULL AND NOT starts_with(d.name, '_')
WHERE i.wildcard AND ends_with(i.file, '__init__.py') AND m.module <> i.resolved;

-- Every callee path spelled through its canonical module (longest re-exported prefix replaced).
CREATE OR REPLACE TEMP TABLE canonical_callees AS
WITH paths AS (SELECT DISTINCT callee_path FROM literals WHERE callee_path IS NOT NULL
               UNION SELECT DISTINCT callee_path FROM decorators),
prefixes AS (
  SELECT callee_path, n,
         array_to_string(list_slice(string_split(regexp_replace(callee_path, '\(\)', '', 'g'), '.'), 1, n), '.') AS prefix
  FROM paths, LATERAL (SELECT unnest(range(2, len(string_split(callee_path, '.')) + 1)) AS n)
),
best AS (
  SELECT p.callee_path, arg_max(r.target, p.n) AS target, max(p.n) AS n
  FROM prefixes p JOIN reexports r ON r.alias_path = p.prefix
  GROUP BY p.callee_path
)
SELECT p.callee_path,
       CASE WHEN b.target IS NULL THEN p.callee_path
            ELSE b.target
                 || CASE WHEN ends_with(string_split(p.callee_path, '.')[b.n], '()') THEN '()' ELSE '' END
                 || CASE WHEN len(string_split(p.callee_path, '.')) > b.n
                         THEN '.' || array_to_string(list_slice(string_split(p.callee_path, '.'), b.n + 1, len(string_split(p.callee_path, '.'))), '.')
                         ELSE '' END
       END AS canonical
FROM paths p LEFT JOIN best b USING (callee_path);

-- A framework pack names an idiom by its public path (`django.template.Library.filter`); inside the
-- framework's own code that path is a re-export, and the code calls the defining module's
-- (`django.template.library.Library`). Each pack subject with its longest re-exported prefix replaced.
CREATE OR REPLACE TEMP TABLE known_subjects AS
WITH subjects AS (SELECT DISTINCT subject FROM known_idioms WHERE contains(subject, '.')),
prefixes AS (
  SELECT subject, n, array_to_string(list_slice(string_split(subject, '.'), 1, n), '.') AS prefix
  FROM subjects, LATERAL (SELECT unnest(range(2, len(string_split(subject, '.')) + 1)) AS n)
)
SELECT p.subject,
       arg_max(r.target || CASE WHEN len(string_split(p.subject, '.')) > p.n
                                THEN '.' || array_to_string(list_slice(string_split(p.subject, '.'), p.n + 1, len(string_split(p.subject, '.'))), '.')
                                ELSE '' END, p.n) AS canonical
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
SELECT s.file, s.name, any_value(n.fq) AS target
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
  AND (regexp_full_match(value, '_?[A-Za-z][A-Za-z0-9_]*_\{\}(_\{\})*')
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

-- Every class of the repo by its module-qualified path.
CREATE OR REPLACE TEMP TABLE class_qpaths AS
SELECT d.symbol, m.module || '.' || d.qual_name AS qpath, d.language
FROM definitions d JOIN modules m ON m.file = d.file
WHERE d.kind = 'class';

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

-- Dict literals passed at import time whose values name at least three of the repo's own functions or
-- classes: a dispatch table handed to a factory, not options.
CREATE OR REPLACE TEMP TABLE callable_valued_args AS
SELECT l.file, l.container
FROM literals l
JOIN (SELECT m.module || '.' || d.qual_name AS qpath FROM definitions d JOIN modules m ON m.file = d.file
      WHERE d.kind IN ('function', 'class')) q ON q.qpath = l.resolved_value
WHERE l.role = 'dict_value' AND l.container IS NOT NULL AND ends_with(l.enclosing_symbol, '::<module>')
GROUP BY l.file, l.container
HAVING count(DISTINCT l.dict_key) >= 3;

-- One row per key occurrence in a registration-like position, whatever shape the registry takes.
CREATE OR REPLACE TABLE candidate_sites AS
WITH call_like AS (
  SELECT 'call' AS kind, language, COALESCE(wt.target, cc.canonical, k.callee_path) AS subject, k.callee_path AS written, role,
         COALESCE(keyword, CAST(arg_index AS VARCHAR), '') AS position,
         k.file, line, key, norm_key, tier, import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites k LEFT JOIN canonical_callees cc ON cc.callee_path = k.callee_path
  LEFT JOIN wildcard_types wt ON wt.file = k.file AND wt.name = k.callee_path
  WHERE role IN ('call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg')
    AND k.callee_path IS NOT NULL AND tier IN ('literal', 'folded', 'computed')
),
arg_sites AS (
  SELECT k.*, COALESCE(wt.target, cc.canonical, k.callee_path) AS subject
  FROM key_sites k LEFT JOIN canonical_callees cc ON cc.callee_path = k.callee_path
  LEFT JOIN wildcard_types wt ON wt.file = k.file AND wt.name = k.callee_path
  WHERE role IN ('call_arg', 'decorator_arg') AND arg_index IS NOT NULL AND keyword IS NULL
    AND k.callee_path IS NOT NULL AND tier IN ('literal', 'folded')
),
composite AS (
  -- a key split over two adjacent arguments (get_model("auth", "Permission"), plugin_for("orm", "select")):
  -- joined as `a.b`, a slot of its own (`0+1`). The two literals belong to one call when they sit at
  -- consecutive indexes of the same callee, in one function, the second at most two lines below.
  SELECT 'call' AS kind, a.language, a.subject, a.callee_path AS written, a.role,
         CAST(a.arg_index AS VARCHAR) || '+' || CAST(b.arg_index AS VARCHAR) AS position,
         a.file, a.line, a.key || '.' || b.key AS key, a.norm_key || '.' || b.norm_key AS norm_key,
         CASE WHEN a.tier = 'literal' AND b.tier = 'literal' THEN 'literal' ELSE 'folded' END AS tier,
         a.import_time, a.in_test, a.receiver, a.target_kind, a.target_symbol, a.enclosing_symbol
  FROM arg_sites a JOIN arg_sites b
    ON a.file = b.file AND a.callee_path = b.callee_path AND a.enclosing_symbol = b.enclosing_symbol AND a.role = b.role
   AND b.arg_index = a.arg_index + 1 AND b.line BETWEEN a.line AND a.line + 2 AND (b.line > a.line OR b.col > a.col)
  QUALIFY row_number() OVER (PARTITION BY a.file, a.line, a.col ORDER BY b.line, b.col) = 1
),
config AS (
  SELECT 'config' AS kind, language, callee_path AS subject, callee_path AS written, role,
         CASE WHEN callee = 'entry_point' THEN COALESCE(container, '') ELSE '' END AS position,
         file, line, key, norm_key, tier, TRUE AS import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites
  WHERE role = 'config_entry' AND callee_path IS NOT NULL
),
config_value AS (
  -- one property set to a different value in several configuration files (`spring.application.name`
  -- of every service of a multi-module repo): its values name things, as a class attribute set in
  -- every subclass does; the property is the subject. Entry points are config entries already.
  SELECT 'config' AS kind, language, dict_key AS subject, dict_key AS written, 'config_value' AS role, '' AS position,
         file, line, key, norm_key, tier, TRUE AS import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites
  WHERE role = 'dict_value' AND dict_key IS NOT NULL AND language NOT IN ('python', 'java')
    AND COALESCE(callee, '') <> 'entry_point' AND tier = 'literal' AND NOT in_test
  QUALIFY count(DISTINCT file) OVER (PARTITION BY language, dict_key) >= 3
      AND count(DISTINCT norm_key) OVER (PARTITION BY language, dict_key) >= 3
      AND count(DISTINCT norm_key) OVER (PARTITION BY language, dict_key) >= 0.75 * count(DISTINCT file) OVER (PARTITION BY language, dict_key)
),
class_attr_values AS (
  -- the same attribute set to a string in subclasses of one base
  SELECT k.language, b.base_path, k.role, k.container, k.file, k.line, k.key, k.norm_key, k.tier, k.import_time,
         k.in_test, k.receiver, k.target_kind, k.target_symbol, k.enclosing_symbol
  FROM key_sites k
  JOIN definition_bases b ON b.symbol = k.target_symbol
  WHERE k.role = 'class_attr' AND k.tier IN ('literal', 'folded') AND k.container IS NOT NULL
  UNION ALL
  -- or to a typed attribute whose first argument is the string (`format_type = Unicode("text/html")` on
  -- every formatter, traitlets-style): the value the class gives the attribute, wrapped in its declaration
  SELECT * FROM (
    SELECT k.language, b.base_path, 'class_attr' AS role, substr(k.target_symbol, length(k.enclosing_symbol) + 2) AS container,
           k.file, k.line, k.key, k.norm_key, k.tier, k.import_time, k.in_test, k.receiver, 'class' AS target_kind,
           k.enclosing_symbol AS target_symbol, k.enclosing_symbol
    FROM key_sites k
    JOIN definitions d ON d.symbol = k.enclosing_symbol AND d.kind = 'class'
    JOIN definition_bases b ON b.symbol = k.enclosing_symbol
    WHERE k.language = 'python' AND k.role = 'call_arg' AND k.arg_index = 0 AND k.tier = 'literal'
      AND starts_with(k.target_symbol, k.enclosing_symbol || '.')
  )
  -- (one string per class, most of them different: a declaration that repeats its argument is a type's option)
  QUALIFY count(DISTINCT target_symbol) OVER (PARTITION BY language, base_path, container) >= 3
      AND count(DISTINCT norm_key) OVER (PARTITION BY language, base_path, container)
          >= 0.8 * count(*) OVER (PARTITION BY language, base_path, container)
  UNION ALL
  -- or to a list of strings, each a key of the class (`aliases = ["py", "python"]` on every Lexer): a
  -- family when many classes each name one or two things of their own: not when they list the same
  -- field names (`list_display = ["id", "name"]` on every admin class), nor longer lists (a lexer's
  -- `builtins`, an admin's columns), which are data about the class rather than names for it
  SELECT * FROM (
    SELECT k.language, b.base_path, 'class_attr' AS role, k.container, k.file, k.line, k.key, k.norm_key, k.tier, k.import_time,
           k.in_test, k.receiver, 'class' AS target_kind, k.enclosing_symbol AS target_symbol, k.enclosing_symbol
    FROM key_sites k
    JOIN definitions d ON d.symbol = k.enclosing_symbol AND d.kind = 'class'
    JOIN definition_bases b ON b.symbol = k.enclosing_symbol
    WHERE k.role = 'collection_elem' AND k.tier = 'literal' AND k.container IS NOT NULL
      AND regexp_full_match(k.container, '[a-z_][a-z0-9_]*')
      -- strings only: a list of (name, symbol) records is a table of the class, not names for it
      -- (`_traverse_internals = [("target", dp_clauseelement)]`)
      AND NOT EXISTS (SELECT 1 FROM literals l
                      WHERE l.enclosing_symbol = k.enclosing_symbol AND l.container = k.container
                        AND l.role = 'collection_elem' AND l.key_kind <> 'literal')
  )
  QUALIFY count(DISTINCT norm_key) OVER (PARTITION BY language, base_path, container)
          >= 0.8 * count(*) OVER (PARTITION BY language, base_path, container)
      AND count(DISTINCT target_symbol) OVER (PARTITION BY language, base_path, container) >= 3
      AND count(*) OVER (PARTITION BY language, base_path, container)
          <= 2 * count(DISTINCT target_symbol) OVER (PARTITION BY language, base_path, container)
),
class_attr AS (
  -- a family: the same attribute set in many subclasses of one base
  SELECT 'class_attr' AS kind, k.language, k.base_path AS subject, k.base_path AS written, k.role, COALESCE(k.container, '') AS position,
         k.file, k.line, k.key, k.norm_key, k.tier, k.import_time, k.in_test, k.receiver, k.target_kind, k.target_symbol, k.enclosing_symbol
  FROM class_attr_values k
  -- every class derives from object: classes that name it share no base (`class Server(object)`)
  WHERE k.base_path NOT IN ('object', 'builtins.object', 'java.lang.Object', 'Object')
    AND k.target_symbol NOT IN (SELECT symbol FROM enum_classes)
    -- Python's own dunders (__slots__, __doc__...) are not keys, a library's are (__visit_name__);
    -- UPPER_CASE attributes are constants and enum members, folded elsewhere
    AND NOT regexp_full_match(k.container, '__(slots|doc|name|qualname|module|all|version|author|license|annotations|match_args|dict|weakref|hash|class|abstract)__')
    AND NOT regexp_full_match(k.container, '[A-Z][A-Z0-9_]*')
  -- a family needs several classes setting the attribute
  QUALIFY count(DISTINCT k.target_symbol) OVER (PARTITION BY k.language, k.base_path, k.container) >= 2
),
tables AS (
  -- a module-level or class-body dict or list literal whose keys are key-shaped
  SELECT 'table' AS kind, language, file || '::' || container AS subject, file || '::' || container AS written, role, '' AS position,
         file, line, key, norm_key, tier, import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites
  WHERE role IN ('dict_key', 'collection_elem') AND container IS NOT NULL AND tier IN ('literal', 'folded')
    -- declared once per object: at import time, or as an instance's table in its constructor
    -- (`self.commands = {"start": self.start, ...}`, `self._sections = {...}`)
    AND (import_time OR (language = 'python' AND role = 'dict_key' AND starts_with(container, 'self.')
                         AND NOT contains(substr(container, 6), '.') AND ends_with(enclosing_symbol, '.__init__'))
         -- or a function's own dict that the same function reads by a computed key: `{"a": A}[kind]`
         -- (named `<function>{}`), `handlers = {...}` then `handlers[kind]()`
         OR (language = 'python' AND role = 'dict_key' AND EXISTS (
               SELECT 1 FROM container_accesses a
               WHERE a.file = key_sites.file AND a.enclosing_symbol = key_sites.enclosing_symbol
                 AND a.container = key_sites.container AND a.kind IN ('subscript', 'get')
                 AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]'))))
    -- the language's own name lists (`__all__` exports, `__slots__`, a ctypes structure's `_fields_`)
    -- name the module's or class's own attributes, for `import *` and the object layout: none is a key
    AND NOT (language = 'python' AND regexp_full_match(container, '(__(all|slots|match_args)__|_fields_|_anonymous_)(\[\])*'))
    -- a table is a named module-level value or a class-body one, not a keyword argument's literal
    -- (the records inside one, `NAME[]`, count as the named value's)
    AND (regexp_replace(container, '(\[\])+$', '') IN (SELECT d.name FROM definitions d WHERE d.file = key_sites.file AND d.kind = 'variable')
         OR NOT ends_with(enclosing_symbol, '::<module>')
         -- unless its values are the repo's own functions or classes: `create(validators={"$ref": ref, ...})`
         -- hands a factory a dispatch table, whatever the argument is called
         OR (role = 'dict_key' AND (file, container) IN (SELECT file, container FROM callable_valued_args)))
),
module_aliases AS (
  -- a module-level name bound to another name or attribute (`attrs = http_cookies.Morsel._reserved`)
  SELECT file, name, any_value(alias_of) AS alias_of FROM definitions
  WHERE kind = 'variable' AND parent_symbol IS NULL AND alias_of IS NOT NULL
  GROUP BY file, name
),
written AS (
  -- a table filled key by key (`self.codes["bold"] = ...` in a constructor, `CODES["red"] = ...` at
  -- module level) and read in its own scope by a computed key (`self.codes[color_key]`): the same
  -- table as a dict literal, written statement by statement. A record filled so and never read by a
  -- computed key (`row["name"] = ...; return row`) is no table. At module level, where no record is
  -- built, the writes declare the table as a literal does (`RENDERERS["json"] = JsonRenderer`), read
  -- or not where they stand: whether it is backed is the ranking's question, as for a literal. So does
  -- a module filling another object's table (`Config.namespaces["server"] = handler`, `app.config["X"] = 1`):
  -- registration at import time into a registry that lives elsewhere.
  SELECT 'table' AS kind, k.language, k.file || '::' || k.container AS subject, k.file || '::' || k.container AS written, k.role, '' AS position,
         k.file, k.line, k.key, k.norm_key, k.tier, k.import_time, k.in_test, k.receiver, k.target_kind, k.target_symbol, k.enclosing_symbol
  FROM key_sites k LEFT JOIN module_aliases ma ON ma.file = k.file AND ma.name = k.container
  WHERE k.language = 'python' AND k.role = 'subscript_assign' AND k.tier = 'literal'
    AND (regexp_full_match(COALESCE(k.container, ''), '(self\.)?[A-Za-z_][A-Za-z0-9_]*')
         OR (k.import_time AND ends_with(k.enclosing_symbol, '::<module>')
             AND regexp_full_match(COALESCE(k.container, ''), '[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+')))
    AND ((k.import_time AND ends_with(k.enclosing_symbol, '::<module>') AND NOT starts_with(k.container, 'self.')) OR EXISTS (
      SELECT 1 FROM container_accesses a
      WHERE a.file = k.file AND a.container = k.container AND a.kind IN ('subscript', 'get')
        AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]')
        -- the same table: one function's own, an instance's (any method of the class), or the module's
        AND (a.enclosing_symbol = k.enclosing_symbol
             OR (starts_with(k.container, 'self.')
                 AND regexp_replace(a.enclosing_symbol, '\.[^.]*$', '') = regexp_replace(k.enclosing_symbol, '\.[^.]*$', ''))
             OR ends_with(k.enclosing_symbol, '::<module>'))))
    -- (a known table is foreign_written's, under the name the container stands for)
    AND NOT EXISTS (SELECT 1 FROM known_idioms ki
                    WHERE ki.role = 'subscript_assign' AND (COALESCE(ma.alias_of, k.container) = ki.subject
                                                            OR ends_with(COALESCE(ma.alias_of, k.container), '.' || ki.subject)))
  QUALIFY count(DISTINCT k.norm_key) OVER (PARTITION BY k.file, k.container) >= 3
),
foreign_written AS (
  -- a method filling another object's table, often a library's: `self.env.filters["underline"] = _underline`
  -- registers a Jinja filter that templates name. Only a table a framework pack names counts (by
  -- its receiver and attribute: `env.filters`); any other attribute of any object written by a literal key is
  -- as often a record's field (`response.headers["Vary"] = ...`). At module level one write is enough
  -- (`Morsel._reserved["samesite"] = "SameSite"`): a known table needs no three keys to be one. A
  -- module-level name bound to the table (`attrs = http_cookies.Morsel._reserved`) is the table: the row
  -- is named by what the name stands for and written as the code spells it.
  SELECT 'table' AS kind, k.language, k.file || '::' || COALESCE(ma.alias_of, k.container) AS subject,
         k.file || '::' || k.container AS written, k.role, '' AS position,
         k.file, k.line, k.key, k.norm_key, k.tier, k.import_time, k.in_test, k.receiver, k.target_kind, k.target_symbol, k.enclosing_symbol
  FROM key_sites k LEFT JOIN module_aliases ma ON ma.file = k.file AND ma.name = k.container
  WHERE k.language = 'python' AND k.role = 'subscript_assign' AND k.tier = 'literal'
    AND regexp_full_match(COALESCE(ma.alias_of, k.container, ''), '(self\.)?[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+')
    AND EXISTS (SELECT 1 FROM known_idioms ki
                WHERE ki.role = 'subscript_assign'
                  AND (COALESCE(ma.alias_of, k.container) = ki.subject OR ends_with(COALESCE(ma.alias_of, k.container), '.' || ki.subject)))
),
settings AS (
  -- a settings module: module-level NAME = "dotted.path" assignments (EMAIL_BACKEND = "pkg.smtp.Backend",
  -- ROOT_URLCONF = "shop.urls"); its values are keys of the import system, resolved at run time
  SELECT 'table' AS kind, language, file || '::<module>' AS subject, file || '::<module>' AS written, role, '' AS position,
         file, line, key, norm_key, tier, import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites
  WHERE role = 'assign' AND import_time AND tier = 'literal' AND ends_with(enclosing_symbol, '::<module>')
    AND container IS NOT NULL AND regexp_full_match(key, '[A-Za-z_][A-Za-z0-9_]*([.:][A-Za-z_][A-Za-z0-9_]*)+')
  -- a module with one dotted string is not a settings module
  QUALIFY count(*) OVER (PARTITION BY file) >= 2
),
holders AS (
  -- a constant holder: a class or module whose string constants are used by name in other files
  -- (AuthoritiesConstants.ADMIN = "ROLE_ADMIN" read by hasAuthority(...) and @WithMockUser, a
  -- module of event names passed to @on(...)): its constants declare a key set. Named by the
  -- holder's qualified path, one site per constant; at least two constants, two of them used elsewhere.
  SELECT 'table' AS kind, k.language, c.holder AS subject, c.holder AS written, 'assign' AS role, '' AS position,
         k.file, k.line, k.key, k.norm_key, k.tier, TRUE AS import_time, k.in_test, k.receiver, 'constant' AS target_kind,
         c.qualified AS target_symbol, k.enclosing_symbol
  FROM (SELECT *, regexp_replace(qualified, '\.[^.]+$', '') AS holder FROM constants) c
  JOIN key_sites k ON k.file = c.file AND k.line = c.line AND k.key = c.value AND k.tier = 'literal'
  WHERE c.holder IN (SELECT holder FROM used_constants GROUP BY holder HAVING count(*) >= 2)
  QUALIFY row_number() OVER (PARTITION BY c.qualified ORDER BY k.col) = 1
      AND count(*) OVER (PARTITION BY c.holder) >= 2
),
implicit AS (
  -- a decorator without a string: the decorated function's own name is the key (@app.task, @pytest.fixture)
  SELECT 'implicit' AS kind, d2.language, COALESCE(wt.target, cc.canonical, dec.callee_path) AS subject, dec.callee_path AS written, 'decorator_implicit' AS role, '' AS position,
         dec.file, dec.line, nk.key, lower(nk.key) AS norm_key, 'literal' AS tier, TRUE AS import_time,
         f.path IS NOT NULL AND test_path(dec.file) AS in_test,
         NULL AS receiver, d2.kind AS target_kind, d2.symbol AS target_symbol, dec.symbol AS enclosing_symbol
  FROM decorators dec
  JOIN definitions d2 ON d2.symbol = dec.symbol
  LEFT JOIN canonical_callees cc ON cc.callee_path = dec.callee_path
  LEFT JOIN wildcard_types wt ON wt.file = dec.file AND wt.name = dec.callee_path
  LEFT JOIN files f ON f.path = dec.file
  -- the name as the framework spells it: Spring names a stereotype's bean by the JavaBeans rule
  -- (`class Roles` is the bean `roles`, read as `@roles` in SpEL; `URLMapper` stays as it is)
  CROSS JOIN LATERAL (
    SELECT CASE WHEN d2.kind = 'class' AND NOT regexp_matches(d2.name, '^[A-Z][A-Z]')
                     AND EXISTS (SELECT 1 FROM known_idioms k
                                 WHERE k.role = 'decorator_implicit' AND k.implicit_name = 'decapitalize'
                                   AND k.subject IN (dec.callee_path, wt.target, cc.canonical))
                THEN lower(left(d2.name, 1)) || substr(d2.name, 2) ELSE d2.name END AS key
  ) nk
  WHERE d2.kind IN ('function', 'method', 'class')
    AND (dec.arg_count = 0
         -- the same decorator with options only (@pytest.fixture(scope="session"), @app.task(bind=True)):
         -- still keyed by the name, when the bare form shows the decorator is one that names by name,
         -- or a pack says it does (AspectJ's `@Pointcut("execution(...)") void webLog()` names the pointcut
         -- `webLog`; its argument is the expression, not a name)
         OR ((dec.callee_path IN (SELECT callee_path FROM decorators WHERE arg_count = 0)
              OR EXISTS (SELECT 1 FROM known_idioms k
                         WHERE k.role = 'decorator_implicit' AND contains(k.subject, '.')
                           AND (dec.callee_path = k.subject OR ends_with(dec.callee_path, '.' || k.subject))))
             AND NOT EXISTS (SELECT 1 FROM literals l
                             WHERE l.file = dec.file AND l.target_symbol = dec.symbol AND l.callee_path = dec.callee_path
                               AND l.role = 'decorator_arg'
                               AND (l.keyword IS NULL OR l.keyword IN ('name', 'value', 'key', 'id', 'alias', 'names')))))
    -- the language's own decorators (property, functools.cached_property, abc.abstractmethod) name nothing
    AND NOT EXISTS (SELECT 1 FROM standard_names sn WHERE sn.language = d2.language
                    AND (dec.callee_path = sn.name OR starts_with(dec.callee_path, sn.name || '.')))
    -- nor does a property's own setter (`@timeout.setter def timeout(...)`), deleter or getter
    AND NOT (d2.language = 'python' AND regexp_full_match(dec.callee_path, '(.*\.)?' || d2.name || '\.(setter|getter|deleter)'))
),
name_families AS (
  -- functions and methods found by a built name: `getattr(self, "visit_" + kind)` reads every
  -- visit_<kind> as an entry of a registry keyed by <kind> (visitors, parse_<keyword>, do_<command>).
  -- The prefix comes from the reading side, so a naming habit nothing dispatches on is no family.
  SELECT 'implicit' AS kind, language, prefix || '*' || suffix AS subject, prefix || '*' || suffix AS written, 'definition_name' AS role, '' AS position,
         -- a built name's key is the part the code supplies (visit_<For>); a name selected by its prefix is
         -- looked up whole (pluggy matches `pytest_addoption` against its hook specifications)
         file, line, key, lower(key) AS norm_key, 'literal' AS tier, TRUE AS import_time, test_path(file) AS in_test,
         NULL AS receiver, target_kind, target_symbol, target_symbol AS enclosing_symbol
  FROM (
    SELECT d.language, t.prefix, t.suffix, d.file, d.line, d.kind AS target_kind, d.symbol AS target_symbol,
           substr(d.name, length(t.prefix) + 1, length(d.name) - length(t.prefix) - length(t.suffix)) AS middle,
           lower(middle) AS part,
           CASE WHEN starts_with(t.via, 'startswith:') OR starts_with(t.via, 'known:') THEN d.name ELSE middle END AS key
    FROM definitions d
    JOIN name_family_prefixes t
      ON t.language = d.language AND starts_with(d.name, t.prefix) AND ends_with(d.name, t.suffix)
     AND length(d.name) > length(t.prefix) + length(t.suffix)
     AND (NOT t.camel OR regexp_matches(substr(d.name, length(t.prefix) + 1, 1), '[A-Z]'))
    -- (classes too: `getattr(dns, f"Record_{type}")` finds class Record_A)
    WHERE d.kind IN ('function', 'method', 'class')
  ) d
  QUALIFY count(DISTINCT part) OVER (PARTITION BY language, prefix, suffix) >= 3
),
file_sets AS (
  -- a directory of files code finds by name (file-sets.sql): each file declares its key
  SELECT 'files' AS kind, 'files' AS language, subject, subject AS written, 'file_name' AS role, '' AS position,
         path AS file, 1 AS line, key, lower(key) AS norm_key, 'literal' AS tier, TRUE AS import_time, test_path(path) AS in_test,
         NULL AS receiver, 'file' AS target_kind, path AS target_symbol, path AS enclosing_symbol
  FROM file_set_sites
)
SELECT 'c' || substr(md5(language || '|' || kind || '|' || subject || '|' || role || '|' || position), 1, 10) AS candidate_id, *,
       CASE
         WHEN role = 'annotation_arg' THEN CASE WHEN target_kind IN ('class', 'method') THEN 1.0
                                                WHEN target_kind IN ('field', 'constructor') THEN 0.4 ELSE 0.2 END
         WHEN import_time THEN 1.0
         -- an instance's table written in its constructor is declared there, once per object
         -- (a function's own dispatch table is not: it is built on every call, private to it)
         WHEN kind = 'table' AND starts_with(split_part(subject, '::', 2), 'self.') THEN 1.0
         -- plugin-entry functions run at declaration time too, also as a framework's hook
         -- (pytest_configure, pytest_addoption, Django's Command.add_arguments)
         WHEN regexp_matches(split_part(enclosing_symbol, '::', 2), '(^|\.)([a-z0-9]+_)?(setup|ready|register[A-Za-z_]*|configure[A-Za-z_]*|addoption|add_arguments|init_app|includeme|autodiscover|load_plugins?|(create|make|get|build)_(app|application))$') THEN 1.0
         ELSE 0.0
       END AS decl,
       regexp_matches(file, '(^|/)(migrations|generated|gen-src)/|_pb2(_grpc)?\.py$|\.generated\.') AS generated
FROM (
  SELECT * FROM call_like
  UNION ALL SELECT * FROM composite
  UNION ALL SELECT * FROM config
  UNION ALL SELECT * FROM config_value
  UNION ALL SELECT * FROM class_attr
  UNION ALL SELECT * FROM tables
  UNION ALL SELECT * FROM written
  UNION ALL SELECT * FROM foreign_written
  UNION ALL SELECT * FROM settings
  UNION ALL SELECT * FROM holders
  UNION ALL SELECT * FROM implicit
  UNION ALL SELECT * FROM name_families
  UNION ALL SELECT * FROM file_sets
)
WHERE key IS NOT NULL AND length(key) > 0;

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

-- Keys that appear in lookup positions: subscripts, gets, comparisons and case labels, dict keys and
-- values, configuration references and entries. `tail` is the part after the last ':' so that
-- `orders:detail` finds a bare `detail` declared by name.
CREATE OR REPLACE TABLE lookup_keys AS
SELECT DISTINCT norm_key, file, line, role, COALESCE(container, callee_path) AS container, callee_path, import_time, enclosing_symbol,
       regexp_extract(norm_key, '[^:]*$') AS tail, key, folded_from
FROM key_sites
WHERE tier IN ('literal', 'folded') AND norm_key <> ''
  -- (an entry point's name is a registration of its own, in the group, and a script's is a command name:
  -- neither looks anything up)
  AND NOT (role = 'config_entry' AND ends_with(callee_path, '.entry_point'))
  AND (role IN ('subscript', 'get_arg', 'compare', 'dict_key', 'dict_value', 'config_ref', 'config_entry')
       -- (a field of the record a dict entry holds is one of its values: `"W0611": ("...", "unused-import")`)
       OR (role = 'collection_elem' AND dict_key IS NOT NULL)
       -- a call that is itself a lookup (reverse, getBean, url_for, send_task) reads keys by its arguments
       OR (role IN ('call_arg', 'keyword_arg') AND regexp_matches(split_part(callee_path, '.', -1),
           '^(get|has|pop|getattr|hasattr|lookup|fetch|find|resolve|reverse|redirect|require|url_for|send_task|signature|import_string|import_module|getBean|forName)([A-Z_].*)?$')
           -- typed getters of settings and config objects: settings.getbool("KEEP_ALIVE"), parser.getint(...)
           OR regexp_full_match(split_part(callee_path, '.', -1), $$get(int|integer|bool|boolean|float|list|dict|dictorlist|tuple|str|string|bytes|json|path)$$)));

-- Namespaces keys are declared under: Django's `app_name = "orders"` makes `name="detail"` in that
-- module the key `orders:detail`.
CREATE OR REPLACE TABLE key_namespaces AS
SELECT DISTINCT file, lower(value) AS namespace
FROM constants WHERE name = 'app_name' AND ends_with(scope_symbol, '::<module>') AND key_kind = 'literal';

-- Every form a lookup key matches by: the whole key (ns NULL), and for `ns:name` the bare name, which
-- matches a declaration only where the declaring module has no namespace or the same one.
CREATE OR REPLACE TABLE lookup_forms AS
SELECT *, norm_key AS k, NULL::VARCHAR AS ns FROM lookup_keys
UNION ALL
SELECT *, tail AS k, regexp_replace(norm_key, ':[^:]*$', '') AS ns FROM lookup_keys WHERE contains(norm_key, ':') AND tail <> norm_key
UNION ALL
-- a URL looks its host up, wherever the URL is written (`lb://vets-service`, `http://customers-service/owners`,
-- `.uri("http://visits-service/...")`): a service id, resolved by discovery or DNS
SELECT DISTINCT norm_key, file, line, role, COALESCE(container, callee_path), callee_path, import_time, enclosing_symbol,
       regexp_extract(norm_key, '[^:]*$'), key, NULL, regexp_extract(norm_key, '^[a-z][a-z0-9+.\-]*://([a-z0-9_.\-]+)', 1), NULL
FROM key_sites
WHERE tier = 'literal' AND regexp_matches(norm_key, '^[a-z][a-z0-9+.\-]*://[a-z0-9_.\-]+');

-- Functions and methods named <prefix>_<rest>: a key that is the rest of several names sharing one
-- prefix is dispatched by building the name (getattr(self, "visit_" + kind), do_<command>,
-- handle_<event>). Accessor and test prefixes name attributes and tests, not dispatch targets.
CREATE OR REPLACE TEMP TABLE name_parts AS
SELECT DISTINCT regexp_extract(name, '^([a-z][a-z0-9]*_)', 1) AS prefix,
       lower(substr(name, length(regexp_extract(name, '^([a-z][a-z0-9]*_)', 1)) + 1)) AS rest
FROM definitions
WHERE kind IN ('function', 'method') AND regexp_matches(name, '^[a-z][a-z0-9]*_[A-Za-z0-9]')
  AND regexp_extract(name, '^([a-z][a-z0-9]*_)', 1) NOT IN ('test_', 'get_', 'set_', 'is_', 'has_');

-- Each candidate's keys, with the rules every cross-file match follows (ranking's lookup and pair
-- features here, and `pairs` and the runtime-key bridges, which read this table).
CREATE OR REPLACE TABLE cand_keys AS
SELECT candidate_id, any_value(kind) AS kind, any_value(subject) AS subject, norm_key, list(DISTINCT file) AS files,
       -- a function's or class's own name is looked up by its exact spelling (`#{user}` is no lookup of class User)
       list(DISTINCT key) AS keys,
       list(DISTINCT n.namespace) FILTER (WHERE n.namespace IS NOT NULL) AS namespaces,
       -- a function's own table is private to it: nothing in another file reads it, whatever words they share
       bool_and(kind = 'table' AND decl = 0) AS private
FROM candidate_sites LEFT JOIN key_namespaces n USING (file)
GROUP BY candidate_id, norm_key;

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
  SELECT * REPLACE (replace(callee_path, '().', '.') AS callee_path) FROM key_forwards
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
JOIN qdefs q ON q.symbol = s.symbol;

-- The parameters an in-repo callee fills by position, by every path a call can name it with. A
-- numeric slot then has a name: `Option("x")` fills `default`.
CREATE OR REPLACE TEMP TABLE callable_params AS
WITH paths AS (
  SELECT qpath, params, symbol FROM callable_paths WHERE kind IN ('function', 'method') AND params IS NOT NULL
  UNION ALL
  -- a class is called through its __init__, its own or the one it inherits (`Unicode("x")` fills
  -- TraitType's `default_value`)
  SELECT c.qpath, i.params, i.symbol FROM callable_paths c JOIN callable_paths i ON i.qpath = c.qpath || '.__init__'
  WHERE c.kind = 'class' AND i.params IS NOT NULL
)
SELECT p.qpath, any_value(p.params) AS params,
       -- (a definition the scan saw twice, under if/else, must agree on it)
       CASE WHEN count(DISTINCT COALESCE(d.text_params, '')) = 1 THEN any_value(d.text_params) END AS text_params
FROM paths p LEFT JOIN definitions d ON d.symbol = p.symbol
GROUP BY p.qpath HAVING count(DISTINCT p.params) = 1;

CREATE OR REPLACE TABLE candidate_features AS
WITH base AS (
  SELECT candidate_id,
         any_value(kind) AS kind, any_value(language) AS language, any_value(subject) AS subject,
         any_value(role) AS role, any_value(position) AS position,
         count(*) AS sites,
         count(DISTINCT file) AS files,
         count(DISTINCT norm_key) AS distinct_keys,
         -- file spread: a registry's declarations spread over modules; a message table sits in one
         count(DISTINCT file) / count(*) AS file_spread,
         avg(decl) AS decl_share,
         avg(CASE WHEN in_test THEN 1.0 ELSE 0.0 END) AS test_share,
         avg(CASE WHEN generated THEN 1.0 ELSE 0.0 END) AS generated_share,
         count(*) FILTER (WHERE tier = 'folded') AS folded_sites,
         count(*) FILTER (WHERE tier = 'computed') AS computed_sites,
         list(DISTINCT key ORDER BY key)[1:5] AS examples,
         -- the callee as the code writes it where that differs from the canonical subject
         -- (`pecan.expose` for `pecan.decorators.expose`): `callees` prints these
         COALESCE(list(DISTINCT written ORDER BY written) FILTER (WHERE written <> subject), [])[1:10] AS written_as,
         bool_and(regexp_full_match(lower(key), 'true|false|yes|no|on|off|0|1|none|null')) AS enum_like,
         any_value(split_part(subject, '.', -1)) AS callee_name
  FROM candidate_sites
  GROUP BY candidate_id
),
key_shape AS (
  SELECT candidate_id,
         -- surrounding whitespace is padding (" di" as a tag), not prose; a leading `!` negates a key
         -- (`@Profile("!prod")`)
         -- a URI may carry commas after its scheme (YAML's `tag:yaml.org,2002:str`); elsewhere a comma
         -- separates a list, which is no one key
         avg(CASE WHEN length(key) <= 100
                   AND (regexp_full_match(regexp_replace(trim(key), '\{[^}]*\}|<[^>]*>', 'v', 'g'), '[@/$!]?[A-Za-z0-9_][A-Za-z0-9_.:/@#\-]*|[a-z][a-z0-9+.\-]*:[A-Za-z0-9_.:/@#,\-]+')
                        -- in a table, two or three upper-case words name a thing as one word does: a
                        -- server's commands (`CLIENT LIST`), isolation levels (`READ COMMITTED`). Passed
                        -- to a call they are as often a fragment of SQL text (`SQL("ON CONFLICT")`)
                        OR (kind = 'table' AND regexp_full_match(key, '[A-Z][A-Z0-9_\-]*( [A-Z][A-Z0-9_\-]*){1,2}'))
                        -- a bare file extension names a type of file: a MIME map's, a loader's key (`.gz`, `.tar.bz2`)
                        OR regexp_full_match(key, '(\.[A-Za-z0-9]{1,8}){1,2}'))
                   -- a file's name is a path, not a key (a bare extension has no name before it)
                   AND NOT (regexp_matches(lower(key), '\.(html?|css|js|png|jpe?g|svg|gif|json|txt|ya?ml|xml|csv|md|ico|woff2?|py|java)$')
                            AND NOT regexp_full_match(key, '(\.[A-Za-z0-9]{1,8}){1,2}'))
                   -- an HTTP header name (`Content-Type`, `X-Forwarded-For`) is the protocol's word, no key of the repo
                   AND NOT (regexp_full_match(trim(key), '[A-Z][A-Za-z0-9]*(-[A-Z][A-Za-z0-9]*)+') AND regexp_matches(key, '[a-z]'))
                   -- an address (a host name under an internet domain, a web URL) set by each subclass says where
                   -- that subclass connects (`host = "api.example.com"`, `url = "https://..."`): the network resolves
                   -- it, not the repo. Elsewhere an address may be a key (virtual hosts, a schema's `$id`). The domains
                   -- are the common ones that are not also common module names (`pkg.app`, `pkg.internal`, `pkg.local`)
                   AND NOT (kind = 'class_attr' AND regexp_full_match(lower(trim(key)),
                            '(https?|wss?|ftp)://.*|([a-z0-9-]+\.)+(com|net|org|io|eu|edu|gov|uk|de|ch|jp|cn|info|biz|us|ca|fr|nl|ru|au)'))
                  THEN 1.0 ELSE 0.0 END) AS shape,
         avg(CASE WHEN tier = 'literal' AND regexp_matches(key, '%[sdrifx]|%\(|\{\}|\{[0-9]+\}|\$\{') THEN 1.0 ELSE 0.0 END) AS placeholder_share
  FROM (SELECT DISTINCT candidate_id, kind, key, tier FROM candidate_sites)
  GROUP BY candidate_id
),
standard_keys AS (
  -- the share of a call slot's keys that name the language's own library: a builtin (`list`) or a path
  -- under a standard module (`collections.abc.Awaitable`, `java.util.List`)
  SELECT c.candidate_id, avg(CASE WHEN sn.name IS NOT NULL THEN 1.0 ELSE 0.0 END) AS share
  FROM (SELECT DISTINCT candidate_id, language, key FROM candidate_sites WHERE kind IN ('call', 'pair') AND tier <> 'computed') c
  LEFT JOIN (SELECT DISTINCT language, name FROM standard_names) sn
    ON sn.language = c.language AND sn.name = split_part(c.key, '.', 1)
  GROUP BY c.candidate_id
),
key_kinds AS (
  -- the share of a candidate's keys in its most common kind of string: one registry's keys are written
  -- alike (all lower-case names, all `cache:` prefixes, all ROLE_ constants); a grab-bag of constants
  -- is not ("," beside "http://", "UTF-8", "Bearer" and "0")
  SELECT candidate_id, max(n) / sum(n) AS mode_share, arg_max(kind_of_key, n) AS mode_kind
  FROM (
    SELECT candidate_id,
           CASE WHEN NOT regexp_matches(key, '[A-Za-z0-9]') THEN 'punctuation'
                WHEN regexp_full_match(key, '[0-9]+') THEN 'number'
                WHEN regexp_matches(key, '\s') THEN 'prose'
                WHEN contains(key, '://') THEN 'url'
                WHEN contains(key, '/') THEN 'path'
                WHEN contains(key, ':') THEN 'colon'
                WHEN contains(key, '.') THEN 'dotted'
                WHEN regexp_full_match(key, '[a-z][A-Za-z0-9_]*') THEN 'name'
                WHEN regexp_full_match(key, '[A-Z][A-Z0-9_]*') THEN 'upper'
                WHEN regexp_full_match(key, '[A-Z][A-Za-z0-9]*') THEN 'title'
                ELSE 'other' END AS kind_of_key,
           count(*) AS n
    FROM (SELECT DISTINCT candidate_id, key FROM candidate_sites WHERE tier <> 'computed')
    GROUP BY ALL
  )
  GROUP BY candidate_id
),
lookup AS (
  -- the key itself, or the name of a namespaced lookup (`orders:detail` finds `detail` declared in a
  -- module whose app_name is orders, or in one without an app_name)
  SELECT c.candidate_id, count(DISTINCT c.norm_key) AS hits
  FROM cand_keys c
  JOIN lookup_forms l ON l.k = c.norm_key
  WHERE (l.ns IS NULL OR len(c.namespaces) = 0 OR list_contains(c.namespaces, l.ns))
    AND NOT list_contains(c.files, l.file) AND NOT c.private
    AND (c.kind <> 'implicit' OR list_contains(c.keys, l.key) OR l.ns IS NOT NULL)
    -- (a file set's names are counted as file_refs, in any role)
    AND c.kind <> 'files'
    AND NOT (c.kind = 'config' AND l.role = 'config_entry')
    AND NOT (c.kind = 'table' AND l.role IN ('dict_key', 'dict_value'))
    -- a constant holder's own constants used by name count once, as constant uses, not again as lookups
    AND NOT (c.kind = 'table' AND regexp_replace(COALESCE(l.folded_from, ''), '\.[^.]+$', '') = c.subject)
  GROUP BY c.candidate_id
),
partner_sites AS (
  SELECT DISTINCT cs.candidate_id, cs.subject, cs.norm_key, cs.key, cs.file, cs.import_time, regexp_replace(cs.subject, '\.[^.]*$', '') AS root,
         ks.folded_from,
         -- (no variable set: nothing is stop-listed)
         COALESCE(regexp_matches(cs.subject, getvariable('idiomscope_stoplist')), FALSE) AS stoplisted
  FROM candidate_sites cs
  LEFT JOIN key_sites ks ON cs.tier = 'folded' AND ks.tier = 'folded' AND ks.file = cs.file AND ks.line = cs.line AND ks.norm_key = cs.norm_key
  WHERE cs.kind = 'call'
),
pairs AS (
  -- (`*_listed`: without partners on the stop-list, whose keys are messages, modes or paths: `open(p, "rb")`
  -- is no registry side of `click.File("rb")`; rank uses these unless it runs without the stop-list)
  SELECT c.candidate_id,
         count(DISTINCT c.norm_key) AS any_hits,
         count(DISTINCT c.norm_key) FILTER (WHERE p.root = regexp_replace(c.subject, '\.[^.]*$', '') AND contains(c.subject, '.')) AS same_receiver_hits,
         count(DISTINCT c.norm_key) FILTER (WHERE NOT p.stoplisted) AS any_hits_listed,
         count(DISTINCT c.norm_key) FILTER (WHERE NOT p.stoplisted AND p.root = regexp_replace(c.subject, '\.[^.]*$', '') AND contains(c.subject, '.')) AS same_receiver_hits_listed
  FROM cand_keys c
  JOIN partner_sites p ON p.norm_key = c.norm_key AND p.candidate_id <> c.candidate_id AND p.subject <> c.subject
  WHERE NOT list_contains(c.files, p.file) AND NOT p.import_time AND NOT c.private
    AND (c.kind <> 'implicit' OR list_contains(c.keys, p.key))
    AND c.kind <> 'files'
    AND NOT (c.kind = 'table' AND regexp_replace(COALESCE(p.folded_from, ''), '\.[^.]+$', '') = c.subject)
  GROUP BY c.candidate_id
),
exact_storage AS (
  SELECT b.candidate_id, any_value(s.container_path) AS container_path
  FROM base b JOIN storing s ON s.qpath = replace(split_part(b.subject, ' <-> ', 1), '().', '.')
   AND ((b.kind IN ('call', 'pair') AND s.kind <> 'name' AND (CAST(s.key_param_index AS VARCHAR) = b.position OR s.key_param = b.position))
        OR (b.kind = 'implicit' AND s.kind = 'name'))
  WHERE b.kind IN ('call', 'implicit', 'pair')
  GROUP BY b.candidate_id
),
storing_methods AS (
  -- a method name that only storing methods of the repo carry, all with the key in one slot
  -- (`md.parser.blockprocessors.register(item, "hr", 50)` reaches Registry.register, whose receiver
  -- type no import or constructor names): the call can only land there. Container verbs never
  -- resolve this way, nor a name that other in-repo definitions share.
  SELECT s.method_name AS name, any_value(s.key_param_index) AS key_param_index,
         any_value(s.key_param) AS key_param, any_value(s.container_path) AS container_path
  FROM (SELECT *, split_part(qpath, '.', -1) AS method_name FROM storing WHERE kind <> 'name') s
  JOIN (SELECT regexp_extract(symbol, '([^.:]+)$', 1) AS def_name, count(DISTINCT symbol) AS defs
        FROM definitions WHERE kind IN ('function', 'method') GROUP BY 1) d ON d.def_name = s.method_name
  WHERE NOT regexp_full_match(s.method_name, '(_.*|add|append|extend|insert|update|set|setdefault|get|pop|put|remove|discard|clear|push|write|send)')
  GROUP BY s.method_name
  HAVING count(DISTINCT s.key_param_index) = 1 AND any_value(d.defs) = count(DISTINCT s.symbol)
),
storage AS (
  SELECT * FROM exact_storage
  UNION ALL
  -- a family of names is read by the getattr that builds them (`getattr:visit_{}`) or the prefix
  -- test that selects them (`startswith:pytest_`)
  SELECT b.candidate_id, any_value(t.via)
  FROM base b JOIN name_family_prefixes t ON t.language = b.language AND t.prefix || '*' || t.suffix = b.subject
  WHERE b.role = 'definition_name' AND NOT starts_with(t.via, 'known:')
  GROUP BY b.candidate_id
  UNION ALL
  SELECT b.candidate_id, any_value(m.container_path) AS container_path
  FROM base b JOIN storing_methods m ON m.name = b.callee_name
   AND (CAST(m.key_param_index AS VARCHAR) = b.position OR m.key_param = b.position)
  WHERE b.kind = 'call' AND contains(b.subject, '.') AND b.candidate_id NOT IN (SELECT candidate_id FROM exact_storage)
  GROUP BY b.candidate_id
),
resolved AS (
  SELECT c.candidate_id, count(DISTINCT c.norm_key) AS hits
  FROM (SELECT DISTINCT candidate_id, key, norm_key, file FROM candidate_sites) c
  JOIN dotted_refs r ON r.value = c.key AND r.status IN ('module', 'symbol', 'partial', 'external')
  LEFT JOIN modules m ON m.file = c.file
  -- a bare word that is the name of the site's own top-level package (FlaskGroup(name="flask") inside
  -- flask/) is the project naming itself, not a path; another package's name ("orders" in
  -- INSTALLED_APPS) is one
  WHERE (regexp_matches(c.key, '[.:]') OR c.key <> COALESCE(split_part(m.module, '.', 1), ''))
    -- a name in the language's own library (`collections.Counter`, `typing.List`, `java.util.List`) is
    -- knowledge about the language (deprecated names, type aliases), not a registration of the repo's code
    AND NOT (r.status = 'external' AND split_part(r.value, '.', 1) IN (SELECT name FROM standard_names))
  GROUP BY c.candidate_id
),
table_values AS (
  -- a table whose values name things in the repo (`{"gcs": "pkg.storage.GcsBackend"}`) is a registry table
  SELECT b.candidate_id, count(DISTINCT k.value) AS hits
  FROM base b
  JOIN key_sites k ON b.kind = 'table' AND k.role = 'dict_value'
   AND b.subject = k.file || '::' || k.container
  JOIN dotted_refs r ON r.value = k.value AND r.status IN ('module', 'symbol', 'partial', 'external')
  GROUP BY b.candidate_id
),
table_relative AS (
  -- values that name a module beside the table, in its own package ({"html": "html4css1"} in
  -- docutils/writers/__init__.py names docutils.writers.html4css1): a plugin loader imports them by name
  SELECT b.candidate_id, count(DISTINCT k.value) FILTER (WHERE tm.module IS NOT NULL) AS hits
  FROM base b
  JOIN key_sites k ON b.kind = 'table' AND k.role IN ('dict_value', 'collection_elem') AND k.tier = 'literal'
   AND b.subject = k.file || '::' || k.container AND regexp_full_match(k.value, '[A-Za-z_][A-Za-z0-9_]*')
  JOIN modules fm ON fm.file = k.file
  LEFT JOIN modules tm ON tm.module = CASE WHEN ends_with(k.file, '__init__.py') THEN fm.module
                                           ELSE regexp_replace(fm.module, '\.[^.]+$', '') END || '.' || k.value
  GROUP BY b.candidate_id
  -- most values, not a word that happens to be a module's name (`__slots__ = ("config", ...)`)
  HAVING count(DISTINCT k.value) FILTER (WHERE tm.module IS NOT NULL) >= 2
     AND count(DISTINCT k.value) FILTER (WHERE tm.module IS NOT NULL) >= 0.5 * count(DISTINCT k.value)
),
table_symbols AS (
  -- ("csv", CsvExporter) / {"csv": CsvExporter}: values that are names of in-repo definitions
  SELECT b.candidate_id, count(DISTINCT k.resolved_value) AS hits
  FROM base b
  JOIN literals k ON b.kind = 'table' AND k.key_kind = 'symbolic' AND k.role IN ('dict_value', 'collection_elem')
   AND b.subject = k.file || '::' || k.container
  JOIN (SELECT m.module || '.' || d.qual_name AS qpath FROM definitions d JOIN modules m ON m.file = d.file
        WHERE d.kind IN ('class', 'function', 'method')) q ON q.qpath = k.resolved_value
  GROUP BY b.candidate_id
),
name_dispatch AS (
  -- at least three keys of the candidate, and a quarter of them, complete names under one prefix
  -- (visit_select, visit_insert...): code that builds the name has a function for most keys; a few
  -- on_<name> functions among forty signal names, or reserved words that happen to be visit_<word>, are chance
  SELECT n.candidate_id, max(n.hits) AS hits, arg_max(n.prefix, n.hits) AS prefix,
         -- (under a prefix that code builds names with or selects them by: the dispatch is in the code)
         max(n.hits) FILTER (WHERE n.prefix IN (SELECT prefix FROM name_family_prefixes)) AS built_hits
  FROM (SELECT c.candidate_id, n.prefix, count(DISTINCT c.norm_key) AS hits
        FROM cand_keys c JOIN name_parts n ON n.rest = regexp_replace(c.norm_key, '[.\-:/ ]', '_', 'g')
        -- (a family of names is not evidence of itself)
        WHERE NOT ends_with(c.subject, '*')
        GROUP BY ALL HAVING count(DISTINCT c.norm_key) >= 3) n
  JOIN (SELECT candidate_id, count(DISTINCT norm_key) AS keys FROM cand_keys GROUP BY candidate_id) k USING (candidate_id)
  WHERE n.hits >= 0.25 * k.keys
  GROUP BY n.candidate_id
),
table_reads AS (
  -- a table read with a computed key (`connection.data_types[field.get_internal_type()]`,
  -- `TRANSFORM_REGISTRY[step]`) is dispatched on, when its values are names (symbols, token-shaped
  -- strings): a table of messages keyed by status (prose, translation calls) is read so too, names nothing
  SELECT b.candidate_id, count(*) AS hits
  FROM base b JOIN container_accesses a
    ON b.kind = 'table' AND a.kind IN ('subscript', 'get')
   AND split_part(a.container, '.', -1) = split_part(split_part(b.subject, '::', 2), '.', -1)
   AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]')
  -- (a dict without string values maps names to numbers, records or objects: `ANSI_COLOR_NAMES["red"]`
  -- is 1, `SPINNERS["dots"]` a frame record; those are names looked up too, unless prose sits among its
  -- values; a list read by a computed index is no lookup by name)
  WHERE COALESCE((SELECT avg(CASE WHEN v.key_kind = 'symbolic' OR NOT regexp_matches(trim(v.value), '\s') THEN 1.0 ELSE 0.0 END)
                  FROM literals v WHERE v.role = 'dict_value' AND b.subject = v.file || '::' || v.container),
                 CASE WHEN b.role IN ('dict_key', 'subscript_assign')
                       -- unless its values are messages made by calls (`{"failed": _("Payment failed")}`)
                       AND NOT EXISTS (SELECT 1 FROM literals l
                                       JOIN (SELECT any_value(file) AS f, min(line) AS lo, max(line) AS hi
                                             FROM candidate_sites cs WHERE cs.candidate_id = b.candidate_id) r
                                         ON l.file = r.f AND l.line BETWEEN r.lo AND r.hi
                                       -- (a keyword's text is an option of the object the value makes,
                                       -- `CmdOptionParser("annotate", description="Make annotated copies...")`,
                                       -- not a message the key selects)
                                       WHERE l.role NOT IN ('dict_key', 'keyword_arg') AND regexp_matches(l.value, '[A-Za-z]{2,}\s+[A-Za-z]{2,}')
                                         -- (a display name inside a record value, `{"us-east-1": {"name": "US East"}}`,
                                         -- is a field of the record, not the message the key selects)
                                         AND NOT starts_with(COALESCE(l.container, ''), split_part(b.subject, '::', 2) || '['))
                      THEN 1.0 ELSE 0.0 END) >= 0.5
  GROUP BY b.candidate_id
),
group_loads AS (
  -- an entry-point group that the repo's own code names (`iter_entry_points("apscheduler.triggers")`,
  -- `ExtensionManager(namespace="oslo.config.driver")`, a constant holding the group) is loaded there
  -- whole: each entry is then looked up by a name that comes from configuration or from a caller
  SELECT b.candidate_id, count(*) AS hits
  FROM base b JOIN literals l ON b.position IN (l.value, l.resolved_value)
  WHERE b.kind = 'config' AND b.role = 'config_entry' AND ends_with(b.subject, '.entry_point') AND b.position <> ''
    AND COALESCE(l.callee, '') <> 'entry_point' AND l.language IN ('python', 'java')
  GROUP BY b.candidate_id
),
file_named AS (
  -- a file set's files named by strings in code (file-sets.sql)
  SELECT candidate_id, count(DISTINCT lower(key)) AS hits FROM file_refs GROUP BY candidate_id
),
constant_uses AS (
  -- a constant holder's constants referenced by name from other files (folded there)
  SELECT b.candidate_id, count(DISTINCT uc.qualified) AS hits
  FROM base b JOIN candidate_sites cs ON cs.candidate_id = b.candidate_id AND cs.target_kind = 'constant'
  JOIN used_constants uc ON uc.qualified = cs.target_symbol
  WHERE b.kind = 'table' AND b.role = 'assign'
  GROUP BY b.candidate_id
),
compared_constants AS (
  -- a holder's constants used by name in other files only to be compared with (`if (UserConstants.NORMAL
  -- .equals(user.getStatus()))`): flags and states a field is tested against, as an Enum's members are;
  -- keys of a registry are passed on to what looks them up (the Python reader keeps no comparison with a
  -- constant's name, `status == JobStatus.FINISHED`, so this reads Java's)
  SELECT b.candidate_id, count(*) AS uses,
         avg(CASE WHEN u.role = 'compare' OR (u.role = 'call_arg' AND u.callee IN ('equals', 'equalsIgnoreCase')) THEN 1.0 ELSE 0.0 END) AS share
  FROM base b JOIN candidate_sites cs ON cs.candidate_id = b.candidate_id AND cs.target_kind = 'constant'
  JOIN key_sites u ON u.folded_from = cs.target_symbol AND u.file <> cs.file
  WHERE b.kind = 'table' AND b.role = 'assign'
  GROUP BY b.candidate_id
),
self_named AS (
  -- a holder's constants that spell their own names as one word (PENDING = "PENDING", LEFT = "left",
  -- A = "A"): an enumeration written out as constants, whose values are states or modes, as an Enum's
  -- members are. Names of several words spelled out (MALL_NAME = "mall_name", USER_ID = "user::id:")
  -- are keys of a store: config properties, cache prefixes. A Python class of constants so named
  -- is an enumeration written without Enum, whatever its names' length (KeeperState.EXPIRED_SESSION =
  -- "EXPIRED_SESSION"); a module's such names are often keys (SEARCH_BUFFER = "SEARCH_BUFFER").
  SELECT candidate_id,
         avg(CASE WHEN regexp_full_match(key, '[A-Za-z][A-Za-z0-9]*')
                       AND lower(key) = regexp_replace(lower(split_part(target_symbol, '.', -1)), '[^a-z0-9]', '', 'g') THEN 1.0
                  WHEN language = 'python' AND NOT ends_with(enclosing_symbol, '::<module>')
                       AND key = split_part(target_symbol, '.', -1) THEN 1.0 ELSE 0.0 END) AS share
  FROM candidate_sites
  WHERE kind = 'table' AND role = 'assign' AND target_kind = 'constant'
  GROUP BY candidate_id
),
http_verbs AS (
  -- a call slot that takes only HTTP methods (`request("GET", url)`, `fetch(url, method="POST")`)
  -- selects the verb of one request: a mode, not a name anything registers by (a decorator's or an
  -- annotation's is a declaration: pecan's `@index.when(method="POST")` registers a handler per verb)
  SELECT candidate_id
  FROM candidate_sites
  WHERE kind IN ('call', 'pair') AND role IN ('call_arg', 'keyword_arg')
  GROUP BY candidate_id
  HAVING bool_and(upper(key) IN ('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'CONNECT'))
     AND count(DISTINCT upper(key)) >= 2
),
enum_keys AS (
  -- a table keyed by an Enum's members (`ARROWS = {EdgeType.INHERITS: "--|>", ...}`): a translation of
  -- one enumeration's states or modes into text, not names anything registers by
  SELECT cs.candidate_id,
         avg(CASE WHEN regexp_replace(COALESCE(k.folded_from, ''), '\.[^.]+$', '') IN (SELECT qpath FROM enum_classes)
                  THEN 1.0 ELSE 0.0 END) AS share
  FROM candidate_sites cs
  LEFT JOIN (SELECT DISTINCT file, line, key, role, folded_from FROM key_sites WHERE tier = 'folded') k
    ON k.file = cs.file AND k.line = cs.line AND k.key = cs.key AND k.role = cs.role
  WHERE cs.kind = 'table' AND cs.role = 'dict_key'
  GROUP BY cs.candidate_id
),
qualifier AS (
  -- the same literal on a type (or method) and on an injection point: the qualifier shape
  SELECT candidate_id, count(DISTINCT norm_key) AS hits
  FROM (
    SELECT a.candidate_id, a.norm_key
    FROM candidate_sites a JOIN candidate_sites b
      ON a.candidate_id = b.candidate_id AND a.norm_key = b.norm_key
    WHERE a.role = 'annotation_arg' AND a.target_kind IN ('class', 'method')
      AND b.target_kind IN ('ctor_param', 'method_param', 'field')
  )
  GROUP BY candidate_id
),
attr_lookup AS (
  -- the family's attribute is read as a key elsewhere: {cls.kind: cls}, e.kind == fmt
  SELECT b.candidate_id, count(*) AS hits
  FROM base b JOIN container_accesses a ON a.kind = 'attribute' AND a.key_text = b.position
  -- a structural read, not two equal strings: the module declaring the family may read it too
  WHERE b.kind = 'class_attr'
  GROUP BY b.candidate_id
),
member_names AS (
  -- an annotation on a field or parameter whose key spells a field: its own (`@Column(name = "first_name")
  -- String firstName`, `@PathVariable("ownerId") Long ownerId`) or, on a field, another class's
  -- (`@JsonIgnoreProperties("owner")`). That is mapping metadata, the member's external spelling.
  -- A foreign-key column spells its field with an id suffix (`@JoinColumn(name = "owner_id") Owner owner`).
  SELECT c.candidate_id,
         avg(CASE WHEN member_spelling(c.key) = member_spelling(split_part(c.target_symbol, '.', -1))
                       AND c.target_kind IN ('field', 'method_param', 'ctor_param')
                       -- (a Python class name passed to a field names a model, not the field: ForeignKey("Author"))
                       AND NOT (c.language = 'python' AND regexp_matches(c.key, '^[A-Z]')) THEN 1.0
                  WHEN c.target_kind = 'field' AND fd.name IS NOT NULL THEN 1.0
                  -- on a type or a method, keys that spell fields of the repo's classes are property
                  -- paths of a mapping (`@Mapping(target = "owner")`, `@JsonIgnoreProperties("createdBy")`
                  -- on a class); constants do not count (`@WithMockUser(roles = "ADMIN")` beside ADMIN)
                  WHEN c.target_kind IN ('class', 'method') AND fd.variable THEN 1.0 ELSE 0.0 END) AS share
  FROM candidate_sites c
  LEFT JOIN (SELECT regexp_replace(lower(name), '[_\-]', '', 'g') AS name,
                    bool_or(NOT regexp_full_match(name, '[A-Z][A-Z0-9_]*')) AS variable
             FROM definitions WHERE kind = 'field' GROUP BY 1) fd
    ON fd.name = regexp_replace(lower(split_part(c.key, '.', 1)), '[_\-]', '', 'g')
  -- and a keyword of a call assigned to a Python class-body field that spells that field: `ref = Field(alias="$ref")`,
  -- `in_ = Field(alias="in")` (serializer and ORM field metadata; positional ones below)
  WHERE c.kind = 'call' AND (c.role = 'annotation_arg' OR (c.language = 'python' AND c.role = 'keyword_arg' AND c.target_kind = 'field'))
  GROUP BY c.candidate_id
  UNION ALL
  -- a decorator argument that spells a parameter of the function it decorates (`@click.argument("queue")`
  -- on `def declare(queue)`, `@click.option("--if-empty")` on `if_empty`) binds that parameter: metadata
  SELECT c.candidate_id,
         avg(CASE WHEN list_contains(string_split(replace(d.params, '*', ''), ','), replace(ltrim(c.key, '-'), '-', '_')) THEN 1.0 ELSE 0.0 END)
  FROM candidate_sites c JOIN definitions d ON d.symbol = c.target_symbol AND d.params IS NOT NULL
  WHERE c.kind = 'call' AND c.role = 'decorator_arg' AND c.target_kind IN ('function', 'method')
  GROUP BY c.candidate_id
  UNION ALL
  -- a call argument that spells the name the call's result is assigned to (`Point = namedtuple("Point", ...)`,
  -- `UserId = NewType("UserId", int)`) is the object's own name: metadata, not a key
  -- (and so is the dotted name of the module the call stands in: `deprecatedModuleAttribute(...,
  -- "twisted.web.client", "name")` in twisted/web/client.py, `getLogger("pkg.mod")` in pkg/mod.py)
  SELECT c.candidate_id,
         avg(CASE WHEN EXISTS (SELECT 1 FROM definitions d
                               WHERE d.file = c.file AND d.kind = 'variable' AND d.name = c.key AND d.value_type = c.written)
                    OR EXISTS (SELECT 1 FROM modules m WHERE m.file = c.file AND m.module = c.key AND contains(c.key, '.'))
                    -- (or the project's own top-level package, by its import or distribution name:
                    -- Sentinel("Undefined", "traitlets") in traitlets/, VersionInfo("oslo.config") in oslo_config/)
                    OR EXISTS (SELECT 1 FROM modules m WHERE m.file = c.file AND contains(m.module, '.')
                               AND split_part(m.module, '.', 1) = regexp_replace(lower(c.key), '[.\-]', '_', 'g'))
                    -- (or the class the call stands in the bases of: `class ACL(namedtuple("ACL", "perms id"))`)
                    OR EXISTS (SELECT 1 FROM definitions d
                               WHERE d.symbol = c.enclosing_symbol AND d.kind = 'class' AND d.name = c.key)
                    -- (or the class-body field the call is assigned to: `name = Column("name", String)`)
                    OR (c.target_kind = 'field' AND NOT regexp_matches(c.key, '^[A-Z]')
                        AND member_spelling(c.key) = member_spelling(split_part(c.target_symbol, '.', -1)))
                  THEN 1.0 ELSE 0.0 END)
  FROM candidate_sites c
  WHERE c.kind = 'call' AND c.role = 'call_arg' AND c.language = 'python'
  GROUP BY c.candidate_id
  UNION ALL
  -- likewise a Java enum constant's argument that spells the constant (`userId("user_id", "userId")` in
  -- a generated Column enum): field metadata. Constants in UPPER_CASE are named by convention, not
  -- after their value, so `PAY_SUCCEED("paySucceed")` keeps its key.
  SELECT c.candidate_id,
         avg(CASE WHEN NOT regexp_full_match(l.container, '[A-Z][A-Z0-9_]*')
                   AND regexp_replace(lower(l.container), '[_\-]', '', 'g') = regexp_replace(lower(c.key), '[_\-]', '', 'g')
                  THEN 1.0 ELSE 0.0 END)
  FROM candidate_sites c
  JOIN literals l ON l.file = c.file AND l.line = c.line AND l.value = c.key AND l.callee_path = c.written
   AND l.role = c.role AND CAST(l.arg_index AS VARCHAR) = c.position AND l.container IS NOT NULL
  WHERE c.kind = 'call' AND c.role = 'call_arg' AND c.language = 'java'
  GROUP BY c.candidate_id
),
symbol_composite AS (
  -- a literal passed beside a class name (`@compiles(AddColumn, "postgresql")`, `register(Widget, "form")`)
  -- keys a registry by the pair: few distinct strings over many sites are then not a mode selector.
  -- A CapWords name is a class; a lower-case name beside the string is a variable (`open(path, "rb")`).
  SELECT c.candidate_id, count(DISTINCT COALESCE(l.resolved_value, l.value) || '|' || c.norm_key) AS hits
  FROM candidate_sites c
  JOIN literals l ON l.file = c.file AND l.line = c.line AND l.callee_path = c.written AND l.role = c.role
   AND l.key_kind = 'symbolic' AND l.arg_index IS NOT NULL AND CAST(l.arg_index AS VARCHAR) <> c.position
   AND regexp_full_match(split_part(l.value, '.', -1), '_?[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*')
  WHERE c.kind = 'call' AND c.role IN ('call_arg', 'decorator_arg', 'keyword_arg')
  GROUP BY c.candidate_id
),
param_keywords AS (
  -- a decorator's keywords that name the decorated function's own parameters (`@contract(text="unicode")`
  -- on `def tokens(text)`) are one slot: each keyword is a parameter's name, not a slot of the decorator
  SELECT c.candidate_id,
         avg(CASE WHEN list_contains(string_split(d.params, ','), c.position) THEN 1.0 ELSE 0.0 END) AS share
  FROM candidate_sites c
  LEFT JOIN (SELECT symbol, any_value(params) AS params FROM definitions WHERE params IS NOT NULL GROUP BY symbol) d
    ON d.symbol = c.target_symbol
  WHERE c.kind IN ('call', 'pair') AND c.role = 'decorator_arg' AND c.position <> '' AND NOT regexp_full_match(c.position, '[0-9+]+')
  GROUP BY c.candidate_id
),
known AS (
  -- matched on the canonical subject or on any spelling as written (django.urls.path is re-exported)
  SELECT b.candidate_id, any_value(k.framework) AS framework, min(k.note) AS note
  FROM base b
  JOIN (SELECT DISTINCT candidate_id, written FROM candidate_sites) w ON w.candidate_id = b.candidate_id
  JOIN (SELECT k.*, COALESCE(ks.canonical, k.subject) AS canonical FROM known_idioms k LEFT JOIN known_subjects ks USING (subject)) k
    -- a table matches by its name (`settings.py::INSTALLED_APPS` is the pack's `INSTALLED_APPS`)
    -- an instance's method is the class's (`template.Library().filter` is the pack's `Library.filter`)
    ON (replace(b.subject, '().', '.') IN (k.subject, k.canonical) OR w.written = k.subject
        -- a pack's bare verb (`group`, `command`, `task`) names a framework's method on any receiver;
        -- a module-level function the repo defines under that name is its own (rich.console.group),
        -- and the language's standard library is no framework (unittest.mock.patch is not a PATCH route)
        OR ((ends_with(replace(b.subject, '().', '.'), '.' || k.subject) OR ends_with(w.written, '.' || k.subject))
            AND replace(b.subject, '().', '.') NOT IN (SELECT qpath FROM callable_paths WHERE kind = 'function')
            AND NOT EXISTS (SELECT 1 FROM standard_names sn WHERE sn.language = b.language
                            AND starts_with(replace(b.subject, '().', '.'), sn.name || '.')))
        OR (b.kind = 'table' AND ends_with(b.subject, '::' || k.subject))
        -- (a table written in a method is named by the object it belongs to: `self.env.filters` is the pack's `env.filters`)
        OR (b.kind = 'table' AND k.role = 'subscript_assign' AND ends_with(b.subject, '.' || k.subject))
        -- `@*`: a method of any bean, called in a SpEL expression (`@ss.hasPermi('x')`)
        OR (k.subject = '@*' AND starts_with(b.subject, '@')))
   AND (k.role = '*' OR k.role = b.role) AND (k.position = '*' OR k.position = b.position)
   -- (a slot of nothing but keys the entry excludes is another library's use of the same name)
   AND (k.except_keys IS NULL OR EXISTS (SELECT 1 FROM candidate_sites e WHERE e.candidate_id = b.candidate_id
                                                 AND NOT regexp_full_match(COALESCE(e.key, ''), k.except_keys)))
   -- (a name the framework takes from a class is a key only where the repo asks for one by it: most
   -- Spring components are injected by type, and their bean names are never spelled again)
   AND (k.implicit_name IS NULL OR b.candidate_id IN (SELECT candidate_id FROM lookup))
  GROUP BY b.candidate_id
)
SELECT b.*,
       COALESCE(s.shape, 0) AS shape,
       COALESCE(s.placeholder_share, 0) AS placeholder_share,
       COALESCE(l.hits, 0) AS lookup_hits,
       COALESCE(al.hits, 0) > 0 AS attr_lookup,
       CASE WHEN b.kind = 'pair' THEN COALESCE(cp.shared_keys, 0) ELSE COALESCE(p.any_hits, 0) END AS pair_hits,
       CASE WHEN b.kind = 'pair' THEN COALESCE(cp.shared_keys, 0) ELSE COALESCE(p.any_hits_listed, 0) END AS pair_hits_listed,
       -- a call pair's own evidence is the keys its two sides share across files
       CASE WHEN b.kind = 'pair' THEN COALESCE(cp.shared_keys, 0) ELSE COALESCE(p.same_receiver_hits, 0) END AS pair_same_receiver_hits,
       CASE WHEN b.kind = 'pair' THEN COALESCE(cp.shared_keys, 0) ELSE COALESCE(p.same_receiver_hits_listed, 0) END AS pair_same_receiver_hits_listed,
       cp.lookup_subject AS partner_subject,
       st.candidate_id IS NOT NULL AS storage,
       st.container_path AS storage_container,
       COALESCE(r.hits, 0) + COALESCE(tv.hits, 0) + COALESCE(ts.hits, 0) + COALESCE(trel.hits, 0) AS resolve_hits,
       COALESCE(q.hits, 0) AS qualifier_hits,
       COALESCE(mn.share, 0) AS member_share,
       COALESCE(tr.hits, 0) + COALESCE(gl.hits, 0) AS dynamic_reads,
       COALESCE(cu.hits, 0) AS constant_uses,
       CASE WHEN cc.uses >= 3 THEN cc.share ELSE 0.0 END AS compared_share,
       COALESCE(fn.hits, 0) AS file_refs,
       -- a constant holder that is an Enum: its members are one enumeration's values
       b.kind = 'table' AND b.role = 'assign' AND b.subject IN (SELECT qpath FROM enum_classes) AS enum_holder,
       COALESCE(kk.mode_share, 1.0) AS key_kind_share,
       kk.mode_kind AS key_kind,
       COALESCE(sn2.share, 0.0) AS self_named_share,
       COALESCE(ek.share, 0.0) AS enum_key_share,
       hv.candidate_id IS NOT NULL AS http_verb_slot,
       COALESCE(sk.share, 0.0) AS standard_share,
       COALESCE(nd.hits, 0) AS name_dispatch_hits,
       COALESCE(nd.built_hits, 0) AS name_dispatch_built_hits,
       COALESCE(sc.hits, 0) AS symbol_composite_keys,
       -- the parameter a numeric slot fills, when the callee is defined in the repo
       -- (every position from a `*args` on fills it)
       -- (and every keyword that names a parameter of the decorated function fills `**`)
       CASE WHEN pk.share >= 0.5 THEN '**'
            WHEN b.kind IN ('call', 'pair') AND regexp_full_match(b.position, '[0-9]+')
            THEN CASE WHEN CAST(b.position AS INTEGER) + 1 >= len(string_split(cpar.params, ','))
                           AND starts_with(list_extract(string_split(cpar.params, ','), -1), '*')
                      THEN list_extract(string_split(cpar.params, ','), -1)
                      ELSE list_extract(string_split(cpar.params, ','), CAST(b.position AS INTEGER) + 1) END END AS param_name,
       -- that parameter, or the keyword, is only formatted into text by the callee (check_type(int, x, "max_examples")
       -- puts the name in its error message)
       b.kind IN ('call', 'pair') AND list_contains(string_split(COALESCE(cpar.text_params, ''), ','),
         CASE WHEN regexp_full_match(b.position, '[0-9]+') THEN list_extract(string_split(cpar.params, ','), CAST(b.position AS INTEGER) + 1)
              ELSE b.position END) AS text_param,
       -- and the position a keyword slot could have been passed at (register(name="x") is register("x"))
       CASE WHEN b.kind IN ('call', 'pair') AND list_position(string_split(cpar.params, ','), b.position) IS NOT NULL
            THEN CAST(list_position(string_split(cpar.params, ','), b.position) - 1 AS VARCHAR) END AS param_index,
       nd.prefix AS name_dispatch_prefix,
       -- a decorator factory of the repo that hands its arguments on whole to one callee
       -- (`def control_command(**kwargs): return Panel.register(type="control", **kwargs)`): its
       -- functions' names are that callee's keys
       dl.delegate,
       -- the topmost class of the repo a called class descends from (oslo's StrOpt and BoolOpt: Opt)
       CASE WHEN b.kind IN ('call', 'pair') THEN cr.root END AS callee_root,
       -- the callee is a function, method or class of the repo (then its body can be a registry we
       -- failed to see); otherwise it is library code or a receiver nothing types
       b.kind IN ('call', 'pair') AND cdef.qpath IS NOT NULL AS callee_defined,
       -- the callee is one of the language's builtins (`ord("x")`, `zip("abc", ...)`, `compile(src,
       -- "<string>", "exec")`): the language keeps no registry of the repo's keys
       b.kind IN ('call', 'pair') AND cdef.qpath IS NULL
         AND split_part(b.subject, ' <-> ', 1) IN (SELECT sn.name FROM standard_names sn WHERE sn.language = b.language AND NOT contains(sn.name, '.')) AS builtin_callee,
       kn.framework AS known_framework,
       -- the pack's name for the idiom: sibling annotations and verbs it lists under one note are one idiom
       kn.note AS known_note,
       (regexp_matches(b.callee_name, '^(get|has|pop|setdefault|getattr|hasattr|setattr|delattr|getenv|lookup|fetch|find|resolve|reverse|redirect|require|contains|containsKey|getOrDefault|parse)([A-Z_].*)?$')
        OR regexp_full_match(b.callee_name, 'get(int|integer|bool|boolean|float|list|dict|dictorlist|tuple|str|string|bytes|json|path)')
        -- the import system looked up by name: __import__("pkg.mod"), import_module, Class.forName
        OR regexp_full_match(b.callee_name, '__import__|import_module|import_string|forName|loadClass')
        -- operator.itemgetter("id") / attrgetter("name"): a lookup made into a function
        OR regexp_matches(b.callee_name, '^(itemgetter|attrgetter|methodcaller)$')
        -- a regular-expression match read by group name: m.group("year")
        OR (b.callee_name = 'group' AND b.role = 'call_arg'))
         -- a decorator or an annotation is a declaration whatever its name (@router.get("/items")), and so is
         -- a bean's method called in the SpEL of an annotation (@PreAuthorize("@ss.hasPermi('x')"))
         AND b.kind = 'call' AND b.role IN ('call_arg', 'keyword_arg') AND NOT starts_with(b.subject, '@')
       -- a decorator that is a descriptor (its class defines __get__, or extends property) turns each function
       -- into an attribute read by its name (`@reify`, `@cached_property`): the names are attributes, not keys
       OR (b.kind = 'implicit' AND b.subject IN (
             SELECT c.qpath FROM class_qpaths c
             WHERE EXISTS (SELECT 1 FROM definitions d WHERE d.parent_symbol = c.symbol AND d.name = '__get__')
                OR EXISTS (SELECT 1 FROM definition_bases db WHERE db.symbol = c.symbol
                           AND db.base_path IN ('property', 'builtins.property', 'functools.cached_property')))) AS accessor
FROM base b
LEFT JOIN key_shape s USING (candidate_id)
LEFT JOIN key_kinds kk USING (candidate_id)
LEFT JOIN standard_keys sk USING (candidate_id)
LEFT JOIN lookup l USING (candidate_id)
LEFT JOIN pairs p USING (candidate_id)
LEFT JOIN storage st USING (candidate_id)
LEFT JOIN resolved r USING (candidate_id)
LEFT JOIN table_values tv USING (candidate_id)
LEFT JOIN table_symbols ts USING (candidate_id)
LEFT JOIN table_relative trel USING (candidate_id)
LEFT JOIN qualifier q USING (candidate_id)
LEFT JOIN table_reads tr USING (candidate_id)
LEFT JOIN group_loads gl USING (candidate_id)
LEFT JOIN constant_uses cu USING (candidate_id)
LEFT JOIN compared_constants cc USING (candidate_id)
LEFT JOIN file_named fn USING (candidate_id)
LEFT JOIN name_dispatch nd USING (candidate_id)
LEFT JOIN callable_params cpar ON cpar.qpath = replace(split_part(b.subject, ' <-> ', 1), '().', '.')
LEFT JOIN (SELECT qpath FROM callable_paths
           UNION
           -- a module-level alias is the repo's own name too (`url = URLSpec`)
           SELECT m.module || '.' || d.qual_name FROM definitions d JOIN modules m ON m.file = d.file WHERE d.kind = 'variable'
) cdef
  ON cdef.qpath = replace(split_part(b.subject, ' <-> ', 1), '().', '.')
LEFT JOIN attr_lookup al USING (candidate_id)
LEFT JOIN member_names mn USING (candidate_id)
LEFT JOIN symbol_composite sc USING (candidate_id)
LEFT JOIN known kn USING (candidate_id)
LEFT JOIN param_keywords pk USING (candidate_id)
LEFT JOIN self_named sn2 USING (candidate_id)
LEFT JOIN enum_keys ek USING (candidate_id)
LEFT JOIN http_verbs hv USING (candidate_id)
LEFT JOIN class_roots cr ON cr.qpath = replace(split_part(b.subject, ' <-> ', 1), '().', '.')
LEFT JOIN call_pairs cp ON cp.pair_id = b.candidate_id
LEFT JOIN (
  SELECT q.qpath, any_value(replace(f.callee_path, '().', '.')) AS delegate
  FROM key_forwards f JOIN callable_paths q ON q.symbol = f.symbol
  WHERE f.keyword IN ('*', '**') AND q.kind = 'function'
  GROUP BY q.qpath HAVING count(DISTINCT replace(f.callee_path, '().', '.')) = 1
) dl ON b.kind = 'implicit' AND dl.qpath = b.subject;
