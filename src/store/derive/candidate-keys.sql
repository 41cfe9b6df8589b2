-- Stage 4: the keys of candidates and the lookup positions they are matched against (the features of
-- stage 6 and the `pairs` command read these tables).

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
  -- (nor does a message code a bundle declares: its keys are words of the interface, `owner`, `required`,
  -- which code spells for its own reasons; code that reads a code is the lookup)
  AND NOT (role = 'config_entry' AND callee_path = 'message-bundle.message')
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
SELECT candidate_id, any_value(kind) AS kind, any_value(subject) AS subject, norm_key, list(DISTINCT file ORDER BY file) AS files,
       -- a function's or class's own name is looked up by its exact spelling (`#{user}` is no lookup of class User)
       list(DISTINCT key ORDER BY key) AS keys,
       list(DISTINCT n.namespace ORDER BY n.namespace) FILTER (WHERE n.namespace IS NOT NULL) AS namespaces,
       -- a function's own table is private to it: nothing in another file reads it, whatever words they share
       -- (but the model it renders view templates with, which the templates read)
       bool_and(kind = 'table' AND decl = 0 AND tm.file IS NULL) AS private
FROM candidate_sites LEFT JOIN key_namespaces n USING (file)
LEFT JOIN template_models tm ON tm.file = candidate_sites.file AND tm.enclosing_symbol = candidate_sites.enclosing_symbol
 AND candidate_sites.subject = tm.file || '::' || tm.container
GROUP BY candidate_id, norm_key;

