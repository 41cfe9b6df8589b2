/**
 * What the explorer reads and writes, as two small interfaces. `commands/explore.ts` implements
 * them over the workspace database and the decisions file; tests and benchmarks pass in-memory
 * ones. The UI loads candidates once and everything else lazily, when a detail view opens.
 */
import type { Candidate, Pair, TriageProposal, TriageResult } from '../core/types.js';
import type { Decision, DecisionChange } from '../decide/decision.js';

/** One distinct key of a candidate with its confidence tier, and the first site that declares it. */
export interface KeyRow {
  key: string;
  /** literal, folded or computed */
  tier: string;
  sites: number;
  files: number;
  /** first declaring site (repo-relative path and 1-based line), when known */
  exampleFile: string | null;
  exampleLine: number | null;
}

export interface DataSource {
  /** every candidate, in ranking order (strong first, by score; then weak); called once */
  candidates(): Promise<Candidate[]>;
  /** the cross-file pairs of one candidate (`pairsOf`) */
  pairs(id: string): Promise<Pair[]>;
  /** the keys of one candidate with their tiers, most sites first */
  keys(id: string): Promise<KeyRow[]>;
  /** one line of a repository file, unstripped; null when it cannot be read */
  sourceLine(file: string, line: number): Promise<string | null>;
}

/**
 * A failure log explained against the workspace (`explore --triage`): the failed tasks with their
 * category and evidence, and the proposals ranked by the tasks they would fix. Computed by the
 * command before the app starts; the app only shows it and decides on the proposals.
 */
export interface TriageData {
  /** the log as the user named it (shown, and quoted in the reason of a decision taken from it) */
  log: string;
  /** tasks read from the log, failed or not */
  cases: number;
  /** tasks that failed (one result each) */
  failedCases: number;
  /** malformed lines skipped (`--skip-bad`) */
  skipped: number;
  results: TriageResult[];
  proposals: TriageProposal[];
}

/** Where decisions come from and go to. */
export interface DecisionStore {
  /** shown in the title bar: the decisions file */
  readonly label?: string;
  load(): Promise<Map<string, Decision>>;
  /** applies the changes; throws (an AppError with file and line) when they cannot be saved */
  save(changes: DecisionChange[]): Promise<void>;
}

/** A decision store kept in memory, recording every save (for tests and benchmarks). */
export interface MemoryDecisionStore extends DecisionStore {
  readonly current: Map<string, Decision>;
  readonly saves: DecisionChange[][];
  /** make the next saves fail with this error (null to succeed again) */
  failWith: Error | null;
}

export function memoryDecisionStore(initial: Iterable<Decision> = []): MemoryDecisionStore {
  const current = new Map<string, Decision>();
  for (const d of initial) current.set(d.id, d);
  const store: MemoryDecisionStore = {
    label: '(in memory)',
    current,
    saves: [],
    failWith: null,
    async load() {
      return new Map(current);
    },
    async save(changes) {
      if (store.failWith) throw store.failWith;
      store.saves.push(changes);
      for (const ch of changes) {
        if (ch.decision) current.set(ch.id, ch.decision);
        else current.delete(ch.id);
      }
    },
  };
  return store;
}
