import { beforeAll, describe, expect, it } from 'vitest';
import type { GraphStats, RepoGraph } from '../../src/graph/graph.js';
import { loadGraph, NO_BRIDGES, type BridgePlan } from '../../src/graph/load.js';
import { closeDatabase, openDatabase } from '../../src/store/db.js';
import { runCli } from '../helpers/cli.js';
import { scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * A Python repository whose import graph is known edge by edge: absolute, relative and package
 * imports, a submodule imported from its package, an in-repo-looking import with no file (package
 * fallback), a registry dispatched by key, and a bootstrap module importing everything.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/core/__init__.py': 'from .registry import register\n',
  'app/core/registry.py': [
    'HANDLERS = {}',
    'def register(name):',
    '    def deco(fn):',
    '        HANDLERS[name] = fn',
    '        return fn',
    '    return deco',
    '',
  ].join('\n'),
  'app/core/dispatch.py': 'from .registry import HANDLERS\n\ndef run(evt):\n    return HANDLERS[evt["kind"]](evt)\n',
  'app/handlers/__init__.py': '',
  'app/handlers/created.py': 'from ..core import register\n\n@register("order.created")\ndef on_created(e):\n    pass\n',
  'app/handlers/paid.py': 'from app.core.registry import register\n\n@register("order.paid")\ndef on_paid(e):\n    pass\n',
  'app/handlers/shipped.py': 'from app.core.registry import register\n\n@register("order.shipped")\ndef on_shipped(e):\n    pass\n',
  'app/web.py': 'import app.core\nfrom app.core import dispatch\nimport os\n\ndef view(req):\n    return dispatch.run(req)\n',
  'app/broken.py': 'from app.core.missing import thing\nfrom app.handlers.gone import other\n',
  'boot.py': 'import app.handlers.created\nimport app.handlers.paid\nimport app.handlers.shipped\nimport app.web\n',
  'main.py': 'import boot\n',
  'tests/test_orders.py': 'from app.core.dispatch import run\n\ndef test_paid():\n    run({"kind": "order.paid"})\n',
};

interface ReachJson {
  bridges: { mode: string; note: string };
  withKeys: { reachable: boolean; hops: number | null; steps: { kind: string; from: string; to: string; via: string; key: { namespace: string; key: string } | null }[]; degreeCapFired: string[]; fallbackSteps: number } | null;
  importsOnly: { reachable: boolean; hops: number | null; steps: { kind: string; from: string; to: string; via: string }[]; degreeCapFired: string[]; fallbackSteps: number };
  degreeCap: { cap: number; cappedFiles: { file: string; imports: number }[] };
  fallback: { maxFiles: number; fired: number; included: number; tooLarge: number; firings: { reason: string; from: string; reference: string; package: string | null; files: number; outcome: string }[] };
}

describe('the repository graph on a Python fixture', () => {
  let db: string;
  let g: RepoGraph;
  let stats: GraphStats;
  const reach = (...args: string[]): ReachJson => {
    const r = runCli(['reach', '--db', db, '--json', '--min-score', '0', ...args]);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as ReachJson;
  };
  const importTargets = (from: string): string[] => {
    const n = g.fileNode(from)!;
    return g.out[n]!.filter((e) => e.kind === 'imports').map((e) => g.node(e.to).file!).sort();
  };

  beforeAll(async () => {
    db = scanFixture(writeRepo(FILES));
    const conn = await openDatabase(db);
    try {
      g = await loadGraph(conn, NO_BRIDGES, { degreeCap: 3 });
      stats = g.stats();
    } finally {
      closeDatabase(conn);
    }
  });

  it('resolves absolute, relative and package imports to files', () => {
    // `from ..core import register`: the package's __init__.py (register is an attribute of it)
    expect(importTargets('app/handlers/created.py')).toEqual(['app/core/__init__.py']);
    // `from app.core.registry import register`: the module
    expect(importTargets('app/handlers/paid.py')).toEqual(['app/core/registry.py']);
    // `from .registry import HANDLERS` inside app/core
    expect(importTargets('app/core/dispatch.py')).toEqual(['app/core/registry.py']);
    // `import app.core` reaches the package's __init__.py; `from app.core import dispatch` the submodule; os is external
    expect(importTargets('app/web.py')).toEqual(['app/core/__init__.py', 'app/core/dispatch.py']);
    expect(importTargets('boot.py')).toEqual(['app/handlers/created.py', 'app/handlers/paid.py', 'app/handlers/shipped.py', 'app/web.py']);
  });

  it('definitions are nodes of their file', () => {
    const def = g.defNode('app/core/dispatch.py::run');
    expect(def).toBeDefined();
    expect(g.node(def!).file).toBe('app/core/dispatch.py');
    expect(g.out[g.fileNode('app/core/dispatch.py')!]!.some((e) => e.kind === 'defines' && e.to === def)).toBe(true);
  });

  it('a file importing more than the cap is counted as capped', () => {
    expect(stats.degreeCap).toBe(3);
    expect(stats.cappedFiles).toEqual([{ file: 'boot.py', imports: 4 }]);
  });

  it('an in-repo-looking import with no file fires the bounded package fallback, and every firing is counted', () => {
    expect(stats.fallback).toEqual([
      { reason: 'import', from: 'app/broken.py', reference: 'app.core.missing.thing', package: 'app/core/', files: 3, outcome: 'included' },
      { reason: 'import', from: 'app/broken.py', reference: 'app.handlers.gone.other', package: 'app/handlers/', files: 4, outcome: 'included' },
    ]);
    const fallback = g.out[g.fileNode('app/broken.py')!]!.filter((e) => e.kind === 'fallback').map((e) => g.node(e.to).file).sort();
    expect(fallback).toContain('app/core/dispatch.py');
    expect(fallback).toContain('app/handlers/paid.py');
  });

  it('reach counts every firing of the degree cap and goes through the bootstrap only when the cap allows', () => {
    const capped = reach('--from', 'main.py', '--to', 'app/handlers/paid.py', '--no-keys', '--degree-cap', '3');
    expect(capped.importsOnly.reachable).toBe(false);
    expect(capped.importsOnly.degreeCapFired).toEqual(['boot.py']);
    expect(capped.withKeys).toBeNull();
    expect(capped.degreeCap.cappedFiles).toEqual([{ file: 'boot.py', imports: 4 }]);

    const open = reach('--from', 'main.py', '--to', 'app/handlers/paid.py', '--no-keys', '--degree-cap', '10');
    expect(open.importsOnly.hops).toBe(2);
    expect(open.importsOnly.steps.map((s) => `${s.from} ${s.kind} ${s.to}`)).toEqual(['main.py imports boot.py', 'boot.py imports app/handlers/paid.py']);
    expect(open.importsOnly.degreeCapFired).toEqual([]);
  });

  it('a seed over the cap is still expanded: the cap stops expansion through a file, not from it', () => {
    const fromBoot = reach('--from', 'boot.py', '--to', 'app/core/registry.py', '--no-keys', '--degree-cap', '3');
    expect(fromBoot.importsOnly.hops).toBe(2);
  });

  it('the package fallback is an edge of the path, and a too small bound turns it off', () => {
    const r = reach('--from', 'app/broken.py', '--to', 'app/core/dispatch.py', '--no-keys');
    expect(r.importsOnly.hops).toBe(1);
    expect(r.importsOnly.fallbackSteps).toBe(1);
    expect(r.importsOnly.steps[0]!.kind).toBe('fallback');
    expect(r.fallback.fired).toBe(2);
    expect(r.fallback.included).toBe(2);

    const bounded = reach('--from', 'app/broken.py', '--to', 'app/core/dispatch.py', '--no-keys', '--fallback-max', '2');
    expect(bounded.importsOnly.reachable).toBe(false);
    expect(bounded.fallback).toMatchObject({ maxFiles: 2, fired: 2, included: 0, tooLarge: 2 });
  });

  it('imports alone never lead from the dispatcher to a handler; the registry key does, in one hop', () => {
    const r = reach('--from', 'app/core/dispatch.py', '--to', 'app/handlers/paid.py');
    expect(r.bridges.mode).toBe('guess');
    expect(r.importsOnly.reachable).toBe(false);
    expect(r.withKeys!.hops).toBe(1);
    const step = r.withKeys!.steps[0]!;
    expect(step).toMatchObject({ kind: 'key', from: 'app/core/dispatch.py', to: 'app/handlers/paid.py' });
    expect(step.key).toMatchObject({ namespace: 'app.core.registry.register', key: 'order.paid' });
    expect(step.via).toBe('dispatches via HANDLERS');

    // the test's literal key is a lookup of the same key in another file
    const fromTest = reach('--from', 'tests/test_orders.py', '--to', 'app/handlers/paid.py', '--max-hops', '1');
    expect(fromTest.withKeys!.hops).toBe(1);
    expect(fromTest.importsOnly.reachable).toBe(false);
  });

  it('explains an unknown seed and a missing --to', () => {
    const bad = runCli(['reach', '--db', db, '--from', 'nowhere.py', '--to', 'main.py']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('nowhere.py');
    const noTo = runCli(['reach', '--db', db, '--from', 'main.py']);
    expect(noTo.code).toBe(2);
    expect(noTo.stderr).toContain('--to');
  });

  it('a plan without bridges loads no key nodes', () => {
    expect(stats.keys).toBe(0);
    expect(stats.edges.declared_by).toBe(0);
    const plan: BridgePlan = NO_BRIDGES;
    expect(plan.mode).toBe('none');
  });
});

/** Java: same-package classes are used without an import; a qualifier bridges an injection point to the implementation. */
const JAVA: Record<string, string> = {
  'src/main/java/com/x/svc/Service.java': [
    'package com.x.svc;',
    'import com.x.model.Thing;',
    'import org.springframework.beans.factory.annotation.Qualifier;',
    'public class Service {',
    '  private final Engine engine;',
    '  public Service(@Qualifier("fast") Engine engine) { this.engine = engine; }',
    '  public Thing run() { return engine.make(); }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/com/x/svc/Engine.java': 'package com.x.svc;\nimport com.x.model.Thing;\npublic interface Engine { Thing make(); }\n',
  'src/main/java/com/x/svc/FastEngine.java': [
    'package com.x.svc;',
    'import com.x.model.Thing;',
    'import org.springframework.beans.factory.annotation.Qualifier;',
    '@Qualifier("fast")',
    'public class FastEngine implements Engine { public Thing make() { return new Thing("fast"); } }',
    '',
  ].join('\n'),
  'src/main/java/com/x/svc/SlowEngine.java': [
    'package com.x.svc;',
    'import com.x.model.Thing;',
    'import org.springframework.beans.factory.annotation.Qualifier;',
    '@Qualifier("slow")',
    'public class SlowEngine implements Engine { public Thing make() { return new Thing("slow"); } }',
    '',
  ].join('\n'),
  'src/main/java/com/x/model/Thing.java': 'package com.x.model;\npublic class Thing { public Thing(String name) {} }\n',
  'src/main/java/com/x/model/Missing.java': 'package com.x.model;\nimport com.x.model.gone.Nothing;\npublic class Missing {}\n',
  'src/main/java/com/x/app/App.java': 'package com.x.app;\nimport com.x.svc.*;\npublic class App { Service service; }\n',
};

describe('the repository graph on a Java fixture', () => {
  let db: string;
  let g: RepoGraph;

  beforeAll(async () => {
    db = scanFixture(writeRepo(JAVA));
    const conn = await openDatabase(db);
    try {
      g = await loadGraph(conn, NO_BRIDGES);
    } finally {
      closeDatabase(conn);
    }
  });

  const targets = (from: string, kind: string): string[] =>
    g.out[g.fileNode(from)!]!.filter((e) => e.kind === kind).map((e) => g.node(e.to).file!).sort();

  it('explicit imports resolve to the class file; a wildcard import to every class of the package', () => {
    expect(targets('src/main/java/com/x/svc/Service.java', 'imports')).toEqual(['src/main/java/com/x/model/Thing.java']);
    expect(targets('src/main/java/com/x/app/App.java', 'imports')).toEqual([
      'src/main/java/com/x/svc/Engine.java', 'src/main/java/com/x/svc/FastEngine.java', 'src/main/java/com/x/svc/Service.java', 'src/main/java/com/x/svc/SlowEngine.java',
    ]);
  });

  it('same-package classes are reached through declared types of annotated parameters and through bases', () => {
    expect(targets('src/main/java/com/x/svc/Service.java', 'uses')).toEqual(['src/main/java/com/x/svc/Engine.java']);
    expect(targets('src/main/java/com/x/svc/FastEngine.java', 'uses')).toEqual(['src/main/java/com/x/svc/Engine.java']);
  });

  it('an import into an in-repo package with no such class fires the package fallback', () => {
    expect(g.stats().fallback).toEqual([
      { reason: 'import', from: 'src/main/java/com/x/model/Missing.java', reference: 'com.x.model.gone.Nothing', package: 'src/main/java/com/x/model/', files: 2, outcome: 'included' },
    ]);
  });

  it('the qualifier on the injection point references the key the implementation declares', () => {
    const r = runCli(['reach', '--db', db, '--json', '--min-score', '0', '--from', 'src/main/java/com/x/svc/Service.java', '--to', 'src/main/java/com/x/svc/FastEngine.java']);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as ReachJson;
    expect(j.importsOnly.reachable).toBe(false);
    expect(j.withKeys!.hops).toBe(1);
    expect(j.withKeys!.steps[0]!.key).toMatchObject({ namespace: 'org.springframework.beans.factory.annotation.Qualifier', key: 'fast' });
    const slow = runCli(['reach', '--db', db, '--json', '--min-score', '0', '--from', 'src/main/java/com/x/svc/Service.java', '--to', 'src/main/java/com/x/svc/SlowEngine.java']);
    expect((JSON.parse(slow.stdout) as ReachJson).withKeys!.reachable).toBe(false);
  });
});
