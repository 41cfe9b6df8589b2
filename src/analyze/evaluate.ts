import type { Candidate } from '../core/types.js';
import { PAIR_SEPARATOR } from '../core/call-pair.js';

/** A labelled registry or noise callee, as written in eval.yaml / eval/labels/*.yaml. */
export interface Label {
  /** callee path, base class path, `file::NAME` for tables; `*` matches any run of characters */
  callee_path: string;
  role: string;
  position?: string | number | null;
  why?: string;
  shape?: string;
  /** entries with the same idiom are spellings of one registry: it is found when any of them is */
  idiom?: string;
  /** `lookup` entries name the read side; they are not registries to rank */
  side?: 'register' | 'declaration' | 'lookup' | 'both';
}

export interface LabelFile {
  repo: string;
  language?: string;
  /** path of the repository relative to the labels' --repos directory (default: repo) */
  path?: string;
  registries: Label[];
  noise: Label[];
}

const ARG_ROLES = new Set(['call_arg', 'decorator_arg']);
const TABLE_ROLES = new Set(['dict_key', 'collection_elem', 'dict_value']);

function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${glob.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
}

type Member = Candidate['members'][number];

function roleMatches(label: string, c: Member): boolean {
  if (label === c.role) return true;
  if (ARG_ROLES.has(label) && ARG_ROLES.has(c.role)) return true;
  return TABLE_ROLES.has(label) && c.kind === 'table' && TABLE_ROLES.has(c.role);
}

function memberMatches(m: Member, label: Label, re: RegExp): boolean {
  if (!roleMatches(label.role, m)) return false;
  const pos = label.position === undefined || label.position === null ? '' : String(label.position);
  if (m.kind !== 'table' && pos !== '*' && pos !== m.position) return false;
  // a call pair is either of its callees; a callee is also matched as the code writes it (`callees` prints that)
  return [m.subject, ...m.subject.split(PAIR_SEPARATOR), ...(m.written ?? [])].some((s) => re.test(s));
}

/** True when a ranked row (a family: its spellings and slots, and the related rows it shows) is the labelled idiom. */
export function matchesLabel(c: Candidate, label: Label): boolean {
  const re = globToRegExp(label.callee_path);
  const members = [...(c.members?.length ? c.members : [c]), ...(c.related ?? [])];
  return members.some((m) => memberMatches(m, label, re));
}

export interface RepoEvaluation {
  repo: string;
  candidates: number;
  /** one entry per registry idiom: its best-ranked spelling */
  ranks: { idiom: string; label: Label; rank: number | null }[];
  recallAt5: number;
  recallAt10: number;
  /** idioms found in the top 10 over the most that fit there (min(10, idioms)): a repo with 21 idioms cannot reach 100% recall at 10 */
  reachableAt10: number;
  precisionAt5: number;
  precisionAt10: number;
  noiseInTop10: number;
  /** noise among the ranked (not weak) rows of the top 10: what `rank` lists above the weak ones */
  noiseRankedInTop10: number;
  /** noise labels ranked above the lowest-ranked found registry */
  noiseAboveRegistry: number;
  top10: { rank: number; subject: string; role: string; position: string; score: number; weak: boolean; label: 'registry' | 'noise' | '' }[];
}

/** Scores a ranking (strong rows first, then weak) against labels. */
export function evaluateRanking(repo: string, ranked: Candidate[], labels: LabelFile): RepoEvaluation {
  const rankOf = (l: Label): number | null => {
    const i = ranked.findIndex((c) => matchesLabel(c, l));
    return i < 0 ? null : i + 1;
  };
  const registers = labels.registries.filter((l) => l.side !== 'lookup');
  const idioms = new Map<string, { idiom: string; label: Label; rank: number | null }>();
  for (const label of registers) {
    const idiom = label.idiom ?? `${label.callee_path}|${label.role}|${label.position ?? ''}`;
    const rank = rankOf(label);
    const prev = idioms.get(idiom);
    if (!prev || (rank !== null && (prev.rank === null || rank < prev.rank))) idioms.set(idiom, { idiom, label, rank });
  }
  const ranks = [...idioms.values()];
  const isRegistry = (c: Candidate): boolean => labels.registries.some((l) => matchesLabel(c, l));
  // a row that is a labelled registry is not noise, whatever noise it shows inside it as related
  // (the visitor family beside one `self.visit_admonition(node, "note")` call sharing its names)
  const isNoise = (c: Candidate): boolean => !isRegistry(c) && labels.noise.some((l) => matchesLabel(c, l));
  const n = ranks.length || 1;
  const recall = (k: number): number => ranks.filter((r) => r.rank !== null && r.rank <= k).length / n;
  const precision = (k: number): number => ranked.slice(0, k).filter(isRegistry).length / Math.max(1, Math.min(k, ranked.length));
  const worst = Math.max(0, ...ranks.map((r) => r.rank ?? 0));
  return {
    repo,
    candidates: ranked.length,
    ranks,
    recallAt5: recall(5),
    recallAt10: recall(10),
    // a row can carry several idioms through its related rows: the ratio is capped at 1
    reachableAt10: Math.min(1, ranks.filter((r) => r.rank !== null && r.rank <= 10).length / Math.max(1, Math.min(10, ranks.length))),
    precisionAt5: precision(5),
    precisionAt10: precision(10),
    noiseInTop10: ranked.slice(0, 10).filter(isNoise).length,
    noiseRankedInTop10: ranked.slice(0, 10).filter((c) => !c.weak && isNoise(c)).length,
    noiseAboveRegistry: ranked.slice(0, worst).filter(isNoise).length,
    top10: ranked.slice(0, 10).map((c, i) => ({
      rank: i + 1, subject: c.subject, role: c.role, position: c.position, score: Math.round(c.score * 100) / 100, weak: c.weak,
      label: isRegistry(c) ? 'registry' : isNoise(c) ? 'noise' : '',
    })),
  };
}
