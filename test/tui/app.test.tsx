import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import type { Decision } from '../../src/decide/decision.js';
import { App, type ExploreResult } from '../../src/tui/app.js';
import { memoryDecisionStore, type DataSource, type MemoryDecisionStore } from '../../src/tui/data-source.js';
import { textWidth } from '../../src/tui/text.js';
import { candidate, fixtureSource, manyCandidates, sampleCandidates, type FixtureSource } from './fixture.js';
import { expectNoEscape, KEY, tick, waitFor } from './keys.js';

const TODAY = '2026-12-02';

interface Harness {
  r: ReturnType<typeof render>;
  source: FixtureSource | DataSource;
  store: MemoryDecisionStore;
  frame(): string;
  /** the line of the list holding `text` */
  row(text: string): string;
  press(...keys: string[]): Promise<void>;
  quits: ExploreResult[];
}

const mounted: ReturnType<typeof render>[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

async function mount(opts: { source?: FixtureSource | DataSource; store?: MemoryDecisionStore; size?: { columns: number; rows: number } | null } = {}): Promise<Harness> {
  const source = opts.source ?? fixtureSource();
  const store = opts.store ?? memoryDecisionStore();
  const quits: ExploreResult[] = [];
  const size = opts.size === null ? undefined : opts.size ?? { columns: 80, rows: 24 };
  const r = render(<App source={source} decisions={store} size={size} today={() => TODAY} title="webhook-service" onQuit={(q) => quits.push(q)} />);
  mounted.push(r);
  const frame = (): string => r.lastFrame() ?? '';
  await waitFor(() => expect(frame()).toContain('score'));
  return {
    r, source, store, frame, quits,
    row: (text) => frame().split('\n').find((l) => l.includes(text)) ?? '',
    press: async (...keys) => {
      for (const k of keys) {
        r.stdin.write(k);
        await tick();
      }
    },
  };
}

/** Every frame fits the terminal: at most rows-1 lines, none wider than the columns. */
function expectFits(frame: string, columns: number, rows: number): void {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows - 1);
  for (const l of lines) expect(textWidth(l), l).toBeLessThanOrEqual(columns);
}

describe('explore: the ranked list', () => {
  it('lists every candidate with score, subject, role, counts, overlap and decision, in an 80×24 frame', async () => {
    const h = await mount();
    expect(h.frame()).toContain('webhook-service');
    expect(h.row('events.registry.register')).toMatch(/▸\s+31\.46 events\.registry\.register\s+decorator_arg\s+89\s+89\s+89\s+13 pending/);
    expect(h.row('jobs.registry.job')).toMatch(/16\.58 jobs\.registry\.job\s+decorator_arg\s+12\s+5\s+12\s+3 pending/);
    expect(h.frame()).toContain('0 accepted · 0 rejected · 6 pending');
    expectFits(h.frame(), 80, 24);
  });

  it('moves with arrows and j/k, clamped at both ends', async () => {
    const h = await mount();
    await h.press(KEY.down);
    expect(h.row('jobs.registry.job')).toContain('▸');
    await h.press('j', 'j');
    expect(h.row('notification')).toContain('▸');
    await h.press('k', KEY.up, KEY.up, KEY.up, KEY.up);
    expect(h.row('events.registry.register')).toContain('▸');
    await h.press('G');
    expect(h.row('COLORS')).toContain('▸');
  });

  it('pages with PgDn/PgUp and shows where it is', async () => {
    const h = await mount({ source: fixtureSource(manyCandidates(100)) });
    // 24 rows: title, header, 19 rows, status, footer, and one spare line
    expect(h.frame()).toContain('1-19 of 100');
    expect(h.frame()).toContain('pkg.mod18.register');
    expect(h.frame()).not.toContain('pkg.mod19.register');
    await h.press(KEY.pageDown);
    expect(h.frame()).toContain('20-38 of 100');
    expect(h.row('pkg.mod19.register')).toContain('▸');
    await h.press(KEY.end);
    expect(h.frame()).toContain('82-100 of 100');
    expect(h.row('pkg.mod99.register')).toContain('▸');
    await h.press(KEY.pageUp);
    expect(h.frame()).toContain('63-81 of 100');
    await h.press(KEY.home);
    expect(h.frame()).toContain('1-19 of 100');
    expectFits(h.frame(), 80, 24);
  });

  it('filters by text over subject, role and examples; Enter keeps the filter, Esc clears it', async () => {
    const h = await mount();
    await h.press('/', 'j', 'o', 'b', 's');
    expect(h.frame()).toContain('/jobs');
    expect(h.frame()).toContain('jobs.registry.job');
    expect(h.frame()).not.toContain('events.registry.register');
    await h.press(KEY.enter);
    expect(h.frame()).toContain('filter "jobs" 1/6');
    // role and examples match too
    await h.press('/', KEY.ctrlU, ...'call_arg');
    expect(h.frame()).toContain('services.pay');
    expect(h.frame()).not.toContain('jobs.registry.job');
    await h.press(KEY.ctrlU, ...'refunded');
    expect(h.frame()).toContain('services.pay');
    expect(h.frame()).not.toContain('ledger.journ');
    // Esc in the prompt restores the filter from before it opened
    await h.press(KEY.escape);
    expect(h.frame()).toContain('filter "jobs"');
    // Esc on the list drops it
    await h.press(KEY.escape);
    expect(h.frame()).not.toContain('filter "');
    expect(h.frame()).toContain('events.registry.register');
  });

  it('says so when nothing matches', async () => {
    const h = await mount();
    await h.press('/', ...'zzz');
    expect(h.frame()).toContain('No candidate matches "zzz"');
  });

  it('cycles the sort column with s', async () => {
    const h = await mount();
    await h.press('s');
    expect(h.frame()).toContain('sort subject');
    const order = (): string[] => h.frame().split('\n').slice(2, 8).map((l) => /\d\.\d\d (\S+)/.exec(l)?.[1] ?? l);
    expect(order()[0]).toBe('events.registry.register');
    expect(order()[5]).toContain('utils/termin');
    await h.press('s', 's');
    expect(h.frame()).toContain('sort sites');
    const lines = h.frame().split('\n');
    expect(lines[2]).toContain('events.registry.register');
    expect(lines[3]).toContain('services.pay');
  });
});

describe('explore: the detail view', () => {
  it('opens with Enter: explanation, example sites with source lines, pairs and keys; Esc goes back', async () => {
    const h = await mount();
    const source = h.source as FixtureSource;
    expect(source.calls).toEqual(['candidates']);
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('@register("payment.succeeded")'));
    const f = h.frame();
    expect(f).toContain('events.registry.register');
    expect(f).toContain('Why this score');
    expect(f).toMatch(/prior\s+4\.00/);
    expect(f).toContain('storage: events.registry.HANDLERS');
    expect(f).toContain('handlers/payment_succeeded.py:3');
    expect(source.calls).toEqual(['candidates', 'pairs c000000001', 'keys c000000001']);
    expectFits(f, 80, 24);
    // a page down: below the examples, the rows shown inside this one for their shared keys
    await h.press(KEY.pageDown);
    await waitFor(() => expect(h.frame()).toMatch(/Related rows \(mostly the same keys\)\n\s+events\.bus\.emit call_arg 0 {2}40 of its 44 keys/));
    await h.press(KEY.home);

    // scroll to the end: the pairs through storage and every key with its tier
    await h.press(KEY.end);
    await waitFor(() => expect(h.frame()).toContain('Keys (3: 1 literal, 1 folded, 1 computed)'));
    const end = h.frame();
    expect(end).toMatch(/dispatch\s+events\.registry\.HANDLERS\s+\[storage\]/);
    expect(end).toContain('HANDLERS[payload["type"]](payload)');
    expect(end).toMatch(/literal\s+payment\.succeeded\s+1 site, 1 file/);
    expect(end).toMatch(/computed\s+refund\.\{\}\s+2 sites, 1 file/);
    await h.press(KEY.home);
    expect(h.frame()).toContain('Why this score');

    await h.press(KEY.escape);
    expect(h.row('events.registry.register')).toContain('▸');
    // reopening reads nothing again
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('Why this score'));
    expect(source.calls.filter((c) => c.startsWith('pairs'))).toHaveLength(1);
  });

  it('a file set counts the strings that name its files, in the list and in the detail view', async () => {
    const files = candidate('c000000009', 'shop/templates/**/*.html', {
      kind: 'files', language: 'files', role: 'file_name', position: '', score: 40, sites: 3, files: 3, distinctKeys: 3,
      features: { ...candidate('x', 'x').features, lookupHits: 0, fileRefs: 2 },
    });
    const h = await mount({ source: fixtureSource([files, ...sampleCandidates()]) });
    expect(h.row('shop/templates/**/*.html')).toMatch(/\s2\s/);
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('files named in code 2'));
    expect(h.frame()).not.toContain('lookup overlap');
  });

  it('decides from the detail view, and n shows the next pending candidate there', async () => {
    const h = await mount();
    await h.press(KEY.enter, 'a');
    await waitFor(() => expect(h.frame()).toContain('[accepted on 2026-12-02]'));
    await h.press('n');
    await waitFor(() => expect(h.frame()).toContain('jobs.registry.job'));
    expect(h.frame()).toContain('[pending]');
    expect(h.frame()).toContain('Why this score');
  });

  it('draws strings holding terminal escape sequences harmlessly', async () => {
    const h = await mount();
    await h.press('G');
    expect(h.row('COLORS')).toContain('▸');
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('BANNER = "ALERT"'));
    await h.press(KEY.end);
    await waitFor(() => expect(h.frame()).toContain('Keys (2: 2 literal)'));
    await h.press('/', ...'ALERT', KEY.enter, KEY.escape);
    for (const frame of h.r.frames) expectNoEscape(frame);
    // the bidi override in an example is dropped too
    for (const frame of h.r.frames) expect(frame.includes('\u202e')).toBe(false);
  });
});

describe('explore: decisions', () => {
  it('a accepts the candidate under the cursor and saves it at once', async () => {
    const h = await mount();
    await h.press('a');
    await waitFor(() => expect(h.store.saves).toHaveLength(1));
    expect(h.row('events.registry.register')).toMatch(/accepted$/);
    expect(h.frame()).toContain('1 accepted · 0 rejected · 5 pending');
    expect(h.frame()).toContain('accepted events.registry.register');
    expect(h.store.current.get('c000000001')).toEqual({
      id: 'c000000001', status: 'accepted', subject: 'events.registry.register', role: 'decorator_arg', position: '0',
      language: 'python', kind: 'call', reason: null, date: TODAY,
    });
  });

  it('r asks for a reason and rejects with it; Esc cancels', async () => {
    const h = await mount();
    await h.press(KEY.down, 'r');
    expect(h.frame()).toContain('reject jobs.registry.job, reason:');
    await h.press(KEY.escape);
    expect(h.frame()).toContain('rejection cancelled');
    expect(h.store.saves).toHaveLength(0);

    await h.press('r', ...'cron names, not keys', KEY.backspace, 'S', KEY.enter);
    await waitFor(() => expect(h.store.saves).toHaveLength(1));
    expect(h.row('jobs.registry.job')).toMatch(/rejected$/);
    expect(h.store.current.get('c000000002')).toMatchObject({ status: 'rejected', reason: 'cron names, not keyS', date: TODAY });
    // letters typed into the reason were not taken as commands
    expect(h.store.current.size).toBe(1);
    // rejecting again starts from the reason given before
    await h.press('r');
    expect(h.frame()).toContain('reason: cron names, not keyS');
  });

  it('a burst of keys in one read (fast typing, a paste, tmux send-keys) is handled key by key', async () => {
    const h = await mount();
    // down twice, reject, and the rest of the burst is the reason
    await h.press('jjrnot keys');
    expect(h.frame()).toContain('reject services.payments.mark_status, reason: not keys');
    await h.press(' at all\r');
    await waitFor(() => expect(h.store.current.get('c000000003')).toMatchObject({ status: 'rejected', reason: 'not keys at all' }));
    await h.press('kan');
    await waitFor(() => expect(h.store.current.get('c000000002')?.status).toBe('accepted'));
    expect(h.row('notification')).toContain('▸');
  });

  it('Esc followed at once by a key (read as Alt+key) is Esc, then the key', async () => {
    const h = await mount();
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('Why this score'));
    await h.press('\x1bj');
    expect(h.row('jobs.registry.job')).toContain('▸');
  });

  it('keys sent back to back, without waiting for a frame, all arrive where they belong', async () => {
    const h = await mount();
    for (const k of ['/', 'j', 'o', 'b', 's', KEY.enter, 'r', 'n', 'o', KEY.enter]) h.r.stdin.write(k);
    await waitFor(() => expect(h.store.current.get('c000000002')).toMatchObject({ status: 'rejected', reason: 'no' }));
    expect(h.frame()).toContain('filter "jobs" 1/6');
  });

  it('u undoes the last decision, restoring the one it replaced', async () => {
    const h = await mount();
    await h.press('a', 'r', ...'noise', KEY.enter);
    await waitFor(() => expect(h.store.current.get('c000000001')?.status).toBe('rejected'));
    await h.press('u');
    await waitFor(() => expect(h.store.current.get('c000000001')?.status).toBe('accepted'));
    expect(h.frame()).toContain('undid reject of events.registry.register: accepted again');
    await h.press('u');
    await waitFor(() => expect(h.store.current.has('c000000001')).toBe(false));
    expect(h.row('events.registry.register')).toMatch(/pending$/);
    await h.press('u');
    expect(h.frame()).toContain('nothing to undo');
  });

  it('undo brings the cursor back to the candidate it changed', async () => {
    const h = await mount();
    await h.press('a', 'j', 'j', 'j', 'j');
    expect(h.row('ledger.journ')).toContain('▸');
    await h.press('u');
    expect(h.row('events.registry.register')).toContain('▸');
  });

  it('n jumps to the next pending candidate and wraps around', async () => {
    const initial: Decision[] = [
      { id: 'c000000002', status: 'accepted', subject: 'jobs.registry.job', role: 'decorator_arg', position: '0', language: 'python', kind: 'call', reason: null, date: '2026-11-30' },
    ];
    const h = await mount({ store: memoryDecisionStore(initial) });
    expect(h.row('jobs.registry.job')).toMatch(/accepted$/);
    await h.press('n');
    expect(h.row('services.pay')).toContain('▸');
    await h.press('G', 'a', 'n');
    expect(h.row('events.registry.register')).toContain('▸');
    expect(h.frame()).toContain('wrapped to the top');
    for (const _ of [0, 1, 2, 3]) await h.press('a', 'n');
    expect(h.frame()).toContain('no pending candidate left');
  });

  it('shows a save failure with its line, keeps the decision, and saves it with the next one', async () => {
    const store = memoryDecisionStore();
    store.failWith = new AppError('decisions_invalid', '`decisions` must be a list', { file: 'idiomscope.yaml', line: 3 });
    const h = await mount({ store });
    await h.press('a');
    await waitFor(() => expect(h.frame()).toContain('not saved: idiomscope.yaml:3: `decisions` must be a list'));
    expect(h.row('events.registry.register')).toMatch(/accepted$/);
    store.failWith = null;
    await h.press(KEY.down, 'a');
    await waitFor(() => expect(store.current.size).toBe(2));
    expect(h.frame()).not.toContain('not saved');
  });

  it('q quits after the decisions are saved', async () => {
    const h = await mount();
    await h.press('a', 'q');
    await waitFor(() => expect(h.quits).toEqual([{ saveError: null, decided: 1, accepted: 1, rejected: 0, pending: 5 }]));
    expect(h.store.current.size).toBe(1);
  });

  it('a decision and q in one burst: the decision is saved before the app ends', async () => {
    const h = await mount();
    await h.press('jaq');
    await waitFor(() => expect(h.quits).toHaveLength(1));
    expect(h.quits[0]).toMatchObject({ saveError: null, decided: 1, accepted: 1 });
    expect([...h.store.current.keys()]).toEqual(['c000000002']);
  });

  it('q reports decisions it could not save', async () => {
    const store = memoryDecisionStore();
    const h = await mount({ store });
    store.failWith = new Error('disk full');
    await h.press('a', 'q');
    await waitFor(() => expect(h.quits).toHaveLength(1));
    expect(h.quits[0]!.saveError?.message).toBe('disk full');
  });
});

describe('explore: help and terminal size', () => {
  it('? shows every key; any key closes it', async () => {
    const h = await mount();
    await h.press('?');
    const f = h.frame();
    for (const k of ['accept the candidate', 'undo the last decision', 'next pending candidate', 'filter by text', 'sort by the next column', 'back to the list', 'quit']) {
      expect(f).toContain(k);
    }
    expectFits(f, 80, 24);
    await h.press('x');
    expect(h.frame()).toContain('events.registry.register');
  });

  it('follows the terminal when it is resized', async () => {
    const h = await mount({ source: fixtureSource(manyCandidates(100)), size: null });
    const stdout = h.r.stdout as unknown as { columns: number; rows: number; emit(e: string): void };
    Object.defineProperty(stdout, 'columns', { value: 80, configurable: true });
    Object.defineProperty(stdout, 'rows', { value: 24, configurable: true });
    stdout.emit('resize');
    await waitFor(() => expectFits(h.frame(), 80, 24));
    expect(h.frame()).toContain('1-19 of 100');

    Object.defineProperty(stdout, 'columns', { value: 60, configurable: true });
    Object.defineProperty(stdout, 'rows', { value: 12, configurable: true });
    stdout.emit('resize');
    await waitFor(() => expectFits(h.frame(), 60, 12));
    expect(h.frame()).toContain('1-7 of 100');
    await h.press(KEY.enter);
    await waitFor(() => expect(h.frame()).toContain('Why this score'));
    expectFits(h.frame(), 60, 12);
  });
});

describe('explore: failures', () => {
  it('shows a loading failure and ends the app with it', async () => {
    const source = { ...fixtureSource(), candidates: async () => { throw new Error('database gone'); } };
    const r = render(<App source={source} decisions={memoryDecisionStore()} size={{ columns: 80, rows: 24 }} />);
    mounted.push(r);
    await waitFor(() => expect(r.lastFrame()).toContain('database gone'));
  });

  it('an error while drawing is caught at the root and shown', async () => {
    const broken = sampleCandidates();
    (broken[1] as { score: unknown }).score = undefined;
    const r = render(<App source={fixtureSource(broken)} decisions={memoryDecisionStore()} size={{ columns: 80, rows: 24 }} />);
    mounted.push(r);
    await waitFor(() => expect(r.lastFrame()).toContain('idiomscope explore stopped'));
  });
});
