import { describe, expect, it } from 'vitest';
import type { LiteralOccurrence } from '../../../src/core/types.js';
import python from '../../../src/languages/python/index.js';
import { extractText } from '../../helpers/extract.js';

async function literals(src: string, path = 'pkg/mod.py'): Promise<LiteralOccurrence[]> {
  return (await extractText(python, path, src, { module: path.replace(/\.py$/, '').replace(/\//g, '.') })).literals;
}

async function one(src: string, value: string): Promise<LiteralOccurrence> {
  const found = (await literals(src)).filter((l) => l.value === value);
  expect(found, `exactly one occurrence of ${value}`).toHaveLength(1);
  return found[0]!;
}

describe('python roles, each with a near miss', () => {
  it('call_arg with argument index; a keyword is keyword_arg', async () => {
    const src = 'send("a", "b", mode="m")\n';
    expect(await one(src, 'b')).toMatchObject({ role: 'call_arg', argIndex: 1, callee: 'send', calleePath: 'send', keyword: null });
    expect(await one(src, 'm')).toMatchObject({ role: 'keyword_arg', keyword: 'mode', argIndex: null });
  });

  it('a call through a generic alias has the alias as its callee; a call of a looked-up value keeps its subscript', async () => {
    const src = [
      'from pkg.props import environ_property',
      'a = environ_property[bool]("wsgi.multithread")',
      'b = environ_property[t.IO[bytes]]("wsgi.input")',
      'c = HANDLERS[Kind.A]("payload")',
      'd = handlers[kind]("event")',
      '',
    ].join('\n');
    expect(await one(src, 'wsgi.multithread')).toMatchObject({ role: 'call_arg', callee: 'environ_property', calleePath: 'pkg.props.environ_property' });
    expect(await one(src, 'wsgi.input')).toMatchObject({ callee: 'environ_property', calleePath: 'pkg.props.environ_property' });
    expect((await one(src, 'payload')).calleePath).toBe('HANDLERS[Kind.A]');
    expect((await one(src, 'event')).calleePath).toBe('handlers[kind]');
  });

  it("a function's local name for a method is that method; a name bound twice, or a parameter, stays as written", async () => {
    const src = [
      'def load():',
      '    bindings = KeyBindings()',
      '    handle = bindings.add',
      '    @handle("c-a")',
      '    def _(event):',
      '        pass',
      '    handle("c-e")',
      '',
      'def twice(a, b):',
      '    h = a.add',
      '    h = b.add',
      '    h("x-twice")',
      '',
      'def param(handle):',
      '    handle("x-param")',
      '',
      'def looped(items):',
      '    for g in items:',
      '        pass',
      '    g = items.add',
      '    g("x-loop")',
      '',
    ].join('\n');
    expect(await one(src, 'c-a')).toMatchObject({ role: 'decorator_arg', callee: 'handle', calleePath: 'bindings.add' });
    expect(await one(src, 'c-e')).toMatchObject({ role: 'call_arg', callee: 'handle', calleePath: 'bindings.add' });
    expect((await one(src, 'x-twice')).calleePath).toBe('h');
    expect((await one(src, 'x-param')).calleePath).toBe('handle');
    expect((await one(src, 'x-loop')).calleePath).toBe('g');
  });

  it('decorator_arg carries the decorated symbol; a call inside the function is call_arg', async () => {
    const src = 'from events.registry import register\n@register("payment.succeeded")\ndef on_paid(p):\n    register("inner")\n';
    expect(await one(src, 'payment.succeeded')).toMatchObject({
      role: 'decorator_arg', argIndex: 0, callee: 'register', calleePath: 'events.registry.register',
      targetSymbol: 'pkg/mod.py::on_paid', targetKind: 'function', enclosingSymbol: 'pkg/mod.py::<module>', importTime: true,
    });
    expect(await one(src, 'inner')).toMatchObject({ role: 'call_arg', targetSymbol: null, enclosingSymbol: 'pkg/mod.py::on_paid', importTime: false });
  });

  it('a call assigned to a class-body field names that field; elsewhere, or nested in another call, no target', async () => {
    const src = [
      'class Ref(Model):',
      '    ref: str = Field(alias="$ref")',
      '    name = Column("name", ForeignKey("users.id"))',
      '    def m(self):',
      '        x = Field(alias="local")',
      'top = Field(alias="module")',
      '',
    ].join('\n');
    expect(await one(src, '$ref')).toMatchObject({ role: 'keyword_arg', keyword: 'alias', targetSymbol: 'pkg/mod.py::Ref.ref', targetKind: 'field' });
    expect(await one(src, 'name')).toMatchObject({ role: 'call_arg', argIndex: 0, targetSymbol: 'pkg/mod.py::Ref.name', targetKind: 'field' });
    expect(await one(src, 'users.id')).toMatchObject({ role: 'call_arg', targetSymbol: null, targetKind: null });
    expect(await one(src, 'local')).toMatchObject({ role: 'keyword_arg', targetSymbol: null });
    expect(await one(src, 'module')).toMatchObject({ role: 'keyword_arg', targetSymbol: null });
  });

  it('decorator on a method names the method and its kind', async () => {
    const src = 'class Api:\n    @route("/x")\n    def get(self): pass\n';
    expect(await one(src, '/x')).toMatchObject({ role: 'decorator_arg', targetSymbol: 'pkg/mod.py::Api.get', targetKind: 'method' });
  });

  it('subscript vs subscript_assign', async () => {
    const src = 'def f(p):\n    HANDLERS[p["type"]](p)\n    HANDLERS["x"] = f\n    y = "x2"\n';
    expect(await one(src, 'type')).toMatchObject({ role: 'subscript', container: 'p' });
    expect(await one(src, 'x')).toMatchObject({ role: 'subscript_assign', container: 'HANDLERS' });
    expect(await one(src, 'x2')).toMatchObject({ role: 'assign', container: 'y' });
  });

  it('get_arg for .get/.pop/.setdefault and getattr; the default value is a call_arg', async () => {
    const src = 'a = payload.get("amount", "zero")\nb = d.pop("k")\nc = getattr(obj, "attr")\nd2 = obj.fetch("nope")\n';
    expect(await one(src, 'amount')).toMatchObject({ role: 'get_arg', container: 'payload', argIndex: 0 });
    expect(await one(src, 'zero')).toMatchObject({ role: 'call_arg', argIndex: 1 });
    expect(await one(src, 'k')).toMatchObject({ role: 'get_arg', container: 'd' });
    expect(await one(src, 'attr')).toMatchObject({ role: 'get_arg', container: 'obj', argIndex: 1 });
    expect(await one(src, 'nope')).toMatchObject({ role: 'call_arg' });
  });

  it('compare: ==, in, membership in a literal tuple, match/case', async () => {
    const src = 'if kind == "pdf" or kind in ("csv", "xlsx"):\n    pass\nmatch event:\n    case "paid":\n        pass\nx = ["not", "compared"]\n';
    expect(await one(src, 'pdf')).toMatchObject({ role: 'compare', container: 'kind' });
    expect(await one(src, 'xlsx')).toMatchObject({ role: 'compare', container: 'kind' });
    expect(await one(src, 'paid')).toMatchObject({ role: 'compare', container: 'event' });
    expect(await one(src, 'compared')).toMatchObject({ role: 'collection_elem', container: 'x', elemIndex: 1 });
  });

  it('dict_key and dict_value carry the dict name and the key', async () => {
    const src = 'STORAGE_BACKENDS = {"gcs": "pkg.storage.GcsBackend", "n": 1}\n';
    expect(await one(src, 'gcs')).toMatchObject({ role: 'dict_key', container: 'STORAGE_BACKENDS' });
    expect(await one(src, 'pkg.storage.GcsBackend')).toMatchObject({ role: 'dict_value', container: 'STORAGE_BACKENDS', dictKey: 'gcs' });
  });

  it("an element of the record a dict entry holds carries the entry's key; a list of records does not", async () => {
    const src = [
      'MSGS = {"W0611": ("Unused import %s", "unused-import", "Used when an import is unused.")}',
      'ROWS = [("W0612", "unused-variable")]',
      '',
    ].join('\n');
    expect(await one(src, 'unused-import')).toMatchObject({ role: 'collection_elem', container: 'MSGS', elemIndex: 1, dictKey: 'W0611' });
    expect(await one(src, 'unused-variable')).toMatchObject({ role: 'collection_elem', container: 'ROWS', elemIndex: 1, dictKey: null });
  });

  it("an unnamed tuple walked to ask the class for each entry's method is the function's own table; one walked to copy attribute values is not", async () => {
    const src = [
      'class Endpoint:',
      '    def __init__(self):',
      '        self.allowed = [m for m in ("GET", "HEAD", "POST") if getattr(self, m.lower(), None) is not None]',
      '    def run(self, request):',
      '        for verb in ("PUT", "PATCH"):',
      '            handler = getattr(self, verb.lower(), None)',
      '    def show(self):',
      '        return {word: getattr(self, word) for word in ("alpha", "beta")}',
      '',
    ].join('\n');
    expect(await one(src, 'HEAD')).toMatchObject({ role: 'collection_elem', container: '__init__{}' });
    expect(await one(src, 'PATCH')).toMatchObject({ role: 'collection_elem', container: 'run{}' });
    expect(await one(src, 'beta')).toMatchObject({ container: null });
  });

  it('collection_elem with the assigned name and tuple index', async () => {
    const src = 'INSTALLED_APPS = ["orders", "exports"]\nEXPORTERS = [("csv", CsvExporter)]\n';
    expect(await one(src, 'exports')).toMatchObject({ role: 'collection_elem', container: 'INSTALLED_APPS', elemIndex: 1 });
    expect(await one(src, 'csv')).toMatchObject({ role: 'collection_elem', container: 'EXPORTERS', elemIndex: 0 });
  });

  it('literal collections joined by + or | are the one collection assigned; other operators and calls are not', async () => {
    const src = [
      'SEQUENCES = [("[A", "up"), ("[B", "down")] + [("OP", "f1")] + BASE',
      'FLAGS = {"ro"} | {"rw"}',
      'SCALED = ["x"] * 2',
      'PADDED = pad(["y"]) + ["z"]',
      '',
    ].join('\n');
    expect(await one(src, '[B')).toMatchObject({ role: 'collection_elem', container: 'SEQUENCES', elemIndex: 0 });
    expect(await one(src, 'f1')).toMatchObject({ role: 'collection_elem', container: 'SEQUENCES', elemIndex: 1 });
    expect(await one(src, 'rw')).toMatchObject({ role: 'collection_elem', container: 'FLAGS' });
    // a repeated list is no table of its own, and a list handed to a call belongs to the call
    expect((await one(src, 'x')).container).toBeNull();
    expect((await one(src, 'y')).container).toBe('pad');
    expect((await one(src, 'z')).container).toBe('PADDED');
  });

  it('class_attr with its class; an assignment inside a method is not one', async () => {
    const src = 'class PdfExporter(Exporter):\n    kind = "pdf"\n    def run(self):\n        kind = "local"\n';
    const facts = await extractText(python, 'pkg/mod.py', src, { module: 'pkg.mod' });
    expect(facts.literals.find((l) => l.value === 'pdf')).toMatchObject({
      role: 'class_attr', container: 'kind', targetSymbol: 'pkg/mod.py::PdfExporter', importTime: true,
    });
    expect(facts.literals.find((l) => l.value === 'local')).toMatchObject({ role: 'assign', importTime: false });
    expect(facts.bases).toEqual([{ symbol: 'pkg/mod.py::PdfExporter', base: 'Exporter', basePath: 'Exporter', relation: 'extends' }]);
  });

  it('assign at module level becomes a constant', async () => {
    const facts = await extractText(python, 'events/types.py', 'class Events:\n    PAYOUT_PAID = "payout.paid"\nNAME = "n"\n', { module: 'events.types' });
    expect(facts.constants.map((c) => [c.qualified, c.value])).toEqual([
      ['events.types.Events.PAYOUT_PAID', 'payout.paid'],
      ['events.types.NAME', 'n'],
    ]);
  });

  it('default_arg, return, docstring and other', async () => {
    const src = '"""Module doc."""\ndef f(mode="fast", *, k: str = "typed"):\n    """Doc."""\n    "stray"\n    return "done"\n';
    expect(await one(src, 'Module doc.')).toMatchObject({ role: 'docstring' });
    expect(await one(src, 'fast')).toMatchObject({ role: 'default_arg', container: 'mode' });
    expect(await one(src, 'typed')).toMatchObject({ role: 'default_arg', container: 'k' });
    expect(await one(src, 'Doc.')).toMatchObject({ role: 'docstring', enclosingSymbol: 'pkg/mod.py::f' });
    expect(await one(src, 'stray')).toMatchObject({ role: 'other' });
    expect(await one(src, 'done')).toMatchObject({ role: 'return' });
  });

  it('computed keys keep a template: f-string, +, % and .format', async () => {
    const src = 'register(f"payment.{status}")\nregister("a." + s + ".b")\nregister("c.%s" % s)\nregister("d.{}".format(s))\nregister("e." "f")\n';
    const ls = await literals(src);
    expect(ls.map((l) => [l.value, l.keyKind, l.role])).toEqual([
      ['payment.{}', 'computed', 'call_arg'],
      ['a.{}.b', 'computed', 'call_arg'],
      ['c.{}', 'computed', 'call_arg'],
      ['d.{}', 'computed', 'call_arg'],
      ['e.f', 'literal', 'call_arg'],
    ]);
  });

  it('decodes escapes, raw strings and bytes', async () => {
    const ls = await literals('a = "x\\ty\\x41\\u00e9"\nb = r"\\d+"\nc = b"\\x00z"\n');
    expect(ls.map((l) => l.value)).toEqual(['x\tyAé', '\\d+', '\u0000z']);
  });

  it('symbolic keys: constants in key positions, not ordinary variables', async () => {
    const src = 'from events.types import Events\n@register(Events.PAYOUT_PAID)\ndef f(): pass\nregister(event_name)\nregister(EVENT)\n';
    const ls = (await literals(src)).filter((l) => l.keyKind === 'symbolic');
    expect(ls.map((l) => [l.value, l.role, l.resolvedValue])).toEqual([
      ['Events.PAYOUT_PAID', 'decorator_arg', 'events.types.Events.PAYOUT_PAID'],
      ['EVENT', 'call_arg', 'EVENT'],
    ]);
  });

  it('relative imports resolve against the module', async () => {
    const facts = await extractText(python, 'events/dispatcher.py', 'from .registry import HANDLERS\nfrom .. import top\n', { module: 'events.dispatcher' });
    expect(facts.imports.map((i) => [i.module, i.name, i.level, i.resolved])).toEqual([
      ['.registry', 'HANDLERS', 1, 'events.registry.HANDLERS'],
      ['..', 'top', 2, 'top'],
    ]);
  });

  it("a vendored copy imported first keeps its name against an outside fallback in `except ImportError`", async () => {
    const src = [
      'try:',
      '    from ..vendor.fluidity import state',
      '    from ..vendor import yaml',
      'except ImportError:',
      '    from fluidity import state',
      '    import yaml',
      'from json import dumps',
      'try:',
      '    import simplejson as json',
      'except ImportError:',
      '    import json',
      'state("context")',
      'yaml.load("a")',
      'json.loads("b")',
      '',
    ].join('\n');
    const facts = await extractText(python, 'invoke/parser/parser.py', src, { module: 'invoke.parser.parser' });
    const path = (v: string) => facts.literals.find((l) => l.value === v)?.calleePath;
    expect(path('context')).toBe('invoke.vendor.fluidity.state');
    expect(path('a')).toBe('invoke.vendor.yaml.load');
    // both ends outside the package: the later binding stands, as before
    expect(path('b')).toBe('json.loads');
    // every import is still recorded
    expect(facts.imports.filter((i) => i.name === 'state').map((i) => i.resolved)).toEqual(['invoke.vendor.fluidity.state', 'fluidity.state']);
  });

  it('decorators without a string are recorded, e.g. @app.task', async () => {
    const facts = await extractText(python, 'pkg/tasks.py', 'from pkg.celery import app\n@app.task\ndef reconcile(): pass\n', { module: 'pkg.tasks' });
    expect(facts.decorators).toEqual([{
      file: 'pkg/tasks.py', line: 2, symbol: 'pkg/tasks.py::reconcile', callee: 'task', calleePath: 'pkg.celery.app.task', argCount: 0, hasStringArg: false,
    }]);
  });

  it('a file with syntax errors is still extracted and its errors counted', async () => {
    const facts = await extractText(python, 'pkg/bad.py', 'register("before")\ndef broken(:\n    pass\nregister("after")\n', { module: 'pkg.bad' });
    expect(facts.parseErrors).toBeGreaterThan(0);
    expect(facts.errors[0]).toMatchObject({ kind: 'syntax', file: 'pkg/bad.py' });
    expect(facts.literals.map((l) => l.value)).toEqual(expect.arrayContaining(['before', 'after']));
  });
});

describe('python positions in long tables', () => {
  it('numbers every element and argument of a generated table, first to last, around keywords and comments', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `"w${i}"`);
    const src = `WORDS = (\n    ${words.join(',\n    ')},\n    # the end\n)\nf("a", # note\n  "b", k="x")\n`;
    const rows = await literals(src);
    const elems = rows.filter((l) => l.container === 'WORDS');
    expect(elems).toHaveLength(3000);
    expect(elems.every((l) => l.elemIndex === Number(l.value.slice(1)))).toBe(true);
    expect(await one(src, 'b')).toMatchObject({ role: 'call_arg', argIndex: 1 });
  });
});

describe('python script blocks', () => {
  it('a name built into a local variable and then looked up takes the slot of the lookup', async () => {
    const src = [
      'class Visitor:',
      '    def visit(self, node):',
      '        method = "visit_" + node.kind',
      '        log("visiting")',
      '        return getattr(self, method, self.generic)(node)',
      '    def other(self, node):',
      '        label = "node_" + node.kind',
      '        return label.upper()',
      'PREFIXED = "mod_" + NAME',
      '',
    ].join('\n');
    expect(await one(src, 'visit_{}')).toMatchObject({ role: 'get_arg', callee: 'getattr', argIndex: 1, keyKind: 'computed' });
    // near misses: a built name no lookup receives, and a module-level assignment
    expect(await one(src, 'node_{}')).toMatchObject({ role: 'assign', container: 'label' });
    expect(await one(src, 'mod_{}')).toMatchObject({ role: 'assign', container: 'PREFIXED' });
  });

  it('a dict spelled with keywords declares its keyword names as keys', async () => {
    const src = [
      'from utils import attrdict',
      'FIELD = attrdict(AUTO="INTEGER", BIGAUTO="BIGINT")',
      'CHECKERS = dict(draft3=check3, draft4=check4)',
      'ONE = dict(version="1.0")',
      'settings = configure(debug="yes", host="h")',
      'LONE = attrdict(mode="fast")',
      '',
    ].join('\n');
    const lits = await literals(src);
    const keysOf = (c: string) => lits.filter((l) => l.container === c && l.role === 'dict_key').map((l) => l.value);
    expect(keysOf('FIELD')).toEqual(['AUTO', 'BIGAUTO']);
    expect(keysOf('CHECKERS')).toEqual(['draft3', 'draft4']);
    expect(keysOf('ONE')).toEqual(['version']);
    expect(await one(src, 'INTEGER')).toMatchObject({ role: 'dict_value', container: 'FIELD', dictKey: 'AUTO' });
    expect(await one(src, 'AUTO')).toMatchObject({ role: 'dict_key', container: 'FIELD', line: 2, col: 18 });
    // near misses: a call not named *dict takes keyword arguments, and a one-keyword attrdict is not yet a table
    expect(await one(src, 'yes')).toMatchObject({ role: 'keyword_arg', keyword: 'debug', callee: 'configure' });
    expect(await one(src, 'fast')).toMatchObject({ role: 'keyword_arg', keyword: 'mode' });
    expect(lits.some((l) => l.value === 'debug' || l.value === 'mode')).toBe(false);
  });

  it('a dict spelled with keywords inside a list or a dict value is a record of its own (NAME[]), as a literal one is', async () => {
    const src = [
      'import cfg',
      'scenarios = [',
      '    ("str_default", dict(opt_class=cfg.StrOpt, default=None)),',
      '    ("bool_arg", dict(opt_class=cfg.BoolOpt, default=True)),',
      ']',
      'CODES = {"af": dict(code="1")}',
      '',
    ].join('\n');
    const lits = await literals(src);
    expect(await one(src, 'str_default')).toMatchObject({ role: 'collection_elem', container: 'scenarios' });
    // the record's keys and values belong to scenarios[], not to the table of scenario names
    expect(lits.filter((l) => l.role === 'dict_key' && l.container === 'scenarios[]').map((l) => l.value)).toEqual(['opt_class', 'default', 'opt_class', 'default']);
    expect(lits.find((l) => l.value === 'cfg.StrOpt')).toMatchObject({ role: 'dict_value', container: 'scenarios[]', dictKey: 'opt_class' });
    expect(lits.some((l) => l.container === 'scenarios' && l.role !== 'collection_elem')).toBe(false);
    expect(await one(src, 'code')).toMatchObject({ role: 'dict_key', container: 'CODES[]' });
    expect(await one(src, 'af')).toMatchObject({ role: 'dict_key', container: 'CODES' });
  });

  it('a dict given as a keyword of a keyword-spelled dict is a record of the named table (NAME[]), not a table named by the keyword', async () => {
    const src = [
      'LOGGING = dict(',
      '    version=1,',
      '    handlers={"console": {"class": "logging.StreamHandler", "formatter": "generic"}},',
      '    formatters=dict(generic=dict(format="%(message)s")),',
      '    root={"handlers": ["console"]},',
      ')',
      'setup(package_data={"pkg": ["*.txt"]})',
      '',
    ].join('\n');
    const lits = await literals(src);
    const keyed = (v: string) => lits.filter((l) => l.value === v && l.role === 'dict_key');
    expect(keyed('console')).toMatchObject([{ container: 'LOGGING[]', line: 3 }]);
    expect(keyed('generic')).toMatchObject([{ container: 'LOGGING[]', line: 4 }]);
    expect(lits.find((l) => l.value === 'console' && l.role === 'collection_elem')).toMatchObject({ container: 'LOGGING', line: 5 });
    expect(await one(src, 'logging.StreamHandler')).toMatchObject({ role: 'dict_value', container: 'LOGGING[]', dictKey: 'class' });
    expect(lits.filter((l) => l.role === 'dict_key' && l.container === 'LOGGING').map((l) => l.value)).toEqual(['version', 'handlers', 'formatters', 'root']);
    expect(lits.some((l) => l.container === 'handlers' || l.container === 'formatters' || l.container === 'root')).toBe(false);
    // near miss: a dict literal given to any other call's keyword keeps the keyword's name
    expect(await one(src, 'pkg')).toMatchObject({ role: 'dict_key', container: 'package_data' });
  });

  it('a literal wrapped in a call keeps the name its result is assigned to', async () => {
    const src = [
      'from utils import attrdict, Registry',
      'KINDS = frozenset({"pdf"})',
      'OPS = attrdict({"eq": op_eq})',
      'class App:',
      '    defaults = Registry({"DEBUG": False})',
      'send({"topic": 1})',
      'merge({"left": 1}, other)',
      '',
    ].join('\n');
    expect(await one(src, 'pdf')).toMatchObject({ role: 'collection_elem', container: 'KINDS' });
    expect(await one(src, 'eq')).toMatchObject({ role: 'dict_key', container: 'OPS' });
    expect(await one(src, 'DEBUG')).toMatchObject({ role: 'dict_key', container: 'defaults' });
    // near misses: a call whose result is not assigned, and one with a second argument, name the dict by the call
    expect(await one(src, 'topic')).toMatchObject({ role: 'dict_key', container: 'send' });
    expect(await one(src, 'left')).toMatchObject({ role: 'dict_key', container: 'merge' });
  });

  it('a literal table a for loop walks hands each key to the call in its body that receives it', async () => {
    const src = [
      'class Config:',
      '    def add_defaults(self):',
      '        for (name, factory) in (("xhr", Xhr), ("accept", Accept)):',
      '            self.add_predicate(name, factory)',
      '        for kind in ("json", "yaml"):',
      '            log("loading")',
      '            self.loaders.register(key=kind)',
      '        for status in ("failed", "pending"):',
      '            register(f"payment.{status}")(make_handler(status))',
      '        for label in ("left", "right"):',
      '            print(label.upper())',
      '        pairs = (("a", 1), ("b", 2))',
      '',
    ].join('\n');
    expect(await one(src, 'xhr')).toMatchObject({ role: 'call_arg', argIndex: 0, callee: 'add_predicate', calleePath: 'self.add_predicate', importTime: false });
    expect(await one(src, 'accept')).toMatchObject({ role: 'call_arg', argIndex: 0, callee: 'add_predicate' });
    // the call that receives the key, not the first call in the body
    expect(await one(src, 'json')).toMatchObject({ role: 'keyword_arg', keyword: 'key', callee: 'register', calleePath: 'self.loaders.register' });
    // near misses: a variable a key template is built from (the template is the registration, computed),
    // a loop variable passed to no call as itself, and a table no loop walks
    expect(await one(src, 'failed')).toMatchObject({ role: 'collection_elem', container: null });
    expect(await one(src, 'left')).toMatchObject({ role: 'collection_elem', container: null });
    expect(await one(src, 'a')).toMatchObject({ role: 'collection_elem', container: 'pairs' });
  });

  it('code under if __name__ == "__main__" does not run on import', async () => {
    const src = 'register("top")\nif __name__ == "__main__":\n    register("demo")\nif DEBUG:\n    register("debug")\n';
    expect(await one(src, 'top')).toMatchObject({ importTime: true });
    expect(await one(src, 'demo')).toMatchObject({ importTime: false });
    expect(await one(src, 'debug')).toMatchObject({ importTime: true });
  });
});
