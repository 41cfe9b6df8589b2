-- The first derive step: names a package re-exports, read by dotted-refs.sql and the candidate stages
-- (a temp table, on the connection the later steps run on), and the macros that take a dotted path
-- apart where a re-exported prefix ends.

-- The first n segments of a dotted path, and the rest after them with its leading `.` ('' when none).
CREATE OR REPLACE TEMP MACRO path_head(p, n) AS array_to_string(list_slice(string_split(p, '.'), 1, n), '.');
CREATE OR REPLACE TEMP MACRO path_tail(p, n) AS
  CASE WHEN len(string_split(p, '.')) > n
       THEN '.' || array_to_string(list_slice(string_split(p, '.'), n + 1, len(string_split(p, '.'))), '.')
       ELSE '' END;

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
