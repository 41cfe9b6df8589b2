/**
 * Retrieval for a task description: BM25 seeds, expansion through imports and key bridges, one
 * ranked list with the reason each file is in it.
 *
 *   lexical(f)  = BM25(f) / best BM25                      in [0, 1]
 *   seeds       = the SEED_COUNT best files with lexical >= SEED_MIN_SHARE
 *   reached(f)  = max over seeds s != f of lexical(s) · weight(s -> f) · HOP_DECAY^hops(s -> f)
 *   score(f)    = lexical(f) + reached(f)
 *
 * A file the task's words point at keeps its lexical score; a file the words miss but a seed reaches
 * through a bridge (the handler behind the dispatcher) inherits part of the seed's. The pool at depth d
 * is the seeds and every file within d hops of one; its token cost is estimated as bytes / 4.
 */
import { Bm25Index, type LexicalHit } from './bm25.js';
import { termWords } from './tokens.js';
import type { RepoGraph } from './graph.js';
import { pathTo, search, type Step } from './search.js';
import { BYTES_PER_TOKEN, HOP_DECAY, SEED_COUNT, SEED_MIN_SHARE } from './weights.js';

export interface RetrieveOptions {
  k: number;
  depth: number;
  /** follow key bridges and dotted names */
  keys: boolean;
  seedCount?: number;
}

export interface Reached {
  seed: string;
  hops: number;
  weight: number;
  steps: Step[];
}

export interface RetrievedFile {
  rank: number;
  file: string;
  score: number;
  lexical: number;
  bm25: number;
  matched: string[];
  /** 1-based rank among the seeds, or null */
  seedRank: number | null;
  /** the best way a seed reaches the file, or null */
  reached: Reached | null;
  tokens: number;
  /** human-readable reasons */
  why: string[];
}

export interface PoolAtDepth {
  depth: number;
  files: number;
  tokens: number;
}

export interface RetrieveResult {
  query: string;
  terms: string[];
  keys: boolean;
  depth: number;
  seeds: { file: string; bm25: number; matched: string[] }[];
  /** files scored (lexical matches and the pool) */
  candidates: number;
  results: RetrievedFile[];
  pool: PoolAtDepth[];
  degreeCap: { cap: number; fired: number; files: string[] };
  /** files that entered the pool only through a package-fallback edge */
  fallbackUsed: number;
}

export const tokensOf = (bytes: number): number => Math.ceil(bytes / BYTES_PER_TOKEN);

export function retrieve(g: RepoGraph, index: Bm25Index, query: string, opts: RetrieveOptions): RetrieveResult {
  const words = termWords(query);
  const hits = index.search(query).map((h) => ({ ...h, matched: h.matched.map((t) => words.get(t) ?? t) }));
  const best = hits[0]?.score ?? 0;
  const lexical = new Map<string, LexicalHit>(hits.map((h) => [h.file, h]));
  const lex = (f: string): number => (best > 0 ? (lexical.get(f)?.score ?? 0) / best : 0);
  const seeds = hits.filter((h) => h.score >= SEED_MIN_SHARE * best).slice(0, opts.seedCount ?? SEED_COUNT);

  // per-seed expansion
  const minHops = new Map<string, number>();
  const reached = new Map<string, { value: number; r: Reached }>();
  const cappedFiles = new Set<string>();
  let cappedFired = 0;
  const fallbackFiles = new Set<string>();
  for (const s of seeds) {
    minHops.set(s.file, 0);
    const start = g.fileNode(s.file);
    if (start === undefined) continue;
    const res = search(g, [start], { keys: opts.keys, maxHops: opts.depth });
    cappedFired += res.capped.length;
    for (const c of res.capped) cappedFiles.add(c);
    for (let i = 0; i < g.nodes.length; i++) {
      const node = g.nodes[i]!;
      if (node.kind !== 'file' || res.hops[i] === -1) continue;
      const f = node.file!;
      const h = res.hops[i]!;
      minHops.set(f, Math.min(minHops.get(f) ?? Infinity, h));
      if (f === s.file) continue;
      const weight = Math.exp(-res.cost[i]!);
      const value = lex(s.file) * weight * HOP_DECAY ** h;
      const prev = reached.get(f);
      if (!prev || value > prev.value + 1e-12) {
        const p = pathTo(g, res, i);
        reached.set(f, { value, r: { seed: s.file, hops: h, weight, steps: p.steps } });
      }
      if (res.predEdge[i]?.kind === 'fallback') fallbackFiles.add(f);
    }
  }

  const pool: PoolAtDepth[] = [];
  for (let d = 0; d <= opts.depth; d++) {
    const files = [...minHops].filter(([, h]) => h <= d).map(([f]) => f);
    pool.push({ depth: d, files: files.length, tokens: files.reduce((t, f) => t + tokensOf(g.bytes.get(f) ?? 0), 0) });
  }

  const seedRank = new Map(seeds.map((s, i) => [s.file, i + 1]));
  const all = new Set<string>([...lexical.keys(), ...minHops.keys()]);
  const scored: RetrievedFile[] = [...all].map((file) => {
    const hit = lexical.get(file);
    const via = reached.get(file);
    const why: string[] = [];
    const sr = seedRank.get(file) ?? null;
    if (hit) why.push(`${sr ? `seed #${sr}` : 'lexical'} (bm25 ${hit.score.toFixed(2)}: ${hit.matched.join(', ')})`);
    if (via) why.push(describeReach(via.r));
    return {
      rank: 0, file, score: lex(file) + (via?.value ?? 0), lexical: lex(file), bm25: hit?.score ?? 0, matched: hit?.matched ?? [],
      seedRank: sr, reached: via?.r ?? null, tokens: tokensOf(g.bytes.get(file) ?? 0), why,
    };
  });
  scored.sort((a, b) => b.score - a.score || b.lexical - a.lexical || a.file.localeCompare(b.file));
  scored.forEach((r, i) => (r.rank = i + 1));
  // count only the fallback files the expansion kept: those in the pool
  const fallbackUsed = [...fallbackFiles].filter((f) => minHops.has(f)).length;
  return {
    query,
    terms: Bm25Index.queryTerms(query).map((t) => words.get(t) ?? t),
    keys: opts.keys,
    depth: opts.depth,
    seeds: seeds.map((s) => ({ file: s.file, bm25: s.score, matched: s.matched })),
    candidates: scored.length,
    results: scored.slice(0, opts.k),
    pool,
    degreeCap: { cap: g.degreeCap, fired: cappedFired, files: [...cappedFiles].sort() },
    fallbackUsed,
  };
}

/** "via key events.registry.register "payment.succeeded" from events/dispatcher.py (2 hops from seed webhooks/receiver.py)" */
export function describeReach(r: Reached): string {
  const last = r.steps[r.steps.length - 1];
  const from = `${r.hops} hop${r.hops === 1 ? '' : 's'} from seed ${r.seed}`;
  if (!last) return from;
  let how: string;
  switch (last.kind) {
    case 'key':
      how = `via key ${last.key!.namespace} ${JSON.stringify(last.key!.key)}${last.key!.dispatch ? ` (${last.via})` : ''} from ${last.from}`;
      break;
    case 'imports':
      how = `via import from ${last.from}`;
      break;
    case 'uses':
      how = `via same-package use from ${last.from}`;
      break;
    case 'names':
      how = `via dotted name ${JSON.stringify(last.via)} in ${last.from}`;
      break;
    case 'fallback':
      how = `via package fallback from ${last.from}`;
      break;
  }
  return r.hops === 1 && last.from === r.seed ? `${how} (seed)` : `${how} (${from})`;
}
