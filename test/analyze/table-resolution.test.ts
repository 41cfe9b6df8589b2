import { describe, expect, it } from 'vitest';
import { rankedFixture, rows } from '../helpers/repo.js';

/**
 * A class-level table whose values are methods of the same class (`parse_functions = {"multipart/form-data":
 * _parse_multipart}`, read as `self.parse_functions.get(mimetype)`) names things: it is backed like a
 * module-level table of classes.
 */
const FILES: Record<string, string> = {
  'forms/__init__.py': '',
  'forms/parser.py': [
    'class FormParser:',
    '    def _parse_multipart(self, stream):',
    '        return stream',
    '    def _parse_urlencoded(self, stream):',
    '        return stream',
    '    parse_functions = {',
    '        "multipart/form-data": _parse_multipart,',
    '        "application/x-www-form-urlencoded": _parse_urlencoded,',
    '        "application/x-url-encoded": _parse_urlencoded,',
    '    }',
    '    def get_parse_func(self, mimetype):',
    '        return self.parse_functions.get(mimetype)',
    '',
    'class Labels:',
    '    def title(self):',
    '        return "t"',
    '    # a name that is defined below the table, or is no method of the class, names nothing here',
    '    names = {"a": later, "b": title_of}',
    '    def later(self):',
    '        return "l"',
    '',
  ].join('\n'),
};

describe('class-level tables of methods', () => {
  const fx = rankedFixture(FILES);

  it('values that are methods of the class resolve to them', async () => {
    const values = await rows(fx.db, "SELECT value, resolved_value FROM literals WHERE role = 'dict_value' AND container = 'parse_functions' ORDER BY line");
    expect(values).toEqual([
      { value: '_parse_multipart', resolved_value: 'forms.parser.FormParser._parse_multipart' },
      { value: '_parse_urlencoded', resolved_value: 'forms.parser.FormParser._parse_urlencoded' },
      { value: '_parse_urlencoded', resolved_value: 'forms.parser.FormParser._parse_urlencoded' },
    ]);
    const table = fx.find((c) => c.subject === 'forms/parser.py::parse_functions', 'parse_functions');
    expect(table.features.resolveHits).toBe(2);
    expect(table.factors.backing).toBe(1);
  });

  it('a name defined after the table, or not in the class, is not taken for a method', async () => {
    const values = await rows(fx.db, "SELECT value FROM literals WHERE role = 'dict_value' AND container = 'names'");
    expect(values).toEqual([]);
  });
});

/**
 * A table whose values are module names beside it, in its own package (docutils'
 * `_writer_aliases = {"html": "html4css1"}` in `docutils/writers/__init__.py`), names plugins a loader
 * imports by name; a list where one word happens to be a module's name does not.
 */
const PLUGINS: Record<string, string> = {
  'docs/__init__.py': '',
  'docs/writers/__init__.py': [
    '_writer_aliases = {"html": "html5", "latex": "latex2e", "xml": "docutils_xml"}',
    'class Node:',
    '    fields = ("config", "name", "size")',
    '',
  ].join('\n'),
  'docs/writers/html5.py': 'class Writer: pass\n',
  'docs/writers/latex2e.py': 'class Writer: pass\n',
  'docs/writers/docutils_xml.py': 'class Writer: pass\n',
  'docs/writers/config.py': 'X = 1\n',
};

describe('tables of sibling module names', () => {
  const fx = rankedFixture(PLUGINS);

  it('values naming modules of the table\'s own package resolve', () => {
    const aliases = fx.find((c) => c.subject === 'docs/writers/__init__.py::_writer_aliases', '_writer_aliases');
    expect(aliases.features.resolveHits).toBe(3);
    expect(aliases.factors.backing).toBe(1);
  });

  it('one word that happens to be a module name is not enough', () => {
    const fields = fx.find((c) => c.subject === 'docs/writers/__init__.py::fields', 'fields');
    expect(fields.features.resolveHits).toBe(0);
  });
});

/** `__all__` and `__slots__` list the module's or class's own attribute names: the language's lists, not tables. */
describe("the language's own name lists", () => {
  const fx = rankedFixture({
    'pkg/__init__.py': '',
    'pkg/api.py': [
      '__all__ = ["Client", "connect", "Error"]',
      'class Client:',
      '    __slots__ = ("host", "port")',
      'def connect():',
      '    return Client()',
      'class Error(Exception):',
      '    pass',
      'EXPORTERS = {"csv": "pkg.api.Client", "json": "pkg.api.connect"}',
      '',
    ].join('\n'),
  });

  it('are no table candidates, while a table beside them is', () => {
    expect(fx.cands.some((c) => c.subject.endsWith('::__all__') || c.subject.endsWith('::__slots__'))).toBe(false);
    fx.find((c) => c.subject === 'pkg/api.py::EXPORTERS', 'EXPORTERS');
  });
});

/**
 * A dict an object writes to one of its own attributes in its constructor is that object's table
 * (`self.commands = {"start": self.start, ...}` read as `self.commands[name]`): declared once per
 * object, so a declaration. A record written there and never read by a computed key stays unbacked,
 * and a dict built in any other method is no table.
 */
const CONSTRUCTOR: Record<string, string> = {
  'tool/__init__.py': '',
  'tool/multi.py': [
    'class MultiTool:',
    '    def __init__(self, host, port):',
    '        self.commands = {"start": self.start, "stop": self.stop, "restart": self.restart}',
    '        self.params = {"host": host, "port": port, "timeout": 5}',
    '    def run(self, name):',
    '        return self.commands[name]()',
    '    def later(self):',
    '        self.extra = {"one": 1, "two": 2, "three": 3}',
    '        return self.extra',
    '    def start(self):',
    '        return 1',
    '    def stop(self):',
    '        return 2',
    '    def restart(self):',
    '        return 3',
    '',
  ].join('\n'),
};

describe("tables written in a constructor", () => {
  const fx = rankedFixture(CONSTRUCTOR);

  it('are tables of the object, declared there, and backed when read by a computed key', () => {
    const commands = fx.find((c) => c.subject === 'tool/multi.py::self.commands', 'self.commands');
    expect(commands.kind).toBe('table');
    expect(commands.distinctKeys).toBe(3);
    expect(commands.features.declShare).toBe(1);
    expect(commands.features.dynamicReads).toBe(1);
    expect(commands.factors.backing).toBe(1);
    expect(commands.weak).toBe(false);
  });

  it('a record nothing reads by a computed key is unbacked; a dict built elsewhere is no table', () => {
    const params = fx.find((c) => c.subject === 'tool/multi.py::self.params', 'self.params');
    expect(params.features.dynamicReads).toBe(0);
    expect(params.factors.backing).toBeLessThan(1);
    expect(fx.cands.some((c) => c.subject.endsWith('::self.extra'))).toBe(false);
  });
});
