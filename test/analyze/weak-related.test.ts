import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A weak table with the keys of a ranked one is the same vocabulary listed once: it is shown inside the
 * ranked row. A weak call slot passing the same keys is a use of them and keeps its own place.
 */
const FILES: Record<string, string> = {
  'calc/__init__.py': '',
  'calc/ops.py': [
    'import operator',
    '',
    'OPERATORS = {',
    '    "add": operator.add,',
    '    "sub": operator.sub,',
    '    "mul": operator.mul,',
    '    "div": operator.truediv,',
    '}',
    '',
  ].join('\n'),
  'calc/run.py': [
    'from calc.ops import OPERATORS',
    '',
    'def apply(op, a, b):',
    '    return OPERATORS[op](a, b)',
    '',
  ].join('\n'),
  // a function's own table, read by a computed key: weak (private to the function), backed
  'calc/show.py': [
    'def symbol(op):',
    '    return {"add": "+", "sub": "-", "mul": "*", "div": "/"}[op]',
    '',
  ].join('\n'),
  'calc/trace.py': [
    'def trace(log):',
    '    log.emit("add")',
    '    log.emit("sub")',
    '    log.emit("mul")',
    '',
  ].join('\n'),
};

describe('weak rows with the keys of a ranked row', () => {
  const fx = rankedFixture(FILES);

  it('shows a weak table with the same keys inside the ranked table', () => {
    const head = fx.find((c) => c.subject === 'calc/ops.py::OPERATORS', 'OPERATORS');
    const inner = fx.find((c) => c.subject === 'calc/show.py::symbol{}', 'symbol{}');
    expect(head.weak).toBe(false);
    expect(inner.weak).toBe(true);
    expect(inner.relatedTo).toBe(head.id);
    expect(head.related.map((r) => r.subject)).toContain('calc/show.py::symbol{}');
  });

  it('keeps a weak call slot passing the same keys in a place of its own', () => {
    const use = fx.find((c) => c.subject === 'log.emit' && c.position === '0', 'log.emit');
    expect(use.weak).toBe(true);
    expect(use.relatedTo).toBeNull();
    const head = fx.find((c) => c.subject === 'calc/ops.py::OPERATORS', 'OPERATORS');
    expect(head.related.some((r) => r.subject === 'log.emit')).toBe(false);
  });
});
