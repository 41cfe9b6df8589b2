import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import type { RuntimeKey } from '../../src/core/types.js';
import { runCli, tempDir } from '../helpers/cli.js';

/**
 * `rank` lists the service files of one directory as one row (one loader, one file per extension
 * point). Accepting that row accepts the directory: `generate` writes a rule for every file in it, and
 * `keys build` files each file's names under that file's own namespace, so the same name in two
 * extension points (`zk` for the registry and for discovery) stays two keys.
 */
const J = 'src/main/java/com/acme';
const R = 'src/main/resources/META-INF/extensions';
const FILES: Record<string, string> = {
  [`${J}/Registry.java`]: 'package com.acme;\npublic interface Registry {\n  void register(String name);\n}\n',
  [`${J}/Discovery.java`]: 'package com.acme;\npublic interface Discovery {\n  String lookup(String name);\n}\n',
  [`${J}/ZkRegistry.java`]: 'package com.acme;\npublic class ZkRegistry implements Registry {\n  public void register(String name) {}\n}\n',
  [`${J}/NacosRegistry.java`]: 'package com.acme;\npublic class NacosRegistry implements Registry {\n  public void register(String name) {}\n}\n',
  [`${J}/ZkDiscovery.java`]: 'package com.acme;\npublic class ZkDiscovery implements Discovery {\n  public String lookup(String name) { return name; }\n}\n',
  [`${J}/EtcdDiscovery.java`]: 'package com.acme;\npublic class EtcdDiscovery implements Discovery {\n  public String lookup(String name) { return name; }\n}\n',
  [`${J}/Client.java`]: [
    'package com.acme;',
    'public class Client {',
    '  Object pick(Loader loader) { return loader.getExtension("zk"); }',
    '  Object other(Loader loader) { return loader.getExtension("etcd"); }',
    '}',
    '',
  ].join('\n'),
  [`${J}/Loader.java`]: 'package com.acme;\npublic class Loader {\n  public Object getExtension(String name) { return null; }\n}\n',
  [`${R}/com.acme.Registry`]: 'zk=com.acme.ZkRegistry\nnacos=com.acme.NacosRegistry\n',
  [`${R}/com.acme.Discovery`]: 'zk=com.acme.ZkDiscovery\netcd=com.acme.EtcdDiscovery\n',
};

interface Rule { declares: { callee_path: string; role: string; namespace_per_file?: boolean }; sites_when_generated?: number; namespace: string }

describe('an accepted row of a directory of service files', () => {
  let out = '';
  let rule: Rule;
  let records: RuntimeKey[] = [];

  beforeAll(() => {
    const work = tempDir();
    const repo = join(work, 'repo');
    for (const [path, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), text);
    }
    const db = join(work, 'index.duckdb');
    expect(runCli(['scan', repo, '--db', db]).code).toBe(0);
    const ranked = JSON.parse(runCli(['rank', '--db', db, '--json', '--language', 'service-file']).stdout) as { id: string; subject: string; role: string; position: string; language: string; kind: string; spellings: string[] }[];
    const row = ranked.find((c) => c.subject.includes('META-INF/extensions/'))!;
    expect(row.spellings).toHaveLength(2);
    const decisions = join(work, 'idiomscope.yaml');
    writeFileSync(decisions, stringify({ version: 1, decisions: [{
      id: row.id, status: 'accepted', subject: row.subject, role: row.role, position: row.position,
      language: row.language, kind: row.kind, reason: 'extension names', date: '2026-12-07',
    }] }));
    out = join(work, 'queries');
    const g = runCli(['generate', '--db', db, '--decisions', decisions, '--out', out]);
    expect(g.code, g.stderr).toBe(0);
    rule = parse(readFileSync(join(out, 'config', `${row.id}.yaml`), 'utf8')) as Rule;
    const k = runCli(['keys', 'build', '--db', db, '--queries', out]);
    expect(k.code, k.stderr).toBe(0);
    records = readFileSync(join(out, 'runtime-keys.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as RuntimeKey);
  });

  it('writes one rule for the whole directory, counting the names of every file in it', () => {
    expect(rule.declares.callee_path).toBe('service-file.META-INF/extensions/*');
    expect(rule.declares.namespace_per_file).toBe(true);
    expect(rule.namespace).toBe('service-file.META-INF/extensions/*');
    expect(rule.sites_when_generated).toBe(4);
  });

  it("files each file's names under that file's namespace: the same name in two extension points is two keys", () => {
    const zk = records.filter((r) => r.key === 'zk').map((r) => r.namespace).sort();
    expect(zk).toEqual(['service-file.META-INF/extensions/com.acme.Discovery', 'service-file.META-INF/extensions/com.acme.Registry']);
    expect(records.map((r) => r.key).sort()).toEqual(['etcd', 'nacos', 'zk', 'zk']);
  });

  it('finds the lookups of each name in the code', () => {
    const etcd = records.find((r) => r.key === 'etcd')!;
    expect(etcd.referenced_by.some((s) => s.startsWith('src/main/java/com/acme/Client.java'))).toBe(true);
  });
});
