import { describe, expect, it } from 'vitest';
import { buildKeySites, type ScanFacts } from '../../src/generate/keys.js';
import type { AcceptedPattern } from '../../src/generate/pattern.js';
import type { QueryHit } from '../../src/generate/run-queries.js';

/**
 * A key read through a constant (`HANDLERS[Events.PAID]`, `m.get(Keys.MALL_NAME)`) is captured by the
 * reference query as the name; `keys build` counts it where the scan folded that constant, marked
 * `folded`, and drops names no constant holds (`HANDLERS[kind]`) and templates the scan computed.
 */
const P: AcceptedPattern = { id: 'p1', kind: 'call', language: 'python', subject: 'events.register', role: 'call_arg', position: '0', reason: null, storageContainer: null };

const hit = (file: string, line: number, keyType: string, key: string | null, keyText: string): QueryHit => ({
  file, line, col: 5, keyType, key, keyText, sym: null, symLine: null, type: null, callee: 'register', calleeLine: line, container: null,
});

const SCAN: Record<string, { key: string; tier: 'folded' | 'computed' }> = {
  'app/use.py:3:5': { key: 'payment.paid', tier: 'folded' },
  'app/use.py:5:5': { key: 'payment.{}', tier: 'computed' },
};

const FACTS: ScanFacts = {
  keyAt: (file, line, col) => SCAN[`${file}:${line}:${col}`],
  sameCallee: () => true,
  symbolAt: (file, line) => `${file}::f${line}`,
  symbolNamed: () => undefined,
  profilesOf: () => [],
  isStorageWriter: () => false,
};

describe('references through constants', () => {
  const result = buildKeySites({
    pattern: P,
    declarations: [hit('app/handlers.py', 1, 'string', 'payment.paid', '"payment.paid"')],
    references: [
      hit('app/use.py', 3, 'attribute', null, 'Events.PAID'),
      hit('app/use.py', 4, 'identifier', null, 'kind'),
      hit('app/use.py', 5, 'binary_operator', null, '"payment." + x'),
      hit('app/other.py', 2, 'string', 'payment.paid', '"payment.paid"'),
    ],
  }, FACTS);
  const refs = result.sites.filter((s) => s.side === 'referenced');

  it('counts a constant the scan folded to a declared key, as folded', () => {
    expect(refs.find((s) => s.file === 'app/use.py')).toMatchObject({ key: 'payment.paid', line: 3, confidence: 'folded' });
  });

  it('drops names no constant holds and computed templates; literal references stay literal', () => {
    expect(refs.map((s) => `${s.file}:${s.line}:${s.confidence}`).sort()).toEqual(['app/other.py:2:literal', 'app/use.py:3:folded']);
    expect(result.unfolded).toEqual([]);
  });
});
