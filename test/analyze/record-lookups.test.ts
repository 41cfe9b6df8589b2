import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A dict entry that holds a record names things in its fields, as an entry holding one value does:
 * `"W0611": ("Unused import %s", "unused-import", "...")` declares the message `unused-import` that
 * `report("unused-import")` raises elsewhere. A field of an entry counts as a lookup of the key it spells;
 * a record in a plain list (rows of data) does not.
 */
const checker = (name: string, keys: string[]): string => [
  'from lint.core import report',
  '',
  `def check_${name}(node):`,
  ...keys.map((k) => `    report("${k}", node)`),
  '',
].join('\n');

function files(table: string): Record<string, string> {
  return {
    'lint/__init__.py': '',
    'lint/core.py': [
      'def report(symbol, node):',
      '    print(symbol, node)',
      '',
    ].join('\n'),
    'lint/imports.py': checker('imports', ['unused-import', 'reimported']),
    'lint/variables.py': checker('variables', ['unused-variable', 'undefined-variable']),
    'lint/messages.py': table,
  };
}

const ENTRIES = [
  '    "W0611": ("Unused import %s", "unused-import", "Used when an imported module is not used."),',
  '    "W0404": ("Reimport %r", "reimported", "Used when a module is imported twice."),',
  '    "W0612": ("Unused variable %r", "unused-variable", "Used when a variable is not used."),',
  '    "E0602": ("Undefined variable %r", "undefined-variable", "Used when a name is not defined."),',
];

describe('fields of the records a dict holds', () => {
  const byEntry = rankedFixture(files(['MSGS = {', ...ENTRIES, '}', ''].join('\n')));
  const byRow = rankedFixture(files(['ROWS = [', ...ENTRIES.map((e) => e.replace(/"[A-Z][0-9]+": /, '')), ']', ''].join('\n')));
  const report = (fx: typeof byEntry) => fx.find((c) => c.subject === 'lint.core.report' && c.role === 'call_arg' && c.position === '0', 'report slot 0');

  it('count as lookups of the keys they spell', () => {
    expect(report(byEntry).features.lookupHits).toBe(4);
  });

  it('do not when the records are rows of a list', () => {
    expect(report(byRow).features.lookupHits).toBe(0);
  });
});
