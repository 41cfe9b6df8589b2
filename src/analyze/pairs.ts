import type { Pair } from '../core/types.js';
import { runNamed, type Db } from '../store/db.js';

/** The cross-file pairs of one candidate, grouped by (kind, container) with their sites. */
export async function pairsOf(db: Db, candidateId: string): Promise<Pair[]> {
  const rows = await runNamed<Record<string, unknown>>(db, 'pairs', { id: candidateId });
  const groups = new Map<string, Pair>();
  for (const r of rows) {
    const kind = r.pair_kind as Pair['kind'];
    const containerPath = String(r.container_path ?? r.container ?? '');
    const k = `${kind}\u0000${containerPath}`;
    let g = groups.get(k);
    if (!g) {
      g = { kind, container: String(r.container ?? ''), containerPath, confidence: 'guess', keys: [], files: [], sites: [] };
      groups.set(k, g);
    }
    const conf = r.confidence as Pair['confidence'];
    if (conf === 'storage' || (conf === 'shared' && g.confidence === 'guess')) g.confidence = conf;
    const key = String(r.key ?? '');
    if (!g.keys.includes(key)) g.keys.push(key);
    const file = String(r.file);
    if (!g.files.includes(file)) g.files.push(file);
    g.sites.push({ file, line: Number(r.line), symbol: String(r.enclosing_symbol ?? ''), key, role: String(r.role ?? '') });
  }
  const order = { storage: 0, shared: 1, guess: 2 } as const;
  return [...groups.values()].sort((a, b) =>
    (a.kind === 'dispatch' ? -1 : 0) - (b.kind === 'dispatch' ? -1 : 0) || order[a.confidence] - order[b.confidence] ||
    b.keys.length - a.keys.length || a.containerPath.localeCompare(b.containerPath));
}
