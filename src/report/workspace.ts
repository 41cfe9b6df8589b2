/**
 * What SQL cells run against: the workspace database, opened read-only by the caller, plus two
 * TEMP tables that carry what is not stored in it. DuckDB keeps TEMP tables in a separate in-memory
 * catalog, so they can be created on a read-only workspace, and unqualified names find them first.
 *
 * - `decisions(candidate_id, status)`: the decisions file (`accepted` / `rejected`), read by the
 *   command, because report/ may not import decide/;
 * - `ranked_candidates`: the ranking as `idiomscope rank` shows it (one row per family member, the
 *   family leader first), with every factor of the score, computed by analyze/ in the command.
 *
 * Values go in through `$`-parameters only: no SQL is ever built from repository strings.
 */
import type { Candidate, DecisionStatus } from '../core/types.js';
import { queryRows, type Db } from '../store/db.js';

/** Everything a notebook may use besides the stored tables. */
export interface ReportContext {
  /** decisions by candidate id; a candidate not in the map is pending */
  decisions: ReadonlyMap<string, 'accepted' | 'rejected'>;
  /** family leaders, ranked (what `rankCandidates(db)` returns) */
  candidates: readonly Candidate[];
  /** every spelling of every family (`rankCandidates(db, {allMembers: true})`); leaders when absent */
  members?: readonly Candidate[];
}

/** Columns of `ranked_candidates`, in order, with their types. */
export const RANKED_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['rank', 'INTEGER'], ['candidate_id', 'VARCHAR'], ['family_id', 'VARCHAR'], ['leader', 'BOOLEAN'],
  ['kind', 'VARCHAR'], ['language', 'VARCHAR'], ['subject', 'VARCHAR'], ['role', 'VARCHAR'], ['position', 'VARCHAR'],
  ['label', 'VARCHAR'], ['sites', 'INTEGER'], ['files', 'INTEGER'], ['distinct_keys', 'INTEGER'],
  ['evidence_count', 'INTEGER'], ['score', 'DOUBLE'], ['weak', 'BOOLEAN'], ['decision', 'VARCHAR'],
  ['prior', 'DOUBLE'], ['shape_factor', 'DOUBLE'], ['context_factor', 'DOUBLE'], ['spread_factor', 'DOUBLE'],
  ['evidence_factor', 'DOUBLE'], ['generated_factor', 'DOUBLE'], ['test_factor', 'DOUBLE'], ['accessor_factor', 'DOUBLE'],
  ['stoplist_factor', 'DOUBLE'], ['backing_factor', 'DOUBLE'], ['value_factor', 'DOUBLE'], ['enum_factor', 'DOUBLE'],
  ['external_factor', 'DOUBLE'], ['files_factor', 'DOUBLE'], ['mixed_factor', 'DOUBLE'],
];

/** Short display name of a candidate: its subject, and the argument position when there is one. */
export function candidateLabel(c: Pick<Candidate, 'subject' | 'position'>): string {
  const subject = c.subject.length > 48 ? `…${c.subject.slice(-47)}` : c.subject;
  return c.position === '' ? subject : `${subject} [${c.position}]`;
}

/** The leader of each member's family: the leader lists the member among its family's members. */
function familyOf(members: readonly Candidate[], leaders: readonly Candidate[]): Map<string, Candidate> {
  const byId = new Map(leaders.map((l) => [l.id, l]));
  const out = new Map<string, Candidate>();
  for (const m of members) {
    const leader = byId.get(m.id) ??
      leaders.find((l) => (l.members ?? []).some((x) =>
        x.kind === m.kind && x.subject === m.subject && x.role === m.role && x.position === m.position)) ??
      m;
    out.set(m.id, leader);
  }
  return out;
}

/** One row of `ranked_candidates` per member, family leaders numbered 1.. in ranking order. */
export function rankedRows(ctx: ReportContext): unknown[][] {
  const leaders = ctx.candidates;
  const members = ctx.members ?? leaders;
  const rankOf = new Map(leaders.map((c, i) => [c.id, i + 1]));
  const family = familyOf(members, leaders);
  const all = [...members];
  for (const l of leaders) if (!all.some((m) => m.id === l.id)) all.push(l);
  const byId = new Map(leaders.map((l) => [l.id, l]));
  const rows = all.map((m) => {
    // a candidate shown inside another row (related: it carries mostly that row's keys) ranks with it
    const own = family.get(m.id) ?? m;
    const leader = own === m && m.relatedTo && byId.has(m.relatedTo) ? byId.get(m.relatedTo)! : own;
    const status: DecisionStatus = ctx.decisions.get(m.id) ?? ctx.decisions.get(own.id) ?? 'pending';
    const f = m.factors;
    return [
      rankOf.get(leader.id) ?? null, m.id, leader.id, leader.id === m.id, m.kind, m.language, m.subject, m.role, m.position,
      candidateLabel(leader), m.sites, m.files, m.distinctKeys, m.evidenceCount, m.score, m.weak, status,
      f.prior, f.shape, f.context, f.spread, f.evidence, f.generated, f.tests, f.accessor, f.stoplist, f.backing,
      f.valueSlot, f.enumLike, f.external, f.files, f.mixed,
    ];
  });
  // leaders in rank order, then the other members by id: the table reads the same every time
  return rows.sort((a, b) => (Number(b[3]) - Number(a[3])) || (Number(a[0] ?? 1e9) - Number(b[0] ?? 1e9)) || String(a[1]).localeCompare(String(b[1])));
}

async function insertRows(db: Db, table: string, columns: number, rows: unknown[][]): Promise<void> {
  const CHUNK = 100;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: Record<string, unknown> = {};
    const tuples = chunk.map((row, i) => {
      const names = row.slice(0, columns).map((v, j) => {
        const p = `p${i}_${j}`;
        params[p] = v ?? null;
        return `$${p}`;
      });
      return `(${names.join(', ')})`;
    });
    await queryRows(db.conn, `INSERT INTO ${table} VALUES ${tuples.join(', ')}`, params);
  }
}

/** Creates (or replaces) the TEMP tables `decisions` and `ranked_candidates` on `db`. */
export async function exposeContext(db: Db, ctx: ReportContext): Promise<void> {
  await queryRows(db.conn, 'CREATE OR REPLACE TEMP TABLE decisions (candidate_id VARCHAR NOT NULL, status VARCHAR NOT NULL)');
  const decisions = [...ctx.decisions].sort(([a], [b]) => a.localeCompare(b)).map(([id, status]) => [id, status]);
  await insertRows(db, 'decisions', 2, decisions);
  await queryRows(db.conn, `CREATE OR REPLACE TEMP TABLE ranked_candidates (${RANKED_COLUMNS.map(([n, t]) => `"${n}" ${t}`).join(', ')})`);
  await insertRows(db, 'ranked_candidates', RANKED_COLUMNS.length, rankedRows(ctx));
}

/** Names of the tables and views a cell can read (stored and TEMP). */
export async function tableNames(db: Db): Promise<Set<string>> {
  const rows = await queryRows(db.conn, 'SELECT DISTINCT table_name FROM information_schema.tables');
  return new Set(rows.map((r) => String(r.table_name)));
}
