import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { scanFixture } from '../helpers/repo.js';

interface Retrieved {
  rank: number;
  file: string;
  score: number;
  lexical: number;
  matched: string[];
  seedRank: number | null;
  reached: { seed: string; hops: number; weight: number; steps: { kind: string; from: string; to: string }[] } | null;
  tokens: number;
  why: string[];
}
interface RetrieveJson {
  query: string;
  terms: string[];
  keys: boolean;
  depth: number;
  seeds: { file: string; bm25: number; matched: string[] }[];
  candidates: number;
  results: Retrieved[];
  pool: { depth: number; files: number; tokens: number }[];
  degreeCap: { cap: number; fired: number; files: string[] };
  fallbackUsed: number;
  bridges: { mode: string; note: string };
  fallback: { maxFiles: number; fired: number };
}

function retrieveJson(db: string, ...args: string[]): RetrieveJson {
  const r = runCli(['retrieve', '--db', db, '--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as RetrieveJson;
}

const rankOf = (r: RetrieveJson, file: string): number => r.results.find((x) => x.file === file)?.rank ?? Infinity;

describe('retrieve on the webhook sample', () => {
  let db: string;
  const TASK = 'persist settlement_currency on payment succeeded webhook';

  beforeAll(() => {
    db = scanFixture(join(ROOT, 'sample-repos', 'webhook-service'));
  });

  it('ranks the handler that persists the settlement currency in the top 5, above the plausible neighbour', () => {
    const r = retrieveJson(db, TASK, '--k', '1000');
    expect(r.terms).toEqual(['persist', 'settlement', 'currency', 'payment', 'succeeded', 'webhook']);
    expect(rankOf(r, 'handlers/payment_succeeded.py')).toBeLessThanOrEqual(5);
    expect(rankOf(r, 'handlers/charge_refunded.py')).toBeGreaterThan(rankOf(r, 'handlers/payment_succeeded.py'));
    const top = r.results.find((x) => x.file === 'handlers/payment_succeeded.py')!;
    expect(top.seedRank).toBe(1);
    expect(top.why[0]).toMatch(/^seed #1 \(bm25 [0-9.]+: payment, succeeded/);
  });

  it('lists only k files and says why each is there', () => {
    const r = retrieveJson(db, TASK, '--k', '5');
    expect(r.results).toHaveLength(5);
    expect(r.results.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const x of r.results) expect(x.why.length).toBeGreaterThan(0);
    // a file the words do not name is there because a seed reaches it
    const reached = r.results.filter((x) => x.seedRank === null && x.reached);
    for (const x of reached) expect(x.why.join(' ')).toMatch(/via (import|key|dotted name|same-package use|package fallback)/);
  });

  it('reports the pool and its estimated token cost at each depth, growing with depth and with bridges', () => {
    const keys = retrieveJson(db, TASK, '--depth', '2');
    const imports = retrieveJson(db, TASK, '--depth', '2', '--no-keys');
    expect(keys.pool.map((p) => p.depth)).toEqual([0, 1, 2]);
    expect(keys.pool[0]!.files).toBe(keys.seeds.length);
    for (let d = 1; d <= 2; d++) {
      expect(keys.pool[d]!.files).toBeGreaterThanOrEqual(keys.pool[d - 1]!.files);
      expect(keys.pool[d]!.files).toBeGreaterThanOrEqual(imports.pool[d]!.files);
    }
    for (const p of keys.pool) expect(p.tokens).toBeGreaterThan(0);
    expect(imports.bridges.mode).toBe('none');
    expect(keys.bridges.mode).toBe('guess');
  });

  it('from a task naming the dispatcher, a handler is reached only through the key bridge', () => {
    const task = 'dispatch payload type handlers registry';
    const keys = retrieveJson(db, task, '--k', '1000', '--depth', '1');
    const imports = retrieveJson(db, task, '--k', '1000', '--depth', '1', '--no-keys');
    const viaKey = keys.results.find((x) => x.file === 'handlers/charge_refunded.py');
    expect(viaKey?.reached?.steps.at(-1)?.kind).toBe('key');
    expect(viaKey?.why.join(' ')).toContain('via key events.registry.register "charge.refunded"');
    expect(imports.results.find((x) => x.file === 'handlers/charge_refunded.py')?.reached ?? null).toBeNull();
  });

  it('prints a table, the pool and the counters as text', () => {
    const r = runCli(['retrieve', '--db', db, TASK, '--k', '3']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('handlers/payment_succeeded.py');
    expect(r.stdout).toMatch(/depth 2: \d+ files, ~[0-9.]+k? tokens/);
    expect(r.stdout).toMatch(/degree cap fired \d+ times? during expansion/);
    expect(r.stdout).toMatch(/package fallback \(<= 8 files\): fired \d+ times?/);
  });

  it('needs a task', () => {
    const r = runCli(['retrieve', '--db', db]);
    expect(r.code).toBe(2);
  });
});

describe('retrieve on the Spring sample', () => {
  let db: string;
  const S = 'src/main/java/com/acme/payments/settlement';

  beforeAll(() => {
    db = scanFixture(join(ROOT, 'sample-repos', 'spring-payments'));
  });

  it('puts AdyenSettlementClient ahead of StripeSettlementClient for the Adyen refund task', () => {
    const task = "Finance can't reconcile refunds that settle through Adyen: we send a random UUID as the reference. Send our payment reference with a '-refund' suffix instead.";
    const r = retrieveJson(db, task, '--k', '1000');
    expect(rankOf(r, `${S}/AdyenSettlementClient.java`)).toBeLessThanOrEqual(5);
    expect(rankOf(r, `${S}/AdyenSettlementClient.java`)).toBeLessThan(rankOf(r, `${S}/StripeSettlementClient.java`));
  });

  it('from the refund service alone, the qualifier bridge brings in the Adyen client and not the Stripe one', () => {
    const r = retrieveJson(db, 'RefundService', '--k', '1000', '--depth', '1');
    expect(r.seeds[0]!.file).toBe('src/main/java/com/acme/payments/refund/RefundService.java');
    const adyen = r.results.find((x) => x.file === `${S}/AdyenSettlementClient.java`);
    expect(adyen?.why.join(' ')).toContain('via key org.springframework.beans.factory.annotation.Qualifier "adyen"');
    expect(rankOf(r, `${S}/AdyenSettlementClient.java`)).toBeLessThan(rankOf(r, `${S}/StripeSettlementClient.java`));
  });
});
