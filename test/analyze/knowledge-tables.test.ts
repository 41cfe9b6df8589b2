import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Strings that name the language's own library (`collections.Counter`, `typing.List`) are knowledge about
 * the language, not registrations of the repo's code; a call that hands over the project's own package
 * name names the project. Neither counts as a key that resolves.
 */
describe('names of the language and of the project itself', () => {
  const fx = rankedFixture({
    'lint/__init__.py': '',
    'lint/aliases.py': [
      'import collections',
      'import typing',
      'from lint.alias import Alias, Plugin',
      'ALIASES = [',
      '    Alias("collections.Counter", "counter"),',
      '    Alias("collections.OrderedDict", "ordered"),',
      '    Alias("typing.List", "list"),',
      '    Alias("typing.Dict", "dict"),',
      ']',
      'PLUGINS = [',
      '    Plugin("lint.checkers.naming"),',
      '    Plugin("lint.checkers.imports"),',
      ']',
      '',
    ].join('\n'),
    'lint/alias.py': 'class Alias:\n    def __init__(self, name, short): pass\nclass Plugin:\n    def __init__(self, module): pass\n',
    'lint/checkers/__init__.py': '',
    'lint/checkers/naming.py': 'def register(linter): pass\n',
    'lint/checkers/imports.py': 'def register(linter): pass\n',
    'lint/utils/__init__.py': '',
    'lint/utils/sentinel.py': [
      'class Sentinel:',
      '    def __init__(self, name, module, doc=""): pass',
      'Undefined = Sentinel("Undefined", "lint", "a value not given")',
      'Missing = Sentinel("Missing", "lint", "a value not found")',
      '',
    ].join('\n'),
  });

  it('does not count names in the standard library as resolving', () => {
    const alias = fx.find((c) => c.subject === 'lint.alias.Alias' && c.position === '0', 'Alias slot 0');
    expect(alias.features.resolveHits).toBe(0);
  });

  it('still counts dotted paths into the repository', () => {
    const plugin = fx.find((c) => c.subject === 'lint.alias.Plugin' && c.position === '0', 'Plugin slot 0');
    expect(plugin.features.resolveHits).toBe(2);
  });

  it('reads the project\'s own package name passed to a call as the object\'s metadata', () => {
    const sentinel = fx.find((c) => c.subject === 'lint.utils.sentinel.Sentinel' && c.position === '1', 'Sentinel slot 1');
    expect(sentinel.features.memberShare).toBe(1);
    expect(sentinel.factors.valueSlot).toBeLessThan(1);
  });
});

/**
 * A method of the repo's own bean called in a guard expression (`@PreAuthorize("@ss.hasPermi('x')")`) is a
 * permission check declared on the method: the security pack knows it, whatever the method is called, and
 * its name (`has...`) does not make it a read.
 */
describe('permission checks through a bean in SpEL', () => {
  const J = 'src/main/java/com/acme/web';
  const controller = (name: string, perms: string[]): string => [
    'package com.acme.web;',
    'import org.springframework.security.access.prepost.PreAuthorize;',
    `public class ${name} {`,
    ...perms.map((p, i) => `  @PreAuthorize("@ss.hasPermi('${p}')") public String m${i}() { return ""; }`),
    '}',
    '',
  ].join('\n');
  const fx = rankedFixture({
    [`${J}/UserController.java`]: controller('UserController', ['system:user:list', 'system:user:add']),
    [`${J}/RoleController.java`]: controller('RoleController', ['system:role:list', 'system:role:edit']),
    [`${J}/PermissionService.java`]: [
      'package com.acme.web;',
      'import org.springframework.stereotype.Service;',
      '@Service("ss")',
      'public class PermissionService {',
      '  public boolean hasPermi(String permission) { return permission != null; }',
      '}',
      '',
    ].join('\n'),
  });

  it('ranks the bean method\'s argument as the security idiom, not as an accessor', () => {
    const perms = fx.find((c) => c.subject === '@ss.hasPermi' && c.role === 'call_arg', '@ss.hasPermi');
    expect(perms.features.knownFramework).toBe('security');
    expect(perms.features.accessor).toBe(false);
    expect(perms.distinctKeys).toBe(4);
    expect(perms.weak).toBe(false);
  });

  it('counts the guard annotation as the same idiom', () => {
    const perms = fx.find((c) => c.subject === '@ss.hasPermi' && c.role === 'call_arg', '@ss.hasPermi');
    const guard = fx.find((c) => c.subject === 'org.springframework.security.access.prepost.PreAuthorize', 'PreAuthorize');
    expect(guard.features.knownFramework).toBe('security');
    expect(perms.members.map((m) => m.subject)).toContain('org.springframework.security.access.prepost.PreAuthorize');
  });
});
