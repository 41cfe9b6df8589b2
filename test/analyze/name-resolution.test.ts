import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A registry object reached through attributes no import or constructor types
 * (`md.parser.blockprocessors.register(item, "hr", 50)`): when the method name belongs to storing
 * methods of the repo only, all keeping the key in one slot, the call can only land there and the
 * candidate gets the storage link.
 */
const REGISTRY: Record<string, string> = {
  'mdlite/__init__.py': '',
  'mdlite/util.py': [
    'class Registry:',
    '    def __init__(self):',
    '        self._data = {}',
    '    def register(self, item, name, priority):',
    '        self._data[name] = item',
    '    def __getitem__(self, key):',
    '        return self._data[key]',
    '',
  ].join('\n'),
  'mdlite/blocks.py': [
    'def build_block_parser(md):',
    '    md.parser.blockprocessors.register(object(), "hr", 50)',
    '    md.parser.blockprocessors.register(object(), "quote", 40)',
    '    md.parser.blockprocessors.register(object(), "code", 30)',
    '',
  ].join('\n'),
  'mdlite/inline.py': [
    'def build_inline(md):',
    '    md.inline.register(object(), "em", 60)',
    '    md.inline.register(object(), "strong", 50)',
    '',
  ].join('\n'),
};

/** The same call shape, but another class also defines `register` without storing: the name is ambiguous. */
const AMBIGUOUS: Record<string, string> = {
  ...REGISTRY,
  'mdlite/other.py': [
    'class Counter:',
    '    def register(self, item, name, priority):',
    '        return name',
    '',
  ].join('\n'),
};

describe('storage through a method name the repo defines once', () => {
  const fx = rankedFixture(REGISTRY);
  const ambiguous = rankedFixture(AMBIGUOUS);

  it('links calls on untyped receivers to the only storing method of that name, at its key slot', () => {
    const blocks = fx.find((c) => c.subject === 'md.parser.blockprocessors.register' && c.position === '1', 'register slot 1');
    expect(blocks.features.storage).toBe(true);
    expect(blocks.features.storageContainer).toBe('mdlite.util.Registry._data');
    // the item slot is not the key slot
    const priority = fx.cands.find((c) => c.subject === 'md.parser.blockprocessors.register' && c.position === '2');
    expect(priority?.features.storage ?? false).toBe(false);
  });

  it('does not link when another definition shares the name', () => {
    const blocks = ambiguous.find((c) => c.subject === 'md.parser.blockprocessors.register' && c.position === '1', 'register slot 1');
    expect(blocks.features.storage).toBe(false);
  });
});

/**
 * A decorator that names by the decorated function's name is still that decorator when it carries options
 * only (`@pytest.fixture(scope="session")`); a `name=` option gives the key itself and is no implicit name.
 */
const FIXTURES: Record<string, string> = {
  'plug/__init__.py': '',
  'plug/fixtures.py': [
    'import pytest',
    '',
    '@pytest.fixture',
    'def app():',
    '    return 1',
    '',
    '@pytest.fixture(scope="session")',
    'def worker():',
    '    return 2',
    '',
    '@pytest.fixture(autouse=True)',
    'def trap():',
    '    return 3',
    '',
    '@pytest.fixture(name="broker")',
    'def make_broker():',
    '    return 4',
    '',
  ].join('\n'),
};

describe('implicit-name decorators with options', () => {
  const fx = rankedFixture(FIXTURES);

  it('keeps the function names of decorated functions whose options are not a name', () => {
    const implicit = fx.find((c) => c.subject === 'pytest.fixture' && c.role === 'decorator_implicit', 'pytest.fixture implicit');
    expect([...implicit.examples].sort()).toEqual(['app', 'trap', 'worker']);
    expect(implicit.sites).toBe(3);
  });
});
