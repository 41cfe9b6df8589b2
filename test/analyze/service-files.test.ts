import { describe, expect, it } from 'vitest';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * Java service files: `META-INF/extensions/<interface>` holds `name=class` lines a class loader reads by the
 * interface's name (`getExtensionLoader(Codec.class).getExtension("gzip")`). A file named for one of the
 * repo's own types is a registry the repo loads; one named for a type the repo does not have is another
 * program's, and the files of one directory are one idiom, shown as one row.
 */
const J = 'core/src/main/java/com/acme';
const R = 'core/src/main/resources/META-INF/extensions';
const FILES: Record<string, string> = {
  [`${J}/spi/SPI.java`]: 'package com.acme.spi;\nimport java.lang.annotation.*;\n@Retention(RetentionPolicy.RUNTIME)\n@Target(ElementType.TYPE)\npublic @interface SPI {\n}\n',
  [`${J}/spi/Mapper.java`]: 'package com.acme.spi;\npublic @interface Mapper {\n}\n',
  [`${J}/codec/Codec.java`]: 'package com.acme.codec;\nimport com.acme.spi.SPI;\n@SPI\npublic interface Codec {\n  byte[] encode(byte[] in);\n}\n',
  // marked, but no service file names it: not an extension point anything loads
  [`${J}/codec/Draft.java`]: 'package com.acme.codec;\nimport com.acme.spi.SPI;\n@SPI\npublic interface Draft {\n  void run();\n}\n',
  // an interface annotation with no service file behind it (a mapper, injected by type) is no key set
  [`${J}/data/UserMapper.java`]: 'package com.acme.data;\nimport com.acme.spi.Mapper;\n@Mapper\npublic interface UserMapper {\n  String find(long id);\n}\n',
  [`${J}/data/RoleMapper.java`]: 'package com.acme.data;\nimport com.acme.spi.Mapper;\n@Mapper\npublic interface RoleMapper {\n  String find(long id);\n}\n',
  [`${J}/codec/GzipCodec.java`]: 'package com.acme.codec;\npublic class GzipCodec implements Codec {\n  public byte[] encode(byte[] in) { return in; }\n}\n',
  [`${J}/codec/ZstdCodec.java`]: 'package com.acme.codec;\npublic class ZstdCodec implements Codec {\n  public byte[] encode(byte[] in) { return in; }\n}\n',
  [`${J}/codec/PlainCodec.java`]: 'package com.acme.codec;\npublic class PlainCodec implements Codec {\n  public byte[] encode(byte[] in) { return in; }\n}\n',
  [`${J}/balance/Balancer.java`]: 'package com.acme.balance;\nimport com.acme.spi.SPI;\n@SPI\npublic interface Balancer {\n  String pick(String[] hosts);\n}\n',
  [`${J}/balance/RandomBalancer.java`]: 'package com.acme.balance;\npublic class RandomBalancer implements Balancer {\n  public String pick(String[] hosts) { return hosts[0]; }\n}\n',
  [`${J}/balance/HashBalancer.java`]: 'package com.acme.balance;\npublic class HashBalancer implements Balancer {\n  public String pick(String[] hosts) { return hosts[1]; }\n}\n',
  [`${J}/spi/Loader.java`]: [
    'package com.acme.spi;',
    'import java.util.HashMap;',
    'import java.util.Map;',
    'public class Loader<T> {',
    '  private final Map<String, Class<?>> classes = new HashMap<>();',
    '  public static <T> Loader<T> of(Class<T> type) { return new Loader<>(); }',
    '  public T get(String name) { return null; }',
    '}',
    '',
  ].join('\n'),
  [`${R}/com.acme.codec.Codec`]: '# codecs by name\ngzip=com.acme.codec.GzipCodec\nzstd=com.acme.codec.ZstdCodec\nplain=com.acme.codec.PlainCodec\n',
  [`${R}/com.acme.balance.Balancer`]: 'random=com.acme.balance.RandomBalancer\nhash=com.acme.balance.HashBalancer\n',
  // a copy in the test resources is the same classpath file
  ['core/src/test/resources/META-INF/extensions/com.acme.codec.Codec']: 'gzip=com.acme.codec.GzipCodec\n',
  // a plugin for a type this repo does not have: that program's registry, not ours
  ['core/src/main/resources/META-INF/vendor/org.other.Widget']: 'fancy=com.acme.FancyWidget\nplain=com.acme.PlainWidget\n',
};

describe('Java service files', () => {
  const fx = rankedFixture(FILES);

  it('ranks the extension names of a service file named for a type of the repo as read by key', () => {
    const codec = fx.find((c) => c.subject === 'service-file.META-INF/extensions/com.acme.codec.Codec', 'Codec extensions');
    expect(codec.role).toBe('config_entry');
    expect(codec.features.dynamicReads).toBeGreaterThan(0);
    expect(codec.weak).toBe(false);
    expect(codec.distinctKeys).toBe(3);
  });

  it("leaves a service file for a type the repo lacks unread: it is another program's registry", () => {
    const codec = fx.find((c) => c.subject === 'service-file.META-INF/extensions/com.acme.codec.Codec', 'Codec extensions');
    const widget = fx.find((c) => c.subject === 'service-file.META-INF/vendor/org.other.Widget', 'Widget plugins');
    expect(widget.features.dynamicReads).toBe(0);
    expect(fx.cands.indexOf(widget)).toBeGreaterThan(fx.cands.indexOf(codec));
  });

  it('reads an annotation on the interfaces service files are named for as naming extension points', () => {
    const spi = fx.find((c) => c.subject === 'com.acme.spi.SPI' && c.role === 'decorator_implicit', '@SPI');
    expect([...spi.examples].sort()).toEqual(['Balancer', 'Codec']);
    expect(spi.features.dynamicReads).toBe(2);
    expect(spi.weak).toBe(false);
    expect(fx.cands.some((c) => c.subject === 'com.acme.spi.Mapper')).toBe(false);
  });

  it('shows the service files of one directory as one row', async () => {
    const rows = (await ranked(fx.db, { allMembers: false })).filter((c) => c.members.some((m) => m.subject.startsWith('service-file.META-INF/extensions/')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.members.map((m) => m.subject).sort()).toEqual([
      'service-file.META-INF/extensions/com.acme.balance.Balancer',
      'service-file.META-INF/extensions/com.acme.codec.Codec',
    ]);
  });
});
