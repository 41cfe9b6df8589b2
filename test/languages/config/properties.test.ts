import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageFor } from '../../../src/languages/index.js';
import { classpathName } from '../../../src/languages/config-common/lines.js';
import properties from '../../../src/languages/properties/index.js';
import { readSource } from '../../../src/scan/read-source.js';
import { tempDir } from '../../helpers/cli.js';
import { rankedFixture } from '../../helpers/repo.js';
import { brief, run } from './rows.js';

describe('properties pack', () => {
  it('owns the .properties files that Spring Boot, the message bundles and the tooling leave', () => {
    expect(languageFor('xmall-sso/src/main/resources/conf/db.properties')?.id).toBe('properties');
    expect(languageFor('eladmin-generator/src/main/resources/gen.properties')?.id).toBe('properties');
    expect(languageFor('src/main/resources/application-dev.properties')?.id).toBe('spring-config');
    expect(languageFor('src/main/resources/i18n/messages_de.properties')?.id).toBe('message-bundle');
    for (const tool of ['gradle/wrapper/gradle-wrapper.properties', 'src/main/resources/log4j.properties', 'sonar-project.properties',
      'src/test/resources/junit-platform.properties', 'src/main/resources/META-INF/spring-devtools.properties']) {
      expect(languageFor(tool), tool).toBeNull();
    }
  });

  it('names a file as the classpath does: below resources/, else by its name', () => {
    expect(classpathName('xmall-sso/src/main/resources/conf/db.properties')).toBe('conf/db.properties');
    expect(classpathName('tools/gen.properties')).toBe('gen.properties');
  });

  it("declares each key under its file's classpath name; placeholders in values are references", () => {
    const facts = run(properties, 'shop/src/main/resources/conf/resource.properties', '# cache\nCART_PRE=CART\nITEM_INFO : ITEM\njdbc.url=jdbc:mysql://${db.host}:3306/shop\n');
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      { role: 'config_entry', value: 'CART_PRE', container: null, dictKey: null, keyword: null, callee: 'conf/resource.properties', line: 2, col: 1 },
      { role: 'config_entry', value: 'ITEM_INFO', container: null, dictKey: null, keyword: null, callee: 'conf/resource.properties', line: 3, col: 1 },
      { role: 'config_entry', value: 'jdbc.url', container: null, dictKey: null, keyword: null, callee: 'conf/resource.properties', line: 4, col: 1 },
      { role: 'config_ref', value: 'db.host', container: 'placeholder', dictKey: null, keyword: null, callee: 'placeholder', line: 4, col: 23 },
    ]);
    expect(facts.literals[0]).toMatchObject({ calleePath: 'properties.conf/resource.properties', language: 'properties' });
  });

  it('reads a file saved in another encoding as ISO-8859-1, the format\'s own, where other sources are refused', () => {
    const dir = tempDir();
    const gbk = Buffer.concat([Buffer.from('#'), Buffer.from([0xc9, 0xcc, 0xc6, 0xb7]), Buffer.from('\nPRODUCT_ITEM=ITEM_INFO\n')]);
    writeFileSync(join(dir, 'resource.properties'), gbk);
    expect(readSource(join(dir, 'resource.properties'), 1e6, gbk.length).skip).toBe('not_utf8');
    const read = readSource(join(dir, 'resource.properties'), 1e6, gbk.length, properties.fallbackEncoding);
    expect(read.skip).toBeNull();
    expect(run(properties, 'conf/resource.properties', read.text!).literals.map((r) => r.value)).toEqual(['PRODUCT_ITEM']);
  });

  describe('ranked', () => {
    const fx = rankedFixture({
      'shop/src/main/resources/conf/resource.properties': '# cache keys\nCART_PRE=CART\nITEM_INFO=ITEM\nINDEX_BANNER=BANNER\n',
      'shop/src/main/resources/conf/db.properties': 'jdbc.url=jdbc:h2:mem\njdbc.username=sa\njdbc.password=\n',
      'shop/src/main/resources/spring/dao.xml': '<beans xmlns="http://www.springframework.org/schema/beans" xmlns:context="http://www.springframework.org/schema/context">\n  <context:property-placeholder location="classpath:conf/*.properties"/>\n  <bean id="dataSource" class="com.zaxxer.hikari.HikariDataSource">\n    <property name="jdbcUrl" value="${jdbc.url}"/>\n    <property name="username" value="${jdbc.username}"/>\n    <property name="password" value="${jdbc.password}"/>\n  </bean>\n</beans>\n',
      'shop/src/main/java/shop/Cart.java': 'package shop;\nimport org.springframework.beans.factory.annotation.Value;\npublic class Cart {\n  @Value("${CART_PRE}") private String cartPre;\n  @Value("${ITEM_INFO}") private String itemInfo;\n  @Value("${INDEX_BANNER}") private String banner;\n}\n',
    });

    it("one classpath directory's files are one row, backed by the @Value and ${...} reads", () => {
      const row = fx.find((c) => c.subject === 'properties.conf/resource.properties' || c.subject === 'properties.conf/db.properties', 'the conf/ properties');
      expect(row.weak).toBe(false);
      expect(row.features.lookupHits).toBeGreaterThanOrEqual(3);
      expect(row.members.map((m) => m.subject).sort()).toEqual(['properties.conf/db.properties', 'properties.conf/resource.properties']);
    });
  });
});
