import { describe, expect, it } from 'vitest';
import python from '../../../src/languages/python/index.js';
import { extractText } from '../../helpers/extract.js';

const SETUP_PY = [
  'from setuptools import setup',
  '',
  'setup(',
  '    name="payments",',
  '    entry_points={',
  '        "payments.providers": [',
  '            "adyen = payments.providers.adyen:AdyenProvider",',
  "            'stripe = payments.providers.stripe:StripeProvider [extra]',",
  '        ],',
  '        "console_scripts": ["payments-cli = payments.cli:main"],',
  '        "not.entries": ["just words"],',
  '    },',
  ')',
  '',
].join('\n');

const brief = (r: { role: string; value: string; container: string | null; dictKey: string | null; line: number; col: number; calleePath: string | null; language: string }) =>
  [r.role, r.value, r.container, r.dictKey, r.line, r.col, r.calleePath, r.language];

describe('setup(entry_points=...) in a setup.py', () => {
  it('turns each "name = module:attr" of a group into the entry-point rows a configuration pack gives', async () => {
    const facts = await extractText(python, 'pkg/setup.py', SETUP_PY);
    const eps = facts.literals.filter((l) => l.callee === 'entry_point');
    expect(eps.map(brief)).toEqual([
      ['config_entry', 'adyen', 'payments.providers', null, 7, 14, 'setup-py.entry_point', 'setup-py'],
      ['dict_value', 'payments.providers.adyen:AdyenProvider', 'payments.providers', 'adyen', 7, 22, 'setup-py.entry_point', 'setup-py'],
      ['config_entry', 'stripe', 'payments.providers', null, 8, 14, 'setup-py.entry_point', 'setup-py'],
      ['dict_value', 'payments.providers.stripe:StripeProvider', 'payments.providers', 'stripe', 8, 23, 'setup-py.entry_point', 'setup-py'],
      ['config_entry', 'payments-cli', 'console_scripts', null, 10, 30, 'setup-py.entry_point', 'setup-py'],
      ['dict_value', 'payments.cli:main', 'console_scripts', 'payments-cli', 10, 45, 'setup-py.entry_point', 'setup-py'],
    ]);
    expect(eps.every((l) => l.importTime && l.enclosingSymbol === 'pkg/setup.py::<module>')).toBe(true);
  });

  it('no longer records the strings it read as a dict and a list; the rest stay as they were', async () => {
    const facts = await extractText(python, 'pkg/setup.py', SETUP_PY);
    const plain = facts.literals.filter((l) => l.callee !== 'entry_point').map((l) => `${l.role} ${l.value}`);
    expect(plain).toContain('keyword_arg payments');
    expect(plain).toContain('collection_elem just words');
    expect(plain).toContain('dict_key not.entries');
    expect(plain.some((p) => p.includes('adyen') || p.includes('payments.providers') || p.includes('console_scripts'))).toBe(false);
  });

  it('reads the text form, setup(entry_points="""[group] ..."""), at the lines the entries stand on', async () => {
    const text = 'import setuptools\nsetuptools.setup(entry_points="""\n    [pecan.command]\n    serve = pecan.commands:ServeCommand\n""")\n';
    const facts = await extractText(python, 'setup.py', text);
    const eps = facts.literals.filter((l) => l.callee === 'entry_point');
    expect(eps.map(brief)).toEqual([
      ['config_entry', 'serve', 'pecan.command', null, 4, 5, 'setup-py.entry_point', 'setup-py'],
      ['dict_value', 'pecan.commands:ServeCommand', 'pecan.command', 'serve', 4, 13, 'setup-py.entry_point', 'setup-py'],
    ]);
  });

  it('follows entry_points=NAME to the module-level dict assigned above the call', async () => {
    const text = 'from setuptools import setup\nENTRY_POINTS = {"pkg.plugins": ["one = pkg.one:One"]}\nsetup(name="pkg", entry_points=ENTRY_POINTS)\n';
    const facts = await extractText(python, 'setup.py', text);
    expect(facts.literals.filter((l) => l.callee === 'entry_point').map(brief)).toEqual([
      ['config_entry', 'one', 'pkg.plugins', null, 2, 34, 'setup-py.entry_point', 'setup-py'],
      ['dict_value', 'pkg.one:One', 'pkg.plugins', 'one', 2, 40, 'setup-py.entry_point', 'setup-py'],
    ]);
    expect(facts.literals.some((l) => l.value === 'pkg.plugins' && l.callee !== 'entry_point')).toBe(false);
  });

  it('leaves entry_points of another callee, or in a file not named setup.py, alone', async () => {
    const other = await extractText(python, 'pkg/build.py', SETUP_PY);
    expect(other.literals.filter((l) => l.callee === 'entry_point')).toEqual([]);
    const notSetup = await extractText(python, 'setup.py', 'make(entry_points={"g": ["a = b:c"]})\n');
    expect(notSetup.literals.filter((l) => l.callee === 'entry_point')).toEqual([]);
    expect(notSetup.literals.map((l) => l.value)).toEqual(['g', 'a = b:c']);
  });
});
