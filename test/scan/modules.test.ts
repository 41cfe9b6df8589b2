import { describe, expect, it } from 'vitest';
import { moduleNames, namespacePackages, pythonModules, sourceRoots } from '../../src/scan/modules.js';
import { rankedFixture } from '../helpers/repo.js';

const files: Record<string, string> = {
  // a namespace package: ruamel/ has no __init__.py, its package imports itself through it
  'ruamel/yaml/__init__.py': 'from ruamel.yaml.main import load\n',
  'ruamel/yaml/main.py': 'def load(s): return s\n',
  // a nested one: google/ and google/cloud/ are both namespaces
  'google/cloud/storage/__init__.py': '',
  'google/cloud/storage/blob.py': 'from google.cloud.storage import client\n',
  'google/cloud/storage/client.py': '',
  // a src layout: src/ only holds the package, which imports itself by its own name
  'src/shop/__init__.py': '',
  'src/shop/orders.py': 'from shop.payments import pay\n',
  'src/shop/payments.py': 'def pay(): pass\n',
  // a folder of a monorepo, never spelled in an import
  'services/billing/__init__.py': '',
  'services/billing/api.py': 'from billing import models\nimport services_helper\n',
  // a directory no module can be named after is never a namespace, nor read as a pattern
  'tools/c++(old)/__init__.py': 'from tools.c++(old) import x\n',
};
const paths = Object.keys(files);
const read = (p: string): string | null => files[p] ?? null;

describe('python module names', () => {
  it('finds namespace packages by the imports of their own files, nested ones too', () => {
    expect(namespacePackages(paths, read).sort()).toEqual(['google', 'google/cloud', 'ruamel']);
  });

  it('names a namespace package\'s modules through it, and leaves src layouts and folders out of the name', () => {
    const modules = pythonModules(paths, namespacePackages(paths, read));
    expect(modules.get('ruamel/yaml/main.py')).toBe('ruamel.yaml.main');
    expect(modules.get('ruamel/yaml/__init__.py')).toBe('ruamel.yaml');
    expect(modules.get('google/cloud/storage/blob.py')).toBe('google.cloud.storage.blob');
    expect(modules.get('src/shop/orders.py')).toBe('shop.orders');
    expect(modules.get('services/billing/api.py')).toBe('billing.api');
    // without the namespaces, as before: the package is the top
    expect(pythonModules(paths).get('ruamel/yaml/main.py')).toBe('yaml.main');
  });

  it('does not import through the namespace directory as a source root', () => {
    const ns = namespacePackages(paths, read);
    expect(sourceRoots(paths, ns)).not.toContain('ruamel');
    expect(sourceRoots(paths, ns)).toContain('src');
    expect(sourceRoots(paths)).toContain('ruamel');
    const names = moduleNames(paths, ns).filter((m) => m.file === 'ruamel/yaml/main.py').map((m) => m.module);
    expect(names).toEqual(['ruamel.yaml.main']);
  });
});

describe('a scanned namespace package', () => {
  const fx = rankedFixture({
    'acme/events/__init__.py': '',
    'acme/events/registry.py': [
      'HANDLERS = {}',
      'def on(name):',
      '    def wrap(fn):',
      '        HANDLERS[name] = fn',
      '        return fn',
      '    return wrap',
      'def fire(payload):',
      '    return HANDLERS[payload["type"]](payload)',
      '@on("internal.ping")',
      'def ping(p): pass',
      '',
    ].join('\n'),
    'acme/events/billing.py': [
      'from acme.events.registry import on',
      '@on("invoice.paid")',
      'def paid(p): pass',
      '@on("invoice.voided")',
      'def voided(p): pass',
      '',
    ].join('\n'),
  });

  it('names its own modules as its imports do: a decorator used at home and imported elsewhere is one slot', () => {
    const on = fx.find((c) => c.subject === 'acme.events.registry.on', 'acme.events.registry.on');
    expect(on.examples).toEqual(expect.arrayContaining(['internal.ping', 'invoice.paid', 'invoice.voided']));
    expect(on.features.storage).toBe(true);
    expect(fx.cands.some((c) => c.subject === 'events.registry.on')).toBe(false);
  });
});
