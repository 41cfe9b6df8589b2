import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';

const SAMPLE = join(ROOT, 'sample-repos', 'webhook-service');

describe('the webhook sample, scanned through the built CLI', () => {
  let db: string;
  let facts: Record<string, number>;
  const q = (sql: string): Record<string, unknown>[] => {
    const r = runCli(['sql', '--db', db, '--json', sql]);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Record<string, unknown>[];
  };

  beforeAll(() => {
    facts = (parse(readFileSync(join(SAMPLE, 'expectations.yaml'), 'utf8')) as { facts: Record<string, number> }).facts;
    db = join(tempDir(), 'webhook.duckdb');
    const r = runCli(['scan', SAMPLE, '--db', db, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary.skipped).toEqual({});
    expect(summary.parseErrorFiles).toBe(0);
  });

  it('register decorator sites equal the handler modules that use a literal', () => {
    const rows = q(`SELECT count(*) AS sites, count(DISTINCT file) AS files FROM literals
      WHERE role = 'decorator_arg' AND callee_path = 'events.registry.register' AND key_kind = 'literal'`);
    expect(rows[0]).toEqual({ sites: facts.literal_register_handlers, files: facts.literal_register_handlers });
  });

  it('payment.succeeded is declared on the handler with its resolved callee path', () => {
    const rows = q(`SELECT file, line, target_symbol, target_kind, callee_path, arg_index, import_time FROM literals
      WHERE value = 'payment.succeeded' AND role = 'decorator_arg'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      file: 'handlers/payment_succeeded.py', target_symbol: 'handlers/payment_succeeded.py::on_payment_succeeded',
      target_kind: 'function', callee_path: 'events.registry.register', arg_index: 0, import_time: true,
    });
  });

  it('the f-string registration is computed with its template', () => {
    const rows = q(`SELECT value, key_kind, role FROM literals WHERE callee_path = 'events.registry.register' AND key_kind = 'computed'`);
    expect(rows).toEqual([{ value: 'payment.{}', key_kind: 'computed', role: 'call_arg' }]);
    expect(rows).toHaveLength(facts.computed_register_sites);
  });

  it('Events.PAYOUT_PAID is symbolic, resolved to the Events class, and folds through the constants table', () => {
    const rows = q(`SELECT l.value, l.resolved_value, c.value AS folded FROM literals l
      LEFT JOIN constants c ON c.qualified = l.resolved_value
      WHERE l.key_kind = 'symbolic' AND l.callee_path = 'events.registry.register'`);
    expect(rows).toHaveLength(facts.symbolic_register_handlers);
    expect(rows).toContainEqual({ value: 'Events.PAYOUT_PAID', resolved_value: 'events.types.Events.PAYOUT_PAID', folded: 'payout.paid' });
  });

  it('the dispatcher subscripts HANDLERS by the payload type, and the test uses the literal', () => {
    expect(q(`SELECT container, enclosing_symbol FROM literals WHERE file = 'events/dispatcher.py' AND value = 'type' AND role = 'subscript'`))
      .toContainEqual({ container: 'payload', enclosing_symbol: 'events/dispatcher.py::dispatch' });
    expect(q(`SELECT count(*) AS n FROM literals WHERE file = 'tests/test_webhooks.py' AND value = 'payment.succeeded'
      AND enclosing_symbol = 'tests/test_webhooks.py::test_settled' AND in_test`)[0]!.n).toBeGreaterThan(0);
  });

  it('the second registry: job names fill JOBS and are looked up with JOBS.get', () => {
    const rows = q(`SELECT count(*) AS n FROM literals WHERE callee_path = 'jobs.registry.job' AND role = 'decorator_arg'`);
    expect(rows[0]!.n).toBe(facts.job_registrations);
    expect(q(`SELECT count(DISTINCT file) AS n FROM literals WHERE callee_path = 'jobs.registry.job'`)[0]!.n).toBeGreaterThan(1);
  });

  it('bootstrap and dispatcher imports have their real proportions', () => {
    expect(q(`SELECT count(*) AS n FROM imports WHERE file = 'bootstrap.py'`)[0]!.n).toBe(facts.bootstrap_imports);
    expect(q(`SELECT count(DISTINCT module) AS n FROM imports WHERE file = 'events/dispatcher.py'`)[0]!.n).toBe(facts.dispatcher_imports);
  });

  it('callees lists register among the strongest string-taking callees', () => {
    const r = runCli(['callees', '--db', db, '--json', '--limit', '10']);
    const rows = JSON.parse(r.stdout) as { calleePath: string; role: string; files: number }[];
    const reg = rows.find((x) => x.calleePath === 'events.registry.register' && x.role === 'decorator_arg');
    expect(reg?.files).toBe(facts.literal_register_handlers);
  });
});
