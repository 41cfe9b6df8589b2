import type { TriageProposal, TriageResult } from '../../src/core/types.js';
import type { TriageData } from '../../src/tui/data-source.js';

/**
 * A triage of six failed tasks against the candidates of fixture.ts: a pending candidate that is
 * loaded (c000000001), one that is not (c0000000ff), a novel idiom fixing two tasks, a task without
 * a proposal, and a summary holding terminal escape sequences.
 */
export function triageFixture(): TriageData {
  const results: TriageResult[] = [
    {
      taskId: 'wh-1', category: 'pending-candidate',
      summary: 'candidate c000000001 (events.registry.register decorator_arg 0) would bridge it: the task names the key "payment.succeeded"',
      evidence: [{ key: 'payment.succeeded', file: 'handlers/payment_succeeded.py', line: 18, note: 'accept c000000001 to index it' }],
      proposal: { candidateId: 'c000000001', subject: 'events.registry.register', role: 'decorator_arg', position: '0' },
    },
    {
      taskId: 'wh-2', category: 'novel-idiom',
      summary: '"nightly.reconcile" in jobs/reconcile.py is named by the task at jobs.scheduler.every call_arg 0, a position no candidate covers',
      evidence: [
        { key: 'nightly.reconcile', file: 'jobs/reconcile.py', line: 15, note: 'the literal the task names' },
        { file: 'jobs/runner.py', note: 'edited instead' },
      ],
      proposal: { candidateId: null, subject: 'jobs.scheduler.every', role: 'call_arg', position: '0' },
    },
    {
      taskId: 'wh-3', category: 'pending-candidate',
      summary: 'candidate c0000000ff (notifications/templates.py::TEMPLATES dict_key ) would bridge it: the task names the key "trial_ending"',
      evidence: [{ key: 'trial_ending', file: 'notifications/templates.py', line: 14, note: 'accept c0000000ff to index it' }],
      proposal: { candidateId: 'c0000000ff', subject: 'notifications/templates.py::TEMPLATES', role: 'dict_key', position: '' },
    },
    {
      taskId: 'wh-4', category: 'import-reachable',
      summary: 'events/schema.py is within two import hops of the edited or retrieved files: not a runtime-edge miss',
      evidence: [{ file: 'events/schema.py', note: 'reachable through imports' }],
      proposal: null,
    },
    {
      taskId: 'wh-5', category: 'unexplained',
      summary: 'nothing links \x1b[31mledger/balances.py\x1b[0m to the task\u202e',
      evidence: [],
      proposal: null,
    },
    {
      taskId: 'wh-6', category: 'novel-idiom',
      summary: '"weekly.digest" in jobs/digest.py is shared with an edited file at jobs.scheduler.every call_arg 0, a position no candidate covers',
      evidence: [{ key: 'weekly.digest', file: 'jobs/digest.py', line: 3, note: 'shared with jobs/runner.py' }],
      proposal: { candidateId: null, subject: 'jobs.scheduler.every', role: 'call_arg', position: '0' },
    },
  ];
  const proposals: TriageProposal[] = [
    { candidateId: null, subject: 'jobs.scheduler.every', role: 'call_arg', position: '0', fixes: 2, tasks: ['wh-2', 'wh-6'] },
    { candidateId: 'c000000001', subject: 'events.registry.register', role: 'decorator_arg', position: '0', fixes: 1, tasks: ['wh-1'] },
    { candidateId: 'c0000000ff', subject: 'notifications/templates.py::TEMPLATES', role: 'dict_key', position: '', fixes: 1, tasks: ['wh-3'] },
  ];
  return { log: 'logs/failures.jsonl', cases: 8, failedCases: 6, skipped: 0, results, proposals };
}
