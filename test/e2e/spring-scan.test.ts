import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from '../helpers/cli.js';
import { rows, scanFixture, writeRepo } from '../helpers/repo.js';

const Q = 'org.springframework.beans.factory.annotation.Qualifier';
const P = 'org.springframework.context.annotation.Profile';
const pkg = 'src/main/java/com/acme/payments';

describe('the Spring facts of the spring-payments sample are in the database', () => {
  let db: string;
  beforeAll(() => {
    db = join(tempDir(), 'spring.duckdb');
    const r = runCli(['scan', join(ROOT, 'sample-repos', 'spring-payments'), '--db', db, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).parseErrorFiles).toBe(0);
  });

  it('AdyenSettlementClient, which implements SettlementClient, declares qualifier adyen', async () => {
    expect(await rows(db, `SELECT base_path, relation FROM definition_bases WHERE symbol = '${pkg}/settlement/AdyenSettlementClient.java::AdyenSettlementClient'`))
      .toContainEqual({ base_path: 'com.acme.payments.settlement.SettlementClient', relation: 'implements' });
    expect(await rows(db, `SELECT target_symbol, target_kind FROM literals WHERE callee_path = '${Q}' AND value = 'adyen' AND target_kind = 'class'`))
      .toEqual([{ target_symbol: `${pkg}/settlement/AdyenSettlementClient.java::AdyenSettlementClient`, target_kind: 'class' }]);
  });

  it('RefundService asks for adyen on a constructor parameter typed SettlementClient', async () => {
    expect(await rows(db, `SELECT file, target_kind, target_type, keyword FROM literals WHERE callee_path = '${Q}' AND value = 'adyen' AND target_kind <> 'class'`))
      .toEqual([{ file: `${pkg}/refund/RefundService.java`, target_kind: 'ctor_param', target_type: 'SettlementClient', keyword: 'value' }]);
  });

  it('the constant-based qualifier is symbolic, its constant recorded, and it folds', async () => {
    const sym = await rows(db, `SELECT file, value, key_kind FROM literals WHERE callee_path = '${Q}' AND key_kind = 'symbolic' ORDER BY file`);
    expect(sym.map((r) => r.value)).toEqual(['ProviderNames.WORLDPAY', 'ProviderNames.WORLDPAY']);
    expect(await rows(db, `SELECT qualified, value FROM constants WHERE name = 'WORLDPAY'`))
      .toEqual([{ qualified: 'com.acme.payments.settlement.ProviderNames.WORLDPAY', value: 'worldpay' }]);
    expect(await rows(db, `SELECT DISTINCT key, tier FROM key_sites WHERE callee_path = '${Q}' AND key_kind = 'symbolic'`))
      .toEqual([{ key: 'worldpay', tier: 'folded' }]);
  });

  it('both @Profile alternatives are present, and array values keep their index', async () => {
    const profiles = await rows(db, `SELECT value, target_symbol, elem_index FROM literals WHERE callee_path = '${P}' ORDER BY target_symbol, elem_index`);
    const targets = profiles.map((r) => `${String(r.target_symbol).split('::')[1]}=${r.value}`);
    expect(targets).toEqual(expect.arrayContaining(['EuTaxCalculator=eu', 'UsTaxCalculator=us']));
    expect(profiles.filter((r) => r.elem_index === 1).map((r) => r.value)).toEqual(['kubernetes']);
  });

  it('placeholders link @Value to application.yml keys and the eu profile', async () => {
    expect(await rows(db, `SELECT DISTINCT value FROM literals WHERE role = 'config_ref' AND language = 'java' AND value = 'payments.provider.timeout'`))
      .toEqual([{ value: 'payments.provider.timeout' }]);
    const props = await rows(db, `SELECT DISTINCT container FROM literals WHERE language = 'spring-config' AND role = 'config_entry' AND value = 'payments.provider.timeout' ORDER BY 1`);
    expect(props.map((r) => r.container)).toContain('default');
  });

  it('callees names a configuration entry slot as rank does: one row whatever the profile', async () => {
    const r = runCli(['callees', '--db', db, '--json', '--limit', '500']);
    const props = (JSON.parse(r.stdout) as { calleePath: string; role: string; position: string }[])
      .filter((x) => x.calleePath === 'spring-config.property' && x.role === 'config_entry');
    expect(props.map((x) => x.position)).toEqual(['']);
    const ranked = JSON.parse(runCli(['rank', '--db', db, '--json', '--limit', '500']).stdout) as { subject: string; role: string; position: string }[];
    expect(ranked.find((c) => c.subject === 'spring-config.property' && c.role === 'config_entry')?.position).toBe('');
  });

  it('XML bean ids, class names and refs; the class name resolves to the Java class', async () => {
    expect(await rows(db, `SELECT role, value FROM literals WHERE language = 'spring-xml' AND value = 'auditSink' AND role = 'config_entry'`)).toHaveLength(1);
    expect(await rows(db, `SELECT target_symbol FROM dotted_refs WHERE value = 'com.acme.payments.audit.FileAuditSink'`))
      .toEqual([{ target_symbol: `${pkg}/audit/FileAuditSink.java::FileAuditSink` }]);
  });
});

describe('configuration files in a scan', () => {
  it('a malformed config file is recorded with its line and the scan goes on', async () => {
    const db = scanFixture(writeRepo({
      'config/application.yml': 'payments:\n  timeout: 5\n  bad: [unclosed\n',
      'pyproject.toml': '[project.entry-points."acme.plugins"]\ncsv = "acme.csv:CsvPlugin"\n',
      'acme/__init__.py': '',
      'acme/csv.py': 'class CsvPlugin:\n    pass\n',
    }));
    const errors = await rows(db, `SELECT file, kind, line FROM scan_errors WHERE kind = 'config_parse'`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'config/application.yml' });
    expect(Number(errors[0]!.line)).toBeGreaterThanOrEqual(3);
    expect(await rows(db, `SELECT container, value FROM literals WHERE language = 'pyproject' AND role = 'config_entry'`))
      .toEqual([{ container: 'acme.plugins', value: 'csv' }]);
    expect(await rows(db, `SELECT target_symbol FROM dotted_refs WHERE value = 'acme.csv:CsvPlugin'`))
      .toEqual([{ target_symbol: 'acme/csv.py::CsvPlugin' }]);
  });
});
