/**
 * Deterministic synthetic Java repository for the benchmark: a Spring Boot multi-module monorepo of
 * services, each with controllers, services, repositories, entities, enums, configuration and
 * properties classes, event listeners, HTTP clients, scheduled jobs, exceptions and tests — carrying
 * the string literals such code has: `@Qualifier("x")`, `@Value("${a.b}")`, `@GetMapping("/x/{id}")`,
 * `@Query(...)`, logger messages, map keys, `"x".equals(y)`, switch on strings, exception messages.
 *
 * Run on its own: `node dist/bench/synthetic-java.js [--files N] [--out DIR] [--seed N]`.
 */
import { pathToFileURL } from 'node:url';
import { Rng } from './prng.js';
import { ensureSynthetic, generatorArgs, type SyntheticOptions, type SyntheticRepo } from './synthetic-common.js';
import {
  ADJECTIVES, camel, DOMAINS, FIELDS, fill, MESSAGE_TEMPLATES, NOUNS, pascal, pastTense, plural, STATUSES, VERBS,
} from './vocab.js';

/** Bump whenever the generated text changes. */
export const JAVA_GENERATOR_VERSION = 1;
export const DEFAULT_JAVA_FILES = 3000;
export const DEFAULT_JAVA_SEED = 0x5eed_0002;

const MIN_LINES = 50;
const MAX_LINES = 400;
/** Share of body statements that carry string literals (tuned for ~8-15 literals per 100 lines). */
const STRING_SHARE = 0.07;

type JavaKind =
  | 'controller' | 'service' | 'repository' | 'entity' | 'enum' | 'config' | 'properties' | 'listener' | 'client'
  | 'job' | 'exception' | 'dto' | 'test';

interface JavaApp {
  name: string;
  /** `com.acme.billing` */
  pkg: string;
  domain: string;
  nouns: string[];
  /** `services/billing-service` */
  module: string;
}

interface JavaFileSpec {
  path: string;
  kind: JavaKind;
  app: JavaApp;
  noun: string;
  /** simple class name */
  cls: string;
  /** sub-package under the app package (`service`, `web`) */
  sub: string;
  /** for tests: the kind of class under test */
  subject?: JavaKind;
}

const LOG_TEMPLATES = [
  '{verbed} {noun} {}',
  '{noun} {} is {status}, skipping',
  '{verbed} {} {noun}s in {} ms',
  'failed to {verb} {noun} {}',
  'received {adj} {noun} from {}',
  '{noun} {} moved from {} to {}',
  'retrying {verb} for {noun} {} (attempt {})',
  'no {noun} for {}',
] as const;

function planJava(total: number, seed: number): JavaFileSpec[] {
  const rng = Rng.derive(seed, 'plan');
  const specs: JavaFileSpec[] = [];
  const names = new Set<string>();
  for (let i = 0; specs.length < total; i++) {
    const domain = DOMAINS[i % DOMAINS.length]!;
    let name: string = domain;
    if (i >= DOMAINS.length) {
      do name = `${domain}${rng.pick(NOUNS)}`;
      while (names.has(name));
    }
    names.add(name);
    const app: JavaApp = { name, pkg: `com.acme.${name}`, domain, nouns: rng.sample(NOUNS, rng.int(3, 6)), module: `services/${name}-service` };
    const add = (kind: JavaKind, sub: string, noun: string, cls: string, test = false, subject?: JavaKind): void => {
      if (specs.length >= total) return;
      const dir = `${app.module}/src/${test ? 'test' : 'main'}/java/${app.pkg.split('.').join('/')}/${sub.split('.').join('/')}`;
      specs.push({ path: `${dir}/${cls}.java`, kind, app, noun, cls, sub, subject });
    };
    const P = pascal(name);
    add('config', 'config', app.nouns[0]!, `${P}Config`);
    add('properties', 'config', app.nouns[0]!, `${P}Properties`);
    for (const n of app.nouns) {
      const N = pascal(n);
      add('entity', 'domain', n, N);
      if (rng.chance(0.6)) add('enum', 'domain', n, `${N}${rng.pick(['Status', 'Type', 'Kind'])}`);
      add('repository', 'repository', n, `${N}Repository`);
      add('service', 'service', n, `${N}Service`);
      add('controller', 'web', n, `${N}Controller`);
      if (rng.chance(0.6)) add('dto', 'web.dto', n, `${N}Dto`);
      add('exception', 'exception', n, `${N}NotFoundException`);
      if (rng.chance(0.6)) add('listener', 'event', n, `${N}EventListener`);
      if (rng.chance(0.5)) add('client', 'client', n, `${N}Client`);
      if (rng.chance(0.35)) add('job', 'job', n, `${N}SyncJob`);
      add('test', 'service', n, `${N}ServiceTest`, true, 'service');
      if (rng.chance(0.6)) add('test', 'web', n, `${N}ControllerTest`, true, 'controller');
    }
  }
  return specs;
}

const VARS = ['result', 'value', 'data', 'payload', 'items', 'entity', 'dto', 'response', 'context', 'options',
  'params', 'row', 'entry', 'total', 'count', 'batch', 'extra', 'state', 'request', 'source'] as const;
const GETTERS = ['getStatus', 'getId', 'getAmount', 'getOwner', 'getCreatedAt', 'getTenantId', 'getItems', 'getMetadata', 'getName', 'getVersion'] as const;
const TYPES = ['String', 'Long', 'int', 'boolean', 'BigDecimal', 'Instant', 'UUID'] as const;

class JavaFile {
  readonly lines: string[] = [];
  private readonly imports = new Set<string>();

  constructor(private readonly r: Rng, private readonly spec: JavaFileSpec, private readonly all: JavaFileSpec[]) {}

  // ---- words ---------------------------------------------------------------------------------------

  private q(s: string): string {
    return JSON.stringify(s);
  }

  private noun(): string {
    return this.r.chance(0.7) ? this.r.pick(this.spec.app.nouns) : this.r.pick(NOUNS);
  }

  private v(): string {
    return this.r.pick(VARS);
  }

  private words(): Record<string, string> {
    const noun = this.noun();
    const verb = this.r.pick(VERBS);
    return {
      noun, Noun: pascal(noun), verb, verbed: pastTense(verb), status: this.r.pick(STATUSES),
      field: this.r.pick(FIELDS).replace(/_/g, ' '), adj: this.r.pick(ADJECTIVES),
    };
  }

  private message(): string {
    return fill(this.r.pick(MESSAGE_TEMPLATES), this.words());
  }

  private logText(): string {
    return fill(this.r.pick(LOG_TEMPLATES), this.words());
  }

  private prop(): string {
    return `${this.spec.app.domain}.${this.noun()}.${this.r.pick(['page-size', 'timeout', 'enabled', 'base-url', 'retries', 'batch-size', 'cron', 'topic'])}`;
  }

  private path(): string {
    const n = plural(this.noun());
    return this.r.weighted([[`/${n}`, 1], [`/${n}/{id}`, 3], [`/${n}/{id}/${this.r.pick(VERBS)}`, 2], [`/{id}/${n}`, 1]]);
  }

  private sql(jpql: boolean): string {
    const n = this.noun();
    const N = pascal(n);
    const f = camel(this.r.pick(FIELDS));
    if (jpql) {
      return this.r.pick([
        `SELECT x FROM ${N} x WHERE x.${f} = :${f}`,
        `SELECT x FROM ${N} x WHERE x.status = :status AND x.tenantId = :tenantId ORDER BY x.createdAt DESC`,
        `SELECT count(x) FROM ${N} x WHERE x.${f} = :${f}`,
        `UPDATE ${N} x SET x.status = :status WHERE x.id IN :ids`,
      ]);
    }
    return this.r.pick([
      `SELECT id, status, ${this.r.pick(FIELDS)} FROM ${this.spec.app.name}_${n} WHERE ${this.r.pick(FIELDS)} = ?`,
      `UPDATE ${this.spec.app.name}_${n} SET status = ? WHERE id = ?`,
      `DELETE FROM ${this.spec.app.name}_${n} WHERE expires_at < now()`,
    ]);
  }

  // ---- output --------------------------------------------------------------------------------------

  private w(ind: number, text: string): void {
    this.lines.push(ind > 0 ? '    '.repeat(ind) + text : text);
  }

  private blank(): void {
    this.lines.push('');
  }

  private use(...names: string[]): void {
    for (const n of names) this.imports.add(n);
  }

  private javadoc(ind: number, long = this.r.chance(0.5)): void {
    const first = this.message().replace(/\.$/, '') + '.';
    if (!long) {
      this.w(ind, `/** ${first} */`);
      return;
    }
    this.w(ind, '/**');
    this.w(ind, ` * ${first}`);
    const extra = this.r.int(1, 4);
    if (extra > 1) this.w(ind, ' *');
    for (let i = 1; i < extra; i++) this.w(ind, ` * ${pascal(this.r.pick(VERBS))} the ${this.noun()} ${this.r.pick(['when', 'unless', 'before', 'after'])} it is ${this.r.pick(STATUSES)}; the ${this.r.pick(FIELDS).replace(/_/g, ' ')} is kept.`);
    if (this.r.chance(0.5)) {
      this.w(ind, ' *');
      this.w(ind, ` * @param ${camel(this.noun())}Id the ${this.noun()} to ${this.r.pick(VERBS)}`);
      if (this.r.chance(0.5)) this.w(ind, ` * @return the ${this.r.pick(STATUSES)} ${this.noun()}`);
    }
    this.w(ind, ' */');
  }

  // ---- statements ----------------------------------------------------------------------------------

  private body(ind: number, budget: number, depth: number): void {
    const start = this.lines.length;
    do {
      this.statement(ind, depth);
      if (depth === 0 && this.r.chance(0.1)) this.blank();
    } while (this.lines.length - start < budget);
  }

  private nested(ind: number, depth: number): void {
    if (depth >= 3) this.w(ind, this.r.pick([`${this.v()} = null;`, `${this.v()}.clear();`, `return;`]));
    else this.body(ind, this.r.int(1, 4), depth + 1);
  }

  private statement(ind: number, depth: number): void {
    const r = this.r;
    const q = (s: string): string => this.q(s);
    const v = this.v();
    const v2 = this.v();
    const n = this.noun();
    const N = pascal(n);
    const g = r.pick(GETTERS);
    const compound = depth < 3 ? 1 : 0;
    const choice = r.chance(STRING_SHARE)
      ? r.weighted<number>([
        [20, 5], [21, 3], [22, 1.5], [23, 2 * compound], [24, 1 * compound], [25, 2], [26, 1.5], [27, 1], [28, 1],
        [29, 1], [30, 1], [31, 1], [32, 1], [33, 0.8],
      ])
      : r.weighted<number>([
        [0, 8], [1, 5], [2, 4 * compound], [3, 3 * compound], [4, 3], [5, 2], [6, 4], [7, 2 * compound], [8, 2],
        [9, 2], [10, 2 * compound], [11, 2], [12, 2], [13, 1.5 * compound],
      ]);
    switch (choice) {
      case 0: this.w(ind, `${r.pick(['var', 'final var', N, 'Object'])} ${v}${r.int(1, 9)} = ${r.pick([`${camel(n)}Repository`, 'this', `${camel(n)}Service`, v2])}.${r.pick(VERBS)}${N}(${v2}${r.chance(0.4) ? `, ${r.pick(VARS)}` : ''});`); break;
      case 1: this.w(ind, r.pick([`${v} = ${v2}.${g}();`, `${v}.set${pascal(r.pick(FIELDS))}(${v2}.${g}());`, `count += ${v2}.size();`, `total = total.add(${v}.getAmount());`, `${v} = Math.max(${v}, ${r.int(1, 500)});`])); break;
      case 2: this.w(ind, `if (${r.pick([`${v} == null`, `${v}.isEmpty()`, `!${v}.isPresent()`, `${v}.size() > ${r.int(1, 100)}`, `${v} != null && ${v2} == null`])}) {`); this.nested(ind + 1, depth); this.w(ind, '}'); break;
      case 3: this.w(ind, `for (${N} ${camel(n)} : ${r.pick([v, `${v}.${g}()`, `${camel(n)}Repository.findAll()`])}) {`); this.nested(ind + 1, depth); this.w(ind, '}'); break;
      case 4: {
        this.w(ind, `List<${r.pick(['String', 'Long', N])}> ${v} = ${v2}.stream()`);
        const ops = r.sample(['.filter(Objects::nonNull)', `.filter(x -> x.${g}() != null)`, `.map(${N}::${g})`, '.distinct()', `.sorted(Comparator.comparing(${N}::getCreatedAt))`, `.limit(${r.int(5, 500)})`], r.int(1, 3));
        for (const o of ops) this.w(ind + 2, o);
        this.w(ind + 2, '.collect(Collectors.toList());');
        this.use('java.util.List', 'java.util.Objects', 'java.util.stream.Collectors', 'java.util.Comparator');
        break;
      }
      case 5: this.w(ind, `// ${r.pick(VERBS)} the ${n} ${r.pick(['first', 'before saving', 'lazily', 'once per request', 'to avoid a second query', 'outside the transaction'])}`); break;
      case 6: this.w(ind, r.pick([`${v}.add(${v2});`, `${v}.putAll(${v2});`, `${camel(n)}Repository.save(${v});`, `eventPublisher.publishEvent(new ${N}${pascal(pastTense(r.pick(VERBS)))}Event(${v}));`, `counter.incrementAndGet();`, `Objects.requireNonNull(${v});`])); break;
      case 7:
        this.w(ind, 'try {');
        this.nested(ind + 1, depth);
        this.w(ind, `} catch (${r.pick(['IOException', 'DataAccessException', 'IllegalStateException', `${N}NotFoundException`, 'RestClientException'])} e) {`);
        this.w(ind + 1, r.pick([`throw new ${N}ServiceException(e);`, `${v} = null;`, 'return null;', `errors.add(e);`]));
        this.w(ind, '}');
        break;
      case 8: this.w(ind, `${r.pick(TYPES)} ${v}${r.int(1, 9)} = ${r.pick([`${v2}.${g}()`, `${r.int(0, 100)}`, `${v2} != null ? ${v2}.hashCode() : 0`, `Optional.ofNullable(${v2}).map(Object::toString).orElse(null)`])};`); break;
      case 9: this.w(ind, r.pick([`${v} = new ArrayList<>(${v2});`, `${v} = new HashMap<>();`, `${v} = Collections.emptyList();`, `${v} = ${v2}.toBuilder().build();`])); this.use('java.util.ArrayList', 'java.util.HashMap', 'java.util.Collections'); break;
      case 10:
        this.w(ind, `if (${v}.${g}() ${r.pick(['>', '<', '!=', '=='])} ${r.pick(['null', '0', v2, `${v2}.${g}()`])}) {`);
        this.nested(ind + 1, depth);
        this.w(ind, '} else {');
        this.nested(ind + 1, depth);
        this.w(ind, '}');
        break;
      case 11: this.w(ind, `${v} = ${camel(n)}Mapper.to${r.pick(['Dto', 'Entity', 'Response'])}(${v2});`); break;
      case 12: this.w(ind, r.pick([`${v}.forEach(x -> x.set${pascal(r.pick(FIELDS))}(${v2}));`, `${v}.removeIf(x -> x.${g}() == null);`, `${v} = ${v2}.orElseThrow();`])); break;
      case 13: this.w(ind, `while (${v}.hasNext() && ${r.pick(['attempts++ < maxAttempts', 'count < limit', '!stopped'])}) {`); this.nested(ind + 1, depth); this.w(ind, '}'); break;

      case 20: this.w(ind, `log.${r.pick(['info', 'debug', 'warn', 'info', 'debug'])}(${q(this.logText())}, ${v}${r.chance(0.4) ? `, ${v2}` : ''});`); break;
      case 21: this.w(ind, r.pick([`${v}.put(${q(camel(r.pick(FIELDS)))}, ${v2});`, `${v} = ${v2}.get(${q(camel(r.pick(FIELDS)))});`, `if (${v}.containsKey(${q(camel(r.pick(FIELDS)))})) {`])); if (this.lines[this.lines.length - 1]!.endsWith('{')) { this.nested(ind + 1, depth); this.w(ind, '}'); } break;
      case 22: this.w(ind, r.pick([`throw new ${N}NotFoundException(${q(`${pascal(n)} not found: `)} + ${v});`, `throw new IllegalArgumentException(String.format(${q(`${r.pick(ADJECTIVES)} ${n}: %s`)}, ${v}));`, `throw new IllegalStateException(${q(this.message())});`])); break;
      case 23: this.w(ind, `if (${q(r.pick(STATUSES))}.equals(${v}.${r.pick(['getStatus', 'getKind', 'getState', 'getSource'])}())) {`); this.nested(ind + 1, depth); this.w(ind, '}'); break;
      case 24: {
        const arrow = r.chance(0.4);
        this.w(ind, `switch (${v}.${r.pick(['getStatus', 'getKind', 'getType'])}()) {`);
        for (const s of r.sample(STATUSES, r.int(2, 4))) {
          if (arrow) this.w(ind + 1, `case ${q(s)} -> ${v2} = ${r.pick([`${v2} + 1`, 'null', `${camel(n)}Service.${r.pick(VERBS)}(${v})`])};`);
          else {
            this.w(ind + 1, `case ${q(s)}:`);
            this.w(ind + 2, `${v2} = ${camel(n)}Service.${r.pick(VERBS)}${N}(${v});`);
            this.w(ind + 2, 'break;');
          }
        }
        if (arrow) this.w(ind + 1, `default -> log.warn(${q(`unexpected ${n} status {}`)}, ${v});`);
        else {
          this.w(ind + 1, 'default:');
          this.w(ind + 2, `throw new IllegalStateException(${q(`unexpected ${n} status: `)} + ${v}.getStatus());`);
        }
        this.w(ind, '}');
        break;
      }
      case 25: this.w(ind, `${v}.setStatus(${q(r.pick(STATUSES))});`); break;
      case 26: this.w(ind, r.pick([`String ${v}Key = ${q(`${this.spec.app.name}:${n}:`)} + ${v2};`, `String ${v}Url = baseUrl + ${q(this.path())};`])); break;
      case 27: this.w(ind, r.pick([`String ${v}Env = System.getenv(${q(`${this.spec.app.domain}_${n}_${r.pick(['URL', 'TOKEN', 'REGION'])}`.toUpperCase())});`, `${v} = environment.getProperty(${q(this.prop())}, ${q(r.pick(['30', 'true', 'default', 'eu-west-1']))});`])); break;
      case 28: this.w(ind, `${v} = jdbcTemplate.${r.pick(['queryForList', 'update', 'queryForObject'])}(${q(this.sql(false))}, ${v2});`); break;
      case 29: this.w(ind, `meterRegistry.counter(${q(`${this.spec.app.name}.${n}.${pastTense(r.pick(VERBS))}`)}, ${q('status')}, ${v}.getStatus()).increment();`); break;
      case 30: this.w(ind, `Map<String, Object> ${v}Map = Map.of(${q(camel(r.pick(FIELDS)))}, ${v}, ${q(camel(r.pick(FIELDS)))}, ${v2});`); this.use('java.util.Map'); break;
      case 31: this.w(ind, `headers.set(${q(r.pick(['X-Request-Id', 'X-Tenant-Id', 'Authorization', 'Idempotency-Key']))}, ${v});`); break;
      case 32: this.w(ind, `Assert.${r.pick(['hasText', 'notNull', 'isTrue'])}(${v}, ${q(`${n} ${r.pick(FIELDS).replace(/_/g, ' ')} must not be empty`)});`); break;
      case 33: this.w(ind, `${v} = ${q(r.pick(STATUSES))};`); break;
      default: this.w(ind, `${v} = null;`);
    }
  }

  // ---- members -------------------------------------------------------------------------------------

  private params(): string {
    const r = this.r;
    const n = this.noun();
    const ps = [r.pick([`Long ${camel(n)}Id`, `${pascal(n)} ${camel(n)}`, `String ${camel(r.pick(FIELDS))}`, `${pascal(n)}Dto request`])];
    if (r.chance(0.4)) ps.push(r.pick(['boolean force', 'int limit', 'Instant since', 'String tenantId']));
    return ps.join(', ');
  }

  private method(ind: number, annotations: string[] = [], name = `${this.r.pick(VERBS)}${pascal(this.noun())}`, params = this.params()): void {
    const r = this.r;
    this.blank();
    if (r.chance(0.45)) this.javadoc(ind);
    for (const a of annotations) this.w(ind, a);
    const ret = r.pick(['void', 'void', pascal(this.noun()), `List<${pascal(this.noun())}>`, 'boolean', 'int', `Optional<${pascal(this.noun())}>`]);
    this.w(ind, `${r.pick(['public', 'public', 'private', 'protected'])} ${ret} ${name}(${params}) {`);
    this.body(ind + 1, r.int(4, 22), 0);
    if (ret !== 'void') this.w(ind + 1, `return ${ret === 'boolean' ? 'true' : ret === 'int' ? 'count' : this.v()};`);
    this.w(ind, '}');
  }

  private logger(cls: string): void {
    this.use('org.slf4j.Logger', 'org.slf4j.LoggerFactory');
    this.w(1, `private static final Logger log = LoggerFactory.getLogger(${cls}.class);`);
  }

  private fields(deps: string[]): void {
    for (const d of deps) this.w(1, `private final ${d} ${camel(d)};`);
  }

  private constructorOf(cls: string, deps: string[]): void {
    const r = this.r;
    this.blank();
    const params = deps.map((d) => (r.chance(0.2) ? `@Qualifier(${this.q(`${camel(r.pick(['primary', 'legacy', 'async', 'cached', 'remote']))}${d}`)}) ` : '') + `${d} ${camel(d)}`);
    if (params.some((p) => p.startsWith('@Qualifier'))) this.use('org.springframework.beans.factory.annotation.Qualifier');
    this.w(1, `public ${cls}(${params.join(', ')}) {`);
    for (const d of deps) this.w(2, `this.${camel(d)} = ${camel(d)};`);
    this.w(1, '}');
  }

  private deps(): string[] {
    const r = this.r;
    const own = pascal(this.spec.noun);
    const peers = r.sample(this.spec.app.nouns.filter((n) => n !== this.spec.noun), r.int(0, 2)).map((n) => `${pascal(n)}${r.pick(['Service', 'Repository', 'Client'])}`);
    const base = this.spec.kind === 'controller' ? [`${own}Service`] : this.spec.kind === 'service' ? [`${own}Repository`] : [];
    return [...base, ...peers, ...(r.chance(0.3) ? ['ApplicationEventPublisher'] : [])];
  }

  /** Adds methods until the file reaches its target length; a method that overflows MAX_LINES is dropped. */
  private fillMethods(target: number, one: () => void): void {
    while (this.lines.length < target) {
      const mark = this.lines.length;
      one();
      if (this.lines.length > MAX_LINES - 12) {
        this.lines.length = mark;
        if (mark >= MIN_LINES) break;
      }
    }
  }

  private target(): number {
    return this.r.bell(MIN_LINES, MAX_LINES - 40);
  }

  // ---- classes -------------------------------------------------------------------------------------

  private service(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.use('org.springframework.stereotype.Service', 'org.springframework.transaction.annotation.Transactional');
    this.javadoc(0, true);
    this.w(0, r.chance(0.3) ? `@Service(${this.q(camel(cls))})` : '@Service');
    if (r.chance(0.4)) this.w(0, '@Transactional(readOnly = true)');
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    if (r.chance(0.5)) this.w(1, `private static final String CACHE_NAME = ${this.q(plural(this.spec.noun))};`);
    this.blank();
    const deps = this.deps();
    this.fields(deps);
    if (r.chance(0.6)) {
      this.use('org.springframework.beans.factory.annotation.Value');
      this.blank();
      this.w(1, `@Value(${this.q(`\${${this.prop()}:${r.int(1, 500)}}`)})`);
      this.w(1, `private int ${r.pick(['pageSize', 'timeoutSeconds', 'maxRetries', 'batchSize'])};`);
    }
    this.constructorOf(cls, deps);
    const target = this.target();
    this.fillMethods(target, () => {
      const ann = r.weighted<string[]>([
        [[], 5], [['@Transactional'], 2],
        [[`@Cacheable(value = ${this.q(plural(this.spec.noun))}, key = ${this.q('#id')})`], 0.6],
        [[`@CacheEvict(value = ${this.q(plural(this.spec.noun))}, allEntries = true)`], 0.4],
        [[`@Retryable(value = RestClientException.class, maxAttempts = ${r.int(2, 5)})`], 0.4],
        [['@Async'], 0.3],
      ]);
      this.method(1, ann);
    });
    this.w(0, '}');
  }

  private controller(): void {
    const r = this.r;
    const cls = this.spec.cls;
    const n = this.spec.noun;
    const N = pascal(n);
    this.use('org.springframework.web.bind.annotation.*', 'org.springframework.http.ResponseEntity');
    this.javadoc(0, r.chance(0.5));
    this.w(0, '@RestController');
    this.w(0, `@RequestMapping(${this.q(`/api/v${r.int(1, 2)}/${plural(n)}`)})`);
    if (r.chance(0.3)) this.w(0, '@Validated');
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    this.blank();
    const deps = this.deps();
    this.fields(deps);
    this.constructorOf(cls, deps);
    const target = this.target();
    this.fillMethods(target, () => {
      const verb = r.pick(['Get', 'Post', 'Put', 'Delete', 'Patch', 'Get']);
      const path = this.path();
      const ann = [r.chance(0.7) ? `@${verb}Mapping(${this.q(path)})` : `@${verb}Mapping(value = ${this.q(path)}, produces = MediaType.APPLICATION_JSON_VALUE)`];
      if (r.chance(0.25)) ann.push(`@PreAuthorize(${this.q(`hasRole('${r.pick(['ADMIN', 'USER', 'SUPPORT'])}')`)})`);
      const params: string[] = [];
      if (path.includes('{id}')) params.push(r.chance(0.5) ? '@PathVariable("id") Long id' : '@PathVariable Long id');
      if (verb === 'Post' || verb === 'Put' || verb === 'Patch') params.push(`@RequestBody @Valid ${N}Dto body`);
      if (r.chance(0.4)) params.push(`@RequestParam(value = ${this.q(camel(r.pick(FIELDS)))}, required = false) String ${camel(r.pick(FIELDS))}`);
      if (r.chance(0.2)) params.push(`@RequestHeader(${this.q('X-Tenant-Id')}) String tenantId`);
      this.blank();
      if (r.chance(0.4)) this.javadoc(1, false);
      for (const a of ann) this.w(1, a);
      this.w(1, `public ResponseEntity<${r.pick([`${N}Dto`, `List<${N}Dto>`, 'Void', 'Map<String, Object>'])}> ${r.pick(VERBS)}${N}(${params.join(', ')}) {`);
      this.body(2, r.int(4, 18), 0);
      this.w(2, r.pick(['return ResponseEntity.ok(result);', 'return ResponseEntity.noContent().build();', 'return ResponseEntity.status(HttpStatus.CREATED).body(dto);']));
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  private repository(): void {
    const r = this.r;
    const n = this.spec.noun;
    const N = pascal(n);
    this.use('org.springframework.data.jpa.repository.JpaRepository', 'org.springframework.data.jpa.repository.Query', 'org.springframework.data.repository.query.Param', 'org.springframework.stereotype.Repository', 'java.util.List', 'java.util.Optional');
    this.javadoc(0, true);
    this.w(0, '@Repository');
    this.w(0, `public interface ${this.spec.cls} extends JpaRepository<${N}, Long> {`);
    const target = r.bell(MIN_LINES, 140);
    this.fillMethods(target, () => {
      this.blank();
      const f = camel(r.pick(FIELDS));
      const kind = r.int(0, 5);
      if (r.chance(0.5)) this.javadoc(1, r.chance(0.3));
      if (kind <= 1) this.w(1, `${r.pick([`List<${N}>`, `Optional<${N}>`, 'long', 'boolean'])} ${r.pick(['findBy', 'countBy', 'existsBy', 'findAllBy'])}${pascal(f)}${r.chance(0.4) ? `And${pascal(camel(r.pick(FIELDS)))}` : ''}(${r.pick(TYPES)} ${f}${r.chance(0.3) ? ', Pageable pageable' : ''});`);
      else if (kind <= 3) {
        const jpql = this.sql(true);
        const params = [...jpql.matchAll(/:(\w+)/g)].map((m) => m[1]!);
        this.w(1, `@Query(${this.q(jpql)})`);
        this.w(1, `List<${N}> ${r.pick(['find', 'search', 'load'])}${pascal(r.pick(FIELDS))}(${[...new Set(params)].map((p) => `@Param(${this.q(p)}) ${p === 'ids' ? 'List<Long>' : 'String'} ${p}`).join(', ')});`);
      } else if (kind === 4) {
        this.w(1, '@Modifying');
        this.w(1, `@Query(value = ${this.q(this.sql(false).replace(/\?/g, `:${f}`))}, nativeQuery = true)`);
        this.w(1, `int ${r.pick(['expire', 'purge', 'mark', 'reset'])}${pascal(plural(n))}(@Param(${this.q(f)}) String ${f});`);
      } else {
        this.w(1, '@Query("""');
        this.w(3, `SELECT x FROM ${N} x`);
        this.w(3, `WHERE x.status IN :statuses`);
        this.w(3, `  AND x.${f} IS NOT NULL`);
        this.w(3, '""")');
        this.w(1, `List<${N}> findWith${pascal(f)}(@Param("statuses") List<String> statuses);`);
      }
    });
    this.w(0, '}');
  }

  private entity(): void {
    const r = this.r;
    const n = this.spec.noun;
    const N = this.spec.cls;
    this.use('jakarta.persistence.*', 'java.time.Instant', 'java.util.Objects');
    this.javadoc(0, r.chance(0.4));
    this.w(0, '@Entity');
    this.w(0, `@Table(name = ${this.q(`${this.spec.app.name}_${n}`)}${r.chance(0.4) ? `, indexes = @Index(name = ${this.q(`idx_${n}_status`)}, columnList = ${this.q('status')})` : ''})`);
    this.w(0, `public class ${N} {`);
    this.blank();
    this.w(1, '@Id');
    this.w(1, '@GeneratedValue(strategy = GenerationType.IDENTITY)');
    this.w(1, 'private Long id;');
    const fields = r.sample(FIELDS.filter((f) => f !== 'id'), r.int(4, 10)).map((f) => ({ name: camel(f), column: f, type: r.pick(TYPES) }));
    for (const f of fields) {
      this.blank();
      if (r.chance(0.5)) this.w(1, `@Column(name = ${this.q(f.column)}${r.chance(0.4) ? ', nullable = false' : ''}${f.type === 'String' ? `, length = ${r.pick([20, 64, 255])}` : ''})`);
      else if (r.chance(0.2)) this.w(1, '@Enumerated(EnumType.STRING)');
      this.w(1, `private ${f.type} ${f.name};`);
    }
    for (const f of [{ name: 'id', type: 'Long' }, ...fields]) {
      this.blank();
      this.w(1, `public ${f.type} get${pascal(f.name)}() {`);
      this.w(2, `return ${f.name};`);
      this.w(1, '}');
      this.blank();
      this.w(1, `public void set${pascal(f.name)}(${f.type} ${f.name}) {`);
      this.w(2, `this.${f.name} = ${f.name};`);
      this.w(1, '}');
    }
    this.blank();
    this.w(1, '@Override');
    this.w(1, 'public boolean equals(Object o) {');
    this.w(2, 'if (this == o) return true;');
    this.w(2, `if (!(o instanceof ${N} other)) return false;`);
    this.w(2, 'return Objects.equals(id, other.id);');
    this.w(1, '}');
    this.blank();
    this.w(1, '@Override');
    this.w(1, 'public int hashCode() {');
    this.w(2, 'return Objects.hashCode(id);');
    this.w(1, '}');
    this.blank();
    this.w(1, '@Override');
    this.w(1, 'public String toString() {');
    this.w(2, `return ${this.q(`${N}{id=`)} + id + ${this.q(', status=')} + ${fields[0]!.name} + '}';`);
    this.w(1, '}');
    this.w(0, '}');
  }

  private enumType(): void {
    const r = this.r;
    const E = this.spec.cls;
    this.javadoc(0, true);
    this.w(0, `public enum ${E} {`);
    const values = r.sample(STATUSES, r.int(3, 8));
    values.forEach((s, i) => this.w(1, `${s.toUpperCase()}(${this.q(s)})${i === values.length - 1 ? ';' : ','}`));
    this.blank();
    this.w(1, 'private final String code;');
    this.blank();
    this.w(1, `${E}(String code) {`);
    this.w(2, 'this.code = code;');
    this.w(1, '}');
    this.blank();
    this.w(1, 'public String getCode() {');
    this.w(2, 'return code;');
    this.w(1, '}');
    this.blank();
    this.w(1, '/** Looks a constant up by its code. */');
    this.w(1, `public static ${E} fromCode(String code) {`);
    this.w(2, `for (${E} value : values()) {`);
    this.w(3, 'if (value.code.equals(code)) {');
    this.w(4, 'return value;');
    this.w(3, '}');
    this.w(2, '}');
    this.w(2, `throw new IllegalArgumentException(${this.q(`unknown ${this.spec.noun} code: `)} + code);`);
    this.w(1, '}');
    this.blank();
    this.w(1, 'public boolean isTerminal() {');
    this.w(2, `return this == ${values[values.length - 1]!.toUpperCase()}${values.length > 3 ? ` || this == ${values[values.length - 2]!.toUpperCase()}` : ''};`);
    this.w(1, '}');
    this.w(0, '}');
  }

  private config(): void {
    const r = this.r;
    const cls = this.spec.cls;
    const app = this.spec.app.name;
    this.use('org.springframework.context.annotation.Bean', 'org.springframework.context.annotation.Configuration', 'org.springframework.beans.factory.annotation.Value', 'org.springframework.boot.autoconfigure.condition.ConditionalOnProperty');
    this.javadoc(0, true);
    this.w(0, '@Configuration');
    this.w(0, `@EnableConfigurationProperties(${pascal(app)}Properties.class)`);
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    const target = r.bell(MIN_LINES, 200);
    this.fillMethods(target, () => {
      const n = this.noun();
      const bean = `${camel(r.pick(['primary', 'legacy', 'async', 'cached', 'remote']))}${pascal(n)}${r.pick(['Client', 'Executor', 'Template', 'Cache'])}`;
      this.blank();
      if (r.chance(0.5)) this.javadoc(1, false);
      this.w(1, r.chance(0.5) ? `@Bean(name = ${this.q(bean)})` : '@Bean');
      if (r.chance(0.4)) this.w(1, `@ConditionalOnProperty(prefix = ${this.q(`${this.spec.app.domain}.${n}`)}, name = ${this.q('enabled')}, havingValue = ${this.q('true')}, matchIfMissing = true)`);
      if (r.chance(0.2)) this.w(1, `@Profile(${this.q(r.pick(['!test', 'prod', 'local']))})`);
      this.w(1, `public ${pascal(n)}Client ${bean}(RestTemplateBuilder builder, @Value(${this.q(`\${${this.prop()}:${r.int(1, 60)}s}`)}) Duration timeout) {`);
      this.body(2, r.int(3, 12), 0);
      this.w(2, 'return builder.setConnectTimeout(timeout).build();');
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  private properties(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.use('org.springframework.boot.context.properties.ConfigurationProperties', 'java.time.Duration');
    this.javadoc(0, true);
    this.w(0, `@ConfigurationProperties(prefix = ${this.q(this.spec.app.domain)})`);
    this.w(0, `public class ${cls} {`);
    const props = r.sample(FIELDS, r.int(4, 10)).map((f) => ({ name: camel(f), type: r.pick(['String', 'int', 'boolean', 'Duration']) }));
    for (const p of props) {
      this.blank();
      if (r.chance(0.5)) this.w(1, `/** The ${p.name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} used by the ${this.spec.app.name} service. */`);
      const init = p.type === 'String' ? this.q(r.pick(['default', 'https://api.example.com', 'eu-west-1', ''])) : p.type === 'int' ? String(r.int(1, 100)) : p.type === 'boolean' ? 'true' : `Duration.ofSeconds(${r.int(1, 60)})`;
      this.w(1, `private ${p.type} ${p.name} = ${init};`);
    }
    for (const p of props) {
      this.blank();
      this.w(1, `public ${p.type} ${p.type === 'boolean' ? 'is' : 'get'}${pascal(p.name)}() {`);
      this.w(2, `return ${p.name};`);
      this.w(1, '}');
      this.blank();
      this.w(1, `public void set${pascal(p.name)}(${p.type} ${p.name}) {`);
      this.w(2, `this.${p.name} = ${p.name};`);
      this.w(1, '}');
    }
    this.w(0, '}');
  }

  private listener(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.use('org.springframework.stereotype.Component', 'org.springframework.context.event.EventListener', 'org.springframework.kafka.annotation.KafkaListener');
    this.javadoc(0, true);
    this.w(0, '@Component');
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    this.blank();
    const deps = this.deps();
    this.fields(deps);
    this.constructorOf(cls, deps);
    this.fillMethods(this.target(), () => {
      const n = this.noun();
      const ev = `${n}.${pastTense(r.pick(VERBS))}`;
      const ann = r.weighted<string[]>([
        [[`@KafkaListener(topics = ${this.q(`${this.spec.app.domain}.${n}.events`)}, groupId = ${this.q(`${this.spec.app.name}-service`)})`], 3],
        [['@EventListener', '@Async'], 1],
        [[`@EventListener(condition = ${this.q(`#event.type == '${ev}'`)})`], 2],
        [[`@RabbitListener(queues = ${this.q(`${this.spec.app.name}.${n}`)})`], 1],
        [[`@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT)`], 1],
      ]);
      this.blank();
      if (r.chance(0.4)) this.javadoc(1, false);
      for (const a of ann) this.w(1, a);
      this.w(1, `public void on${pascal(n)}${pascal(pastTense(r.pick(VERBS)))}(${pascal(n)}Event event) {`);
      this.body(2, r.int(4, 18), 0);
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  private client(): void {
    const r = this.r;
    const cls = this.spec.cls;
    const n = this.spec.noun;
    this.use('org.springframework.stereotype.Component', 'org.springframework.web.client.RestTemplate', 'org.springframework.beans.factory.annotation.Value', 'org.springframework.http.HttpHeaders');
    this.javadoc(0, true);
    this.w(0, '@Component');
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    this.blank();
    this.w(1, 'private final RestTemplate restTemplate;');
    this.blank();
    this.w(1, `@Value(${this.q(`\${${this.spec.app.domain}.${n}.base-url}`)})`);
    this.w(1, 'private String baseUrl;');
    this.blank();
    this.w(1, `public ${cls}(@Qualifier(${this.q(`${camel(this.spec.app.name)}RestTemplate`)}) RestTemplate restTemplate) {`);
    this.w(2, 'this.restTemplate = restTemplate;');
    this.w(1, '}');
    this.use('org.springframework.beans.factory.annotation.Qualifier');
    this.fillMethods(this.target(), () => {
      this.blank();
      if (r.chance(0.5)) this.javadoc(1);
      this.w(1, `public ${pascal(n)}Dto ${r.pick(VERBS)}${pascal(this.noun())}(String id) {`);
      this.w(2, 'HttpHeaders headers = new HttpHeaders();');
      if (r.chance(0.5)) this.w(2, `headers.set(${this.q('Authorization')}, ${this.q('Bearer ')} + tokenProvider.currentToken());`);
      this.body(2, r.int(3, 14), 0);
      this.w(2, `return restTemplate.getForObject(baseUrl + ${this.q(this.path())}, ${pascal(n)}Dto.class, id);`);
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  private job(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.use('org.springframework.stereotype.Component', 'org.springframework.scheduling.annotation.Scheduled');
    this.javadoc(0, true);
    this.w(0, '@Component');
    this.w(0, `public class ${cls} {`);
    this.blank();
    this.logger(cls);
    this.blank();
    const deps = this.deps();
    this.fields(deps);
    this.constructorOf(cls, deps);
    this.fillMethods(this.target(), () => {
      this.blank();
      if (r.chance(0.5)) this.javadoc(1);
      this.w(1, r.chance(0.5) ? `@Scheduled(cron = ${this.q(`\${${this.prop()}:0 */${r.int(1, 30)} * * * *}`)})` : `@Scheduled(fixedDelayString = ${this.q(`\${${this.prop()}:PT${r.int(1, 30)}M}`)})`);
      if (r.chance(0.5)) this.w(1, `@SchedulerLock(name = ${this.q(`${camel(cls)}${pascal(r.pick(VERBS))}`)})`);
      this.w(1, `public void ${r.pick(VERBS)}${pascal(plural(this.noun()))}() {`);
      this.body(2, r.int(5, 20), 0);
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  private exception(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.javadoc(0, true);
    this.w(0, `@ResponseStatus(value = HttpStatus.NOT_FOUND, reason = ${this.q(`${pascal(this.spec.noun)} not found`)})`);
    this.w(0, `public class ${cls} extends RuntimeException {`);
    this.blank();
    this.w(1, `private static final long serialVersionUID = ${r.int(1, 99999)}L;`);
    this.w(1, `public static final String CODE = ${this.q(`${this.spec.app.name}.${this.spec.noun}.not_found`)};`);
    this.blank();
    this.w(1, 'private final Object key;');
    for (const arg of ['Object key', 'Object key, Throwable cause']) {
      this.blank();
      this.w(1, `public ${cls}(${arg}) {`);
      this.w(2, `super(${this.q(`${pascal(this.spec.noun)} not found: `)} + key${arg.includes('cause') ? ', cause' : ''});`);
      this.w(2, 'this.key = key;');
      this.w(1, '}');
    }
    this.blank();
    this.w(1, 'public Object getKey() {');
    this.w(2, 'return key;');
    this.w(1, '}');
    this.w(0, '}');
  }

  private dto(): void {
    const r = this.r;
    const cls = this.spec.cls;
    this.use('com.fasterxml.jackson.annotation.JsonProperty', 'jakarta.validation.constraints.NotBlank');
    this.javadoc(0, true);
    this.w(0, `public class ${cls} {`);
    const fields = r.sample(FIELDS, r.int(4, 10)).map((f) => ({ json: f, name: camel(f), type: r.pick(TYPES) }));
    for (const f of fields) {
      this.blank();
      if (r.chance(0.5)) this.w(1, `@JsonProperty(${this.q(f.json)})`);
      if (f.type === 'String' && r.chance(0.3)) this.w(1, `@NotBlank(message = ${this.q(`${f.json.replace(/_/g, ' ')} is required`)})`);
      this.w(1, `private ${f.type} ${f.name};`);
    }
    for (const f of fields) {
      this.blank();
      this.w(1, `public ${f.type} get${pascal(f.name)}() {`);
      this.w(2, `return ${f.name};`);
      this.w(1, '}');
      this.blank();
      this.w(1, `public ${cls} set${pascal(f.name)}(${f.type} ${f.name}) {`);
      this.w(2, `this.${f.name} = ${f.name};`);
      this.w(2, 'return this;');
      this.w(1, '}');
    }
    this.w(0, '}');
  }

  private test(): void {
    const r = this.r;
    const cls = this.spec.cls;
    const n = this.spec.noun;
    const N = pascal(n);
    const web = this.spec.subject === 'controller';
    this.use('org.junit.jupiter.api.Test', 'org.junit.jupiter.api.DisplayName', 'static org.assertj.core.api.Assertions.assertThat');
    if (web) {
      this.use('org.springframework.test.web.servlet.MockMvc', 'static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.*', 'static org.springframework.test.web.servlet.result.MockMvcResultMatchers.*');
      this.w(0, `@WebMvcTest(${N}Controller.class)`);
    } else this.w(0, '@ExtendWith(MockitoExtension.class)');
    this.w(0, `class ${cls} {`);
    this.blank();
    if (web) {
      this.w(1, '@Autowired');
      this.w(1, 'private MockMvc mockMvc;');
      this.blank();
      this.w(1, '@MockBean');
      this.w(1, `private ${N}Service ${n}Service;`);
    } else {
      this.w(1, '@Mock');
      this.w(1, `private ${N}Repository ${n}Repository;`);
      this.blank();
      this.w(1, '@InjectMocks');
      this.w(1, `private ${N}Service ${n}Service;`);
    }
    this.fillMethods(r.bell(MIN_LINES, 260), () => {
      this.blank();
      const param = r.chance(0.25);
      if (param) {
        this.w(1, '@ParameterizedTest');
        this.w(1, `@ValueSource(strings = {${r.sample(STATUSES, r.int(2, 4)).map((s) => this.q(s)).join(', ')}})`);
      } else this.w(1, '@Test');
      if (r.chance(0.4)) this.w(1, `@DisplayName(${this.q(`${r.pick(VERBS)}s the ${n} when it is ${r.pick(STATUSES)}`)})`);
      this.w(1, `void ${r.pick(VERBS)}${N}${r.pick(['ReturnsOk', 'IsIdempotent', 'RejectsInvalidInput', 'KeepsStatus', 'PublishesEvent'])}(${param ? 'String status' : ''}) throws Exception {`);
      this.w(2, `${N} ${n} = ${N}Fixtures.${r.pick(['valid', 'pending', 'withItems'])}();`);
      this.body(2, r.int(2, 10), 1);
      if (web) {
        this.w(2, `mockMvc.perform(${r.pick(['get', 'post', 'put', 'delete'])}(${this.q(`/api/v1/${plural(n)}/{id}`)}, ${n}.getId()))`);
        this.w(4, '.andExpect(status().isOk())');
        this.w(4, `.andExpect(jsonPath(${this.q('$.status')}).value(${this.q(r.pick(STATUSES))}));`);
      } else {
        this.w(2, `when(${n}Repository.findById(${n}.getId())).thenReturn(Optional.of(${n}));`);
        this.w(2, `assertThat(${n}Service.${r.pick(VERBS)}${N}(${n}.getId())).${r.pick(['isNotNull()', 'isTrue()', 'hasSize(1)', 'isEqualTo(result)'])};`);
      }
      this.w(1, '}');
    });
    this.w(0, '}');
  }

  render(): string {
    switch (this.spec.kind) {
      case 'service': this.service(); break;
      case 'controller': this.controller(); break;
      case 'repository': this.repository(); break;
      case 'entity': this.entity(); break;
      case 'enum': this.enumType(); break;
      case 'config': this.config(); break;
      case 'properties': this.properties(); break;
      case 'listener': this.listener(); break;
      case 'client': this.client(); break;
      case 'job': this.job(); break;
      case 'exception': this.exception(); break;
      case 'dto': this.dto(); break;
      case 'test': this.test(); break;
    }
    const body = this.lines;
    // Imports: what the body used, plus a few of the app's own classes, as a real file would.
    const own = this.r.sample(this.all.filter((s) => s.app === this.spec.app && s !== this.spec && !s.path.includes('/src/test/')), this.r.int(1, 4))
      .map((s) => `${s.app.pkg}.${s.sub}.${s.cls}`);
    const imports = [...this.imports, ...own, 'java.util.Optional'];
    const statics = imports.filter((i) => i.startsWith('static ')).sort();
    const plain = [...new Set(imports.filter((i) => !i.startsWith('static ')))].sort();
    const head = [`package ${this.spec.app.pkg}.${this.spec.sub};`, ''];
    for (const i of plain) head.push(`import ${i};`);
    if (statics.length) {
      head.push('');
      for (const i of statics) head.push(`import ${i};`);
    }
    head.push('');
    return [...head, ...body].join('\n') + '\n';
  }
}

/** Calls `emit` for every file of the synthetic Java repository, in a stable order. */
export function generateJava(files: number, seed: number, emit: (path: string, text: string) => void): void {
  const specs = planJava(files, seed);
  for (const spec of specs) emit(spec.path, new JavaFile(Rng.derive(seed, spec.path), spec, specs).render());
}

/** The synthetic Java repository, generated on first use and reused while its marker matches. */
export function ensureJavaRepo(opts: SyntheticOptions = {}): SyntheticRepo {
  const files = opts.files ?? DEFAULT_JAVA_FILES;
  const seed = opts.seed ?? DEFAULT_JAVA_SEED;
  return ensureSynthetic({
    kind: 'java', version: JAVA_GENERATOR_VERSION, files, seed, dir: opts.dir,
    generate: (emit) => generateJava(files, seed, emit),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = generatorArgs(process.argv.slice(2), DEFAULT_JAVA_FILES);
  const repo = ensureJavaRepo({ files: args.files, dir: args.out, seed: args.seed });
  process.stdout.write(`${repo.dir}: ${repo.files} files, ${(repo.bytes / 1e6).toFixed(1)} MB, ${repo.lines} lines${repo.reused ? ' (reused)' : ''}\n`);
}
