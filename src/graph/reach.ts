/**
 * `reach`: the shortest path from a set of seeds to a target file, with and without key bridges.
 */
import type { RepoGraph } from './graph.js';
import { pathTo, search, type PathResult } from './search.js';

export interface ReachSetting {
  /** followed key bridges and dotted names */
  keys: boolean;
  reachable: boolean;
  hops: number | null;
  weight: number | null;
  /** the seed the best path starts from */
  seed: string | null;
  steps: PathResult['steps'];
  /** hops from each seed alone (null: unreachable within the bound) */
  fromEach: { seed: string; hops: number | null }[];
  /** capped files reached and not expanded through, by the search from all seeds */
  degreeCapFired: string[];
  /** steps of the path that are package-fallback edges */
  fallbackSteps: number;
}

/** Resolves a `--from`/`--to` argument: a path, a `path::Qual.name` symbol, or a dotted module or class name. */
export function resolveEndpoint(g: RepoGraph, spec: string): number | undefined {
  const clean = spec.replace(/^\.\//, '');
  const direct = g.fileNode(clean) ?? g.defNode(clean);
  if (direct !== undefined) return direct;
  if (/^[A-Za-z_][\w.]*$/.test(clean)) {
    const files = g.moduleFiles.get(clean);
    if (files?.length) return g.fileNode(files[0]!);
  }
  return undefined;
}

export function reach(g: RepoGraph, seeds: number[], target: number, opts: { keys: boolean; maxHops: number }): ReachSetting {
  // a definition as target means its file: paths end at files
  const targetFile = g.node(target).file;
  const t = targetFile !== null ? g.fileNode(targetFile) ?? target : target;
  const all = search(g, seeds, { keys: opts.keys, maxHops: opts.maxHops });
  const p = pathTo(g, all, t);
  const fromEach = seeds.map((s) => {
    const r = search(g, [s], { keys: opts.keys, maxHops: opts.maxHops });
    const h = r.hops[t]!;
    const n = g.node(s);
    return { seed: n.kind === 'file' ? n.file! : n.label, hops: h === -1 ? null : h };
  });
  return {
    keys: opts.keys,
    reachable: p.reachable,
    hops: p.hops,
    weight: p.weight,
    seed: p.seed,
    steps: p.steps,
    fromEach,
    degreeCapFired: all.capped,
    fallbackSteps: p.steps.filter((s) => s.kind === 'fallback').length,
  };
}
