import { describe, expect, it } from 'vitest';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * A call pair whose two sides both run at declaration time: `registry.new_name("blob")` at module
 * level names a key, `@registry.check(spec="blob", returns="arc")` looks names up in two keyword
 * slots. Which side registers, how many rows the pair makes, and which member leads its family.
 */
describe('the sides of a call pair', () => {
  const fx = rankedFixture({
    'names/__init__.py': '',
    'names/registry.py': 'def new_name(n):\n    pass\ndef check(spec=None, returns=None):\n    return lambda f: f\n',
    'names/declare.py': 'from names import registry\nregistry.new_name("blob")\nregistry.new_name("arc")\nregistry.new_name("unicode")\n',
    'names/use.py': [
      'from names import registry',
      '@registry.check(spec="blob", returns="arc")',
      'def f(): pass',
      '@registry.check(spec="arc", returns="unicode")',
      'def g(): pass',
      // specs written as phrases: the pair's keys are not all token-shaped, so it scores below the bare call
      '@registry.check(spec="blob or None", returns="list of arc")',
      'def h(): pass',
      '@registry.check(spec="arc or None", returns="list of blob")',
      'def i(): pass',
      '',
    ].join('\n'),
  }, { allMembers: true });

  it('on a tie of declaration context, the side named by a registering verb registers', () => {
    const pairs = fx.cands.filter((c) => c.kind === 'pair');
    expect(pairs.map((c) => c.subject)).toEqual(['names.registry.new_name <-> names.registry.check']);
    expect(pairs[0]).toMatchObject({ role: 'call_arg', position: '0' });
  });

  it('the lookup slots of one callee are one partner: one row, with the sites of both slots', () => {
    const pair = fx.find((c) => c.kind === 'pair', 'the pair');
    // three registrations, and four decorators with two keyword slots each
    expect(pair.sites).toBe(3 + 8);
    expect(pair.features.pairHits).toBe(2);
  });

  it("a family is led by its member with evidence, not by a higher-scoring one without", async () => {
    const bare = fx.find((c) => c.kind === 'call' && c.subject === 'names.registry.new_name', 'the bare call');
    const pair = fx.find((c) => c.kind === 'pair', 'the pair');
    expect(bare.evidenceCount).toBe(0);
    expect(pair.evidenceCount).toBeGreaterThan(0);
    expect(bare.score).toBeGreaterThan(pair.score);
    const rows = await ranked(fx.db, { allMembers: false });
    const family = rows.filter((c) => c.subject.startsWith('names.registry.new_name'));
    expect(family.map((c) => c.kind)).toEqual(['pair']);
    expect(rows[0]!.id).toBe(pair.id);
  });
});
