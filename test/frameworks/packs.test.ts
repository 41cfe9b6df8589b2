import { describe, expect, it } from 'vitest';
import { FRAMEWORKS } from '../../src/frameworks/index.js';
import { ranked, rows, scanFixture, writeRepo } from '../helpers/repo.js';

const ROLES = new Set(['call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg', 'decorator_implicit', 'class_attr',
  'collection_elem', 'dict_key', 'subscript_assign', 'config_entry', 'file_name', 'definition_name', '*']);

describe('framework packs', () => {
  it('are data the derive step can match: known roles, a position for every argument slot, no duplicates', () => {
    const ids = FRAMEWORKS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const pack of FRAMEWORKS) {
      const seen = new Set<string>();
      for (const k of pack.idioms) {
        const where = `${pack.id}: ${k.subject} ${k.role} ${k.position}`;
        expect(ROLES.has(k.role), where).toBe(true);
        expect(k.subject.trim(), where).not.toBe('');
        expect(k.note.trim(), where).not.toBe('');
        // a name family is named by its prefix, as the derive step reads it
        if (k.role === 'definition_name') expect(k.subject, where).toMatch(/^[A-Za-z_][A-Za-z0-9_]*_\*$/);
        if (['call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg'].includes(k.role)) expect(k.position, where).not.toBe('');
        // a key pattern names the key by its first group, and only an argument slot's strings carry one
        if (k.keyPattern !== undefined) {
          expect(new RegExp(k.keyPattern).source, where).toContain('(');
          expect(['call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg'], where).toContain(k.role);
        }
        // a spelling of the definition's own name belongs to implicit names only
        if (k.implicitName !== undefined) expect(k.role, where).toBe('decorator_implicit');
        const key = `${k.subject}|${k.role}|${k.position}`;
        expect(seen.has(key), `duplicate ${where}`).toBe(false);
        seen.add(key);
      }
    }
  });

  it("a pack's signatures name a library callable's parameters once each, self left out", () => {
    for (const pack of FRAMEWORKS) {
      const seen = new Set<string>();
      for (const k of pack.signatures ?? []) {
        const where = `${pack.id}: ${k.callee}`;
        expect(k.callee, where).toMatch(/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+$/);
        expect(k.params.length, where).toBeGreaterThan(0);
        expect(k.params, where).not.toContain('self');
        expect(new Set(k.params).size, where).toBe(k.params.length);
        expect(seen.has(k.callee), `duplicate ${where}`).toBe(false);
        seen.add(k.callee);
      }
    }
  });

  it('a positional argument of a library callable fills the parameter its pack names: a trait default is a value', async () => {
    // traitlets is not in the repo: only the pack says Unicode's first parameter is its default value
    const db = scanFixture(writeRepo({
      'fmt/__init__.py': '',
      'fmt/formatters.py': [
        'from traitlets import Unicode, ObjectName',
        'from traitlets.config import Configurable',
        'class HTMLFormatter(Configurable):',
        '    format_type = Unicode("text/html")',
        '    print_method = ObjectName("_repr_html_")',
        'class SVGFormatter(Configurable):',
        '    format_type = Unicode("image/svg+xml")',
        '    print_method = ObjectName("_repr_svg_")',
        'class PNGFormatter(Configurable):',
        '    format_type = Unicode("image/png")',
        '    print_method = ObjectName("_repr_png_")',
        '',
      ].join('\n'),
      'fmt/display.py': [
        'def show(data, fmt):',
        '    if fmt == "text/html":',
        '        return data["text/html"]',
        '    return data.get("image/png"), data.get("image/svg+xml")',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db, { allMembers: true });
    const unicode = cands.find((c) => c.subject === 'traitlets.Unicode' && c.role === 'call_arg' && c.position === '0');
    const objectName = cands.find((c) => c.subject === 'traitlets.ObjectName' && c.role === 'call_arg' && c.position === '0');
    expect(unicode?.features.paramName).toBe('default_value');
    expect(unicode?.factors.valueSlot).toBeLessThan(1);
    // a callable no pack describes keeps no parameter name, and no value demotion
    expect(objectName?.features.paramName ?? null).toBeNull();
    expect(objectName?.factors.valueSlot).toBe(1);
  });

  it('a route decorator named after an HTTP verb is a known idiom, not a read', async () => {
    const db = scanFixture(writeRepo({
      'api/__init__.py': '',
      'api/app.py': 'from fastapi import APIRouter\nrouter = APIRouter()\n',
      'api/items.py': 'from api.app import router\n@router.get("/items/{item_id}")\ndef item(item_id): pass\n@router.get("/items")\ndef items(): pass\n',
      'api/users.py': 'from api.app import router\n@router.get("/users")\ndef users(): pass\n',
    }));
    const cands = await ranked(db);
    const route = cands.find((c) => c.role === 'decorator_arg' && c.position === '0' && c.subject.endsWith('.get'));
    expect(route?.features.knownFramework).toBe('web-routes');
    expect(route?.features.accessor).toBe(false);
    expect(route?.factors.accessor).toBe(1);
    expect(route?.distinctKeys).toBe(3);
  });

  it("an object-dispatch framework's @expose names URL segments by method name; another library's expose does not", async () => {
    const db = scanFixture(writeRepo({
      'site/__init__.py': '',
      'site/root.py': [
        'import cherrypy',
        'import Pyro4',
        'class Root:',
        '    @cherrypy.expose',
        '    def index(self): return "home"',
        '    @cherrypy.expose',
        '    def about(self): return "about"',
        '    @cherrypy.expose(alias="contact-us")',
        '    def contact(self): return "contact"',
        'class Remote:',
        '    @Pyro4.expose',
        '    def ping(self): return "pong"',
        '    @Pyro4.expose',
        '    def status(self): return "ok"',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    const pages = cands.find((c) => c.role === 'decorator_implicit' && c.subject === 'cherrypy.expose');
    expect(pages?.features.knownFramework).toBe('web-routes');
    expect(pages?.weak).toBe(false);
    expect(cands.find((c) => c.subject === 'cherrypy.expose' && c.position === 'alias')?.features.knownFramework).toBe('web-routes');
    const remote = cands.find((c) => c.role === 'decorator_implicit' && c.subject === 'Pyro4.expose');
    expect(remote).toBeDefined();
    expect(remote?.features.knownFramework).toBeNull();
  });

  it('a call that adds a route by its path is a known idiom on any receiver (Falcon, Starlette, aiohttp)', async () => {
    const db = scanFixture(writeRepo({
      'svc/__init__.py': '',
      'svc/app.py': [
        'import falcon',
        'from svc import things',
        'api = falcon.App()',
        'api.add_route("/v1/things", things.Collection())',
        'api.add_route("/v1/things/{thing_id}", things.Item())',
        'api.add_route("/health", things.Health())',
        '',
      ].join('\n'),
      'svc/things.py': 'class Collection: pass\nclass Item: pass\nclass Health: pass\n',
      'svc/aio.py': 'def setup(app, h):\n    app.router.add_get("/ping", h)\n    app.router.add_post("/ping", h)\n',
    }));
    const cands = await ranked(db);
    const falconRoutes = cands.find((c) => c.subject.endsWith('.add_route') && c.position === '0');
    expect(falconRoutes?.features.knownFramework).toBe('web-routes');
    expect(falconRoutes?.distinctKeys).toBe(3);
    const aio = cands.find((c) => c.subject.endsWith('.add_get') && c.position === '0');
    expect(aio?.features.knownFramework).toBe('web-routes');
    // the resource passed beside the path is no route
    expect(cands.some((c) => c.subject.endsWith('.add_route') && c.position === '1' && c.features.knownFramework)).toBe(false);
  });

  it("a route adder's slot holding nothing but HTTP methods is not routes (aiohttp's add_route(method, path, handler))", async () => {
    const db = scanFixture(writeRepo({
      'web/__init__.py': '',
      'web/hdrs.py': 'METH_GET = "GET"\nMETH_POST = "POST"\nMETH_ANY = "*"\n',
      'web/router.py': [
        'from web import hdrs',
        'class Router:',
        '    def add_route(self, method, path, handler): pass',
        '    def add_get(self, path, handler):',
        '        return self.add_route(hdrs.METH_GET, path, handler)',
        '    def add_post(self, path, handler):',
        '        return self.add_route(hdrs.METH_POST, path, handler)',
        '    def add_any(self, path, handler):',
        '        return self.add_route(hdrs.METH_ANY, path, handler)',
        '',
      ].join('\n'),
      'web/app.py': 'import falcon\napi = falcon.App()\napi.add_route("/v1/things", object())\napi.add_route("GET", object())\n',
    }));
    const cands = await ranked(db);
    const verbs = cands.find((c) => c.subject === 'self.add_route' && c.position === '0');
    expect(verbs?.examples).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(verbs?.features.knownFramework).toBeNull();
    // one real route among the methods keeps the slot the pack's
    const falconRoutes = cands.find((c) => c.subject !== 'self.add_route' && c.subject.endsWith('add_route') && c.position === '0');
    expect(falconRoutes?.examples).toEqual(expect.arrayContaining(['/v1/things', 'GET']));
    expect(falconRoutes?.features.knownFramework).toBe('web-routes');
  });

  it('a settings table is matched by its name', async () => {
    const db = scanFixture(writeRepo({
      'proj/__init__.py': '',
      'proj/settings.py': 'INSTALLED_APPS = ["proj.shop", "proj.billing"]\n',
      'proj/shop/__init__.py': '',
      'proj/billing/__init__.py': '',
    }));
    const table = (await ranked(db)).find((c) => c.kind === 'table' && c.subject === 'proj/settings.py::INSTALLED_APPS');
    expect(table?.features.knownFramework).toBe('django');
  });

  it('inside the framework itself, a pack subject is matched through the package re-export', async () => {
    const db = scanFixture(writeRepo({
      'django/__init__.py': '',
      'django/template/__init__.py': 'from .library import Library\n',
      'django/template/library.py': 'class Library:\n    def filter(self, name=None):\n        return lambda f: f\n',
      'django/templatetags/__init__.py': '',
      'django/templatetags/text.py': [
        'from django.template.library import Library',
        'register = Library()',
        '@register.filter("upper")',
        'def upper(v): return v',
        '@register.filter("lower")',
        'def lower(v): return v',
        '',
      ].join('\n'),
    }));
    const filter = (await ranked(db)).find((c) => c.subject === 'django.template.library.Library().filter' && c.position === '0');
    expect(filter?.features.knownFramework).toBe('django');
  });

  it('entries of one pack under one note are one row: click commands and groups are one CLI idiom', async () => {
    const db = scanFixture(writeRepo({
      'tool/__init__.py': '',
      'tool/cli.py': 'import click\n@click.group()\ndef main(): pass\n@click.group()\ndef db(): pass\n',
      'tool/cmds.py': 'import click\nfrom tool.cli import main\n@click.command("init-db")\ndef init(): pass\n@click.command("migrate")\ndef migrate(): pass\n',
    }));
    const leaders = await ranked(db, { allMembers: false });
    const cli = leaders.filter((c) => c.features.knownFramework === 'cli');
    expect(cli).toHaveLength(1);
    const roles = cli[0]!.members.map((m) => `${m.subject} ${m.role}`).sort();
    expect(roles).toEqual(['click.command decorator_arg', 'click.group decorator_implicit']);
  });

  it('a registration a pack knows keeps its whole score inside a function; an unknown callee there is discounted', async () => {
    const db = scanFixture(writeRepo({
      'svc/__init__.py': '',
      'svc/things.py': 'class Collection: pass\nclass Item: pass\nclass Health: pass\n',
      'svc/factory.py': [
        'import falcon',
        'from svc import things',
        'def create_api(store):',
        '    api = falcon.App()',
        '    api.add_route("/v1/things", things.Collection())',
        '    api.add_route("/v1/things/{thing_id}", things.Item())',
        '    api.add_route("/health", things.Health())',
        '    store.remember("/v1/things")',
        '    store.remember("/v1/things/{thing_id}")',
        '    store.remember("/health")',
        '    return api',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    const routes = cands.find((c) => c.subject.endsWith('.add_route') && c.position === '0');
    const other = cands.find((c) => c.subject.endsWith('.remember') && c.position === '0');
    expect(routes?.features.knownFramework).toBe('web-routes');
    expect(other?.features.knownFramework).toBeNull();
    // neither runs at import time ...
    expect(routes?.features.declShare).toBe(0);
    expect(other?.features.declShare).toBe(0);
    // ... but only the unknown callee pays for it
    expect(routes?.factors.context).toBe(1);
    expect(other?.factors.context).toBeCloseTo(0.35, 5);
  });

  it('a pack names the key inside a longer string: pytest markers registered as "name(args): help"', async () => {
    const db = scanFixture(writeRepo({
      'conftest.py': [
        'def pytest_configure(config):',
        '    config.addinivalue_line("markers", "slow: marks tests as slow")',
        '    config.addinivalue_line("markers", "network(host): needs the network")',
        '    config.addinivalue_line("markers", "  no name here")',
        '',
      ].join('\n'),
      'plugin/__init__.py': '',
      'plugin/select.py': [
        'def deselect(items):',
        '    return [i for i in items if i.get_closest_marker(name="slow") or i.get_closest_marker(name="network")]',
        '',
      ].join('\n'),
    }));
    const keys = await rows(db, "SELECT value, key FROM key_sites WHERE callee_path LIKE '%addinivalue_line' AND arg_index = 1 ORDER BY line");
    expect(keys).toEqual([
      { value: 'slow: marks tests as slow', key: 'slow' },
      { value: 'network(host): needs the network', key: 'network' },
      // a string the pattern does not match keeps its whole text
      { value: '  no name here', key: '  no name here' },
    ]);
    const markers = (await ranked(db)).find((c) => c.subject.endsWith('addinivalue_line') && c.position === '1');
    expect(markers?.features.knownFramework).toBe('pytest');
    expect(markers?.examples).toEqual(expect.arrayContaining(['network', 'slow']));
    expect(markers?.features.lookupHits).toBe(2);
  });

  it('one note spans languages: application.yml keys and the @ConfigurationProperties prefix reading them are one row', async () => {
    const db = scanFixture(writeRepo({
      'src/main/resources/application.yml': 'shop:\n  mail:\n    host: smtp.local\n    port: 25\n  storage:\n    active: local\n',
      'src/main/resources/application-dev.yml': 'shop:\n  mail:\n    host: localhost\n',
      'src/main/java/com/shop/MailProperties.java': [
        'package com.shop;',
        'import org.springframework.boot.context.properties.ConfigurationProperties;',
        '@ConfigurationProperties(prefix = "shop.mail")',
        'public class MailProperties { private String host; }',
        '',
      ].join('\n'),
      'src/main/java/com/shop/StorageProperties.java': [
        'package com.shop;',
        'import org.springframework.boot.context.properties.ConfigurationProperties;',
        '@ConfigurationProperties(prefix = "shop.storage")',
        'public class StorageProperties { private String active; }',
        '',
      ].join('\n'),
    }));
    const all = await ranked(db);
    const prefix = all.find((c) => c.subject === 'org.springframework.boot.context.properties.ConfigurationProperties');
    const keys = all.find((c) => c.subject === 'spring-config.property');
    expect(prefix?.language).toBe('java');
    expect(keys?.language).not.toBe('java');
    const leaders = await ranked(db, { allMembers: false });
    const spring = leaders.filter((c) => [prefix!.id, keys!.id].includes(c.id) || c.members.some((m) => m.subject === prefix!.subject));
    expect(spring).toHaveLength(1);
    expect(spring[0]!.members.map((m) => m.subject).sort()).toEqual([prefix!.subject, keys!.subject].sort());
  });

  it('a pack\'s bare verb does not claim a module-level function the repo defines under that name', async () => {
    const db = scanFixture(writeRepo({
      'term/__init__.py': '',
      // term.console.group is the repo's own decorator (it groups renderables), not click's group
      'term/console.py': 'def group(fit=True):\n    return lambda f: f\n',
      'term/demo.py': 'import click\nfrom term.console import group\n@group()\ndef panels(): pass\n@group(fit=False)\ndef rows(): pass\n@click.group()\ndef main(): pass\n',
    }));
    const cands = await ranked(db);
    const own = cands.find((c) => c.kind === 'implicit' && c.subject === 'term.console.group');
    expect(own).toBeDefined();
    expect(own!.features.knownFramework).toBeNull();
    expect(cands.find((c) => c.kind === 'implicit' && c.subject === 'click.group')?.features.knownFramework).toBe('cli');
  });

  it('a pack\'s bare verb does not claim a callee of the standard library (mock.patch is no PATCH route)', async () => {
    const db = scanFixture(writeRepo({
      'svc/__init__.py': '',
      'svc/api.py': 'from fastapi import APIRouter\nrouter = APIRouter()\n@router.patch("/items/{id}")\ndef edit(id): pass\n',
      'tests/test_api.py': 'from unittest import mock\n@mock.patch("svc.api.edit")\ndef test_a(m): pass\n@mock.patch("svc.api.router")\ndef test_b(m): pass\n',
    }));
    const cands = await ranked(db);
    const patch = cands.find((c) => c.subject === 'unittest.mock.patch' && c.role === 'decorator_arg');
    expect(patch).toBeDefined();
    expect(patch!.features.knownFramework).toBeNull();
    expect(cands.find((c) => c.subject.endsWith('.patch') && c.subject !== 'unittest.mock.patch' && c.role === 'decorator_arg')?.features.knownFramework).toBe('web-routes');
  });

  it('a class-level @CacheConfig names caches as @Cacheable does', async () => {
    const db = scanFixture(writeRepo({
      'src/main/java/app/UserService.java': [
        'package app;',
        'import org.springframework.cache.annotation.CacheConfig;',
        'import org.springframework.cache.annotation.Cacheable;',
        '@CacheConfig(cacheNames = "users")',
        'public class UserService {',
        '  @Cacheable("owners") public Object find() { return null; }',
        '}',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db, { allMembers: true });
    const cfg = cands.find((c) => c.subject.endsWith('CacheConfig') && c.position === 'cacheNames');
    expect(cfg?.features.knownFramework).toBe('spring');
    // one idiom with @Cacheable: listed as one row, the better member leading
    const leaders = await ranked(db, { allMembers: false });
    const caches = leaders.filter((c) => c.members.some((m) => /Cache(Config|able)$/.test(m.subject)));
    expect(caches).toHaveLength(1);
    expect(caches[0]!.members.map((m) => m.subject).sort()).toEqual([
      'org.springframework.cache.annotation.CacheConfig', 'org.springframework.cache.annotation.Cacheable',
    ]);
  });

  it("a Sphinx extension's setup(app) registers directives, config values and events by name", async () => {
    const db = scanFixture(writeRepo({
      'ext/__init__.py': '',
      'ext/sphinxext.py': [
        'from docutils.parsers.rst import directives',
        'from ext.hub import hub',
        'def setup(app):',
        '    app.add_directive("show-options", ShowOptions)',
        '    app.add_config_value("options_namespaces", [], "env")',
        '    app.add_config_value("options_strict", False, "env")',
        '    app.connect("builder-inited", load)',
        '    directives.register_directive("config-table", Table)',
        'def load(app):',
        '    hub.connect("started")',
        '    hub.connect("stopped")',
        '',
      ].join('\n'),
      'ext/hub.py': 'class Hub:\n    def connect(self, name): pass\nhub = Hub()\n',
    }));
    const leaders = await ranked(db, { allMembers: false });
    const by = (suffix: string) => leaders.find((c) => c.subject.endsWith(suffix) && c.position === '0');
    expect(by('app.add_directive')?.features.knownFramework).toBe('sphinx');
    expect(by('app.add_config_value')).toMatchObject({ distinctKeys: 2, weak: false });
    expect(by('app.add_config_value')?.features.knownFramework).toBe('sphinx');
    expect(by('app.connect')?.features.knownFramework).toBe('sphinx');
    expect(by('register_directive')?.features.knownFramework).toBe('docutils');
    // each note is its own idiom: directives, config values and events are three rows
    expect(new Set(leaders.filter((c) => c.features.knownFramework === 'sphinx').map((c) => c.subject)).size).toBe(3);
    // another object's connect is no Sphinx event
    const dbConnect = (await ranked(db)).find((c) => c.subject === 'ext.hub.hub.connect' && c.position === '0');
    expect(dbConnect).toBeDefined();
    expect(dbConnect!.features.knownFramework).toBeNull();
  });

  it('pytest ini options and option groups, traitlets observers and PyYAML tags are known', async () => {
    const db = scanFixture(writeRepo({
      'plug/__init__.py': '',
      'plug/plugin.py': [
        'def pytest_addoption(parser):',
        '    group = parser.getgroup("hypothesis")',
        '    parser.addini("hypothesis_profile", "the profile to load")',
        '',
      ].join('\n'),
      'plug/app.py': [
        'import yaml',
        'from traitlets import HasTraits, Unicode, observe',
        'class App(HasTraits):',
        '    name = Unicode()',
        '    @observe("name")',
        '    def _name_changed(self, change): pass',
        'yaml.add_constructor("!include", lambda loader, node: None)',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    const known = (subject: string) =>
      cands.find((c) => c.subject === subject && c.position === '0')?.features.knownFramework ?? 'no such row';
    expect(known('parser.getgroup')).toBe('pytest');
    expect(known('parser.addini')).toBe('pytest');
    expect(known('traitlets.observe')).toBe('traitlets');
    expect(known('yaml.add_constructor')).toBe('yaml');
  });

  it("the standard library's named registries are known (codec error handlers, sqlite functions on an untyped connection), its other calls are not", async () => {
    const db = scanFixture(writeRepo({
      'text/__init__.py': '',
      'text/filters.py': [
        'import codecs',
        'import sqlite3',
        'def replace_errors(ex): return ("?", ex.end)',
        'codecs.register_error("htmlentityreplace", replace_errors)',
        'def connect(path):',
        '    conn = sqlite3.connect(path)',
        '    conn.create_function("numbits_union", 2, lambda a, b: a)',
        '    conn.create_aggregate("numbits_any", 1, object)',
        '    return conn',
        'UTF8 = codecs.lookup("utf-8")',
        '',
      ].join('\n'),
      'text/render.py': 'def render(s):\n    return s.encode("ascii", errors="htmlentityreplace")\n',
    }));
    const cands = await ranked(db);
    const known = (subject: string) =>
      cands.find((c) => c.spellings.includes(subject) && c.position === '0')?.features.knownFramework ?? 'no such row';
    expect(known('codecs.register_error')).toBe('python-stdlib');
    expect(known('conn.create_function')).toBe('python-stdlib');
    // the pack's note makes the connection's functions and aggregates one idiom, ranked as one row
    expect(cands.find((c) => c.spellings.includes('conn.create_function'))?.spellings).toContain('conn.create_aggregate');
    const lookup = cands.find((c) => c.subject === 'codecs.lookup');
    expect(lookup).toBeDefined();
    expect(lookup!.features.knownFramework).toBeNull();
  });

  it("one module-level write into a standard table registers a key, also through a name bound to the table; a file's MIME extensions are keys", async () => {
    const db = scanFixture(writeRepo({
      'web/__init__.py': '',
      'web/cookies.py': [
        'import http.cookies',
        'http.cookies.Morsel._reserved["samesite"] = "SameSite"',
        '',
      ].join('\n'),
      'web/compat.py': [
        'from http import cookies as http_cookies',
        '_attrs = http_cookies.Morsel._reserved',
        'if "partitioned" not in _attrs:',
        '    _attrs["partitioned"] = "Partitioned"',
        'SEEN = {}',
        'SEEN["only"] = 1',
        '',
      ].join('\n'),
      'web/static.py': [
        'import mimetypes',
        'def _setup():',
        '    mimetypes.types_map[".dwg"] = "image/x-dwg"',
        '    mimetypes.types_map[".bz2"] = "application/x-bzip2"',
        'mimetypes.add_type("text/x-rst", ".rst")',
        'def content_type(ext):',
        '    return mimetypes.types_map.get(ext)',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    const row = (key: string) => cands.find((c) => c.examples.includes(key));
    expect(row('samesite')?.subject).toBe('web/cookies.py::http.cookies.Morsel._reserved');
    expect(row('samesite')?.features.knownFramework).toBe('python-stdlib');
    expect(row('samesite')?.weak).toBe(false);
    // the alias is named by the table it stands for and written as the code spells it
    const aliased = cands.find((c) => c.subject === 'web/compat.py::http.cookies.Morsel._reserved');
    expect(aliased?.spellings).toContain('web/compat.py::_attrs');
    expect(aliased?.features.knownFramework).toBe('python-stdlib');
    // one module-level write into a dict nobody knows is no table
    expect(row('only')).toBeUndefined();
    // the extensions are key-shaped, and both spellings of the MIME registry are one idiom
    const mime = row('.dwg');
    expect(mime?.features.knownFramework).toBe('python-stdlib');
    expect(mime?.features.shape).toBe(1);
    expect(mime?.weak).toBe(false);
    const leaders = await ranked(db, { allMembers: false });
    const mimeRow = leaders.find((c) => c.members.some((m) => m.subject === 'mimetypes.add_type'));
    expect(mimeRow?.members.map((m) => m.subject)).toContain('web/static.py::mimetypes.types_map');
  });

  it("a method filling Jinja's filter table registers filters by name; another object's attribute written by key does not", async () => {
    const db = scanFixture(writeRepo({
      'docs/__init__.py': '',
      'docs/filters.py': 'def url_filter(ctx, value): return value\ndef underline(text): return text\n',
      'docs/theme.py': [
        'import jinja2',
        'from docs import filters',
        'class Theme:',
        '    def get_env(self):',
        '        env = jinja2.Environment()',
        '        env.filters["url"] = filters.url_filter',
        '        return env',
        '',
      ].join('\n'),
      'docs/render.py': [
        'from docs.filters import underline',
        'class Renderer:',
        '    def __init__(self, app):',
        '        self.environment = app.make_env()',
        '        self.environment.filters["underline"] = underline',
        '        self.environment.globals["accesskey"] = underline',
        '    def respond(self, response):',
        '        response.headers["Vary"] = "Accept"',
        '        response.headers["Allow"] = "GET"',
        '        self.cache.filters["recent"] = underline',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    // env.filters in one module and self.environment.filters in another are one idiom, led by one row
    const filters = cands.find((c) => c.kind === 'table' && c.members.some((m) => m.subject === 'docs/theme.py::env.filters') && c.members.length > 1);
    expect(filters?.features.knownFramework).toBe('jinja2');
    expect(filters?.weak).toBe(false);
    expect(filters?.members.map((m) => m.subject).sort()).toEqual(['docs/render.py::self.environment.filters', 'docs/theme.py::env.filters']);
    // one write into a framework's table is one registration, ranked as one call of a registering function is
    const globals = cands.find((c) => c.kind === 'table' && c.examples.includes('accesskey'));
    expect(globals?.features.knownFramework).toBe('jinja2');
    expect(globals?.weak).toBe(false);
    expect(cands.some((c) => c.examples.includes('Vary') || c.examples.includes('recent'))).toBe(false);
  });

  it('no two notes of one pack differ only in their wording of one idiom', () => {
    // a sibling spelled with its own note would be ranked as a second row of the same registry
    for (const pack of FRAMEWORKS) {
      const notes = [...new Set(pack.idioms.map((k) => k.note))];
      const stems = notes.map((n) => n.split(/[,(;]/)[0]!.trim().toLowerCase());
      expect(new Set(stems).size, `${pack.id}: ${notes.join(' | ')}`).toBe(stems.length);
    }
  });

  it('method-security annotations are known: Shiro permissions rank without a lookup in the scanned code', async () => {
    const J = 'src/main/java/com/acme/admin';
    const db = scanFixture(writeRepo({
      [`${J}/GoodsController.java`]: [
        'package com.acme.admin;',
        'import org.apache.shiro.authz.annotation.RequiresPermissions;',
        'public class GoodsController {',
        '  @RequiresPermissions("admin:goods:list") public String list() { return ""; }',
        '  @RequiresPermissions("admin:goods:create") public String create() { return ""; }',
        '}',
        '',
      ].join('\n'),
      [`${J}/OrderController.java`]: [
        'package com.acme.admin;',
        'import org.apache.shiro.authz.annotation.RequiresPermissions;',
        'public class OrderController {',
        '  @RequiresPermissions("admin:order:list") public String list() { return ""; }',
        '}',
        '',
      ].join('\n'),
    }));
    const perms = (await ranked(db)).find((c) => c.subject === 'org.apache.shiro.authz.annotation.RequiresPermissions');
    expect(perms?.features.knownFramework).toBe('security');
    expect(perms?.weak).toBe(false);
    expect(perms?.distinctKeys).toBe(3);
  });

  it("pydantic's validators name the fields they check; another library's validator decorator does not", async () => {
    const db = scanFixture(writeRepo({
      'accounts/__init__.py': '',
      'accounts/models.py': [
        'from pydantic import BaseModel, validator',
        'from attrs import validators',
        'class Signup(BaseModel):',
        '    email: str',
        '    username: str',
        '    password: str',
        '    @validator("email")',
        '    def email_has_at(cls, v): return v',
        '    @validator("username", "password")',
        '    def not_blank(cls, v): return v',
        'class Legacy:',
        '    @validators.validator("x")',
        '    def check(self, v): return v',
        '',
      ].join('\n'),
    }));
    const cands = await ranked(db);
    const fields = cands.find((c) => c.subject === 'pydantic.validator' && c.position === '0');
    expect(fields?.features.knownFramework).toBe('pydantic');
    expect(fields?.weak).toBe(false);
    expect(fields?.distinctKeys).toBe(2);
    // every field a validator names is a key, however many it takes (`*fields`)
    expect(cands.find((c) => c.subject === 'pydantic.validator' && c.position === '1')?.features.knownFramework).toBe('pydantic');
    const other = cands.find((c) => c.subject === 'attrs.validators.validator');
    expect(other?.features.knownFramework ?? null).toBeNull();
  });
});
