-- Ranked candidates: the features of candidate_features under the weights of src/analyze/weights.ts.
-- One row per family (same callee name, role and position across spellings); the best member leads.
WITH RECURSIVE scored AS (
  SELECT f.*,
         log2(1 + distinct_keys) + 0.5 * log2(1 + files) AS prior,
         greatest($shapeFloor, shape * shape * (1 - placeholder_share)) AS shape_factor,
         -- declaration context tells registrations from data for callees nothing knows; a registration a
         -- framework pack knows is one wherever it runs (`app.connect` in `setup(app)`, `env.filters["x"] = f`
         -- in a method, `api.add_route` in an app factory)
         CASE WHEN known_framework IS NOT NULL THEN 1.0 ELSE $contextBase + (1 - $contextBase) * decl_share END AS context_factor,
         0.6 + 0.4 * least(1.0, 2.0 * distinct_keys / sites) AS spread_factor,
         lookup_hits / (distinct_keys + 2.0) AS lookup_ev,
         pair_hits / (distinct_keys + 2.0) AS pair_ev,
         pair_same_receiver_hits / (distinct_keys + 2.0) AS pair_same_ev,
         CASE WHEN storage THEN 1.0 ELSE 0.0 END AS storage_ev,
         resolve_hits / (distinct_keys + 2.0) AS resolve_ev,
         qualifier_hits / (distinct_keys + 2.0) AS qualifier_ev,
         name_dispatch_hits / (distinct_keys + 2.0) AS name_dispatch_ev,
         -- (an entry-point group the repo's own code loads by name is a plugin registry it declares: as
         -- good as a pack's knowledge, `iter_entry_points("mkdocs.plugins")`)
         -- (commands are the shell's: `load_entry_point(dist, "console_scripts", "twist")` in a __main__ is its path)
         CASE WHEN known_framework IS NOT NULL
                   OR (kind = 'config' AND role = 'config_entry' AND (ends_with(subject, '.entry_point') OR language = 'service-file')
                       AND dynamic_reads > 0 AND NOT script_group)
                   -- (and so is the annotation marking the types its service files are named for)
                   OR (kind = 'implicit' AND dynamic_reads > 0) THEN 1.0 ELSE 0.0 END AS known_ev,
         1 - $generated * generated_share AS generated_factor,
         1 - $tests * test_share AS test_factor,
         CASE WHEN accessor THEN $accessor ELSE 1.0 END AS accessor_factor,
         -- a keyword that says it carries a value or text (default=, help=, metavar=) holds data, not a key
         -- and so does an annotation that spells the field or parameter it sits on (@Column(name = "first_name"))
         -- (unless the names also complete functions the repo builds names of: `is_empty = recursive_property("is_empty")`
         -- beside `getattr(self, "calc_" + name)` and `def calc_is_empty`)
         -- (unless a pack knows the slot: pytest's `addoption(dest=)` is read back by string, argparse's by attribute)
         -- (a Java element is named in camelCase, `@RequestParam(defaultValue = "0")`: read as default_value)
         CASE WHEN kind = 'call' AND regexp_full_match(lower(regexp_replace(COALESCE(param_name, position), '([a-z0-9])([A-Z])', '\1_\2', 'g')), $valueKeywords)
                   AND known_framework IS NULL THEN 'keyword'
              -- (and so do the keywords of an option's declaration that hold the option parser's own vocabulary:
              -- `add_argument("-v", action="store_true")`, `const=`, `nargs=`; the keyword slot only)
              WHEN kind = 'call' AND role = 'keyword_arg' AND regexp_full_match(position, $optionKeywords)
                   AND regexp_full_match(callee_name, $optionDeclarers) AND known_framework IS NULL THEN 'option'
              -- (the argument of a class built on str is the string the object is: `ColorString("bold")`)
              WHEN kind IN ('call', 'pair') AND text_class AND NOT storage AND known_framework IS NULL THEN 'text_class'
              -- (a parameter the callee only formats into a message or an exception is a label)
              WHEN kind IN ('call', 'pair') AND text_param AND NOT storage AND known_framework IS NULL THEN 'text_param'
              WHEN kind = 'call' AND member_share >= 0.5 AND qualifier_hits = 0 AND known_framework IS NULL AND name_dispatch_hits = 0 THEN 'self_named'
              -- (the second argument of an entry's write is its value: map.put(key, value), setProperty, setdefault)
              WHEN kind = 'call' AND role = 'call_arg' AND position = '1' AND known_framework IS NULL
                   AND regexp_full_match(callee_name, 'put|putIfAbsent|setAttribute|setProperty|setdefault') THEN 'entry_value'
              END AS value_reason,
         -- why a candidate is one enumeration's values, not a registry's keys (demoted by `enum` in
         -- evidenced; `rank --explain` words each reason):
         -- a slot whose values are a tiny enum or booleans selects a mode; it names nothing
         -- (a slot the callee stores as a registry key, or a known framework idiom, is not a mode)
         -- (nor is a string that keys a registry together with the class passed beside it, when the
         -- pairs are near unique: @compiles(AddColumn, "postgresql"))
         CASE WHEN kind = 'call' AND NOT storage AND known_framework IS NULL
                   AND (enum_like OR (((distinct_keys <= 5 AND sites >= 4 AND sites >= 2 * distinct_keys)
                                       -- a few more values, each repeated often (argparse actions, file modes)
                                       OR (distinct_keys <= 8 AND sites >= 4 * distinct_keys))
                                      AND NOT symbol_composite_keys >= greatest(0.8 * sites, 2 * distinct_keys))) THEN 'mode'
              -- a dict's keys are unique: a "table" whose keys repeat is rows of records (fields of
              -- nested dicts, [{"name": ..., "url": ...}, ...]), not one registry
              WHEN kind = 'table' AND role <> 'assign' AND known_framework IS NULL AND sites >= 2 * distinct_keys THEN 'records'
              -- an Enum's members used by name elsewhere select a state or a mode, as a tiny-enum slot does
              WHEN enum_holder THEN 'enum_holder'
              -- and so do constants that other files only compare with (UserConstants.NORMAL.equals(status))
              WHEN kind = 'table' AND role = 'assign' AND known_framework IS NULL AND compared_share >= 0.8 THEN 'compared'
              -- and so does a call slot that takes only HTTP methods: the verb of one request
              -- (or a dict keyed by them whose values name nothing of the repo: the verb in a library's word)
              WHEN http_verb_slot AND NOT storage AND known_framework IS NULL AND (kind <> 'table' OR resolve_hits = 0) THEN 'http_verbs'
              -- and so does a table keyed by an Enum's members whose values name nothing: those states or
              -- modes put into text (`{EdgeType.USES: "-->"}`); a dispatch table so keyed resolves its values
              WHEN kind = 'table' AND enum_key_share >= 0.8 AND resolve_hits = 0 AND known_framework IS NULL THEN 'enum_keys'
              -- and so do constants that spell their own names (PENDING = "PENDING", LEFT = "left")
              WHEN kind = 'table' AND role = 'assign' AND known_framework IS NULL AND distinct_keys >= 2 AND self_named_share >= 0.8 THEN 'self_named'
              END AS enum_reason,
         -- a function's own name is a key only when something is known to register it by that name;
         -- a table is a registry only when its entries name something or it is dispatched on
         -- (or when most of the names come back as strings in other files: broadcast("revoke") for def revoke)
         CASE WHEN kind = 'implicit' AND NOT storage AND known_framework IS NULL AND dynamic_reads = 0
                   AND NOT (greatest(lookup_hits, pair_hits) >= 3 AND greatest(lookup_hits, pair_hits) / (distinct_keys + 2.0) >= 0.5) THEN $unbacked
              -- (a constant holder is backed by its constants' uses in other files)
              -- (a framework's table filled entry by entry, `env.filters["x"] = f`, is read by the framework)
              -- (nor is a table most of whose keys complete names of functions under a prefix code builds
              -- names with: `parse_<keyword>` read by `getattr(self, "parse_" + token.value)`; a few
              -- attribute names that are also node types, `visit_title`, are chance)
              -- (nor the model view templates are rendered with: the templates read its names)
              WHEN kind = 'table' AND resolve_hits = 0 AND dynamic_reads = 0 AND constant_uses = 0 AND NOT template_model AND name_dispatch_built_hits < 0.5 * distinct_keys
                   AND NOT (role = 'subscript_assign' AND known_framework IS NOT NULL)
                   AND NOT (role = 'dict_key' AND greatest(lookup_hits, pair_hits) >= 5 AND greatest(lookup_hits, pair_hits) / (distinct_keys + 2.0) >= 0.5)
                   AND NOT (role = 'collection_elem' AND best_partner_hits >= 10 AND best_partner_hits >= 0.8 * distinct_keys) THEN $unbacked
              -- the dicts nested in a table's entries (`NAME[]`: TEMPLATES = [{"BACKEND": ..., "DIRS": ...}],
              -- LOGGING = {"handlers": {...}}) are records or sections: a field that names a class, or a
              -- section read by its name, backs no key set of their own
              WHEN kind = 'table' AND ends_with(subject, '[]') AND name_dispatch_built_hits < 0.5 * distinct_keys THEN $unbacked
              -- (a dict of one entry is a record, or a registry whose entries come from elsewhere: its
              -- own literal declares no key set; but one write into a framework's table is a registration,
              -- as one call of a framework's registering function is)
              WHEN kind = 'table' AND role <> 'assign' AND distinct_keys < 2
                   AND NOT (role = 'subscript_assign' AND known_framework IS NOT NULL) THEN $unbacked
              -- one string handed to a call declares no key set: a registry's slot takes several, or stores
              -- the one it is given, or is one a pack knows (`app.add_directive("x")` in a docs conf), or is
              -- named as a registration (`checker.redefine("integer", fn)`, `registry.register("json", ...)`);
              -- a lone `read_text("pkg.data")`, `TranslatorFactory(domain="x")` or `Program(name="X")` is an argument
              WHEN kind = 'call' AND distinct_keys < 2 AND NOT storage AND known_framework IS NULL
                   AND name_dispatch_hits = 0 AND qualifier_hits = 0
                   AND NOT regexp_matches(lower(callee_name), '^(re)?(register|add|define|declare|install|subscribe|connect|bind|mount|provide)') THEN $unbacked
              -- a class-attribute family is a registry when the attribute itself is read as a key
              -- ({cls.kind: cls}, e.kind == fmt); equal values alone are shared by parallel attributes
              WHEN kind = 'class_attr' AND NOT attr_lookup AND known_framework IS NULL AND name_dispatch_hits = 0 THEN $unbacked
              -- and the values of an attribute are names for people when, over every class that sets it, most
              -- are written capitalised and code spells few of them again (`name = "Linode"` beside
              -- `type = Provider.LINODE`; `verbose_name`, `title`): reading that attribute by name is showing a
              -- label, and the ids equal to it once case is ignored are the other attribute's
              WHEN kind = 'class_attr' AND titled_share >= 0.5 AND spelled_share < 0.5
                   AND known_framework IS NULL AND name_dispatch_hits = 0 THEN $unbacked
              -- a property's values name things only when other files look them up (service ids in URLs)
              WHEN kind = 'config' AND role = 'config_value' AND lookup_hits < 2 THEN $unbacked
              -- (a command-line script is named for the shell, which runs it; no code of the repo looks the
              -- name up, unless it loads the group itself)
              WHEN script_group AND dynamic_reads = 0 THEN $unbacked
              -- (nor is one entry in a group the repo never loads: the plugin handed to another program,
              -- `babel.extractors: mako = ...`, `pytest11`, whose lookups are in that program; one entry in
              -- a group the repo loads, `pyramid.pshell_runner`, `mkdocs.plugins`, is its own registry's)
              WHEN kind = 'config' AND role = 'config_entry' AND ends_with(subject, '.entry_point') AND distinct_keys < 2
                   AND dynamic_reads = 0 AND known_framework IS NULL THEN $unbacked
              -- a directory of files is a registry when code names at least two of them
              WHEN kind = 'files' AND file_refs < 2 AND known_framework IS NULL THEN $unbacked ELSE 1.0 END AS backing_factor,
         -- a call that never runs at declaration time, into code outside the repo (or a receiver nothing
         -- types), that nothing stores and no pack knows: library API handed data at run time
         -- (SubElement(parent, "div"), el.set("href", url)); registrations are declarations or reach storage
         -- (a call pair of two such calls shares a vocabulary: Element("div") / SubElement(parent, "div"))
         -- (a builtin of the language is such a call wherever it runs)
         -- (and so is a method an object calls on itself, `self.set_focus("body")`, though it is the repo's
         -- own: in the open sets such runtime self-calls were arguments handed along, and the ones that
         -- register reach a store, which lifts the factor)
         -- (and so is a slot whose keys are names of the language's own library, `TypingAlias("collections.deque")`:
         -- knowledge about the language, not keys of the repo, unless something stores them)
         CASE WHEN kind IN ('call', 'pair') AND (decl_share = 0 OR builtin_callee) AND NOT storage AND known_framework IS NULL AND (NOT callee_defined OR self_call)
              THEN $externalRuntime
              WHEN kind IN ('call', 'pair') AND standard_share >= 0.8 AND NOT storage AND known_framework IS NULL
              THEN $externalRuntime ELSE 1.0 END AS external_factor,
         -- a directory of files declares its keys by existing, not in code: data files (locales, icons,
         -- templates) share their names with the words code uses for other things
         CASE WHEN kind = 'files' AND known_framework IS NULL THEN $fileSet ELSE 1.0 END AS files_factor,
         -- a class or module of constants whose values are all kinds of strings is a grab-bag of settings
         -- and literals, not one registry's keys (a settings module, `file::<module>`, is named by its file).
         -- A registry's keys are written alike: in the open sets' full lists every labelled holder that
         -- ranked had one kind of value only, and none of the holders mixing kinds was a registry
         CASE WHEN kind = 'table' AND role = 'assign' AND NOT contains(subject, '::') AND distinct_keys >= 3
                   AND key_kind_share < 0.8 THEN $grabBag ELSE 1.0 END AS mixed_factor,
         CASE WHEN $useStoplist AND regexp_matches(subject, $stoplist) THEN $stoplist_factor ELSE 1.0 END AS stoplist_factor,
         regexp_matches(subject, $stoplist) AS stoplisted,
         -- a call's family is named by its callee, or by the topmost class of the repo the called class
         -- descends from: sibling classes taking one parameter are one slot (StrOpt("x"), BoolOpt("y"))
         COALESCE(split_part(callee_root, '.', -1), split_part(split_part(subject, ' <-> ', 1), '.', -1)) AS callee_family_name
  -- (with the stop-list on, a partner on it is no pair: the counts without such partners stand in)
  FROM (SELECT * REPLACE (CASE WHEN $useStoplist THEN pair_hits_listed ELSE pair_hits END AS pair_hits,
                          CASE WHEN $useStoplist THEN pair_same_receiver_hits_listed ELSE pair_same_receiver_hits END AS pair_same_receiver_hits),
               -- the entry-point groups of command-line scripts, whose names the shell looks up
               kind = 'config' AND role = 'config_entry' AND ends_with(subject, '.entry_point')
                 AND position IN ('console_scripts', 'gui_scripts') AS script_group
        FROM candidate_features) f
  WHERE ($language = '' OR language = $language)
),
evidenced AS (
  SELECT *,
         CASE WHEN value_reason IS NULL THEN 1.0 ELSE $valueSlot END AS value_factor,
         CASE WHEN enum_reason IS NULL THEN 1.0 ELSE $enum END AS enum_factor,
         -- a constant used by name in another file is looked up there: it counts as a lookup
         -- (a family of names read by one built getattr is dispatched on, but its suffixes are
         -- identifiers, which other files spell for other reasons: the overlap counts as a runtime call's)
         1 + CASE WHEN (kind IN ('call', 'pair') AND decl_share = 0) OR role = 'definition_name' THEN $runtimeOverlap ELSE 1.0 END
             * ($lookup * lookup_ev + $pair * pair_ev + $pairSameReceiver * pair_same_ev)
           + $lookup * attr_lookup::INT + $lookup * constant_uses / (distinct_keys + 2.0)
           -- a file set's files named by strings in code are its lookups
           + $lookup * file_refs / (distinct_keys + 2.0)
           + CASE WHEN role = 'definition_name' THEN $builtName ELSE $storage END * storage_ev
           + $resolve * resolve_ev + $qualifier * qualifier_ev + $known * known_ev + $nameDispatch * name_dispatch_ev AS evidence_factor,
         (lookup_hits > 0 OR attr_lookup)::INT + (pair_hits > 0 AND NOT (distinct_keys = 1 AND lookup_hits = 0))::INT + storage::INT + (resolve_hits > 0)::INT
           + (qualifier_hits > 0)::INT + (known_framework IS NOT NULL)::INT + (dynamic_reads > 0)::INT + (name_dispatch_hits > 0)::INT
           + (constant_uses > 0)::INT + (file_refs > 0)::INT AS evidence_count
  FROM scored
),
-- Tables of one module named alike are one idiom declared once per variant: a keyword table per SQL
-- dialect (`KEYWORDS_ORACLE`, `KEYWORDS_HQL`), a component table per kind of component
-- (`EXTENSIONS_BASE`, `SPIDER_MIDDLEWARES_BASE`). They are one row, its tables shown inside, as one
-- table name over many modules is. The shared word is a whole word of the names, the last one first;
-- a word that says only what a table is (`_MAP`, `DEFAULT_`) names no idiom, and variants of one idiom
-- have keys of one kind.
-- (worked out on a narrow projection: a window over every feature column copies them all)
named_tables AS (
  SELECT candidate_id, language, role, key_kind, kind, subject,
         CASE WHEN kind = 'table' AND role IN ('dict_key', 'collection_elem')
                   AND (regexp_full_match(split_part(subject, '::', 2), '[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+')
                        -- (or camelCase: `startTagHandler` and `endTagHandler`, the word after the last capital)
                        OR regexp_full_match(split_part(subject, '::', 2), '[a-z][a-z0-9]*([A-Z][a-z0-9]+)+'))
              THEN split_part(subject, '::', 1) END AS table_file,
         lower(COALESCE(NULLIF(regexp_extract(split_part(subject, '::', 2), '_([A-Za-z0-9]+)$', 1), ''),
                        regexp_extract(split_part(subject, '::', 2), '^[a-z][A-Za-z0-9]*?([A-Z][a-z0-9]+)$', 1))) AS name_tail,
         CASE WHEN contains(split_part(subject, '::', 2), '_') THEN '*_' || lower(regexp_extract(split_part(subject, '::', 2), '_([A-Za-z0-9]+)$', 1))
              ELSE '*' || regexp_extract(split_part(subject, '::', 2), '([A-Z][a-z0-9]+)$', 1) END AS tail_glob,
         -- (a first word is shared by variants only where the variant is the one other word: `KEYWORDS_HQL`;
         -- `VOLUME_STATE_MAP` and `VOLUME_MODIFICATION_ATTRIBUTE_MAP` are two things about volumes)
         NULLIF(lower(regexp_extract(split_part(subject, '::', 2), '^([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9]+$', 1)), '') AS name_head,
         CASE WHEN kind = 'table' AND template_model THEN split_part(subject, '::', 1) END AS model_file,
         lower(split_part(subject, '::', 2)) AS table_name,
         NULLIF(lower(regexp_extract(split_part(subject, '::', 2), '^([A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)+)_[A-Za-z0-9]+$', 1)), '') AS variant_of
  FROM candidate_features
  WHERE ($language = '' OR language = $language)
),
-- Tables of one file keyed by the same names are one enumeration with an attribute in each table
-- (`LOG_LEVEL_COLORS` and `LOG_LEVEL_DISPLAY_THRESHOLDS`, both keyed error / info / warning;
-- `_clientParsers` and `_serverParsers`): one idiom, one row, as a table and its variant are. Three
-- names at least, the same three: two are as often two words two lists happen to share.
key_sets AS (
  SELECT candidate_id, string_agg(norm_key, chr(31) ORDER BY norm_key) AS key_set
  FROM (SELECT DISTINCT candidate_id, norm_key FROM candidate_sites WHERE kind = 'table' AND tier <> 'computed')
  GROUP BY candidate_id HAVING count(*) >= 3
),
-- (the table names many modules declare, one per module: one idiom already, below)
shared_names AS (
  SELECT language, regexp_replace(split_part(subject, '::', 2), '(\[\])+$', '') AS name
  FROM named_tables WHERE kind = 'table' AND contains(subject, '::')
  GROUP BY ALL HAVING count(DISTINCT split_part(subject, '::', 1)) >= 2
),
named_families AS (
  SELECT candidate_id, language, role, subject, kind,
         -- (the models one file renders view templates with, `velocityContext` and a helper's `context`,
         -- are one model filled in parts)
         CASE WHEN count(model_file) OVER (PARTITION BY language, model_file) >= 2
              THEN 'table|' || language || '|' || model_file || '::<template model>'
              WHEN count(table_file) OVER (PARTITION BY language, role, table_file, key_kind, name_tail) >= 2
                   AND NOT regexp_full_match(name_tail, $containerWords)
              THEN 'table|' || language || '|' || table_file || '::' || tail_glob
              WHEN name_head IS NOT NULL AND count(table_file) OVER (PARTITION BY language, role, table_file, key_kind, name_head) >= 2
                   AND NOT regexp_full_match(name_head, $containerWords)
              THEN 'table|' || language || '|' || table_file || '::' || name_head || '_*'
              -- (a table and its variant named by one more word: `KEY_TRANSLATIONS`, `KEY_TRANSLATIONS_DECCKM`)
              WHEN stem IS NOT NULL THEN 'table|' || language || '|' || table_file || '::' || stem || '_*' END AS named_family
  FROM (SELECT n.*, COALESCE(v.variant_of, b.table_name) AS stem
        FROM named_tables n
        LEFT JOIN (SELECT DISTINCT language, role, table_file, key_kind, variant_of FROM named_tables WHERE table_file IS NOT NULL) v
          ON v.language = n.language AND v.role = n.role AND v.table_file = n.table_file AND v.key_kind = n.key_kind AND v.variant_of = n.table_name
        LEFT JOIN (SELECT DISTINCT language, role, table_file, key_kind, table_name FROM named_tables WHERE table_file IS NOT NULL) b
          ON b.language = n.language AND b.role = n.role AND b.table_file = n.table_file AND b.key_kind = n.key_kind AND b.table_name = n.variant_of)
),
siblings AS (
  SELECT candidate_id,
         COALESCE(named_family,
                  CASE WHEN parallel_file IS NOT NULL AND count(parallel_file) OVER (PARTITION BY language, parallel_file, key_set) >= 2
                       THEN 'table|' || language || '|' || parallel_file || '::<same keys ' || md5(key_set) || '>' END) AS sibling_family
  FROM (SELECT f.*, k.key_set,
               -- (a table named by one name in many modules is one idiom already; the dicts nested in one
               -- table's entries, `[]`, are that table, and a function's own dicts, `{}`, are its data)
               CASE WHEN f.named_family IS NULL AND k.key_set IS NOT NULL AND f.kind = 'table' AND f.role IN ('dict_key', 'collection_elem')
                         AND contains(f.subject, '::') AND NOT regexp_matches(f.subject, '(\[\]|\{\})$') AND n.name IS NULL
                    THEN split_part(f.subject, '::', 1) END AS parallel_file
        FROM named_families f LEFT JOIN key_sets k USING (candidate_id)
        LEFT JOIN shared_names n ON n.language = f.language AND n.name = split_part(f.subject, '::', 2))
),
weighed AS (
  SELECT *,
         prior * shape_factor * context_factor * spread_factor * evidence_factor
           * generated_factor * test_factor * accessor_factor * value_factor * stoplist_factor * backing_factor * enum_factor
           * external_factor * files_factor * mixed_factor AS score
  FROM evidenced
),
abstaining AS (
  -- abstains: below the floor, with no independent evidence, or missing what makes its shape a registry
  -- (a holder of constants that are one enumeration's values, `class JobStatus(str, Enum)`, PENDING =
  -- "PENDING", flags other files only compare with, declares states or modes: no registry's keys. In the
  -- open sets' full lists, thirty such holders ranked and none was a registry)
  -- (nor does a grab-bag of constants, a module's every kind of string: in the open sets' top 60s, three
  -- of 27 were registries, or held one among other constants, httpie's request-item separators)
  SELECT *, (score < $floor OR evidence_count = 0 OR backing_factor < 1
             OR (kind = 'table' AND role = 'assign' AND (enum_factor < 1 OR mixed_factor < 1))) AS weak FROM weighed
),
-- Families are found on the columns that decide them; every feature column joins back at the end
-- (each window below would otherwise copy all of them: three times the whole query's time)
slim AS (
  SELECT a.candidate_id, a.kind, a.language, a.subject, a.role, a.position, a.weak, a.score, a.evidence_count,
         a.value_factor, a.value_reason, a.backing_factor, a.accessor_factor, a.stoplist_factor, a.enum_factor, a.mixed_factor, a.dynamic_reads,
         a.delegate, a.param_index, a.param_name, a.callee_family_name, a.known_framework, a.known_note, a.written_as,
         s.sibling_family
  FROM abstaining a JOIN siblings s USING (candidate_id)
),
-- a callee some slot of which ranks on its own (the row its other slots can join)
ranking_callees AS (
  SELECT kind IN ('call', 'pair') AS is_call, split_part(subject, ' <-> ', 1) AS callee, bool_or(NOT weak) AS callee_ranks
  FROM slim GROUP BY ALL
),
-- the parameter a position fills, by the spellings of a callee name the repo resolves: an unresolved
-- spelling (`engine.subscribe("start")`, `self.add_message("unused-import")`) fills the one its resolved
-- spellings (`Bus.subscribe(channel)`) show there, when they all show the same one
position_params AS (
  SELECT callee_family_name, position, min(param_name) AS param_name
  FROM slim
  WHERE kind IN ('call', 'pair') AND param_name IS NOT NULL AND regexp_full_match(position, '[0-9]+')
  GROUP BY ALL HAVING count(DISTINCT param_name) = 1
),
slotted AS (
  SELECT s.* REPLACE (COALESCE(s.param_name, CASE WHEN s.kind IN ('call', 'pair') AND s.param_index IS NULL THEN p.param_name END) AS param_name),
         r.callee_ranks
  FROM slim s JOIN ranking_callees r ON r.is_call = (s.kind IN ('call', 'pair')) AND r.callee = split_part(s.subject, ' <-> ', 1)
  LEFT JOIN position_params p ON p.callee_family_name = s.callee_family_name AND p.position = s.position
),
positioned AS (
  SELECT * EXCLUDE (sibling_family, callee_ranks),
         -- every slot of one callee that ranks on its own is one row: a registry whose key is spread
         -- over arguments (`as_subcommand_to("alias", "create")`, `@checks_drafts(draft3="x", draft4="x")`)
         -- or that takes a key and its target (`register_plugin("beaker", "mako.ext.beaker_cache")`);
         -- a weak slot joins that row when it has evidence of its own and nothing marks it as a value
         -- (tornado's `url(name="x")` beside its routes); a help text, a mode, a slot with no evidence
         -- keeps its own place beneath, and so does a slot a person has decided on. Only slots of the
         -- one callee as written: `Text(style=)` and `Table(caption_justify=)` stay apart
         kind IN ('call', 'pair') AND NOT list_contains(string_split($keepApart, ','), candidate_id)
           AND (NOT weak OR (callee_ranks AND evidence_count > 0 AND backing_factor = 1 AND accessor_factor = 1 AND stoplist_factor = 1
                             AND (value_factor = 1 AND score >= $weakTail * $floor
                                  -- (a slot that spells the names its results are assigned to, `select = Reactor("select",
                                  -- "app.selectreactor")`, is a plugin declared under its own name when a slot of the
                                  -- callee ranks: it joins on its evidence, the demotion for naming itself aside)
                                  OR (value_reason = 'self_named' AND score >= $weakTail * $floor * $valueSlot)))) AS slot_joins,
         -- decorator and call forms of one callee are one idiom
         -- and a decorator's name slot is its implicit name spelled out: @fixture(name="x") / @fixture
         -- and a slot by position and by keyword are one when the in-repo callee names the parameter
         -- (register("x") / register(name="x"))
         -- (a call pair competes with its register side: the better of the two leads)
         -- (decorators that factories of the repo make by handing their arguments on to one callee are one:
         -- celery's `@control_command` and `@inspect_command` both register through `Panel.register`; named
         -- by that callee's whole path, since other callees sharing its last name are no part of it)
         CASE WHEN kind = 'implicit' AND delegate IS NOT NULL THEN 'delegate|' || delegate
              WHEN kind = 'implicit' OR (role = 'decorator_arg' AND position = 'name' AND param_index IS NULL)
              THEN 'call|0|' || split_part(split_part(subject, ' <-> ', 1), '.', -1)
              -- the positions a `*args` takes are one slot
              WHEN kind IN ('call', 'pair') AND starts_with(param_name, '*')
              THEN 'call|' || param_name || '|' || callee_family_name
              -- a slot whose parameter the in-repo callee names is that parameter; only a name-like one is
              -- the slot an implicit name spells out (pecan's `@expose("index.html")` fills `template`)
              -- (a keyword slot of such a callee is the parameter it names)
              WHEN kind IN ('call', 'pair') AND (param_name IS NOT NULL OR (param_index IS NOT NULL AND NOT regexp_full_match(position, '[0-9+]+')))
              THEN 'call|' || CASE WHEN lower(COALESCE(param_name, position)) IN ('name', 'names', 'key', 'id', 'alias', 'value') THEN '0'
                                   ELSE COALESCE(param_name, position) END
                   || '|' || callee_family_name
              WHEN kind IN ('call', 'pair')
              THEN 'call|' || COALESCE(param_index, position) || '|' || callee_family_name
              -- one attribute over several bases of one hierarchy (lookup_name on Transform, Lookup...)
              WHEN kind = 'class_attr' THEN kind || '|' || language || '|' || position
              -- one table name in many modules (ischema_names per dialect) is one idiom
              WHEN kind = 'table' AND role = 'assign' THEN candidate_id
              WHEN sibling_family IS NOT NULL THEN sibling_family
              -- and so is a table with the dicts nested in its entries (`LOGGING = {"loggers": {...}}`, whose
              -- inner keys are `LOGGING[]`): one declaration, shown as one row whichever of its levels leads
              WHEN kind = 'table' THEN kind || '|' || language || '|' || regexp_replace(split_part(subject, '::', 2), '(\[\])+$', '')
              -- the property files of one classpath directory are one configuration, split by topic
              -- (`conf/db.properties`, `conf/resource.properties`, loaded together as `conf/*.properties`)
              -- (and so are the service files of one directory: `META-INF/extensions/<interface>`, one per
              -- extension point of one loader)
              -- (core/config-family.ts lists these formats and says the same for generated rules)
              WHEN kind = 'config' AND list_contains(string_split($directoryFamilies, ','), language) AND contains(subject, '/')
              THEN 'config|' || language || '|' || regexp_replace(subject, '/[^/]*$', '')
              ELSE candidate_id END AS positional_family
  FROM slotted
),
final AS (
  -- the joining slots of one callee take the family of its best slot
  SELECT * EXCLUDE (positional_family, slot_joins),
         CASE WHEN slot_joins
              THEN first_value(positional_family) OVER (PARTITION BY slot_joins, split_part(subject, ' <-> ', 1)
                                                        ORDER BY weak, score DESC, candidate_id)
              ELSE positional_family END AS base_family
  FROM positioned
),
-- what a framework pack lists under one note is one idiom (@GetMapping, @PostMapping: HTTP routes),
-- joined with the families its members already belong to
noted AS (
  SELECT *, CASE WHEN known_note IS NOT NULL THEN min(base_family) OVER (PARTITION BY known_framework, known_note) END AS note_family
  FROM final
),
grouped AS (
  SELECT * EXCLUDE (note_family), COALESCE(min(note_family) OVER (PARTITION BY base_family), base_family) AS family
  FROM noted
),
families AS (
  SELECT *,
         -- a family is led by its best-backed member: one that ranks before one that abstains, among the
         -- abstaining ones one the weak list puts earlier (the row is listed by its leader's place: a dict
         -- before a list nothing reads by a computed key, whichever scores higher), one with evidence
         -- before one without (`new_contract("blob")` alone has none; its pair with the
         -- `@contract(data="blob")` slots that look the names up has), then the highest score
         row_number() OVER (PARTITION BY family ORDER BY weak, weak_tail, weak_shape, evidence_count = 0, score DESC, candidate_id) AS member_rank,
         count(*) OVER (PARTITION BY family) AS family_size
  FROM (SELECT *,
               -- the places of the weak rows (the list's order, below, says why)
               weak AND kind IN ('call', 'pair') AND score < $weakTail * $floor AS weak_tail,
               weak AND NOT ((kind = 'table' AND ((role <> 'collection_elem' AND NOT (role = 'assign' AND (enum_factor < 1 OR mixed_factor < 1)))
                                                  OR (role = 'collection_elem' AND dynamic_reads > 0)))
                             OR (kind = 'config' AND role = 'config_entry')) AS weak_shape
        FROM grouped)
),
-- The rows a person reads, in the order they are listed.
leaders AS (
  SELECT family, candidate_id, weak, family_size, kind, role,
         backing_factor = 1 AND enum_factor = 1 AND value_factor = 1 AND mixed_factor = 1 AS plausible,
         row_number() OVER (ORDER BY weak, evidence_count = 0, score DESC, candidate_id) AS pos
  FROM families WHERE member_rank = 1
),
-- Rows that carry mostly the same keys are one registry seen from two sides (the class attribute
-- `lang` and the `languages` table; `connect("x")` and its `add_event("x")` pair) or one vocabulary
-- over sibling registries (URI schemes of several backend tables). The later row joins the earlier
-- one as related instead of taking a second place in the list. A row joins a ranked row only. A weak
-- table may join (a second table of the same operators or colour names is the same vocabulary, listed
-- once); a weak call slot keeps its own place (it is mostly a use of the keys, `set_status("finished")`
-- beside the `JobStatus` constants, and would bring noise into the row), and so do rows a definition
-- demotes (a parallel class attribute nothing reads as a key, a mode selector, a value slot): equal
-- values alone do not make them part of the registry.
-- (a message bundle takes no rows in: its codes are words of the interface, `owner`, `pet`, which the
-- names of model attributes and fields repeat; the code that reads a code is a row of its own. But a
-- holder of constants whose values are its codes, `UpmsErrorCodes.SYS_APP_SMS_ERROR = "sys.app.sms.error"`,
-- is the code's names for the messages: it joins the bundle's row, on codes of several words only)
window_keys AS (
  SELECT DISTINCT g.family, s.norm_key AS key, g.subject = 'message-bundle.message' AS bundle
  FROM candidate_sites s JOIN grouped g USING (candidate_id)
  WHERE g.family IN (SELECT family FROM leaders WHERE pos <= $relatedWindow AND NOT weak) AND s.tier <> 'computed'
),
-- a row that may join another is measured by its leading member's own keys: a table name over many
-- modules (`languages/*.py::directives`, one per language) holds every language's words, but the row a
-- person reads is the English one, which repeats the directive registry's names
leader_keys AS (
  SELECT DISTINCT l.family, s.norm_key AS key
  FROM candidate_sites s JOIN leaders l USING (candidate_id)
  WHERE l.pos <= $relatedWindow AND (NOT l.weak OR l.kind = 'table') AND s.tier <> 'computed'
),
key_counts AS (SELECT family, count(*) AS n FROM leader_keys GROUP BY family),
shared_keys AS (
  SELECT a.family AS head, b.family AS member, count(DISTINCT b.key) AS shared
  FROM window_keys a JOIN leader_keys b ON a.key = b.key AND a.family <> b.family
  WHERE NOT a.bundle OR (contains(b.key, '.') AND b.family IN (SELECT family FROM leaders WHERE kind = 'table' AND role = 'assign'))
  GROUP BY a.family, b.family
),
absorbs AS (
  SELECT s.member, arg_min(s.head, la.pos) AS head, arg_min(s.shared, la.pos) AS shared, any_value(k.n) AS keys
  FROM shared_keys s JOIN leaders la ON la.family = s.head JOIN leaders lb ON lb.family = s.member
       JOIN key_counts k ON k.family = s.member
  WHERE la.pos < lb.pos AND lb.plausible AND s.shared >= $relatedMinShared AND s.shared >= $relatedShare * k.n
    -- (a row that stands for several members carries them all along: two shared words of its leader
    -- are too few for that, `aliases` tables of four modules joining a table of two GUI backends)
    AND (lb.family_size = 1 OR s.shared > $relatedMinShared)
    -- a row a person has decided on stays where they decided it
    AND NOT EXISTS (SELECT 1 FROM grouped g WHERE g.family = s.member AND list_contains(string_split($keepApart, ','), g.candidate_id))
  GROUP BY s.member
),
-- a row joined to a row that itself joined another ends under the one that stands
chains(member, head, depth) AS (
  SELECT member, head, 1 FROM absorbs
  UNION ALL
  SELECT c.member, a.head, c.depth + 1 FROM chains c JOIN absorbs a ON a.member = c.head WHERE c.depth < 20
),
heads AS (
  SELECT c.member, c.head, a.shared, a.keys, (SELECT candidate_id FROM leaders l WHERE l.family = c.head) AS head_id
  FROM chains c JOIN absorbs a ON a.member = c.member
  WHERE c.head NOT IN (SELECT member FROM absorbs)
),
related_lists AS (
  SELECT h.head AS family,
         list({'subject': g.subject, 'role': g.role, 'position': g.position, 'kind': g.kind, 'shared': h.shared, 'keys': h.keys}
              ORDER BY h.shared DESC, g.subject, g.role, g.position) AS related
  FROM heads h JOIN grouped g ON g.family = h.member
  GROUP BY h.head
),
-- spellings and members once per family, attached to its leader only: a family of hundreds of
-- spellings would otherwise repeat its whole list on every member row
family_lists AS (
  SELECT family, list_distinct(flatten(list([subject] || written_as))) AS spellings,
         list_sort(list(DISTINCT {'subject': subject, 'role': role, 'position': position, 'kind': kind, 'written': written_as})) AS members
  FROM grouped GROUP BY family
)
SELECT a.*, f.base_family, f.family, f.member_rank, f.family_size,
       CASE WHEN f.member_rank = 1 THEN l.spellings ELSE [f.subject] || f.written_as END AS spellings,
       CASE WHEN f.member_rank = 1 THEN l.members
            ELSE [{'subject': f.subject, 'role': f.role, 'position': f.position, 'kind': f.kind, 'written': f.written_as}] END AS members,
       CASE WHEN f.member_rank = 1 THEN r.related END AS related,
       h.head_id AS related_to
FROM families f JOIN abstaining a USING (candidate_id)
-- (joined to the leader only: every member row would otherwise carry its family's whole lists)
LEFT JOIN family_lists l ON l.family = CASE WHEN f.member_rank = 1 THEN f.family END
LEFT JOIN related_lists r ON r.family = f.family
LEFT JOIN heads h ON h.member = f.family
WHERE (f.member_rank = 1 AND h.member IS NULL) OR $allMembers
-- among the weak rows, a table looked up by name (a dict, one filled key by key, a holder of named
-- constants, a list whose entries are looked up through a copy or name the methods getattr asks for)
-- and an entry-point group's entries (names its loader looks up) come before a list and a call slot: a mapping from names is the registry's own shape, a
-- list or an argument as often a vocabulary or data (and a holder of one enumeration's constants names
-- nothing at all); then those with some evidence before those with none.
-- A weak call slot scoring under a share of the floor (`weakTail`) comes after all of them: its evidence is
-- a word or two it shares with other code (`el.set("href")` / `el.attrib["href"]`), its score says the rest
-- (a runtime call into library code, a mode, a label), and listed by its evidence it would take the places
-- of short lists' weak tables
ORDER BY f.weak, f.weak_tail, f.weak_shape, f.evidence_count = 0, f.score DESC, f.candidate_id
LIMIT $limit
