import { describe, expect, it } from 'vitest';
import springConfig, { profileFromFileName } from '../../../src/languages/spring-config/index.js';
import { SPRING_MULTI_YAML, SPRING_PROPERTIES, SPRING_YAML } from './fixtures.js';
import { brief, FIELDS, run } from './rows.js';

const prop = (role: string, value: string, profile: string, dictKey: string | null, line: number, col: number) => ({
  role, value, container: profile, dictKey, keyword: profile, callee: 'property', line, col,
});
const ref = (value: string, line: number, col: number) => ({
  role: 'config_ref', value, container: 'placeholder', dictKey: null, keyword: null, callee: 'placeholder', line, col,
});

describe('spring-config pack', () => {
  it('owns application/bootstrap files with or without a profile, at any depth', () => {
    for (const p of [
      'application.yml', 'application.yaml', 'application.properties', 'src/main/resources/application-eu.yml',
      'config/application-prod.properties', 'svc/a/b/application-eu-west.yaml', 'bootstrap.yml',
    ]) expect(springConfig.matches(p), p).toBe(true);
    for (const p of ['app.yml', 'application.json', 'my-application.yml', 'application.yml.orig', 'docker-compose.yml']) {
      expect(springConfig.matches(p), p).toBe(false);
    }
    expect(springConfig.grammar).toBeNull();
    expect(profileFromFileName('src/main/resources/application-eu-west.yml')).toBe('eu-west');
    expect(profileFromFileName('application.properties')).toBeNull();
  });

  it('flattens YAML keys into properties with their values and placeholders', () => {
    const facts = run(springConfig, 'src/main/resources/application.yml', SPRING_YAML);
    expect(facts.errors).toEqual([]);
    expect(facts.parseErrors).toBe(0);
    expect(facts.literals.map(brief)).toEqual([
      prop('config_entry', 'server.port', 'default', null, 2, 3),
      prop('dict_value', '8080', 'default', 'server.port', 2, 9),
      prop('config_entry', 'payments.provider.name', 'default', null, 5, 5),
      prop('dict_value', 'adyen', 'default', 'payments.provider.name', 5, 11),
      prop('config_entry', 'payments.provider.timeout', 'default', null, 6, 5),
      prop('dict_value', '30s', 'default', 'payments.provider.timeout', 6, 14),
      prop('config_entry', 'payments.provider.url', 'default', null, 7, 5),
      prop('dict_value', '${PSP_URL:${payments.default-url}}/v1', 'default', 'payments.provider.url', 7, 10),
      ref('PSP_URL', 7, 11),
      ref('payments.default-url', 7, 21),
      prop('config_entry', 'payments.regions[0]', 'default', null, 8, 13),
      prop('dict_value', 'eu', 'default', 'payments.regions[0]', 8, 13),
      prop('config_entry', 'payments.regions[1]', 'default', null, 8, 17),
      prop('dict_value', 'us', 'default', 'payments.regions[1]', 8, 17),
      prop('config_entry', 'payments.enabled', 'default', null, 9, 3),
      prop('dict_value', 'true', 'default', 'payments.enabled', 9, 12),
      // a key with no value is declared, with no value row
      prop('config_entry', 'payments.fallback', 'default', null, 10, 3),
      prop('config_entry', 'payments[key.with.dots]', 'default', null, 11, 3),
      prop('dict_value', 'x', 'default', 'payments[key.with.dots]', 11, 22),
    ]);
    const first = facts.literals[0]!;
    expect(Object.keys(first).sort()).toEqual([...FIELDS].sort());
    expect(first).toMatchObject({
      calleePath: 'spring-config.property', language: 'spring-config', keyKind: 'literal', importTime: true,
      enclosingSymbol: 'src/main/resources/application.yml::<module>', inTest: false, receiver: null,
    });
    expect(facts.literals.find((r) => r.role === 'config_ref')!.calleePath).toBe('spring-config.placeholder');
  });

  it('takes the profile from the file name', () => {
    const facts = run(springConfig, 'config/application-eu.yml', 'payments:\n  provider: adyen\n', true);
    expect(facts.literals.map(brief)).toEqual([
      prop('config_entry', 'payments.provider', 'eu', null, 2, 3),
      prop('dict_value', 'adyen', 'eu', 'payments.provider', 2, 13),
    ]);
    expect(facts.literals.every((r) => r.inTest)).toBe(true);
  });

  it('takes the profile from each document of a multi-document YAML file', () => {
    const facts = run(springConfig, 'application.yml', SPRING_MULTI_YAML);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      prop('config_entry', 'payments.provider', 'default', null, 2, 3),
      prop('dict_value', 'adyen', 'default', 'payments.provider', 2, 13),
      prop('config_entry', 'spring.config.activate.on-profile', 'us', null, 7, 7),
      prop('dict_value', 'us', 'us', 'spring.config.activate.on-profile', 7, 19),
      prop('config_entry', 'payments.provider', 'us', null, 9, 3),
      prop('dict_value', 'stripe', 'us', 'payments.provider', 9, 13),
      prop('config_entry', 'spring.profiles', 'legacy', null, 11, 1),
      prop('dict_value', 'legacy', 'legacy', 'spring.profiles', 11, 18),
      prop('config_entry', 'payments.provider', 'legacy', null, 12, 1),
      prop('dict_value', 'worldpay', 'legacy', 'payments.provider', 12, 20),
    ]);
  });

  it('follows anchors and merge keys, placing merged keys at the alias', () => {
    const text = 'defaults: &d\n  timeout: 5\nadyen:\n  <<: *d\n  name: adyen\n';
    const facts = run(springConfig, 'application.yml', text);
    expect(facts.literals.filter((r) => r.role === 'config_entry').map((r) => [r.value, r.line])).toEqual([
      ['defaults.timeout', 2], ['adyen.timeout', 4], ['adyen.name', 5],
    ]);
  });

  it('records malformed YAML as one config_parse error at the right line, without throwing', () => {
    const text = 'payments:\n  provider: adyen\n timeout: 5\n';
    const facts = run(springConfig, 'application.yml', text);
    expect(facts.literals).toEqual([]);
    expect(facts.parseErrors).toBe(1);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: 'application.yml', line: 3, kind: 'config_parse' });
    expect(facts.errors[0]!.message).not.toContain('\n');
  });

  it('keeps the good documents of a YAML file whose other document is malformed', () => {
    const facts = run(springConfig, 'application.yml', 'a: 1\n---\nb: [1, 2\nc: 3\n');
    expect(facts.errors.map((e) => e.line)).toHaveLength(1);
    expect(facts.parseErrors).toBe(1);
    expect(facts.literals.map((r) => r.value)).toEqual(['a', '1']);
  });
});

describe('spring-config pack: .properties', () => {

  it('reads key=value, key: value, key value, comments, continuations and escapes', () => {
    const facts = run(springConfig, 'src/main/resources/application.properties', SPRING_PROPERTIES);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      prop('config_entry', 'payments.provider.name', 'default', null, 2, 1),
      prop('dict_value', 'adyen', 'default', 'payments.provider.name', 2, 24),
      prop('config_entry', 'payments.provider.timeout', 'default', null, 3, 1),
      prop('dict_value', '30s', 'default', 'payments.provider.timeout', 3, 28),
      prop('config_entry', 'payments.provider.region', 'default', null, 4, 1),
      prop('dict_value', 'eu', 'default', 'payments.provider.region', 4, 28),
      prop('config_entry', 'payments.provider.url', 'default', null, 6, 1),
      prop('dict_value', '${PSP_URL:https://psp.test}/v1', 'default', 'payments.provider.url', 6, 25),
      ref('PSP_URL', 6, 25),
      prop('config_entry', 'payments.greeting', 'default', null, 8, 1),
      prop('dict_value', 'café ${user.name}', 'default', 'payments.greeting', 8, 21),
      ref('user.name', 8, 31),
      prop('config_entry', 'empty.key', 'default', null, 9, 1),
    ]);
  });

  it('takes the profile from the file name and from #--- documents', () => {
    const text = 'a=1\n#---\nspring.config.activate.on-profile=eu\nb=2\n';
    const facts = run(springConfig, 'application-dev.properties', text);
    expect(facts.literals.filter((r) => r.role === 'config_entry').map((r) => [r.value, r.container, r.line])).toEqual([
      ['a', 'dev', 1],
      ['spring.config.activate.on-profile', 'eu', 3],
      ['b', 'eu', 4],
    ]);
  });

  it('records a malformed \\u escape as one config_parse error at its line, and keeps the other keys', () => {
    const text = 'a=1\nb=\\u12G4\nc=3\n';
    const facts = run(springConfig, 'application.properties', text);
    expect(facts.parseErrors).toBe(1);
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: 'application.properties', line: 2, kind: 'config_parse' });
    expect(facts.literals.filter((r) => r.role === 'config_entry').map((r) => r.value)).toEqual(['a', 'c']);
  });
});
