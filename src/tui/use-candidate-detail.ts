import { useEffect, useReducer, useRef } from 'react';
import type { Pair } from '../core/types.js';
import type { DataSource, KeyRow } from './data-source.js';

/** What the detail view shows besides the candidate itself, loaded lazily and cached by id. */
export interface DetailData {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  pairs: Pair[];
  keys: KeyRow[];
  /** source lines by `file:line`; absent while loading, null when unreadable */
  sources: ReadonlyMap<string, string | null>;
}

export const LOADING_DETAIL: DetailData = { status: 'loading', error: null, pairs: [], keys: [], sources: new Map() };

export const siteKey = (file: string, line: number): string => `${file}:${line}`;

/** Example sites shown per candidate, and pair sites shown per group. */
export const EXAMPLE_SITES = 6;
export const PAIR_GROUPS = 8;
export const SITES_PER_GROUP = 3;

/** The sites whose source line the detail view shows: example declarations, then pair sites. */
export function sitesToRead(pairs: Pair[], keys: KeyRow[]): { file: string; line: number }[] {
  const out = new Map<string, { file: string; line: number }>();
  for (const k of keys) {
    if (out.size >= EXAMPLE_SITES) break;
    if (k.exampleFile && k.exampleLine) out.set(siteKey(k.exampleFile, k.exampleLine), { file: k.exampleFile, line: k.exampleLine });
  }
  for (const g of pairs.slice(0, PAIR_GROUPS)) {
    for (const s of g.sites.slice(0, SITES_PER_GROUP)) out.set(siteKey(s.file, s.line), { file: s.file, line: s.line });
  }
  return [...out.values()];
}

/**
 * The pairs, keys and source lines of candidate `id` (null: none wanted). Nothing is read until a
 * detail view asks; each candidate is read once per session.
 */
export function useCandidateDetail(source: DataSource, id: string | null): DetailData {
  const cache = useRef(new Map<string, DetailData>());
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (id === null || cache.current.has(id)) return;
    cache.current.set(id, LOADING_DETAIL);
    void (async () => {
      try {
        const [pairs, keys] = await Promise.all([source.pairs(id), source.keys(id)]);
        const ready: DetailData = { status: 'ready', error: null, pairs, keys, sources: new Map() };
        cache.current.set(id, ready);
        bump();
        const sites = sitesToRead(pairs, keys);
        const lines = await Promise.all(sites.map((s) => source.sourceLine(s.file, s.line).catch(() => null)));
        cache.current.set(id, { ...ready, sources: new Map(sites.map((s, i) => [siteKey(s.file, s.line), lines[i] ?? null])) });
      } catch (e) {
        cache.current.set(id, { ...LOADING_DETAIL, status: 'error', error: e instanceof Error ? e.message : String(e) });
      }
      bump();
    })();
  }, [id, source]);
  return id === null ? LOADING_DETAIL : cache.current.get(id) ?? LOADING_DETAIL;
}
