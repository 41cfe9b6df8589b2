import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { rankedFixture, rows } from '../helpers/repo.js';

/**
 * A Spring application's message bundle (`i18n/messages*.properties`) declares message codes that code
 * reads back by string (`MessageUtils.message("user.not.exists")`). The codes are words of the
 * interface, so other rows that share a word (`@ModelAttribute("owner")`) are no part of it, and the
 * bundle's codes are no lookups of other rows' keys.
 */
const JAVA = 'src/main/java/com/shop';
const CODES = ['user.not.exists', 'user.password.not.match', 'login.blocked', 'upload.exceed.maxSize', 'owner', 'pet'];
const FILES: Record<string, string> = {
  'src/main/resources/i18n/messages.properties': CODES.map((c) => `${c}=${c.toUpperCase()}`).join('\n') + '\n',
  'src/main/resources/i18n/messages_de.properties': CODES.map((c) => `${c}=de ${c}`).join('\n') + '\n',
  'src/main/resources/application.yml': 'spring:\n  messages:\n    basename: i18n/messages\n',
  'gradle/wrapper/gradle-wrapper.properties': 'distributionUrl=https\\://services.gradle.org/gradle-8.5-bin.zip\n',
  [`${JAVA}/MessageUtils.java`]: [
    'package com.shop;',
    'import org.springframework.context.MessageSource;',
    'public class MessageUtils {',
    '  static MessageSource source;',
    '  public static String message(String code, Object... args) { return source.getMessage(code, args, null); }',
    '}',
  ].join('\n'),
  [`${JAVA}/LoginService.java`]: [
    'package com.shop;',
    'public class LoginService {',
    '  public String login(String user) {',
    '    if (user == null) return MessageUtils.message("user.not.exists");',
    '    if (user.isEmpty()) return MessageUtils.message("user.password.not.match");',
    '    return MessageUtils.message("login.blocked");',
    '  }',
    '  public String upload() { return MessageUtils.message("upload.exceed.maxSize"); }',
    '}',
  ].join('\n'),
  // the code's names for its messages, and constants that happen to spell interface words
  [`${JAVA}/ErrorCodes.java`]: [
    'package com.shop;',
    'public final class ErrorCodes {',
    '  public static final String USER_NOT_EXISTS = "user.not.exists";',
    '  public static final String PASSWORD_NOT_MATCH = "user.password.not.match";',
    '  public static final String LOGIN_BLOCKED = "login.blocked";',
    '}',
  ].join('\n'),
  [`${JAVA}/Views.java`]: [
    'package com.shop;',
    'public final class Views {',
    '  public static final String OWNER_FORM = "owner";',
    '  public static final String PET_FORM = "pet";',
    '}',
  ].join('\n'),
  [`${JAVA}/web/Use.java`]: [
    'package com.shop.web;',
    'import com.shop.ErrorCodes;',
    'import com.shop.MessageUtils;',
    'import com.shop.Views;',
    'public class Use {',
    '  String a() { return MessageUtils.message(ErrorCodes.USER_NOT_EXISTS); }',
    '  String b() { return MessageUtils.message(ErrorCodes.LOGIN_BLOCKED); }',
    '  String c() { return MessageUtils.message(ErrorCodes.PASSWORD_NOT_MATCH); }',
    '  String show(String view) { return view; }',
    '  String d() { return show(Views.OWNER_FORM); }',
    '  String e() { return show(Views.PET_FORM); }',
    '}',
  ].join('\n'),
  [`${JAVA}/OwnerController.java`]: [
    'package com.shop;',
    'import org.springframework.web.bind.annotation.ModelAttribute;',
    'public class OwnerController {',
    '  @ModelAttribute("owner") public Object owner() { return null; }',
    '  @ModelAttribute("pet") public Object pet() { return null; }',
    '  @ModelAttribute("visit") public Object visit() { return null; }',
    '}',
  ].join('\n'),
};

describe('message bundles', () => {
  const fx = rankedFixture(FILES);

  it('reads every locale of the bundle and leaves build tooling properties alone', async () => {
    const files = (await rows(fx.db, "SELECT path FROM files WHERE language = 'message-bundle' ORDER BY path")).map((r) => String(r.path));
    expect(files).toEqual(['src/main/resources/i18n/messages.properties', 'src/main/resources/i18n/messages_de.properties']);
    const tooling = await rows(fx.db, "SELECT language FROM files WHERE path LIKE 'gradle/%'");
    expect(tooling).toEqual([]);
  });

  it('ranks the bundle as one registry of message codes, backed by the code that reads them', () => {
    const bundle = fx.find((c) => c.subject === 'message-bundle.message', 'the bundle');
    expect(bundle.kind).toBe('config');
    expect(bundle.role).toBe('config_entry');
    expect(bundle.distinctKeys).toBe(CODES.length);
    expect(bundle.features.pairHits).toBeGreaterThanOrEqual(4);
    expect(bundle.weak).toBe(false);
    expect(explain(bundle).join('\n')).toMatch(/pair/);
  });

  it('takes in a holder of constants whose values are its codes, not one that spells interface words', () => {
    const bundle = fx.find((c) => c.subject === 'message-bundle.message', 'the bundle');
    const related = (bundle.related ?? []).map((r) => r.subject);
    expect(related).toContain('com.shop.ErrorCodes');
    expect(related).not.toContain('com.shop.Views');
    expect(fx.find((c) => c.subject === 'com.shop.ErrorCodes', 'ErrorCodes').relatedTo).toBe(bundle.id);
    expect(fx.find((c) => c.subject === 'com.shop.Views', 'Views').relatedTo).not.toBe(bundle.id);
  });

  it('takes in no row that merely shares its words, and its codes look nothing up', async () => {
    const bundle = fx.find((c) => c.subject === 'message-bundle.message', 'the bundle');
    expect((bundle.related ?? []).map((r) => r.subject)).not.toContain('org.springframework.web.bind.annotation.ModelAttribute');
    const attrs = fx.find((c) => c.subject === 'org.springframework.web.bind.annotation.ModelAttribute', '@ModelAttribute');
    expect(attrs.relatedTo ?? null).toBeNull();
    expect(attrs.features.lookupHits).toBe(0);
    const lookups = await rows(fx.db, "SELECT count(*)::INT AS n FROM lookup_keys WHERE callee_path = 'message-bundle.message'");
    expect(lookups[0]!.n).toBe(0);
  });
});
