-- File-name registries: a directory of files that code finds by name (`render("orders/list.html")`,
-- `load_schema("draft7")` for schemas/draft7.json, `getTemplate("vm/java/domain.java.vm")`), and Spring's
-- profile files (`application-dev.yml`, chosen by `spring.profiles.active: dev` or `@Profile("dev")`).
-- The register side is the file's existence, so there is no literal to find it by: a set is formed only
-- where strings in code name its files. Derived from other_files (files no language reads), files and
-- literals; read by candidate-sites.sql (one site per file) and by `pairs` (file_refs).

-- Every way a string can name a file: the path from some directory down, with all, the last or no
-- extension (`admin/list.html`, `admin/list`, `vm/java/domain.java.vm`, `domain.java`). The directory
-- the string starts from is the root of the set.
-- The files a string can name: those no language reads, and view templates, which a pack reads for the
-- variables they use but which code still finds by name (`getTemplate("vm/java/domain.java.vm")`).
CREATE OR REPLACE TEMP TABLE nameable_files AS
SELECT path FROM other_files
UNION
-- (templates and plain .properties files are read for their names inside, and stay nameable as files)
SELECT path FROM files WHERE language IN ('view-template', 'properties');

CREATE OR REPLACE TEMP TABLE file_forms AS
WITH named AS (
  SELECT path, string_split(path, '/') AS parts
  FROM nameable_files
  -- a name with a stem and an extension; dotfiles and extensionless files name no set
  WHERE regexp_matches(regexp_extract(path, '[^/]*$'), '^[^.]+\.[A-Za-z0-9]+')
),
suffixes AS (
  SELECT path, array_to_string(list_slice(parts, 1, i - 1), '/') AS root, array_to_string(list_slice(parts, i, len(parts)), '/') AS rel
  FROM named, LATERAL (SELECT unnest(range(1, len(parts) + 1)) AS i)
)
SELECT DISTINCT path, root, rel, form, lower(regexp_extract(path, '\.([^./]*)$', 1)) AS ext
FROM suffixes, LATERAL (SELECT unnest([lower(rel), lower(regexp_replace(rel, '\.[^./]*$', '')),
                                        lower(regexp_replace(rel, '\.[^/]*$', ''))]) AS form)
WHERE length(form) >= 2;

-- Strings in code that name a file: the literal (trimmed, without a leading `./` or `/`, and each part
-- of a comma list: `spring.profiles.active: dev,local`) equals one of its forms.
CREATE OR REPLACE TEMP TABLE literal_names AS
SELECT l.file, l.line, l.role, l.callee_path, l.enclosing_symbol, l.value, l.language,
       lower(regexp_replace(trim(part), '^(\./|/)+', '')) AS v
FROM literals l, LATERAL (SELECT unnest(string_split(l.value, ',')) AS part)
-- (a file name has no whitespace inside: messages and docstrings are no names)
WHERE l.key_kind = 'literal' AND length(l.value) BETWEEN 2 AND 300 AND NOT regexp_matches(trim(part), '\s');

-- A string names a file by its name with an extension or a path (`main.html`, `admin/list`): strong.
-- A bare stem (`draft7`, `home`) may be any word that a file happens to share; it counts only for a set
-- that strong names or a template of its names (`"schemas/{}.json".format(name)`, a glob `"*.completion"`)
-- make one. A template names every file it matches.
CREATE OR REPLACE TEMP TABLE file_hits AS
SELECT f.path, f.root, f.ext, contains(f.rel, '/') AS nested, contains(f.form, '/') OR contains(f.form, '.') AS strong,
       FALSE AS template, n.file AS ref_file, n.line AS ref_line, n.role AS ref_role,
       n.callee_path AS ref_callee, n.enclosing_symbol AS ref_symbol, n.value AS ref_value
FROM file_forms f JOIN literal_names n ON n.v = f.form
UNION ALL
-- (a template's set is the directory of the files it matches: `schemas/{}.json` reads schemas/*.json;
-- one with nothing but the placeholder before the extension, `{}.sql`, names the files of its own
-- package only: the code beside its data, `join(dirname(__file__), "*.completion")`)
SELECT f.path, regexp_extract(f.path, '^(.*)/[^/]*$', 1), f.ext, FALSE, TRUE, TRUE,
       t.file, t.line, t.role, t.callee_path, t.enclosing_symbol, t.value
FROM (SELECT *, lower(regexp_extract(value, '\.([A-Za-z0-9]+)$', 1)) AS ext,
             regexp_full_match(regexp_replace(trim(tv), '^(\./|/)+', ''), '\{\}\.[A-Za-z0-9]+') AS bare,
             -- the template as a pattern of one file name: a placeholder is a name without a slash
             '(?i)' || array_to_string(list_transform(string_split(regexp_replace(trim(tv), '^(\./|/)+', ''), '{}'),
                                                      x -> regexp_escape(x)), '[^/.]+') AS pattern
      FROM (SELECT *, CASE WHEN key_kind = 'literal' THEN replace(value, '*', '{}') ELSE value END AS tv FROM literals
            WHERE (key_kind = 'computed' AND contains(value, '{}')) OR (key_kind = 'literal' AND contains(value, '*')))
      WHERE regexp_matches(tv, '^[^{}]*\{\}[^{}]*\.[A-Za-z0-9]+$')) t
JOIN file_forms f ON f.ext = t.ext AND f.form = lower(f.rel) AND regexp_full_match(f.rel, t.pattern)
WHERE NOT t.bare OR starts_with(t.file, regexp_replace(f.path, '/[^/]*/[^/]*$', '') || '/');

-- A set is the files of one extension directly in the root (`schemas/*.json`, keyed by the stem), or
-- anywhere under it when strings name them by a relative path (`templates/**/*.html`, keyed by the path
-- without extensions: `admin/list`).
CREATE OR REPLACE TEMP TABLE file_set_members AS
WITH sets AS (
  SELECT root, ext, bool_or(nested) AS nested FROM file_hits GROUP BY root, ext HAVING bool_or(strong)
),
members AS (
  SELECT s.root, s.ext, s.nested, o.path,
         substr(o.path, CASE WHEN s.root = '' THEN 1 ELSE length(s.root) + 2 END) AS rel
  FROM sets s JOIN nameable_files o
    ON lower(regexp_extract(o.path, '\.([^./]*)$', 1)) = s.ext
   AND (s.root = '' OR starts_with(o.path, s.root || '/'))
)
SELECT root, ext, nested, path,
       CASE WHEN nested THEN (CASE WHEN root = '' THEN '' ELSE root || '/' END) || '**/*.' || ext
            ELSE (CASE WHEN root = '' THEN '' ELSE root || '/' END) || '*.' || ext END AS subject,
       -- the key: the relative path with the file name cut at its first dot
       regexp_replace(rel, '^((?:[^/]*/)*[^/.]+)\..*$', '\1') AS key
FROM members
WHERE nested OR NOT contains(rel, '/');

-- Spring Boot's profile files: `application-<profile>.yml` anywhere in the repository declares the
-- profile; the keys are the profiles, the set one per extension (`application-*.yml`).
CREATE OR REPLACE TEMP TABLE profile_files AS
SELECT path, m.profile AS key, m.base || '-*.' || m.ext AS subject
FROM (SELECT path, regexp_extract(regexp_extract(path, '[^/]*$'), '^(application|bootstrap)-(.+)\.(ya?ml|properties)$',
                                  ['base', 'profile', 'ext']) AS m
      FROM files WHERE language = 'spring-config')
WHERE m.profile <> '';

-- Each string that names a file of a set, with the set's candidate id (the formula of candidate-sites.sql)
-- and whether it names the file strongly.
CREATE OR REPLACE TABLE file_refs AS
WITH refs AS (
  SELECT m.subject, m.path, m.key, h.ref_file AS file, h.ref_line AS line, h.ref_role AS role, h.ref_callee AS callee_path,
         h.ref_symbol AS enclosing_symbol, h.ref_value AS value, h.strong
  FROM file_set_members m
  JOIN file_hits h ON h.path = m.path AND h.root = m.root AND h.ext = m.ext AND (m.nested OR NOT h.nested)
  UNION ALL
  SELECT p.subject, p.path, p.key, n.file, n.line, n.role, n.callee_path, n.enclosing_symbol, n.value, FALSE
  FROM profile_files p JOIN literal_names n ON n.v = lower(p.key)
  -- (a profile file's own `spring.config.activate.on-profile: dev` is its declaration, not a use)
  WHERE n.file NOT IN (SELECT path FROM profile_files)
)
SELECT DISTINCT 'c' || substr(md5('files|files|' || subject || '|file_name|'), 1, 10) AS candidate_id, * FROM refs;

-- The sets code names: two of their files named strongly (or by a template), and a quarter of them
-- named at all (a string equal to a file's name by chance, "index" beside docs/index.rst, names one
-- of fifty); a profile file set once any string outside it names a profile. One site per file.
CREATE OR REPLACE TABLE file_set_sites AS
WITH sets AS (SELECT subject, path, key FROM file_set_members UNION SELECT subject, path, key FROM profile_files),
strong AS (SELECT DISTINCT subject, path FROM file_refs WHERE strong),
counted AS (
  SELECT s.subject, count(DISTINCT s.path) AS members, count(DISTINCT r.path) AS named,
         count(DISTINCT st.path) AS named_strong
  FROM sets s
  LEFT JOIN file_refs r ON r.subject = s.subject AND r.path = s.path
  LEFT JOIN strong st ON st.subject = s.subject AND st.path = s.path
  GROUP BY s.subject
),
kept AS (
  SELECT c.subject FROM counted c
  WHERE (regexp_matches(c.subject, '^(application|bootstrap)-\*\.') AND c.named >= 1)
     OR (c.named_strong >= 2 AND c.named >= 0.25 * c.members)
),
-- a directory whose files a kept set under an outer root already holds is that set seen from nearer
-- (`vm/java/*.vm` inside `resources/**/*.vm`, named as "vm/java/domain.java.vm"): one set, the outer
subsumed AS (
  SELECT DISTINCT f.subject
  FROM (SELECT DISTINCT subject, root, ext FROM file_set_members WHERE NOT nested) f
  JOIN (SELECT DISTINCT subject, root, ext FROM file_set_members WHERE nested) n
    ON n.ext = f.ext AND n.subject IN (SELECT subject FROM kept)
   AND (n.root = '' OR starts_with(f.root, n.root || '/') OR f.root = n.root)
)
SELECT s.* FROM sets s
WHERE s.subject IN (SELECT subject FROM kept) AND s.subject NOT IN (SELECT subject FROM subsumed);

DELETE FROM file_refs WHERE subject NOT IN (SELECT subject FROM file_set_sites);
