import { describe, expect, it } from 'vitest';
import { languageFor } from '../../../src/languages/index.js';
import messageBundle, { bundleOf } from '../../../src/languages/message-bundle/index.js';
import { brief, FIELDS, run } from './rows.js';

describe('message-bundle pack', () => {
  it('owns the .properties files of a message bundle, by name or by a translations directory', () => {
    expect(bundleOf('src/main/resources/messages.properties')).toEqual({ bundle: 'src/main/resources/messages', locale: null });
    expect(bundleOf('src/main/resources/messages/messages_de.properties')).toEqual({ bundle: 'src/main/resources/messages/messages', locale: 'de' });
    expect(bundleOf('res/i18n/messages_pt_BR.properties')).toEqual({ bundle: 'res/i18n/messages', locale: 'pt_BR' });
    expect(bundleOf('ValidationMessages.properties')).toEqual({ bundle: 'ValidationMessages', locale: null });
    expect(bundleOf('src/main/resources/i18n/errors_fr.properties')).toEqual({ bundle: 'src/main/resources/i18n/errors', locale: 'fr' });
    expect(bundleOf('web/labels.properties')?.bundle).toBe('web/labels');
    // Spring Boot's configuration and build tooling live beside bundles and are none
    expect(bundleOf('src/main/resources/application.properties')).toBeNull();
    expect(bundleOf('src/main/resources/i18n/application-dev.properties')).toBeNull();
    expect(bundleOf('gradle/wrapper/gradle-wrapper.properties')).toBeNull();
    expect(bundleOf('.mvn/wrapper/maven-wrapper.properties')).toBeNull();
    expect(bundleOf('src/test/resources/junit-platform.properties')).toBeNull();
    expect(bundleOf('mall-mbg/src/main/resources/generator.properties')).toBeNull();
    expect(bundleOf('messages.yml')).toBeNull();
    expect(languageFor('src/main/resources/i18n/messages_en.properties')?.id).toBe('message-bundle');
    expect(languageFor('src/main/resources/application.properties')?.id).toBe('spring-config');
    expect(messageBundle.grammar).toBeNull();
  });

  it('declares each message code under its bundle, the locale as the keyword, without the translations', () => {
    const text = '# login\nuser.not.exists=User {0} does not exist\nlogin.blocked : Blocked\n\nwelcome Welcome \\\n  back\nuser.caf\\u00e9=x\n';
    const facts = run(messageBundle, 'app/src/main/resources/i18n/messages_de.properties', text);
    expect(facts.errors).toEqual([]);
    const bundle = 'app/src/main/resources/i18n/messages';
    const row = (value: string, line: number) => ({ role: 'config_entry', value, container: bundle, dictKey: null, keyword: 'de', callee: 'message', line, col: 1 });
    expect(facts.literals.map(brief)).toEqual([row('user.not.exists', 2), row('login.blocked', 3), row('welcome', 5), row('user.café', 7)]);
    expect(Object.keys(facts.literals[0]!).sort()).toEqual([...FIELDS].sort());
    expect(facts.literals[0]).toMatchObject({ calleePath: 'message-bundle.message', language: 'message-bundle', importTime: true, keyKind: 'literal' });
  });

  it('names the line of a malformed escape and reads the rest of the file', () => {
    const path = 'src/main/resources/messages.properties';
    const facts = run(messageBundle, path, 'ok=1\nbad\\u00zz=2\nlater=3\n');
    expect(facts.errors).toHaveLength(1);
    expect(facts.errors[0]).toMatchObject({ file: path, line: 2, kind: 'config_parse', message: 'Malformed \\uxxxx encoding' });
    expect(facts.parseErrors).toBe(1);
    expect(facts.literals.map((r) => r.value)).toEqual(['ok', 'later']);
  });
});
