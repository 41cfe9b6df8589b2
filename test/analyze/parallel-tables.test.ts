import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Tables of one file keyed by the same names (three at least) are one enumeration with an attribute in
 * each table: one idiom, one row. A list naming a dict's keys beside it is that dict's. Two shared names,
 * tables in two files, or a table whose name many modules declare (one idiom of its own) join nothing
 * this way. The row is led by the member the list would put first: a weak dict comes before a weak list
 * nothing reads by a computed key, whichever scores higher.
 */
describe('parallel tables of one file', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/context.py': [
      'LOG_LEVEL_COLORS = {"error": "red", "info": "blue", "warning": "yellow"}',
      'LOG_LEVEL_DISPLAY_THRESHOLDS = {"error": 1, "info": 2, "warning": 3}',
      'ALIGN = {"left": 1, "right": 2}',
      'EDGES = {"left": "l", "right": "r"}',
      '',
    ].join('\n'),
    // a list of the names a dict beside it is keyed by. Both are weak; the list scores higher (other files
    // read its names, which the function's own dict does not share), but nothing reads it by a computed key
    'app/hooks.py': [
      'available = ["path", "method", "status", "params", "hooks", "controller"]',
      'def show(items):',
      '    responses = {"path": 1, "method": 2, "status": 3, "params": 4, "hooks": 5, "controller": 6}',
      '    return [responses.get(i) for i in items]',
      '',
    ].join('\n'),
    'app/use.py': [
      'def pick(d):',
      '    return d["path"], d["method"], d["status"], d["params"], d["hooks"], d["controller"]',
      '',
    ].join('\n'),
    'app/other.py': 'THRESHOLDS = {"error": 1, "info": 2, "warning": 3}\n',
    // one name declared by many modules is one idiom already
    'app/domains/__init__.py': '',
    'app/domains/js.py': [
      'directives = {"function": 1, "class": 2, "module": 3}',
      'object_types = {"function": "f", "class": "c", "module": "m"}',
      '',
    ].join('\n'),
    'app/domains/py.py': 'directives = {"def": 1, "klass": 2, "package": 3}\n',
  }, { allMembers: false });
  const row = (subject: string) => fx.cands.find((c) => c.members.some((m) => m.subject === subject));
  const members = (subject: string) => [...new Set((row(subject)?.members ?? []).map((m) => m.subject))].sort();

  it('joins tables of one file keyed by the same three names into one row', () => {
    expect(members('app/context.py::LOG_LEVEL_COLORS')).toEqual([
      'app/context.py::LOG_LEVEL_COLORS', 'app/context.py::LOG_LEVEL_DISPLAY_THRESHOLDS',
    ]);
    expect(fx.cands.filter((c) => c.subject.startsWith('app/context.py::LOG_LEVEL'))).toHaveLength(1);
  });

  it('joins a list of the names to the dicts keyed by them, led by a dict', () => {
    expect(members('app/hooks.py::available')).toEqual(['app/hooks.py::available', 'app/hooks.py::responses']);
    expect(row('app/hooks.py::available')?.subject).toBe('app/hooks.py::responses');
    expect(row('app/hooks.py::available')?.weak).toBe(true);
  });

  it('does not join two shared names, tables of two files, or a name many modules declare', () => {
    expect(members('app/context.py::ALIGN')).toEqual(['app/context.py::ALIGN']);
    expect(members('app/context.py::EDGES')).toEqual(['app/context.py::EDGES']);
    expect(members('app/other.py::THRESHOLDS')).toEqual(['app/other.py::THRESHOLDS']);
    expect(members('app/domains/js.py::directives')).toEqual(['app/domains/js.py::directives', 'app/domains/py.py::directives']);
    expect(members('app/domains/js.py::object_types')).toEqual(['app/domains/js.py::object_types']);
  });
});
