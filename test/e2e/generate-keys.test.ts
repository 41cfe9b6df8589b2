import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RuntimeKey } from '../../src/core/types.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { rows } from '../helpers/repo.js';

interface Workspace {
  db: string;
  out: string;
  records: RuntimeKey[];
}

const built = new Map<string, Workspace>();

/** scan -> generate -> keys build for one sample, through the built CLI; once per sample per file. */
function build(name: string): Workspace {
  const done = built.get(name);
  if (done) return done;
  const work = tempDir();
  const db = join(work, 'index.duckdb');
  const out = join(work, 'queries');
  expect(runCli(['scan', join(ROOT, 'sample-repos', name), '--db', db]).code).toBe(0);
  const g = runCli(['generate', '--db', db, '--decisions', join(ROOT, 'sample-repos', `${name}.decisions.yaml`), '--out', out]);
  expect(g.code, g.stderr).toBe(0);
  const k = runCli(['keys', 'build', '--db', db, '--queries', out, '--json']);
  expect(k.code, k.stderr).toBe(0);
  const records = readFileSync(join(out, 'runtime-keys.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RuntimeKey);
  const ws = { db, out, records };
  built.set(name, ws);
  return ws;
}

const SAMPLES = ['webhook-service', 'django-service', 'spring-payments', 'plugin-host'];

describe('generated queries reproduce the analyzer (round trip)', () => {
  for (const name of SAMPLES) {
    it(`${name}: every accepted pattern's declaration query captures exactly the analyzer's sites`, async () => {
      const ws = build(name);
      const manifest = parse(readFileSync(join(ws.out, 'manifest.yaml'), 'utf8')) as { patterns: { id: string; subject: string; role: string; position: string; kind: string; declaration?: string }[] };
      const grammar = manifest.patterns.filter((p) => p.declaration);
      expect(grammar.length).toBeGreaterThan(0);
      for (const p of grammar) {
        const declared = await rows(ws.db, `SELECT DISTINCT file, line, key FROM runtime_key_sites WHERE pattern_id = '${p.id}' AND side = 'declared' ORDER BY file, line`);
        const analyzer = await rows(ws.db, `SELECT DISTINCT file, line, key, target_kind FROM candidate_sites WHERE subject = '${p.subject.replace(/'/g, "''")}' AND position = '${p.position}'
          AND (role = '${p.role}' OR (role IN ('call_arg', 'decorator_arg') AND '${p.role}' IN ('call_arg', 'decorator_arg'))) ORDER BY file, line`);
        // an annotation on a type or method declares; on a field or parameter it asks (a reference)
        const expected = analyzer.filter((r) => p.role !== 'annotation_arg' || ['class', 'method', 'constructor'].includes(String(r.target_kind)));
        // implicit names are keyed by the function name: compare keys, not decorator lines
        const view = (rs: Record<string, unknown>[]): string[] => rs.map((r) => (p.kind === 'implicit' ? `${r.file} ${r.key}` : `${r.file}:${r.line}`)).sort();
        expect([...new Set(view(declared))], `${name} ${p.id} ${p.subject}`).toEqual([...new Set(view(expected))]);
      }
    });
  }
});

describe('runtime keys of the samples', () => {
  let webhook: Workspace;
  let spring: Workspace;
  let plugin: Workspace;
  beforeAll(() => {
    webhook = build('webhook-service');
    spring = build('spring-payments');
    plugin = build('plugin-host');
  });
  const rec = (ws: Workspace, ns: string, key: string): RuntimeKey | undefined => ws.records.find((r) => r.namespace === ns && r.key === key);

  it('payment.succeeded: declared by its handler, referenced by the dispatcher and the test', () => {
    const r = rec(webhook, 'events.registry.register', 'payment.succeeded')!;
    expect(r.declared_by).toEqual(['handlers/payment_succeeded.py::on_payment_succeeded']);
    expect(r.referenced_by).toEqual(expect.arrayContaining(['events/dispatcher.py::dispatch', 'tests/test_webhooks.py::test_settled']));
    expect(r.confidence).toBe('literal');
  });

  it('the Events.PAYOUT_PAID registration is folded; the f-string loop is computed with its template', () => {
    expect(rec(webhook, 'events.registry.register', 'payout.paid')).toMatchObject({ confidence: 'folded', declared_by: ['handlers/payout_paid.py::on_payout_paid'] });
    expect(rec(webhook, 'events.registry.register', 'payment.{}')).toMatchObject({ confidence: 'computed', declared_by: ['handlers/payment_status.py::<module>'] });
  });

  it('Spring: the qualifier resolves RefundService to AdyenSettlementClient, not a coin flip', () => {
    const adyen = rec(spring, 'org.springframework.beans.factory.annotation.Qualifier', 'adyen')!;
    expect(adyen.declared_by).toEqual(['src/main/java/com/acme/payments/settlement/AdyenSettlementClient.java::AdyenSettlementClient']);
    expect(adyen.referenced_by).toEqual(['src/main/java/com/acme/payments/refund/RefundService.java::RefundService.<init>']);
    const stripe = rec(spring, 'org.springframework.beans.factory.annotation.Qualifier', 'stripe')!;
    expect(stripe.referenced_by).not.toContain('src/main/java/com/acme/payments/refund/RefundService.java::RefundService.<init>');
  });

  it('Spring: both @Profile alternatives appear with the profile as discriminator', () => {
    const eu = rec(spring, 'org.springframework.context.annotation.Profile', 'eu')!;
    const us = rec(spring, 'org.springframework.context.annotation.Profile', 'us')!;
    expect(eu.declared_by).toContain('src/main/java/com/acme/payments/tax/EuTaxCalculator.java::EuTaxCalculator');
    expect(us.declared_by).toContain('src/main/java/com/acme/payments/tax/UsTaxCalculator.java::UsTaxCalculator');
    expect(eu.discriminator).toContain('profile=eu');
    expect(us.discriminator).toBe('profile=us');
  });

  it('a table entry is declared by what its value names: a dotted path or a class', () => {
    const ph = plugin;
    const gcs = ph.records.find((r) => r.namespace === 'plugin_host/storage/registry.py::STORAGE_BACKENDS' && r.key === 'gcs');
    expect(gcs?.declared_by).toEqual(['plugin_host/storage/gcs.py::GcsStore']);
    const upper = ph.records.find((r) => r.namespace === 'plugin_host/transforms/registry.py::TRANSFORMS' && r.key === 'upper');
    expect(upper?.declared_by).toEqual(['plugin_host/transforms/text.py::UpperTransform']);
  });

  it('an entry-point registry is marked external', () => {
    const ph = plugin;
    const ep = ph.records.filter((r) => r.namespace.startsWith('pyproject.entry_point'));
    expect(ep.length).toBeGreaterThan(0);
    expect(ep.every((r) => r.external === true)).toBe(true);
    expect(ph.records.filter((r) => r.namespace === 'plugin_host.cli.registry.command').every((r) => !r.external)).toBe(true);
  });

  it('keys searches lexically: "payment succeeded", payment_succeeded, PaymentSucceeded', () => {
    for (const q of [['payment', 'succeeded'], ['payment_succeeded'], ['PaymentSucceeded']]) {
      const found = JSON.parse(runCli(['keys', ...q, '--db', webhook.db, '--json']).stdout) as RuntimeKey[];
      expect(found[0]?.key, q.join(' ')).toBe('payment.succeeded');
    }
    const text = runCli(['keys', 'payment', 'succeeded', '--db', webhook.db]).stdout;
    expect(text).toContain('declared   handlers/payment_succeeded.py::on_payment_succeeded');
  });

  it('a hand-broken query file is a clear error naming the file and the position', () => {
    const broken = join(tempDir(), 'queries');
    cpSync(webhook.out, broken, { recursive: true });
    const file = join(broken, 'python', 'c32ff8fd66b.scm');
    writeFileSync(file, readFileSync(file, 'utf8').replace('(decorated_definition', '(decorated_definitionz'));
    const r = runCli(['keys', 'build', '--db', webhook.db, '--queries', broken]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/query does not compile: .*c32ff8fd66b\.scm:\d+:\d+: pattern c32ff8fd66b declaration query: Bad node name 'decorated_definitionz'/);
  });
});

describe('a pattern proposed by triage', () => {
  it('at a call slot is rendered and built like a call candidate; at another role it is listed as skipped', () => {
    const work = tempDir();
    const db = join(work, 'index.duckdb');
    expect(runCli(['scan', join(ROOT, 'sample-repos', 'webhook-service'), '--db', db]).code).toBe(0);
    const decisions = join(work, 'idiomscope.yaml');
    writeFileSync(decisions, readFileSync(join(ROOT, 'sample-repos', 'webhook-service.decisions.yaml'), 'utf8') +
      '  - id: n0123456789\n    status: accepted\n    subject: notifications.email.send_template\n    role: call_arg\n    position: "1"\n    language: python\n    kind: proposed\n    reason: proposed by triage\n    date: 2026-12-02\n' +
      '  - id: n9876543210\n    status: accepted\n    subject: payload\n    role: subscript\n    position: ""\n    language: python\n    kind: proposed\n    reason: proposed by triage\n    date: 2026-12-02\n');
    const q = join(work, 'q');
    const r = runCli(['generate', '--db', db, '--decisions', decisions, '--out', q]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('skipped n9876543210');
    expect(r.stderr).not.toContain('skipped n0123456789');
    const manifest = parse(readFileSync(join(q, 'manifest.yaml'), 'utf8')) as { patterns: { id: string; kind: string; sites: number }[]; skipped: { id: string }[] };
    const proposed = manifest.patterns.find((p) => p.id === 'n0123456789');
    expect(proposed).toMatchObject({ kind: 'call' });
    expect(proposed!.sites).toBeGreaterThan(0);
    expect(manifest.skipped.map((p) => p.id)).toEqual(['n9876543210']);
    const k = runCli(['keys', 'build', '--db', db, '--queries', q]);
    expect(k.code, k.stderr).toBe(0);
    const records = readFileSync(join(q, 'runtime-keys.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RuntimeKey);
    const templates = records.filter((x) => x.namespace === 'notifications.email.send_template');
    expect(templates.length).toBeGreaterThan(0);
    expect(templates.every((x) => x.declared_by.length > 0)).toBe(true);
  });
});

describe('an accepted call pair', () => {
  it('declares keys at its register side and references them at its lookup side', () => {
    const work = tempDir();
    const db = join(work, 'index.duckdb');
    expect(runCli(['scan', join(ROOT, 'sample-repos', 'plugin-host'), '--db', db]).code).toBe(0);
    const all = JSON.parse(runCli(['rank', '--db', db, '--json', '--all-spellings', '--limit', '500']).stdout) as { id: string; kind: string; subject: string }[];
    const pair = all.find((c) => c.kind === 'pair' && c.subject === 'plugin_host.signals.on <-> plugin_host.signals.fire');
    expect(pair).toBeDefined();
    const decisions = join(work, 'idiomscope.yaml');
    writeFileSync(decisions, `version: 1\ndecisions:\n  - id: ${pair!.id}\n    status: accepted\n    subject: ${pair!.subject}\n` +
      '    role: call_arg\n    position: "0"\n    language: python\n    kind: pair\n    reason: signals by name\n    date: 2026-12-02\n');
    const q = join(work, 'q');
    const g = runCli(['generate', '--db', db, '--decisions', decisions, '--out', q]);
    expect(g.code, g.stderr).toBe(0);
    expect(readFileSync(join(q, 'python', `${pair!.id}.references.scm`), 'utf8')).toContain('the partner of the call pair, reading the same keys: plugin_host.signals.fire');
    expect(runCli(['keys', 'build', '--db', db, '--queries', q]).code).toBe(0);
    const [rec] = JSON.parse(runCli(['keys', 'report.generated', '--db', db, '--json']).stdout) as RuntimeKey[];
    expect(rec).toMatchObject({ namespace: 'plugin_host.signals.on', key: 'report.generated' });
    expect(rec!.declared_by).toContain('plugin_host/notify.py::<module>');
    expect(rec!.referenced_by).toContain('plugin_host/runner.py::run_export');
  });
});

describe('golden artifacts', () => {
  it('queries-generated/ is what npm run generate:samples writes', () => {
    const out = join(tempDir(), 'queries-generated');
    const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'generate-samples.mjs'), '--out', out], { cwd: ROOT, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    const list = (dir: string): string[] => readdirSync(dir, { recursive: true }).map(String).filter((f) => statSync(join(dir, f)).isFile()).sort();
    const committed = join(ROOT, 'queries-generated');
    expect(list(out)).toEqual(list(committed));
    for (const f of list(committed)) {
      expect(readFileSync(join(out, f), 'utf8'), `${relative(ROOT, join(committed, f))} drifted: run npm run generate:samples`).toBe(readFileSync(join(committed, f), 'utf8'));
    }
  });
});

describe('accepted Java candidates of every shape', () => {
  it('an annotation naming its declaration, an equals chain and constant holders of both languages are generated and built', () => {
    const work = tempDir();
    const repo = join(work, 'repo');
    const files: Record<string, string> = {
      'src/main/java/acme/AppConfig.java': 'package acme;\nimport org.springframework.context.annotation.Bean;\npublic class AppConfig {\n  @Bean\n  public DataSource dataSource() { return null; }\n  @Bean\n  public Cache cache() { return null; }\n}\n',
      'src/main/java/acme/Keys.java': 'package acme;\npublic class Keys {\n  public static final String MALL_NAME = "mall_name";\n  public static final String MALL_PHONE = "mall_phone";\n}\n',
      'src/main/java/acme/Shop.java': 'package acme;\npublic class Shop {\n  String name(Config c) { return c.get(Keys.MALL_NAME) + c.get(Keys.MALL_PHONE); }\n}\n',
      'events/__init__.py': '',
      'events/names.py': 'class Events:\n    PAID = "payment.paid"\n    FAILED = "payment.failed"\n',
      'events/bus.py': 'from events.names import Events\n\ndef on_paid(bus):\n    bus.subscribe(Events.PAID)\n    bus.subscribe(Events.FAILED)\n',
      'src/main/java/acme/Storage.java': 'package acme;\npublic class Storage {\n  Store pick(String active) {\n    if (active.equals("local")) { return local(); }\n    else if (active.equals("s3")) { return new S3Store(); }\n    else if (active.equals("gcs")) { return new GcsStore(); }\n    return null;\n  }\n  Store local() { return new LocalStore(); }\n}\n',
    };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(dirname(join(repo, p)), { recursive: true });
      writeFileSync(join(repo, p), text);
    }
    const db = join(work, 'index.duckdb');
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
    const all = JSON.parse(runCli(['rank', '--db', db, '--json', '--all-spellings', '--limit', '500']).stdout) as { id: string; kind: string; subject: string; role: string; position: string; language: string }[];
    const pick = (pred: (c: (typeof all)[number]) => boolean, what: string): (typeof all)[number] => {
      const c = all.find(pred);
      expect(c, what).toBeDefined();
      return c!;
    };
    const bean = pick((c) => c.subject === 'org.springframework.context.annotation.Bean' && c.role === 'decorator_implicit', '@Bean');
    const chain = pick((c) => c.kind === 'table' && c.role === 'compare', 'the equals chain');
    const holder = pick((c) => c.kind === 'table' && c.role === 'assign' && c.subject === 'acme.Keys', 'the constant holder');
    const pyHolder = pick((c) => c.kind === 'table' && c.role === 'assign' && c.subject === 'events.names.Events', 'the Python constant holder');
    const decisions = join(work, 'idiomscope.yaml');
    writeFileSync(decisions, `version: 1\ndecisions:\n${[bean, chain, holder, pyHolder].map((c) => `  - id: ${c.id}\n    status: accepted\n    subject: ${JSON.stringify(c.subject)}\n    role: ${c.role}\n    position: "${c.position}"\n    language: ${c.language}\n    kind: ${c.kind}\n    reason: test\n    date: 2026-12-07\n`).join('')}`);
    const q = join(work, 'q');
    const g = runCli(['generate', '--db', db, '--decisions', decisions, '--out', q]);
    expect(g.code, g.stderr).toBe(0);
    expect(g.stderr).not.toContain('skipped');
    const k = runCli(['keys', 'build', '--db', db, '--queries', q]);
    expect(k.code, k.stderr).toBe(0);
    const records = readFileSync(join(q, 'runtime-keys.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RuntimeKey);
    expect(records.filter((r) => r.namespace === bean.subject).map((r) => r.key).sort()).toEqual(['cache', 'dataSource']);
    expect(records.find((r) => r.namespace === bean.subject && r.key === 'cache')?.declared_by).toEqual(['src/main/java/acme/AppConfig.java::AppConfig.cache']);
    expect(records.filter((r) => r.namespace === chain.subject).map((r) => r.key).sort()).toEqual(['gcs', 'local', 's3']);
    expect(records.filter((r) => r.namespace === holder.subject).map((r) => r.key).sort()).toEqual(['mall_name', 'mall_phone']);
    expect(records.filter((r) => r.namespace === pyHolder.subject).map((r) => r.key).sort()).toEqual(['payment.failed', 'payment.paid']);
    expect(records.find((r) => r.namespace === pyHolder.subject && r.key === 'payment.paid')?.declared_by).toEqual(['events/names.py::Events']);
    // the constants used by name elsewhere, folded by the scan, are the keys' references
    expect(records.find((r) => r.namespace === pyHolder.subject && r.key === 'payment.paid')?.referenced_by).toEqual(['events/bus.py::on_paid']);
    expect(records.find((r) => r.namespace === holder.subject && r.key === 'mall_name')?.referenced_by).toEqual(['src/main/java/acme/Shop.java::Shop.name']);
  });
});
