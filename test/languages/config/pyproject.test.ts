import { describe, expect, it } from 'vitest';
import pyproject from '../../../src/languages/pyproject/index.js';
import { PYPROJECT } from './fixtures.js';
import { brief, ep, FIELDS, run } from './rows.js';

describe('pyproject pack', () => {
  it('owns pyproject.toml at any depth and nothing else', () => {
    expect(pyproject.matches('pyproject.toml')).toBe(true);
    expect(pyproject.matches('services/billing/pyproject.toml')).toBe(true);
    expect(pyproject.matches('pyproject.toml.bak')).toBe(false);
    expect(pyproject.matches('setup.cfg')).toBe(false);
    expect(pyproject.grammar).toBeNull();
  });

  it('records every entry point as a declared name and its object reference', () => {
    const facts = run(pyproject, 'pkg/pyproject.toml', PYPROJECT);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'payments-cli', 'console_scripts', null, 9, 1),
      ep('dict_value', 'payments.cli:main', 'console_scripts', 'payments-cli', 9, 16),
      ep('config_entry', 'payments-gui', 'gui_scripts', null, 12, 1),
      ep('dict_value', 'payments.gui:run', 'gui_scripts', 'payments-gui', 12, 16),
      ep('config_entry', 'adyen', 'payments.providers', null, 15, 1),
      ep('dict_value', 'payments.providers.adyen:AdyenProvider', 'payments.providers', 'adyen', 15, 9),
      ep('config_entry', 'stripe.v2', 'payments.providers', null, 16, 1),
      ep('dict_value', 'payments.providers.stripe:StripeProvider', 'payments.providers', 'stripe.v2', 16, 15),
      ep('config_entry', 'payments_fixtures', 'pytest11', null, 19, 1),
      ep('dict_value', 'payments.testing.plugin', 'pytest11', 'payments_fixtures', 19, 21),
      ep('config_entry', 'PAY', 'flake8.extension', null, 22, 1),
      ep('dict_value', 'payments.lint:Checker', 'flake8.extension', 'PAY', 22, 7),
      ep('config_entry', 'pay', 'console_scripts', null, 25, 1),
      ep('dict_value', 'payments.cli:pay', 'console_scripts', 'pay', 25, 7),
      ep('config_entry', 'serve', 'console_scripts', null, 26, 1),
      ep('dict_value', 'payments.server:serve', 'console_scripts', 'serve', 26, 22),
    ]);
  });

  it('fills every field of every row', () => {
    const facts = run(pyproject, 'pkg/pyproject.toml', PYPROJECT, true);
    const first = facts.literals[0]!;
    expect(Object.keys(first).sort()).toEqual([...FIELDS].sort());
    expect(first).toEqual({
      file: 'pkg/pyproject.toml', line: 9, col: 1, value: 'payments-cli', keyKind: 'literal', role: 'config_entry',
      callee: 'entry_point', calleePath: 'pyproject.entry_point', receiver: null, argIndex: null, keyword: null,
      container: 'console_scripts', targetSymbol: null, targetKind: null, targetType: null,
      enclosingSymbol: 'pkg/pyproject.toml::<module>', importTime: true, elemIndex: null, dictKey: null,
      inTest: true, language: 'pyproject',
    });
  });

  it('places entry points written as inline tables and dotted keys', () => {
    const text = ['[project]', 'name = "x"', 'entry-points = { "x.plugins" = { one = "x.one:One" } }', ''].join('\n');
    const facts = run(pyproject, 'pyproject.toml', text);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'one', 'x.plugins', null, 3, 34),
      ep('dict_value', 'x.one:One', 'x.plugins', 'one', 3, 40),
    ]);
    const dotted = run(pyproject, 'pyproject.toml', '[project.entry-points]\n"x.plugins".two = "x.two:Two" # c\n');
    expect(dotted.literals.map(brief)).toEqual([
      ep('config_entry', 'two', 'x.plugins', null, 2, 13),
      ep('dict_value', 'x.two:Two', 'x.plugins', 'two', 2, 19),
    ]);
  });

  it('ignores TOML that declares no entry points', () => {
    const facts = run(pyproject, 'pyproject.toml', '[tool.black]\nline-length = 100\n');
    expect(facts.literals).toEqual([]);
    expect(facts.errors).toEqual([]);
  });

  it('records a malformed file as one config_parse error at the right line, without throwing', () => {
    const text = '[project]\nname = "x"\n\n[project.scripts]\ncli = "x.cli:main\nother = "x:y"\n';
    const facts = run(pyproject, 'svc/pyproject.toml', text);
    expect(facts.literals).toEqual([]);
    expect(facts.parseErrors).toBe(1);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: 'svc/pyproject.toml', line: 5, kind: 'config_parse' });
    expect(facts.errors[0]!.message).not.toContain('\n');
  });
});
