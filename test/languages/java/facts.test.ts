import { describe, expect, it } from 'vitest';
import type { FileFacts } from '../../../src/core/types.js';
import java from '../../../src/languages/java/index.js';
import { extractText } from '../../helpers/extract.js';

const PATH = 'src/main/java/com/acme/Foo.java';
const SYM = `${PATH}::`;

async function facts(src: string, path = PATH): Promise<FileFacts> {
  return extractText(java, path, src);
}

describe('java pack basics', () => {
  it('owns .java files only and names its grammar', () => {
    expect(java.id).toBe('java');
    expect(java.matches('src/main/java/com/acme/Foo.java')).toBe(true);
    expect(java.matches('build.gradle')).toBe(false);
    expect(java.matches('Foo.java.orig')).toBe(false);
    expect(java.grammar).toEqual({ package: 'tree-sitter-java', file: 'tree-sitter-java.wasm' });
  });

  it('module is package.PrimaryType, or the bare type in the default package', async () => {
    expect((await facts('package com.acme;\nclass Foo {}\n')).module).toBe('com.acme.Foo');
    expect((await facts('class Foo {}\n', 'Foo.java')).module).toBe('Foo');
  });

  it('returns empty facts without a parse', () => {
    const f = java.extract({ path: PATH, text: 'class A {}', module: null, inTest: false }, null);
    expect(f.literals).toEqual([]);
    expect(f.parseErrors).toBe(0);
  });
});

describe('java definitions', () => {
  const SRC = `package com.acme;

@Component
public class Foo extends Base<String> {
    private static final String A = "a", B = "b";

    public Foo() {}

    void charge(int amount) {
        Runnable r = new Runnable() { public void run() {} };
    }

    static class Inner {}
    enum Kind { CARD, BANK }
    record Point(int x, int y) {}
    interface Port {}
    @interface Marker { String value() default ""; }
}
`;

  it('records every kind with qualName, parent and lines', async () => {
    const defs = (await facts(SRC)).definitions.map((d) => [d.qualName, d.kind, d.parentSymbol?.slice(SYM.length) ?? null, d.line, d.endLine]);
    expect(defs).toEqual([
      ['Foo', 'class', null, 4, 18],
      ['Foo.A', 'field', 'Foo', 5, 5],
      ['Foo.B', 'field', 'Foo', 5, 5],
      ['Foo.<init>', 'constructor', 'Foo', 7, 7],
      ['Foo.charge', 'method', 'Foo', 9, 11],
      // anonymous classes have no name: their methods hang off the enclosing method
      ['Foo.charge.run', 'method', 'Foo.charge', 10, 10],
      ['Foo.Inner', 'class', 'Foo', 13, 13],
      ['Foo.Kind', 'enum', 'Foo', 14, 14],
      ['Foo.Kind.CARD', 'field', 'Foo.Kind', 14, 14],
      ['Foo.Kind.BANK', 'field', 'Foo.Kind', 14, 14],
      ['Foo.Point', 'record', 'Foo', 15, 15],
      ['Foo.Point.x', 'field', 'Foo.Point', 15, 15],
      ['Foo.Point.y', 'field', 'Foo.Point', 15, 15],
      ['Foo.Port', 'interface', 'Foo', 16, 16],
      ['Foo.Marker', 'annotation_type', 'Foo', 17, 17],
      ['Foo.Marker.value', 'method', 'Foo.Marker', 17, 17],
      // a record's canonical constructor, which it does not declare, takes its components
      ['Foo.Point.<init>', 'constructor', 'Foo.Point', 15, 15],
    ]);
  });

  it('a definition row is complete; its line is the declaration, after its annotations', async () => {
    const f = await facts(SRC);
    expect(f.definitions[0]).toEqual({
      file: PATH, symbol: `${SYM}Foo`, name: 'Foo', qualName: 'Foo', kind: 'class', line: 4, endLine: 18, parentSymbol: null, language: 'java',
    });
    expect(f.definitions[3]).toMatchObject({ symbol: `${SYM}Foo.<init>`, name: '<init>', parentSymbol: `${SYM}Foo` });
  });

  it('an annotation element default is a declaration-time default_arg', async () => {
    const lit = (await facts(SRC)).literals.find((l) => l.role === 'default_arg');
    expect(lit).toMatchObject({ value: '', container: 'value', importTime: true, enclosingSymbol: `${SYM}Foo.Marker.value` });
  });
});

describe('java bases', () => {
  it('extends and implements, resolved through imports, the file, java.lang, else the same package', async () => {
    const src = `package com.acme;
import com.acme.events.EventHandler;
import java.io.*;
class Foo extends Base<String> implements EventHandler<Paid>, Runnable, java.io.Closeable, Serializable {
    interface Port extends EventHandler<Void>, Local {}
    interface Local {}
    enum Kind implements Port { A }
    record R() implements Local {}
}
`;
    const rows = (await facts(src)).bases.map((b) => [b.symbol.slice(SYM.length), b.base, b.basePath, b.relation]);
    expect(rows).toEqual([
      ['Foo', 'Base', 'com.acme.Base', 'extends'],
      ['Foo', 'EventHandler', 'com.acme.events.EventHandler', 'implements'],
      ['Foo', 'Runnable', 'java.lang.Runnable', 'implements'],
      ['Foo', 'java.io.Closeable', 'java.io.Closeable', 'implements'],
      // a wildcard import does not resolve; the same-package guess is the best left
      ['Foo', 'Serializable', 'com.acme.Serializable', 'implements'],
      ['Foo.Port', 'EventHandler', 'com.acme.events.EventHandler', 'extends'],
      ['Foo.Port', 'Local', 'com.acme.Foo.Local', 'extends'],
      ['Foo.Kind', 'Port', 'com.acme.Foo.Port', 'implements'],
      ['Foo.R', 'Local', 'com.acme.Foo.Local', 'implements'],
    ]);
  });
});

describe('java imports', () => {
  it('single-type, static, wildcard and static wildcard imports', async () => {
    const src = `package com.acme;
import org.springframework.beans.factory.annotation.Qualifier;
import static com.acme.ProviderNames.ADYEN;
import java.util.*;
import static org.junit.Assert.*;
import  java . util . Map ; // spaced out
class Foo {}
`;
    expect((await facts(src)).imports).toEqual([
      { file: PATH, line: 2, module: 'org.springframework.beans.factory.annotation', name: 'Qualifier', alias: null, level: 0, resolved: 'org.springframework.beans.factory.annotation.Qualifier', wildcard: false },
      { file: PATH, line: 3, module: 'com.acme.ProviderNames', name: 'ADYEN', alias: null, level: 0, resolved: 'com.acme.ProviderNames.ADYEN', wildcard: false },
      { file: PATH, line: 4, module: 'java.util', name: '*', alias: null, level: 0, resolved: 'java.util', wildcard: true },
      { file: PATH, line: 5, module: 'org.junit.Assert', name: '*', alias: null, level: 0, resolved: 'org.junit.Assert', wildcard: true },
      { file: PATH, line: 6, module: 'java.util', name: 'Map', alias: null, level: 0, resolved: 'java.util.Map', wildcard: false },
    ]);
  });
});

describe('java syntax errors', () => {
  it('a broken file still yields its literals, a parse error count and one syntax error', async () => {
    const src = 'package com.acme;\nclass Foo {\n  void a() { register("before"); }\n  void b() { int x = ; }\n  void c() { handlers.get("after"); }\n';
    const f = await facts(src);
    expect(f.parseErrors).toBeGreaterThan(0);
    expect(f.errors).toHaveLength(1);
    expect(f.errors[0]).toMatchObject({ file: PATH, kind: 'syntax', line: 4 });
    expect(f.literals.find((l) => l.value === 'before')).toMatchObject({ role: 'call_arg', callee: 'register', enclosingSymbol: `${SYM}Foo.a` });
    expect(f.literals.find((l) => l.value === 'after')).toMatchObject({ role: 'get_arg', container: 'handlers' });
    expect(f.module).toBe('com.acme.Foo');
  });

  it('a clean file has no parse errors', async () => {
    const f = await facts('package com.acme;\nclass Foo { String s = "ok"; }\n');
    expect(f.parseErrors).toBe(0);
    expect(f.errors).toEqual([]);
  });

  it('never throws on input that is not Java at all', async () => {
    const f = await facts('}}}{{{ @@ "unterminated \n """ \u0000 class', 'Weird.java');
    expect(f.parseErrors).toBeGreaterThan(0);
    expect(f.errors.every((e) => e.kind === 'syntax')).toBe(true);
  });
});
