-- Dotted strings that name a module, class or function of the repository (`dotted_refs`): a direct
-- 'names' edge from the file holding the literal to the file named (`path("admin/reindex/",
-- "ops.views.ReindexView")`, `handler404 = "ops.views.not_found"`, `include("exports.urls")`, a
-- settings list, an entry point). Docstrings are not references. A bare word (`"orders"`) names a
-- package only as an element of a list (INSTALLED_APPS), in a configuration file, or passed to an
-- importer (`importlib.import_module("bootstrap")`).
SELECT l.file, min(l.line) AS line, l.value, r.target_file, any_value(r.target_symbol) AS target_symbol,
       any_value(r.status) AS status
FROM literals l
JOIN dotted_refs r ON r.value = l.value
WHERE r.target_file IS NOT NULL AND r.status IN ('module', 'symbol', 'partial')
  AND l.key_kind = 'literal' AND l.role <> 'docstring' AND r.target_file <> l.file
  AND (contains(l.value, '.') OR contains(l.value, ':') OR l.role IN ('collection_elem', 'config_entry', 'config_ref')
       OR l.callee IN ('import_module', 'import_string', '__import__', 'forName', 'locate', 'load_object'))
GROUP BY l.file, l.value, r.target_file
ORDER BY l.file, line, l.value
