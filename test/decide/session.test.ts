import { describe, expect, it } from 'vitest';
import type { Decision } from '../../src/decide/decision.js';
import { changesBetween } from '../../src/decide/decision.js';
import {
  createSession, currentCandidate, pageRows, sessionReducer, SORT_COLUMNS, statusOf, tally, type SessionAction, type SessionState,
} from '../../src/decide/session.js';
import { candidate, manyCandidates, sampleCandidates } from '../tui/fixture.js';

const DATE = '2026-12-02';
const run = (s: SessionState, ...actions: SessionAction[]): SessionState => actions.reduce(sessionReducer, s);
const ids = (s: SessionState): string[] => s.rows.map((i) => s.candidates[i]!.subject);
const accept = (id?: string): SessionAction => ({ type: 'decide', status: 'accepted', reason: null, date: DATE, id });
const reject = (reason: string | null, id?: string): SessionAction => ({ type: 'decide', status: 'rejected', reason, date: DATE, id });

describe('session: cursor and paging', () => {
  it('starts on the first row in ranking order', () => {
    const s = createSession(sampleCandidates());
    expect(s.cursor).toBe(0);
    expect(currentCandidate(s)?.id).toBe('c000000001');
    expect(s.rows).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('moves and clamps the cursor', () => {
    const s = createSession(sampleCandidates());
    expect(run(s, { type: 'move-cursor', delta: 2 }).cursor).toBe(2);
    expect(run(s, { type: 'move-cursor', delta: -1 }).cursor).toBe(0);
    expect(run(s, { type: 'move-cursor', delta: 99 }).cursor).toBe(5);
    expect(run(s, { type: 'move-to', index: Infinity }).cursor).toBe(5);
  });

  it('pages: the cursor and the page move together and the page always shows the cursor', () => {
    const s = createSession(manyCandidates(50), new Map(), { pageSize: 10 });
    const p1 = run(s, { type: 'move-page', delta: 1 });
    expect([p1.cursor, p1.top]).toEqual([10, 10]);
    expect(pageRows(p1).map((c) => c.subject)[0]).toBe('pkg.mod10.register');
    const last = run(s, { type: 'move-page', delta: 9 });
    expect([last.cursor, last.top]).toEqual([49, 40]);
    const back = run(last, { type: 'move-page', delta: -1 });
    expect([back.cursor, back.top]).toEqual([39, 30]);
    // moving past the bottom of the page scrolls by one row
    const down = run(s, ...Array.from({ length: 10 }, () => ({ type: 'move-cursor', delta: 1 }) as SessionAction));
    expect([down.cursor, down.top]).toEqual([10, 1]);
  });

  it('a smaller page keeps the cursor on screen', () => {
    const s = run(createSession(manyCandidates(50), new Map(), { pageSize: 20 }), { type: 'move-to', index: 15 });
    const small = run(s, { type: 'set-page-size', size: 5 });
    expect(small.cursor).toBe(15);
    expect(small.top).toBeLessThanOrEqual(15);
    expect(small.top + small.pageSize).toBeGreaterThan(15);
  });
});

describe('session: filter and sort', () => {
  it('filters case-insensitively over subject, role, examples, id and related rows', () => {
    const s = createSession(sampleCandidates());
    expect(ids(run(s, { type: 'set-filter', text: 'JOBS' }))).toEqual(['jobs.registry.job']);
    expect(ids(run(s, { type: 'set-filter', text: 'call_arg' }))).toHaveLength(3);
    expect(ids(run(s, { type: 'set-filter', text: 'refunded' }))).toEqual(['services.payments.mark_status']);
    expect(ids(run(s, { type: 'set-filter', text: 'c000000005' }))).toEqual(['ledger.journal.post_entry']);
    // a candidate shown inside a row as related is found through that row
    expect(ids(run(s, { type: 'set-filter', text: 'bus.emit' }))).toEqual(['events.registry.register']);
    expect(run(s, { type: 'set-filter', text: 'nothing-like-this' }).rows).toEqual([]);
    expect(currentCandidate(run(s, { type: 'set-filter', text: 'nothing-like-this' }))).toBeUndefined();
  });

  it('finds a row by another of its spellings: a settings module by the name of one setting', () => {
    const settings = candidate('c000000010', 'shop/settings.py::<module>', {
      kind: 'table', role: 'assign', position: '',
      spellings: ['shop/settings.py::<module>', 'shop/settings.py::EMAIL_BACKEND', 'shop/settings.py::ROOT_URLCONF'],
    });
    const s = createSession([...sampleCandidates(), settings]);
    expect(ids(run(s, { type: 'set-filter', text: 'root_urlconf' }))).toEqual(['shop/settings.py::<module>']);
  });

  it('keeps the cursor on the same candidate when it stays visible, else goes to the top', () => {
    const s = run(createSession(sampleCandidates()), { type: 'move-to', index: 2 });
    expect(currentCandidate(run(s, { type: 'set-filter', text: 'call_arg' }))?.subject).toBe('services.payments.mark_status');
    const other = run(s, { type: 'set-filter', text: 'jobs' });
    expect(other.cursor).toBe(0);
    expect(currentCandidate(other)?.subject).toBe('jobs.registry.job');
  });

  it('cycles through every sort column and back to the ranking', () => {
    let s = createSession(sampleCandidates());
    const seen = [s.sort];
    for (let i = 0; i < SORT_COLUMNS.length; i++) {
      s = run(s, { type: 'cycle-sort' });
      seen.push(s.sort);
    }
    expect(seen).toEqual([...SORT_COLUMNS, 'rank']);
    expect(ids(s)).toEqual(ids(createSession(sampleCandidates())));
  });

  it('sorts text A to Z, numbers high to low, decisions pending first; ties keep the ranking order', () => {
    const s = createSession(sampleCandidates());
    expect(ids(run(s, { type: 'set-sort', column: 'subject' }))).toEqual([...ids(s)].sort());
    expect(ids(run(s, { type: 'set-sort', column: 'sites' })).slice(0, 3)).toEqual(['events.registry.register', 'services.payments.mark_status', 'jobs.registry.job']);
    expect(ids(run(s, { type: 'set-sort', column: 'overlap' }))[0]).toBe('events.registry.register');
    const decided = run(s, accept('c000000001'), reject('no', 'c000000002'), { type: 'set-sort', column: 'decision' });
    expect(ids(decided).slice(-2)).toEqual(['events.registry.register', 'jobs.registry.job']);
    const byRole = ids(run(s, { type: 'set-sort', column: 'role' }));
    expect(byRole.slice(0, 3)).toEqual(['services.payments.mark_status', 'notifications.email.send_template', 'ledger.journal.post_entry']);
  });
});

describe('session: decisions and undo', () => {
  it('accepts and rejects the candidate under the cursor, stamping the date and the candidate fields', () => {
    const s = run(createSession(sampleCandidates()), accept(), { type: 'move-cursor', delta: 1 }, reject('  cron names  '));
    expect(s.decisions.get('c000000001')).toEqual({
      id: 'c000000001', status: 'accepted', subject: 'events.registry.register', role: 'decorator_arg', position: '0',
      language: 'python', kind: 'call', reason: null, date: DATE,
    });
    expect(s.decisions.get('c000000002')).toMatchObject({ status: 'rejected', reason: 'cron names' });
    expect(statusOf(s, 'c000000003')).toBe('pending');
    expect(tally(s)).toEqual({ total: 6, shown: 6, accepted: 1, rejected: 1, pending: 4 });
    expect(s.notice).toBe('rejected jobs.registry.job');
  });

  it('never changes the previous state (decisions are copied)', () => {
    const s0 = createSession(sampleCandidates());
    const s1 = run(s0, accept());
    expect(s0.decisions.size).toBe(0);
    expect(s0.undo).toEqual([]);
    expect(s1.decisions).not.toBe(s0.decisions);
  });

  it('undo removes the last decision, or restores the one it overwrote', () => {
    const earlier: Decision = {
      id: 'c000000001', status: 'rejected', subject: 'events.registry.register', role: 'decorator_arg', position: '0',
      language: 'python', kind: 'call', reason: 'from the file', date: '2026-11-01',
    };
    const s0 = createSession(sampleCandidates(), new Map([[earlier.id, earlier]]));
    const s1 = run(s0, accept());
    expect(statusOf(s1, 'c000000001')).toBe('accepted');
    const s2 = run(s1, { type: 'undo' });
    expect(s2.decisions.get('c000000001')).toBe(earlier);
    expect(s2.notice).toBe('undid accept of events.registry.register: rejected again');
    expect(changesBetween(s0.decisions, s2.decisions)).toEqual([]);

    const s3 = run(s2, { type: 'move-cursor', delta: 1 }, accept(), reject('x'), { type: 'undo' }, { type: 'undo' });
    expect(statusOf(s3, 'c000000002')).toBe('pending');
    expect(run(s3, { type: 'undo' }).notice).toBe('nothing to undo');
  });

  it('undo moves the cursor back to the candidate it changed', () => {
    const s = run(createSession(sampleCandidates()), accept(), { type: 'move-to', index: 4 }, { type: 'undo' });
    expect(s.cursor).toBe(0);
  });

  it('deciding with nothing selected only says so', () => {
    const s = run(createSession(sampleCandidates()), { type: 'set-filter', text: 'zzz' }, accept());
    expect(s.decisions.size).toBe(0);
    expect(s.notice).toBe('nothing selected');
  });

  it('changesBetween lists what a save must write', () => {
    const s0 = createSession(sampleCandidates());
    const s1 = run(s0, accept('c000000001'), reject('no', 'c000000002'));
    expect(changesBetween(s0.decisions, s1.decisions).map((c) => [c.id, c.decision?.status ?? null])).toEqual([
      ['c000000001', 'accepted'], ['c000000002', 'rejected'],
    ]);
    const s2 = run(s1, { type: 'undo' }, { type: 'undo' });
    expect(changesBetween(s1.decisions, s2.decisions).map((c) => [c.id, c.decision])).toEqual([['c000000001', null], ['c000000002', null]]);
  });
});

describe('session: next pending', () => {
  it('jumps forward to the next pending row, skipping decided ones, and wraps', () => {
    const s = run(createSession(sampleCandidates()), accept('c000000002'), accept('c000000003'));
    const n1 = run(s, { type: 'next-pending' });
    expect(currentCandidate(n1)?.id).toBe('c000000004');
    const n2 = run(n1, { type: 'move-to', index: Infinity }, { type: 'next-pending' });
    expect(currentCandidate(n2)?.id).toBe('c000000001');
    expect(n2.notice).toBe('wrapped to the top');
  });

  it('follows the filter and sort, and says when nothing is pending', () => {
    const s = run(createSession(sampleCandidates()), { type: 'set-filter', text: 'call_arg' });
    expect(currentCandidate(run(s, { type: 'next-pending' }))?.id).toBe('c000000004');
    const all = run(s, accept('c000000003'), accept('c000000004'), accept('c000000005'), { type: 'next-pending' });
    expect(all.notice).toBe('no pending candidate matches the filter');
    const none = run(createSession([candidate('c1', 'a.b')]), accept(), { type: 'next-pending' });
    expect(none.notice).toBe('no pending candidate left');
    const only = run(createSession([candidate('c1', 'a.b')]), { type: 'next-pending' });
    expect(only.notice).toBe('no other pending candidate');
  });
});
