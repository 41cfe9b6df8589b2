import type { Candidate } from '../core/types.js';
import { runNamed, type Db } from '../store/db.js';
import type { KeyEntry, LiteralFact, TriageIndex } from './classify.js';

interface SiteRow {
  side: 'declared' | 'referenced';
  key: string;
  file: string;
  line: number;
  tier?: string;
  confidence?: string;
  discriminator?: string | null;
  namespace?: string;
  external?: boolean;
  candidate_id?: string;
  subject?: string;
  role?: string;
  position?: string;
}

function group(rows: SiteRow[], keyOf: (r: SiteRow) => string, entry: (r: SiteRow) => KeyEntry): KeyEntry[] {
  const by = new Map<string, KeyEntry>();
  for (const r of rows) {
    const k = keyOf(r);
    let e = by.get(k);
    if (!e) {
      e = entry(r);
      by.set(k, e);
    }
    (r.side === 'declared' ? e.declared : e.referenced).push({ file: r.file, line: Number(r.line) });
    if (r.side === 'declared' && (r.tier === 'computed' || r.confidence === 'computed')) e.computed = true;
    if (r.discriminator) e.discriminator = r.discriminator;
  }
  return [...by.values()];
}

/**
 * The classifier's view of a workspace: accepted keys (the built index, or the accepted candidates'
 * own sites when `keys build` has not run), the keys of ranked candidates not accepted yet, and per
 * file the literals and discriminators, loaded lazily.
 */
export type TriageDbIndex = Omit<TriageIndex, 'importReachable'> & {
  /** loads the literals of a file before the (synchronous) classifier asks for them */
  preload(file: string): Promise<void>;
};

export async function loadTriageIndex(db: Db, opts: { acceptedIds: string[]; ranked: Candidate[] }): Promise<TriageDbIndex> {
  const built = await runNamed<SiteRow>(db, 'triage-runtime-keys');
  const builtPatterns = new Set(built.map((r) => (r as { pattern_id?: string }).pattern_id));
  const accepted = group(built, (r) => `${r.namespace}\u0000${r.key}`, (r) => ({
    key: r.key, namespace: r.namespace!, declared: [], referenced: [], computed: false, discriminator: null, external: Boolean(r.external), candidate: null,
  }));
  const candidateKeys = async (ids: string[]): Promise<SiteRow[]> => (ids.length ? runNamed<SiteRow>(db, 'triage-candidate-keys', { ids: ids.join(',') }) : []);
  // accepted but not built into the index yet: their own sites stand in
  const unbuilt = opts.acceptedIds.filter((id) => !builtPatterns.has(id));
  accepted.push(...group(await candidateKeys(unbuilt), (r) => `${r.candidate_id}\u0000${r.key}`, (r) => ({
    key: r.key, namespace: r.subject!, declared: [], referenced: [], computed: false, discriminator: null, external: false, candidate: null,
  })));
  const acceptedSet = new Set(opts.acceptedIds);
  const pendingIds = opts.ranked.filter((c) => !c.weak && !acceptedSet.has(c.id) && c.decision !== 'rejected').map((c) => c.id);
  const pending = group(await candidateKeys(pendingIds), (r) => `${r.candidate_id}\u0000${r.key}`, (r) => ({
    key: r.key, namespace: r.subject!, declared: [], referenced: [], computed: false, discriminator: null, external: false,
    candidate: { id: r.candidate_id!, subject: r.subject!, role: r.role!, position: r.position! },
  }));
  const rankedIds = opts.ranked.filter((c) => !c.weak).map((c) => c.id);
  const covered = new Set((rankedIds.length ? await runNamed<{ file: string; line: number }>(db, 'triage-covered', { ids: rankedIds.join(',') }) : [])
    .map((r) => `${r.file}:${r.line}`));
  const files = new Set((await runNamed<{ path: string }>(db, 'file-paths')).map((r) => r.path));
  const discriminators = new Map<string, string[]>();
  for (const r of await runNamed<{ file: string; discriminator: string }>(db, 'triage-discriminators')) {
    discriminators.set(r.file, [...(discriminators.get(r.file) ?? []), r.discriminator]);
  }
  const literals = new Map<string, LiteralFact[]>();
  const literalRows = async (file: string): Promise<void> => {
    if (literals.has(file)) return;
    const rows = await runNamed<{ file: string; line: number; value: string; callee_path: string | null; role: string; position: string }>(db, 'triage-literals', { file });
    literals.set(file, rows.map((r) => ({
      file: r.file, line: Number(r.line), value: r.value, calleePath: r.callee_path, role: r.role, position: r.position,
      covered: covered.has(`${r.file}:${r.line}`),
    })));
  };
  return {
    accepted,
    pending,
    inTree: (f) => files.has(f),
    discriminatorsOf: (f) => discriminators.get(f) ?? [],
    literalsOf: (f) => literals.get(f) ?? [],
    preload: literalRows,
  };
}
