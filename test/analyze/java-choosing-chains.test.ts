import { describe, expect, it } from 'vitest';
import java from '../../src/languages/java/index.js';
import { extractText } from '../helpers/extract.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A Java if/else-if chain that compares one value with names by `equals` and, for each name, calls a
 * method of its own class or constructs an object (`if (active.equals("local")) storage = localStorage();`)
 * chooses an implementation by name: the names are a table's keys, declared by the chain, written as
 * the code spells the comparison (`active.equals`). A chain whose branches only return constants,
 * print or throw chooses a mode, not an implementation.
 */
const CONFIG = [
  'package com.acme.storage;',
  'public class StorageConfig {',
  '  private final StorageProperties properties;',
  '  public StorageConfig(StorageProperties properties) { this.properties = properties; }',
  '  public StorageService storageService() {',
  '    StorageService service = new StorageService();',
  '    String active = this.properties.getActive();',
  '    if (active.equals("local")) {',
  '      service.setStorage(localStorage());',
  '    } else if ("aliyun".equals(active)) {',
  '      service.setStorage(this.aliyunStorage());',
  '    } else if (active.equals("qiniu")) {',
  '      service.setStorage(new QiniuStorage(properties.getQiniu()));',
  '    } else {',
  '      throw new IllegalStateException("unsupported storage " + active);',
  '    }',
  '    return service;',
  '  }',
  '  public int level(String mode) {',
  '    if (mode.equals("low")) { return 1; }',
  '    else if (mode.equals("high")) { return 2; }',
  '    else if (mode.equals("off")) { throw new IllegalArgumentException(mode); }',
  '    return 0;',
  '  }',
  '  LocalStorage localStorage() { return new LocalStorage(); }',
  '  AliyunStorage aliyunStorage() { return new AliyunStorage(); }',
  '}',
].join('\n');

const FILES: Record<string, string> = {
  'src/main/java/com/acme/storage/StorageConfig.java': CONFIG,
  'src/main/resources/application.yml': 'storage:\n  active: local\n  modes: [local, qiniu]\n',
};

describe('Java chains choosing an implementation by name', () => {
  it('records one branch per equals comparison whose block calls its own class or constructs, in either operand order', async () => {
    const f = await extractText(java, 'src/main/java/com/acme/storage/StorageConfig.java', CONFIG);
    const branches = f.containerAccesses.filter((a) => a.kind === 'branch');
    expect(branches.map((a) => [a.container, a.line])).toEqual([['active', 8], ['active', 10], ['active', 12]]);
    expect(new Set(branches.map((a) => a.enclosingSymbol))).toEqual(new Set(['src/main/java/com/acme/storage/StorageConfig.java::StorageConfig.storageService']));
  });

  const fx = rankedFixture(FILES);

  it('the compared names are a table declared by the chain, written as the comparison', () => {
    const t = fx.find((c) => c.subject === 'src/main/java/com/acme/storage/StorageConfig.java::active' && c.role === 'compare', 'storage chain');
    expect(t.kind).toBe('table');
    expect(t.distinctKeys).toBe(3);
    expect(t.features.declShare).toBe(1);
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(t.weak).toBe(false);
    expect(t.members?.flatMap((m) => m.written ?? [])).toContain('active.equals');
  });

  it('a chain returning constants or throwing makes no table', () => {
    expect(fx.cands.some((c) => c.subject.endsWith('StorageConfig.java::mode'))).toBe(false);
  });
});

/**
 * A switch on a name whose cases each call the method the label names (`case "callback": return
 * adminBiz.callback(param)`, `case "/beat": return executorBiz.beat()`), or construct an implementation,
 * maps names to methods as the chain above does. A switch whose cases only return constants is a mode.
 */
const API = [
  'package com.acme.api;',
  'public class ApiController {',
  '  private final AdminBiz adminBiz;',
  '  private final JobBiz jobBiz;',
  '  public ApiController(AdminBiz adminBiz, JobBiz jobBiz) { this.adminBiz = adminBiz; this.jobBiz = jobBiz; }',
  '  public Object api(String uri, String body) {',
  '    switch (uri) {',
  '      case "callback": {',
  '        return adminBiz.callback(body);',
  '      }',
  '      case "registry":',
  '        return adminBiz.registry(body);',
  '      case "/addJob":',
  '        return jobBiz.addJob(body);',
  '      default:',
  '        return null;',
  '    }',
  '  }',
  '  public Codec codec(String name) {',
  '    return switch (name) {',
  '      case "gzip" -> new GzipCodec();',
  '      case "zstd" -> new ZstdCodec();',
  '      case "plain", "none" -> new PlainCodec();',
  '      default -> throw new IllegalArgumentException(name);',
  '    };',
  '  }',
  '  public int level(String mode) {',
  '    switch (mode) {',
  '      case "low": return 1;',
  '      case "high": return 2;',
  '      case "max": return 3;',
  '      default: return 0;',
  '    }',
  '  }',
  '}',
].join('\n');

describe('Java switches dispatching on a name', () => {
  it('records a branch for each case that calls the method its label names or constructs an object', async () => {
    const f = await extractText(java, 'src/main/java/com/acme/api/ApiController.java', API);
    const branches = f.containerAccesses.filter((a) => a.kind === 'branch');
    expect(branches.map((a) => [a.container, a.line])).toEqual([['uri', 8], ['uri', 11], ['uri', 13], ['name', 21], ['name', 22], ['name', 23]]);
  });

  const fx = rankedFixture({ 'src/main/java/com/acme/api/ApiController.java': API });

  it('the case labels are a table the switch declares, read by the switched value', () => {
    const t = fx.find((c) => c.subject === 'src/main/java/com/acme/api/ApiController.java::uri' && c.role === 'compare', 'uri switch');
    expect(t.kind).toBe('table');
    expect([...t.examples].sort()).toEqual(['/addJob', 'callback', 'registry']);
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(fx.find((c) => c.subject === 'src/main/java/com/acme/api/ApiController.java::name', 'codec switch').distinctKeys).toBe(4);
  });

  it('a switch returning constants makes no table', () => {
    expect(fx.cands.some((c) => c.subject.endsWith('ApiController.java::mode'))).toBe(false);
  });
});
