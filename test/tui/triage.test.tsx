import { createHash } from 'node:crypto';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import type { Decision } from '../../src/decide/decision.js';
import { App, type ExploreResult } from '../../src/tui/app.js';
import { memoryDecisionStore, type MemoryDecisionStore, type TriageData } from '../../src/tui/data-source.js';
import { textWidth } from '../../src/tui/text.js';
import { fixtureSource } from './fixture.js';
import { expectNoEscape, KEY, tick, waitFor } from './keys.js';
import { triageFixture } from './triage-fixture.js';

const TODAY = '2026-12-02';
const TAB = '\t';
const NOVEL_ID = 'n' + createHash('sha1').update('jobs.scheduler.every|call_arg|0').digest('hex').slice(0, 10);

const mounted: ReturnType<typeof render>[] = [];
afterEach(() => {
  for (const r of mounted.splice(0)) r.unmount();
});

interface Harness {
  r: ReturnType<typeof render>;
  store: MemoryDecisionStore;
  quits: ExploreResult[];
  frame(): string;
  /** the line of the screen holding `text` */
  row(text: string): string;
  press(...keys: string[]): Promise<void>;
}

async function mount(opts: { triage?: TriageData | null; store?: MemoryDecisionStore; size?: { columns: number; rows: number } } = {}): Promise<Harness> {
  const store = opts.store ?? memoryDecisionStore();
  const quits: ExploreResult[] = [];
  const triage = opts.triage === null ? undefined : opts.triage ?? triageFixture();
  const r = render(
    <App source={fixtureSource()} decisions={store} triage={triage} size={opts.size ?? { columns: 80, rows: 24 }}
      today={() => TODAY} title="webhook-service" onQuit={(q) => quits.push(q)} />,
  );
  mounted.push(r);
  const frame = (): string => r.lastFrame() ?? '';
  await waitFor(() => expect(frame()).toMatch(triage ? /Failed tasks/ : /score/));
  await tick(50);
  return {
    r, store, quits, frame,
    row: (text) => frame().split('\n').find((l) => l.includes(text)) ?? '',
    press: async (...keys) => {
      for (const k of keys) {
        r.stdin.write(k);
        await tick();
      }
    },
  };
}

function expectFits(frame: string, columns: number, rows: number): void {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows - 1);
  for (const l of lines) expect(textWidth(l), l).toBeLessThanOrEqual(columns);
}

/** The detail pane: the lines below the rule under the list. */
function pane(frame: string): string {
  const lines = frame.split('\n');
  const rule = lines.findIndex((l) => l.startsWith('───'));
  return lines.slice(rule + 1).join('\n');
}

describe('explore --triage: the triage view', () => {
  it('opens first, listing the failed tasks with their category, and fits 80×24', async () => {
    const h = await mount();
    const f = h.frame();
    expect(f).toContain('idiomscope · webhook-service · triage');
    expect(f).toContain('Failed tasks: 6 of 8 in logs/failures.jsonl');
    expect(h.row('wh-1')).toMatch(/^▸ wh-1 pending-candidate pending\s+candidate c000000001/);
    expect(h.row('wh-2')).toMatch(/^ {2}wh-2 novel-idiom\s+pending\s+"nightly\.reconcile"/);
    expect(h.row('wh-4')).toMatch(/^ {2}wh-4 import-reachable\s+events\/schema\.py is within/);
    expect(h.row('wh-5')).toMatch(/^ {2}wh-5 unexplained\s+nothing links ledger\/balances\.py to the task/);
    expect(f).toContain('task 1/6 · 0/3 accepted');
    expectFits(f, 80, 24);
    // strings from the log are cleaned before they are drawn
    for (const frame of h.r.frames) {
      expectNoEscape(frame);
      expect(frame.includes('\u202e')).toBe(false);
    }
  });

  it('shows the evidence and the proposal of the task under the cursor', async () => {
    const h = await mount();
    let p = pane(h.frame());
    expect(p).toContain('wh-1 · pending-candidate');
    expect(p).toContain('Evidence (1)');
    expect(p).toMatch(/key "payment\.succeeded" · handlers\/payment_succeeded\.py:18 · accept\s+c000000001 to index it/);
    expect(p).toContain('Proposal [pending]  (a accepts it)');
    expect(p).toContain('events.registry.register · decorator_arg 0 · pending candidate c000000001');

    await h.press('j');
    p = pane(h.frame());
    expect(p).toContain('wh-2 · novel-idiom');
    expect(p).toContain('Evidence (2)');
    expect(p).toContain('key "nightly.reconcile" · jobs/reconcile.py:15 · the literal the task names');
    expect(p).toContain('jobs/runner.py · edited instead');

    await h.press('j', 'j');
    p = pane(h.frame());
    expect(p).toContain('wh-4 · import-reachable');
    expect(p).toContain('events/schema.py · reachable through imports');
    expect(p).toContain('No proposal');
    await h.press('j');
    expect(pane(h.frame())).toContain('none recorded');
  });

  it('moves over the tasks and then the proposals, ranked by the tasks they fix', async () => {
    const h = await mount();
    await h.press(KEY.down, KEY.down);
    expect(h.row('wh-3')).toContain('▸');
    await h.press('k');
    expect(h.row('wh-2')).toContain('▸');
    await h.press('G');
    expect(h.frame()).toContain('Proposals: patterns ranked by the failed tasks they would fix (3)');
    expect(h.row('TEMPLATES')).toMatch(/^▸\s+1 c0000000ff\s+notifications\/tem…tes\.py::TEMPLATES\s+dict_key\s+pending$/);
    expect(h.frame()).toContain('proposal 3/3');
    await h.press('k', 'k');
    expect(h.row('jobs.scheduler.every')).toMatch(/^▸\s+2 new\s+jobs\.scheduler\.every\s+call_arg 0\s+pending$/);
    expect(h.row('events.registry.register')).toMatch(/^ {4}1 c000000001\s+events\.registry\.register\s+decorator_arg 0\s+pending$/);
    const p = pane(h.frame());
    expect(p).toContain(`new pattern ${NOVEL_ID} (kind proposed)`);
    expect(p).toContain('fixes 2 tasks: wh-2, wh-6');
    expect(p).toContain('Tasks it would fix');
    expect(p).toContain('wh-2 · novel-idiom');
    await h.press(KEY.home);
    expect(h.row('wh-1')).toContain('▸');
    expect(h.frame()).toContain('Failed tasks');
    expectFits(h.frame(), 80, 24);
  });

  it('Enter shows the whole detail of a row, scrollable; Esc goes back', async () => {
    const h = await mount({ size: { columns: 80, rows: 12 } });
    await h.press('j');
    // the pane shows what fits, and says how much more there is
    expect(pane(h.frame())).toContain('wh-2 · novel-idiom');
    expect(pane(h.frame())).toMatch(/… \d+ more lines: Enter shows all/);
    expectFits(h.frame(), 80, 12);
    await h.press(KEY.enter);
    expect(h.frame()).not.toContain('Failed tasks');
    expect(h.frame()).toContain('wh-2 · novel-idiom');
    await h.press(KEY.end);
    await waitFor(() => expect(h.frame()).toContain('fixes 2 tasks: wh-2, wh-6'));
    expectFits(h.frame(), 80, 12);
    await h.press(KEY.escape);
    expect(h.row('wh-2')).toContain('▸');
    expect(h.frame()).toContain('Failed tasks');
  });

  it('a on a task accepts its pending candidate: an accepted decision for that candidate id, saved at once', async () => {
    const h = await mount();
    await h.press('a');
    await waitFor(() => expect(h.store.saves).toHaveLength(1));
    expect(h.store.current.get('c000000001')).toEqual({
      id: 'c000000001', status: 'accepted', subject: 'events.registry.register', role: 'decorator_arg', position: '0',
      language: 'python', kind: 'call', reason: 'accepted from triage of logs/failures.jsonl: fixes 1 task', date: TODAY,
    });
    expect(h.row('wh-1')).toMatch(/wh-1 pending-candidate accepted/);
    expect(h.frame()).toContain('accepted events.registry.register');
    expect(h.frame()).toContain('1/3 accepted');
    expect(h.frame()).toContain('1 accepted · 0 rejected · 5 pending');
    expect(pane(h.frame())).toContain('Proposal [accepted on 2026-12-02');
    // accepting again changes nothing
    await h.press('a');
    expect(h.frame()).toContain('events.registry.register is already accepted');
    await tick(50);
    expect(h.store.saves).toHaveLength(1);
  });

  it('a on a novel proposal records it under the derived id, as a proposed pattern, and shows it accepted', async () => {
    const h = await mount();
    await h.press('G', 'k', 'k');
    expect(h.row('jobs.scheduler.every')).toContain('▸');
    await h.press('a');
    await waitFor(() => expect(h.store.current.has(NOVEL_ID)).toBe(true));
    expect(h.store.current.get(NOVEL_ID)).toEqual({
      id: NOVEL_ID, status: 'accepted', subject: 'jobs.scheduler.every', role: 'call_arg', position: '0',
      language: 'python', kind: 'proposed', reason: 'proposed by triage of logs/failures.jsonl: fixes 2 tasks', date: TODAY,
    });
    expect(h.row('jobs.scheduler.every')).toMatch(/accepted$/);
    expect(h.frame()).toContain('accepted new pattern jobs.scheduler.every');
    // both tasks it fixes show it accepted
    await h.press('g');
    expect(h.row('wh-2')).toMatch(/wh-2 novel-idiom\s+accepted/);
    expect(h.row('wh-6')).toMatch(/wh-6 novel-idiom\s+accepted/);
    // the same id from a task that shares the proposal
    expect(h.store.current.size).toBe(1);
  });

  it('a on a candidate that is not among the loaded ones builds the decision from the proposal', async () => {
    const h = await mount();
    await h.press('j', 'j', 'a');
    await waitFor(() => expect(h.store.current.has('c0000000ff')).toBe(true));
    expect(h.store.current.get('c0000000ff')).toMatchObject({
      status: 'accepted', subject: 'notifications/templates.py::TEMPLATES', role: 'dict_key', position: '', language: 'python',
    });
  });

  it('a on a task without a proposal says so and decides nothing', async () => {
    const h = await mount();
    await h.press('j', 'j', 'j', 'a');
    expect(h.frame()).toContain('wh-4 (import-reachable) has no proposal to accept');
    await tick(50);
    expect(h.store.saves).toHaveLength(0);
  });

  it('u undoes the last acceptance, whichever kind it was', async () => {
    const h = await mount();
    await h.press('a', 'j', 'a');
    await waitFor(() => expect(h.store.current.size).toBe(2));
    await h.press('u');
    await waitFor(() => expect(h.store.current.has(NOVEL_ID)).toBe(false));
    expect(h.frame()).toContain('undid accept of jobs.scheduler.every: pending again');
    expect(h.row('wh-2')).toMatch(/wh-2 novel-idiom\s+pending/);
    expect(h.store.current.has('c000000001')).toBe(true);
    await h.press('u');
    await waitFor(() => expect(h.store.current.size).toBe(0));
    expect(h.frame()).toContain('undid accept of events.registry.register');
    expect(h.row('wh-1')).toMatch(/wh-1 pending-candidate pending/);
    await h.press('u');
    expect(h.frame()).toContain('nothing to undo');
  });

  it('n goes to the next row whose proposal is undecided', async () => {
    const h = await mount();
    await h.press('a', 'n');
    expect(h.row('wh-2')).toContain('▸');
    await h.press('n');
    expect(h.row('wh-3')).toContain('▸');
    await h.press('n');
    expect(h.row('wh-6')).toContain('▸');
  });

  it('Tab (or t) switches between the candidates list and the triage view; decisions show in both', async () => {
    const h = await mount();
    await h.press('a');
    await waitFor(() => expect(h.store.saves).toHaveLength(1));
    await h.press(TAB);
    expect(h.frame()).toMatch(/score subject/);
    expect(h.row('events.registry.register')).toMatch(/accepted$/);
    expect(h.frame()).not.toContain('Failed tasks');
    // a decision in the list shows in the triage view
    await h.press('u');
    await waitFor(() => expect(h.store.current.size).toBe(0));
    await h.press('t');
    expect(h.frame()).toContain('Failed tasks');
    expect(h.row('wh-1')).toMatch(/wh-1 pending-candidate pending/);
    await h.press(KEY.enter, TAB);
    expect(h.frame()).toMatch(/score subject/);
    await h.press(TAB);
    expect(h.row('wh-1')).toContain('▸');
  });

  it('without a failure log, Tab says how to get one', async () => {
    const h = await mount({ triage: null });
    await h.press(TAB);
    expect(h.frame()).toContain('no failure log: run explore --triage <log>');
    expect(h.frame()).toMatch(/score subject/);
  });

  it('? lists the triage keys first in the triage view, and scrolls to the rest', async () => {
    const h = await mount();
    await h.press('?');
    let f = h.frame();
    for (const k of ['Triage view', 'switch between the candidates list and the triage view', 'accept the proposal of the row', 'undo the last decision', 'next row with an undecided proposal']) {
      expect(f).toContain(k);
    }
    expect(f).toContain('↓ more below');
    expectFits(f, 80, 24);
    await h.press(KEY.end);
    f = h.frame();
    expect(f).toContain('back to the list');
    expect(f).not.toContain('↓ more below');
    await h.press('x');
    expect(h.frame()).toContain('Failed tasks');
  });

  it('q reports the new patterns accepted from the triage', async () => {
    const h = await mount();
    await h.press('a', 'j', 'a', 'q');
    await waitFor(() => expect(h.quits).toHaveLength(1));
    expect(h.quits[0]).toEqual({ saveError: null, decided: 2, accepted: 1, rejected: 0, pending: 5, proposed: 1 });
  });

  it('starts from the decisions already made', async () => {
    const initial: Decision[] = [
      { id: NOVEL_ID, status: 'accepted', subject: 'jobs.scheduler.every', role: 'call_arg', position: '0', language: 'python', kind: 'proposed', reason: null, date: '2026-11-30' },
    ];
    const h = await mount({ store: memoryDecisionStore(initial) });
    expect(h.row('wh-2')).toMatch(/wh-2 novel-idiom\s+accepted/);
    expect(h.frame()).toContain('1/3 accepted');
  });
});
