/**
 * pyproject.toml: Python entry points, the registrations an installed distribution makes
 * (`[project.entry-points."group"]`, `[project.scripts]`, `[project.gui-scripts]`, Poetry's
 * `[tool.poetry.plugins."group"]` and `[tool.poetry.scripts]`, Flit's legacy tables).
 */
import { parse, TomlError } from 'smol-toml';
import { addEntryPoint } from '../config-common/entry-points.js';
import { baseName, lineFromMessage, stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';
import { locateTomlKeys, type TomlLocations } from './toml-locate.js';

const ID = 'pyproject';

type Table = Record<string, unknown>;

/** Tables whose sub-tables are entry-point groups. */
const GROUP_TABLES: readonly (readonly string[])[] = [
  ['project', 'entry-points'],
  ['tool', 'poetry', 'plugins'],
  ['tool', 'flit', 'entrypoints'],
];

/** Tables that are one fixed group each. */
const FIXED_GROUPS: readonly { path: readonly string[]; group: string }[] = [
  { path: ['project', 'scripts'], group: 'console_scripts' },
  { path: ['project', 'gui-scripts'], group: 'gui_scripts' },
  { path: ['tool', 'poetry', 'scripts'], group: 'console_scripts' },
  { path: ['tool', 'flit', 'scripts'], group: 'console_scripts' },
];

function isTable(v: unknown): v is Table {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);
}

function tableAt(root: Table, path: readonly string[]): Table | null {
  let cur: unknown = root;
  for (const seg of path) {
    if (!isTable(cur)) return null;
    cur = cur[seg];
  }
  return isTable(cur) ? cur : null;
}

/**
 * The object reference of one entry: a string, or Poetry's `{ callable = "pkg:fn" }` table
 * (whose reference then sits under the `callable` key).
 */
function reference(value: unknown): { ref: string; sub: string | null } | null {
  if (typeof value === 'string') return { ref: value, sub: null };
  if (isTable(value) && typeof value.callable === 'string') return { ref: value.callable, sub: 'callable' };
  return null;
}

function addGroup(out: ConfigFacts, locs: TomlLocations, path: readonly string[], group: string, entries: Table): void {
  for (const [name, value] of Object.entries(entries)) {
    const entryPath = [...path, name];
    const r = reference(value);
    const refPos = r ? locs.valuePos(r.sub ? [...entryPath, r.sub] : entryPath) : null;
    addEntryPoint(out, group, name, locs.keyPos(entryPath), r?.ref ?? null, refPos);
  }
}

function extractToml(text: string, out: ConfigFacts): void {
  let doc: Table;
  try {
    doc = parse(text) as Table;
  } catch (err) {
    if (err instanceof TomlError) out.parseError(err.line, err.message);
    else out.parseError(lineFromMessage(String(err)) ?? 1, String(err));
    return;
  }
  let locs: TomlLocations | null = null;
  const locations = (): TomlLocations => (locs ??= locateTomlKeys(text));
  for (const path of GROUP_TABLES) {
    const groups = tableAt(doc, path);
    if (!groups) continue;
    for (const [group, entries] of Object.entries(groups)) {
      if (isTable(entries)) addGroup(out, locations(), [...path, group], group, entries);
    }
  }
  for (const { path, group } of FIXED_GROUPS) {
    const entries = tableAt(doc, path);
    if (entries) addGroup(out, locations(), path, group, entries);
  }
}

const pyproject: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => baseName(path) === 'pyproject.toml',
  extract: (file) => safeExtract(file, ID, (out) => extractToml(stripBom(file.text), out)),
};

export default pyproject;
