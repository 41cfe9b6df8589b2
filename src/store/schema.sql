-- idiomscope workspace schema. Table names are the contract; columns may grow.
-- Scan tables are loaded with the appender in exactly this column order (src/store/load.ts).

CREATE TABLE meta (
  key VARCHAR PRIMARY KEY,
  value VARCHAR
);

CREATE TABLE files (
  path VARCHAR NOT NULL,          -- repo-relative, '/'-separated
  language VARCHAR NOT NULL,
  bytes BIGINT NOT NULL,
  hash VARCHAR,                   -- sha1 of the content; null when unreadable
  parse_errors INTEGER NOT NULL,
  skip_reason VARCHAR,            -- binary | too_large | minified | not_utf8 | unreadable | symlink_outside
  module VARCHAR                  -- Python dotted module, Java package.Class
);

CREATE TABLE literals (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  col INTEGER NOT NULL,
  value VARCHAR NOT NULL,
  key_kind VARCHAR NOT NULL,      -- literal | computed | symbolic | folded
  role VARCHAR NOT NULL,
  callee VARCHAR,
  callee_path VARCHAR,
  receiver VARCHAR,
  arg_index INTEGER,
  keyword VARCHAR,
  container VARCHAR,
  target_symbol VARCHAR,
  target_kind VARCHAR,
  target_type VARCHAR,
  enclosing_symbol VARCHAR NOT NULL,
  import_time BOOLEAN NOT NULL,
  elem_index INTEGER,
  dict_key VARCHAR,
  in_test BOOLEAN NOT NULL,
  language VARCHAR NOT NULL,
  resolved_value VARCHAR
);

CREATE TABLE definitions (
  file VARCHAR NOT NULL,
  symbol VARCHAR NOT NULL,
  name VARCHAR NOT NULL,
  qual_name VARCHAR NOT NULL,
  kind VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  end_line INTEGER NOT NULL,
  parent_symbol VARCHAR,
  language VARCHAR NOT NULL,
  value_type VARCHAR,             -- module-level variable assigned a call: the callee path (instance type)
  params VARCHAR,                 -- functions: parameters filled by position, comma-separated (no self/cls, none after *)
  alias_of VARCHAR,               -- module-level name bound to a name or attribute: the path it stands for
  text_params VARCHAR             -- functions: parameters the body only formats into text, comma-separated
);

CREATE TABLE definition_bases (
  file VARCHAR NOT NULL,
  symbol VARCHAR NOT NULL,
  base VARCHAR NOT NULL,
  base_path VARCHAR NOT NULL,
  relation VARCHAR NOT NULL       -- extends | implements
);

CREATE TABLE decorators (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  symbol VARCHAR NOT NULL,
  callee VARCHAR NOT NULL,
  callee_path VARCHAR NOT NULL,
  arg_count INTEGER NOT NULL,
  has_string_arg BOOLEAN NOT NULL
);

CREATE TABLE imports (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  module VARCHAR NOT NULL,
  name VARCHAR,
  alias VARCHAR,
  level INTEGER NOT NULL,
  resolved VARCHAR NOT NULL,
  wildcard BOOLEAN NOT NULL
);

CREATE TABLE constants (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  scope_symbol VARCHAR NOT NULL,
  name VARCHAR NOT NULL,
  qualified VARCHAR NOT NULL,
  value VARCHAR NOT NULL,
  key_kind VARCHAR NOT NULL
);

CREATE TABLE storage_writes (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  symbol VARCHAR NOT NULL,        -- function whose parameter is the key
  key_param VARCHAR NOT NULL,
  key_param_index INTEGER NOT NULL,
  container VARCHAR NOT NULL,
  container_path VARCHAR NOT NULL,
  kind VARCHAR NOT NULL           -- subscript | setdefault | append
);

CREATE TABLE key_forwards (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  symbol VARCHAR NOT NULL,        -- function whose parameter is passed on; `@<type path>` for an annotation's element read (param = element)
  param VARCHAR NOT NULL,
  param_index INTEGER NOT NULL,
  callee_path VARCHAR NOT NULL,
  arg_index INTEGER,
  keyword VARCHAR
);

CREATE TABLE container_accesses (
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  enclosing_symbol VARCHAR NOT NULL,
  container VARCHAR NOT NULL,
  container_path VARCHAR NOT NULL,
  kind VARCHAR NOT NULL,          -- subscript | get
  key_text VARCHAR NOT NULL
);

CREATE TABLE scan_errors (
  file VARCHAR NOT NULL,
  line INTEGER,
  kind VARCHAR NOT NULL,          -- syntax | config_parse | read | extract | skip
  message VARCHAR NOT NULL
);

-- Every dotted name a file can be imported as, one row per source root (written by scan).
-- Files no language pack reads (templates, schemas, data files), by path only: their names can be
-- the keys of a registry. Written once per scan.
CREATE TABLE other_files (
  path VARCHAR NOT NULL
);

CREATE TABLE modules (
  file VARCHAR NOT NULL,
  module VARCHAR NOT NULL,
  root VARCHAR NOT NULL
);

-- Registration idioms known from framework packs (src/frameworks/), written by scan so the ranker can
-- start known idioms at high confidence. `subject` matches a callee path exactly or as a dotted suffix.
-- names that belong to a language itself (standard-library modules, builtins), from LanguageSupport
CREATE TABLE standard_names (
  language VARCHAR NOT NULL,
  name VARCHAR NOT NULL
);

CREATE TABLE known_idioms (
  framework VARCHAR NOT NULL,
  subject VARCHAR NOT NULL,
  role VARCHAR NOT NULL,          -- a role, or '*'
  position VARCHAR NOT NULL,      -- an argument index / keyword / element, or '*'
  note VARCHAR,
  key_pattern VARCHAR,            -- the key is this pattern's first group in each string, when set
  except_keys VARCHAR,            -- a slot whose every key fully matches this is not the pack's
  implicit_name VARCHAR           -- how a decorator_implicit name is spelled as a key ('decapitalize'), when not as written
);

-- What the packs know of library callables' parameters (a pack's `signatures`).
CREATE TABLE known_signatures (
  framework VARCHAR NOT NULL,
  callee VARCHAR NOT NULL,
  params VARCHAR NOT NULL         -- comma-separated, in order, as definitions.params
);

-- Runtime keys built by `idiomscope keys build` from the generated queries: one row per end.
CREATE TABLE runtime_key_sites (
  namespace VARCHAR NOT NULL,
  key VARCHAR NOT NULL,
  side VARCHAR NOT NULL,          -- declared | referenced
  file VARCHAR NOT NULL,
  line INTEGER NOT NULL,
  symbol VARCHAR NOT NULL,        -- path::Qual.name
  confidence VARCHAR NOT NULL,    -- literal | folded | computed | guess
  discriminator VARCHAR,          -- e.g. the Spring profile of a declaration
  pattern_id VARCHAR NOT NULL
);

-- Registries whose contributors may live outside the tree (entry points, plugins loaded by group).
CREATE TABLE runtime_namespaces (
  namespace VARCHAR NOT NULL,
  pattern_id VARCHAR NOT NULL,
  language VARCHAR NOT NULL,
  external BOOLEAN NOT NULL
);

CREATE VIEW runtime_keys AS
SELECT s.namespace, s.key,
       list(DISTINCT s.symbol ORDER BY s.symbol) FILTER (WHERE s.side = 'declared') AS declared_by,
       list(DISTINCT s.symbol ORDER BY s.symbol) FILTER (WHERE s.side = 'referenced') AS referenced_by,
       -- the weakest tier of the declaring sites names the record's confidence
       CASE WHEN bool_or(s.side = 'declared' AND s.confidence = 'computed') THEN 'computed'
            WHEN bool_or(s.side = 'declared' AND s.confidence = 'folded') THEN 'folded'
            WHEN bool_or(s.side = 'declared' AND s.confidence = 'guess') THEN 'guess'
            ELSE 'literal' END AS confidence,
       string_agg(DISTINCT s.discriminator, ',' ORDER BY s.discriminator) AS discriminator,
       COALESCE(bool_or(n.external), FALSE) AS external
FROM runtime_key_sites s
LEFT JOIN runtime_namespaces n ON n.namespace = s.namespace
GROUP BY s.namespace, s.key;

-- Failure-log triage, written by `idiomscope triage` (the latest run per log replaces the previous).
CREATE TABLE triage_results (
  log VARCHAR NOT NULL,
  task_id VARCHAR NOT NULL,
  category VARCHAR NOT NULL,
  summary VARCHAR NOT NULL,
  evidence VARCHAR NOT NULL,      -- JSON array of {key?, file?, line?, note}
  candidate_id VARCHAR,
  proposal_subject VARCHAR,
  proposal_role VARCHAR,
  proposal_position VARCHAR
);

CREATE TABLE triage_proposals (
  log VARCHAR NOT NULL,
  candidate_id VARCHAR,
  pattern VARCHAR NOT NULL,       -- the callee path / subject of the proposed pattern
  role VARCHAR NOT NULL,
  position VARCHAR NOT NULL,
  fixes INTEGER NOT NULL,
  tasks VARCHAR NOT NULL          -- comma-separated task ids
);
