-- Stage 2: candidate_sites, every position that may be a registry, one row per key occurrence, over
-- key_sites, definitions, decorators, dotted_refs and known_idioms and the names of stage 1.

-- A Java statement run by a class's initializer (a static block, an instance block): its enclosing
-- symbol is the class itself, not one of its methods.
CREATE OR REPLACE TEMP MACRO java_class_init(lang, at_import, sym) AS
  lang = 'java' AND at_import
  AND EXISTS (SELECT 1 FROM definitions d WHERE d.symbol = sym AND d.kind IN ('class', 'enum', 'interface', 'record'));

-- The names view templates read (`${packageName}`, `{{ nav }}`): the variables of their models.
CREATE OR REPLACE TEMP TABLE template_variables AS
SELECT DISTINCT norm_key AS read_key FROM key_sites WHERE callee_path = 'view-template.variable';

-- The model a view template is rendered with: a dict or map filled with names that templates read
-- (`velocityContext.put("packageName", ...)`, `return {"nav": nav, "config": config}`), three names or
-- more and at least half of its names. Templates are the lookup side; code rarely reads the model back.
CREATE OR REPLACE TEMP TABLE template_models AS
SELECT k.file, k.container, k.enclosing_symbol
FROM key_sites k
LEFT JOIN template_variables t ON t.read_key = k.norm_key
WHERE k.role IN ('dict_key', 'subscript_assign') AND k.tier = 'literal' AND k.language IN ('python', 'java') AND k.container IS NOT NULL
GROUP BY k.file, k.container, k.enclosing_symbol
HAVING count(DISTINCT t.read_key) >= 3 AND count(DISTINCT t.read_key) >= 0.5 * count(DISTINCT k.norm_key);

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
    -- (nor is the class a service file names for an extension: that entry is the name's, not a property's)
    AND language <> 'service-file'
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
  -- (a Java chain of comparisons is written as the code spells the comparison, `active.equals`)
  SELECT 'table' AS kind, language, file || '::' || container AS subject,
         CASE WHEN language = 'java' AND role = 'compare' THEN COALESCE(callee_path, file || '::' || container) ELSE file || '::' || container END AS written,
         role, '' AS position,
         file, line, key, norm_key, tier, import_time, in_test, receiver, target_kind, target_symbol, enclosing_symbol
  FROM key_sites
  WHERE container IS NOT NULL AND tier IN ('literal', 'folded')
    AND (role IN ('dict_key', 'collection_elem')
         -- or the names a function compares its parameter with, importing a module for each in two branches
         -- or more (`if name == "trio": import dns._trio_backend`): a table of plugins loaded lazily
         -- (in Java, a chain whose branches call a method of the class or construct an object for each name:
         -- `if (active.equals("local")) storage = localStorage(); else if (active.equals("qiniu")) ...`)
         -- (a Python chain that calls a handler named after each name, `elif payload["command"] == "shutdown":
         -- handle_shutdown_command(worker)`, likewise). Two branches and three names: two names side by side
         -- (`vertical == "top"` beside "middle", each calling `align_top`, `align_middle`) are a mode switch
         OR (language IN ('python', 'java') AND role = 'compare' AND (file, enclosing_symbol, container) IN (
               SELECT a.file, a.enclosing_symbol, a.container FROM container_accesses a
               WHERE a.kind = 'branch'
               GROUP BY a.file, a.enclosing_symbol, a.container HAVING count(*) >= 2)
             AND (file, enclosing_symbol, container) IN (
               SELECT file, enclosing_symbol, container FROM key_sites
               WHERE role = 'compare' AND tier IN ('literal', 'folded')
               GROUP BY ALL HAVING count(DISTINCT norm_key) >= 3)))
    -- declared once per object: at import time, or as an instance's table in its constructor
    -- (`self.commands = {"start": self.start, ...}`, `self._sections = {...}`)
    AND (import_time OR role = 'compare' OR (language = 'python' AND role = 'dict_key' AND starts_with(container, 'self.')
                         AND NOT contains(substr(container, 6), '.') AND ends_with(enclosing_symbol, '.__init__'))
         -- or the model a function hands view templates
         OR (language = 'python' AND role = 'dict_key' AND (file, container, enclosing_symbol) IN (SELECT file, container, enclosing_symbol FROM template_models))
         -- or a dict of the repo's own functions or classes that a function returns whole (named `return`)
         OR (language = 'python' AND role = 'dict_key' AND container = 'return'
             AND (file, enclosing_symbol) IN (SELECT file, owner FROM callable_valued_dicts WHERE container = 'return' AND owner IS NOT NULL))
         -- or a function's own dict that the same function reads by a computed key: `{"a": A}[kind]`
         -- (named `<function>{}`), `handlers = {...}` then `handlers[kind]()`
         OR (language = 'python' AND role = 'dict_key' AND EXISTS (
               SELECT 1 FROM container_accesses a
               WHERE a.file = key_sites.file AND a.enclosing_symbol = key_sites.enclosing_symbol
                 AND a.container = key_sites.container AND a.kind IN ('subscript', 'get')
                 AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]')))
         -- or the unnamed tuple a function walks to ask its class for the method each entry names
         -- (`for m in ("GET", "HEAD", ...) if getattr(self, m.lower(), None)`, named `<function>{}`)
         OR (language = 'python' AND role = 'collection_elem' AND ends_with(container, '{}') AND EXISTS (
               SELECT 1 FROM container_accesses a
               WHERE a.file = key_sites.file AND a.enclosing_symbol = key_sites.enclosing_symbol
                 AND a.container = key_sites.container AND a.kind = 'names')))
    -- the language's own name lists (`__all__` exports, `__slots__`, a ctypes structure's `_fields_`)
    -- name the module's or class's own attributes, for `import *` and the object layout: none is a key
    AND NOT (language = 'python' AND regexp_full_match(container, '(__(all|slots|match_args)__|_fields_|_anonymous_)(\[\])*'))
    -- a table is a named module-level value or a class-body one, not a keyword argument's literal
    -- (the records inside one, `NAME[]`, count as the named value's)
    AND (regexp_replace(container, '(\[\])+$', '') IN (SELECT d.name FROM definitions d WHERE d.file = key_sites.file AND d.kind = 'variable')
         OR NOT ends_with(enclosing_symbol, '::<module>')
         -- unless its values are the repo's own functions or classes: `create(validators={"$ref": ref, ...})`
         -- hands a factory a dispatch table, whatever the argument is called
         OR (role = 'dict_key' AND (file, container) IN (SELECT file, container FROM callable_valued_dicts WHERE owner IS NULL)))
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
  -- A Java method's own map filled by `put` and read there by a computed key (`extMap.put("image", ...)`
  -- then `extMap.get(dirName)`) is the same table, written as the code writes it, `extMap.put`. So is a
  -- class's static map filled in its initializer and read through the field by a computed key in one of
  -- its methods (`static { monthMap.put("JAN", 0); ... }`, `monthMap.get(s)`): Java's module-level table.
  SELECT 'table' AS kind, k.language, k.file || '::' || k.container AS subject,
         CASE WHEN k.language = 'java' THEN COALESCE(k.callee_path, k.file || '::' || k.container) ELSE k.file || '::' || k.container END AS written,
         k.role, '' AS position,
         k.file, k.line, k.key, k.norm_key, k.tier, k.import_time, k.in_test, k.receiver, k.target_kind, k.target_symbol, k.enclosing_symbol
  FROM key_sites k LEFT JOIN module_aliases ma ON ma.file = k.file AND ma.name = k.container
  WHERE k.role = 'subscript_assign' AND k.tier = 'literal'
    -- (a model that view templates read is a table wherever it is filled: `velocityContext.put("packageName", ...)`)
    AND ((k.file, k.container, k.enclosing_symbol) IN (SELECT file, container, enclosing_symbol FROM template_models) OR (
        (k.language = 'python' OR (k.language = 'java' AND regexp_full_match(COALESCE(k.container, ''), '[A-Za-z_$][A-Za-z0-9_$]*')
                                   AND EXISTS (SELECT 1 FROM container_accesses a
                                               WHERE a.file = k.file AND a.container = k.container AND a.enclosing_symbol = k.enclosing_symbol
                                                 AND a.kind = 'get' AND a.container_path = a.container)
                                   OR java_class_init(k.language, k.import_time, k.enclosing_symbol)))
    AND (regexp_full_match(COALESCE(k.container, ''), '(self\.)?[A-Za-z_][A-Za-z0-9_]*')
         OR (k.import_time AND ends_with(k.enclosing_symbol, '::<module>')
             AND regexp_full_match(COALESCE(k.container, ''), '[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+')))
    AND ((k.import_time AND ends_with(k.enclosing_symbol, '::<module>') AND NOT starts_with(k.container, 'self.')) OR EXISTS (
      SELECT 1 FROM container_accesses a
      WHERE a.file = k.file AND a.container = k.container AND a.kind IN ('subscript', 'get')
        AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]')
        -- the same table: one function's own, an instance's (any method of the class), or the module's
        AND (a.enclosing_symbol = k.enclosing_symbol
             -- (a class's initializer fills what its methods read through the field)
             OR (java_class_init(k.language, k.import_time, k.enclosing_symbol) AND a.kind = 'get'
                 AND starts_with(a.enclosing_symbol, k.enclosing_symbol || '.') AND ends_with(a.container_path, '.' || k.container))
             OR (starts_with(k.container, 'self.')
                 AND regexp_replace(a.enclosing_symbol, '\.[^.]*$', '') = regexp_replace(k.enclosing_symbol, '\.[^.]*$', ''))
             OR ends_with(k.enclosing_symbol, '::<module>'))))))
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
  -- ROOT_URLCONF = "shop.urls"); its values are keys of the import system, resolved at run time.
  -- Each site is written as the name that holds it (`settings.py::ROOT_URLCONF`): the row's spellings
  -- then name its settings, which is how a reader looks one up
  SELECT 'table' AS kind, language, file || '::<module>' AS subject, file || '::' || container AS written, role, '' AS position,
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
  WHERE (d2.kind IN ('function', 'method', 'class')
         -- (an interface only where a service file is named for it: `@SPI interface Codec` beside
         -- `META-INF/extensions/com.x.Codec`, an extension point a loader reads by its name; other
         -- interfaces, `@Mapper`, `@FunctionalInterface`, are injected or implemented by type)
         OR (d2.kind = 'interface' AND d2.symbol IN (SELECT symbol FROM service_types)))
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
         -- so is a chain importing a module for each name its parameter is compared with: its plugins' table
         WHEN kind = 'table' AND role = 'compare' THEN 1.0
         -- and so is the model a function renders view templates with: it declares the templates' variables
         WHEN kind = 'table' AND (file, split_part(subject, '::', 2), enclosing_symbol) IN (SELECT file, container, enclosing_symbol FROM template_models) THEN 1.0
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
