import { describe, expect, it } from 'vitest';
import {
  decodeJavaString, placeholderKeys, spelBeanRefs, spelCallArgs, stripTextBlock, translateUnicodeEscapes,
} from '../../../src/languages/java/decode.js';

describe('java string decoding', () => {
  it('resolves backslash, octal and unicode escapes', () => {
    expect(decodeJavaString(String.raw`"a\tb\n\"q\" \\ \101\0"`)).toBe('a\tb\n"q" \\ A\0');
    expect(decodeJavaString(String.raw`"\u0041\uuu0042"`)).toBe('AB');
    expect(decodeJavaString(String.raw`"\s"`)).toBe(' ');
  });

  it('does not treat an escaped backslash followed by u as a unicode escape', () => {
    expect(translateUnicodeEscapes(String.raw`\\u0041`)).toBe(String.raw`\\u0041`);
    expect(decodeJavaString(String.raw`"\\u0041"`)).toBe(String.raw`\u0041`);
  });

  it('keeps escapes javac would reject as written instead of failing', () => {
    expect(decodeJavaString(String.raw`"a\qb"`)).toBe(String.raw`a\qb`);
    expect(decodeJavaString('"unterminated')).toBe('unterminated');
  });

  it('strips incidental indentation of a text block, closing delimiter on its own line', () => {
    const block = '"""\n        SELECT *\n          FROM t\n        """';
    expect(decodeJavaString(block)).toBe('SELECT *\n  FROM t\n');
  });

  it('lets the closing delimiter line set the indentation, and keeps content on its line', () => {
    expect(decodeJavaString('"""\n        a\n    """')).toBe('    a\n');
    expect(decodeJavaString('"""\n    a\n    b"""')).toBe('a\nb');
  });

  it('applies \\s and line continuation after stripping trailing spaces', () => {
    expect(decodeJavaString('"""\n    one \\\n    two\\s   \n    """')).toBe('one two \n');
  });

  it('turns blank lines of a text block into empty lines and normalises CRLF', () => {
    expect(stripTextBlock('\r\n  a\r\n     \r\n  b\r\n  ')).toBe('a\n\nb\n');
  });
});

describe('keys inside annotation strings', () => {
  it('finds ${key} and ${key:default} placeholders, including one nested in a default', () => {
    expect(placeholderKeys('${payments.timeout}')).toEqual(['payments.timeout']);
    expect(placeholderKeys('${a.b:30} and ${ c }')).toEqual(['a.b', 'c']);
    expect(placeholderKeys('${primary:${fallback:x}}')).toEqual(['primary', 'fallback']);
  });

  it('ignores text that only looks like a placeholder', () => {
    expect(placeholderKeys('$notOne {x} ${unterminated')).toEqual([]);
    expect(placeholderKeys('#{1 + 2}')).toEqual([]);
  });

  it('finds SpEL bean references but not e-mail addresses', () => {
    expect(spelBeanRefs('@accessPolicy.canRefund(authentication)')).toEqual(['accessPolicy']);
    expect(spelBeanRefs("hasRole('ADMIN') or @owner.check(#id)")).toEqual(['owner']);
    expect(spelBeanRefs('#{@clock.now()}')).toEqual(['clock']);
    expect(spelBeanRefs('ops@acme.example')).toEqual([]);
    expect(spelBeanRefs('.+@.+')).toEqual([]);
  });
});

describe('spelCallArgs', () => {
  it('reads the quoted arguments of each method call, by index', () => {
    expect(spelCallArgs("@el.check('user:list','user:add')")).toEqual([
      { callee: '@el.check', index: 0, value: 'user:list' },
      { callee: '@el.check', index: 1, value: 'user:add' },
    ]);
    expect(spelCallArgs("hasAnyAuthority('ROLE_ADMIN') or #oauth2.hasScope('server')")).toEqual([
      { callee: 'hasAnyAuthority', index: 0, value: 'ROLE_ADMIN' },
      { callee: '#oauth2.hasScope', index: 0, value: 'server' },
    ]);
  });

  it('skips arguments that are expressions, and strings without calls', () => {
    expect(spelCallArgs('#name.equals(principal.username)')).toEqual([]);
    expect(spelCallArgs("isAuthenticated()")).toEqual([]);
    expect(spelCallArgs("it's plain text")).toEqual([]);
    expect(spelCallArgs("check(#id, 'a,b')")).toEqual([{ callee: 'check', index: 1, value: 'a,b' }]);
  });
});
