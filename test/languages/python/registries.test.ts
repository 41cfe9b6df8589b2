import { describe, expect, it } from 'vitest';
import python from '../../../src/languages/python/index.js';
import { extractText } from '../../helpers/extract.js';

const REGISTRY = `HANDLERS = {}
JOBS = {}
COUNTS = {}
def register(event):
    def wrap(fn):
        HANDLERS[event] = fn
        return fn
    return wrap
def job(name, *, queue="default"):
    def deco(fn):
        JOBS.setdefault(name, []).append(fn)
        return fn
    return deco
def bump(k, n):
    COUNTS[k] = COUNTS.get(k, 0) + n
def remember(k, v):
    CACHE_SIZE[k] = 3
class Response:
    def set_header(self, name, value):
        self._headers[name] = self._convert(value)
    def check_type(self, name, expected, actual):
        self._errors[name] = "expected %s, got %s" % (expected, actual)
        self._notes[name] = f"saw {actual}"
class Registry:
    def add(self, key, fn):
        self._items[key] = fn
class Dispatcher:
    def dispatch_for(self, target, qualifier="default"):
        def decorate(fn):
            self._registry[(target, qualifier)] = fn
            return fn
        return decorate
def dispatch(payload):
    HANDLERS[payload["type"]](payload)
    return JOBS.get(payload.kind)
`;

describe('python registry mechanics', () => {
  it('storage writes: the key parameter stored with a value carrying another parameter', async () => {
    const f = await extractText(python, 'events/registry.py', REGISTRY, { module: 'events.registry' });
    expect(f.storageWrites.map((w) => [w.symbol, w.keyParam, w.keyParamIndex, w.containerPath, w.kind])).toEqual([
      ['events/registry.py::register', 'event', 0, 'events.registry.HANDLERS', 'subscript'],
      ['events/registry.py::job', 'name', 0, 'events.registry.JOBS', 'append'],
      // self is not an argument at call sites
      ['events/registry.py::Registry.add', 'key', 0, 'events.registry.Registry._items', 'subscript'],
      // a tuple key: each parameter in it is a part of the key
      ['events/registry.py::Dispatcher.dispatch_for', 'target', 0, 'events.registry.Dispatcher._registry', 'subscript'],
      ['events/registry.py::Dispatcher.dispatch_for', 'qualifier', 1, 'events.registry.Dispatcher._registry', 'subscript'],
    ]);
    // near misses: a counter (old value arithmetic) and a constant value are not registrations
    expect(f.storageWrites.some((w) => w.container === 'COUNTS' || w.container === 'CACHE_SIZE')).toBe(false);
    // nor a mapping of data: the stored parameter says it is a value (headers, cookies, options)
    expect(f.storageWrites.some((w) => w.container === 'self._headers')).toBe(false);
    // nor messages built from the other parameters
    expect(f.storageWrites.some((w) => w.container === 'self._errors' || w.container === 'self._notes')).toBe(false);
  });

  it('container accesses with computed keys are dispatch sites; the write itself is not', async () => {
    const f = await extractText(python, 'events/registry.py', REGISTRY, { module: 'events.registry' });
    const dispatch = f.containerAccesses.filter((a) => a.enclosingSymbol === 'events/registry.py::dispatch');
    expect(dispatch.map((a) => [a.containerPath, a.kind, a.keyText])).toEqual([
      ['events.registry.HANDLERS', 'subscript', 'payload["type"]'],
      ['events.registry.JOBS', 'get', 'payload.kind'],
      // (and the attribute itself is read as a key: a family setting `kind` is looked up by it)
      ['payload.kind', 'attribute', 'kind'],
    ]);
    expect(f.containerAccesses.some((a) => a.enclosingSymbol.endsWith('register.wrap'))).toBe(false);
  });

  it('an attribute compared with a key is read as a key; one tested against a literal or by identity is not', async () => {
    const src = [
      'def pick(e, fmt, items):',
      '    if e.kind == fmt: return e',
      '    if e.label in items: return e',
      '    if e.function is None: return None',
      '    if e.size > 3: return None',
      '    if e.owner == None: return None',
      '    if e.mode != 0: return None',
      '    if e.function == "STDDEV_SAMP": return None',
      'class Mark:',
      '    def __eq__(self, other):',
      '        return self.name == other.name and self.line == other.line',
      '    def matches(self, wanted):',
      '        return self.index == wanted.position',
      '',
    ].join('\n');
    const f = await extractText(python, 'app/pick.py', src, { module: 'app.pick' });
    // (two objects compared field by field, `self.name == other.name`, are records matched, no key looked up;
    // two different attributes compared are a key and the field that holds it)
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => a.keyText)).toEqual(['kind', 'label', 'index', 'position']);
  });

  it("one named class's own attribute compared or aliased is a value it holds, not the family's key", async () => {
    const src = [
      'from app.loggers import Simple',
      'class LoggerClass:',
      '    default = "app.glogging.Logger"',
      'def logger_class(settings, setting):',
      '    uri = settings["logger_class"]',
      '    if uri == "simple":',
      '        uri = LoggerClass.default',
      '    if uri == LoggerClass.default: return None',
      '    if uri == Simple.path: return None',
      '    if uri == setting.default: return uri',
      '',
    ].join('\n');
    const f = await extractText(python, 'app/config.py', src, { module: 'app.config' });
    // (LoggerClass is defined here, Simple imported: each is one class; `setting` is whichever member comes along)
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => a.container)).toEqual(['setting.default']);
  });

  it('an attribute read by a table lookup or iterated into keys is read as a key; one passed to another method is not', async () => {
    const src = [
      'def column(ctx, field):',
      '    return ctx.field_types.get(field.field_type, field.field_type)',
      'def setup(self, extensions):',
      '    for ext in extensions:',
      '        for tag in ext.tags:',
      '            self.parsers[tag] = ext.parse',
      '        for alias in ext.aliases:',
      '            print(alias)',
      '        self.seen.append(ext.label)',
      '',
    ].join('\n');
    const f = await extractText(python, 'app/setup.py', src, { module: 'app.setup' });
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => a.keyText)).toEqual(['field_type', 'tags']);
  });

  it('an attribute read through getattr is read as a key where the plain read would be; a name only tested against None is not', async () => {
    const src = [
      'class PluginMeta(type):',
      '    def __call__(cls, session):',
      '        section = getattr(cls, "configSection", None)',
      '        switch = getattr(cls, "commandLineSwitch", None)',
      '        if section is not None:',
      '            cls.config = session.get(section)',
      '        if switch is not None:',
      '            cls.add_option(*switch)',
      '        label = getattr(cls, "label", "")',
      '        print(label)',
      'def by_kind(classes, fmt):',
      '    return {getattr(c, "kind"): c for c in classes}, [c for c in classes if getattr(c, "alias", None) == fmt]',
      '',
    ].join('\n');
    const f = await extractText(python, 'app/meta.py', src, { module: 'app.meta' });
    expect(f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => a.keyText).sort()).toEqual(['alias', 'configSection', 'kind']);
  });

  it("a metaclass reads its class body's attributes by name from the namespace it is handed", async () => {
    const src = [
      'class ImplMeta(type):',
      '    def __init__(cls, classname, bases, dict_):',
      '        newtype = type.__init__(cls, classname, bases, dict_)',
      '        if "__dialect__" in dict_:',
      '            _impls[dict_["__dialect__"]] = cls',
      '        if "__abstract__" not in dict_: pass',
      'class Plugin:',
      '    def __init__(self, name, bases, options):',
      '        self.value = name["label"]',
      '    def __new__(mcs, name, bases, attrs):',
      '        return attrs.get("kind") or attrs.keys()',
      'def helper(a, b, c, ns):',
      '    return ns["other"]',
      '',
    ].join('\n');
    const f = await extractText(python, 'app/meta.py', src, { module: 'app.meta' });
    const reads = f.containerAccesses.filter((a) => a.kind === 'attribute').map((a) => [a.keyText, a.enclosingSymbol]);
    expect(reads).toEqual([
      ['__dialect__', 'app/meta.py::ImplMeta.__init__'],
      ['__dialect__', 'app/meta.py::ImplMeta.__init__'],
      ['__abstract__', 'app/meta.py::ImplMeta.__init__'],
      ['kind', 'app/meta.py::Plugin.__new__'],
    ]);
  });

  it('imported containers resolve through imports', async () => {
    const f = await extractText(python, 'events/dispatcher.py', 'from events.registry import HANDLERS\ndef dispatch(p):\n    HANDLERS[p["type"]](p)\n', { module: 'events.dispatcher' });
    expect(f.containerAccesses.map((a) => a.containerPath)).toEqual(['events.registry.HANDLERS']);
  });

  it('a local name bound once to named storage reads that storage; a local bound twice or to a call does not', async () => {
    const src = `class Style:
    ATTRS = {"bold": 1, "dim": 2, "italic": 4}
    @classmethod
    def parse(cls, words):
        ATTRS = cls.ATTRS
        for word in words:
            ATTRS.get(word)
    def apply(self, kind):
        handlers = self._handlers
        handlers[kind](self)
    def twice(self, kind):
        table = self._a
        table = self._b
        table[kind]
    def made(self, kind):
        table = dict(self._a)
        table[kind]
`;
    const f = await extractText(python, 'rich/style.py', src, { module: 'rich.style' });
    expect(f.containerAccesses.filter((a) => a.kind === 'get' || a.kind === 'subscript').map((a) => [a.enclosingSymbol.split('::')[1], a.container, a.containerPath, a.kind])).toEqual([
      ['Style.parse', 'cls.ATTRS', 'rich.style.Style.ATTRS', 'get'],
      ['Style.apply', 'self._handlers', 'rich.style.Style._handlers', 'subscript'],
    ]);
    // (a copy is read as a copy: `table = dict(self._a)` derives from the storage, see derived tables)
    expect(f.containerAccesses.filter((a) => a.kind === 'derived').map((a) => [a.container, a.keyText])).toEqual([['self._a', 'table']]);
  });

  it('a table rebuilt under other keys (comprehension, dict(), zip, a filling loop) or copied to extend (.copy(), dict(T), {**T}, .update(T)) is derived from the original; a record built from locals or parameters is not', async () => {
    const src = `from .named import NAMED_COLORS
ALIASES = {"mysql": ["mysql", "mysqldb"], "postgres": ["postgres", "pg"]}
BASIC = ["black", "red", "green"]
HANDLERS = [on_black, on_red, on_green]
ESCAPES = {"up": "A", "down": "B"}
BASIC_FILTERS = {"upper": str.upper}
BASIC_TESTS = {"odd": is_odd}
BASIC_GLOBALS = {"cycler": Cycler}
MORE_TESTS = {"even": is_even}
OTHER_TESTS = {"none": is_none}
LOWER = {k.lower(): v for k, v in NAMED_COLORS.items()}
BY_ALIAS = dict((a, e) for e in ALIASES for a in ALIASES[e])
INDEX = dict(zip(BASIC, HANDLERS))
ORDER = dict(zip(BASIC, range(8)))
NEXT = dict(zip(BASIC, BASIC[1:]))
CODES = {}
for name, code in sorted(ESCAPES.items()):
    CODES[name.upper()] = code
class Env:
    def __init__(self, extra):
        self.filters = BASIC_FILTERS.copy()
        self.tests = dict(BASIC_TESTS)
        self.globals = {**BASIC_GLOBALS, "range": range}
        self.filters.update(extra)
        self.tests.update(MORE_TESTS)
        self.tests.merge(OTHER_TESTS)
        self.flags = {"a": 1}
def build(items):
    seen = {i.name: i for i in items}
    out = {}
    for x in items:
        out["n"] = x
    return seen, out
`;
    const f = await extractText(python, 'pkg/colors.py', src, { module: 'pkg.colors' });
    expect(f.containerAccesses.filter((a) => a.kind === 'derived').map((a) => [a.container, a.containerPath, a.keyText])).toEqual([
      ['NAMED_COLORS', 'pkg.named.NAMED_COLORS', 'LOWER'],
      ['ALIASES', 'pkg.colors.ALIASES', 'BY_ALIAS'],
      ['BASIC', 'pkg.colors.BASIC', 'INDEX'],
      ['ESCAPES', 'pkg.colors.ESCAPES', 'CODES'],
      ['BASIC_FILTERS', 'pkg.colors.BASIC_FILTERS', 'self.filters'],
      ['BASIC_TESTS', 'pkg.colors.BASIC_TESTS', 'self.tests'],
      ['BASIC_GLOBALS', 'pkg.colors.BASIC_GLOBALS', 'self.globals'],
      ['MORE_TESTS', 'pkg.colors.MORE_TESTS', 'self.tests'],
    ]);
  });

  it('a table whose entries, case-folded or called at once, name the attributes getattr/hasattr asks for is read by name; attribute names copied value by value, or methods of another object probed, are not', async () => {
    const src = `METHODS = ("GET", "POST", "DELETE")
class View:
    SUPPORTED = ("GET", "HEAD")
    def allowed(self):
        return [m for m in METHODS if hasattr(self, m.lower())]
    def execute(self, request):
        if request.method not in self.SUPPORTED:
            raise ValueError(405)
        return getattr(self, request.method.lower())()
    def plain(self, name):
        for n in self.extra:
            print(n)
        return getattr(self, name)
    def itself(self, alias):
        if alias in self:
            return getattr(self, alias)
    def copy(self):
        return {a: getattr(self, a) for a in self.FIELDS}
    def run(self):
        for step in self.STEPS:
            getattr(self, step)()
    def probe(self, path):
        for method in self.PROBES:
            if getattr(path, method)():
                return method
`;
    const f = await extractText(python, 'web/view.py', src, { module: 'web.view' });
    expect(f.containerAccesses.filter((a) => a.kind === 'names').map((a) => [a.enclosingSymbol.split('::')[1], a.container, a.containerPath, a.keyText])).toEqual([
      ['View.allowed', 'METHODS', 'web.view.METHODS', 'm.lower()'],
      ['View.execute', 'self.SUPPORTED', 'web.view.View.SUPPORTED', 'request.method.lower()'],
      ['View.run', 'self.STEPS', 'web.view.View.STEPS', 'step'],
    ]);
  });

  it('a key parameter appended to a named list in one record with another parameter is stored there; a plain value, a local list or a lone key is not', async () => {
    const src = `_gathered = []
def state(name, enter=None, exit=None):
    _gathered.append([name, enter, exit])
class Router:
    def route(self, pattern, handler):
        self._routes.append((pattern, handler))
    def header(self, name, value):
        self._headers.append((name, value))
    def mark(self, name):
        self._marks.append((name,))
    def more(self, pattern, handler):
        self._more.extend((pattern, handler))
def collect(key, fn):
    found = []
    found.append((key, fn))
    return found
`;
    const f = await extractText(python, 'fsm/machine.py', src, { module: 'fsm.machine' });
    expect(f.storageWrites.filter((w) => w.kind === 'record').map((w) => [w.symbol.split('::')[1], w.keyParam, w.keyParamIndex, w.containerPath])).toEqual([
      ['state', 'name', 0, 'fsm.machine._gathered'],
      ['state', 'enter', 1, 'fsm.machine._gathered'],
      ['state', 'exit', 2, 'fsm.machine._gathered'],
      ['Router.route', 'pattern', 0, 'fsm.machine.Router._routes'],
      ['Router.route', 'handler', 1, 'fsm.machine.Router._routes'],
    ]);
  });

  it('key forwards: a parameter handed on to another call', async () => {
    const f = await extractText(python, 'plugins/api.py', 'from plugins.core import manager\ndef register(name, fn):\n    manager.add(name, fn)\n', { module: 'plugins.api' });
    expect(f.keyForwards.map((k) => [k.symbol, k.param, k.paramIndex, k.calleePath, k.argIndex])).toEqual([
      ['plugins/api.py::register', 'name', 0, 'plugins.core.manager.add', 0],
      ['plugins/api.py::register', 'fn', 1, 'plugins.core.manager.add', 1],
    ]);
  });

  it('key forwards: *args and **kwargs handed on whole, named by the splat', async () => {
    const src = 'from plugins.core import Panel\ndef command(*args, **kwargs):\n    return Panel.register(*args, type="x", **kwargs)\n';
    const f = await extractText(python, 'plugins/api.py', src, { module: 'plugins.api' });
    expect(f.keyForwards.map((k) => [k.param, k.calleePath, k.argIndex, k.keyword])).toEqual([
      ['args', 'plugins.core.Panel.register', null, '*'],
      ['kwargs', 'plugins.core.Panel.register', null, '**'],
    ]);
  });
});

describe('parameters filled by position', () => {
  it('leave out self/cls, end with *args (typed or not), stop at a bare * or **kwargs', async () => {
    const facts = await extractText(python, 'p.py', [
      'def f(a, b=1, *args, c=2, **kw): pass',
      'def g(a, /, b, *, c): pass',
      'class K:',
      '    def m(self, name, fn=None): pass',
      '    @classmethod',
      '    def make(cls, kind): pass',
      '    def __init__(self, default=None, help=""): pass',
      'def h(**kw): pass',
      'def t(lname: str, *roles: str, key: str = "", **attrs: int): pass',
      '',
    ].join('\n'));
    const params = Object.fromEntries(facts.definitions.filter((d) => d.kind !== 'variable' && d.kind !== 'class').map((d) => [d.qualName, d.params]));
    expect(params).toEqual({
      f: ['a', 'b', '*args'], g: ['a', 'b'], 'K.m': ['name', 'fn'], 'K.make': ['kind'], 'K.__init__': ['default', 'help'], h: [],
      t: ['lname', '*roles'],
    });
  });
});
