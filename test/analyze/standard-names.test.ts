import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A call slot whose keys name the language's own library (builtins, paths under standard modules) is
 * knowledge about the language (deprecated aliases, type names), not keys of the repo: it is demoted
 * like library code. A slot of the same callee shape with the repo's own names is not, nor is one whose
 * callee stores the names.
 */
const FILES: Record<string, string> = {
  'lint/__init__.py': '',
  'lint/aliases.py': [
    'def alias(name, deprecated):',
    '    return (name, deprecated)',
    'ALIASES = [',
    '    alias("list", True),',
    '    alias("dict", True),',
    '    alias("collections.deque", True),',
    '    alias("collections.OrderedDict", True),',
    '    alias("typing.Hashable", False),',
    ']',
    'def check(name):',
    '    return name in ("list", "dict", "collections.deque")',
    '',
  ].join('\n'),
  'lint/checkers.py': [
    'def checker(name):',
    '    return name',
    'checker("naming")',
    'checker("imports")',
    'checker("typecheck")',
    'checker("design")',
    'checker("spelling")',
    '',
  ].join('\n'),
  'lint/run.py': [
    'def enabled(names):',
    '    return [n for n in names if n in ("naming", "imports", "design")]',
    '',
  ].join('\n'),
};

describe('call slots keyed by names of the language\'s own library', () => {
  const fx = rankedFixture(FILES);

  it('demotes a slot whose keys are builtins and standard-module paths, and says why', () => {
    const c = fx.find((x) => x.subject === 'lint.aliases.alias' && x.position === '0', 'alias slot');
    expect(c.features.standardShare).toBe(1);
    expect(c.factors.external).toBe(DEFAULT_WEIGHTS.externalRuntime);
    expect(explain(c).join('\n')).toContain("100% of the keys name the language's own library");
  });

  it('leaves a slot of the repo\'s own names alone', () => {
    const c = fx.find((x) => x.subject === 'lint.checkers.checker' && x.position === '0', 'checker slot');
    expect(c.features.standardShare).toBe(0);
    expect(c.factors.external).toBe(1);
  });
});
