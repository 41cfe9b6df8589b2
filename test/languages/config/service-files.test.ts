import { describe, expect, it } from 'vitest';
import { languageFor } from '../../../src/languages/index.js';
import serviceFiles from '../../../src/languages/service-files/index.js';
import { brief, FIELDS, run } from './rows.js';

const EXT = 'rpc-core/src/main/resources/META-INF/extensions/com.acme.codec.Codec';

describe('service-file pack', () => {
  it('owns files named for a Java type under META-INF/, and leaves the ordinary files beside them', () => {
    expect(languageFor(EXT)?.id).toBe('service-file');
    expect(serviceFiles.matches('src/main/resources/META-INF/services/com.acme.spi.Plugin')).toBe(true);
    expect(serviceFiles.matches('META-INF/dubbo/internal/org.apache.dubbo.rpc.Protocol')).toBe(true);
    expect(serviceFiles.matches('x/META-INF/spring/org.springframework.boot.autoconfigure.AutoConfiguration.imports')).toBe(true);
    expect(serviceFiles.matches('x/META-INF/spring.factories')).toBe(false);
    expect(serviceFiles.matches('x/META-INF/spring-configuration-metadata.json')).toBe(false);
    expect(serviceFiles.matches('x/META-INF/MANIFEST.MF')).toBe(false);
    expect(serviceFiles.matches('x/META-INF/spring-devtools.properties')).toBe(false);
    // a dotted name outside META-INF is anybody's file
    expect(serviceFiles.matches('docs/com.acme.codec.Codec')).toBe(false);
    expect(serviceFiles.grammar).toBeNull();
  });

  it('reads name=class lines as names the file declares, each with its class, under the classpath name', () => {
    const text = '# codecs\n gzip = com.acme.codec.GzipCodec\nzstd=com.acme.codec.ZstdCodec  # fast\n\n';
    const facts = run(serviceFiles, EXT, text);
    expect(facts.errors).toEqual([]);
    const callee = 'META-INF/extensions/com.acme.codec.Codec';
    const iface = 'com.acme.codec.Codec';
    expect(facts.literals.map(brief)).toEqual([
      { role: 'config_entry', value: 'gzip', container: iface, dictKey: null, keyword: null, callee, line: 2, col: 2 },
      { role: 'dict_value', value: 'com.acme.codec.GzipCodec', container: iface, dictKey: 'gzip', keyword: null, callee, line: 2, col: 9 },
      { role: 'config_entry', value: 'zstd', container: iface, dictKey: null, keyword: null, callee, line: 3, col: 1 },
      { role: 'dict_value', value: 'com.acme.codec.ZstdCodec', container: iface, dictKey: 'zstd', keyword: null, callee, line: 3, col: 6 },
    ]);
    const row = facts.literals[0]!;
    expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
    expect(row).toMatchObject({ calleePath: `service-file.${callee}`, language: 'service-file', importTime: true });
  });

  it("reads a ServiceLoader file's classes as providers of the interface, declaring no name", () => {
    const facts = run(serviceFiles, 'm/src/main/resources/META-INF/services/com.acme.spi.Plugin', 'com.acme.a.First\ncom.acme.b.Outer$Second\n');
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map((r) => [r.role, r.value, r.container, r.dictKey])).toEqual([
      ['dict_value', 'com.acme.a.First', 'com.acme.spi.Plugin', null],
      ['dict_value', 'com.acme.b.Outer$Second', 'com.acme.spi.Plugin', null],
    ]);
    expect(facts.literals.some((r) => r.role === 'config_entry')).toBe(false);
  });

  it('names the file, the line and what was expected for a line it cannot read, and reads on', () => {
    const facts = run(serviceFiles, EXT, 'gzip=com.acme.GzipCodec\n=com.acme.X\nnot a class\nlz4 = \nok=com.acme.Ok\n');
    expect(facts.errors.map((e) => [e.line, e.kind])).toEqual([[2, 'config_parse'], [3, 'config_parse'], [4, 'config_parse']]);
    expect(facts.errors[1]!.message).toBe(`${EXT} line 3: expected a class name or "name=class", found "not a class"`);
    expect(facts.parseErrors).toBe(3);
    expect(facts.literals.filter((r) => r.role === 'config_entry').map((r) => r.value)).toEqual(['gzip', 'ok']);
  });
});
