/**
 * The repository graph: files, definitions and runtime keys as nodes; imports, same-package
 * references, dotted names and key bridges as edges. Built from plain rows (src/graph/load.ts reads
 * them from the workspace), so it is testable without a database.
 *
 * Hops. Only edges that move from one file to another count a hop: an import, a same-package use, a
 * dotted name, a package-fallback edge, and the declaring end of a key bridge. Moving between a file
 * and its own definitions, and from a referencing site into a key node, is free, so a key bridge
 * file -> key -> file is ONE hop, exactly like the import it stands in for.
 *
 * Direction. Edges follow dependency: a file to what it imports, a referencing site to the key and the
 * key to its declarations (a dispatcher to its handlers). Importers are not neighbours of what they
 * import: from `events/registry.py` every one of its 90 importers would be one hop away, and import
 * expansion would "find" the handler only by fanning out from a hub.
 */
import type { ConfidenceTier } from '../core/types.js';
import { DEFAULT_DEGREE_CAP, DEFAULT_FALLBACK_MAX_FILES, FALLBACK_WEIGHT, STATIC_EDGE_WEIGHT, TIER_WEIGHT } from './weights.js';

export type NodeKind = 'file' | 'definition' | 'key' | 'namespace';

export type EdgeKind =
  | 'defines' // file -> its definition (free)
  | 'in' // definition -> its file (free)
  | 'imports' // file -> imported file
  | 'uses' // Java: file -> same-package class it uses without an import
  | 'names' // file -> file named by a dotted string in it ("ops.views.ReindexView")
  | 'fallback' // unresolved reference -> every file of its (small) package
  | 'references' // referencing site -> key (free)
  | 'dispatches' // dispatch site -> namespace (free): reads the registry with a run-time key
  | 'member' // namespace -> each of its keys (free)
  | 'same_key' // a key never declared in its registry -> the same key declared in another one (free, guess weight)
  | 'declared_by'; // key -> declaring definition or file (one hop)

/** Edge kinds that exist only with runtime-key bridges (`--no-keys` leaves them out). */
export const KEY_EDGE_KINDS: ReadonlySet<EdgeKind> = new Set(['names', 'references', 'dispatches', 'member', 'same_key', 'declared_by']);

export interface GraphNode {
  id: string;
  kind: NodeKind;
  /** repo-relative file of a file or definition node */
  file: string | null;
  /** file path, symbol, or `namespace "key"` */
  label: string;
  /** key nodes: the registry and the key; namespace nodes: the registry */
  namespace?: string;
  key?: string;
  patternId?: string;
}

export interface GraphEdge {
  to: number;
  kind: EdgeKind;
  /** 1 when the edge moves to another file, 0 otherwise */
  hop: 0 | 1;
  /** in (0, 1]; a path's weight is the product */
  weight: number;
  /** what the edge stands for: a module, a dotted string, a container, a package */
  label: string;
  tier?: ConfidenceTier;
  line?: number;
}

/** One end of a runtime key, as a bridge SQL returns it. */
export interface BridgeRow {
  pattern_id: string;
  namespace: string;
  /** null with any_key: a dispatch site reading every key of the registry */
  key: string | null;
  side: 'declared' | 'referenced';
  file: string;
  line: number;
  symbol: string;
  confidence: ConfidenceTier;
  via: string;
  any_key: boolean;
}

export interface FileRow {
  path: string;
  language: string;
  bytes: number;
  module: string | null;
}

export interface DefinitionRow {
  file: string;
  symbol: string;
  name: string;
  kind: string;
}

export interface ModuleRow {
  file: string;
  module: string;
}

export interface ImportRow {
  file: string;
  line: number;
  resolved: string;
  has_name: boolean;
  wildcard: boolean;
  language: string;
  segments: number;
  matched: number;
  targets: string[];
}

export interface UseRow {
  file: string;
  line: number | null;
  target: string;
  via: string;
}

export interface NameRow {
  file: string;
  line: number;
  value: string;
  target_file: string;
  target_symbol: string | null;
}

export interface GraphRows {
  files: FileRow[];
  definitions: DefinitionRow[];
  modules: ModuleRow[];
  imports: ImportRow[];
  uses: UseRow[];
  /** empty without key bridges */
  names: NameRow[];
  /** empty without key bridges */
  bridges: BridgeRow[];
}

export interface GraphOptions {
  degreeCap?: number;
  fallbackMaxFiles?: number;
}

/** One firing of the bounded package fallback, at build time. */
export interface FallbackFiring {
  /** `import` (an in-repo-looking import with no file) or `key` (a key referenced, never declared) */
  reason: 'import' | 'key';
  from: string;
  /** the import or `namespace "key"` */
  reference: string;
  /** the package directory tried, or null when the reference names no in-repo package */
  package: string | null;
  files: number;
  /** included: every file of the package became a neighbour; too_large: more files than the bound */
  outcome: 'included' | 'too_large' | 'no_package';
}

export interface GraphStats {
  files: number;
  definitions: number;
  keys: number;
  edges: Record<EdgeKind, number>;
  degreeCap: number;
  /** files importing more in-repo files than the cap: never expanded through */
  cappedFiles: { file: string; imports: number }[];
  fallbackMaxFiles: number;
  fallback: FallbackFiring[];
}

const dirOf = (p: string): string => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export class RepoGraph {
  readonly nodes: GraphNode[] = [];
  readonly out: GraphEdge[][] = [];
  private readonly index = new Map<string, number>();
  /** in-repo files each file imports or uses (the degree the cap compares) */
  readonly importDegree = new Map<string, number>();
  readonly degreeCap: number;
  readonly fallbackMaxFiles: number;
  readonly fallback: FallbackFiring[] = [];
  readonly bytes = new Map<string, number>();
  readonly language = new Map<string, string>();
  /** dotted module name -> files (Python modules per source root, Java package.Class) */
  readonly moduleFiles = new Map<string, string[]>();
  /** hasKeys: built with runtime-key bridges and dotted names */
  hasKeys = false;

  constructor(opts: GraphOptions = {}) {
    this.degreeCap = opts.degreeCap ?? DEFAULT_DEGREE_CAP;
    this.fallbackMaxFiles = opts.fallbackMaxFiles ?? DEFAULT_FALLBACK_MAX_FILES;
  }

  id(nodeId: string): number | undefined {
    return this.index.get(nodeId);
  }

  node(i: number): GraphNode {
    return this.nodes[i]!;
  }

  fileNode(path: string): number | undefined {
    return this.index.get(`file:${path}`);
  }

  defNode(symbol: string): number | undefined {
    return this.index.get(`def:${symbol}`);
  }

  addNode(n: GraphNode): number {
    const existing = this.index.get(n.id);
    if (existing !== undefined) return existing;
    const i = this.nodes.length;
    this.nodes.push(n);
    this.out.push([]);
    this.index.set(n.id, i);
    return i;
  }

  addEdge(from: number, e: GraphEdge): void {
    const list = this.out[from]!;
    // keep the strongest of parallel edges of one kind
    const same = list.find((x) => x.to === e.to && x.kind === e.kind);
    if (same) {
      if (e.weight > same.weight) Object.assign(same, e);
      return;
    }
    list.push(e);
  }

  /** True when a file (or a definition in it) imports more in-repo files than the cap. */
  isCapped(i: number): boolean {
    const f = this.nodes[i]!.file;
    return f !== null && (this.importDegree.get(f) ?? 0) > this.degreeCap;
  }

  files(): string[] {
    return this.nodes.filter((n) => n.kind === 'file').map((n) => n.file!);
  }

  stats(): GraphStats {
    const edges = Object.fromEntries(
      ['defines', 'in', 'imports', 'uses', 'names', 'fallback', 'references', 'dispatches', 'member', 'same_key', 'declared_by'].map((k) => [k, 0]),
    ) as Record<EdgeKind, number>;
    for (const list of this.out) for (const e of list) edges[e.kind]++;
    return {
      files: this.nodes.filter((n) => n.kind === 'file').length,
      definitions: this.nodes.filter((n) => n.kind === 'definition').length,
      keys: this.nodes.filter((n) => n.kind === 'key').length,
      edges,
      degreeCap: this.degreeCap,
      cappedFiles: [...this.importDegree].filter(([, n]) => n > this.degreeCap)
        .map(([file, imports]) => ({ file, imports })).sort((a, b) => b.imports - a.imports || a.file.localeCompare(b.file)),
      fallbackMaxFiles: this.fallbackMaxFiles,
      fallback: this.fallback,
    };
  }

  /** Files under a package directory (recursively); the repository root is never a package. */
  packageFiles(dir: string): string[] {
    if (!dir) return [];
    const cached = this.packageCache.get(dir);
    if (cached) return cached;
    const prefix = dir + '/';
    const files = [...this.bytes.keys()].filter((f) => f.startsWith(prefix));
    this.packageCache.set(dir, files);
    return files;
  }

  private readonly packageCache = new Map<string, string[]>();

  /** The file a dotted name resolves to by its longest in-repo prefix, preferring the one nearest `near`. */
  resolveDotted(dotted: string, near?: string): string | undefined {
    const parts = dotted.replace(/\(\)/g, '').split(/[.:]/);
    for (let n = parts.length; n >= 1; n--) {
      const files = this.moduleFiles.get(parts.slice(0, n).join('.'));
      if (files?.length) return nearest(files, near);
    }
    return undefined;
  }
}

/** Of several files with one module name (two source roots), the one sharing the longest directory prefix with `near`. */
function nearest(files: string[], near?: string): string {
  if (files.length === 1 || !near) return files[0]!;
  const common = (a: string, b: string): number => {
    const x = a.split('/');
    const y = b.split('/');
    let i = 0;
    while (i < x.length && i < y.length && x[i] === y[i]) i++;
    return i;
  };
  return [...files].sort((a, b) => common(b, near) - common(a, near) || a.localeCompare(b))[0]!;
}

/** Builds the graph from rows. Without bridges and names (`--no-keys`) it is the import graph. */
export function buildGraph(rows: GraphRows, opts: GraphOptions = {}): RepoGraph {
  const g = new RepoGraph(opts);
  for (const f of rows.files) {
    g.bytes.set(f.path, Number(f.bytes));
    g.language.set(f.path, f.language);
    g.addNode({ id: `file:${f.path}`, kind: 'file', file: f.path, label: f.path });
  }
  const add = (n: GraphNode): number => g.addNode(n);
  for (const m of rows.modules) {
    if (!g.bytes.has(m.file)) continue;
    const list = g.moduleFiles.get(m.module) ?? [];
    if (!list.includes(m.file)) list.push(m.file);
    g.moduleFiles.set(m.module, list);
  }
  for (const d of rows.definitions) {
    const f = g.fileNode(d.file);
    if (f === undefined) continue;
    const i = add({ id: `def:${d.symbol}`, kind: 'definition', file: d.file, label: d.symbol });
    g.addEdge(f, { to: i, kind: 'defines', hop: 0, weight: 1, label: d.name });
    g.addEdge(i, { to: f, kind: 'in', hop: 0, weight: 1, label: d.file });
  }

  // static edges: imports (with the package fallback for in-repo-looking imports with no file) and Java uses
  const javaPackages = new Map<string, string>();
  for (const f of rows.files) {
    if (f.language === 'java' && f.module && f.module.includes('.')) javaPackages.set(f.module.slice(0, f.module.lastIndexOf('.')), dirOf(f.path));
  }
  const staticTargets = new Map<string, Set<string>>();
  const link = (from: string, to: string, kind: EdgeKind, label: string, line?: number): void => {
    const a = g.fileNode(from);
    const b = g.fileNode(to);
    if (a === undefined || b === undefined || from === to) return;
    g.addEdge(a, { to: b, kind, hop: 1, weight: kind === 'fallback' ? FALLBACK_WEIGHT : STATIC_EDGE_WEIGHT, label, line });
    if (kind === 'imports' || kind === 'uses') {
      const s = staticTargets.get(from) ?? new Set<string>();
      s.add(to);
      staticTargets.set(from, s);
    }
  };
  const fallbackTo = (reason: 'import' | 'key', from: string, reference: string, dir: string | null, link1: (file: string) => void): void => {
    if (dir === null || dir === '') {
      g.fallback.push({ reason, from, reference, package: null, files: 0, outcome: 'no_package' });
      return;
    }
    const members = g.packageFiles(dir);
    const ok = members.length > 0 && members.length <= g.fallbackMaxFiles;
    g.fallback.push({ reason, from, reference, package: dir + '/', files: members.length, outcome: ok ? 'included' : 'too_large' });
    if (ok) for (const m of members) link1(m);
  };

  for (const imp of rows.imports) {
    if (!g.bytes.has(imp.file)) continue;
    const targets = imp.targets ?? [];
    const required = imp.language === 'python' ? Number(imp.segments) - (imp.has_name ? 1 : 0) : 1;
    if (targets.length && Number(imp.matched) >= required) {
      if (imp.language === 'java' && imp.wildcard && Number(imp.matched) === Number(imp.segments)) {
        for (const t of targets) link(imp.file, t, 'imports', `${imp.resolved}.*`, imp.line);
      } else {
        link(imp.file, nearest(targets, imp.file), 'imports', imp.resolved, imp.line);
      }
      continue;
    }
    // unresolved: in-repo-looking when a leading part names an in-repo module or Java package
    let dir: string | null = null;
    if (imp.language === 'python' && targets.length && Number(imp.matched) >= 1) {
      dir = dirOf(nearest(targets, imp.file));
    } else if (imp.language === 'java') {
      const parts = imp.resolved.split('.');
      for (let n = parts.length; n >= 1 && dir === null; n--) dir = javaPackages.get(parts.slice(0, n).join('.')) ?? null;
    }
    if (dir === null) continue; // external (stdlib, third-party): not a miss
    fallbackTo('import', imp.file, imp.resolved, dir, (m) => link(imp.file, m, 'fallback', `package fallback ${dir}/ for ${imp.resolved}`, imp.line));
  }
  for (const u of rows.uses) link(u.file, u.target, 'uses', u.via, u.line ?? undefined);
  for (const [file, targets] of staticTargets) g.importDegree.set(file, targets.size);

  // runtime-key edges: dotted names and key bridges
  g.hasKeys = rows.names.length > 0 || rows.bridges.length > 0;
  for (const n of rows.names) link(n.file, n.target_file, 'names', n.value, n.line);
  addBridges(g, rows.bridges, add, fallbackTo);
  return g;
}

function addBridges(
  g: RepoGraph,
  rows: BridgeRow[],
  add: (n: GraphNode) => number,
  fallbackTo: (reason: 'import' | 'key', from: string, reference: string, dir: string | null, link1: (file: string) => void) => void,
): void {
  const keyId = (r: { pattern_id: string; namespace: string }, key: string): string => `key:${r.pattern_id}|${r.namespace}|${key}`;
  const nsId = (r: { pattern_id: string; namespace: string }): string => `ns:${r.pattern_id}|${r.namespace}`;
  const keyNode = (r: BridgeRow, key: string): number =>
    add({ id: keyId(r, key), kind: 'key', file: null, label: `${r.namespace} ${JSON.stringify(key)}`, namespace: r.namespace, key, patternId: r.pattern_id });
  const nsNode = (r: BridgeRow): number =>
    add({ id: nsId(r), kind: 'namespace', file: null, label: r.namespace, namespace: r.namespace, patternId: r.pattern_id });
  /** the site's definition node when it has one, else its file */
  const siteNode = (file: string, symbol: string): number | undefined => g.defNode(symbol) ?? g.fileNode(file);

  const declared = new Set<string>();
  const declaredDirs = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.side !== 'declared' || r.key === null) continue;
    const to = siteNode(r.file, r.symbol);
    if (to === undefined) continue;
    const k = keyNode(r, r.key);
    g.addEdge(k, { to, kind: 'declared_by', hop: 1, weight: TIER_WEIGHT[r.confidence] ?? TIER_WEIGHT.guess, label: r.via, tier: r.confidence, line: r.line });
    declared.add(keyId(r, r.key));
    g.addEdge(nsNode(r), { to: k, kind: 'member', hop: 0, weight: 1, label: r.key });
    const dirs = declaredDirs.get(nsId(r)) ?? new Map<string, number>();
    dirs.set(dirOf(r.file), (dirs.get(dirOf(r.file)) ?? 0) + 1);
    declaredDirs.set(nsId(r), dirs);
  }
  const missing = new Map<string, { row: BridgeRow; refs: BridgeRow[] }>();
  for (const r of rows) {
    if (r.side !== 'referenced') continue;
    const from = siteNode(r.file, r.symbol);
    if (from === undefined) continue;
    const w = TIER_WEIGHT[r.confidence] ?? TIER_WEIGHT.guess;
    if (r.any_key || r.key === null) {
      g.addEdge(from, { to: nsNode(r), kind: 'dispatches', hop: 0, weight: w, label: r.via, tier: r.confidence, line: r.line });
      continue;
    }
    g.addEdge(from, { to: keyNode(r, r.key), kind: 'references', hop: 0, weight: w, label: r.via, tier: r.confidence, line: r.line });
    if (!declared.has(keyId(r, r.key))) {
      const id = keyId(r, r.key);
      const m = missing.get(id) ?? { row: r, refs: [] };
      m.refs.push(r);
      missing.set(id, m);
    }
  }
  // A key referenced and never declared in its registry. First, the same key declared by another
  // registry of the bridges (`@Qualifier("auditTrail")` names the XML bean id="auditTrail"): a guess.
  // Otherwise the bounded package fallback: the package declaring the registry, when it is small.
  const declaredByKey = new Map<string, number[]>();
  for (const id of declared) {
    const k = g.id(id)!;
    const key = g.node(k).key!;
    declaredByKey.set(key, [...(declaredByKey.get(key) ?? []), k]);
  }
  for (const [id, { row }] of missing) {
    const k = g.id(id)!;
    const others = (declaredByKey.get(row.key!) ?? []).filter((o) => o !== k);
    if (others.length) {
      for (const o of others) g.addEdge(k, { to: o, kind: 'same_key', hop: 0, weight: TIER_WEIGHT.guess, label: g.node(o).label, tier: 'guess' });
      continue;
    }
    const home = row.namespace.includes('::') ? row.namespace.split('::')[0]! : g.resolveDotted(row.namespace);
    const dir = home === undefined ? null : dirOf(home);
    fallbackTo('key', row.file, `${row.namespace} ${JSON.stringify(row.key)}`, dir, (m) => {
      const to = g.fileNode(m);
      if (to !== undefined) g.addEdge(k, { to, kind: 'fallback', hop: 1, weight: FALLBACK_WEIGHT, label: `package fallback ${dir}/`, tier: row.confidence });
    });
  }
}
