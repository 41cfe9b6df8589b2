import { describe, expect, it } from 'vitest';
import type { FailureCase } from '../../src/core/types.js';
import { classify, failed, proposals, type KeyEntry, type LiteralFact, type TriageIndex } from '../../src/triage/classify.js';

const task = (over: Partial<FailureCase>): FailureCase => ({
  taskId: 't', task: '', edited: ['other.py'], expected: ['target.py'], retrieved: null, outcome: null, line: 1, ...over,
});

const key = (k: string, declared: string[], referenced: string[], over: Partial<KeyEntry> = {}): KeyEntry => ({
  key: k, namespace: 'ns', declared: declared.map((file) => ({ file, line: 3 })), referenced: referenced.map((file) => ({ file, line: 7 })),
  computed: false, discriminator: null, external: false, candidate: null, ...over,
});

function index(over: Partial<TriageIndex> = {}): TriageIndex {
  return {
    accepted: [], pending: [], literalsOf: () => [], discriminatorsOf: () => [], inTree: () => true, importReachable: () => false, ...over,
  };
}

describe('which tasks failed', () => {
  it('no expected path edited, or an expected path not retrieved', () => {
    expect(failed(task({ edited: ['target.py'] }))).toBe(false);
    expect(failed(task({}))).toBe(true);
    expect(failed(task({ edited: ['target.py'], retrieved: ['other.py'] }))).toBe(true);
  });
});

describe('one category per failed task, each on its own fixture', () => {
  it('bridged: an accepted key named by the task reaches the target', () => {
    const r = classify(task({ task: 'persist currency on payment succeeded' }), index({ accepted: [key('payment.succeeded', ['target.py'], ['dispatch.py'])] }));
    expect(r).toMatchObject({ category: 'bridged', evidence: [{ key: 'payment.succeeded', file: 'target.py', line: 3 }] });
  });

  it('bridged through an edited file that shares the key', () => {
    const r = classify(task({ task: 'unrelated words', edited: ['dispatch.py'] }), index({ accepted: [key('k.x', ['target.py'], ['dispatch.py'])] }));
    expect(r.category).toBe('bridged');
    expect(r.summary).toContain('links dispatch.py');
  });

  it('pending-candidate: a candidate not accepted yet would bridge it, and is proposed', () => {
    const cand = { id: 'c123', subject: 'events.register', role: 'decorator_arg', position: '0' };
    const r = classify(task({ task: 'payment succeeded' }), index({ pending: [key('payment.succeeded', ['target.py'], [], { candidate: cand })] }));
    expect(r).toMatchObject({ category: 'pending-candidate', proposal: { candidateId: 'c123', subject: 'events.register' } });
  });

  it('novel-idiom: a key-shaped literal of the target named by the task, in an uncovered position', () => {
    const lit: LiteralFact = { file: 'target.py', line: 9, value: 'trial_ending', calleePath: 'mail.send', role: 'call_arg', position: '1', covered: false };
    const r = classify(task({ task: 'reword the trial ending mail' }), index({ literalsOf: (f) => (f === 'target.py' ? [lit] : []) }));
    expect(r).toMatchObject({ category: 'novel-idiom', proposal: { candidateId: null, subject: 'mail.send', role: 'call_arg', position: '1' } });
    // near miss: the same literal in a covered position proposes nothing new
    const covered = classify(task({ task: 'reword the trial ending mail' }), index({ literalsOf: () => [{ ...lit, covered: true }] }));
    expect(covered.category).toBe('unexplained');
  });

  it('computed-key: the target registers with a template', () => {
    const r = classify(task({ task: 'failed payments' }), index({ accepted: [key('payment.{}', ['target.py'], ['dispatch.py'], { computed: true })] }));
    expect(r.category).toBe('computed-key');
  });

  it('external: the expected file is not in the tree, or the task names a key of an external registry', () => {
    expect(classify(task({}), index({ inTree: (f) => f !== 'target.py' })).category).toBe('external');
    const r = classify(task({ task: 'csv exporter plugin' }), index({ accepted: [key('csv.exporter', ['plugins.py'], [], { external: true })] }));
    expect(r.category).toBe('external');
  });

  it('config-dependent: the target and the edited file are alternatives selected by configuration', () => {
    const r = classify(task({ edited: ['us.java'], expected: ['eu.java'] }), index({ discriminatorsOf: (f) => (f === 'eu.java' ? ['profile=eu'] : f === 'us.java' ? ['profile=us'] : []) }));
    expect(r.category).toBe('config-dependent');
  });

  it('import-reachable: the target is within two import hops of the edited files', () => {
    const r = classify(task({}), index({ importReachable: (from, to, hops) => from.includes('other.py') && to === 'target.py' && hops === 2 }));
    expect(r.category).toBe('import-reachable');
  });

  it('unexplained: nothing links them, kept visible', () => {
    expect(classify(task({ task: 'something else' }), index()).category).toBe('unexplained');
  });
});

describe('proposals', () => {
  it('are ranked by the number of failed tasks they would fix', () => {
    const cand = { id: 'cA', subject: 'a.register', role: 'decorator_arg', position: '0' };
    const pend = [key('alpha.one', ['t1.py'], [], { candidate: cand }), key('alpha.two', ['t2.py'], [], { candidate: cand })];
    const lit: LiteralFact = { file: 't3.py', line: 1, value: 'beta_key', calleePath: 'b.lookup', role: 'call_arg', position: '0', covered: false };
    const idx = index({ pending: pend, literalsOf: (f) => (f === 't3.py' ? [lit] : []) });
    const results = [
      classify(task({ taskId: '1', task: 'alpha one', expected: ['t1.py'] }), idx),
      classify(task({ taskId: '2', task: 'alpha two', expected: ['t2.py'] }), idx),
      classify(task({ taskId: '3', task: 'beta key', expected: ['t3.py'] }), idx),
    ];
    expect(proposals(results)).toEqual([
      { candidateId: 'cA', subject: 'a.register', role: 'decorator_arg', position: '0', fixes: 2, tasks: ['1', '2'] },
      { candidateId: null, subject: 'b.lookup', role: 'call_arg', position: '0', fixes: 1, tasks: ['3'] },
    ]);
  });
});
