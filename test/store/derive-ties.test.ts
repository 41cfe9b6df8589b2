import { beforeAll, describe, expect, it } from 'vitest';
import { rows, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * A table whose keys are of five kinds, one each, so its most common kind is a five-way tie, and a key
 * spelled in four files. The derive steps must pick among equals by a rule, not by the order the rows
 * happened to arrive in: the kind decides which sibling tables form one row, and a choice that changed
 * from one scan to the next changed the ranking with it.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/kinds.py': 'KINDS = {"alpha": 1, "a.b": 2, "BETA": 3, "Gamma": 4, "x/y": 5}\n',
  'app/one.py': 'def f(d):\n    return d["alpha"]\n',
  'app/two.py': 'def g(d):\n    return d["alpha"]\n',
  'app/three.py': 'def h(d):\n    return d.get("alpha")\n',
  'app/registry.py': 'HOOKS = {}\ndef hook(name):\n    def deco(fn):\n        HOOKS[name] = fn\n        return fn\n    return deco\n',
  ...Object.fromEntries(['zeta', 'delta', 'kappa', 'beta', 'omega'].map((m) => [
    `app/${m}.py`, `from app.registry import hook\n@hook("alpha")\ndef on_${m}(): pass\n`])),
};

describe('derive picks among equals by a rule', () => {
  let first = '';
  let second = '';
  beforeAll(() => {
    const repo = writeRepo(FILES);
    first = scanFixture(repo);
    second = scanFixture(repo);
  });

  it('a tie for the most common kind of key goes to the first kind by name', async () => {
    const [kinds] = await rows(first, "SELECT key_kind, key_kind_share FROM candidate_features WHERE subject = 'app/kinds.py::KINDS'");
    expect(kinds).toEqual({ key_kind: 'dotted', key_kind_share: 0.2 });
  });

  it('the files a key is spelled in are listed in order', async () => {
    const [keys] = await rows(first, "SELECT files FROM cand_keys WHERE subject = 'app.registry.hook' AND norm_key = 'alpha'");
    expect(keys!.files).toEqual(['app/beta.py', 'app/delta.py', 'app/kappa.py', 'app/omega.py', 'app/zeta.py']);
  });

  it('two scans of one repo derive the same features', async () => {
    const sql = 'SELECT * FROM candidate_features ORDER BY candidate_id';
    const a = await rows(first, sql);
    const b = await rows(second, sql);
    expect(a.length).toBeGreaterThan(0);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });
});
