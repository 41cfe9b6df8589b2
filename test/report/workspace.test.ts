import { describe, expect, it } from 'vitest';
import { RANKED_COLUMNS, rankedRows } from '../../src/report/workspace.js';
import { candidate } from '../tui/fixture.js';

const col = (name: string): number => RANKED_COLUMNS.findIndex(([n]) => n === name);

describe('ranked_candidates rows', () => {
  const head = candidate('c0000000a1', 'app.connect', {
    members: [{ subject: 'app.connect', role: 'decorator_arg', position: '0', kind: 'call' }, { subject: 'bus.connect', role: 'decorator_arg', position: '0', kind: 'call' }],
    related: [{ subject: 'app.emit', role: 'call_arg', position: '0', kind: 'call', sharedKeys: 5, keys: 6 }],
  });
  const spelling = candidate('c0000000a2', 'bus.connect', { score: 2 });
  const inner = candidate('c0000000b1', 'app.emit', { role: 'call_arg', relatedTo: 'c0000000a1', score: 1 });
  const other = candidate('c0000000c1', 'jobs.job', { score: 3 });
  const rows = rankedRows({ decisions: new Map([['c0000000a1', 'accepted']]), candidates: [head, other], members: [head, spelling, inner, other] });
  const byId = new Map(rows.map((r) => [r[col('candidate_id')], r]));

  it('ranks a candidate shown inside another row with that row, not as a leader', () => {
    const r = byId.get('c0000000b1')!;
    expect(r[col('rank')]).toBe(1);
    expect(r[col('family_id')]).toBe('c0000000a1');
    expect(r[col('leader')]).toBe(false);
    expect(byId.get('c0000000c1')![col('rank')]).toBe(2);
  });

  it('carries every factor of the score, so the report\'s stacked contributions add up to it', () => {
    const demoted = candidate('c0000000d1', 'app.hosts', {
      score: 4 * 1.5 * 0.5 * 0.3,
      factors: { prior: 4, shape: 1, context: 1, spread: 1, evidence: 1.5, generated: 1, tests: 1, accessor: 1, valueSlot: 1, stoplist: 1, backing: 1, enumLike: 1, external: 0.5, files: 1, mixed: 0.3 },
    });
    const [row] = rankedRows({ decisions: new Map(), candidates: [demoted] });
    const product = RANKED_COLUMNS.filter(([n]) => n === 'prior' || n.endsWith('_factor')).reduce((p, [n]) => p * Number(row![col(n)]), 1);
    expect(product).toBeCloseTo(row![col('score')] as number, 9);
    expect(row![col('mixed_factor')]).toBe(0.3);
    expect(row![col('external_factor')]).toBe(0.5);
  });

  it('a member in another language than its leader (a pack note spanning Java and application.yml) ranks with it', () => {
    const keys = candidate('c0000000e1', 'spring-config.property', {
      kind: 'config', role: 'config_entry', position: '', language: 'yaml',
      members: [
        { subject: 'spring-config.property', role: 'config_entry', position: '', kind: 'config' },
        { subject: 'org.springframework.boot.context.properties.ConfigurationProperties', role: 'annotation_arg', position: 'prefix', kind: 'call' },
      ],
    });
    const prefix = candidate('c0000000e2', 'org.springframework.boot.context.properties.ConfigurationProperties', {
      kind: 'call', role: 'annotation_arg', position: 'prefix', language: 'java', score: 1,
    });
    const mixed = rankedRows({ decisions: new Map(), candidates: [keys], members: [keys, prefix] });
    const r = mixed.find((x) => x[col('candidate_id')] === 'c0000000e2')!;
    expect(r[col('family_id')]).toBe('c0000000e1');
    expect(r[col('leader')]).toBe(false);
    expect(r[col('rank')]).toBe(1);
  });

  it('does not carry the row\'s decision over to a related candidate, only to spellings of its family', () => {
    expect(byId.get('c0000000a2')![col('decision')]).toBe('accepted');
    expect(byId.get('c0000000b1')![col('decision')]).toBe('pending');
  });
});
