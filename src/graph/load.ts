/**
 * Reads the graph's rows from a workspace through named SQL (src/store/sql/graph-*.sql and
 * bridges-*.sql) and builds it. Which bridges to load is decided by the caller (src/commands/reach.ts
 * reads the decisions file and the ranking); this module only knows how to load each kind.
 */
import { runNamed, type Db } from '../store/db.js';
import { buildGraph, type BridgeRow, type DefinitionRow, type FileRow, type GraphOptions, type ImportRow, type ModuleRow, type NameRow, type RepoGraph, type UseRow } from './graph.js';

/**
 * Where the key bridges come from.
 * - `keys`: runtime keys that `idiomscope keys build` produced for accepted patterns (their own tiers);
 * - `accepted`: accepted candidates' own sites (their own tiers), when keys were not built;
 * - `guess`: zero-configuration mode, the top-ranked unreviewed candidates, declarations at tier `guess`;
 * - `none`: `--no-keys`, the import graph alone.
 */
export type BridgeMode = 'keys' | 'accepted' | 'guess' | 'none';

export interface BridgePlan {
  mode: BridgeMode;
  /** accepted patterns whose runtime keys `keys build` produced (bridges-keys.sql) */
  keyPatternIds: string[];
  /** candidates whose own sites become bridges (bridges-candidates.sql); guess tier in `guess` mode */
  candidateIds: string[];
  /** one line for people: where the bridges come from and how strong they are */
  note: string;
  /** the patterns, for output: id, subject, the score of a guessed candidate, the source of its bridges */
  patterns: { id: string; subject: string; score?: number; source: 'keys' | 'candidate' }[];
}

export const NO_BRIDGES: BridgePlan = { mode: 'none', keyPatternIds: [], candidateIds: [], note: 'imports only (--no-keys)', patterns: [] };

/** Patterns with runtime keys built by `keys build`, by pattern id. */
export async function builtKeyPatterns(db: Db): Promise<Map<string, { declared: number; referenced: number }>> {
  const rows = await runNamed<{ pattern_id: string; declared: number; referenced: number }>(db, 'graph-key-patterns');
  return new Map(rows.map((r) => [r.pattern_id, { declared: Number(r.declared), referenced: Number(r.referenced) }]));
}

/** Candidate ids present in this workspace, of those asked for. */
export async function presentCandidates(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await runNamed<{ candidate_id: string }>(db, 'graph-candidates-present', { ids: ids.join(',') });
  return rows.map((r) => r.candidate_id);
}

export async function loadBridgeRows(db: Db, plan: BridgePlan): Promise<BridgeRow[]> {
  if (plan.mode === 'none') return [];
  const rows: BridgeRow[] = [];
  if (plan.keyPatternIds.length) rows.push(...await runNamed<BridgeRow>(db, 'bridges-keys', { patterns: plan.keyPatternIds.join(',') }));
  if (plan.candidateIds.length) {
    rows.push(...await runNamed<BridgeRow>(db, 'bridges-candidates', { ids: plan.candidateIds.join(','), guess: plan.mode === 'guess' }));
  }
  return rows.map((r) => ({ ...r, line: Number(r.line), any_key: Boolean(r.any_key) }));
}

/** The whole graph of a workspace: static edges always, key bridges and dotted names unless the plan is `none`. */
export async function loadGraph(db: Db, plan: BridgePlan, opts: GraphOptions = {}): Promise<RepoGraph> {
  const withKeys = plan.mode !== 'none';
  const [files, definitions, modules, imports, uses, names, bridges] = await Promise.all([
    runNamed<FileRow>(db, 'graph-files'),
    runNamed<DefinitionRow>(db, 'graph-definitions'),
    runNamed<ModuleRow>(db, 'graph-modules'),
    runNamed<ImportRow>(db, 'graph-imports'),
    runNamed<UseRow>(db, 'graph-java-refs'),
    withKeys ? runNamed<NameRow>(db, 'graph-names') : Promise.resolve([] as NameRow[]),
    loadBridgeRows(db, plan),
  ]);
  return buildGraph({ files, definitions, modules, imports, uses, names, bridges }, opts);
}

/** Per file, the words of its lexical document by field (identifiers, keys); paths come from the files. */
export async function loadDocTerms(db: Db): Promise<{ file: string; field: 'identifier' | 'key'; text: string }[]> {
  return runNamed(db, 'graph-doc-terms');
}
