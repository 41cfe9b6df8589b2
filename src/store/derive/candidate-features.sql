-- Stage 6: candidate_features, the features of every candidate that src/store/sql/rank.sql weighs.
-- Each is computed here once and stored, so `rank --explain` reads them back as they were scored.

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
         -- the names of a model that view templates read (`${packageName}` for `velocityContext.put("packageName", ...)`)
         count(DISTINCT norm_key) FILTER (WHERE norm_key IN (SELECT read_key FROM template_variables)) AS template_reads,
         -- a model views are rendered with: a table three or more of whose names, a call slot two or more of
         -- whose keys, and half of them or more, templates read
         template_reads >= CASE WHEN any_value(kind) = 'table' THEN 3 ELSE 2 END AND template_reads >= 0.5 * count(DISTINCT norm_key) AS template_model,
         -- (a call slot that fills a model, `context.setVariable("user", u)`, declares the templates' variables
         -- wherever it runs)
         CASE WHEN any_value(kind) = 'call' AND template_model THEN 1.0 ELSE avg(decl) END AS decl_share,
         avg(CASE WHEN in_test THEN 1.0 ELSE 0.0 END) AS test_share,
         avg(CASE WHEN generated THEN 1.0 ELSE 0.0 END) AS generated_share,
         count(*) FILTER (WHERE tier = 'folded') AS folded_sites,
         count(*) FILTER (WHERE tier = 'computed') AS computed_sites,
         list(DISTINCT key ORDER BY key)[1:5] AS examples,
         -- the callee as the code writes it where that differs from the canonical subject
         -- (`pecan.expose` for `pecan.decorators.expose`): `callees` prints these
         COALESCE(list(DISTINCT written ORDER BY written) FILTER (WHERE written <> subject), [])[1:10] AS written_as,
         bool_and(regexp_full_match(lower(key), 'true|false|yes|no|on|off|0|1|none|null')) AS enum_like,
         any_value(split_part(subject, '.', -1)) AS callee_name,
         -- the path of the callable the call reaches: its subject, or the repo's method a `self.` call lands on
         COALESCE(mode(st.target), replace(split_part(any_value(subject), ' <-> ', 1), '().', '.')) AS callee_qpath,
         count(st.target) > 0 AS self_call
  FROM candidate_sites s
  LEFT JOIN self_targets st ON s.kind = 'call' AND st.symbol = s.enclosing_symbol AND st.callee_path = s.written
  GROUP BY candidate_id
),
-- a table mapping operators to operators (`{"<": ">=", "==": "!="}`) relates operators to each other: data
-- about the language, where a table mapping each to a method or a function dispatches it
operator_maps AS (
  SELECT cs.candidate_id
  FROM (SELECT DISTINCT candidate_id, file, subject FROM candidate_sites WHERE kind = 'table') cs
  JOIN literals l ON l.file = cs.file AND cs.subject = l.file || '::' || l.container AND l.role = 'dict_value'
  GROUP BY cs.candidate_id
  HAVING avg(CASE WHEN operator_sign(l.value) THEN 1.0 ELSE 0.0 END) >= 0.5
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
                        -- and two or three lower-case words name one as well: colours (`dark red`, `light gray`),
                        -- and wherever a named constant holds them (`UPDATE_PALETTE_ENTRY = "update palette entry"`)
                        OR ((kind = 'table' OR tier = 'folded') AND regexp_full_match(key, '[a-z]{2,}( [a-z]{2,}){1,2}'))
                        -- and a capitalised name with a word or a version after it names one too: a
                        -- language's or a product's display name (`Python 3`, `Dark Red`)
                        OR (kind = 'table' AND regexp_full_match(key, '[A-Z][a-z]+( ([A-Z][a-z]+|[0-9]+(\.[0-9]+)?)){1,2}'))
                        -- and an operator names the operation a table dispatches it to (`"+": "__add__"`,
                        -- `"==": operator.eq`)
                        OR (kind = 'table' AND operator_sign(key)
                            AND candidate_id NOT IN (SELECT candidate_id FROM operator_maps))
                        -- a bare file extension names a type of file: a MIME map's, a loader's key (`.gz`, `.tar.bz2`)
                        OR regexp_full_match(key, '(\.[A-Za-z0-9]{1,8}){1,2}')
                        -- and a media type or range names a format: content negotiation's keys
                        -- (`application/atom+xml`, `application/vnd.api+json`, `text/*`)
                        OR regexp_full_match(trim(key), '(\*|[a-z]+)/(\*|[A-Za-z0-9][A-Za-z0-9.+\-]*)'))
                   -- a file's name is a path, not a key (a bare extension has no name before it)
                   AND NOT (regexp_matches(lower(key), '\.(html?|css|js|png|jpe?g|svg|gif|json|txt|ya?ml|xml|csv|md|ico|woff2?|py|java)$')
                            AND NOT regexp_full_match(key, '(\.[A-Za-z0-9]{1,8}){1,2}'))
                   -- a number written as a string is a code (a status, a flag's `"0"`/`"1"`, a port, a vendor's
                   -- id), not a name: in the open sets' ranked lists none of the 131 candidates whose keys were all
                   -- numerals was a registry, and 49 were labelled noise
                   AND NOT regexp_full_match(trim(key), '[0-9]+')
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
  -- (every pick among equals below is ordered: a tie broken by chance is a ranking that changes between scans)
  SELECT candidate_id, max(n) / sum(n) AS mode_share, first(kind_of_key ORDER BY n DESC, kind_of_key) AS mode_kind
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
    -- a class attribute written capitalised (`name = "Linode"`, `label = "Python"`) is the name a person
    -- reads; the id that equals it once case is ignored (`DRIVERS["linode"]`) is another string, kept by
    -- another attribute. Names in capitals (`"GET"` read as `get`) and lower-case keys still match so
    AND (c.kind <> 'class_attr' OR list_contains(c.keys, l.key)
         OR NOT list_bool_or(list_transform(c.keys, x -> regexp_matches(x, '^[A-Z][a-z]'))))
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
partner_best AS (
  -- the one call slot elsewhere that takes most of a table's keys (`execute_command("GET", ...)` for a list
  -- of command names): the list enumerates that slot's vocabulary
  SELECT candidate_id, max(n) AS hits
  FROM (SELECT c.candidate_id, p.candidate_id AS partner, count(DISTINCT c.norm_key) AS n
        FROM cand_keys c JOIN partner_sites p ON p.norm_key = c.norm_key AND p.candidate_id <> c.candidate_id AND p.subject <> c.subject
        WHERE c.kind = 'table' AND NOT list_contains(c.files, p.file) AND NOT p.import_time AND NOT c.private
        GROUP BY 1, 2)
  GROUP BY candidate_id
),
exact_storage AS (
  SELECT b.candidate_id, min(s.container_path) AS container_path
  FROM base b JOIN storing s ON s.qpath = b.callee_qpath
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
         min(s.key_param) AS key_param, min(s.container_path) AS container_path
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
  SELECT b.candidate_id, min(t.via)
  FROM base b JOIN name_family_prefixes t ON t.language = b.language AND t.prefix || '*' || t.suffix = b.subject
  WHERE b.role = 'definition_name' AND NOT starts_with(t.via, 'known:')
  GROUP BY b.candidate_id
  UNION ALL
  SELECT b.candidate_id, min(m.container_path) AS container_path
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
  SELECT n.candidate_id, max(n.hits) AS hits, first(n.prefix ORDER BY n.hits DESC, n.prefix) AS prefix,
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
  FROM base b JOIN (SELECT file, container, key_text, FALSE AS derived, FALSE AS local, FALSE AS registered FROM container_accesses WHERE kind IN ('subscript', 'get')
                    UNION ALL
                    -- a copy of the table under other keys (`LOWER = {k.lower(): v for k, v in COLORS.items()}`,
                    -- an inverted index of a dict of lists), read by a computed key in the file that builds it:
                    -- the original's keys, or its lists' elements, are what that read looks up
                    SELECT d.file, d.container, r.key_text, TRUE AS derived, FALSE AS local, FALSE AS registered
                    FROM container_accesses d JOIN container_accesses r
                      ON d.kind = 'derived' AND r.kind IN ('subscript', 'get') AND r.file = d.file AND r.container = d.key_text
                    UNION ALL
                    -- and a copy of that copy in the same file (`for ext in cls.file_extensions: self.reader_classes[ext] = cls`,
                    -- then `self.readers[fmt] = reader_class(...)` for each of its entries, read as `self.readers[fmt]`)
                    SELECT d.file, d.container, r.key_text, TRUE AS derived, FALSE AS local, FALSE AS registered
                    FROM container_accesses d
                    JOIN container_accesses d2 ON d.kind = 'derived' AND d2.kind = 'derived' AND d2.file = d.file
                     AND d2.container = d.key_text AND d2.key_text <> d.container
                    JOIN container_accesses r ON r.kind IN ('subscript', 'get') AND r.file = d.file AND r.container = d2.key_text
                    UNION ALL
                    -- entries that name the attributes getattr/hasattr asks for (`for m in METHODS: hasattr(self,
                    -- m.lower())`, `if verb in self.SUPPORTED_METHODS` then `getattr(self, verb.lower())`)
                    SELECT file, container, key_text, TRUE AS derived, FALSE AS local, FALSE AS registered FROM container_accesses WHERE kind = 'names'
                    UNION ALL
                    -- a named list asked where a name stands (`_BASIC_COLORS.index(name)`): its entries are
                    -- looked up by name, the position being what the name selects
                    SELECT file, container, key_text, TRUE AS derived, FALSE AS local, FALSE AS registered FROM container_accesses WHERE kind = 'position'
                    UNION ALL
                    -- a parameter compared with names, a module imported for each (`if name == "trio": import ...`):
                    -- the chain looks its names up by the parameter, in its own file
                    SELECT file, container, key_text, TRUE AS derived, TRUE AS local, FALSE AS registered FROM container_accesses WHERE kind = 'branch'
                    UNION ALL
                    -- a loop at import time that hands each key to a call keeping it (`for name, src in
                    -- METHODS.items(): register_transform(..., partial(match, name))`): registered by key,
                    -- whatever the values hold (source text, messages: the key is what is kept)
                    SELECT file, container, 'registered:' || key_text, TRUE AS derived, TRUE AS local, TRUE AS registered FROM container_accesses WHERE kind = 'registered') a
    ON b.kind = 'table'
   AND split_part(a.container, '.', -1) = split_part(split_part(b.subject, '::', 2), '.', -1)
   -- (a function's own table, `<function>{}`, is read in its own file only)
   AND (NOT (ends_with(a.container, '{}') OR a.local) OR a.file = split_part(b.subject, '::', 1))
   AND NOT regexp_matches(a.key_text, '^[rbuf]*[''"]')
  -- (a dict without string values maps names to numbers, records or objects: `ANSI_COLOR_NAMES["red"]`
  -- is 1, `SPINNERS["dots"]` a frame record; those are names looked up too, unless prose sits among its
  -- values; a list read by a computed index is no lookup by name)
  WHERE a.registered OR COALESCE((SELECT avg(CASE WHEN v.key_kind = 'symbolic' OR NOT regexp_matches(trim(v.value), '\s') THEN 1.0 ELSE 0.0 END)
                  FROM literals v WHERE v.role = 'dict_value' AND b.subject = v.file || '::' || v.container),
                 CASE WHEN (b.role IN ('dict_key', 'subscript_assign') OR a.derived)
                       -- unless its values are messages made by calls (`{"failed": _("Payment failed")}`;
                       -- a list has no values)
                       AND (b.role = 'collection_elem' OR NOT EXISTS (SELECT 1 FROM literals l
                                       JOIN (SELECT any_value(file) AS f, min(line) AS lo, max(line) AS hi
                                             FROM candidate_sites cs WHERE cs.candidate_id = b.candidate_id) r
                                         ON l.file = r.f AND l.line BETWEEN r.lo AND r.hi
                                       -- (a keyword's text is an option of the object the value makes,
                                       -- `CmdOptionParser("annotate", description="Make annotated copies...")`,
                                       -- not a message the key selects)
                                       WHERE l.role NOT IN ('dict_key', 'keyword_arg') AND regexp_matches(l.value, '[A-Za-z]{2,}\s+[A-Za-z]{2,}')
                                         -- (a display name inside a record value, `{"us-east-1": {"name": "US East"}}`,
                                         -- is a field of the record, not the message the key selects)
                                         AND NOT starts_with(COALESCE(l.container, ''), split_part(b.subject, '::', 2) || '[')))
                      THEN 1.0 ELSE 0.0 END) >= 0.5
  GROUP BY b.candidate_id
),
group_loads AS (
  -- an entry-point group that the repo's own code names (`iter_entry_points("apscheduler.triggers")`,
  -- `ExtensionManager(namespace="oslo.config.driver")`, a constant holding the group) is loaded there
  -- whole: each entry is then looked up by a name that comes from configuration or from a caller
  SELECT candidate_id, sum(hits) AS hits FROM (
    SELECT b.candidate_id, count(*) AS hits
    FROM base b JOIN literals l ON b.position IN (l.value, l.resolved_value)
    WHERE b.kind = 'config' AND b.role = 'config_entry' AND ends_with(b.subject, '.entry_point') AND b.position <> ''
      AND COALESCE(l.callee, '') <> 'entry_point' AND l.language IN ('python', 'java')
    GROUP BY b.candidate_id
    UNION ALL
    -- a Java service file named for one of the repo's own types (`META-INF/extensions/com.x.Codec` beside
    -- `interface Codec`) is read by a class loader by that type's name, as a group the code names is:
    -- `getExtensionLoader(Codec.class).getExtension(name)`, `ServiceLoader.load(Codec.class)`
    SELECT b.candidate_id, count(DISTINCT l.file) AS hits
    FROM base b JOIN literals l ON l.callee_path = b.subject AND l.role = 'config_entry'
    JOIN service_types st ON st.qpath = l.container
    WHERE b.kind = 'config' AND b.role = 'config_entry' AND b.language = 'service-file'
    GROUP BY b.candidate_id
    UNION ALL
    -- and the annotation that marks such types names extension points the loader reads their files by
    -- (`@SPI interface Codec`)
    SELECT b.candidate_id, count(DISTINCT st.qpath) AS hits
    FROM base b JOIN candidate_sites cs ON cs.candidate_id = b.candidate_id
    JOIN service_types st ON st.symbol = cs.target_symbol AND st.kind = 'interface'
    WHERE b.kind = 'implicit' AND b.role = 'decorator_implicit'
    GROUP BY b.candidate_id
  ) GROUP BY candidate_id
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
  -- (beside a catch-all or two: `RequestMethodEnum { GET("GET"), ..., ALL("All") }`)
  HAVING (bool_and(http_verb(key)) AND count(DISTINCT upper(key)) >= 2)
      OR (count(DISTINCT upper(key)) FILTER (WHERE http_verb(key)) >= 4
          AND count(DISTINCT upper(key)) FILTER (WHERE http_verb(key)) >= 0.8 * count(DISTINCT upper(key)))
  UNION
  -- and so does a dict keyed by HTTP methods whose every value is an expression, not a string
  -- (`{"GET": pycurl.HTTPGET}`, `{"GET": Token.HTTP.GET}`): the verb put into a library's word. A dict
  -- whose values are strings (a router's `{"get": "list"}`) may name the repo's handlers; one whose
  -- values are the repo's own functions is a dispatch (rank.sql keeps those: they resolve)
  SELECT cs.candidate_id
  FROM candidate_sites cs
  JOIN literals v ON v.file = cs.file AND v.container = split_part(cs.subject, '::', 2) AND v.role = 'dict_value' AND v.dict_key = cs.key
  WHERE cs.kind = 'table' AND cs.role = 'dict_key'
  GROUP BY cs.candidate_id
  HAVING bool_and(http_verb(cs.key)) AND count(DISTINCT upper(cs.key)) >= 2 AND bool_and(v.key_kind = 'symbolic')
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
family_words AS (
  -- the words of a class-attribute family's base and member class names (`JSONTag` is json and tag,
  -- `NodeNG` node and ng), singular, three letters or more: what an object of the family may be called
  SELECT candidate_id, list(DISTINCT regexp_replace(w, 's$', '')) AS words
  FROM (SELECT candidate_id, unnest(string_split(lower(regexp_replace(regexp_replace(n, '([A-Z]+)([A-Z][a-z])', '\1_\2', 'g'), '([a-z0-9])([A-Z])', '\1_\2', 'g')), '_')) AS w
        FROM (SELECT candidate_id, split_part(subject, '.', -1) AS n FROM base WHERE kind = 'class_attr'
              UNION SELECT cs.candidate_id, split_part(cs.target_symbol, '.', -1) FROM candidate_sites cs
              WHERE cs.kind = 'class_attr' AND cs.target_symbol IS NOT NULL))
  WHERE length(w) >= 3
  GROUP BY candidate_id
),
attr_lookup AS (
  -- the family's attribute is read as a key elsewhere: {cls.kind: cls}, e.kind == fmt
  SELECT b.candidate_id, count(*) AS hits
  FROM base b JOIN container_accesses a ON a.kind = 'attribute' AND a.key_text = b.position
  LEFT JOIN family_words fw ON fw.candidate_id = b.candidate_id
  -- a structural read, not two equal strings: the module declaring the family may read it too
  WHERE b.kind = 'class_attr'
    -- of an object that may be one of the family's, as far as its name tells: `self`, `cls`, a name that
    -- says nothing (`obj`, `f`, `d`, `item`: one or two letters), or one sharing a word with the base or a member class
    -- (`node._astroid_fields` in NodeNG's family, `lookup.lookup_name` in Lookup's); `plugin.name` and
    -- `theme.name` say nothing of the `name` of FilesystemObject's family
    -- (a metaclass reading the class body it is handed, `dict_["__dialect__"]`, reads the family's own)
    AND (NOT contains(a.container, '.') OR starts_with(a.container_path, 'namespace:')
         OR regexp_full_match(lower(COALESCE(list_extract(string_split(a.container, '.'), -2), '')),
                           '_?([a-z]{1,2}[0-9]?|self|cls|klass|kls|obj|item|instance|inst|each|sub|subclass|child|member|entry|elem|element|value|other|target|candidate|class_|klass_)')
         OR list_has_any(
              list_transform(string_split(lower(regexp_replace(list_extract(string_split(a.container, '.'), -2), '([a-z0-9])([A-Z])', '\1_\2', 'g')), '_'),
                             w -> regexp_replace(w, 's$', '')),
              fw.words))
  GROUP BY b.candidate_id
  UNION ALL
  -- a Java enum's constructor argument kept in a field that a walk over `values()` compares
  -- (`DataTypeEnum.urlOf(url)`: `url.startsWith("jdbc:" + d.feature)`): the enum is a table keyed by it
  SELECT b.candidate_id, count(*) AS hits
  FROM base b JOIN callable_params cpar ON cpar.qpath = b.subject
  JOIN container_accesses a ON a.kind = 'attribute' AND a.container_path = b.subject
   AND a.key_text = list_extract(string_split(cpar.params, ','), CAST(b.position AS INTEGER) + 1)
  WHERE b.kind = 'call' AND b.language = 'java' AND regexp_full_match(b.position, '[0-9]+')
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
display_names AS (
  -- an attribute set over classes of several bases (`name` on every driver) is measured over all of
  -- them: the share of its values written capitalised (`"Linode"`, `"Amazon EC2"`), and the share that
  -- code in other files spells again as they are written (the lookups above)
  SELECT b.candidate_id, t.titled_share, u.spelled_share
  FROM base b
  JOIN (SELECT b.position, avg(CASE WHEN regexp_matches(k.key, '^[A-Z][a-z]') THEN 1.0 ELSE 0.0 END) AS titled_share
        FROM base b JOIN (SELECT DISTINCT candidate_id, key FROM candidate_sites) k USING (candidate_id)
        WHERE b.kind = 'class_attr' GROUP BY b.position) t USING (position)
  JOIN (SELECT b.position, sum(COALESCE(l.hits, 0)) / sum(b.distinct_keys) AS spelled_share
        FROM base b LEFT JOIN lookup l USING (candidate_id)
        WHERE b.kind = 'class_attr' GROUP BY b.position) u USING (position)
  WHERE b.kind = 'class_attr'
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
       COALESCE(dn.titled_share, 0) AS titled_share,
       COALESCE(dn.spelled_share, 0) AS spelled_share,
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
       COALESCE(pb.hits, 0) AS best_partner_hits,
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
       -- the callee is a class of the repo built on str or bytes (`ColorString("bold")`, `AtomicString(text)`):
       -- its first argument is the string the object is, a value (an Enum's `Color("red")` looks a member up,
       -- and is not one)
       b.kind IN ('call', 'pair') AND b.position = '0' AND b.callee_qpath IN (
         SELECT c.qpath FROM class_qpaths c JOIN definition_bases db ON db.symbol = c.symbol
         WHERE db.base_path IN ('str', 'builtins.str', 'bytes', 'builtins.bytes')
           AND NOT EXISTS (SELECT 1 FROM definition_bases e WHERE e.symbol = c.symbol AND regexp_matches(e.base_path, 'Enum$'))) AS text_class,
       -- the callee is a function, method or class of the repo (then its body can be a registry we
       -- failed to see); otherwise it is library code or a receiver nothing types
       b.kind IN ('call', 'pair') AND cdef.qpath IS NOT NULL AS callee_defined,
       -- the callee is a method of the repo an object calls on itself (`self.set_focus("body")`)
       b.self_call,
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
LEFT JOIN display_names dn USING (candidate_id)
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
LEFT JOIN partner_best pb USING (candidate_id)
LEFT JOIN name_dispatch nd USING (candidate_id)
LEFT JOIN callable_params cpar ON cpar.qpath = b.callee_qpath
LEFT JOIN (SELECT qpath FROM callable_paths
           UNION
           -- a module-level alias is the repo's own name too (`url = URLSpec`)
           SELECT m.module || '.' || d.qual_name FROM definitions d JOIN modules m ON m.file = d.file WHERE d.kind = 'variable'
) cdef
  ON cdef.qpath = b.callee_qpath
LEFT JOIN attr_lookup al USING (candidate_id)
LEFT JOIN member_names mn USING (candidate_id)
LEFT JOIN symbol_composite sc USING (candidate_id)
LEFT JOIN known kn USING (candidate_id)
LEFT JOIN param_keywords pk USING (candidate_id)
LEFT JOIN self_named sn2 USING (candidate_id)
LEFT JOIN enum_keys ek USING (candidate_id)
LEFT JOIN http_verbs hv USING (candidate_id)
LEFT JOIN class_roots cr ON cr.qpath = b.callee_qpath
LEFT JOIN call_pairs cp ON cp.pair_id = b.candidate_id
LEFT JOIN (
  SELECT q.qpath, any_value(replace(f.callee_path, '().', '.')) AS delegate
  FROM key_forwards f JOIN callable_paths q ON q.symbol = f.symbol
  WHERE f.keyword IN ('*', '**') AND q.kind = 'function'
  GROUP BY q.qpath HAVING count(DISTINCT replace(f.callee_path, '().', '.')) = 1
) dl ON b.kind = 'implicit' AND dl.qpath = b.subject;
