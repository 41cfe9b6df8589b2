import { describe, expect, it } from 'vitest';
import setupCfg from '../../../src/languages/setup-cfg/index.js';
import { SETUP_CFG } from './fixtures.js';
import { brief, ep, FIELDS, run } from './rows.js';

describe('setup-cfg pack', () => {
  it('owns setup.cfg at any depth', () => {
    expect(setupCfg.matches('setup.cfg')).toBe(true);
    expect(setupCfg.matches('libs/core/setup.cfg')).toBe(true);
    expect(setupCfg.matches('setup.py')).toBe(false);
    expect(setupCfg.matches('tox.ini')).toBe(false);
    expect(setupCfg.grammar).toBeNull();
  });

  it('records [options.entry_points] groups as declared names and object references', () => {
    const facts = run(setupCfg, 'setup.cfg', SETUP_CFG);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'payments-cli', 'console_scripts', null, 13, 5),
      ep('dict_value', 'payments.cli:main', 'console_scripts', 'payments-cli', 13, 20),
      ep('config_entry', 'payments-admin', 'console_scripts', null, 14, 5),
      // extras are not part of the object reference
      ep('dict_value', 'payments.admin:run', 'console_scripts', 'payments-admin', 14, 20),
      ep('config_entry', 'adyen', 'payments.providers', null, 17, 5),
      ep('dict_value', 'payments.providers.adyen:AdyenProvider', 'payments.providers', 'adyen', 17, 13),
      ep('config_entry', 'stripe', 'payments.providers', null, 19, 5),
      ep('dict_value', 'payments.providers.stripe:StripeProvider', 'payments.providers', 'stripe', 19, 14),
      ep('config_entry', 'fixtures', 'pytest11', null, 20, 12),
      ep('dict_value', 'payments.testing.plugin', 'pytest11', 'fixtures', 20, 23),
    ]);
    const row = facts.literals[1]!;
    expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
    expect(row).toMatchObject({
      calleePath: 'setup-cfg.entry_point', keyKind: 'literal', importTime: true, language: 'setup-cfg',
      enclosingSymbol: 'setup.cfg::<module>', inTest: false, receiver: null, argIndex: null, elemIndex: null,
      targetSymbol: null, targetKind: null, targetType: null,
    });
  });

  it("reads pbr's [entry_points] section and CRLF line endings", () => {
    const text = '[entry_points]\r\noslo.config.opts =\r\n    payments = payments.opts:list_opts\r\n';
    const facts = run(setupCfg, 'setup.cfg', text);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'payments', 'oslo.config.opts', null, 3, 5),
      ep('dict_value', 'payments.opts:list_opts', 'oslo.config.opts', 'payments', 3, 16),
    ]);
  });

  it('records a line it cannot read as one config_parse error at that line, and keeps reading', () => {
    const text = '[options.entry_points]\nconsole_scripts =\n    cli = pkg.cli:main\nthis line is not ini\n[metadata]\nname = x\n';
    const facts = run(setupCfg, 'pkg/setup.cfg', text);
    expect(facts.parseErrors).toBe(1);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: 'pkg/setup.cfg', line: 4, kind: 'config_parse' });
    expect(facts.literals.map((r) => r.value)).toEqual(['cli', 'pkg.cli:main']);
  });

  it('reports an option before any section and an entry without "="', () => {
    const facts = run(setupCfg, 'setup.cfg', 'name = x\n[options.entry_points]\nconsole_scripts =\n    just-a-name\n');
    expect(facts.errors.map((e) => [e.line, e.kind])).toEqual([[1, 'config_parse'], [4, 'config_parse']]);
    expect(facts.parseErrors).toBe(2);
    expect(facts.literals).toEqual([]);
  });
});
