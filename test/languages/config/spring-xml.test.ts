import { describe, expect, it } from 'vitest';
import springXml from '../../../src/languages/spring-xml/index.js';
import { rootElement } from '../../../src/languages/spring-xml/tags.js';
import { SPRING_XML } from './fixtures.js';
import { brief, FIELDS, run } from './rows.js';

const row = (role: string, value: string, callee: string, keyword: string | null, dictKey: string | null, line: number, col: number, container = 'beans') => ({
  role, value, container, dictKey, keyword, callee, line, col,
});

describe('spring-xml pack', () => {
  it('owns .xml files and finds the root element without parsing', () => {
    expect(springXml.matches('src/main/resources/context.xml')).toBe(true);
    expect(springXml.matches('pom.xml')).toBe(true);
    expect(springXml.matches('context.xsd')).toBe(false);
    expect(springXml.grammar).toBeNull();
    expect(rootElement(SPRING_XML)).toBe('beans');
    expect(rootElement('\uFEFF<!DOCTYPE beans PUBLIC "-//SPRING//DTD BEAN 2.0//EN" "x.dtd">\n<beans/>')).toBe('beans');
    expect(rootElement('<?xml version="1.0"?>\n<beans:beans xmlns:beans="x"/>')).toBe('beans');
    expect(rootElement('<?xml version="1.0"?>\n<project>')).toBe('project');
    expect(rootElement('not xml')).toBeNull();
  });

  it('records bean ids, names, classes, refs, aliases and placeholders', () => {
    const facts = run(springXml, 'src/main/resources/payments.xml', SPRING_XML);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
    expect(facts.literals.map(brief)).toEqual([
      row('config_entry', 'adyenClient', 'bean', 'id', null, 6, 13),
      row('config_entry', 'adyen', 'bean', 'name', null, 6, 32),
      row('config_entry', 'psp', 'bean', 'name', null, 6, 39),
      row('config_entry', 'primaryPsp', 'bean', 'name', null, 6, 43),
      row('dict_value', 'com.acme.pay.AdyenClient', 'bean', 'class', 'adyenClient', 6, 62),
      row('config_ref', 'adyen.url', 'placeholder', null, null, 7, 33, 'placeholder'),
      row('config_entry', 'paymentService', 'bean', 'id', null, 10, 13),
      row('dict_value', 'com.acme.pay.PaymentService', 'bean', 'class', 'paymentService', 11, 16),
      row('config_ref', 'adyenClient', 'ref', 'ref', null, 12, 27),
      row('config_entry', 'noopProvider', 'bean', 'id', null, 14, 17),
      row('dict_value', 'com.acme.pay.NoopProvider', 'bean', 'class', 'noopProvider', 14, 38),
      row('config_ref', 'auditLog', 'ref', 'bean', null, 16, 39),
      row('config_ref', 'paymentService', 'alias', 'name', null, 19, 16),
      row('config_entry', 'payments', 'alias', 'alias', null, 19, 39),
      row('config_entry', 'handlers', 'bean', 'id', null, 21, 17),
    ]);
    const first = facts.literals[0]!;
    expect(Object.keys(first).sort()).toEqual([...FIELDS].sort());
    expect(first).toMatchObject({
      calleePath: 'spring-xml.bean', language: 'spring-xml', keyKind: 'literal', importTime: true,
      enclosingSymbol: 'src/main/resources/payments.xml::<module>', inTest: false,
    });
    expect(facts.literals.find((r) => r.callee === 'ref')!.calleePath).toBe('spring-xml.ref');
    expect(facts.literals.find((r) => r.callee === 'alias')!.calleePath).toBe('spring-xml.alias');
  });

  it('reads prefixed bean elements, p-namespace refs, depends-on and nested <beans>', () => {
    const text = [
      '<beans:beans xmlns:beans="http://www.springframework.org/schema/beans" xmlns:p="http://www.springframework.org/schema/p">',
      '  <beans:beans profile="eu">',
      '    <beans:bean name="euPsp" class="com.acme.Eu" p:client-ref="adyenClient" depends-on="a,b"/>',
      '  </beans:beans>',
      '</beans:beans>',
    ].join('\n');
    const facts = run(springXml, 'ctx.xml', text);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map((r) => [r.role, r.value, r.keyword, r.dictKey, r.line])).toEqual([
      ['config_entry', 'euPsp', 'name', null, 3],
      ['dict_value', 'com.acme.Eu', 'class', 'euPsp', 3],
      ['config_ref', 'adyenClient', 'p:client-ref', null, 3],
      ['config_ref', 'a', 'depends-on', null, 3],
      ['config_ref', 'b', 'depends-on', null, 3],
    ]);
  });

  it('reads placeholders in text content, refs inside collections and anonymous inner beans', () => {
    const text = [
      '<beans>',
      ' <bean id="a" class="X">',
      '  <property name="u"><value>${db.url}</value></property>',
      '  <property name="v"><list><ref bean="b"/><bean class="Anon"/></list></property>',
      '  <constructor-arg><map><entry key="k" value-ref="c"/></map></constructor-arg>',
      ' </bean>',
      '</beans>',
    ].join('\n');
    const facts = run(springXml, 'a.xml', text);
    expect(facts.literals.map((r) => [r.role, r.value, r.callee, r.keyword, r.dictKey, r.line, r.col])).toEqual([
      ['config_entry', 'a', 'bean', 'id', null, 2, 12],
      ['dict_value', 'X', 'bean', 'class', 'a', 2, 22],
      ['config_ref', 'db.url', 'placeholder', null, null, 3, 29],
      ['config_ref', 'b', 'ref', 'bean', null, 4, 39],
      // an anonymous bean's class has no id to sit under
      ['dict_value', 'Anon', 'bean', 'class', null, 4, 56],
      ['config_ref', 'c', 'ref', 'value-ref', null, 5, 51],
    ]);
  });

  it('yields nothing, and no error, for XML that is not a bean context', () => {
    const pom = '<?xml version="1.0"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <bean id="x"/>\n</project>\n';
    const logback = '<configuration>\n  <appender name="STDOUT" class="ch.qos.logback.core.ConsoleAppender">\n</configuration>\n';
    for (const [path, text] of [['pom.xml', pom], ['src/main/resources/logback.xml', logback]] as const) {
      const facts = run(springXml, path, text);
      expect(facts.literals).toEqual([]);
      expect(facts.errors).toEqual([]);
      expect(facts.parseErrors).toBe(0);
    }
  });

  it('records a malformed bean context as one config_parse error at the right line, without throwing', () => {
    const text = '<beans>\n  <bean id="a" class="com.acme.A">\n    <property name="b" ref=b/>\n  </bean>\n</beans>\n';
    const facts = run(springXml, 'ctx.xml', text);
    expect(facts.literals).toEqual([]);
    expect(facts.parseErrors).toBe(1);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: 'ctx.xml', line: 3, kind: 'config_parse' });
    const unclosed = run(springXml, 'ctx.xml', '<beans>\n<bean id="a">\n</beans>\n');
    expect(unclosed.errors.map((e) => e.line)).toEqual([3]);
  });
});
