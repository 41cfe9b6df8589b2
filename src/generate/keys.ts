import type { ConfidenceTier, RuntimeKey, RuntimeKeySite } from '../core/types.js';
import { pairSides } from '../core/call-pair.js';
import { nameKey, nameParts, namespaceOf, type AcceptedPattern } from './pattern.js';
import type { QueryHit } from './run-queries.js';

/** What `keys build` needs from the scan, as plain lookups (the command loads them from the store). */
export interface ScanFacts {
  /** folded constants and computed templates by `file:line:col` of the key expression */
  keyAt(file: string, line: number, col: number): { key: string; tier: ConfidenceTier } | undefined;
  /** the scan attributes a key site at `file:line` to this subject (import-resolved callee identity) */
  sameCallee(subject: string, file: string, line: number): boolean;
  /** innermost definition around a line, or `file::<module>` */
  symbolAt(file: string, line: number): string;
  /** the definition named `name` starting at `line` */
  symbolNamed(file: string, name: string, line: number): string | undefined;
  /** profiles (`@Profile`) on a definition, for discriminators */
  profilesOf(symbol: string): string[];
  /** the function (or a function nested in it) that writes keys into the registry's storage */
  isStorageWriter(symbol: string): boolean;
  /** the definition a table entry's value names (`"pkg.storage.GcsBackend"`, `GcsBackend`), by its file, line and text */
  tableTarget?(file: string, line: number, valueText: string): string | undefined;
}

export interface PatternHits {
  pattern: AcceptedPattern;
  declarations: QueryHit[];
  references: QueryHit[];
}

export interface KeysResult {
  sites: RuntimeKeySite[];
  /** symbolic keys no constant could fold: counted, never dropped silently */
  unfolded: { pattern: string; file: string; line: number; text: string }[];
  /** declaration captures whose callee the scan resolves elsewhere (a homonym) */
  homonyms: number;
}

/** Matching form of a key: lower case, no outer slashes, the part after the last ':' kept apart. */
export function normKey(k: string): string {
  return k.trim().replace(/^\/+|\/+$/g, '').toLowerCase();
}

function templateRegExp(template: string): RegExp {
  const parts = normKey(template).split('{}').map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

const REFERENCE_KINDS_WITH_ALL_KEYS = new Set(['dispatch']);

/**
 * Runtime-key sites from the hits of one pattern's generated queries: declarations with their folded
 * or templated keys, and references (a literal key read elsewhere, or any read of the storage).
 */
export function buildKeySites(h: PatternHits, facts: ScanFacts): KeysResult {
  const p = h.pattern;
  const ns = namespaceOf(p);
  const out: KeysResult = { sites: [], unfolded: [], homonyms: 0 };
  const declared = new Map<string, { key: string; tier: ConfidenceTier; files: Set<string> }>();

  // a family of names (visit_*) has no callee to check; its key is the name after the prefix
  const family = p.role === 'definition_name' ? nameParts(p.subject) : null;
  // names selected by their prefix (startswith) are keys whole; a built name's key is the part after it
  const strip = family !== null && !(p.storageContainer ?? '').startsWith('startswith:');
  for (const hit of h.declarations) {
    const calleeLine = p.kind === 'implicit' ? hit.calleeLine ?? hit.line : hit.line;
    const callee = p.kind === 'pair' ? pairSides(p.subject).register : p.subject;
    if ((p.kind === 'call' || (p.kind === 'implicit' && family === null) || p.kind === 'pair') && !facts.sameCallee(callee, hit.file, calleeLine)) {
      out.homonyms++;
      continue;
    }
    let key = strip && family !== null && hit.key !== null ? nameKey(hit.key, family) ?? hit.key : hit.key;
    let tier: ConfidenceTier = 'literal';
    if (key === null) {
      const known = facts.keyAt(hit.file, hit.line, hit.col);
      if (!known) {
        out.unfolded.push({ pattern: p.id, file: hit.file, line: hit.line, text: hit.keyText ?? '' });
        continue;
      }
      ({ key, tier } = known);
    }
    // a table entry is declared by what its value names (the backend class), else by the table's scope
    const target = p.kind === 'table' && hit.sym && hit.symLine !== null ? facts.tableTarget?.(hit.file, hit.symLine, hit.sym) : undefined;
    const symbol = target ?? (hit.sym && hit.symLine !== null ? facts.symbolNamed(hit.file, hit.sym, hit.symLine) : undefined) ?? facts.symbolAt(hit.file, hit.line);
    const profiles = facts.profilesOf(symbol);
    out.sites.push({
      namespace: ns, key, side: 'declared', file: hit.file, line: hit.line, symbol, confidence: tier,
      discriminator: profiles.length ? `profile=${profiles.join('|')}` : null, patternId: p.id,
    });
    const n = normKey(key);
    const entry = declared.get(n) ?? { key, tier, files: new Set<string>() };
    entry.files.add(hit.file);
    declared.set(n, entry);
  }

  const templates = [...declared.values()].filter((d) => d.tier === 'computed').map((d) => ({ d, re: templateRegExp(d.key) }));
  for (const hit of h.references) {
    const symbol = facts.symbolAt(hit.file, hit.line);
    const kind = hit.keyType === null ? 'dispatch' : 'lookup';
    // the registering function's own reads of its storage are not dispatch
    if (kind === 'dispatch' && facts.isStorageWriter(symbol)) continue;
    if (REFERENCE_KINDS_WITH_ALL_KEYS.has(kind)) {
      // a read of the storage (or of the family's attribute) can reach every key of the registry
      for (const d of declared.values()) {
        out.sites.push({ namespace: ns, key: d.key, side: 'referenced', file: hit.file, line: hit.line, symbol, confidence: d.tier, discriminator: null, patternId: p.id });
      }
      continue;
    }
    // a key read through a constant counts where the scan folded that constant; other names are no keys
    const folded = hit.key === null ? facts.keyAt(hit.file, hit.line, hit.col) : undefined;
    const refKey = hit.key ?? (folded?.tier === 'folded' ? folded.key : null);
    if (refKey === null) continue;
    const n = normKey(refKey);
    const tail = n.includes(':') ? n.slice(n.lastIndexOf(':') + 1) : null;
    const d = declared.get(n) ?? (tail !== null ? declared.get(tail) : undefined);
    if (d) {
      if (d.files.has(hit.file) && p.role !== 'annotation_arg') continue;
      const confidence = folded && d.tier === 'literal' ? 'folded' : d.tier;
      out.sites.push({ namespace: ns, key: d.key, side: 'referenced', file: hit.file, line: hit.line, symbol, confidence, discriminator: null, patternId: p.id });
      continue;
    }
    for (const t of templates) {
      if (t.re.test(n) && !t.d.files.has(hit.file)) {
        out.sites.push({ namespace: ns, key: t.d.key, side: 'referenced', file: hit.file, line: hit.line, symbol, confidence: 'computed', discriminator: null, patternId: p.id });
      }
    }
  }
  return out;
}

/** One record per (namespace, key), in a stable order, as runtime-keys.jsonl holds them. */
export function toRuntimeKeys(sites: RuntimeKeySite[], external: ReadonlySet<string>): RuntimeKey[] {
  const by = new Map<string, RuntimeKeySite[]>();
  for (const s of sites) {
    const k = `${s.namespace}\u0000${s.key}`;
    const list = by.get(k) ?? [];
    list.push(s);
    by.set(k, list);
  }
  const rank: Record<ConfidenceTier, number> = { literal: 0, folded: 1, guess: 2, computed: 3 };
  const out: RuntimeKey[] = [];
  for (const list of by.values()) {
    const first = list[0]!;
    const decl = list.filter((s) => s.side === 'declared');
    const refs = list.filter((s) => s.side === 'referenced');
    const tiers = (decl.length ? decl : refs).map((s) => s.confidence);
    const confidence = tiers.reduce((a, b) => (rank[b] > rank[a] ? b : a), 'literal' as ConfidenceTier);
    const discriminators = [...new Set(decl.map((s) => s.discriminator).filter((x): x is string => Boolean(x)))].sort();
    const rec: RuntimeKey = {
      kind: 'runtime_key',
      namespace: first.namespace,
      key: first.key,
      declared_by: [...new Set(decl.map((s) => s.symbol))].sort(),
      referenced_by: [...new Set(refs.map((s) => s.symbol))].sort(),
      confidence,
    };
    if (discriminators.length) rec.discriminator = discriminators.join(',');
    if (external.has(first.namespace)) rec.external = true;
    out.push(rec);
  }
  return out.sort((a, b) => (a.namespace < b.namespace ? -1 : a.namespace > b.namespace ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
