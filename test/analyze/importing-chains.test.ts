import { describe, expect, it } from 'vitest';
import python from '../../src/languages/python/index.js';
import { extractText } from '../helpers/extract.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A function that compares its parameter with names and imports a module of the repo for each
 * (`if name == "trio": import dns._trio_backend`) loads a plugin by name: the lazy form of a table of
 * plugins. The compared names are that table's keys and the chain is its declaration. A parameter
 * compared with names whose branches import the standard library (`import posixpath`) or nothing
 * chooses a mode, not an implementation.
 */
const FILES: Record<string, string> = {
  'netkit/__init__.py': '',
  'netkit/backends.py': [
    '_backends = {}',
    '',
    'def get_backend(name):',
    '    backend = _backends.get(name)',
    '    if backend:',
    '        return backend',
    '    if name == "trio":',
    '        import netkit._trio_backend',
    '        backend = netkit._trio_backend.Backend()',
    '    elif name == "curio":',
    '        from . import _curio_backend',
    '        backend = _curio_backend.Backend()',
    '    elif name == "asyncio":',
    '        from netkit import _asyncio_backend as impl',
    '        backend = impl.Backend()',
    '    else:',
    '        raise NotImplementedError(name)',
    '    _backends[name] = backend',
    '    return backend',
    '',
  ].join('\n'),
  'netkit/paths.py': [
    'def normalize(path, pathformat):',
    '    if pathformat == "windows":',
    '        import ntpath',
    '        return ntpath.normpath(path)',
    '    elif pathformat == "posix":',
    '        import posixpath',
    '        return posixpath.normpath(path)',
    '    elif pathformat == "url":',
    '        import urllib.parse',
    '        return urllib.parse.quote(path)',
    '    return path',
    '',
    'def describe(mode):',
    '    if mode == "read":',
    '        return 1',
    '    elif mode == "write":',
    '        return 2',
    '    elif mode == "append":',
    '        return 3',
    '',
  ].join('\n'),
  'netkit/client.py': [
    'from netkit.backends import get_backend',
    '',
    'def default():',
    '    return get_backend("asyncio")',
    '',
  ].join('\n'),
};

describe('chains that import a module for each name a parameter is compared with', () => {
  it('records one branch per comparison of a parameter whose block imports a module outside the standard library', async () => {
    const f = await extractText(python, 'netkit/backends.py', FILES['netkit/backends.py']!, { module: 'netkit.backends' });
    const branches = f.containerAccesses.filter((a) => a.kind === 'branch');
    expect(branches.map((a) => [a.container, a.line])).toEqual([['name', 7], ['name', 10], ['name', 13]]);
    expect(new Set(branches.map((a) => a.enclosingSymbol))).toEqual(new Set(['netkit/backends.py::get_backend']));
    const p = await extractText(python, 'netkit/paths.py', FILES['netkit/paths.py']!, { module: 'netkit.paths' });
    expect(p.containerAccesses.filter((a) => a.kind === 'branch')).toEqual([]);
  });

  const fx = rankedFixture(FILES);

  it('the compared names are a table of plugins, declared by the chain and looked up by the parameter', () => {
    const t = fx.find((c) => c.subject === 'netkit/backends.py::name', 'the get_backend chain');
    expect(t.role).toBe('compare');
    expect(t.distinctKeys).toBe(3);
    expect(t.features.dynamicReads).toBe(3);
    expect(t.weak).toBe(false);
  });

  it('names compared where the branches import the standard library or nothing are no table', () => {
    expect(fx.cands.some((c) => c.subject === 'netkit/paths.py::pathformat')).toBe(false);
    expect(fx.cands.some((c) => c.subject === 'netkit/paths.py::mode')).toBe(false);
  });
});

/**
 * A chain whose branches call a function or build a class named after the name compared
 * (`elif payload["command"] == "shutdown": handle_shutdown_command(worker)`) spells out a dispatch
 * table, whatever the compared value is. Branches that call something else choose a mode.
 */
const DISPATCH: Record<string, string> = {
  'workers/__init__.py': '',
  'workers/commands.py': [
    'def send_command(conn, name, command):',
    '    conn.publish(name, {"command": command})',
    '',
    'def send_shutdown(conn, name):',
    '    send_command(conn, name, "shutdown")',
    '',
    'def handle_command(worker, payload):',
    '    if payload["command"] == "stop-job":',
    '        handle_stop_job_command(worker, payload)',
    '    elif payload["command"] == "shutdown":',
    '        handle_shutdown_command(worker)',
    '    elif "kill-horse" == payload["command"]:',
    '        worker.handle_kill_horse(payload)',
    '',
    'def handle_stop_job_command(worker, payload): pass',
    'def handle_shutdown_command(worker): pass',
    '',
    'def colour(status):',
    '    if status == "ok":',
    '        print("green")',
    '    elif status == "failed":',
    '        print("red")',
    '    elif status == "skipped":',
    '        log_skipped(status)',
    '',
    'def log_skipped(s): pass',
    '',
  ].join('\n'),
};

describe('chains that call a handler named after each name compared', () => {
  it("records a branch when its block calls a function or method whose name holds the key's words", async () => {
    const f = await extractText(python, 'workers/commands.py', DISPATCH['workers/commands.py']!, { module: 'workers.commands' });
    const branches = f.containerAccesses.filter((a) => a.kind === 'branch');
    expect(branches.map((a) => [a.container, a.line])).toEqual([['payload["command"]', 8], ['payload["command"]', 10], ['payload["command"]', 12], ['status', 23]]);
  });

  const fx = rankedFixture(DISPATCH);

  it('the compared names are a table declared by the chain; a lone named branch makes no table', () => {
    const t = fx.find((c) => c.subject === 'workers/commands.py::payload["command"]', 'the dispatch chain');
    expect(t.role).toBe('compare');
    expect(t.distinctKeys).toBe(3);
    expect(t.weak).toBe(false);
    expect(fx.cands.some((c) => c.subject === 'workers/commands.py::status')).toBe(false);
  });
});
