import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Module-level names bound where the tree hides them from a plain `NAME = value` pattern: inside a
 * module-level `try`/`else` or `if`, or as the inner target of a chained assignment. Their dict literals
 * are the module's tables as much as a top-level one is. A dict of the repo's own functions handed to a
 * factory as an argument is a table too; a dict of options is not.
 */
const FILES: Record<string, string> = {
  'conf/__init__.py': '',
  'conf/envs.py': [
    'class Config:',
    '    pass',
    '',
    'Config.environments = environments = {',
    '    "staging": {"debug": False},',
    '    "production": {"debug": False},',
    '    "test_suite": {"debug": True},',
    '}',
    '',
    'def environment(name):',
    '    return environments[name]',
    '',
  ].join('\n'),
  'conf/http.py': [
    'try:',
    '    import fastcurl',
    'except ImportError:',
    '    fastcurl = METHODS = None',
    'else:',
    '    METHODS = {',
    '        "GET": fastcurl.GET,',
    '        "POST": fastcurl.POST,',
    '        "PUT": fastcurl.PUT,',
    '    }',
    '',
    'if fastcurl is not None:',
    '    ENCODERS = {"gzip": fastcurl.gz, "deflate": fastcurl.zlib, "br": fastcurl.brotli}',
    '',
    'def method(m):',
    '    return METHODS[m]',
    '',
    'def run():',
    '    def inner():',
    '        SCRATCH = {"a": 1, "b": 2, "c": 3}',
    '        return SCRATCH',
    '    return inner',
    '',
  ].join('\n'),
  'conf/checks.py': [
    'def check_ref(v): pass',
    'def check_min(v): pass',
    'def check_max(v): pass',
    'def check_type(v): pass',
    'def make(**kw): return kw',
    '',
    'Draft1 = make(name="draft1", checks={"$ref": check_ref, "minimum": check_min, "maximum": check_max})',
    'Draft2 = make(name="draft2", checks={"$ref": check_ref, "type": check_type})',
    'Settings = make(options={"verbose": 1, "color": 2, "width": 3})',
    '',
  ].join('\n'),
};

describe('module-level bindings the plain pattern misses', () => {
  const fx = rankedFixture(FILES);

  it('a dict bound inside a module-level try/else or if is a module table', () => {
    const methods = fx.find((c) => c.subject === 'conf/http.py::METHODS', 'METHODS (try/else)');
    expect(methods).toMatchObject({ kind: 'table', role: 'dict_key', distinctKeys: 3 });
    const encoders = fx.find((c) => c.subject === 'conf/http.py::ENCODERS', 'ENCODERS (if)');
    expect(encoders.distinctKeys).toBe(3);
  });

  it('a dict bound inside a function nested in the module is not the module\'s', () => {
    expect(fx.cands.some((c) => c.subject === 'conf/http.py::SCRATCH')).toBe(false);
  });

  it('the inner target of a chained assignment is bound too', () => {
    const envs = fx.find((c) => c.subject === 'conf/envs.py::environments', 'environments');
    expect(envs).toMatchObject({ kind: 'table', distinctKeys: 3 });
    expect(envs.features.dynamicReads).toBeGreaterThan(0);
  });

  it('a dict of the repo\'s functions passed to a factory is a table, one per argument name, resolving to them', () => {
    const checks = fx.find((c) => c.subject === 'conf/checks.py::checks', 'checks');
    expect(checks).toMatchObject({ kind: 'table', role: 'dict_key', distinctKeys: 4, sites: 5 });
    expect(checks.features.resolveHits).toBe(4);
  });

  it('a dict of plain values passed as an argument is not', () => {
    expect(fx.cands.some((c) => c.subject === 'conf/checks.py::options')).toBe(false);
  });
});
