import type { Candidate, Pair } from '../../src/core/types.js';
import type { DataSource, KeyRow } from '../../src/tui/data-source.js';

/** A candidate with every field filled; override what a test cares about. */
export function candidate(id: string, subject: string, over: Partial<Candidate> = {}): Candidate {
  return {
    id, kind: 'call', language: 'python', subject, role: 'decorator_arg', position: '0',
    sites: 10, files: 8, distinctKeys: 9, examples: [`${subject}.example`], spellings: [subject],
    members: [{ subject, role: 'decorator_arg', position: '0', kind: 'call' }],
    related: [], relatedTo: null,
    features: {
      declShare: 1, fileSpread: 0.8, testShare: 0, generatedShare: 0, shape: 1, placeholderShare: 0, titledShare: 0, spelledShare: 0, lookupHits: 3, pairHits: 1,
      pairSameReceiverHits: 0, storage: false, storageContainer: null, resolveHits: 0, qualifierHits: 0, memberShare: 0, dynamicReads: 0, templateReads: 0, templateModel: false, bestPartnerHits: 0, constantUses: 0, symbolCompositeKeys: 0, paramName: null, calleeDefined: false, selfCall: false, builtinCallee: false, nameDispatchHits: 0, nameDispatchPrefix: null, delegate: null,
      knownFramework: null, accessor: false, stoplisted: false, foldedSites: 0, computedSites: 0, fileRefs: 0, enumHolder: false, selfNamedShare: 0, enumKeyShare: 0, httpVerbSlot: false, comparedShare: 0, scriptGroup: false, enumReason: null, textClass: false, keyKindShare: 1, standardShare: 0,
    },
    factors: { prior: 4, shape: 1, context: 1, spread: 1, evidence: 1.5, generated: 1, tests: 1, accessor: 1, valueSlot: 1, stoplist: 1, backing: 1, enumLike: 1, external: 1, files: 1, mixed: 1 },
    evidenceCount: 1, score: 6, weak: false,
    ...over,
  };
}

/** Six candidates in ranking order; the last one holds terminal escape sequences in its strings. */
export function sampleCandidates(): Candidate[] {
  return [
    candidate('c000000001', 'events.registry.register', {
      score: 31.46, sites: 89, files: 89, distinctKeys: 89, examples: ['payment.succeeded', 'payout.paid'],
      features: { ...candidate('x', 'x').features, lookupHits: 13, storage: true, storageContainer: 'events.registry.HANDLERS' },
      related: [{ subject: 'events.bus.emit', role: 'call_arg', position: '0', kind: 'call', sharedKeys: 40, keys: 44 }],
    }),
    candidate('c000000002', 'jobs.registry.job', { score: 16.58, sites: 12, files: 5, distinctKeys: 12, examples: ['nightly.reconcile'] }),
    candidate('c000000003', 'services.payments.mark_status', { role: 'call_arg', position: '1', score: 4.5, sites: 15, files: 14, distinctKeys: 7, examples: ['refunded'] }),
    candidate('c000000004', 'notifications.email.send_template', { role: 'call_arg', position: '1', score: 4.18, sites: 10, files: 10, distinctKeys: 9, examples: ['receipt'] }),
    candidate('c000000005', 'ledger.journal.post_entry', { role: 'call_arg', score: 3.41, sites: 7, files: 7, distinctKeys: 7, examples: ['fee'] }),
    candidate('c000000006', 'utils/terminal.py::COLORS', {
      kind: 'table', role: 'dict_value', position: '', score: 1.2, weak: true, sites: 4, files: 1, distinctKeys: 4,
      examples: ['\x1b[31mALERT\x1b[0m', '\x1b[2J', 'red\u202e'],
    }),
  ];
}

export interface FixtureSource extends DataSource {
  calls: string[];
}

/** An in-memory DataSource; records which loaders were called. */
export function fixtureSource(cands: Candidate[] = sampleCandidates()): FixtureSource {
  const calls: string[] = [];
  const pairs: Record<string, Pair[]> = {
    c000000001: [{
      kind: 'dispatch', container: 'HANDLERS', containerPath: 'events.registry.HANDLERS', confidence: 'storage',
      keys: ['payload["type"]'], files: ['events/dispatcher.py'],
      sites: [{ file: 'events/dispatcher.py', line: 7, symbol: 'events/dispatcher.py::dispatch', key: 'payload["type"]', role: 'subscript' }],
    }],
  };
  const keys: Record<string, KeyRow[]> = {
    c000000001: [
      { key: 'payment.succeeded', tier: 'literal', sites: 1, files: 1, exampleFile: 'handlers/payment_succeeded.py', exampleLine: 3 },
      { key: 'payout.paid', tier: 'folded', sites: 1, files: 1, exampleFile: 'handlers/payout_paid.py', exampleLine: 4 },
      { key: 'refund.{}', tier: 'computed', sites: 2, files: 1, exampleFile: 'handlers/refunds.py', exampleLine: 9 },
    ],
    c000000006: [
      { key: '\x1b[31mALERT\x1b[0m', tier: 'literal', sites: 1, files: 1, exampleFile: 'utils/terminal.py', exampleLine: 5 },
      { key: '\x1b[2J', tier: 'literal', sites: 1, files: 1, exampleFile: 'utils/terminal.py', exampleLine: 6 },
    ],
  };
  const source: Record<string, string[]> = {
    'handlers/payment_succeeded.py': ['from events.registry import register', '', '@register("payment.succeeded")', 'def on_payment(payload): ...'],
    'handlers/payout_paid.py': ['from events.types import Events', 'from events.registry import register', '', '@register(Events.PAYOUT_PAID)'],
    'events/dispatcher.py': ['from events.registry import HANDLERS', '', '', '', '', 'def dispatch(payload):', '    HANDLERS[payload["type"]](payload)'],
    'utils/terminal.py': ['"""ANSI helpers"""', 'import os', 'import sys', '', 'BANNER = "\x1b[31mALERT\x1b[0m"', 'CLEAR = "\x1b[2J"'],
  };
  return {
    calls,
    async candidates() {
      calls.push('candidates');
      return cands.map((c) => ({ ...c }));
    },
    async pairs(id) {
      calls.push(`pairs ${id}`);
      return pairs[id] ?? [];
    },
    async keys(id) {
      calls.push(`keys ${id}`);
      return keys[id] ?? [];
    },
    async sourceLine(file, line) {
      return source[file]?.[line - 1] ?? null;
    },
  };
}

/** Many candidates, for paging. */
export function manyCandidates(n: number): Candidate[] {
  return Array.from({ length: n }, (_, i) => candidate(`c${String(i).padStart(9, '0')}`, `pkg.mod${i}.register`, { score: 100 - i * 0.5 }));
}
