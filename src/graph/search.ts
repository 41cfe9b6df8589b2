/**
 * Shortest paths over the repository graph: fewest hops first, then the heaviest path (the product of
 * edge weights). A file that imports more in-repo files than the degree cap is reached but never
 * expanded through (unless it is where the search starts), and every time that happens is counted.
 */
import type { ConfidenceTier } from '../core/types.js';
import { KEY_EDGE_KINDS, type EdgeKind, type GraphEdge, type RepoGraph } from './graph.js';

export interface SearchOptions {
  /** follow runtime-key bridges and dotted names (false: the import graph alone) */
  keys: boolean;
  /** stop at this many hops */
  maxHops: number;
}

export interface SearchResult {
  hops: Int32Array;
  /** sum of -ln(weight) along the best path; Infinity when unreached */
  cost: Float64Array;
  pred: Int32Array;
  predEdge: (GraphEdge | null)[];
  seeds: number[];
  /** capped files the search reached and did not expand through */
  capped: string[];
}

/** A binary heap of node ids ordered by (hops, cost). */
class Heap {
  private readonly items: { n: number; h: number; c: number }[] = [];
  get size(): number {
    return this.items.length;
  }
  private less(a: { h: number; c: number }, b: { h: number; c: number }): boolean {
    return a.h < b.h || (a.h === b.h && a.c < b.c - 1e-12);
  }
  push(n: number, h: number, c: number): void {
    const it = this.items;
    it.push({ n, h, c });
    let i = it.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(it[i]!, it[p]!)) break;
      [it[i], it[p]] = [it[p]!, it[i]!];
      i = p;
    }
  }
  pop(): { n: number; h: number; c: number } {
    const it = this.items;
    const top = it[0]!;
    const last = it.pop()!;
    if (it.length) {
      it[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < it.length && this.less(it[l]!, it[m]!)) m = l;
        if (r < it.length && this.less(it[r]!, it[m]!)) m = r;
        if (m === i) break;
        [it[i], it[m]] = [it[m]!, it[i]!];
        i = m;
      }
    }
    return top;
  }
}

/** Best paths from every seed at once (the seeds start at 0 hops). */
export function search(g: RepoGraph, seeds: number[], opts: SearchOptions): SearchResult {
  const n = g.nodes.length;
  const hops = new Int32Array(n).fill(-1);
  const cost = new Float64Array(n).fill(Infinity);
  const pred = new Int32Array(n).fill(-1);
  const predEdge: (GraphEdge | null)[] = new Array(n).fill(null);
  const done = new Uint8Array(n);
  const seedFiles = new Set(seeds.map((s) => g.node(s).file).filter((f): f is string => f !== null));
  const capped = new Set<string>();
  const heap = new Heap();
  for (const s of seeds) {
    if (hops[s] === 0) continue;
    hops[s] = 0;
    cost[s] = 0;
    heap.push(s, 0, 0);
  }
  while (heap.size) {
    const { n: u, h, c } = heap.pop();
    if (done[u]) continue;
    if (h !== hops[u] || c > cost[u]! + 1e-12) continue;
    done[u] = 1;
    const file = g.node(u).file;
    if (g.isCapped(u) && !(file !== null && seedFiles.has(file))) {
      capped.add(file!);
      continue;
    }
    for (const e of g.out[u]!) {
      if (!opts.keys && KEY_EDGE_KINDS.has(e.kind)) continue;
      if (!opts.keys && e.kind === 'fallback' && g.node(u).kind === 'key') continue;
      const nh = h + e.hop;
      if (nh > opts.maxHops) continue;
      const nc = c - Math.log(e.weight);
      const v = e.to;
      if (done[v]) continue;
      if (hops[v] === -1 || nh < hops[v]! || (nh === hops[v] && nc < cost[v]! - 1e-12)) {
        hops[v] = nh;
        cost[v] = nc;
        pred[v] = u;
        predEdge[v] = e;
        heap.push(v, nh, nc);
      }
    }
  }
  return { hops, cost, pred, predEdge, seeds, capped: [...capped].sort() };
}

/** One file-to-file step of a path, the way `reach` prints it. */
export interface Step {
  from: string;
  /** the definition the step leaves from, when the edge starts at one */
  fromSymbol: string | null;
  to: string;
  toSymbol: string | null;
  /** imports | uses | names | key | fallback */
  kind: 'imports' | 'uses' | 'names' | 'key' | 'fallback';
  /** the module, dotted string, container or annotation the step goes through */
  via: string;
  /** key steps: the registry, the key and the tiers of both ends */
  key: {
    namespace: string;
    key: string;
    patternId: string;
    referenceTier: ConfidenceTier | null;
    declarationTier: ConfidenceTier | null;
    dispatch: boolean;
    /** the key was never declared in its own registry: the registry that declares the same key */
    declaredIn: string | null;
  } | null;
  weight: number;
  line: number | null;
}

export interface PathResult {
  reachable: boolean;
  hops: number | null;
  /** product of edge weights */
  weight: number | null;
  seed: string | null;
  steps: Step[];
}

/** The best path to `target` as file-level steps, from the result of `search`. */
export function pathTo(g: RepoGraph, r: SearchResult, target: number): PathResult {
  if (r.hops[target] === -1) return { reachable: false, hops: null, weight: null, seed: null, steps: [] };
  const nodes: number[] = [];
  const edges: GraphEdge[] = [];
  for (let v = target; v !== -1; v = r.pred[v]!) {
    nodes.unshift(v);
    if (r.predEdge[v]) edges.unshift(r.predEdge[v]!);
  }
  const steps: Step[] = [];
  let pending: { fromNode: number; edges: GraphEdge[] } = { fromNode: nodes[0]!, edges: [] };
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i]!;
    pending.edges.push(e);
    if (e.hop === 0) {
      // leaving a file through one of its definitions, or into a key: the step starts at the last file-level node
      if (e.kind === 'defines' || e.kind === 'in') pending = { fromNode: nodes[i + 1]!, edges: [] };
      continue;
    }
    steps.push(makeStep(g, pending.fromNode, pending.edges, nodes[i + 1]!));
    pending = { fromNode: nodes[i + 1]!, edges: [] };
  }
  const startNode = g.node(nodes[0]!);
  return {
    reachable: true,
    hops: r.hops[target]!,
    weight: Math.exp(-r.cost[target]!),
    seed: startNode.kind === 'file' ? startNode.file : startNode.label,
    steps,
  };
}

function makeStep(g: RepoGraph, fromNode: number, edges: GraphEdge[], toNode: number): Step {
  const from = g.node(fromNode);
  const to = g.node(toNode);
  const last = edges[edges.length - 1]!;
  const weight = edges.reduce((w, e) => w * e.weight, 1);
  const base = {
    from: from.file ?? from.label,
    fromSymbol: from.kind === 'definition' ? from.label : null,
    to: to.file ?? to.label,
    toSymbol: to.kind === 'definition' ? to.label : null,
    weight,
    line: edges.find((e) => e.line !== undefined)?.line ?? null,
  };
  const ref = edges.find((e) => e.kind === 'references' || e.kind === 'dispatches');
  const keyNodeIdx = edges.length >= 2 ? edges[edges.length - 2]!.to : -1;
  const declaringKey = keyNodeIdx >= 0 ? g.node(keyNodeIdx) : null;
  // through a same-key edge, the step's key is the referenced one and declaredIn the other registry
  const alias = edges.find((e) => e.kind === 'same_key');
  const refKeyIdx = ref ? ref.to : -1;
  const keyNode = alias && refKeyIdx >= 0 ? g.node(refKeyIdx) : declaringKey;
  if (last.kind === 'declared_by' || (last.kind === 'fallback' && keyNode?.kind === 'key')) {
    return {
      ...base,
      kind: last.kind === 'fallback' ? 'fallback' : 'key',
      via: ref?.label ?? '',
      key: {
        namespace: keyNode?.namespace ?? '',
        key: keyNode?.key ?? '',
        patternId: keyNode?.patternId ?? '',
        referenceTier: ref?.tier ?? null,
        declarationTier: last.kind === 'declared_by' ? last.tier ?? null : null,
        dispatch: ref?.kind === 'dispatches',
        declaredIn: alias ? declaringKey?.namespace ?? null : null,
      },
    };
  }
  const kind = last.kind as EdgeKind;
  return { ...base, kind: kind === 'fallback' ? 'fallback' : (kind as 'imports' | 'uses' | 'names'), via: last.label, key: null };
}

/** `a.py --imports--> b.py`, `a.py --dispatches via HANDLERS [key ns "k", guess]--> c.py` */
export function formatStep(s: Step): string {
  const from = s.fromSymbol ? `${s.from} (${s.fromSymbol.split('::')[1] ?? s.fromSymbol})` : s.from;
  const to = s.toSymbol ? `${s.to} (${s.toSymbol.split('::')[1] ?? s.toSymbol})` : s.to;
  switch (s.kind) {
    case 'imports':
      return `${from} --imports ${s.via}--> ${to}`;
    case 'uses':
      return `${from} --uses ${s.via}--> ${to}`;
    case 'names':
      return `${from} --names ${JSON.stringify(s.via)}--> ${to}`;
    case 'fallback':
      return s.key
        ? `${from} --${s.via} [key ${s.key.namespace} ${JSON.stringify(s.key.key)} never declared: package fallback]--> ${to}`
        : `${from} --${s.via}--> ${to}`;
    case 'key': {
      const k = s.key!;
      const tiers = [k.referenceTier, k.declaredIn ? 'guess' : null, k.declarationTier].filter(Boolean).join(' -> ');
      const also = k.declaredIn ? `, declared as ${k.declaredIn} ${JSON.stringify(k.key)}` : '';
      return `${from} --${s.via} [key ${k.namespace} ${JSON.stringify(k.key)}${also}, ${tiers}]--> ${to}`;
    }
  }
}
