import { beforeAll, describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import type { Candidate } from '../../src/core/types.js';
import { ranked, rankedFixture, scanFixture, writeRepo } from '../helpers/repo.js';

/** A repository where every feature's value is known exactly. */
const FILES: Record<string, string> = {
  'reg/__init__.py': '',
  'reg/core.py': [
    'HANDLERS = {}',
    'HOOKS = {}',
    'def on(event):',
    '    def deco(fn):',
    '        HANDLERS[event] = fn',
    '        return fn',
    '    return deco',
    'def hook(fn):',
    '    HOOKS[fn.__name__] = fn',
    '    return fn',
    'class Manager:',
    '    def add(self, name, fn):',
    '        self._items[name] = fn',
    '_manager = Manager()',
    'def cmd(name):',
    '    def deco(fn):',
    '        _manager.add(name, fn)',
    '        return fn',
    '    return deco',
    'def dispatch(evt):',
    '    return HANDLERS[evt["kind"]](evt)',
    '',
  ].join('\n'),
  'reg/exporters.py': 'class Exporter:\n    kind = None\n',
  'app/dates.py': 'import re\nPAT = re.compile(r"(?P<year>[0-9]+)-(?P<month>[0-9]+)")\ndef parse(s):\n    m = PAT.match(s)\n    return m.group("year"), m.group("month")\n',
  'app/__init__.py': '',
  'app/h1.py': 'import logging\nfrom reg.core import on, hook, cmd\nlogger = logging.getLogger(__name__)\n@on("order.created")\ndef a(e):\n    logger.info("Order %s created", e)\n@hook\ndef before_save(x): pass\n@cmd("export")\ndef export(): pass\n',
  'app/h2.py': 'import logging\nfrom reg.core import on, hook, cmd\nlogger = logging.getLogger(__name__)\n@on("order.paid")\ndef b(e):\n    logger.info("Order %s paid", e)\n@hook\ndef after_save(x): pass\n@cmd("import")\ndef do_import(): pass\n',
  'app/h3.py': 'import logging\nfrom reg.core import on\nlogger = logging.getLogger(__name__)\n@on("order.shipped")\ndef c(e):\n    logger.info("Order %s shipped", e)\n',
  'app/pdf.py': 'from reg.exporters import Exporter\nclass PdfExporter(Exporter):\n    kind = "pdf"\n',
  'app/csv.py': 'from reg.exporters import Exporter\nclass CsvExporter(Exporter):\n    kind = "csv"\n',
  'app/consumer.py': [
    'from reg.core import dispatch',
    'from app.settings import config',
    'def handle(e):',
    '    if e["kind"] == "order.paid":',
    '        return config.get_value("orders.retry")',
    '    return load("reg.core.dispatch")',
    '',
  ].join('\n'),
  'app/other.py': 'from app.settings import config\ndef f():\n    return config.get_value("orders.limit")\n',
  'app/settings.py': 'BACKENDS = {"local": "reg.core.Manager", "remote": "reg.core.dispatch"}\nconfig = object()\n',
};

describe('ranking features on a fixture where each value is known', () => {
  let cands: Candidate[];
  const find = (subject: string, role: string, position = ''): Candidate => {
    const c = cands.find((x) => x.subject === subject && x.role === role && x.position === position);
    expect(c, `${subject} ${role} ${position}`).toBeDefined();
    return c!;
  };

  beforeAll(async () => {
    cands = await ranked(scanFixture(writeRepo(FILES)));
  });

  it('a decorator registry: counts, context, shape, one lookup, storage', () => {
    const c = find('reg.core.on', 'decorator_arg', '0');
    expect(c).toMatchObject({ kind: 'call', sites: 3, files: 3, distinctKeys: 3, examples: ['order.created', 'order.paid', 'order.shipped'] });
    expect(c.features).toMatchObject({
      declShare: 1, fileSpread: 1, shape: 1, placeholderShare: 0, lookupHits: 1, storage: true, storageContainer: 'reg.core.HANDLERS',
      resolveHits: 0, accessor: false, stoplisted: false, testShare: 0,
    });
    expect(c.weak).toBe(false);
  });

  it('storage through one forwarding hop to a manager instance', () => {
    expect(find('reg.core.cmd', 'decorator_arg', '0').features).toMatchObject({ storage: true, storageContainer: 'reg.core.Manager._items' });
  });

  it('an implicit-name decorator backed by storage of fn.__name__', () => {
    const c = find('reg.core.hook', 'decorator_implicit');
    expect(c).toMatchObject({ kind: 'implicit', distinctKeys: 2, examples: ['after_save', 'before_save'] });
    expect(c.features.storage).toBe(true);
    expect(c.factors.backing).toBe(1);
  });

  it('log messages: placeholders and whitespace make them not keys; the stop-list knows them', () => {
    const c = find('logging.getLogger().info', 'call_arg', '0');
    expect(c.features).toMatchObject({ shape: 0, placeholderShare: 1, stoplisted: true, storage: false });
    expect(c.weak).toBe(true);
  });

  it('an accessor call is the read side', () => {
    const c = find('app.settings.config.get_value', 'call_arg', '0');
    expect(c.features.accessor).toBe(true);
    expect(c.factors.accessor).toBe(0.1);
    // a regular-expression match read by group name
    const group = find('m.group', 'call_arg', '0');
    expect(group.features.accessor).toBe(true);
    expect(group.factors.accessor).toBe(0.1);
  });

  it('a class-attribute family over subclasses of one base', () => {
    const c = find('reg.exporters.Exporter', 'class_attr', 'kind');
    expect(c).toMatchObject({ kind: 'class_attr', sites: 2, files: 2, distinctKeys: 2 });
  });

  it('a key table whose values resolve to definitions in the repo', () => {
    const c = find('app/settings.py::BACKENDS', 'dict_key');
    expect(c).toMatchObject({ kind: 'table', distinctKeys: 2 });
    expect(c.features.resolveHits).toBe(2);
    expect(c.factors.backing).toBe(1);
  });

  it('the registry outranks the noise', () => {
    const strong = cands.filter((c) => !c.weak);
    expect(strong[0]!.subject).toBe('reg.core.on');
    const on = cands.findIndex((c) => c.subject === 'reg.core.on');
    const info = cands.findIndex((c) => c.subject === 'logging.getLogger().info');
    expect(on).toBeLessThan(info);
  });
});

describe('the import system looked up by name', () => {
  const fx = rankedFixture({
    'plug/__init__.py': '',
    'plug/a.py': 'X = 1\n',
    'plug/b.py': 'Y = 2\n',
    'plug/load.py': [
      'import importlib',
      'def load():',
      '    return importlib.import_module("plug.a"), importlib.import_module("plug.b")',
      'def raw():',
      '    return __import__("plug.a"), __import__("plug.b")',
      '',
    ].join('\n'),
  });

  it('is a read side: import_module and __import__ are accessors', () => {
    for (const subject of ['importlib.import_module', '__import__']) {
      const c = fx.find((x) => x.subject === subject && x.position === '0', subject);
      expect(c.features.accessor, subject).toBe(true);
      expect(c.factors.accessor, subject).toBe(0.1);
    }
  });
});

/** HTTP header names are the protocol's words: token-shaped, yet no key the repository declares. */
describe('key shape of HTTP header names', () => {
  const fx = rankedFixture({
    'web/__init__.py': '',
    'web/headers.py': 'def header_property(name):\n    return property(lambda self: self.headers.get(name))\n',
    'web/events.py': 'def on(name):\n    return lambda fn: fn\n',
    'web/request.py': [
      'from web.headers import header_property',
      'from web.events import on',
      'class Request:',
      '    content_type = header_property("Content-Type")',
      '    request_id = header_property("X-Request-Id")',
      '    cache_control = header_property("Cache-Control")',
      '@on("request.started")',
      'def started(r): pass',
      '@on("request-finished")',
      'def finished(r): pass',
      '',
    ].join('\n'),
    'web/tags.py': [
      'from web.events import on',
      '@on("tag:yaml.org,2002:str")',
      'def as_str(x): pass',
      '@on("tag:yaml.org,2002:int")',
      'def as_int(x): pass',
      'def add_path(p): return p',
      'add_path("a,b")',
      'add_path("c,d")',
      '',
    ].join('\n'),
  });

  it('gives Title-Case hyphenated header names no key shape, and leaves lower-case hyphenated keys alone', () => {
    expect(fx.find((c) => c.subject === 'web.headers.header_property' && c.position === '0', 'header_property').features.shape).toBe(0);
    expect(fx.find((c) => c.subject === 'web.events.on' && c.position === '0', '@on').features.shape).toBe(1);
  });

  it('lets a URI carry commas after its scheme (YAML tags), but a comma-separated list has no key shape', () => {
    // the two YAML tags join @on's keys, all token-shaped
    expect(fx.find((c) => c.subject === 'web.events.on' && c.position === '0', 'on').distinctKeys).toBe(4);
    expect(fx.find((c) => c.subject === 'web.events.on' && c.position === '0', 'on').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'web.tags.add_path' && c.position === '0', 'add_path').features.shape).toBe(0);
  });
});

/** An address set by each subclass says where it connects; the same address passed to a call may be a key. */
describe('key shape of addresses in class-attribute families', () => {
  const fx = rankedFixture({
    'net/__init__.py': '',
    'net/base.py': 'class Connection:\n    host = None\n    kind = None\n    module = None\n\ndef add_handlers(host, handlers):\n    return (host, handlers)\n',
    'net/providers.py': [
      'from net.base import Connection, add_handlers',
      'class Linode(Connection):',
      '    host = "api.linode.com"',
      '    kind = "linode"',
      '    module = "linode.app"',
      'class Backblaze(Connection):',
      '    host = "api.backblaze.com"',
      '    kind = "backblaze"',
      '    module = "backblaze.internal"',
      'class Docs(Connection):',
      '    host = "https://docs.example.org/v1"',
      '    kind = "docs"',
      '    module = "docs.local"',
      'add_handlers("www.example.com", [])',
      'add_handlers("admin.example.com", [])',
      '',
    ].join('\n'),
  });

  it('gives host names and web URLs no key shape in a class-attribute family', () => {
    expect(fx.find((c) => c.subject === 'net.base.Connection' && c.position === 'host', 'host').features.shape).toBe(0);
    expect(fx.find((c) => c.subject === 'net.base.Connection' && c.position === 'kind', 'kind').features.shape).toBe(1);
  });

  it('keeps dotted module names whose last part is also a domain elsewhere (app, internal, local) key-shaped', () => {
    expect(fx.find((c) => c.subject === 'net.base.Connection' && c.position === 'module', 'module').features.shape).toBe(1);
  });

  it('leaves host names passed to a call key-shaped (virtual hosts are keys)', () => {
    expect(fx.find((c) => c.subject === 'net.base.add_handlers' && c.position === '0', 'add_handlers').features.shape).toBe(1);
  });
});

/** A few upper-case words name one thing in a table (a server's commands), and so do two or three lower-case ones
 *  (colours); passed to a call they are SQL text as often. */
describe('key shape of multi-word keys', () => {
  const fx = rankedFixture({
    'store/__init__.py': '',
    'store/client.py': [
      'CALLBACKS = {"CLIENT LIST": list, "ACL CAT": list, "PING": bool, "CONFIG GET": dict}',
      'PROSE = {"Could not connect": 1, "Try again later": 2}',
      'DISPLAY = {"Python 3": 1, "Python 2.7": 2, "Dark Red": 3}',
      'COLOURS = ["dark red", "light gray", "brown", "dark cyan"]',
      'NOTES = ["please try again later", "it was not found", "done"]',
      'UPDATE_ENTRY = "update palette entry"',
      'RESIZED = "screen resized"',
      'def emit(name):',
      '    return name',
      'def note(text):',
      '    return text',
      'def signals():',
      '    return emit(UPDATE_ENTRY), emit(RESIZED), emit("redraw"), note("screen resized"), note("dark red"), note("Python 3")',
      'def SQL(text):',
      '    return text',
      'class Query:',
      '    def upsert(self):',
      '        return SQL("ON CONFLICT"), SQL("INSERT INTO"), SQL("DO NOTHING")',
      '',
    ].join('\n'),
  });

  it('counts two or three lower-case words as a key in a table (colours), four words or capitalised text not', () => {
    expect(fx.find((c) => c.subject === 'store/client.py::COLOURS', 'COLOURS').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'store/client.py::NOTES', 'NOTES').features.shape).toBeCloseTo(1 / 3);
  });

  it('counts them as a key in a call when a named constant holds them, not when they are written in the call', () => {
    expect(fx.find((c) => c.subject === 'store.client.emit' && c.position === '0', 'emit').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'store.client.note' && c.position === '0', 'note').features.shape).toBe(0);
  });

  it('counts a capitalised name with a word or a version after it as a key in a table (display names), not in a call', () => {
    expect(fx.find((c) => c.subject === 'store/client.py::DISPLAY', 'DISPLAY').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'store.client.note' && c.position === '0', 'note').features.shape).toBe(0);
  });

  it('counts two or three upper-case words as a key in a table, not in a call, and never counts prose', () => {
    expect(fx.find((c) => c.subject === 'store/client.py::CALLBACKS', 'CALLBACKS').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'store/client.py::PROSE', 'PROSE').features.shape).toBe(0);
    expect(fx.find((c) => c.subject === 'store.client.SQL' && c.position === '0', 'SQL').features.shape).toBe(0);
  });
});

/** An operator names the operation a table dispatches it to; a table of operators to operators is data about them. */
describe('key shape of operators', () => {
  const fx = rankedFixture({
    'ops/__init__.py': '',
    'ops/table.py': [
      'BIN_OP_METHOD = {"+": "__add__", "-": "__sub__", "**": "__pow__"}',
      'REVERSED = {"<": ">=", ">": "<=", "==": "!="}',
      'def method_for(op):',
      '    return BIN_OP_METHOD[op], REVERSED[op]',
      'def show(text):',
      '    return text',
      'def signs():',
      '    return show("+"), show("-"), show("**")',
      '',
    ].join('\n'),
  });

  it('counts an operator as a key of a table that maps it to a method, not of one that maps it to another operator', () => {
    expect(fx.find((c) => c.subject === 'ops/table.py::BIN_OP_METHOD' && c.role === 'dict_key', 'BIN_OP_METHOD').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'ops/table.py::REVERSED' && c.role === 'dict_key', 'REVERSED').features.shape).toBe(0);
  });

  it('counts no operator passed to a call as a key', () => {
    expect(fx.find((c) => c.subject === 'ops.table.show' && c.position === '0', 'show').features.shape).toBe(0);
  });
});

/** A bare file extension names a type of file; a file's name is a path. */
describe('key shape of file extensions', () => {
  const fx = rankedFixture({
    'files/__init__.py': '',
    'files/types.py': [
      'LOADERS = {".gz": "gzip", ".tar.bz2": "bz2", ".json": "json"}',
      'PAGES = {"index.html": 1, "about.html": 2, "setup.py": 3}',
      '',
    ].join('\n'),
  });

  it('counts `.gz` and `.tar.bz2` as keys and `index.html` as none', () => {
    expect(fx.find((c) => c.subject === 'files/types.py::LOADERS' && c.role === 'dict_key', 'LOADERS').features.shape).toBe(1);
    expect(fx.find((c) => c.subject === 'files/types.py::PAGES' && c.role === 'dict_key', 'PAGES').features.shape).toBe(0);
  });
});

/** The last-resort stop-list knows test doubles: what a test patches is no registry of the code. */
describe('stop-list: test doubles', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/core.py': 'def load(name):\n    return name\n',
    'tests/test_core.py': [
      'from unittest import mock',
      'from unittest.mock import patch',
      '@patch("app.core.load")',
      'def test_a(m): pass',
      '@patch("app.core.open")',
      'def test_b(m): pass',
      'def test_c():',
      '    with mock.patch.object(object, "name"):',
      '        pass',
      '',
    ].join('\n'),
  });

  it('stop-lists mock.patch and patch.object', () => {
    const p = fx.find((c) => c.subject === 'unittest.mock.patch' && c.position === '0', 'patch');
    expect(p.features.stoplisted).toBe(true);
    expect(p.factors.stoplist).toBe(0.05);
    expect(fx.find((c) => c.subject === 'unittest.mock.patch.object', 'patch.object').features.stoplisted).toBe(true);
  });
});

/** Warning filters name the warnings module's own actions ("ignore", "error"), never a key of the code. */
describe('stop-list: warning filters', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/setup.py': [
      'import warnings',
      'warnings.filterwarnings(action="ignore", module="app.a")',
      'warnings.filterwarnings(action="error", module="app.b")',
      'warnings.simplefilter("ignore")',
      '',
    ].join('\n'),
  });

  it('stop-lists filterwarnings and simplefilter', () => {
    for (const subject of ['warnings.filterwarnings', 'warnings.simplefilter']) {
      expect(fx.find((c) => c.subject === subject, subject).features.stoplisted, subject).toBe(true);
    }
  });
});

/** A context variable's or type variable's name is for debugging output: nothing looks it up. */
describe('stop-list: context and type variables', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/local.py': [
      'import contextvars',
      'from contextvars import ContextVar',
      'from typing_extensions import ParamSpec',
      '_request = contextvars.ContextVar("app.request")',
      '_session = ContextVar("app.session")',
      '_user = ContextVar("app.user")',
      'P = ParamSpec("P")',
      'Q = ParamSpec("Q")',
      '',
    ].join('\n'),
  });

  it('stop-lists ContextVar and ParamSpec', () => {
    for (const subject of ['contextvars.ContextVar', 'typing_extensions.ParamSpec']) {
      expect(fx.find((c) => c.subject === subject, subject).features.stoplisted, subject).toBe(true);
    }
  });
});

/** A metaclass that reads an attribute out of the class body and files the class under it is a registry. */
describe('class-attribute families read by a registering metaclass', () => {
  const files = (register: string): Record<string, string> => ({
    'app/__init__.py': '',
    'app/impl.py': [
      '_impls = {}',
      'class ImplMeta(type):',
      '    def __init__(cls, classname, bases, dict_):',
      '        type.__init__(cls, classname, bases, dict_)',
      register,
      'class DefaultImpl(metaclass=ImplMeta):',
      '    __dialect__ = "default"',
      '',
    ].join('\n'),
    'app/mysql.py': 'from app.impl import DefaultImpl\nclass MySQLImpl(DefaultImpl):\n    __dialect__ = "mysql"\n',
    'app/oracle.py': 'from app.impl import DefaultImpl\nclass OracleImpl(DefaultImpl):\n    __dialect__ = "oracle"\n',
    'app/mssql.py': 'from app.impl import DefaultImpl\nclass MSSQLImpl(DefaultImpl):\n    __dialect__ = "mssql"\n',
  });
  const registering = rankedFixture(files('        if "__dialect__" in dict_:\n            _impls[dict_["__dialect__"]] = cls'));
  const silent = rankedFixture(files('        cls.created = True'));

  it('backs the family when the metaclass reads the attribute from the namespace it is handed', () => {
    const row = registering.find((c) => c.kind === 'class_attr' && c.position === '__dialect__', '__dialect__');
    expect(row.features.attrLookup).toBe(true);
    expect(row.weak).toBe(false);
    const plain = silent.find((c) => c.kind === 'class_attr' && c.position === '__dialect__', '__dialect__');
    expect(plain.features.attrLookup).toBe(false);
    expect(plain.weak).toBe(true);
  });
});

/** argparse's dest names an attribute of the parsed namespace (`args.verbose`); pytest's is read back by string. */
describe('value slots: option destinations', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/cli.py': [
      'import argparse',
      'def main(argv):',
      '    parser = argparse.ArgumentParser()',
      '    parser.add_argument("-v", dest="verbose")',
      '    parser.add_argument("-q", dest="quiet")',
      '    parser.add_argument("-o", dest="output")',
      '    return parser.parse_args(argv)',
      '',
    ].join('\n'),
    'app/plugin.py': [
      'def pytest_addoption(parser):',
      '    group = parser.getgroup("app")',
      '    group.addoption("--app-db", dest="app_db")',
      '    group.addoption("--app-url", dest="app_url")',
      '    group.addoption("--app-user", dest="app_user")',
      'def pytest_configure(config):',
      '    return config.getoption("app_db"), config.getoption("app_url")',
      '',
    ].join('\n'),
  });

  it("demotes argparse's dest as a value slot, but not pytest's addoption(dest=), which the pytest pack knows", () => {
    const argparse = fx.find((c) => c.subject.endsWith('add_argument') && c.position === 'dest', 'add_argument dest');
    expect(argparse.factors.valueSlot).toBe(0.1);
    const pytest = fx.find((c) => c.subject.endsWith('addoption') && c.position === 'dest', 'addoption dest');
    expect(pytest.features.knownFramework).toBe('pytest');
    expect(pytest.factors.valueSlot).toBe(1);
  });
});

/** A codec's name and error policy, or an argument's name handed in for messages, are values, not keys. */
describe('value slots: codec names and argument names', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/util.py': [
      'def text_(s, encoding="latin-1", errors="strict"):',
      '    return s',
      'def convert(value, tz, arg_name):',
      '    return value',
      '',
    ].join('\n'),
    'app/config.py': [
      'from app.util import text_, convert',
      'A = text_(b"a", "utf-8")',
      'B = text_(b"b", "ascii")',
      'C = convert(1, None, "run_date")',
      'D = convert(2, None, "end_date")',
      '',
    ].join('\n'),
  });

  it('demotes the encoding parameter and an arg_name parameter by their names', () => {
    for (const [subject, param] of [['app.util.text_', 'encoding'], ['app.util.convert', 'arg_name']]) {
      const c = fx.find((x) => x.subject === subject && x.features.paramName === param, `${subject} ${param}`);
      expect(c.factors.valueSlot, subject).toBe(0.1);
    }
  });
});

/** A partner on the stop-list is no registry side: `open(p, "rb")` does not pair with `click.File("rb")`. */
describe('pairs: partners on the stop-list', () => {
  const FILES = {
    'app/__init__.py': '',
    'app/cli.py': [
      'import click',
      '@click.argument("src", type=click.File("rb"))',
      'def copy(src): pass',
      '@click.argument("dst", type=click.File("wb"))',
      'def paste(dst): pass',
      '',
    ].join('\n'),
    'app/io.py': [
      'def read(p):',
      '    return open(p, "rb")',
      'def write(p):',
      '    return open(p, "wb")',
      '',
    ].join('\n'),
  };
  const on = rankedFixture(FILES);
  const off = rankedFixture(FILES, { useStoplist: false });
  const file = (c: Candidate): boolean => c.subject === 'click.File' && c.position === '0';

  it('counts no pair through a stop-listed callee, unless ranking runs without the stop-list', () => {
    expect(on.find(file, 'click.File with the stop-list').features.pairHits).toBe(0);
    expect(off.find(file, 'click.File without the stop-list').features.pairHits).toBe(2);
  });
});

/** Instances made by one tuple assignment at module level are typed as if assigned one by one. */
describe('module-level instances assigned together', () => {
  const fx = rankedFixture({
    'schema/__init__.py': '',
    'schema/registry.py': [
      'class Registry:',
      '    def __init__(self):',
      '        self._storage = {}',
      '    def add(self, name, definition):',
      '        self._storage[name] = definition',
      'class SchemaRegistry(Registry): pass',
      'class RulesRegistry(Registry): pass',
      'schemas, rules = SchemaRegistry(), RulesRegistry()',
      '',
    ].join('\n'),
    'app/__init__.py': '',
    'app/setup.py': [
      'from schema.registry import schemas, rules',
      'schemas.add("user", {"name": {"type": "string"}})',
      'schemas.add("order", {"id": {"type": "integer"}})',
      'rules.add("positive", {"min": 0})',
      '',
    ].join('\n'),
  });

  it("reach the method their class inherits, and so its storage", () => {
    const add = fx.find((c) => c.subject === 'schema.registry.schemas.add' && c.position === '0', 'schemas.add');
    expect(add.features).toMatchObject({ storage: true, storageContainer: 'schema.registry.Registry._storage' });
    // a callee defined in the repo is no library API handed data
    expect(add.factors.external).toBe(1);
  });
});

/** A module-level alias of a bound method is that method; a closure stored by key carries the parameters it reads. */
describe('aliases and closures', () => {
  const fx = rankedFixture({
    'plug/__init__.py': '',
    'plug/loader.py': [
      'class PluginLoader:',
      '    def __init__(self):',
      '        self.impls = {}',
      '    def register(self, name, modulepath, objname):',
      '        def load():',
      '            mod = __import__(modulepath)',
      '            return getattr(mod, objname)',
      '        self.impls[name] = load',
      '_plugins = PluginLoader()',
      'register_plugin = _plugins.register',
      'register_plugin("beaker", "plug.ext.beaker", "BeakerImpl")',
      '',
    ].join('\n'),
    'plug/other.py': 'from plug.loader import register_plugin\nregister_plugin("plain", "plug.ext.plain", "PlainImpl")\n',
  });

  it('calls of the alias reach the method, and its storage through the closure', () => {
    const reg = fx.find((c) => c.subject === 'plug.loader.register_plugin' && c.position === '0', 'register_plugin 0');
    expect(reg.features).toMatchObject({ storage: true, storageContainer: 'plug.loader.PluginLoader.impls', paramName: 'name' });
    // the closure carries modulepath and objname, not the name: the other slots store nothing
    expect(fx.find((c) => c.subject === 'plug.loader.register_plugin' && c.position === '2', 'register_plugin 2').features.storage).toBe(false);
  });
});

/** A string the callee only formats into a message is a label for the message, not a key. */
describe('parameters only formatted into text', () => {
  const fx = rankedFixture({
    'val/__init__.py': '',
    'val/checks.py': [
      'REG = {}',
      'def check_type(typ, arg, name):',
      '    if not isinstance(arg, typ):',
      '        raise TypeError(f"expected {typ} for {name}, got {arg!r}")',
      'def lookup(name):',
      '    if name not in REG:',
      '        raise KeyError(f"no {name}")',
      '    return REG[name]',
      'def catalog(name): return REG.get(name)',
      'def entry(name):',
      '    log.debug("looking up")',
      '    return catalog(name)',
      'def describe(name, obj):',
      '    key = obj.name',
      '    return f"{key}: {name}"',
      '',
    ].join('\n'),
    'val/matchers.py': [
      'class TreeMatcher:',
      '    def __init__(self, paths, name="unknown"):',
      '        self.paths = paths',
      '        self.name = name',
      '    def __repr__(self):',
      '        return f"<TreeMatcher {self.name} {self.paths!r}>"',
      'class Plugin:',
      '    def __init__(self, name):',
      '        self.name = name',
      '    def __repr__(self):',
      '        return f"<Plugin {self.name}>"',
      '    def register(self, table):',
      '        table[self.name] = self',
      '',
    ].join('\n'),
    'val/setup.py': [
      'from val.matchers import TreeMatcher, Plugin',
      'from val.checks import describe',
      'SOURCE = TreeMatcher([], "source")',
      'OMIT = TreeMatcher([], "omit")',
      'THIRD = TreeMatcher([], "third")',
      'PLUGINS = [Plugin("alpha"), Plugin("beta"), Plugin("gamma")]',
      'TEXTS = [describe("one", SOURCE), describe("two", OMIT), describe("three", THIRD)]',
      '',
    ].join('\n'),
    'val/use.py': [
      'from val.checks import check_type, entry, lookup',
      'def f(max_examples, deadline, derandomize):',
      '    check_type(int, max_examples, "max_examples")',
      '    check_type(float, deadline, "deadline")',
      '    check_type(bool, derandomize, "derandomize")',
      '    return lookup("alpha"), lookup("beta"), lookup("gamma"), entry("delta"), entry("eps"), entry("zeta")',
      '',
    ].join('\n'),
  });

  it('are demoted as values, with the reason shown; a parameter that is also a key is not', () => {
    const check = fx.find((c) => c.subject === 'val.checks.check_type' && c.position === '2', 'check_type 2');
    expect(check.features).toMatchObject({ paramName: 'name', textParam: true });
    expect(check.factors.valueSlot).toBeLessThan(1);
    expect(explain(check).join('\n')).toContain('only formats its parameter name into text');
    const look = fx.find((c) => c.subject === 'val.checks.lookup' && c.position === '0', 'lookup 0');
    expect(look.features.textParam).toBe(false);
    // a function whose name merely ends like a log method (catalog) is no text
    expect(fx.find((c) => c.subject === 'val.checks.entry' && c.position === '0', 'entry 0').features.textParam).toBe(false);
  });

  it('reach text through the attribute a constructor stores them in, when the class only formats it', () => {
    const matcher = fx.find((c) => c.subject === 'val.matchers.TreeMatcher' && c.position === '1', 'TreeMatcher 1');
    expect(matcher.features).toMatchObject({ paramName: 'name', textParam: true });
    // a class that also keys a table by the attribute is named by it
    const plugin = fx.find((c) => c.subject === 'val.matchers.Plugin' && c.position === '0', 'Plugin 0');
    expect(plugin.features.textParam).toBe(false);
  });

  it('count an attribute spelled like a parameter (`obj.name`) as no use of it', () => {
    const d = fx.find((c) => c.subject === 'val.checks.describe' && c.position === '0', 'describe 0');
    expect(d.features.textParam).toBe(true);
  });
});

/** Lombok's annotations write code for the class they sit on, JUnit's mark tests: nothing looks their targets' names up. */
describe('stop-list: Lombok and JUnit annotations', () => {
  const J = 'src/main/java/com/acme';
  const fx = rankedFixture({
    [`${J}/model/Order.java`]: [
      'package com.acme.model;',
      'import lombok.Getter;',
      'import lombok.Setter;',
      '@Getter @Setter',
      'public class Order { private String id; }',
      '',
    ].join('\n'),
    [`${J}/model/Customer.java`]: [
      'package com.acme.model;',
      'import lombok.Getter;',
      '@Getter',
      'public class Customer { private String name; }',
      '',
    ].join('\n'),
    [`${J}/web/Registry.java`]: [
      'package com.acme.web;',
      'import org.springframework.stereotype.Component;',
      '@Component',
      'public class Registry { }',
      '',
    ].join('\n'),
    'src/test/java/com/acme/OrderTest.java': [
      'package com.acme;',
      'import org.junit.jupiter.api.Test;',
      'public class OrderTest {',
      '  @Test void creates() {}',
      '  @Test void names() {}',
      '}',
      '',
    ].join('\n'),
  });

  it('stop-lists lombok.* and org.junit.* implicit-name annotations, and no other', () => {
    for (const subject of ['lombok.Getter', 'lombok.Setter', 'org.junit.jupiter.api.Test']) {
      const c = fx.find((x) => x.subject === subject && x.kind === 'implicit', subject);
      expect(c.features.stoplisted, subject).toBe(true);
      expect(c.factors.stoplist, subject).toBe(0.05);
    }
    const component = fx.find((x) => x.subject === 'org.springframework.stereotype.Component' && x.kind === 'implicit', '@Component');
    expect(component.features.stoplisted).toBe(false);
  });
});

/**
 * A class attribute read as a key backs the family whose attribute it is when the object read may be
 * one of the family's: `self`, a name that says nothing (`e`), or one sharing a word with the base or a
 * member class (`exporter.kind` for Exporter's family). `plugin.name` and `theme.name` say nothing of
 * the `name` a family of filesystem options sets for its messages.
 */
describe('class-attribute families read by an attribute of their own objects', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/options.py': [
      'class FilesystemObject:',
      '    name = "file or directory"',
      'class Dir(FilesystemObject):',
      '    name = "directory"',
      'class File(FilesystemObject):',
      '    name = "file"',
      'class Socket(FilesystemObject):',
      '    name = "socket"',
      '',
    ].join('\n'),
    'app/exporters.py': [
      'class Exporter:',
      '    kind = "base"',
      'class PdfExporter(Exporter):',
      '    kind = "pdf"',
      'class CsvExporter(Exporter):',
      '    kind = "csv"',
      'class XlsExporter(Exporter):',
      '    kind = "xls"',
      '',
    ].join('\n'),
    'app/plugins.py': [
      'def find(plugins, wanted):',
      '    for plugin in plugins:',
      '        if plugin.name == wanted:',
      '            return plugin',
      '',
      'def pick(exporters, fmt):',
      '    for exporter in exporters:',
      '        if exporter.kind == fmt:',
      '            return exporter',
      '',
    ].join('\n'),
  });

  it("counts a read of the attribute on an object named for the family's classes", () => {
    expect(fx.find((c) => c.kind === 'class_attr' && c.position === 'kind', 'kind').features.attrLookup).toBe(true);
  });

  it('does not count a read of the same attribute on an object named for something else', () => {
    expect(fx.find((c) => c.kind === 'class_attr' && c.position === 'name', 'name').features.attrLookup).toBe(false);
  });
});
