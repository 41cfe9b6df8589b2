/**
 * Deterministic synthetic Python repository for the benchmark: a Django/Flask-flavoured monorepo of
 * apps (packages with `__init__.py`) holding models, views, services, handlers, tasks, serializers,
 * admin, settings, constants, migrations and tests, with the string literals such code carries:
 * decorator arguments, dict keys and values, logger messages, environment lookups, `.get` keys,
 * subscripts, comparisons, f-strings, docstrings, SQL and `_()` translations.
 *
 * Run on its own: `node dist/bench/synthetic-python.js [--files N] [--out DIR] [--seed N]`.
 */
import { pathToFileURL } from 'node:url';
import { Rng } from './prng.js';
import { ensureSynthetic, generatorArgs, type SyntheticOptions, type SyntheticRepo } from './synthetic-common.js';
import {
  ADJECTIVES, DOMAINS, ENV_SUFFIXES, FIELDS, fill, LOG_TEMPLATES, MESSAGE_TEMPLATES, NOUNS, pascal, pastTense, plural,
  STATUSES, VERBS,
} from './vocab.js';

/** Bump whenever the generated text changes. */
export const PYTHON_GENERATOR_VERSION = 1;
export const DEFAULT_PYTHON_FILES = 5000;
export const DEFAULT_PYTHON_SEED = 0x5eed_0001;

const PROJECT = 'acme';
const MIN_LINES = 50;
const MAX_LINES = 400;
/** Share of generated statements that carry string literals (tuned for ~8-15 literals per 100 lines). */
const STRING_SHARE = 0.03;

type PyKind =
  | 'init' | 'models' | 'views' | 'services' | 'handlers' | 'tasks' | 'constants' | 'conf' | 'serializers'
  | 'admin' | 'api' | 'events' | 'utils' | 'tests' | 'migration';

interface AppInfo {
  name: string;
  /** dotted package, `acme.billing` */
  pkg: string;
  domain: string;
  nouns: string[];
}

interface PyFileSpec {
  path: string;
  kind: PyKind;
  app: AppInfo;
  /** the noun a per-entity module is about */
  noun: string;
  /** migration number, for migrations */
  seq: number;
}

/** Lays out apps and their modules until `total` files are planned. */
function planPython(total: number, seed: number): PyFileSpec[] {
  const rng = Rng.derive(seed, 'plan');
  const specs: PyFileSpec[] = [];
  const apps = new Set<string>();
  const add = (app: AppInfo, rel: string, kind: PyKind, noun: string, seq = 0): void => {
    if (specs.length < total) specs.push({ path: `${app.pkg.split('.').join('/')}/${rel}`, kind, app, noun, seq });
  };
  specs.push({
    path: `${PROJECT}/__init__.py`, kind: 'init', noun: 'app', seq: 0,
    app: { name: PROJECT, pkg: PROJECT, domain: 'core', nouns: ['app', 'config'] },
  });
  let contribStarted = false;
  for (let i = 0; specs.length < total; i++) {
    const domain = DOMAINS[i % DOMAINS.length]!;
    let name: string = domain;
    if (i >= DOMAINS.length) {
      do name = `${domain}_${rng.pick(NOUNS)}`;
      while (apps.has(name));
    }
    apps.add(name);
    const pkg = i < DOMAINS.length ? `${PROJECT}.${name}` : `${PROJECT}.contrib.${name}`;
    if (i >= DOMAINS.length && !contribStarted) {
      contribStarted = true;
      specs.push({ path: `${PROJECT}/contrib/__init__.py`, kind: 'init', noun: 'app', seq: 0, app: { name: 'contrib', pkg: `${PROJECT}.contrib`, domain: 'core', nouns: ['app'] } });
    }
    const app: AppInfo = { name, pkg, domain, nouns: rng.sample(NOUNS, rng.int(3, 6)) };
    const main = app.nouns[0]!;
    add(app, '__init__.py', 'init', main);
    for (const kind of ['models', 'views', 'admin', 'tasks', 'constants', 'conf', 'serializers', 'events'] as const) {
      if (kind === 'admin' && rng.chance(0.65)) continue;
      if (kind === 'events' && rng.chance(0.4)) continue;
      if ((kind === 'constants' || kind === 'conf') && rng.chance(0.35)) continue;
      add(app, `${kind}.py`, kind, main);
    }
    add(app, 'services/__init__.py', 'init', main);
    for (const n of app.nouns) add(app, `services/${n}_service.py`, 'services', n);
    add(app, 'handlers/__init__.py', 'init', main);
    for (const n of app.nouns) add(app, `handlers/${n}_handlers.py`, 'handlers', n);
    add(app, 'api/__init__.py', 'init', main);
    for (const n of app.nouns) add(app, `api/${n}_api.py`, 'api', n);
    add(app, 'utils/__init__.py', 'init', main);
    for (const n of rng.sample(app.nouns, rng.int(2, 4))) add(app, `utils/${n}_utils.py`, 'utils', n);
    add(app, 'migrations/__init__.py', 'init', main);
    const migrations = rng.chance(0.25) ? 2 : 1;
    for (let m = 1; m <= migrations; m++) {
      const n = rng.pick(app.nouns);
      const label = m === 1 ? 'initial' : `${rng.pick(VERBS)}_${n}_${rng.pick(FIELDS)}`;
      add(app, `migrations/${String(m).padStart(4, '0')}_${label}.py`, 'migration', n, m);
    }
    add(app, 'tests/__init__.py', 'init', main);
    for (const n of app.nouns) {
      add(app, `tests/test_${n}.py`, 'tests', n);
      if (rng.chance(0.5)) add(app, `tests/test_${n}_api.py`, 'tests', n);
    }
  }
  return specs;
}

const VARS = ['result', 'value', 'data', 'payload', 'items', 'record', 'obj', 'instance', 'response', 'context',
  'options', 'params', 'row', 'entry', 'total', 'count', 'queryset', 'batch', 'extra', 'state'] as const;
const ATTRS = ['status', 'amount', 'pk', 'owner', 'created_at', 'tenant', 'config', 'items', 'metadata', 'client'] as const;
const MODEL_BASES = ['models.Model', 'TimeStampedModel', 'TenantScopedModel', 'SoftDeleteModel'] as const;
const SERVICE_BASES = ['', 'BaseService', 'LoggingMixin, BaseService', 'object'] as const;

/** Writes one Python file; every random choice comes from the file's own stream. */
class PyFile {
  readonly lines: string[] = [];
  private readonly quote: string;
  private readonly other: PyFileSpec[];

  constructor(private readonly r: Rng, private readonly spec: PyFileSpec, all: PyFileSpec[]) {
    this.quote = r.chance(0.55) ? "'" : '"';
    this.other = all;
  }

  // ---- words and values ----------------------------------------------------------------------------

  private q(s: string): string {
    return `${this.quote}${s}${this.quote}`;
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

  private dotted(): string {
    const n = this.noun();
    return this.r.chance(0.6) ? `${this.spec.app.domain}.${n}.${pastTense(this.r.pick(VERBS))}` : `${this.spec.app.name}.${this.r.pick(VERBS)}_${n}`;
  }

  private env(): string {
    return `${this.spec.app.domain}_${this.noun()}_${this.r.pick(ENV_SUFFIXES)}`.toUpperCase();
  }

  private route(flask = false): string {
    const n = this.noun();
    const id = flask ? `<int:${n}_id>` : '<int:pk>';
    return this.r.weighted([
      [`/${plural(n)}/`, 2],
      [`/${plural(n)}/${id}/`, 3],
      [`/${plural(n)}/${id}/${this.r.pick(VERBS)}`, 2],
      [`/api/v${this.r.int(1, 3)}/${plural(n)}/<${flask ? 'uuid:' : ''}${n}_id>`, 1],
    ]);
  }

  private template(): string {
    return `${this.spec.app.name}/${this.noun()}_${this.r.pick(['detail', 'list', 'form', 'confirm_delete', 'email', 'row'])}.html`;
  }

  private table(): string {
    return `${this.spec.app.name}_${this.noun()}`;
  }

  private sql(): string {
    const t = this.table();
    const f = this.r.sample(FIELDS, this.r.int(2, 5));
    return this.r.weighted([
      [`SELECT ${f.join(', ')} FROM ${t} WHERE ${this.r.pick(FIELDS)} = %s`, 4],
      [`UPDATE ${t} SET status = %s, updated_at = now() WHERE id = %s`, 2],
      [`DELETE FROM ${t} WHERE expires_at < %s`, 1],
      [`INSERT INTO ${t} (${f.join(', ')}) VALUES (${f.map(() => '%s').join(', ')})`, 2],
      [`SELECT count(*) FROM ${t} WHERE tenant_id = %s AND status IN %s`, 1],
    ]);
  }

  private className(): string {
    return pascal(this.noun());
  }

  private funcName(): string {
    return `${this.r.pick(VERBS)}_${this.noun()}${this.r.chance(0.3) ? `_${this.r.pick(FIELDS)}` : ''}`;
  }

  // ---- output --------------------------------------------------------------------------------------

  private w(ind: number, text: string): void {
    this.lines.push(ind > 0 ? '    '.repeat(ind) + text : text);
  }

  private blank(): void {
    this.lines.push('');
  }

  private docstring(ind: number, long = this.r.chance(0.5)): void {
    const first = this.message().replace(/\.$/, '') + '.';
    if (!long) {
      this.w(ind, `"""${first}"""`);
      return;
    }
    this.w(ind, `"""${first}`);
    this.blank();
    const extra = this.r.int(1, 5);
    for (let i = 0; i < extra; i++) this.w(ind, `${pascal(this.r.pick(VERBS))} the ${this.noun()} ${this.r.pick(['when', 'unless', 'before', 'after', 'only if'])} it is ${this.r.pick(STATUSES)}; ${this.r.pick(['the caller', 'the worker', 'a retry', 'the next sync', 'the admin'])} ${this.r.pick(['sees', 'keeps', 'records', 'skips'])} the ${this.r.pick(FIELDS).replace(/_/g, ' ')}.`);
    if (this.r.chance(0.6)) {
      this.blank();
      this.w(ind, 'Args:');
      const args = this.r.int(1, 3);
      for (let i = 0; i < args; i++) this.w(ind + 1, `${this.r.pick(FIELDS)}: the ${this.noun()} ${this.r.pick(FIELDS).replace(/_/g, ' ')} to ${this.r.pick(VERBS)}.`);
    }
    if (this.r.chance(0.4)) {
      this.blank();
      this.w(ind, 'Returns:');
      this.w(ind + 1, `The ${this.r.pick(STATUSES)} ${this.noun()}, or None when nothing was ${pastTense(this.r.pick(VERBS))}.`);
    }
    this.w(ind, '"""');
  }

  // ---- statements ----------------------------------------------------------------------------------

  /** Emits statements until about `budget` lines were written at this level. */
  private body(ind: number, budget: number, depth: number): void {
    const start = this.lines.length;
    do {
      this.statement(ind, depth);
      if (depth === 0 && this.r.chance(0.12)) this.blank();
    } while (this.lines.length - start < budget);
  }

  private nested(ind: number, depth: number): void {
    if (depth >= 3) this.w(ind, this.r.pick(['pass', 'return None', `${this.v()} = None`, `${this.v()}.append(${this.v()})`]));
    else this.body(ind, this.r.int(1, 4), depth + 1);
  }

  private statement(ind: number, depth: number): void {
    const r = this.r;
    const q = (s: string): string => this.q(s);
    const v = this.v();
    const v2 = this.v();
    const n = this.noun();
    const f = r.pick(FIELDS);
    const compound = depth < 3 ? 1 : 0;
    // Most statements carry no string literal; STRING_SHARE of them carry one or two.
    const choice = r.chance(STRING_SHARE)
      ? r.weighted<number>([
        [20, 4], [21, 4], [22, 3], [23, 2], [24, 3 * compound], [25, 2 * compound], [26, 1.5], [27, 1.5], [28, 1.2],
        [29, 1], [30, 1.5], [31, 1], [32, 0.8], [33, 1], [34, 1], [35, 1], [36, 0.8], [37, 1], [38, 0.7],
        [39, 0.4 * compound], [40, 0.8],
      ])
      : r.weighted<number>([
        [0, 10], [1, 5], [2, 4 * compound], [3, 4 * compound], [4, 3], [5, 2], [6, 3], [7, 3], [8, 2 * compound],
        [9, 2 * compound], [10, 3], [11, 3 * compound], [12, 2], [13, 2], [14, 3], [15, 2], [16, 3], [17, 2],
        [18, 1.5 * compound], [19, 2],
      ]);
    switch (choice) {
      case 0: this.w(ind, `${v} = ${r.pick(['self._', '', `${n}_`])}${r.pick(VERBS)}_${n}(${v2}${r.chance(0.5) ? `, ${r.pick(VARS)}` : ''})`); break;
      case 1: this.w(ind, r.pick([`${v} += ${r.int(1, 9)}`, `${v} = ${v2}.${r.pick(ATTRS)} * ${r.pick(['rate', 'factor', 'quantity', '100'])}`, `${v} = max(${v}, ${r.int(0, 500)})`, `${v} = ${v2} or {}`])); break;
      case 2: this.w(ind, `if ${r.pick([`${v} is None`, `not ${v}`, `${v}.${r.pick(ATTRS)} is None`, `len(${v}) > ${r.int(1, 100)}`, `${v} and not ${v2}`])}:`); this.nested(ind + 1, depth); break;
      case 3: this.w(ind, `for ${r.pick(['item', 'row', 'entry', n])} in ${r.pick([v, `${v}.${r.pick(ATTRS)}`, `${v}.all()`, `range(${r.int(2, 10)})`])}:`); this.nested(ind + 1, depth); break;
      case 4: this.w(ind, `${v} = [x for x in ${v2} if x.${r.pick(ATTRS)}]`); break;
      case 5: this.w(ind, `# ${r.pick(VERBS)} the ${n} ${r.pick(['first', 'before saving', 'lazily', 'once per request', 'to avoid a second query'])}`); break;
      case 6: this.w(ind, `self.${r.pick(ATTRS)} = ${v}`); break;
      case 7: this.w(ind, `${v} = ${v2}.${r.pick(ATTRS)}`); break;
      case 8:
        this.w(ind, 'try:');
        this.nested(ind + 1, depth);
        this.w(ind, `except ${r.pick(['(KeyError, ValueError)', 'ObjectDoesNotExist', 'TimeoutError', `${pascal(n)}Error`])} as exc:`);
        if (r.chance(0.5)) this.w(ind + 1, `logger.exception(${q(this.logText())}, ${v})`);
        this.w(ind + 1, r.pick([`raise ${pascal(n)}Error(str(exc)) from exc`, 'return None', `${v} = None`]));
        break;
      case 9: this.w(ind, r.pick(['with transaction.atomic():', `with self.lock(${v}):`, `with timer(${v}):`])); this.nested(ind + 1, depth); break;
      case 10: this.w(ind, r.pick([`${v}.append(${v2})`, `${v}.update(${v2})`, `${v}.save()`, `cache.set(${v}, ${v2}, timeout=${r.int(1, 60) * 60})`, `self._${r.pick(VERBS)}(${v})`])); break;
      case 11:
        this.w(ind, `if ${v} > ${r.int(0, 100)}:`);
        this.nested(ind + 1, depth);
        this.w(ind, 'else:');
        this.nested(ind + 1, depth);
        break;
      case 12: if (depth === 0) { this.w(ind, `${v} = ${v2}`); break; } this.w(ind, r.pick([`return ${v}`, `return ${v}, ${v2}`, `return ${v}.${r.pick(ATTRS)}`])); break;
      case 13: this.w(ind, `${v} = len(${v2}) if ${v2} else 0`); break;
      case 14: {
        const positional = r.sample(VARS.filter((x) => x !== v), r.int(0, 2));
        const keywords = r.sample(['timeout=self.timeout', `${r.pick(FIELDS)}=${r.pick(VARS)}`, 'headers=headers', 'retries=retries', `${n}=${n}`], r.int(positional.length ? 1 : 2, 3));
        const args = [...positional, ...keywords];
        this.w(ind, `${v} = ${r.pick(['self.client', 'self._backend', `${n}_api`, 'session'])}.${r.pick(VERBS)}(`);
        for (const a of args) this.w(ind + 1, `${a},`);
        this.w(ind, ')');
        break;
      }
      case 15: this.w(ind, r.pick([`elapsed = time.monotonic() - started`, `${v} = ${v}.strip().lower()`, `${v}.sort(key=lambda x: x.${r.pick(ATTRS)}, reverse=True)`, `${v} = sum(x.amount for x in ${v2})`, `${v}, rest = divmod(${v2}, ${r.int(2, 64)})`])); break;
      case 16: this.w(ind, r.pick([`${v}.refresh_from_db()`, `self._cache.pop(${v}, None)`, `${v} = ${pascal(n)}.objects.select_related().get(pk=${v2})`, `${v} = ${v2}.copy()`, `${v} = [${v2}]`, `${v} = dict(${v2}, **extra)`, `${v} = set(${v2}) - seen`])); break;
      case 17: this.w(ind, r.pick([`if not self.enabled:`, `if ${v} is ${v2}:`, `if isinstance(${v}, ${pascal(n)}):`])); this.w(ind + 1, r.pick(['return None', 'return', `return ${v2}`, `${v} = ${v2}`])); break;
      case 18:
        this.w(ind, r.pick([`for index, ${n} in enumerate(${v}, start=1):`, `while ${v} and retries > 0:`, `for key, ${n} in ${v}.items():`]));
        this.nested(ind + 1, depth);
        break;
      case 19: this.w(ind, r.pick([`${v} = ${v2}[${r.pick(['0', '-1', 'index', 'key', 'i'])}]`, `${v} = ${v2}[:${r.int(2, 50)}]`, `self._${r.pick(ATTRS)}[${v}] = ${v2}`, `${v} = ${v2} is not None and ${v2}.${r.pick(ATTRS)}`])); break;

      case 20: this.w(ind, r.chance(0.75) ? `logger.${r.pick(['info', 'debug', 'warning', 'info'])}(${q(this.logText())}, ${v}${r.chance(0.4) ? `, ${v2}` : ''})` : `logger.debug(f${q(`${r.pick(VERBS)} ${n} {${v}.pk}`)})`); break;
      case 21: this.w(ind, `${v} = ${r.pick(['payload', 'data', 'params', 'options', 'request.GET', 'kwargs'])}.get(${q(f)}${r.chance(0.3) ? `, ${q(r.pick(STATUSES))}` : r.chance(0.3) ? ', None' : ''})`); break;
      case 22: this.w(ind, `${v} = ${r.pick(['payload', 'data', 'row', 'request.data', 'self.context', 'headers'])}[${q(f)}]`); break;
      case 23: this.w(ind, `${r.pick(['context', 'data', 'result', 'extra', 'state'])}[${q(f)}] = ${v}`); break;
      case 24: this.w(ind, `if ${v}.${r.pick(['status', 'kind', 'state', 'source', 'channel'])} == ${q(r.pick(STATUSES))}:`); this.nested(ind + 1, depth); break;
      case 25: this.w(ind, `if ${v} ${r.pick(['in', 'not in'])} (${r.sample(STATUSES, r.int(2, 3)).map(q).join(', ')}):`); this.nested(ind + 1, depth); break;
      case 26: this.w(ind, r.pick([
        `${v} = os.environ.get(${q(this.env())}, ${q(r.pick(['', '30', 'default', 'localhost', 'info', 'https://api.example.com']))})`,
        `${v} = os.environ.get(${q(this.env())})`,
        `${v} = os.environ[${q(this.env())}]`,
        `${v} = int(os.getenv(${q(this.env())}, ${q(String(r.int(1, 120)))}))`,
      ])); break;
      case 27: this.w(ind, r.pick([`raise ValueError(f${q(`${r.pick(ADJECTIVES)} ${n}: {${v}!r}`)})`, `raise ${pascal(n)}Error(_(${q(this.message())}))`, `raise PermissionDenied(${q(this.message())})`])); break;
      case 28: this.w(ind, `${r.pick(['message', 'label', 'title', 'help_text'])} = _(${q(this.message())})`); break;
      case 29:
        if (r.chance(0.6)) this.w(ind, `cursor.execute(${q(this.sql())}, [${v}])`);
        else {
          const parts = this.sql().split(/ (?=FROM|WHERE|SET|VALUES)/);
          this.w(ind, `${v} = self.db.fetch_all(`);
          this.w(ind + 1, '"""');
          for (const p of parts) this.w(ind + 1, p);
          this.w(ind + 1, '""",');
          this.w(ind + 1, `(${v2},),`);
          this.w(ind, ')');
        }
        break;
      case 30:
        if (r.chance(0.5)) this.w(ind, `return {${q(f)}: ${v}, ${q(r.pick(FIELDS))}: ${v2}}`);
        else {
          this.w(ind, `${v} = {`);
          for (const k of r.sample(FIELDS, r.int(2, 4))) this.w(ind + 1, `${q(k)}: ${r.chance(0.15) ? q(r.pick(STATUSES)) : `${r.pick(VARS)}.${r.pick(ATTRS)}`},`);
          this.w(ind, '}');
        }
        break;
      case 31: this.w(ind, r.pick([`${v} = getattr(${v2}, ${q(f)}, None)`, `if hasattr(${v2}, ${q(f)}):`, `setattr(${v2}, ${q(f)}, ${v})`]));
        if (this.lines[this.lines.length - 1]!.endsWith(':')) this.nested(ind + 1, depth);
        break;
      case 32: this.w(ind, `return render(request, ${q(this.template())}, ${r.pick(['context', `{${q(n)}: ${v}}`])})`); break;
      case 33: this.w(ind, `return JsonResponse({${q(r.pick(['error', 'detail', 'status']))}: ${r.chance(0.5) ? `_(${q(this.message())})` : q(r.pick(STATUSES))}}, status=${r.pick([400, 403, 404, 409, 422])})`); break;
      case 34: this.w(ind, `${r.pick(['signals', 'events', 'bus', 'self.publisher'])}.${r.pick(['emit', 'publish', 'send'])}(${q(this.dotted())}, ${r.pick(['sender=self', v, `${n}=${v}`])})`); break;
      case 35: this.w(ind, `${v} = reverse(${q(`${this.spec.app.name}:${n}-${r.pick(['detail', 'list', 'update', 'delete'])}`)}${r.chance(0.6) ? `, kwargs={${q('pk')}: ${v2}.pk}` : ''})`); break;
      case 36: this.w(ind, r.pick([`${v}.setdefault(${q(f)}, [])`, `${v}.pop(${q(f)}, None)`, `${v} = settings.FEATURE_FLAGS.get(${q(`${this.spec.app.name}.${n}`)}, False)`])); break;
      case 37: this.w(ind, `${v} = ${pascal(n)}.objects.filter(${r.pick(FIELDS)}=${r.chance(0.6) ? q(r.pick(STATUSES)) : v2}, tenant_id=tenant_id).order_by(${q(`-${r.pick(['created_at', 'updated_at', 'id', 'priority'])}`)})`); break;
      case 38: this.w(ind, r.pick([`${v} = ${q(r.pick(STATUSES))}`, `${v}.status = ${q(r.pick(STATUSES))}`, `headers = {${q('Content-Type')}: ${q('application/json')}, ${q('X-Request-Id')}: request_id}`])); break;
      case 39: {
        this.w(ind, `match ${v}.${r.pick(['kind', 'status', 'event_type'])}:`);
        for (const s of r.sample(STATUSES, r.int(2, 3))) {
          this.w(ind + 1, `case ${q(s)}:`);
          this.nested(ind + 2, depth + 1);
        }
        this.w(ind + 1, 'case _:');
        this.w(ind + 2, `logger.warning(${q(this.logText())}, ${v})`);
        break;
      }
      case 40: this.w(ind, `${v} = f${q(`${n}:{${v2}.pk}:${r.pick(FIELDS)}`)}`); break;
      default: this.w(ind, 'pass');
    }
  }

  // ---- definitions ---------------------------------------------------------------------------------

  private params(method: boolean): string {
    const r = this.r;
    const ps: string[] = method ? ['self'] : [];
    const n = this.noun();
    ps.push(r.pick([`${n}_id`, n, 'payload', 'request', `${n}: ${pascal(n)}`, 'data: dict[str, Any]']));
    if (r.chance(0.4)) ps.push(r.pick(['*', '*args']));
    if (r.chance(0.35)) ps.push(`${r.pick(['mode', 'channel', 'source', 'kind'])}=${this.q(r.pick(['default', 'email', 'api', 'fast', 'strict', 'web']))}`);
    if (r.chance(0.35)) ps.push(`${r.pick(['timeout', 'limit', 'retries'])}=${r.int(1, 60)}`);
    if (r.chance(0.25)) ps.push('**kwargs');
    if (ps[ps.length - 1] === '*') ps.pop();
    return ps.join(', ');
  }

  private func(ind: number, name: string, method: boolean, decorators: string[] = []): void {
    for (const d of decorators) this.w(ind, d);
    const ret = this.r.chance(0.25) ? ` -> ${this.r.pick(['None', 'bool', 'dict[str, Any]', `Optional[${this.className()}]`, 'list[str]'])}` : '';
    this.w(ind, `def ${name}(${this.params(method)})${ret}:`);
    if (this.r.chance(0.4)) this.docstring(ind + 1);
    this.body(ind + 1, this.r.int(4, 24), 0);
    if (this.r.chance(0.5)) this.w(ind + 1, `return ${this.v()}`);
  }

  private serviceClass(): void {
    const r = this.r;
    const name = `${this.className()}${r.pick(['Service', 'Manager', 'Client', 'Gateway', 'Processor'])}`;
    const base = r.pick(SERVICE_BASES);
    this.w(0, `class ${name}${base ? `(${base})` : ''}:`);
    if (r.chance(0.6)) this.docstring(1);
    this.blank();
    if (r.chance(0.6)) this.w(1, `default_${r.pick(['channel', 'queue', 'backend', 'source'])} = ${this.q(r.pick(['email', 'default', 'high', 'sms', 'webhook']))}`);
    this.w(1, `${r.pick(['retries', 'batch_size', 'page_size'])} = ${r.int(1, 500)}`);
    this.blank();
    this.w(1, 'def __init__(self, client=None, *, timeout=30):');
    this.w(2, `self.client = client or ${this.className()}Client()`);
    this.w(2, 'self.timeout = timeout');
    this.w(2, `self.${r.pick(ATTRS)} = {}`);
    const methods = r.int(2, 5);
    for (let i = 0; i < methods; i++) {
      this.blank();
      const decorators = r.weighted<string[]>([[[], 6], [['@property'], 1], [['@staticmethod'], 0.5], [['@classmethod'], 0.5], [[`@retry(on=${this.className()}Error, attempts=${r.int(2, 5)})`], 0.7]]);
      const isStatic = decorators[0] === '@staticmethod';
      this.func(1, `${r.chance(0.2) ? '_' : ''}${this.funcName()}`, !isStatic, decorators);
    }
  }

  private modelClass(): void {
    const r = this.r;
    const noun = this.noun();
    const name = pascal(noun);
    this.w(0, `class ${name}(${r.pick(MODEL_BASES)}):`);
    if (r.chance(0.5)) this.docstring(1, false);
    this.blank();
    const fieldLines = [
      () => `name = models.CharField(_(${this.q('name')}), max_length=${r.pick([64, 120, 255])})`,
      () => `status = models.CharField(max_length=20, choices=STATUS_CHOICES, default=${this.q(r.pick(STATUSES))}, db_index=True)`,
      () => `${this.noun()} = models.ForeignKey(${this.q(`${r.pick(DOMAINS)}.${this.className()}`)}, on_delete=models.${r.pick(['CASCADE', 'PROTECT', 'SET_NULL'])}, related_name=${this.q(plural(noun))}, null=True)`,
      () => `amount = models.DecimalField(max_digits=12, decimal_places=2, default=0)`,
      () => `created_at = models.DateTimeField(auto_now_add=True)`,
      () => `updated_at = models.DateTimeField(auto_now=True)`,
      () => `metadata = models.JSONField(default=dict, blank=True)`,
      () => `is_active = models.BooleanField(default=True)`,
      () => `${r.pick(['reference', 'code', 'external_id', 'sku'])} = models.CharField(max_length=64, unique=True, help_text=_(${this.q(this.message())}))`,
      () => `email = models.EmailField(_(${this.q('email address')}), blank=True)`,
      () => `priority = models.PositiveSmallIntegerField(default=${r.int(0, 5)})`,
      () => `objects = ${name}Manager()`,
    ];
    for (const fl of r.sample(fieldLines, r.int(4, 9))) this.w(1, fl());
    this.blank();
    this.w(1, 'class Meta:');
    this.w(2, `db_table = ${this.q(`${this.spec.app.name}_${noun}`)}`);
    this.w(2, `ordering = [${this.q(`-${r.pick(['created_at', 'id', 'priority'])}`)}]`);
    if (r.chance(0.6)) this.w(2, `verbose_name = _(${this.q(noun)})`);
    if (r.chance(0.4)) this.w(2, `verbose_name_plural = _(${this.q(plural(noun))})`);
    if (r.chance(0.4)) this.w(2, `indexes = [models.Index(fields=[${this.q('status')}, ${this.q('created_at')}])]`);
    this.blank();
    this.w(1, 'def __str__(self):');
    this.w(2, `return f${this.q(`{self.pk}: {self.${r.pick(['status', 'name', 'pk'])}}`)}`);
    const methods = r.int(1, 4);
    for (let i = 0; i < methods; i++) {
      this.blank();
      this.func(1, this.funcName(), true, r.chance(0.2) ? ['@property'] : []);
    }
  }

  private viewFunction(): void {
    const r = this.r;
    const n = this.noun();
    const decorators = r.sample([
      '@login_required',
      `@require_http_methods([${r.sample(['GET', 'POST', 'PUT', 'DELETE'], r.int(1, 2)).map((m) => this.q(m)).join(', ')}])`,
      `@permission_required(${this.q(`${this.spec.app.name}.${r.pick(['view', 'change', 'delete', 'add'])}_${n}`)})`,
      `@cache_page(60 * ${r.int(1, 30)})`,
      '@csrf_exempt',
    ], r.int(0, 2));
    for (const d of decorators) this.w(0, d);
    this.w(0, `def ${n}_${r.pick(['detail', 'list', 'update', 'delete', 'export', 'create'])}(request${r.chance(0.6) ? ', pk' : ''}):`);
    if (r.chance(0.4)) this.docstring(1, false);
    this.w(1, `${n} = get_object_or_404(${pascal(n)}, pk=pk)`);
    this.body(1, r.int(6, 24), 0);
    this.w(1, `context = {${this.q(n)}: ${n}, ${this.q('title')}: _(${this.q(pascal(n))})}`);
    this.w(1, `return render(request, ${this.q(this.template())}, context)`);
  }

  private viewClass(): void {
    const r = this.r;
    const n = this.noun();
    const kind = r.pick(['List', 'Detail', 'Update', 'Create']);
    this.w(0, `class ${pascal(n)}${kind}View(LoginRequiredMixin, ${kind}View):`);
    this.w(1, `model = ${pascal(n)}`);
    this.w(1, `template_name = ${this.q(this.template())}`);
    if (r.chance(0.6)) this.w(1, `context_object_name = ${this.q(kind === 'List' ? plural(n) : n)}`);
    if (kind === 'List') this.w(1, `paginate_by = ${r.pick([20, 25, 50])}`);
    if (kind !== 'List' && kind !== 'Detail') this.w(1, `fields = [${r.sample(FIELDS, r.int(2, 5)).map((x) => this.q(x)).join(', ')}]`);
    this.blank();
    this.w(1, 'def get_queryset(self):');
    this.w(2, 'qs = super().get_queryset()');
    this.w(2, `status = self.request.GET.get(${this.q('status')})`);
    this.w(2, 'if status:');
    this.w(3, 'qs = qs.filter(status=status)');
    this.w(2, `return qs.order_by(${this.q('-created_at')})`);
    this.blank();
    this.w(1, 'def get_context_data(self, **kwargs):');
    this.w(2, 'context = super().get_context_data(**kwargs)');
    this.w(2, `context[${this.q('page_title')}] = _(${this.q(pascal(plural(n)))})`);
    this.body(2, r.int(2, 10), 0);
    this.w(2, 'return context');
    if (r.chance(0.5)) {
      this.blank();
      this.func(1, this.funcName(), true);
    }
  }

  private serializerClass(): void {
    const r = this.r;
    const n = this.noun();
    this.w(0, `class ${pascal(n)}Serializer(serializers.ModelSerializer):`);
    if (r.chance(0.6)) this.w(1, `${r.pick(['owner', 'customer', 'tenant'])}_name = serializers.CharField(source=${this.q(`${r.pick(['owner', 'customer', 'tenant'])}.name`)}, read_only=True)`);
    if (r.chance(0.4)) this.w(1, `${this.r.pick(FIELDS)} = serializers.SerializerMethodField()`);
    this.blank();
    this.w(1, 'class Meta:');
    this.w(2, `model = ${pascal(n)}`);
    this.w(2, `fields = [${r.sample(FIELDS, r.int(3, 7)).map((x) => this.q(x)).join(', ')}]`);
    this.w(2, `read_only_fields = (${this.q('id')}, ${this.q('created_at')})`);
    this.blank();
    const f = r.pick(FIELDS);
    this.w(1, `def validate_${f}(self, value):`);
    this.w(2, `if ${r.pick(['not value', 'value < 0', `value not in ALLOWED_${f.toUpperCase()}`])}:`);
    this.w(3, `raise serializers.ValidationError(_(${this.q(this.message())}))`);
    this.w(2, 'return value');
    this.blank();
    this.w(1, 'def to_representation(self, instance):');
    this.w(2, 'data = super().to_representation(instance)');
    this.w(2, `data[${this.q('links')}] = {${this.q('self')}: reverse(${this.q(`${this.spec.app.name}:${n}-detail`)}, kwargs={${this.q('pk')}: instance.pk})}`);
    this.body(2, r.int(3, 12), 0);
    this.w(2, 'return data');
    for (let i = r.int(1, 3); i > 0; i--) {
      this.blank();
      this.func(1, this.funcName(), true);
    }
  }

  private adminClass(): void {
    const r = this.r;
    const n = this.noun();
    const pick = (k: number): string => r.sample(FIELDS, k).map((x) => this.q(x)).join(', ');
    this.w(0, `@admin.register(${pascal(n)})`);
    this.w(0, `class ${pascal(n)}Admin(admin.ModelAdmin):`);
    this.w(1, `list_display = (${pick(r.int(3, 6))})`);
    this.w(1, `list_filter = (${pick(r.int(1, 3))},)`);
    this.w(1, `search_fields = [${pick(r.int(1, 3))}]`);
    this.w(1, `readonly_fields = (${this.q('created_at')},)`);
    this.w(1, 'fieldsets = (');
    this.w(2, `(None, {${this.q('fields')}: (${pick(r.int(2, 4))})}),`);
    this.w(2, `(_(${this.q('Metadata')}), {${this.q('fields')}: (${this.q('metadata')},), ${this.q('classes')}: (${this.q('collapse')},)}),`);
    this.w(1, ')');
    this.blank();
    const s = r.pick(STATUSES);
    this.w(1, `@admin.action(description=_(${this.q(`Mark selected ${plural(n)} as ${s}`)}))`);
    this.w(1, `def mark_${s}(self, request, queryset):`);
    this.w(2, `updated = queryset.update(status=${this.q(s)})`);
    this.w(2, `self.message_user(request, _(${this.q(`%d ${plural(n)} updated.`)}) % updated)`);
  }

  private testClass(): void {
    const r = this.r;
    const n = this.noun();
    this.w(0, `class ${pascal(n)}${r.pick(['Tests', 'ViewTests', 'ApiTests', 'ServiceTests'])}(TestCase):`);
    this.w(1, 'def setUp(self):');
    const who = r.pick(['alice', 'bob', 'carol', 'dave']);
    this.w(2, r.chance(0.3) ? `self.user = User.objects.create_user(${this.q(who)}, ${this.q(`${who}@example.com`)}, ${this.q('secret')})` : 'self.user = UserFactory(is_staff=True)');
    this.w(2, 'self.client.force_login(self.user)');
    this.w(2, `self.${n} = ${pascal(n)}Factory(owner=self.user)`);
    const tests = r.int(2, 6);
    for (let i = 0; i < tests; i++) {
      this.blank();
      this.w(1, `def test_${r.pick(VERBS)}_${n}_${r.pick(['returns_200', 'is_idempotent', 'rejects_invalid', 'requires_login', 'updates_status', 'sends_event'])}(self):`);
      const style = r.weighted([[0, 2], [1, 1], [2, 3]]);
      if (style === 0) {
        this.w(2, `response = self.client.get(${this.q(this.route().replace(/<[^>]+>/g, '1'))})`);
        this.w(2, `self.assertEqual(response.status_code, ${r.pick([200, 302, 403, 404])})`);
        if (r.chance(0.3)) this.w(2, `self.assertContains(response, ${this.q(pascal(n))})`);
      } else if (style === 1) {
        this.w(2, `payload = {${this.q('status')}: ${this.q(r.pick(STATUSES))}, ${this.q(r.pick(FIELDS))}: ${this.q(String(r.int(1, 999)))}}`);
        this.w(2, `response = self.client.post(reverse(${this.q(`${this.spec.app.name}:${n}-list`)}), payload, content_type=${this.q('application/json')})`);
        this.w(2, `self.assertEqual(response.json()[${this.q('status')}], ${this.q(r.pick(STATUSES))})`);
      } else {
        this.w(2, `${n} = ${pascal(n)}Factory(owner=self.user)`);
        this.w(2, `result = ${r.pick(VERBS)}_${n}(${n}, ${r.pick(VARS)})`);
        this.w(2, r.pick([`self.assertTrue(result.is_valid())`, `self.assertEqual(len(result), ${r.int(0, 5)})`, `self.assertIsNone(result)`, `self.assertEqual(result.${r.pick(ATTRS)}, ${n}.${r.pick(ATTRS)})`]));
      }
      this.body(2, r.int(6, 20), 0);
    }
  }

  private testFunction(): void {
    const r = this.r;
    const n = this.noun();
    if (r.chance(0.35)) {
      const [a, b] = r.sample(STATUSES, 2);
      this.w(0, `@pytest.mark.parametrize(${this.q('status,expected')}, [(${this.q(a!)}, True), (${this.q(b!)}, False)])`);
      this.w(0, `def test_${n}_${r.pick(VERBS)}(status, expected):`);
      this.w(1, `${n} = ${pascal(n)}Factory(status=status)`);
      this.w(1, `assert ${n}.is_${r.pick(STATUSES)}() is expected`);
    } else {
      this.w(0, `def test_${r.pick(VERBS)}_${n}(db, client):`);
      this.w(1, `response = client.get(${this.q(this.route().replace(/<[^>]+>/g, '7'))})`);
      this.w(1, `assert response.status_code == ${r.pick([200, 404])}`);
      this.w(1, `assert response.json()[${this.q(r.pick(FIELDS))}] == ${this.q(r.pick(STATUSES))}`);
    }
    this.body(1, r.int(6, 20), 0);
  }

  private enumClass(): void {
    const r = this.r;
    const n = this.noun();
    const django = r.chance(0.5);
    this.w(0, `class ${pascal(n)}${r.pick(['Status', 'Kind', 'State', 'Event'])}(${django ? 'models.TextChoices' : 'str, Enum'}):`);
    if (r.chance(0.5)) this.docstring(1, false);
    for (const s of r.sample(STATUSES, r.int(3, 8))) {
      this.w(1, django ? `${s.toUpperCase()} = ${this.q(s)}, _(${this.q(pascal(s))})` : `${s.toUpperCase()} = ${this.q(s)}`);
    }
  }

  private constantsBlock(): void {
    const r = this.r;
    this.w(0, `# ${pascal(r.pick(['events', 'keys', 'settings', 'defaults']))} of the ${this.spec.app.name} app.`);
    const k = r.int(4, 10);
    for (let i = 0; i < k; i++) {
      const n = this.noun();
      const v = r.pick(VERBS);
      this.w(0, r.weighted([
        [`${n.toUpperCase()}_${pastTense(v).toUpperCase()} = ${this.q(`${this.spec.app.domain}.${n}.${pastTense(v)}`)}`, 4],
        [`${n.toUpperCase()}_${r.pick(['CACHE_KEY', 'QUEUE', 'TOPIC'])} = ${this.q(`${this.spec.app.name}:${n}:{}`)}`, 2],
        [`MAX_${plural(n).toUpperCase()} = ${r.int(1, 1000)}`, 2],
        [`DEFAULT_${r.pick(FIELDS).toUpperCase()} = ${this.q(r.pick(STATUSES))}`, 1],
        [`${n.toUpperCase()}_TIMEOUT = 60 * ${r.int(1, 15)}`, 1],
      ]));
    }
    this.blank();
    this.w(0, `${this.noun().toUpperCase()}_STATUS_CHOICES = [`);
    for (const s of r.sample(STATUSES, r.int(2, 5))) this.w(1, `(${this.q(s)}, _(${this.q(pascal(s))})),`);
    this.w(0, ']');
  }

  private registryDict(): void {
    const r = this.r;
    const name = r.pick(['HANDLERS', 'ROUTES', 'EVENT_TOPICS', 'BACKENDS', 'SERIALIZERS', 'PERMISSIONS']);
    this.w(0, `${name}${r.chance(0.3) ? ': dict[str, Any]' : ''} = {`);
    const k = r.int(3, 10);
    for (let i = 0; i < k; i++) {
      const n = this.noun();
      const value = name === 'BACKENDS' || name === 'SERIALIZERS'
        ? this.q(`${this.spec.app.pkg}.${plural(n)}.${pascal(n)}${name === 'BACKENDS' ? 'Backend' : 'Serializer'}`)
        : name === 'EVENT_TOPICS' || name === 'PERMISSIONS' ? this.q(`${this.spec.app.name}-${n}-${r.pick(VERBS)}`) : `${r.pick(VERBS)}_${n}`;
      this.w(1, `${this.q(this.dotted())}: ${value},`);
    }
    this.w(0, '}');
  }

  private settingsDict(): void {
    const r = this.r;
    const name = r.pick(['DEFAULTS', 'CONFIG', 'LOGGING', 'CACHES', 'CELERY_ROUTES']);
    this.w(0, `${name} = {`);
    const k = r.int(4, 9);
    for (let i = 0; i < k; i++) {
      const key = this.q(r.pick(FIELDS));
      const kind = r.int(0, 5);
      if (kind === 0) this.w(1, `${key}: int(os.environ.get(${this.q(this.env())}, ${this.q(String(r.int(1, 300)))})),`);
      else if (kind === 1) this.w(1, `${key}: os.environ.get(${this.q(this.env())}, ${this.q(r.pick(['https://api.example.com/v1', 'redis://localhost:6379/0', 'info', 'eu-west-1']))}),`);
      else if (kind === 2) this.w(1, `${key}: [${r.sample(['email', 'sms', 'push', 'webhook', 'slack'], r.int(1, 3)).map((x) => this.q(x)).join(', ')}],`);
      else if (kind === 3) {
        this.w(1, `${key}: {`);
        for (const s of r.sample(['default', 'fallback', 'bulk', 'priority'], r.int(1, 3))) this.w(2, `${this.q(s)}: ${this.q(`${this.spec.app.pkg}.backends.${pascal(s)}Backend`)},`);
        this.w(1, '},');
      } else this.w(1, `${key}: ${r.chance(0.5) ? r.int(0, 1000) : r.pick(['True', 'False', 'None'])},`);
    }
    this.w(0, '}');
  }

  private routeFunction(): void {
    const r = this.r;
    const n = this.noun();
    const methods = r.sample(['GET', 'POST', 'PUT', 'DELETE'], r.int(1, 2)).map((m) => this.q(m)).join(', ');
    this.w(0, `@bp.route(${this.q(this.route(true))}${r.chance(0.5) ? `, methods=[${methods}]` : ''})`);
    if (r.chance(0.3)) this.w(0, `@require_scope(${this.q(`${plural(n)}:${r.pick(['read', 'write', 'admin'])}`)})`);
    this.w(0, `def ${r.pick(VERBS)}_${n}(${n}_id):`);
    if (r.chance(0.4)) this.docstring(1, false);
    this.w(1, `${n} = ${pascal(n)}.query.get_or_404(${n}_id)`);
    this.body(1, r.int(10, 32), 0);
    this.w(1, r.chance(0.4) ? `return jsonify({${this.q('id')}: ${n}.id, ${this.q('status')}: ${n}.status})` : `return jsonify(${n}.to_dict())`);
  }

  private taskFunction(): void {
    const r = this.r;
    const n = this.noun();
    const v = r.pick(VERBS);
    this.w(0, r.chance(0.6)
      ? `@shared_task(name=${this.q(`${this.spec.app.name}.tasks.${v}_${n}`)}, bind=True, max_retries=${r.int(1, 5)}, queue=${this.q(r.pick(['default', 'high', 'low', this.spec.app.name]))})`
      : `@periodic_task(run_every=crontab(minute=${this.q(`*/${r.int(1, 30)}`)}))`);
    this.w(0, `def ${v}_${n}(self, ${n}_id):`);
    if (r.chance(0.5)) this.docstring(1);
    this.body(1, r.int(6, 24), 0);
  }

  private handlerFunction(): void {
    const r = this.r;
    const n = this.noun();
    this.w(0, r.weighted([
      [`@register(${this.q(this.dotted())})`, 4],
      [`@receiver(post_save, sender=${this.q(`${this.spec.app.name}.${pascal(n)}`)})`, 2],
      [`@subscriber.on(${this.q(`${n}.${pastTense(r.pick(VERBS))}`)}, priority=${r.int(0, 10)})`, 2],
      [`@hooks.register(${this.q(`after_${r.pick(VERBS)}_${n}`)})`, 1],
    ]));
    this.w(0, `def handle_${n}_${pastTense(r.pick(VERBS))}(${r.pick(['sender, instance, **kwargs', 'event', 'payload, context=None'])}):`);
    if (r.chance(0.35)) this.docstring(1, false);
    this.body(1, r.int(6, 24), 0);
  }

  // ---- files ---------------------------------------------------------------------------------------

  private header(imports: string[]): void {
    const r = this.r;
    this.docstring(0, r.chance(0.3));
    if (r.chance(0.4)) this.w(0, 'from __future__ import annotations');
    this.blank();
    for (const i of r.sample(['import logging', 'import os', 'import json', 'from datetime import timedelta', 'from typing import Any, Optional'], r.int(2, 5)).sort()) this.w(0, i);
    if (!this.lines.includes('import logging')) this.w(0, 'import logging');
    if (!this.lines.includes('import os')) this.w(0, 'import os');
    this.blank();
    for (const i of imports) this.w(0, i);
    const importable = (s: PyFileSpec): boolean => s.kind !== 'init' && s.kind !== 'migration' && s.kind !== 'tests' && s !== this.spec;
    const peers = this.other.filter((s) => s.app === this.spec.app && importable(s));
    for (const peer of r.sample(peers, r.int(1, 3))) {
      const mod = peer.path.replace(/\.py$/, '').split('/').join('.');
      const sameDir = peer.path.slice(0, peer.path.lastIndexOf('/')) === this.spec.path.slice(0, this.spec.path.lastIndexOf('/'));
      this.w(0, `from ${sameDir && r.chance(0.6) ? '.' + mod.split('.').pop() : mod} import ${pascal(peer.noun)}${r.chance(0.5) ? `, ${r.pick(VERBS)}_${peer.noun}` : ''}`);
    }
    for (const s of r.sample(this.other, r.int(0, 2))) {
      if (!importable(s)) continue;
      this.w(0, `from ${s.path.replace(/\.py$/, '').split('/').join('.')} import ${pascal(s.noun)}`);
    }
    this.blank();
    this.w(0, 'logger = logging.getLogger(__name__)');
    this.blank();
  }

  private kindImports(): string[] {
    switch (this.spec.kind) {
      case 'models': return ['from django.db import models', 'from django.utils.translation import gettext_lazy as _'];
      case 'views': return ['from django.contrib.auth.decorators import login_required, permission_required', 'from django.shortcuts import get_object_or_404, render', 'from django.utils.translation import gettext as _', 'from django.views.generic import DetailView, ListView'];
      case 'serializers': return ['from rest_framework import serializers', 'from django.urls import reverse', 'from django.utils.translation import gettext_lazy as _'];
      case 'admin': return ['from django.contrib import admin', 'from django.utils.translation import gettext_lazy as _'];
      case 'api': return ['from flask import Blueprint, jsonify, request', 'from acme.core.auth import require_scope'];
      case 'tasks': return ['from celery import shared_task', 'from celery.schedules import crontab'];
      case 'handlers': case 'events': return ['from django.db.models.signals import post_save', 'from django.dispatch import receiver', 'from acme.core.registry import hooks, register, subscriber'];
      case 'tests': return ['import pytest', 'from django.test import TestCase', 'from django.urls import reverse'];
      default: return ['from django.conf import settings', 'from django.db import transaction', 'from django.utils.translation import gettext as _'];
    }
  }

  private item(): void {
    const r = this.r;
    switch (this.spec.kind) {
      case 'models': return r.chance(0.85) ? this.modelClass() : this.func(0, this.funcName(), false);
      case 'views': return r.chance(0.55) ? this.viewFunction() : this.viewClass();
      case 'services': return r.chance(0.7) ? this.serviceClass() : this.func(0, this.funcName(), false);
      case 'handlers': return r.weighted<() => void>([[() => this.handlerFunction(), 6], [() => this.func(0, this.funcName(), false), 2], [() => this.registryDict(), 0.3]])();
      case 'tasks': return r.chance(0.85) ? this.taskFunction() : this.func(0, this.funcName(), false);
      case 'constants': return r.weighted<() => void>([[() => this.constantsBlock(), 3], [() => this.enumClass(), 3], [() => this.registryDict(), 1]])();
      case 'conf': return r.chance(0.75) ? this.settingsDict() : this.func(0, this.funcName(), false);
      case 'serializers': return r.chance(0.85) ? this.serializerClass() : this.func(0, this.funcName(), false);
      case 'admin': return this.adminClass();
      case 'api': return r.chance(0.85) ? this.routeFunction() : this.func(0, this.funcName(), false);
      case 'events': return r.weighted<() => void>([[() => this.registryDict(), 1], [() => this.handlerFunction(), 3], [() => this.enumClass(), 1]])();
      case 'utils': return r.chance(0.85) ? this.func(0, this.funcName(), false, r.chance(0.2) ? [r.pick(['@lru_cache(maxsize=None)', '@cached(ttl=300)', '@contextmanager'])] : []) : this.serviceClass();
      case 'tests': return r.chance(0.55) ? this.testClass() : this.testFunction();
      default: return this.func(0, this.funcName(), false);
    }
  }

  private module(): void {
    const r = this.r;
    this.header(this.kindImports());
    if (this.spec.kind === 'models' && r.chance(0.7)) {
      this.w(0, 'STATUS_CHOICES = [');
      for (const s of r.sample(STATUSES, r.int(2, 5))) this.w(1, `(${this.q(s)}, _(${this.q(pascal(s))})),`);
      this.w(0, ']');
      this.blank();
    }
    if (this.spec.kind === 'api') {
      this.w(0, `bp = Blueprint(${this.q(plural(this.spec.noun))}, __name__, url_prefix=${this.q(`/api/${plural(this.spec.noun)}`)})`);
      this.blank();
    }
    if (r.chance(0.5)) {
      this.w(0, `${this.spec.noun.toUpperCase()}_${r.pick(['EVENT', 'QUEUE', 'PREFIX'])} = ${this.q(this.dotted())}`);
      this.w(0, `${r.pick(['TIMEOUT', 'PAGE_SIZE', 'MAX_RETRIES'])} = ${r.int(1, 120)}`);
      this.blank();
    }
    // Bell-shaped length in [MIN_LINES, MAX_LINES]; items are whole top-level definitions and one that
    // would overflow MAX_LINES is dropped.
    const dense = this.spec.kind === 'constants' || this.spec.kind === 'conf' || this.spec.kind === 'admin';
    const target = dense ? r.bell(MIN_LINES, 140) : r.bell(MIN_LINES + 10, MAX_LINES - 40);
    while (this.lines.length < target) {
      const mark = this.lines.length;
      this.blank();
      this.blank();
      this.item();
      if (this.lines.length > MAX_LINES) {
        this.lines.length = mark;
        if (mark >= MIN_LINES) break;
      }
    }
  }

  private migration(): void {
    const r = this.r;
    const app = this.spec.app;
    this.w(0, `# Generated by Django 4.2.${r.int(1, 11)} on 2023-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`);
    this.blank();
    this.w(0, 'import django.db.models.deletion');
    this.w(0, 'from django.conf import settings');
    this.w(0, 'from django.db import migrations, models');
    this.blank();
    this.blank();
    this.w(0, 'class Migration(migrations.Migration):');
    this.blank();
    if (this.spec.seq === 1) this.w(1, 'initial = True');
    this.blank();
    this.w(1, 'dependencies = [');
    if (this.spec.seq > 1) this.w(2, `(${this.q(app.name)}, ${this.q(`${String(this.spec.seq - 1).padStart(4, '0')}_previous`)}),`);
    this.w(2, 'migrations.swappable_dependency(settings.AUTH_USER_MODEL),');
    for (const d of r.sample(DOMAINS, r.int(0, 2))) this.w(2, `(${this.q(d)}, ${this.q('0001_initial')}),`);
    this.w(1, ']');
    this.blank();
    this.w(1, 'operations = [');
    const target = r.bell(MIN_LINES, 110);
    while (this.lines.length < target) {
      const n = this.noun();
      const op = r.int(0, 4);
      if (op === 0) {
        this.w(2, 'migrations.CreateModel(');
        this.w(3, `name=${this.q(pascal(n))},`);
        this.w(3, 'fields=[');
        this.w(4, `(${this.q('id')}, models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name=${this.q('ID')})),`);
        for (const f of r.sample(FIELDS.filter((x) => x !== 'id'), r.int(2, 8))) {
          this.w(4, r.chance(0.5)
            ? `(${this.q(f)}, models.CharField(blank=True, max_length=${r.pick([20, 64, 255])}, verbose_name=${this.q(f.replace(/_/g, ' '))})),`
            : `(${this.q(f)}, models.${r.pick(['IntegerField(default=0)', 'DateTimeField(auto_now_add=True)', 'JSONField(default=dict)', 'BooleanField(default=False)'])}),`);
        }
        this.w(4, `(${this.q('owner')}, models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name=${this.q(plural(n))}, to=settings.AUTH_USER_MODEL)),`);
        this.w(3, '],');
        this.w(3, `options={${this.q('ordering')}: [${this.q('-created_at')}], ${this.q('db_table')}: ${this.q(`${app.name}_${n}`)}},`);
        this.w(2, '),');
      } else if (op <= 2) {
        this.w(2, `migrations.${op === 1 ? 'AddField' : 'AlterField'}(`);
        this.w(3, `model_name=${this.q(n)},`);
        this.w(3, `name=${this.q(r.pick(FIELDS))},`);
        this.w(3, `field=models.CharField(choices=[(${this.q(r.pick(STATUSES))}, ${this.q(pascal(r.pick(STATUSES)))}), (${this.q(r.pick(STATUSES))}, ${this.q(pascal(r.pick(STATUSES)))})], default=${this.q(r.pick(STATUSES))}, max_length=20),`);
        this.w(2, '),');
      } else if (op === 3) {
        this.w(2, 'migrations.AddIndex(');
        this.w(3, `model_name=${this.q(n)},`);
        this.w(3, `index=models.Index(fields=[${this.q(r.pick(FIELDS))}, ${this.q('created_at')}], name=${this.q(`${app.name.slice(0, 8)}_${n.slice(0, 6)}_${r.int(100, 999)}_idx`)}),`);
        this.w(2, '),');
      } else {
        this.w(2, 'migrations.RunSQL(');
        this.w(3, `${this.q(`UPDATE ${app.name}_${n} SET status = '${r.pick(STATUSES)}' WHERE status IS NULL`.replace(/'/g, this.quote === "'" ? '"' : "'"))},`);
        this.w(3, 'reverse_sql=migrations.RunSQL.noop,');
        this.w(2, '),');
      }
    }
    this.w(1, ']');
  }

  private init(): void {
    const r = this.r;
    const kind = r.int(0, 9);
    if (kind < 3) return; // empty __init__.py
    this.docstring(0, false);
    if (kind < 5) return;
    this.blank();
    const dir = this.spec.path.slice(0, this.spec.path.lastIndexOf('/') + 1);
    const children = this.other.filter((s) => s.path.startsWith(dir) && s.path !== this.spec.path && s.kind !== 'init' && s.kind !== 'migration' && !s.path.slice(dir.length).includes('/'));
    const names: string[] = [];
    for (const c of r.sample(children, r.int(1, 4))) {
      const name = pascal(c.noun) + (c.kind === 'services' ? 'Service' : '');
      names.push(name);
      this.w(0, `from .${c.path.slice(dir.length).replace(/\.py$/, '')} import ${name}`);
    }
    if (names.length) {
      this.blank();
      this.w(0, `__all__ = [${names.map((n) => this.q(n)).join(', ')}]`);
    }
    if (this.spec.path.endsWith(`${this.spec.app.name}/__init__.py`) && r.chance(0.5)) {
      this.w(0, `default_app_config = ${this.q(`${this.spec.app.pkg}.apps.${pascal(this.spec.app.name)}Config`)}`);
    }
  }

  render(): string {
    if (this.spec.kind === 'init') this.init();
    else if (this.spec.kind === 'migration') this.migration();
    else this.module();
    while (this.lines.length && this.lines[this.lines.length - 1] === '') this.lines.pop();
    return this.lines.length ? this.lines.join('\n') + '\n' : '';
  }
}

/** Calls `emit` for every file of the synthetic Python repository, in a stable order. */
export function generatePython(files: number, seed: number, emit: (path: string, text: string) => void): void {
  const specs = planPython(files, seed);
  for (const spec of specs) emit(spec.path, new PyFile(Rng.derive(seed, spec.path), spec, specs).render());
}

/** The synthetic Python repository, generated on first use and reused while its marker matches. */
export function ensurePythonRepo(opts: SyntheticOptions = {}): SyntheticRepo {
  const files = opts.files ?? DEFAULT_PYTHON_FILES;
  const seed = opts.seed ?? DEFAULT_PYTHON_SEED;
  return ensureSynthetic({
    kind: 'python', version: PYTHON_GENERATOR_VERSION, files, seed, dir: opts.dir,
    generate: (emit) => generatePython(files, seed, emit),
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = generatorArgs(process.argv.slice(2), DEFAULT_PYTHON_FILES);
  const repo = ensurePythonRepo({ files: args.files, dir: args.out, seed: args.seed });
  process.stdout.write(`${repo.dir}: ${repo.files} files, ${(repo.bytes / 1e6).toFixed(1)} MB, ${repo.lines} lines${repo.reused ? ' (reused)' : ''}\n`);
}
