import { beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import type { Candidate } from '../../src/core/types.js';
import { findCandidate, ranked, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * Drivers declare two class attributes: `type`, a provider id (`Provider.LINODE`, "linode") that the
 * DRIVERS table and callers look up, and `name`, the capitalised name shown to people ("Linode"), which
 * equals the id once case is ignored. Both attributes are read by name somewhere. Lexers (another
 * repository: one attribute is one family) declare a capitalised `name` too, but callers ask for a
 * lexer by that very spelling.
 */
const PROVIDERS = ['linode', 'vultr', 'joyent', 'gridscale', 'kamatera'];
const title = (p: string): string => p[0]!.toUpperCase() + p.slice(1);
const LEXERS = ['Python', 'Ruby', 'Perl', 'Haskell'];

const DRIVER_FILES: Record<string, string> = {
  'cloud/__init__.py': '',
  'cloud/types.py': `class Provider:\n${PROVIDERS.map((p) => `    ${p.toUpperCase()} = "${p}"`).join('\n')}\n`,
  'cloud/base.py': 'class NodeDriver:\n    type = None\n    name = None\n',
  ...Object.fromEntries(PROVIDERS.map((p) => [`cloud/drivers/${p}.py`, [
    'from cloud.base import NodeDriver',
    'from cloud.types import Provider',
    `class ${title(p)}Driver(NodeDriver):`,
    `    type = Provider.${p.toUpperCase()}`,
    `    name = "${title(p)}"`,
    '',
  ].join('\n')])),
  'cloud/drivers/__init__.py': '',
  'cloud/providers.py': [
    'from cloud.types import Provider',
    'DRIVERS = {',
    ...PROVIDERS.map((p) => `    Provider.${p.toUpperCase()}: ("cloud.drivers.${p}", "${title(p)}Driver"),`),
    '}',
    'def get_driver(provider):',
    '    return DRIVERS[provider]',
    'def by_type(drivers):',
    '    return {d.type: d for d in drivers}',
    'def by_name(drivers):',
    '    return {d.name: d for d in drivers}',
    '',
  ].join('\n'),
  'cloud/cli.py': [
    'from cloud.providers import get_driver',
    ...PROVIDERS.map((p) => `${p.toUpperCase()}_DRIVER = get_driver("${p}")`),
    '',
  ].join('\n'),
};

const LEXER_FILES: Record<string, string> = {
  'lex/__init__.py': '',
  'lex/base.py': 'class Lexer:\n    name = None\n',
  ...Object.fromEntries(LEXERS.map((l) => [`lex/${l.toLowerCase()}.py`,
    `from lex.base import Lexer\nclass ${l}Lexer(Lexer):\n    name = "${l}"\n`])),
  'lex/find.py': [
    'from lex.base import Lexer',
    'def find_lexer(name):',
    '    return {cls.name: cls for cls in Lexer.__subclasses__()}[name]',
    '',
  ].join('\n'),
  'lex/use.py': [
    'from lex.find import find_lexer',
    ...LEXERS.map((l) => `${l.toUpperCase()} = find_lexer("${l}")`),
    '',
  ].join('\n'),
};

const driverAttr = (position: string) => (c: Candidate): boolean =>
  c.kind === 'class_attr' && c.subject === 'cloud.base.NodeDriver' && c.position === position;

describe('class attributes that name things for people', () => {
  let all: Candidate[];
  let rows: Candidate[];
  beforeAll(async () => {
    const db = scanFixture(writeRepo(DRIVER_FILES));
    all = await ranked(db);
    rows = await ranked(db, { allMembers: false });
  });

  it('counts a capitalised value as looked up only where it is spelled so', () => {
    const name = findCandidate(all, driverAttr('name'), 'the driver name attribute');
    expect(name.features.titledShare).toBe(1);
    expect(name.features.lookupHits).toBe(0);
    // the ids themselves are looked up in lower case as they are written
    expect(findCandidate(all, driverAttr('type'), 'the driver type attribute').features.lookupHits).toBe(PROVIDERS.length);
  });

  it('demotes the display names although the attribute is read by name, and says why', () => {
    const name = findCandidate(all, driverAttr('name'), 'the driver name attribute');
    expect(name.features.attrLookup).toBe(true);
    expect(name.factors.backing).toBeLessThan(1);
    expect(name.weak).toBe(true);
    expect(explain(name).join('\n')).toMatch(/unbacked .*over every class that sets name, 100% of the values are written capitalised and 0% are spelled so again/);
  });

  it('keeps the display names out of the id row', () => {
    const type = findCandidate(rows, driverAttr('type'), 'the driver type row');
    expect(type.weak).toBe(false);
    expect(type.related.some((r) => r.position === 'name')).toBe(false);
    expect(findCandidate(all, driverAttr('name'), 'the driver name attribute').relatedTo).toBeNull();
  });

});

describe('capitalised class attributes that callers spell', () => {
  it('keeps them as keys', async () => {
    const all = await ranked(scanFixture(writeRepo(LEXER_FILES)));
    const lexer = findCandidate(all, (c) => c.kind === 'class_attr' && c.subject === 'lex.base.Lexer' && c.position === 'name', 'the lexer name attribute');
    expect(lexer.features.lookupHits).toBe(LEXERS.length);
    expect(lexer.factors.backing).toBe(1);
    expect(lexer.weak).toBe(false);
  });
});
