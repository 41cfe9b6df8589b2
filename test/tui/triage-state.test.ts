import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appReducer, createAppState } from '../../src/tui/app-state.js';
import { keyOfChar } from '../../src/tui/key-chunks.js';
import {
  createTriageState, lineOfItem, listLineCount, novelId, proposalDecision, proposalOf, triageReducer,
} from '../../src/tui/triage-state.js';
import { triageListKeyAction, triageReviewKeyAction } from '../../src/tui/triage-keys.js';
import { candidate, sampleCandidates } from './fixture.js';
import { triageFixture } from './triage-fixture.js';

describe('triage state (pure)', () => {
  it('lays the list out as headings, tasks and proposals', () => {
    const s = createTriageState(triageFixture(), 5);
    expect(s.items.map((i) => i.kind)).toEqual(['task', 'task', 'task', 'task', 'task', 'task', 'proposal', 'proposal', 'proposal']);
    expect(lineOfItem(s, 0)).toBe(1);
    expect(lineOfItem(s, 5)).toBe(6);
    // blank line 7, proposals heading 8
    expect(lineOfItem(s, 6)).toBe(9);
    expect(listLineCount(s)).toBe(12);
  });

  it('keeps the cursor on screen, showing a section heading above its first row', () => {
    let s = createTriageState(triageFixture(), 5);
    s = triageReducer(s, { type: 'move-cursor', delta: 5 });
    expect(s.cursor).toBe(5);
    expect(s.top).toBe(2);
    s = triageReducer(s, { type: 'move-cursor', delta: 1 });
    expect(s.cursor).toBe(6);
    // lines 5-9: the last tasks, the blank line, the proposals' heading and the first proposal
    expect(s.top).toBe(5);
    s = triageReducer(s, { type: 'move-to', index: Infinity });
    expect(s.cursor).toBe(8);
    s = triageReducer(s, { type: 'move-to', index: 0 });
    expect(s.top).toBe(0);
    expect(triageReducer(s, { type: 'move-cursor', delta: -1 })).toBe(s);
    s = triageReducer(s, { type: 'move-page', delta: 1 });
    expect(s.cursor).toBe(4);
  });

  it('a task stands for its ranked proposal; a task without one for none', () => {
    const s = createTriageState(triageFixture());
    expect(proposalOf(s, s.items[1])).toMatchObject({ candidateId: null, fixes: 2, tasks: ['wh-2', 'wh-6'] });
    expect(proposalOf(s, s.items[3])).toBeNull();
  });

  it('derives a stable id for a novel idiom from subject, role and position', () => {
    const p = { subject: 'jobs.scheduler.every', role: 'call_arg', position: '0' };
    expect(novelId(p)).toBe('n' + createHash('sha1').update('jobs.scheduler.every|call_arg|0').digest('hex').slice(0, 10));
    expect(novelId(p)).toMatch(/^n[0-9a-f]{10}$/);
    expect(novelId({ ...p, position: '1' })).not.toBe(novelId(p));
  });

  it('builds the accepting decision from the candidate when loaded, else from the proposal', () => {
    const cands = sampleCandidates();
    const loaded = { candidateId: 'c000000003', subject: 'x', role: 'y', position: 'z', fixes: 3, tasks: ['a', 'b', 'c'] };
    expect(proposalDecision(loaded, cands, 'log.jsonl', '2026-01-02')).toMatchObject({
      id: 'c000000003', subject: 'services.payments.mark_status', role: 'call_arg', position: '1', kind: 'call',
      reason: 'accepted from triage of log.jsonl: fixes 3 tasks',
    });
    const missing = { candidateId: 'c0000000aa', subject: 'pkg.reg', role: 'call_arg', position: '0', fixes: 1, tasks: ['a'] };
    expect(proposalDecision(missing, cands, 'log.jsonl', '2026-01-02')).toEqual({
      id: 'c0000000aa', status: 'accepted', subject: 'pkg.reg', role: 'call_arg', position: '0', language: 'python', kind: 'call',
      reason: 'accepted from triage of log.jsonl: fixes 1 task', date: '2026-01-02',
    });
    // the language of the candidate list
    const java = [candidate('c1', 'com.acme.Reg.register', { language: 'java' })];
    expect(proposalDecision(missing, java, 'log.jsonl', '2026-01-02').language).toBe('java');
    const novel = { candidateId: null, subject: 'pkg.reg', role: 'call_arg', position: '0', fixes: 2, tasks: ['a', 'b'] };
    expect(proposalDecision(novel, [], 'log.jsonl', '2026-01-02')).toEqual({
      id: novelId(novel), status: 'accepted', subject: 'pkg.reg', role: 'call_arg', position: '0', language: 'python', kind: 'proposed',
      reason: 'proposed by triage of log.jsonl: fixes 2 tasks', date: '2026-01-02',
    });
  });
});

describe('triage key bindings and the root reducer (pure)', () => {
  const today = (): string => '2026-12-02';
  const key = (ch: string) => keyOfChar(ch)[1];

  it('binds moves, Enter, a, n, Tab', () => {
    expect(triageListKeyAction('j', key('j'))).toEqual({ type: 'triage', action: { type: 'move-cursor', delta: 1 } });
    expect(triageListKeyAction('', key('\r'))).toEqual({ type: 'open-triage-detail' });
    expect(triageReviewKeyAction('a', key('a'), today)).toEqual({ type: 'accept-proposal', date: '2026-12-02' });
    expect(triageReviewKeyAction('n', key('n'), today)).toEqual({ type: 'triage-next-pending' });
    expect(triageReviewKeyAction('', key('\t'), today)).toEqual({ type: 'switch-view' });
    expect(triageReviewKeyAction('t', key('t'), today)).toEqual({ type: 'switch-view' });
    expect(triageReviewKeyAction('u', key('u'), today)).toEqual({ type: 'session', action: { type: 'undo' } });
  });

  it('opens on the triage view when a log is given, and accepts and undoes through the session', () => {
    let s = createAppState(sampleCandidates(), new Map(), 10, triageFixture());
    expect(s.screen).toBe('triage');
    s = appReducer(s, { type: 'accept-proposal', date: '2026-12-02' });
    expect(s.session.decisions.get('c000000001')?.status).toBe('accepted');
    expect(s.session.undo).toEqual([{ id: 'c000000001', previous: null }]);
    s = appReducer(s, { type: 'switch-view' });
    expect(s.screen).toBe('list');
    s = appReducer(s, { type: 'session', action: { type: 'undo' } });
    expect(s.session.decisions.size).toBe(0);
    expect(createAppState(sampleCandidates(), new Map()).screen).toBe('list');
  });
});
