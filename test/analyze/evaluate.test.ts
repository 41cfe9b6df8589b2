import { describe, expect, it } from 'vitest';
import { evaluateRanking, type LabelFile } from '../../src/analyze/evaluate.js';
import { candidate } from '../tui/fixture.js';

/** The evaluator's figures on a hand-made ranking whose answers are known. */
describe('evaluateRanking', () => {
  const labels: LabelFile = {
    repo: 'x',
    registries: [
      { callee_path: 'app.register', role: 'decorator_arg', position: '0', idiom: 'events', why: 'x' },
      { callee_path: 'app.lookup', role: 'call_arg', position: '0', idiom: 'events', side: 'lookup', why: 'x' },
      { callee_path: 'jobs.job', role: 'decorator_arg', position: '0', idiom: 'jobs', why: 'x' },
      { callee_path: 'never.ranked', role: 'call_arg', position: '0', idiom: 'missing', why: 'x' },
    ],
    noise: [
      { callee_path: 'log.info', role: 'call_arg', position: '0', why: 'x' },
      { callee_path: 'gettext', role: 'call_arg', position: '0', why: 'x' },
    ],
  };
  const ranking = [
    candidate('c1', 'app.register'),
    candidate('c2', 'log.info', { role: 'call_arg' }),
    candidate('c3', 'jobs.job'),
    candidate('c4', 'app.lookup', { role: 'call_arg' }),
    candidate('c5', 'gettext', { role: 'call_arg', weak: true, score: 0.5 }),
  ];

  it('counts idioms, not entries, and a lookup side is no idiom of its own', () => {
    const e = evaluateRanking('x', ranking, labels);
    expect(e.ranks.map((r) => [r.idiom, r.rank])).toEqual([['events', 1], ['jobs', 3], ['missing', null]]);
    expect(e.recallAt10).toBeCloseTo(2 / 3);
    expect(e.reachableAt10).toBeCloseTo(2 / 3);
    // the ranked lookup side still counts as a registry row for precision
    expect(e.precisionAt5).toBeCloseTo(3 / 5);
  });

  it('noise in the top 10 counts weak rows; the ranked figure leaves them out', () => {
    const e = evaluateRanking('x', ranking, labels);
    expect(e.noiseInTop10).toBe(2);
    expect(e.noiseRankedInTop10).toBe(1);
    expect(e.noiseAboveRegistry).toBe(1);
    expect(e.top10.map((t) => [t.label, t.weak])).toEqual([
      ['registry', false], ['noise', false], ['registry', false], ['registry', false], ['noise', true],
    ]);
  });

  it('a registry row showing a noise row inside it (related) is a registry, not noise', () => {
    const visitor = candidate('c6', 'app.register', {
      related: [{ subject: 'log.info', role: 'call_arg', position: '0', kind: 'call', sharedKeys: 3, keys: 4 }],
    });
    const e = evaluateRanking('x', [visitor, candidate('c7', 'log.info', { role: 'call_arg' })], labels);
    expect(e.top10.map((t) => t.label)).toEqual(['registry', 'noise']);
    expect(e.noiseInTop10).toBe(1);
  });
});
