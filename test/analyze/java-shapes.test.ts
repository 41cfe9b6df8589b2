import { beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '../../src/core/types.js';
import { findCandidate, ranked, rankedFixture, rows, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * Java facts the ranker needs, each on a fixture where the value is known: on-demand imports
 * resolved, mapping annotations that spell the member they sit on, sibling annotations a framework
 * pack names as one idiom, and the method name of a @Bean.
 */
const WEB = 'org.springframework.web.bind.annotation';
const J = 'src/main/java/com/acme';
const FILES: Record<string, string> = {
  [`${J}/web/OrderController.java`]: [
    'package com.acme.web;',
    `import ${WEB}.*;`,
    '@RestController',
    '@RequestMapping("/api")',
    'public class OrderController {',
    '  @GetMapping("/orders") public String list() { return ""; }',
    '  @GetMapping("/orders/{id}") public String one(@PathVariable("id") long id) { return ""; }',
    '  @PostMapping("/orders") public String create() { return ""; }',
    '  @Override public String toString() { return ""; }',
    '}',
    '',
  ].join('\n'),
  [`${J}/web/PingController.java`]: [
    'package com.acme.web;',
    `import ${WEB}.GetMapping;`,
    `import ${WEB}.RestController;`,
    '@RestController',
    'public class PingController {',
    '  @GetMapping("/ping") public String ping() { return "pong"; }',
    '}',
    '',
  ].join('\n'),
  [`${J}/domain/Owner.java`]: [
    'package com.acme.domain;',
    'import jakarta.persistence.*;',
    '@Entity',
    'public class Owner {',
    '  @Column(name = "first_name") private String firstName;',
    '  @Column(name = "last_name") private String lastName;',
    '  @Column(name = "telephone") private String telephone;',
    '}',
    '',
  ].join('\n'),
  [`${J}/domain/Pet.java`]: [
    'package com.acme.domain;',
    'import jakarta.persistence.Column;',
    'import jakarta.persistence.Entity;',
    'import jakarta.persistence.JoinColumn;',
    '@Entity',
    'public class Pet {',
    '  @Column(name = "birth_date") private String birthDate;',
    '  @JoinColumn(name = "owner_id") private Owner owner;',
    '  @JoinColumn(name = "type_id") private PetType type;',
    '}',
    '',
  ].join('\n'),
  [`${J}/mapper/OwnerMapper.java`]: [
    'package com.acme.mapper;',
    'import org.mapstruct.Mapper;',
    'import org.mapstruct.Mapping;',
    '@Mapper',
    'public interface OwnerMapper {',
    '  @Mapping(target = "owner", source = "ownerDto") Object toPet(Object dto);',
    '  @Mapping(target = "birthDate", source = "born") Object toPetAgain(Object dto);',
    '  @Mapping(target = "type.name", source = "kind") Object withType(Object dto);',
    '}',
    '',
  ].join('\n'),
  [`${J}/security/Roles.java`]: [
    'package com.acme.security;',
    'public final class Roles {',
    '  public static final String ADMIN = "ROLE_ADMIN";',
    '  public static final String OWNER_ADMIN = "ROLE_OWNER_ADMIN";',
    '}',
    '',
  ].join('\n'),
  [`src/test/java/com/acme/web/OrderControllerTest.java`]: [
    'package com.acme.web;',
    'import org.springframework.security.test.context.support.WithMockUser;',
    'public class OrderControllerTest {',
    '  @WithMockUser(roles = "ADMIN") public void list() {}',
    '  @WithMockUser(roles = "OWNER_ADMIN") public void one() {}',
    '}',
    '',
  ].join('\n'),
  [`${J}/config/AppConfig.java`]: [
    'package com.acme.config;',
    'import org.springframework.context.annotation.Bean;',
    'import org.springframework.context.annotation.Configuration;',
    '@Configuration',
    'public class AppConfig {',
    '  @Bean @org.springframework.context.annotation.Profile("!test") public Object clock() { return null; }',
    '  @Bean @org.springframework.context.annotation.Profile("dev") public Object devClock() { return null; }',
    '  @Bean public Object auditSink() { return null; }',
    '}',
    '',
  ].join('\n'),
  [`${J}/aspect/AuditAspect.java`]: [
    'package com.acme.aspect;',
    'import org.aspectj.lang.annotation.Around;',
    'import org.aspectj.lang.annotation.Aspect;',
    'import org.aspectj.lang.annotation.Pointcut;',
    '@Aspect',
    'public class AuditAspect {',
    '  @Pointcut("execution(public * com.acme.web.*.*(..))") public void webCalls() {}',
    '  @Pointcut("@annotation(com.acme.Audited)") public void audited() {}',
    '  @Around("webCalls() && audited()") public Object around() { return null; }',
    '  @SuppressWarnings("unchecked") public void helper() {}',
    '}',
    '',
  ].join('\n'),
};

describe('Java candidates on a fixture where each value is known', () => {
  let cands: Candidate[];
  let leaders: Candidate[];
  const find = (pred: (c: Candidate) => boolean, what: string): Candidate => findCandidate(cands, pred, what);

  beforeAll(async () => {
    const db = scanFixture(writeRepo(FILES));
    cands = await ranked(db);
    leaders = await ranked(db, { allMembers: false });
  });

  it('a simple name from an on-demand import is the type the repository or a pack names', () => {
    const get = find((c) => c.subject === `${WEB}.GetMapping` && c.position === 'value', '@GetMapping');
    // both files: one imports the package, one the type
    expect(get).toMatchObject({ sites: 3, files: 2 });
    expect(cands.some((c) => c.subject === 'GetMapping')).toBe(false);
    // jakarta.persistence.Column is imported by name in Pet.java: Owner.java's * import resolves to it
    expect(find((c) => c.subject === 'jakarta.persistence.Column', '@Column').sites).toBe(4);
  });

  it('an annotation that spells the field or parameter it sits on is mapping metadata', () => {
    const column = find((c) => c.subject === 'jakarta.persistence.Column' && c.position === 'name', '@Column(name=)');
    expect(column.features.memberShare).toBe(1);
    expect(column.factors.valueSlot).toBe(0.1);
    // a foreign-key column: the field's name with an id suffix
    expect(find((c) => c.subject === 'jakarta.persistence.JoinColumn' && c.position === 'name', '@JoinColumn').features.memberShare).toBe(1);
    const route = find((c) => c.subject === `${WEB}.GetMapping`, '@GetMapping');
    expect(route.features.memberShare).toBe(0);
    expect(route.factors.valueSlot).toBe(1);
  });

  it('on a method, keys that spell fields of the repo are a mapping\'s property paths; constants are not fields', () => {
    // owner, birthDate and type (of type.name) are fields of Pet
    const target = find((c) => c.subject === 'org.mapstruct.Mapping' && c.position === 'target', '@Mapping(target=)');
    expect(target.features.memberShare).toBe(1);
    expect(target.factors.valueSlot).toBe(0.1);
    // ownerDto, born and kind are no fields: the rule does not fire on a coincidence of one key
    expect(find((c) => c.subject === 'org.mapstruct.Mapping' && c.position === 'source', '@Mapping(source=)').features.memberShare).toBe(0);
    // ADMIN and OWNER_ADMIN are names of constants, not fields of a record
    const roles = find((c) => c.subject.endsWith('WithMockUser') && c.position === 'roles', '@WithMockUser(roles=)');
    expect(roles.features.memberShare).toBe(0);
    expect(roles.factors.valueSlot).toBe(1);
  });

  it('sibling annotations one pack note names are one idiom', () => {
    const routes = leaders.filter((c) => c.members.some((m) => m.subject.startsWith(`${WEB}.`) && m.subject.endsWith('Mapping')));
    expect(routes).toHaveLength(1);
    expect(routes[0]!.members.map((m) => m.subject.split('.').pop()).sort()).toEqual(['GetMapping', 'PostMapping', 'RequestMapping']);
  });

  it('a @Bean method registers a bean under its name; @Override names nothing', () => {
    const bean = find((c) => c.kind === 'implicit' && c.subject === 'org.springframework.context.annotation.Bean', '@Bean');
    expect(bean.examples).toEqual(['auditSink', 'clock', 'devClock']);
    expect(bean.features.knownFramework).toBe('spring');
    expect(bean.factors.backing).toBe(1);
    expect(cands.some((c) => c.kind === 'implicit' && c.subject.endsWith('Override'))).toBe(false);
  });

  it('a pack may name a decorator that names by name even with an argument: @Pointcut("...") names its method', () => {
    const pointcut = find((c) => c.kind === 'implicit' && c.subject === 'org.aspectj.lang.annotation.Pointcut', '@Pointcut');
    expect(pointcut.examples).toEqual(['audited', 'webCalls']);
    expect(pointcut.features.knownFramework).toBe('spring');
    // an annotation with an argument that no pack names is no implicit-name registry
    expect(cands.some((c) => c.kind === 'implicit' && c.subject.endsWith('SuppressWarnings'))).toBe(false);
  });

  it('a negated key is still key-shaped', () => {
    const profile = find((c) => c.subject === 'org.springframework.context.annotation.Profile', '@Profile');
    expect(profile.examples).toEqual(['!test', 'dev']);
    expect(profile.features.shape).toBe(1);
  });
});

/** Keys written inside SpEL: the string arguments of its method calls, each a slot of that method. */
describe('SpEL method arguments in annotations', () => {
  const SEC = 'org.springframework.security.access.prepost.PreAuthorize';
  const fx = rankedFixture({
    [`${J}/web/UserController.java`]: [
      'package com.acme.web;',
      `import ${SEC};`,
      'public class UserController {',
      `  @PreAuthorize("@el.check('user:list')") public String list() { return ""; }`,
      `  @PreAuthorize("@el.check('user:add','user:edit')") public String add() { return ""; }`,
      `  @PreAuthorize("hasRole('ADMIN') or #name.equals('demo')") public String wipe(String name) { return ""; }`,
      '}',
      '',
    ].join('\n'),
    [`${J}/web/RoleController.java`]: [
      'package com.acme.web;',
      `import ${SEC};`,
      'public class RoleController {',
      `  @PreAuthorize("hasAnyRole('ADMIN','AUDITOR')") public String list() { return ""; }`,
      `  @PreAuthorize("hasRole('AUDITOR')") public String audit() { return ""; }`,
      '}',
      '',
    ].join('\n'),
  });

  it('gives each call argument a slot of the called method, declared where the annotation stands', () => {
    const check = fx.find((c) => c.subject === '@el.check' && c.position === '0', '@el.check slot 0');
    expect(check).toMatchObject({ kind: 'call', role: 'call_arg', distinctKeys: 2 });
    expect(check.features.shape).toBe(1);
    expect(check.features.declShare).toBe(1);
    expect(fx.find((c) => c.subject === '@el.check' && c.position === '1', '@el.check slot 1').examples).toEqual(['user:edit']);
  });

  it("knows Spring Security's role functions, and reads `#x.equals('k')` as a comparison", async () => {
    expect(fx.find((c) => c.subject === 'hasRole', 'hasRole').features.knownFramework).toBe('security');
    const compared = await rows(fx.db, "SELECT role, container FROM literals WHERE value = 'demo'");
    expect(compared).toEqual([{ role: 'compare', container: '#name' }]);
  });
});

/** A Spring component's bean is named after its class, decapitalised; it is a key where the repo asks for it by that name. */
describe('implicit bean names of Spring components', () => {
  const SEC = 'org.springframework.security.access.prepost.PreAuthorize';
  const fx = rankedFixture({
    [`${J}/security/Roles.java`]: [
      'package com.acme.security;',
      'import org.springframework.stereotype.Component;',
      '@Component',
      'public class Roles {',
      '  public final String ADMIN = "ROLE_ADMIN";',
      '}',
      '',
    ].join('\n'),
    [`${J}/security/URLMapper.java`]: [
      'package com.acme.security;',
      'import org.springframework.stereotype.Component;',
      '@Component',
      'public class URLMapper {}',
      '',
    ].join('\n'),
    [`${J}/service/OrderService.java`]: [
      'package com.acme.service;',
      'import org.springframework.stereotype.Service;',
      '@Service',
      'public class OrderService {}',
      '',
    ].join('\n'),
    [`${J}/web/OwnerController.java`]: [
      'package com.acme.web;',
      `import ${SEC};`,
      'public class OwnerController {',
      `  @PreAuthorize("hasRole(@roles.ADMIN)") public String list() { return ""; }`,
      `  @PreAuthorize("hasRole(@roles.ADMIN)") public String edit() { return ""; }`,
      '}',
      '',
    ].join('\n'),
  });

  it('names the bean by the JavaBeans rule, and knows it as a bean name once SpEL reads it as @roles', () => {
    const components = fx.find((c) => c.kind === 'implicit' && c.subject === 'org.springframework.stereotype.Component', '@Component');
    expect(components.examples).toEqual(['URLMapper', 'roles']);
    expect(components.features.lookupHits).toBe(1);
    expect(components.features.knownFramework).toBe('spring');
  });

  it('leaves a service nothing asks for by name unknown, injected by type', () => {
    const services = fx.find((c) => c.kind === 'implicit' && c.subject === 'org.springframework.stereotype.Service', '@Service');
    expect(services.examples).toEqual(['orderService']);
    expect(services.features.knownFramework).toBeNull();
  });
});

/** A Java enum constant's argument that spells the constant is field metadata; an UPPER_CASE constant's value is its key. */
describe('enum constants named after their values', () => {
  const fx = rankedFixture({
    [`${J}/domain/Order.java`]: [
      'package com.acme.domain;',
      'public class Order {',
      '  public enum Column {',
      '    id("id", "id"), userId("user_id", "userId"), orderSn("order_sn", "orderSn"), addTime("add_time", "addTime");',
      '    Column(String column, String property) {}',
      '  }',
      '}',
      '',
    ].join('\n'),
    [`${J}/notify/NotifyType.java`]: [
      'package com.acme.notify;',
      'public enum NotifyType {',
      '  PAY_SUCCEED("paySucceed"), SHIP("ship"), REFUND("refund"), CAPTCHA("captcha");',
      '  NotifyType(String type) {}',
      '}',
      '',
    ].join('\n'),
  });

  it('demotes the arguments that spell a lower-case constant, keeps those of UPPER_CASE constants', () => {
    for (const position of ['0', '1']) {
      const col = fx.find((c) => c.subject === 'com.acme.domain.Order.Column' && c.position === position, `Column ${position}`);
      expect(col.features.memberShare).toBe(1);
      expect(col.factors.valueSlot).toBe(0.1);
    }
    const notify = fx.find((c) => c.subject === 'com.acme.notify.NotifyType' && c.position === '0', 'NotifyType');
    expect(notify.features.memberShare).toBe(0);
    expect(notify.factors.valueSlot).toBe(1);
  });
});

/** Java names annotation elements in camelCase: `defaultValue` is the value keyword `default_value`. */
describe('camelCase value elements', () => {
  const fx = rankedFixture({
    [`${J}/web/PageController.java`]: [
      'package com.acme.web;',
      `import ${WEB}.GetMapping;`,
      `import ${WEB}.RequestParam;`,
      'public class PageController {',
      '  @GetMapping("/items") public Object items(@RequestParam(name = "page", defaultValue = "1") int page,',
      '                                           @RequestParam(name = "size", defaultValue = "20") int size) { return null; }',
      '  @GetMapping("/orders") public Object orders(@RequestParam(name = "sort", defaultValue = "created") String sort) { return null; }',
      '}',
      '',
    ].join('\n'),
  });

  it('a defaultValue slot holds data, by its element name alone', () => {
    const defaults = fx.find((c) => c.subject === `${WEB}.RequestParam` && c.position === 'defaultValue', '@RequestParam(defaultValue)');
    // its values spell no parameter they sit on, so only the element's name can demote it
    expect(defaults.features.memberShare).toBe(0);
    expect(defaults.factors.valueSlot).toBeLessThan(1);
    const routes = fx.find((c) => c.subject === `${WEB}.GetMapping` && c.position === 'value', '@GetMapping');
    expect(routes.factors.valueSlot).toBe(1);
  });
});

/** A Java method that puts its parameter into a map field is storage, as `HANDLERS[event] = fn` is in Python. */
describe('storage in Java', () => {
  const fx = rankedFixture({
    [`${J}/cache/HomeCache.java`]: [
      'package com.acme.cache;',
      'import java.util.Map;',
      'import java.util.concurrent.ConcurrentHashMap;',
      'public class HomeCache {',
      '  public static final String INDEX = "index";',
      '  public static final String CATALOG = "catalog";',
      '  private static final Map<String, Object> data = new ConcurrentHashMap<>();',
      '  public static void load(String key, Object value) { data.put(key, value); }',
      '  public static Object get(String key) { return data.get(key); }',
      '  public static String label(String entity, String id) { String m = entity + " not found: " + id; return m; }',
      '}',
      '',
    ].join('\n'),
    [`${J}/web/HomeController.java`]: [
      'package com.acme.web;',
      'import com.acme.cache.HomeCache;',
      'public class HomeController {',
      '  public Object index() { HomeCache.load(HomeCache.INDEX, 1); HomeCache.load("catalog", 2); return HomeCache.get(HomeCache.INDEX); }',
      '  public String missing() { return HomeCache.label("Order", "7") + HomeCache.label("User", "8"); }',
      '}',
      '',
    ].join('\n'),
  });

  it('a call into a method that puts its parameter into a map field reaches storage, with the field as its container', () => {
    const load = fx.find((c) => c.subject === 'com.acme.cache.HomeCache.load' && c.position === '0', 'HomeCache.load');
    expect(load.features.storage).toBe(true);
    expect(load.features.storageContainer).toBe('com.acme.cache.HomeCache.data');
    expect(load.features.calleeDefined).toBe(true);
  });

  it('a parameter the method only concatenates into a message is a text slot', () => {
    const label = fx.find((c) => c.subject === 'com.acme.cache.HomeCache.label' && c.position === '0', 'HomeCache.label');
    expect(label.features.storage).toBe(false);
    expect(label.factors.valueSlot).toBeLessThan(1);
  });
});

/** An enum looked up by a field its constructor fills is a table keyed by that argument. */
describe('enums looked up by a field', () => {
  const fx = rankedFixture({
    [`${J}/db/DataType.java`]: [
      'package com.acme.db;',
      'public enum DataType {',
      '  MYSQL("mysql", "My SQL", "com.mysql.Driver"), ORACLE("oracle", "Oracle DB", "oracle.Driver"), H2("h2", "H2 engine", "org.h2.Driver");',
      '  private final String feature; private final String desc; private final String driver;',
      '  DataType(String feature, String desc, String driver) { this.feature = feature; this.desc = desc; this.driver = driver; }',
      '  public String getDriver() { return driver; }',
      '  public static DataType urlOf(String url) {',
      '    for (DataType d : values()) { if (url.startsWith("jdbc:" + d.feature)) return d; }',
      '    return null;',
      '  }',
      '}',
      '',
    ].join('\n'),
  });

  it('gives the constructor slot of the compared field attribute-read evidence, and no other slot', () => {
    const feature = fx.find((c) => c.subject === 'com.acme.db.DataType' && c.position === '0', 'DataType(feature)');
    expect(feature.features.attrLookup).toBe(true);
    expect(feature.weak).toBe(false);
    const driver = fx.find((c) => c.subject === 'com.acme.db.DataType' && c.position === '2', 'DataType(driver)');
    expect(driver.features.attrLookup).toBe(false);
  });
});
