/**
 * What a user waits for after the scan: `rank` (in-process and through the CLI) and the Ink
 * explorer (first screen, then key presses), both on the database of the full scan.
 *
 * The explorer is driven in this process over a fake terminal: keys are fed to a stdin stand-in in
 * raw mode and each frame is noticed through Ink's `onRender` hook, so a key's time runs from the
 * key arriving to its frame having been handed to stdout (input parsing, the reducer, React's
 * render and commit, Ink's layout and output). Keys are spaced like a fast typist's, past Ink's
 * frame throttle (30 fps), so each is drawn as soon as it is handled, as in a real terminal.
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rankCandidates } from '../src/analyze/rank.js';
import { databaseSource } from '../src/commands/explore.js';
import { closeDatabase, openDatabase, readMeta, type Db } from '../src/store/db.js';
import type { DataSource } from '../src/tui/data-source.js';
import type { BenchContext, Figure, Section } from './harness.js';
import { runRank, runScan, type ScanRun } from './runners.js';

/** The goals of these sections (held beside the scanner's in sections.ts). */
export const INTERACTIVE_AIMS = {
  rankMedianS: { op: '<', target: 2 },
  exploreFirstScreenS: { op: '<', target: 1 },
  exploreKeyMedianMs: { op: '<', target: 50 },
} as const;

const RANK_LIMIT = 25;
/** in-process rank runs after the first (cold) one */
const RANK_WARM_RUNS = 5;
const RANK_CLI_RUNS = 3;

/** the fake terminal's size: a roomy but ordinary window */
const COLUMNS = 120;
const ROWS = 40;
/**
 * No frame and no data read for this long = the screen has settled. Longer than Ink's frame
 * throttle (34 ms at 30 fps), so a frame held back by it still counts to the key that caused it.
 */
const QUIET_MS = 60;
const FIRST_SCREEN_TIMEOUT_MS = 120_000;
const KEY_TIMEOUT_MS = 10_000;

// ---- helpers -------------------------------------------------------------------------------------

export function median(xs: readonly number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Nearest-rank percentile (p in 0..100). */
export function percentile(xs: readonly number[], p: number): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer after ${(ms / 1000).toFixed(0)} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The database both sections read: the full scan's (`state.get('db')`), left as the rescan found
 * it (unchanged). Should it be gone, the repository is scanned again into a database of our own.
 */
async function analysisDb(ctx: BenchContext): Promise<{ path: string; note: string | null }> {
  const kept = ctx.state.get('analysisDb') as string | undefined;
  if (kept && existsSync(kept)) return { path: kept, note: null };
  const scanned = ctx.state.get('db') as string | undefined;
  if (scanned && existsSync(scanned)) {
    ctx.state.set('analysisDb', scanned);
    return { path: scanned, note: null };
  }
  const path = join(ctx.tmp, 'analysis.duckdb');
  ctx.log(`the scan database is gone: idiomscope scan --jobs ${ctx.opts.jobs} into ${path}`);
  await runScan(ctx.root, ctx.target.dir, path, ctx.opts.jobs);
  ctx.state.set('analysisDb', path);
  return { path, note: `the full-scan database was gone; scanned again into ${path}` };
}

function needsFullScan(ctx: BenchContext): string | null {
  if (ctx.state.get('scanUnusable')) return String(ctx.state.get('scanUnusable'));
  return (ctx.state.get('scan2') as ScanRun | undefined) ? null : 'the full scan did not complete';
}

// ---- rank ----------------------------------------------------------------------------------------

const rank: Section = {
  id: 'rank',
  title: 'rank',
  skip: needsFullScan,
  async run(ctx) {
    const { path, note } = await analysisDb(ctx);
    const notes: string[] = note ? [note] : [];
    ctx.log(`rankCandidates(limit ${RANK_LIMIT}) in-process, 1 + ${RANK_WARM_RUNS} runs`);
    const t0 = performance.now();
    const db = await openDatabase(path);
    const openMs = performance.now() - t0;
    const runs: number[] = [];
    let rows = 0;
    let all = 0;
    let allMs = 0;
    try {
      for (let i = 0; i <= RANK_WARM_RUNS; i++) {
        const t = performance.now();
        rows = (await rankCandidates(db, { limit: RANK_LIMIT })).length;
        runs.push(performance.now() - t);
      }
      const ta = performance.now();
      all = (await rankCandidates(db, { allMembers: true })).length;
      allMs = performance.now() - ta;
    } finally {
      closeDatabase(db);
    }
    // the in-process database is closed before the CLI opens the file
    ctx.log(`idiomscope rank --db … --json --limit ${RANK_LIMIT}, ${RANK_CLI_RUNS} runs`);
    const cli: number[] = [];
    let cliRows = 0;
    for (let i = 0; i < RANK_CLI_RUNS; i++) {
      const r = await runRank(ctx.root, path, RANK_LIMIT);
      cli.push(r.wallMs);
      cliRows = r.rows;
    }
    const warm = runs.slice(1);
    const figures: Figure[] = [
      { key: 'rank.firstS', label: `rankCandidates(limit ${RANK_LIMIT}), first run after open`, value: runs[0]! / 1000, unit: 's', digits: 3 },
      { key: 'rank.medianS', label: `rankCandidates(limit ${RANK_LIMIT}), median of ${warm.length} more`, value: median(warm)! / 1000, unit: 's', digits: 3, aim: INTERACTIVE_AIMS.rankMedianS },
      { key: 'rank.maxS', label: '  slowest of those', value: Math.max(...warm) / 1000, unit: 's', digits: 3 },
      { key: 'rank.openMs', label: 'openDatabase (not counted)', value: openMs, unit: 'ms', digits: 0 },
      { key: 'rank.cliWallS', label: `CLI rank --json --limit ${RANK_LIMIT} (wall, median of ${RANK_CLI_RUNS})`, value: median(cli)! / 1000, unit: 's', digits: 3 },
      { key: 'rank.cliStartupS', label: '  minus the in-process median (start-up, open, print)', value: (median(cli)! - median(warm)!) / 1000, unit: 's', digits: 3 },
      { key: 'rank.candidates', label: 'candidates (allMembers: every spelling)', value: all },
      { key: 'rank.allMembersS', label: '  rankCandidates({ allMembers: true })', value: allMs / 1000, unit: 's', digits: 3 },
    ];
    if (rows !== Math.min(RANK_LIMIT, all)) notes.push(`rankCandidates(limit ${RANK_LIMIT}) returned ${rows} rows`);
    if (cliRows !== rows) notes.push(`the CLI printed ${cliRows} rows, the in-process call returned ${rows}`);
    notes.push('in-process times exclude opening the database; the CLI time is the whole process as a user runs it');
    return { figures, notes };
  },
};

// ---- explore -------------------------------------------------------------------------------------

/** The terminal's output end as Ink uses it: a size, and a sink for frames (timed through `onRender`). */
class FakeTerminalOut extends EventEmitter {
  readonly columns = COLUMNS;
  readonly rows = ROWS;
  readonly isTTY = false;
  write = (_s: string): boolean => true;
}

/** The terminal's input end in raw mode: each `type` is one read, as one key press arrives. */
class FakeTerminalIn extends EventEmitter {
  readonly isTTY = true;
  private chunk: string | null = null;
  setEncoding(): this { return this; }
  setRawMode(): this { return this; }
  resume(): this { return this; }
  pause(): this { return this; }
  ref(): this { return this; }
  unref(): this { return this; }
  read(): string | null {
    const c = this.chunk;
    this.chunk = null;
    return c;
  }
  type(keys: string): void {
    this.chunk = keys;
    this.emit('readable');
  }
}

/** Counts the data source's calls in flight, so "settled" can wait for the detail view's reads. */
interface SourceTiming {
  /** calls in flight */
  pending: number;
  /** when the last call ended */
  lastDoneAt: number;
  candidatesMs: number | null;
}

function instrumented(source: DataSource, timing: SourceTiming): DataSource {
  const track = <A extends unknown[], T>(f: (...a: A) => Promise<T>) => async (...a: A): Promise<T> => {
    timing.pending++;
    try {
      return await f(...a);
    } finally {
      timing.pending--;
      timing.lastDoneAt = performance.now();
    }
  };
  return {
    candidates: track(async () => {
      const t = performance.now();
      const c = await source.candidates();
      timing.candidatesMs = performance.now() - t;
      return c;
    }),
    pairs: track((id: string) => source.pairs(id)),
    keys: track((id: string) => source.keys(id)),
    sourceLine: track((file: string, line: number) => source.sourceLine(file, line)),
  };
}

/** Frames as Ink draws them: a count, the last one's time, and Ink's own render time of each. */
class FrameClock {
  count = 0;
  lastAt = 0;
  readonly inkRenderMs: number[] = [];
  private waiters: (() => void)[] = [];

  /** Ink's `onRender`: called after Ink has laid out the frame, just before it writes it. */
  readonly onRender = ({ renderTime }: { renderTime: number }): void => {
    this.inkRenderMs.push(renderTime);
    // noted once the synchronous write that follows the callback is done
    queueMicrotask(() => {
      this.count++;
      this.lastAt = performance.now();
      const w = this.waiters;
      this.waiters = [];
      for (const f of w) f();
    });
  };

  /** The time of the first frame after frame number `after`, or null after `timeoutMs`. */
  async frameAfter(after: number, timeoutMs: number): Promise<number | null> {
    const deadline = performance.now() + timeoutMs;
    while (this.count <= after) {
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.lastAt;
  }

  /**
   * Waits until nothing is being read and neither a frame nor a read has ended for `quietMs`
   * (the frame of data that came in may be held back by Ink's throttle); false on timeout.
   */
  async settle(source: SourceTiming, quietMs: number, timeoutMs: number): Promise<boolean> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const now = performance.now();
      const quiet = now - Math.max(this.lastAt, source.lastDoneAt);
      if (source.pending === 0 && quiet >= quietMs) return true;
      if (now >= deadline) return false;
      await sleep(Math.max(1, Math.min(quietMs - quiet, 10)));
    }
  }
}

type KeyKind = 'move' | 'filter' | 'open' | 'back';

interface Press {
  keys: string;
  kind: KeyKind;
}

const DOWN = '\x1b[B';
const PAGE_DOWN = '\x1b[6~';
const ESC = '\x1b';
const ENTER = '\r';

/** Letters to filter by: the start of a word of the subject of a candidate some way down the list. */
function filterText(subjects: readonly string[], round: number): string {
  const subject = subjects[(round * 37) % Math.max(1, subjects.length)] ?? 'register';
  const words = subject.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3);
  const word = words[round % Math.max(1, words.length)] ?? 'reg';
  return word.slice(0, 3);
}

/**
 * Five rounds of ten keys: down, down, page down, `/` and three letters of a filter, Esc (the
 * filter dropped), Enter (a candidate's detail) and Esc (back to the list).
 */
function keyScript(subjects: readonly string[]): Press[] {
  const out: Press[] = [];
  for (let round = 0; round < 5; round++) {
    out.push({ keys: DOWN, kind: 'move' }, { keys: DOWN, kind: 'move' }, { keys: PAGE_DOWN, kind: 'move' });
    out.push({ keys: '/', kind: 'filter' });
    for (const ch of filterText(subjects, round)) out.push({ keys: ch, kind: 'filter' });
    out.push({ keys: ESC, kind: 'filter' });
    out.push({ keys: ENTER, kind: 'open' }, { keys: ESC, kind: 'back' });
  }
  return out;
}

/** Ink and React are loaded once per process: only the first target's explore section pays for it. */
let tuiLoaded = false;

const explore: Section = {
  id: 'explore',
  title: 'explore (Ink)',
  skip: needsFullScan,
  async run(ctx) {
    const { path, note } = await analysisDb(ctx);
    const notes: string[] = note ? [note] : [];

    // React's development build is several times slower per key; the CLI runs the production one
    if (process.env.NODE_ENV !== 'production') {
      if (process.env.NODE_ENV) notes.push(`NODE_ENV was ${process.env.NODE_ENV}; set to production as the explore command runs`);
      process.env.NODE_ENV = 'production';
    }
    const ti = performance.now();
    const firstLoad = !tuiLoaded;
    const tui = await import('../src/tui/index.js');
    tuiLoaded = true;
    const importMs = firstLoad ? performance.now() - ti : null;

    ctx.log('explorer: first screen, then 50 key presses');
    const timing: SourceTiming = { pending: 0, lastDoneAt: 0, candidatesMs: null };
    const clock = new FrameClock();
    const stdout = new FakeTerminalOut();
    const stdin = new FakeTerminalIn();
    const t0 = performance.now();
    const db: Db = await openDatabase(path);
    let handle: ReturnType<typeof tui.renderExplore> | null = null;
    try {
      const meta = await readMeta(db);
      const openMs = performance.now() - t0;
      let subjects: string[] = [];
      const real = databaseSource(db, meta.repo_root ?? null);
      const source = instrumented({
        ...real,
        candidates: async () => {
          const c = await real.candidates();
          subjects = c.map((x) => x.subject);
          return c;
        },
      }, timing);
      handle = tui.renderExplore(source, {
        decisions: tui.memoryDecisionStore(),
        title: meta.repo_name ?? 'bench',
        stdin: stdin as unknown as NodeJS.ReadStream,
        stdout: stdout as unknown as NodeJS.WriteStream,
        stderr: new FakeTerminalOut() as unknown as NodeJS.WriteStream,
        size: { columns: COLUMNS, rows: ROWS },
        onRender: clock.onRender,
      });
      // a failure before the first screen rejects `done`: surface it instead of waiting for `ready`
      const endedEarly = handle.done.then(() => {
        throw new Error('the explorer quit before its first screen');
      });
      endedEarly.catch(() => undefined);
      await withTimeout(Promise.race([handle.ready, endedEarly]), FIRST_SCREEN_TIMEOUT_MS, 'explorer first screen');
      const firstScreenMs = performance.now() - t0;
      const framesToFirst = clock.count;
      await clock.settle(timing, QUIET_MS, KEY_TIMEOUT_MS);

      const script = keyScript(subjects);
      const perKey: number[] = [];
      const byKind = new Map<KeyKind, number[]>();
      const detailLoaded: number[] = [];
      let missed = 0;
      let unsettled = 0;
      for (const press of script) {
        const before = clock.count;
        const t = performance.now();
        stdin.type(press.keys);
        const at = await clock.frameAfter(before, KEY_TIMEOUT_MS);
        if (at !== null) {
          perKey.push(at - t);
          const list = byKind.get(press.kind) ?? [];
          list.push(at - t);
          byKind.set(press.kind, list);
        } else {
          missed++;
        }
        if (!(await clock.settle(timing, QUIET_MS, KEY_TIMEOUT_MS))) unsettled++;
        if (at === null) continue;
        // the detail's pairs, keys and source lines are read after it opens; its last frame shows them
        if (press.kind === 'open') detailLoaded.push(clock.lastAt - t);
      }
      const inkFrames = clock.inkRenderMs.slice(framesToFirst);

      stdin.type('q');
      await withTimeout(handle.done, KEY_TIMEOUT_MS, 'explorer quit');
      handle = null;

      const ms = (xs: number[] | undefined): number | null => (xs && xs.length ? median(xs) : null);
      const figures: Figure[] = [
        { key: 'explore.firstScreenS', label: 'first screen (open database, load candidates, draw)', value: firstScreenMs / 1000, unit: 's', digits: 3, aim: INTERACTIVE_AIMS.exploreFirstScreenS },
        { key: 'explore.openMs', label: '  open database + meta', value: openMs, unit: 'ms', digits: 0 },
        { key: 'explore.candidatesMs', label: '  load candidates (rankCandidates, all)', value: timing.candidatesMs, unit: 'ms', digits: 0 },
        { key: 'explore.candidates', label: 'candidates in the list', value: subjects.length },
        { key: 'explore.importMs', label: 'load Ink + React (not counted; first target only)', value: importMs, unit: 'ms', digits: 0 },
        { key: 'explore.keys', label: 'key presses timed', value: perKey.length },
        { key: 'explore.keyMedianMs', label: 'key press → frame, median', value: median(perKey), unit: 'ms', digits: 1, aim: INTERACTIVE_AIMS.exploreKeyMedianMs },
        { key: 'explore.keyP95Ms', label: 'key press → frame, p95', value: percentile(perKey, 95), unit: 'ms', digits: 1 },
        { key: 'explore.keyMaxMs', label: 'key press → frame, max', value: perKey.length ? Math.max(...perKey) : null, unit: 'ms', digits: 1 },
        { key: 'explore.moveMedianMs', label: '  down / page down, median', value: ms(byKind.get('move')), unit: 'ms', digits: 1 },
        { key: 'explore.filterMedianMs', label: '  filter (/, letters, Esc), median', value: ms(byKind.get('filter')), unit: 'ms', digits: 1 },
        { key: 'explore.openMedianMs', label: '  Enter → detail drawn, median', value: ms(byKind.get('open')), unit: 'ms', digits: 1 },
        { key: 'explore.detailLoadedMs', label: '  Enter → detail with pairs, keys, source, median', value: ms(detailLoaded), unit: 'ms', digits: 0 },
        { key: 'explore.backMedianMs', label: '  Esc back to the list, median', value: ms(byKind.get('back')), unit: 'ms', digits: 1 },
        { key: 'explore.inkRenderMedianMs', label: 'Ink render per frame (onRender renderTime), median', value: median(inkFrames), unit: 'ms', digits: 2 },
      ];
      if (missed) notes.push(`${missed} of ${script.length} key presses drew no frame within ${KEY_TIMEOUT_MS / 1000} s`);
      if (unsettled) notes.push(`${unsettled} key presses were still drawing or reading after ${KEY_TIMEOUT_MS / 1000} s`);
      notes.push(`a fake ${COLUMNS}×${ROWS} terminal in this process, production React, Ink at its default 30 fps; keys ≥ ${QUIET_MS} ms apart`);
      notes.push(`first screen starts before opening the database; loading Ink and React is timed apart${firstLoad ? '' : ' (already loaded for an earlier target)'}`);
      return { figures, notes };
    } finally {
      if (handle) {
        handle.instance.unmount();
        await handle.done.catch(() => undefined);
      }
      closeDatabase(db);
    }
  },
};

/** Appended to SECTIONS after the scanner's measurements. */
export const INTERACTIVE_SECTIONS: readonly Section[] = [rank, explore];
