import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Weak rows are listed beneath the ranked ones; among them, a table looked up by name or an entry-point
 * group's entries (names the loader looks up) come first, then a
 * row with some independent evidence (a lookup elsewhere) before a row with none, whatever their scores;
 * a call slot scoring under half the floor comes last, whatever its evidence.
 */
// (type names unlike the names they are assigned to: a typename that spells its variable is demoted as the
// object's own name, which would take this row below the other)
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/types.py': [
    'import collections',
    'Point = collections.namedtuple("geo_point", "x y")',
    'Pair = collections.namedtuple("geo_pair", "a b")',
    'Span = collections.namedtuple("geo_span", "s e")',
    '',
  ].join('\n'),
  'app/more.py': [
    'import collections',
    'Box = collections.namedtuple("geo_box", "w h")',
    '',
  ].join('\n'),
  'app/links.py': [
    'def link(el, url):',
    '    el.set("href", url)',
    '',
  ].join('\n'),
  'app/tables.py': [
    'PALETTE = {"red": 1, "green": 2, "blue": 3}',
    'WORDS = ["alpha", "beta", "gamma"]',
    '',
  ].join('\n'),
  // a runtime call into the repo's own store, two keys read back elsewhere: weak (score 1.0), with evidence
  'app/store.py': [
    'class Store:',
    '    def put(self, name, value):',
    '        return (name, value)',
    '',
  ].join('\n'),
  'app/fill.py': [
    'from app.store import Store',
    'store = Store()',
    'def handle():',
    '    store.put("alpha", 1)',
    '    store.put("beta", 2)',
    '',
  ].join('\n'),
  'app/use.py': [
    'def f(d):',
    '    return d["alpha"], d["beta"]',
    '',
  ].join('\n'),
  // a distribution's console script: one entry of a group nothing in the repo loads, weak (unbacked)
  'app.egg-info/entry_points.txt': '[console_scripts]\napptool = app.cli:main\n',
  'app/cli.py': 'def main():\n    return 0\n',
  'app/read.py': [
    'def read(el):',
    '    return el.attrib["href"]',
    '',
  ].join('\n'),
};

describe('order of weak rows', () => {
  const fx = rankedFixture(FILES);

  it('puts a weak row with evidence before a better-scored weak row without any', () => {
    const leaders = fx.cands.filter((c) => c.weak && !c.relatedTo);
    const withEvidence = fx.find((c) => c.subject === 'app.store.Store().put' && c.position === '0', 'Store().put');
    const without = fx.find((c) => c.subject === 'collections.namedtuple' && c.position === '0', 'namedtuple');
    expect(withEvidence.weak).toBe(true);
    expect(without.weak).toBe(true);
    expect(without.evidenceCount).toBe(0);
    expect(withEvidence.evidenceCount).toBeGreaterThan(0);
    expect(without.score).toBeGreaterThan(withEvidence.score);
    expect(withEvidence.score).toBeGreaterThanOrEqual(DEFAULT_WEIGHTS.weakTail * DEFAULT_WEIGHTS.floor);
    expect(leaders.indexOf(withEvidence)).toBeLessThan(leaders.indexOf(without));
  });

  it('puts a weak call slot scoring under half the floor after every other weak row, evidence or not', () => {
    const leaders = fx.cands.filter((c) => c.weak && !c.relatedTo);
    // el.set("href") shares its one word with el.attrib["href"]: evidence, but a runtime call into library code
    const tail = fx.find((c) => c.subject === 'el.set' && c.position === '0', 'el.set');
    const without = fx.find((c) => c.subject === 'collections.namedtuple' && c.position === '0', 'namedtuple');
    expect(tail.evidenceCount).toBeGreaterThan(0);
    expect(tail.score).toBeLessThan(DEFAULT_WEIGHTS.weakTail * DEFAULT_WEIGHTS.floor);
    expect(leaders.indexOf(tail)).toBeGreaterThan(leaders.indexOf(without));
    // only call slots scoring under it follow
    const after = leaders.slice(leaders.indexOf(tail) + 1);
    expect(after.every((c) => (c.kind === 'call' || c.kind === 'pair') && c.score < DEFAULT_WEIGHTS.weakTail * DEFAULT_WEIGHTS.floor)).toBe(true);
  });

  it('puts a weak table looked up by name before weak call slots and lists, whatever their evidence', () => {
    const leaders = fx.cands.filter((c) => c.weak && !c.relatedTo);
    const dict = fx.find((c) => c.subject === 'app/tables.py::PALETTE' && c.role === 'dict_key', 'PALETTE');
    const list = fx.find((c) => c.subject === 'app/tables.py::WORDS' && c.role === 'collection_elem', 'WORDS');
    const call = fx.find((c) => c.subject === 'el.set' && c.position === '0', 'el.set');
    expect([dict.weak, list.weak, call.weak]).toEqual([true, true, true]);
    expect(call.evidenceCount).toBeGreaterThan(dict.evidenceCount);
    expect(leaders.indexOf(dict)).toBeLessThan(leaders.indexOf(call));
    expect(leaders.indexOf(dict)).toBeLessThan(leaders.indexOf(list));
  });

  it('puts a weak entry-point group with the tables looked up by name, before weak lists and call slots', () => {
    const leaders = fx.cands.filter((c) => c.weak && !c.relatedTo);
    const scripts = fx.find((c) => c.kind === 'config' && c.role === 'config_entry' && c.position === 'console_scripts', 'console_scripts');
    const list = fx.find((c) => c.subject === 'app/tables.py::WORDS' && c.role === 'collection_elem', 'WORDS');
    const call = fx.find((c) => c.subject === 'app.store.Store().put' && c.position === '0', 'Store().put');
    expect([scripts.weak, list.weak, call.weak]).toEqual([true, true, true]);
    expect(call.evidenceCount).toBeGreaterThan(scripts.evidenceCount);
    expect(leaders.indexOf(scripts)).toBeLessThan(leaders.indexOf(call));
    expect(leaders.indexOf(scripts)).toBeLessThan(leaders.indexOf(list));
  });
});
