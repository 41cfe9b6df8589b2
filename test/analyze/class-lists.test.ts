import { beforeAll, describe, expect, it } from 'vitest';
import { findCandidate, ranked, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * A list-valued class attribute set by many subclasses of one base (`aliases = ["py", "python"]` on
 * every Lexer) is a class-attribute family: each string is a key of its class. Lists of the same field
 * names on every class, lists of more than two strings a class (data about the class: its columns, a
 * lexer's builtins), lists of (name, symbol) records, and two classes are not.
 */
const lexer = (name: string, aliases: string[], extra: string[] = []): string[] => [
  `class ${name}(RegexLexer):`,
  `    aliases = [${aliases.map((a) => `"${a}"`).join(', ')}]`,
  ...extra,
  '',
];

const words = (prefix: string): string => Array.from({ length: 12 }, (_, i) => `"${prefix}${i}"`).join(', ');

const FILES: Record<string, string> = {
  'hl/__init__.py': '',
  'hl/lexer.py': [
    'class RegexLexer:',
    '    aliases = []',
    '',
    'class Admin:',
    '    list_display = []',
    '',
    'class Plugin:',
    '    hooks = []',
    '',
  ].join('\n'),
  'hl/lexers/__init__.py': [
    'from hl.lexers.python import PythonLexer',
    'from hl.lexers.ruby import RubyLexer',
    'from hl.lexers.web import JsLexer, CssLexer',
    'LEXERS = [PythonLexer, RubyLexer, JsLexer, CssLexer]',
    'def get_lexer_by_name(alias):',
    '    for cls in LEXERS:',
    '        if alias in cls.aliases:',
    '            return cls',
    '',
  ].join('\n'),
  'hl/lexers/python.py': ['from hl.lexer import RegexLexer', ...lexer('PythonLexer', ['python', 'py'], [`    builtins = [${words('py_')}]`])].join('\n'),
  'hl/lexers/ruby.py': ['from hl.lexer import RegexLexer', ...lexer('RubyLexer', ['ruby', 'rb'], [`    builtins = [${words('rb_')}]`])].join('\n'),
  'hl/lexers/web.py': [
    'from hl.lexer import RegexLexer',
    ...lexer('JsLexer', ['javascript', 'js'], [`    builtins = [${words('js_')}]`]),
    ...lexer('CssLexer', ['css']),
  ].join('\n'),
  'hl/admin.py': [
    'from hl.lexer import Admin, Plugin',
    'from hl import visitors',
    'class UserAdmin(Admin):',
    '    list_display = ["id", "name", "created"]',
    'class OrderAdmin(Admin):',
    '    list_display = ["id", "name", "total"]',
    'class ItemAdmin(Admin):',
    '    list_display = ["id", "name"]',
    'class UserTable(Admin):',
    '    columns = ["username", "email", "joined"]',
    'class OrderTable(Admin):',
    '    columns = ["number", "total", "paid"]',
    'class ItemTable(Admin):',
    '    columns = ["sku", "price", "stock"]',
    'class Sel(Admin):',
    '    traverse = [("where", visitors.dp_clause)]',
    'class Join(Admin):',
    '    traverse = [("left", visitors.dp_clause)]',
    'class Func(Admin):',
    '    traverse = [("args", visitors.dp_list)]',
    'class A(Plugin):',
    '    hooks = ["start"]',
    'class B(Plugin):',
    '    hooks = ["stop"]',
    '',
  ].join('\n'),
  'hl/visitors.py': 'dp_clause = "clause"\ndp_list = "list"\n',
  'hl/cli.py': [
    'from hl.lexers import get_lexer_by_name',
    'def main(argv):',
    '    return get_lexer_by_name("python"), get_lexer_by_name("css")',
    '',
  ].join('\n'),
};

describe('list-valued class attributes of many subclasses', () => {
  let cands: Awaited<ReturnType<typeof ranked>> = [];
  beforeAll(async () => {
    cands = await ranked(scanFixture(writeRepo(FILES)));
  });
  const family = (attr: string) => cands.find((c) => c.role === 'class_attr' && c.position === attr);

  it('every string of the list is a key of its class, one family per base and attribute', () => {
    const c = findCandidate(cands, (x) => x.role === 'class_attr' && x.position === 'aliases', 'aliases family');
    expect(c.kind).toBe('class_attr');
    expect(c.subject).toBe('hl.lexer.RegexLexer');
    expect(c.sites).toBe(7);
    expect(c.distinctKeys).toBe(7);
    expect(c.files).toBe(3);
    // `alias in cls.aliases` reads the attribute as a key, and "python" comes back in another file
    expect(c.features.attrLookup).toBe(true);
    expect(c.features.lookupHits).toBeGreaterThanOrEqual(2);
    expect(c.weak).toBe(false);
  });

  it('makes no family of repeated field names, of lists longer than two a class, or of two classes', () => {
    expect(family('list_display')).toBeUndefined();
    expect(family('columns')).toBeUndefined();
    expect(family('traverse')).toBeUndefined();
    expect(family('builtins')).toBeUndefined();
    expect(family('hooks')).toBeUndefined();
  });
});
