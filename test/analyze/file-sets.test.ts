import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { runCli } from '../helpers/cli.js';
import { pairsFor, ranked, rankedFixture, rows, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * A directory of files code finds by name is a registry whose register side is the files themselves:
 * templates named by `render("orders/list.html")`, schemas read through a template of their names,
 * Spring's profile files chosen by `spring.profiles.active`. A bare word that equals a file's stem by
 * chance names no set.
 */
describe('file-name registries', () => {
  const docs = Object.fromEntries(['index', 'install', 'usage', 'api', 'faq', 'changes', 'license', 'authors']
    .map((n) => [`docs/${n}.rst`, `${n}\n`]));
  const fx = rankedFixture({
    'shop/__init__.py': '',
    'shop/templates/orders/list.html': '<ul></ul>\n',
    'shop/templates/orders/detail.html': '<div></div>\n',
    'shop/templates/base.html': '<html></html>\n',
    'shop/views.py': [
      'from shop.render import render',
      'def orders(request):',
      '    return render(request, "orders/list.html")',
      'def order(request, pk):',
      '    return render(request, "orders/detail.html")',
      '',
    ].join('\n'),
    'shop/render.py': 'def render(request, name):\n    return name\n',
    // the same templates named again from their own directory: no second, nearer set
    'shop/admin.py': 'PAGES = ["list.html", "detail.html"]\n',
    'shop/schemas/order.json': '{}\n',
    'shop/schemas/refund.json': '{}\n',
    'shop/schemas/payout.json': '{}\n',
    'shop/validate.py': [
      'import pkgutil',
      'def load_schema(name):',
      '    return pkgutil.get_data("shop", "schemas/{}.json".format(name))',
      'ORDER = load_schema("order")',
      '',
    ].join('\n'),
    ...docs,
    'shop/cli.py': 'COMMANDS = {"index": 1, "install": 2}\nSTEPS = ["usage"]\n',
    'src/main/resources/application.yml': 'spring:\n  profiles:\n    active: dev\n',
    'src/main/resources/application-dev.yml': 'server:\n  port: 8081\n',
    'src/main/resources/application-prod.yml': 'server:\n  port: 80\n',
  });

  it('finds templates named by their path under a root, keyed by the path without extensions', () => {
    const t = fx.find((c) => c.kind === 'files' && c.subject === 'shop/templates/**/*.html', 'templates set');
    expect(t.role).toBe('file_name');
    expect(t.distinctKeys).toBe(3);
    expect(t.features.fileRefs).toBe(2);
    expect(t.weak).toBe(false);
    expect(explain(t).join('\n')).toContain('files named by strings in code 2');
  });

  it('keeps one set when strings name the same files from a nearer directory too', () => {
    expect(fx.cands.filter((c) => c.kind === 'files' && c.subject.startsWith('shop/templates/')).map((c) => c.subject))
      .toEqual(['shop/templates/**/*.html']);
  });

  it('reads a template of the names as naming every file it matches', () => {
    const s = fx.find((c) => c.kind === 'files' && c.subject === 'shop/schemas/*.json', 'schemas set');
    expect(s.features.fileRefs).toBe(3);
    expect(s.examples).toEqual(['order', 'payout', 'refund']);
  });

  it('forms no set from bare words that happen to equal file stems', () => {
    expect(fx.cands.filter((c) => c.kind === 'files' && c.subject.startsWith('docs/'))).toEqual([]);
  });

  it('finds Spring profile files as a known idiom, named by spring.profiles.active', () => {
    const p = fx.find((c) => c.kind === 'files' && c.subject === 'application-*.yml', 'profile files');
    expect(p.distinctKeys).toBe(2);
    expect(p.features.fileRefs).toBe(1);
    expect(p.features.knownFramework).toBe('spring');
    expect(p.factors.files).toBe(1);
  });

  it('lists the strings that name the files as the set\'s lookups', async () => {
    const t = fx.find((c) => c.kind === 'files' && c.subject === 'shop/templates/**/*.html', 'templates set');
    const pairs = await pairsFor(fx.db, t.id);
    const sites = pairs.flatMap((p) => p.sites.map((s) => `${s.file}:${s.line}`));
    expect(sites.sort()).toEqual(['shop/views.py:3', 'shop/views.py:5']);
  });
});

describe('file names in the scan', () => {
  it('records the files no language reads, and rescans when one is added', async () => {
    const repo = writeRepo({
      'app/__init__.py': '',
      'app/views.py': 'def a():\n    return read_doc("pages/a.md")\ndef b():\n    return read_doc("pages/b.md")\n',
      'app/docs/pages/a.md': 'a\n',
      'app/docs/pages/b.md': 'b\n',
    });
    const db = scanFixture(repo);
    expect((await rows(db, 'SELECT path FROM other_files ORDER BY path')).map((r) => r.path))
      .toEqual(['app/docs/pages/a.md', 'app/docs/pages/b.md']);
    writeFileSync(join(repo, 'app/docs/pages/c.md'), 'c\n');
    const again = runCli(['scan', repo, '--db', db]);
    expect(again.code).toBe(0);
    const set = (await ranked(db)).find((c) => c.kind === 'files');
    expect(set?.distinctKeys).toBe(3);
  });

  it('a view template is read for its variables and still named as a file of a set', async () => {
    const repo = writeRepo({
      'app/__init__.py': '',
      'app/views.py': 'def a():\n    return render("pages/a.html")\ndef b():\n    return render("pages/b.html")\n',
      'app/templates/pages/a.html': '{{ title }}\n',
      'app/templates/pages/b.html': '{{ body }}\n',
    });
    const db = scanFixture(repo);
    expect(await rows(db, 'SELECT path FROM other_files')).toEqual([]);
    expect((await rows(db, "SELECT value FROM literals WHERE language = 'view-template' ORDER BY value")).map((r) => r.value)).toEqual(['body', 'title']);
    const set = (await ranked(db)).find((c) => c.kind === 'files');
    expect(set?.subject).toBe('app/templates/**/*.html');
    expect(set?.distinctKeys).toBe(2);
  });
});
