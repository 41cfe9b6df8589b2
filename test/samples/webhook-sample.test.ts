/**
 * The committed sample `sample-repos/webhook-service/` must be exactly what
 * `scripts/generate-webhook-sample.mjs` produces, and must keep the proportions DESIGN.md describes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const here = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const SCRIPT = path.join(ROOT, 'scripts', 'generate-webhook-sample.mjs');
const SAMPLE = path.join(ROOT, 'sample-repos', 'webhook-service');

/** Every file under dir, as sorted `/`-separated relative paths. */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string): void => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel);
      else out.push(childRel);
    }
  };
  walk(dir, '');
  return out.sort();
}

const read = (rel: string): string => readFileSync(path.join(SAMPLE, ...rel.split('/')), 'utf8');

describe('sample-repos/webhook-service', () => {
  let tmp: string;

  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'idiomscope-webhook-sample-'));
  });

  afterAll(() => {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  it('is byte-identical to a fresh run of the generator (no drift, no extra or missing files)', () => {
    expect(existsSync(SAMPLE), `${SAMPLE} is missing; run node scripts/generate-webhook-sample.mjs`).toBe(true);
    const run = spawnSync(process.execPath, [SCRIPT, '--out', tmp], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);

    const fresh = listFiles(tmp);
    const committed = listFiles(SAMPLE);
    expect(committed).toEqual(fresh);
    const differing = fresh.filter(
      (rel) => !readFileSync(path.join(tmp, rel)).equals(readFileSync(path.join(SAMPLE, rel))),
    );
    expect(differing, 'regenerate with: node scripts/generate-webhook-sample.mjs').toEqual([]);
  });

  it('has 90 handler modules, a 214-import bootstrap and an 11-import dispatcher', () => {
    const handlers = readdirSync(path.join(SAMPLE, 'handlers')).filter((f) => f.endsWith('.py') && f !== '__init__.py');
    expect(handlers).toHaveLength(90);

    const bootstrapImports = read('bootstrap.py').split('\n').filter((l) => /^import \S+/.test(l));
    expect(bootstrapImports).toHaveLength(214);
    expect(new Set(bootstrapImports).size).toBe(214);
    expect(bootstrapImports).toContain('import handlers.payment_succeeded  # noqa: F401');

    const dispatcher = read('events/dispatcher.py');
    const importLines = dispatcher.split('\n').filter((l) => /^(import|from) /.test(l));
    expect(importLines).toHaveLength(11);
    const modules = importLines.map((l) => /^(?:import|from) (\S+)/.exec(l)![1]);
    expect(new Set(modules).size).toBe(11);
    expect(modules.some((m) => m.startsWith('handlers'))).toBe(false);
    expect(dispatcher).toContain('def dispatch(payload: dict) -> None:');
    expect(dispatcher).toContain('HANDLERS[payload["type"]](payload)');
  });

  it('plants the DESIGN.md case: target, neighbour and the test on the other end of the key', () => {
    const target = read('handlers/payment_succeeded.py');
    expect(target).toContain('@register("payment.succeeded")');
    expect(target).toContain('def on_payment_succeeded(payload: dict) -> None:');
    expect(target).toContain('payload["data"]["settlement_currency"]');

    const neighbour = read('handlers/charge_refunded.py');
    expect(neighbour).toContain('@register("charge.refunded")');
    expect(neighbour).not.toContain('settlement_currency');
    for (const word of ['payment', 'refund', 'currency']) expect(neighbour).toContain(word);

    const registry = read('events/registry.py');
    expect(registry).toContain('HANDLERS: dict[str, Callable[[dict], None]] = {}');
    expect(registry).toContain('HANDLERS[event] = fn');

    expect(read('tests/test_webhooks.py')).toMatch(/def test_settled\(\):[\s\S]*"type": "payment\.succeeded"/);
    expect(read('handlers/payment_status.py')).toContain('register(f"payment.{status}")(_make_handler(status))');
    expect(read('utils/terminal.py')).toContain('BANNER = "\\x1b[31mALERT\\x1b[0m"');
    expect(read('tests/test_rendering.py')).toContain('"<script>alert(1)</script>"');
    expect(read('pyproject.toml')).toContain('[project.entry-points."webhook_service.plugins"]');
    expect(read('plugins/loader.py')).toContain('importlib.metadata.entry_points(group="webhook_service.plugins")');
  });

  it('states facts in expectations.yaml that match the files', () => {
    const expectations = parseYaml(read('expectations.yaml')) as {
      planted_registries: { id: string; callee_path: string; role: string; position: number }[];
      planted_noise: { callee_path: string; role: string; position: number }[];
      facts: Record<string, number>;
      literal_register_keys: string[];
      job_names: string[];
    };
    const files = listFiles(SAMPLE);
    const handlerSources = files
      .filter((f) => /^handlers\/[^/]+\.py$/.test(f) && !f.endsWith('__init__.py'))
      .map(read);
    const count = (re: RegExp) => handlerSources.filter((src) => re.test(src)).length;
    const jobSources = files.filter((f) => f.startsWith('jobs/')).map(read).join('\n');

    const { facts } = expectations;
    expect(facts.handler_modules).toBe(90);
    expect(facts.literal_register_handlers).toBe(count(/^@register\("[^"]+"\)$/m));
    expect(facts.symbolic_register_handlers).toBe(count(/^@register\(Events\.[A-Z_]+\)$/m));
    expect(facts.computed_register_sites).toBe(count(/register\(f"/));
    expect(
      facts.literal_register_handlers + facts.symbolic_register_handlers + facts.computed_register_sites,
    ).toBe(facts.handler_modules);
    expect(facts.job_registrations).toBe((jobSources.match(/^@job\("/gm) ?? []).length);
    expect(facts.job_registrations).toBe(expectations.job_names.length);
    expect(facts.bootstrap_imports).toBe(214);
    expect(facts.dispatcher_imports).toBe(11);
    expect(facts.python_modules).toBe(files.filter((f) => f.endsWith('.py')).length);
    expect(facts.python_modules).toBeGreaterThanOrEqual(214);
    expect(expectations.literal_register_keys).toHaveLength(facts.literal_register_handlers);
    expect(expectations.literal_register_keys).toContain('payment.succeeded');

    const ids = expectations.planted_registries.map((r) => `${r.callee_path}/${r.role}/${r.position}`);
    expect(ids).toEqual(
      expect.arrayContaining(['events.registry.register/decorator_arg/0', 'jobs.registry.job/decorator_arg/0']),
    );
    expect(expectations.planted_noise.map((n) => n.callee_path)).toEqual(
      expect.arrayContaining(['logging.getLogger', 'utils.i18n._', 'os.environ.get', 'cursor.execute', 'ValueError']),
    );
  });

  it('contains nothing git would ignore or that a Python run leaves behind', () => {
    const stray = listFiles(SAMPLE).filter((f) => /(^|\/)(__pycache__|build|\.venv)\/|\.pyc$/.test(f));
    expect(stray).toEqual([]);
  });
});
