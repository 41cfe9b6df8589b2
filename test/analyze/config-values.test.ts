import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { rankedFixture, rows } from '../helpers/repo.js';

/**
 * A property set to a different value in several configuration files is a family, like a class
 * attribute set in every subclass: `spring.application.name` names each service, and the gateway's
 * `lb://` routes and a client's `http://<service>/` URLs look those names up by host.
 */
const yml = (name: string, port: number): string => `spring:\n  application:\n    name: ${name}\nserver:\n  port: ${port}\n`;

const FILES: Record<string, string> = {
  'customers/src/main/resources/application.yml': yml('customers-service', 8081),
  'vets/src/main/resources/application.yml': yml('vets-service', 8083),
  'visits/src/main/resources/application.yml': yml('visits-service', 8082),
  'gateway/src/main/resources/application.yml': [
    yml('api-gateway', 8080).trimEnd(),
    'routes:',
    '  customers: lb://customers-service',
    '  vets: lb://vets-service',
    '',
  ].join('\n'),
  'gateway/src/main/java/gw/VisitsClient.java': [
    'package gw;',
    'public class VisitsClient {',
    '  String base() { return "http://visits-service/pets/visits"; }',
    '}',
    '',
  ].join('\n'),
};

describe('configuration value families', () => {
  const fx = rankedFixture(FILES);
  const find = fx.find;

  it('a property with a distinct value per file is a candidate, its values looked up by URL host', () => {
    const ids = find((c) => c.role === 'config_value' && c.subject === 'spring.application.name', 'service ids');
    expect(ids).toMatchObject({ kind: 'config', sites: 4, files: 4, distinctKeys: 4, weak: false });
    // customers-service and vets-service through lb://, visits-service through the Java client's URL
    expect(ids.features.lookupHits).toBe(3);
    expect(ids.factors.backing).toBe(1);
  });

  it('a family whose values nothing looks up is unbacked', () => {
    const ports = find((c) => c.role === 'config_value' && c.subject === 'server.port', 'server.port');
    expect(ports.features.lookupHits).toBe(0);
    expect(ports.factors.backing).toBe(0.2);
    expect(explain(ports).join('\n')).toContain('values of the property server.port are looked up');
    const ids = fx.cands.findIndex((c) => c.subject === 'spring.application.name');
    expect(fx.cands.indexOf(ports)).toBeGreaterThan(ids);
  });

  it('a property set in fewer than three files, or to one value everywhere, is no family', async () => {
    const subjects = (await rows(fx.db, "SELECT DISTINCT subject FROM candidate_features WHERE role = 'config_value' ORDER BY subject")).map((r) => r.subject);
    expect(subjects).toEqual(['server.port', 'spring.application.name']);
  });

  it('an accepted family generates a config rule and builds runtime keys with the URL references', () => {
    const ids = fx.cands.find((c) => c.subject === 'spring.application.name')!;
    const work = tempDir();
    const decisions = join(work, 'decisions.yaml');
    writeFileSync(decisions, [
      'version: 1',
      'decisions:',
      `  - id: ${ids.id}`,
      '    status: accepted',
      '    subject: spring.application.name',
      '    role: config_value',
      '    position: ""',
      '    language: spring-config',
      '    kind: config',
      '    reason: "service ids"',
      '    date: 2026-12-03',
      '',
    ].join('\n'));
    const out = join(work, 'queries');
    const g = runCli(['generate', '--db', fx.db, '--decisions', decisions, '--out', out, '--json']);
    expect(g.code, g.stderr).toBe(0);
    expect(JSON.parse(g.stdout).patterns[0]).toMatchObject({ subject: 'spring.application.name', role: 'config_value', sites: 4 });
    const k = runCli(['keys', 'build', '--db', fx.db, '--queries', out]);
    expect(k.code, k.stderr).toBe(0);
    const found = JSON.parse(runCli(['keys', 'visits', 'service', '--db', fx.db, '--json']).stdout);
    expect(found).toHaveLength(1);
    expect(found[0].declared_by).toEqual(['visits/src/main/resources/application.yml::<module>']);
    expect(found[0].referenced_by[0]).toContain('gateway/src/main/java/gw/VisitsClient.java');
  });
});
