import { describe, expect, it } from 'vitest';
import { buildGraph, type BridgeRow, type GraphRows } from '../../src/graph/graph.js';
import { reach } from '../../src/graph/reach.js';
import { formatStep } from '../../src/graph/search.js';
import { FALLBACK_WEIGHT, TIER_WEIGHT } from '../../src/graph/weights.js';

/** Key bridges from plain rows, as bridges-keys.sql and bridges-candidates.sql return them. */
const files = ['events/dispatcher.py', 'events/registry.py', 'events/__init__.py', 'handlers/paid.py', 'handlers/refunded.py', 'config/beans.xml', 'audit/sink.py', 'admin/panel.py'];

function rows(bridges: BridgeRow[]): GraphRows {
  return {
    files: files.map((path) => ({ path, language: path.endsWith('.xml') ? 'spring-xml' : 'python', bytes: 400, module: null })),
    definitions: [
      { file: 'events/dispatcher.py', symbol: 'events/dispatcher.py::dispatch', name: 'dispatch', kind: 'function' },
      { file: 'handlers/paid.py', symbol: 'handlers/paid.py::on_paid', name: 'on_paid', kind: 'function' },
      { file: 'handlers/refunded.py', symbol: 'handlers/refunded.py::on_refunded', name: 'on_refunded', kind: 'function' },
    ],
    modules: [
      { file: 'events/registry.py', module: 'events.registry' },
      { file: 'events/__init__.py', module: 'events' },
      { file: 'events/dispatcher.py', module: 'events.dispatcher' },
    ],
    imports: [
      { file: 'events/dispatcher.py', line: 1, resolved: 'events.registry.HANDLERS', has_name: true, wildcard: false, language: 'python', segments: 3, matched: 2, targets: ['events/registry.py'] },
    ],
    uses: [],
    names: [],
    bridges,
  };
}

const ns = 'events.registry.register';
const decl = (key: string, file: string, symbol: string, confidence: BridgeRow['confidence'] = 'literal'): BridgeRow =>
  ({ pattern_id: 'p1', namespace: ns, key, side: 'declared', file, line: 3, symbol, confidence, via: 'declares', any_key: false });

describe('key bridges built from rows', () => {
  it('a dispatch site reaches every declaration of the registry in one hop, weighted by both tiers', () => {
    const g = buildGraph(rows([
      decl('payment.paid', 'handlers/paid.py', 'handlers/paid.py::on_paid'),
      decl('charge.refunded', 'handlers/refunded.py', 'handlers/refunded.py::on_refunded', 'guess'),
      { pattern_id: 'p1', namespace: ns, key: null, side: 'referenced', file: 'events/dispatcher.py', line: 9, symbol: 'events/dispatcher.py::dispatch', confidence: 'computed', via: 'dispatches via HANDLERS', any_key: true },
    ]));
    const from = [g.fileNode('events/dispatcher.py')!];
    const paid = reach(g, from, g.fileNode('handlers/paid.py')!, { keys: true, maxHops: 4 });
    expect(paid.hops).toBe(1);
    expect(paid.weight).toBeCloseTo(TIER_WEIGHT.computed * TIER_WEIGHT.literal);
    expect(formatStep(paid.steps[0]!)).toBe(
      'events/dispatcher.py (dispatch) --dispatches via HANDLERS [key events.registry.register "payment.paid", computed -> literal]--> handlers/paid.py (on_paid)',
    );
    const refunded = reach(g, from, g.fileNode('handlers/refunded.py')!, { keys: true, maxHops: 4 });
    expect(refunded.weight).toBeCloseTo(TIER_WEIGHT.computed * TIER_WEIGHT.guess);
    // without keys the handler is out of reach
    expect(reach(g, from, g.fileNode('handlers/paid.py')!, { keys: false, maxHops: 4 }).reachable).toBe(false);
  });

  it('a key referenced and never declared falls back to the small package that declares the registry, and says so', () => {
    const g = buildGraph(rows([
      decl('payment.paid', 'handlers/paid.py', 'handlers/paid.py::on_paid'),
      { pattern_id: 'p1', namespace: ns, key: 'payment.lost', side: 'referenced', file: 'admin/panel.py', line: 4, symbol: 'admin/panel.py::<module>', confidence: 'literal', via: 'looks it up', any_key: false },
    ]));
    expect(g.stats().fallback).toEqual([
      { reason: 'key', from: 'admin/panel.py', reference: 'events.registry.register "payment.lost"', package: 'events/', files: 3, outcome: 'included' },
    ]);
    const r = reach(g, [g.fileNode('admin/panel.py')!], g.fileNode('events/dispatcher.py')!, { keys: true, maxHops: 3 });
    expect(r.hops).toBe(1);
    expect(r.fallbackSteps).toBe(1);
    expect(r.weight).toBeCloseTo(FALLBACK_WEIGHT);
    expect(formatStep(r.steps[0]!)).toContain('never declared: package fallback');

    const tight = buildGraph(rows([
      decl('payment.paid', 'handlers/paid.py', 'handlers/paid.py::on_paid'),
      { pattern_id: 'p1', namespace: ns, key: 'payment.lost', side: 'referenced', file: 'admin/panel.py', line: 4, symbol: 'admin/panel.py::<module>', confidence: 'literal', via: 'looks it up', any_key: false },
    ]), { fallbackMaxFiles: 2 });
    expect(tight.stats().fallback[0]).toMatchObject({ package: 'events/', files: 3, outcome: 'too_large' });
  });

  it('a registry outside the repository has no package to fall back to: counted, nothing included', () => {
    const g = buildGraph(rows([
      { pattern_id: 'q', namespace: 'org.springframework.beans.factory.annotation.Qualifier', key: 'nowhere', side: 'referenced', file: 'admin/panel.py', line: 2, symbol: 'admin/panel.py::<module>', confidence: 'literal', via: '@Qualifier on a ctor param', any_key: false },
    ]));
    expect(g.stats().fallback).toEqual([
      { reason: 'key', from: 'admin/panel.py', reference: 'org.springframework.beans.factory.annotation.Qualifier "nowhere"', package: null, files: 0, outcome: 'no_package' },
    ]);
  });

  it('a key never declared in its registry but declared by another one is bridged as a guess, not by the fallback', () => {
    const g = buildGraph(rows([
      { pattern_id: 'q', namespace: 'Qualifier', key: 'audittrail', side: 'referenced', file: 'admin/panel.py', line: 2, symbol: 'admin/panel.py::<module>', confidence: 'literal', via: '@Qualifier on a ctor param', any_key: false },
      { pattern_id: 'x', namespace: 'spring-xml.bean', key: 'audittrail', side: 'declared', file: 'config/beans.xml', line: 7, symbol: 'config/beans.xml::<module>', confidence: 'guess', via: 'declares', any_key: false },
    ]));
    expect(g.stats().fallback).toEqual([]);
    const r = reach(g, [g.fileNode('admin/panel.py')!], g.fileNode('config/beans.xml')!, { keys: true, maxHops: 2 });
    expect(r.hops).toBe(1);
    expect(r.weight).toBeCloseTo(TIER_WEIGHT.literal * TIER_WEIGHT.guess * TIER_WEIGHT.guess);
    expect(r.steps[0]!.key).toMatchObject({ namespace: 'Qualifier', key: 'audittrail', declaredIn: 'spring-xml.bean' });
  });

  it('prefers fewer hops over a heavier path, and the heavier path among equally short ones', () => {
    const g = buildGraph(rows([
      decl('payment.paid', 'handlers/paid.py', 'handlers/paid.py::on_paid', 'guess'),
      { pattern_id: 'p1', namespace: ns, key: 'payment.paid', side: 'referenced', file: 'events/dispatcher.py', line: 5, symbol: 'events/dispatcher.py::dispatch', confidence: 'literal', via: 'looks it up', any_key: false },
      { pattern_id: 'p1', namespace: ns, key: null, side: 'referenced', file: 'events/dispatcher.py', line: 9, symbol: 'events/dispatcher.py::dispatch', confidence: 'computed', via: 'dispatches via HANDLERS', any_key: true },
    ]));
    const r = reach(g, [g.fileNode('events/dispatcher.py')!], g.fileNode('handlers/paid.py')!, { keys: true, maxHops: 3 });
    expect(r.hops).toBe(1);
    expect(r.steps[0]!.via).toBe('looks it up');
    expect(r.weight).toBeCloseTo(TIER_WEIGHT.literal * TIER_WEIGHT.guess);
  });
});
