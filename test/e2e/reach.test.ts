import { copyFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../src/store/db.js';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { scanFixture } from '../helpers/repo.js';

interface Step {
  kind: string;
  from: string;
  fromSymbol: string | null;
  to: string;
  toSymbol: string | null;
  via: string;
  key: { namespace: string; key: string; referenceTier: string | null; declarationTier: string | null; dispatch: boolean } | null;
}
interface Setting {
  reachable: boolean;
  hops: number | null;
  weight: number | null;
  steps: Step[];
  fromEach: { seed: string; hops: number | null }[];
  degreeCapFired: string[];
}
interface ReachJson {
  from: string[];
  to: string;
  bridges: { mode: string; note: string; patterns: { id: string; subject: string; score?: number }[] };
  withKeys: Setting | null;
  importsOnly: Setting;
  degreeCap: { cap: number; cappedFiles: { file: string; imports: number }[] };
}

const SEEDS = ['webhooks/receiver.py', 'webhooks/signature.py', 'events/schema.py', 'events/dispatcher.py'];
const TARGET = 'handlers/payment_succeeded.py';
const REGISTER = 'c32ff8fd66b'; // events.registry.register, decorator_arg 0 (stable across rescans)
const ENTRY_POINTS = 'c25ae98ba52'; // pyproject.entry_point, group webhook_service.plugins

function reachJson(db: string, ...args: string[]): ReachJson {
  const r = runCli(['reach', '--db', db, '--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as ReachJson;
}

describe('reach on the webhook sample: import expansion never reaches the handler, key bridges do', () => {
  let db: string;

  beforeAll(() => {
    db = scanFixture(join(ROOT, 'sample-repos', 'webhook-service'));
  });

  it('with imports alone the handler is not within two hops of the seeds; with key bridges it is', () => {
    const r = reachJson(db, '--from', ...SEEDS, '--to', TARGET, '--max-hops', '2');
    expect(r.bridges.mode).toBe('guess');
    expect(r.bridges.note).toContain('guess-tier bridges');
    expect(r.importsOnly.reachable).toBe(false);
    expect(r.importsOnly.hops).toBeNull();
    expect(r.withKeys!.reachable).toBe(true);
    expect(r.withKeys!.hops).toBeLessThanOrEqual(2);
    // from the dispatcher the bridge is one hop; from the receiver it is the import plus the bridge: two
    expect(r.withKeys!.fromEach).toEqual([
      { seed: 'webhooks/receiver.py', hops: 2 },
      { seed: 'webhooks/signature.py', hops: null },
      { seed: 'events/schema.py', hops: null },
      { seed: 'events/dispatcher.py', hops: 1 },
    ]);
    expect(r.importsOnly.fromEach.every((e) => e.hops === null)).toBe(true);
    const last = r.withKeys!.steps[r.withKeys!.steps.length - 1]!;
    expect(last).toMatchObject({ kind: 'key', from: 'events/dispatcher.py', fromSymbol: 'events/dispatcher.py::dispatch', to: TARGET, toSymbol: 'handlers/payment_succeeded.py::on_payment_succeeded' });
    expect(last.key).toMatchObject({ namespace: 'events.registry.register', key: 'payment.succeeded', dispatch: true, referenceTier: 'computed', declarationTier: 'guess' });
  });

  it('the import graph alone does not reach the handler at any depth: only the capped bootstrap imports it', () => {
    const r = reachJson(db, '--from', ...SEEDS, '--to', TARGET, '--no-keys', '--max-hops', '12');
    expect(r.importsOnly.reachable).toBe(false);
    expect(r.degreeCap.cappedFiles).toEqual([{ file: 'bootstrap.py', imports: 214 }]);
  });

  it('prints the path hop by hop and says when a setting is unreachable', () => {
    const r = runCli(['reach', '--db', db, '--from', 'webhooks/receiver.py', '--to', TARGET, '--max-hops', '2']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('with key bridges: 2 hops');
    expect(r.stdout).toContain('webhooks/receiver.py --imports events.dispatcher.dispatch--> events/dispatcher.py');
    expect(r.stdout).toContain('events/dispatcher.py (dispatch) --dispatches via HANDLERS [key events.registry.register "payment.succeeded", computed -> guess]--> handlers/payment_succeeded.py (on_payment_succeeded)');
    expect(r.stdout).toContain('imports only: unreachable within 2 hops');
    expect(r.stdout).toContain('zero-configuration mode');
  });

  it('counts every firing of the degree cap: the job runner names the bootstrap, which is not expanded through', () => {
    const capped = reachJson(db, '--from', 'jobs/runner.py', '--to', TARGET);
    expect(capped.withKeys!.degreeCapFired).toEqual(['bootstrap.py']);
    expect(capped.withKeys!.steps[0]!.to).not.toBe('bootstrap.py');
    const uncapped = reachJson(db, '--from', 'jobs/runner.py', '--to', TARGET, '--degree-cap', '300');
    expect(uncapped.withKeys!.hops).toBe(2);
    expect(uncapped.withKeys!.steps.map((s) => s.kind)).toEqual(['names', 'imports']);
    expect(uncapped.withKeys!.degreeCapFired).toEqual([]);
  });

  it('accepted patterns of the decisions file replace the guesses, with their own tiers', () => {
    const ws = tempDir();
    const copy = join(ws, 'index.duckdb');
    copyFileSync(db, copy);
    writeFileSync(join(ws, 'idiomscope.yaml'), `version: 1\ndecisions:\n  - id: ${REGISTER}\n    status: accepted\n    subject: events.registry.register\n`);
    const r = reachJson(copy, '--from', 'events/dispatcher.py', '--to', TARGET);
    expect(r.bridges.mode).toBe('accepted');
    expect(r.bridges.patterns.map((p) => p.id)).toEqual([REGISTER]);
    expect(r.withKeys!.hops).toBe(1);
    expect(r.withKeys!.steps[0]!.key).toMatchObject({ referenceTier: 'computed', declarationTier: 'literal' });
    expect(r.withKeys!.weight).toBeCloseTo(0.6);
    // the entry-point plugins are not bridged: that pattern was not accepted
    expect(reachJson(copy, '--from', 'plugins/loader.py', '--to', 'plugins/slack.py').withKeys!.reachable).toBe(false);
  });

  it('an accepted entry-point pattern bridges the loader to its plugins: the group literal loads every entry', () => {
    const ws = tempDir();
    const copy = join(ws, 'index.duckdb');
    copyFileSync(db, copy);
    writeFileSync(join(ws, 'idiomscope.yaml'), `version: 1\ndecisions:\n  - id: ${ENTRY_POINTS}\n    status: accepted\n    subject: pyproject.entry_point\n`);
    const r = reachJson(copy, '--from', 'plugins/loader.py', '--to', 'plugins/slack.py');
    expect(r.withKeys!.hops).toBe(2);
    expect(r.withKeys!.steps.map((s) => `${s.from} ${s.kind} ${s.to}`)).toEqual([
      'plugins/loader.py key pyproject.toml',
      'pyproject.toml names plugins/slack.py',
    ]);
    expect(r.withKeys!.steps[0]!.via).toBe('loads the group webhook_service.plugins');
  });

  it('a rejected candidate is never guessed', () => {
    const ws = tempDir();
    const decisions = join(ws, 'decisions.yaml');
    writeFileSync(decisions, `version: 1\ndecisions:\n  - id: ${REGISTER}\n    status: rejected\n`);
    const r = reachJson(db, '--from', 'events/dispatcher.py', '--to', TARGET, '--decisions', decisions);
    expect(r.bridges.mode).toBe('guess');
    expect(r.bridges.patterns.map((p) => p.id)).not.toContain(REGISTER);
    expect(r.withKeys!.reachable).toBe(false);
  });

  it('runtime keys from `keys build` are used for accepted patterns when present', async () => {
    const ws = tempDir();
    const copy = join(ws, 'index.duckdb');
    copyFileSync(db, copy);
    const conn = await openDatabase(copy, { readOnly: false });
    try {
      await conn.conn.run(`DELETE FROM runtime_key_sites`);
      await conn.conn.run(`INSERT INTO runtime_key_sites VALUES
        ('events.registry.register', 'payment.succeeded', 'declared', 'handlers/payment_succeeded.py', 18, 'handlers/payment_succeeded.py::on_payment_succeeded', 'literal', NULL, '${REGISTER}'),
        ('events.registry.register', 'payment.succeeded', 'referenced', 'events/dispatcher.py', 43, 'events/dispatcher.py::dispatch', 'literal', NULL, '${REGISTER}')`);
    } finally {
      closeDatabase(conn);
    }
    writeFileSync(join(dirname(copy), 'idiomscope.yaml'), `version: 1\ndecisions:\n  - id: ${REGISTER}\n    status: accepted\n`);
    const r = reachJson(copy, '--from', 'events/dispatcher.py', '--to', TARGET);
    expect(r.bridges.mode).toBe('keys');
    expect(r.withKeys!.hops).toBe(1);
    expect(r.withKeys!.weight).toBeCloseTo(1);
    expect(r.withKeys!.steps[0]!.key).toMatchObject({ namespace: 'events.registry.register', key: 'payment.succeeded', referenceTier: 'literal', declarationTier: 'literal', dispatch: false });
    // charge.refunded has no runtime key in this workspace: not bridged
    const other = reachJson(copy, '--from', 'events/dispatcher.py', '--to', 'handlers/charge_refunded.py');
    expect(other.withKeys!.reachable).toBe(false);
  });
});

describe('reach on the Spring and Django samples', () => {
  const S = 'src/main/java/com/acme/payments';
  let spring: string;
  let django: string;

  beforeAll(() => {
    spring = scanFixture(join(ROOT, 'sample-repos', 'spring-payments'));
    django = scanFixture(join(ROOT, 'sample-repos', 'django-service'));
  });

  it('resolves RefundService to AdyenSettlementClient through the qualifier key, and not to StripeSettlementClient', () => {
    const adyen = reachJson(spring, '--from', `${S}/refund/RefundService.java`, '--to', `${S}/settlement/AdyenSettlementClient.java`);
    expect(adyen.importsOnly.reachable).toBe(false);
    expect(adyen.withKeys!.hops).toBe(1);
    const step = adyen.withKeys!.steps[0]!;
    expect(step).toMatchObject({ kind: 'key', via: '@Qualifier on a ctor param', toSymbol: `${S}/settlement/AdyenSettlementClient.java::AdyenSettlementClient` });
    expect(step.key).toMatchObject({ namespace: 'org.springframework.beans.factory.annotation.Qualifier', key: 'adyen', referenceTier: 'literal', declarationTier: 'guess' });

    const stripe = reachJson(spring, '--from', `${S}/refund/RefundService.java`, '--to', `${S}/settlement/StripeSettlementClient.java`);
    expect(stripe.withKeys!.hops === null || stripe.withKeys!.hops > adyen.withKeys!.hops!).toBe(true);
  });

  it('reaches the Django reindex view from the root URLconf in one hop through its dotted string', () => {
    const r = reachJson(django, '--from', 'backend/shop/urls.py', '--to', 'backend/ops/views.py');
    expect(r.withKeys!.hops).toBe(1);
    expect(r.withKeys!.steps).toEqual([expect.objectContaining({ kind: 'names', from: 'backend/shop/urls.py', to: 'backend/ops/views.py', via: 'ops.views.ReindexView' })]);
    expect(r.importsOnly.reachable).toBe(false);
    const noKeys = reachJson(django, '--from', 'backend/shop/urls.py', '--to', 'backend/ops/views.py', '--no-keys');
    expect(noKeys.withKeys).toBeNull();
    expect(noKeys.bridges.mode).toBe('none');
  });

  it('takes a symbol or a dotted module name as an endpoint', () => {
    const r = reachJson(django, '--from', 'shop.urls', '--to', 'backend/ops/views.py::ReindexView');
    expect(r.withKeys!.hops).toBe(1);
  });
});
