import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A table rebuilt under other keys (a case-folded copy, an inverted index of a dict of lists) and
 * read there by a computed key is looked up by its own keys: the copy's read backs the original,
 * as a read of the original itself would. A copy nothing reads by a computed key backs nothing.
 */
const FILES: Record<string, string> = {
  'paint/__init__.py': '',
  'paint/named.py': [
    'NAMED = {',
    '    "AliceBlue": "#f0f8ff",',
    '    "AntiqueWhite": "#faebd7",',
    '    "Aquamarine": "#7fffd4",',
    '    "Azure": "#f0ffff",',
    '    "Beige": "#f5f5dc",',
    '}',
    '',
    'SHADES = {',
    '    "Crimson": "#dc143c",',
    '    "Cyan": "#00ffff",',
    '    "DarkBlue": "#00008b",',
    '    "DarkCyan": "#008b8b",',
    '}',
    '',
  ].join('\n'),
  'paint/style.py': [
    'from paint.named import NAMED, SHADES',
    '',
    '_lower = {k.lower(): v for k, v in NAMED.items()}',
    '_shades = {k.lower(): v for k, v in SHADES.items()}',
    '',
    'def color(text):',
    '    return _lower[text.lower()]',
    '',
    'def shade_names():',
    '    return sorted(_shades)',
    '',
  ].join('\n'),
  'paint/engines.py': [
    'ENGINES = {',
    '    MySQL: ["mysql", "mysqldb", "mariadb"],',
    '    Postgres: ["postgres", "postgresql", "pg"],',
    '    Sqlite: ["sqlite", "sqlite3"],',
    '}',
    'BY_NAME = dict((alias, engine) for engine in ENGINES for alias in ENGINES[engine])',
    '',
    'class MySQL: pass',
    'class Postgres: pass',
    'class Sqlite: pass',
    '',
    'def connect(kind):',
    '    return BY_NAME[kind]()',
    '',
  ].join('\n'),
};

describe('tables read through a copy under other keys', () => {
  const fx = rankedFixture(FILES);

  it('a case-folded copy read by a computed key backs the original table', () => {
    const t = fx.find((c) => c.subject === 'paint/named.py::NAMED', 'NAMED');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.weak).toBe(false);
  });

  it('an inverted index of a dict of lists backs the lists\' elements', () => {
    const t = fx.find((c) => c.subject === 'paint/engines.py::ENGINES' && c.role === 'collection_elem', 'ENGINES elements');
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(t.weak).toBe(false);
  });

  it('a copy that is only iterated backs nothing', () => {
    const t = fx.find((c) => c.subject === 'paint/named.py::SHADES', 'SHADES');
    expect(t.features.dynamicReads).toBe(0);
    expect(t.weak).toBe(true);
  });
});
