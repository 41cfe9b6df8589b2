import { describe, expect, it } from 'vitest';
import { matchesLabel } from '../../src/analyze/evaluate.js';
import { explain } from '../../src/analyze/rank.js';
import { runCli } from '../helpers/cli.js';
import { ranked, rankedFixture, rows } from '../helpers/repo.js';

/**
 * Call pairs, composite keys, namespaced keys, and the demotions that follow from definitions
 * (standard-library decorators, value keywords, tiny enums, bare words that happen to be packages),
 * each on a fixture where the expected value is known exactly.
 */
const FILES: Record<string, string> = {
  'bus/__init__.py': '',
  'bus/signals.py': [
    '_LISTENERS = {}',
    'def on(name, fn):',
    '    _LISTENERS.setdefault(name, []).append(fn)',
    'def fire(name, payload):',
    '    for fn in _LISTENERS.get(name, []):',
    '        fn(payload)',
    '',
  ].join('\n'),
  'bus/listeners.py': [
    'from bus import signals',
    'def a(p): pass',
    'def b(p): pass',
    'signals.on("order.created", a)',
    'signals.on("order.paid", b)',
    'signals.on("order.refunded", b)',
    '',
  ].join('\n'),
  'bus/service.py': [
    'from bus import signals',
    'def create(o):',
    '    signals.fire("order.created", o)',
    'def pay(o):',
    '    signals.fire("order.paid", o)',
    '',
  ].join('\n'),
  // a local variable named alike in two files is two objects: no pair
  'bus/local_a.py': 'def f(reg):\n    reg.put("alpha", 1)\n    reg.put("beta", 2)\n',
  'bus/local_b.py': 'def g(reg):\n    return reg.take("alpha"), reg.take("beta")\n',
  // a key split over two arguments
  'models/__init__.py': '',
  'models/registry.py': 'def get_model(app_label, name):\n    return None\n',
  'models/use1.py': 'from models.registry import get_model\nA = get_model("auth", "User")\nB = get_model("auth", "Group")\n',
  'models/use2.py': 'from models.registry import get_model\nC = get_model("shop",\n              "Order")\n',
  // namespaced keys: app_name prefixes the names declared beside it
  'web/__init__.py': '',
  'web/routing.py': 'def path(route, view, name=None):\n    return (route, view, name)\ndef reverse(name):\n    return name\n',
  'web/orders_urls.py': [
    'from web.routing import path',
    'app_name = "orders"',
    'urlpatterns = [path("a/", None, name="detail"), path("b/", None, name="history")]',
    '',
  ].join('\n'),
  'web/views.py': [
    'from web.routing import reverse',
    'def v():',
    '    return reverse("orders:detail"), reverse("billing:history")',
    '',
  ].join('\n'),
  // the language's own decorators, value keywords, a tiny enum, a bare word that is a package name
  'cli/__init__.py': '',
  'cli/opts.py': [
    'import functools',
    'from cli.deco import option',
    'class Thing:',
    '    @property',
    '    def name(self): return "n"',
    '    @property',
    '    def size(self): return 1',
    '    @functools.cached_property',
    '    def total(self): return 2',
    '@option("--host", default="127.0.0.1", help="host name", mode="fast", flag_value="verbose")',
    '@option("--port", default="8080", help="port", mode="fast", flag_value="quiet")',
    '@option("--user", default="admin", help="user", mode="slow")',
    '@option("--name", default="cli", help="name", mode="fast")',
    '@option("--tag", default="x", help="tag", mode="slow")',
    'def main(): pass',
    '',
  ].join('\n'),
  'cli/deco.py': 'def option(flag, **kw):\n    return lambda f: f\n',
  'cli/check.py': 'def check(kw):\n    return kw["mode"] == "fast" and kw["default"] == "127.0.0.1"\n',
  // tables whose values name nothing: one is dispatched on by a computed key, one is never read
  'fmt/__init__.py': '',
  'fmt/tables.py': 'RENDERERS = {"csv": "comma", "pdf": "paged", "html": "markup"}\nCOLOURS = {"red": "#f00", "blue": "#00f"}\nTAGS = {" di": 1, " t": 2}\n'
    + 'MEDIA = {"application/atom+xml": 1, "application/vnd.api+json": 2, "text/*": 3, "*/*": 4}\n'
    + 'PHRASES = {"a/b c": 1, "x+y": 2}\n',
  'fmt/messages.py': 'MESSAGES = {"failed": "Payment failed", "paid": "Payment received"}\ndef say(status):\n    return MESSAGES[status]\n',
  // a dict of names to numbers read by a computed key is looked up by name; a list read by an index is not
  // a table of objects whose options hold prose (`description=`): the keys still select the object
  'fmt/parsers.py': 'from fmt.opts import Parser\nPARSERS = {\n    "annotate": Parser("annotate", description="Make annotated copies of the files"),\n    "combine": Parser("combine", description="Combine data files into one"),\n}\ndef parser(name):\n    return PARSERS.get(name)\n',
  'fmt/codes.py': 'from gettext import gettext as _\nCODES = {"black": 0, "red": 1, "green": 2}\nORDER = ["first", "second", "third"]\nLABELS = {\n    "failed": _("Payment failed"),\n    "paid": _("Payment received"),\n}\ndef code(name, i):\n    return CODES[name], ORDER[i], LABELS[name]\n',
  // a visitor: the family's values complete method names, dispatched by getattr(self, "visit_" + name)
  'sql/__init__.py': '',
  'sql/nodes.py': [
    'class Node:',
    '    __visit_name__ = "node"',
    'class Select(Node):',
    '    __visit_name__ = "select"',
    '    __doc__ = "sel"',
    'class Insert(Node):',
    '    __visit_name__ = "insert"',
    '    __doc__ = "ins"',
    'class Delete(Node):',
    '    __visit_name__ = "delete"',
    '',
  ].join('\n'),
  'sql/compiler.py': [
    'class Compiler:',
    '    def process(self, node):',
    '        return getattr(self, "visit_" + node.__visit_name__)(node)',
    '    def visit_select(self, n): return "SELECT"',
    '    def visit_insert(self, n): return "INSERT"',
    '    def visit_delete(self, n): return "DELETE"',
    '',
  ].join('\n'),
  // an in-repo callee names its parameters: a positional slot has a name, a keyword slot a position
  'conf/__init__.py': '',
  'conf/setting.py': [
    'class Setting:',
    '    def __init__(self, default=None, help=""):',
    '        self.default = default',
    'PLUGINS = {}',
    'def register(name, fn=None):',
    '    PLUGINS[name] = fn',
    '',
  ].join('\n'),
  'conf/values.py': 'from conf.setting import Setting, register\nHOST = Setting("localhost")\nPORT = Setting("8080")\nregister("alpha", print)\n',
  // a subclass without its own __init__ is called through the one it inherits
  'conf/flags.py': 'from conf.setting import Setting\nclass Flag(Setting):\n    kind = "flag"\nDEBUG = Flag("off")\nVERBOSE = Flag("quiet")\n',
  // two decorators of one module that name the same keys declare twice; neither looks the other up
  'traits/__init__.py': '',
  'traits/deco.py': 'def observe(*names):\n    return lambda f: f\ndef validate(*names):\n    return lambda f: f\n',
  'traits/a.py': 'from traits import deco\n@deco.observe("width")\ndef on_w(c): pass\n@deco.observe("height")\ndef on_h(c): pass\n',
  'traits/b.py': 'from traits import deco\n@deco.validate("width")\ndef v_w(c): pass\n@deco.validate("height")\ndef v_h(c): pass\n',
  // one-letter strings are shared by any two callees that take names: no pair
  'ev/__init__.py': '',
  'ev/hub.py': 'def add(name): pass\ndef remove(name): pass\n',
  'ev/x.py': 'from ev import hub\nhub.add("a")\nhub.add("b")\n',
  'ev/y.py': 'from ev import hub\nhub.remove("a")\nhub.remove("b")\n',
  'conf/more.py': 'from conf.setting import Setting, register\nUSER = Setting("admin")\nregister(name="beta", fn=print)\n',
  // a settings module: module-level names assigned dotted paths
  'conf/settings.py': 'ROOT_URLCONF = "web.routing"\nEMAIL_BACKEND = "conf.setting.Setting"\nTIME_ZONE = "UTC"\n',
  'fmt/use.py': 'from fmt.tables import RENDERERS\ndef render(kind):\n    return RENDERERS[kind]\n',
  // a table of records: the outer keys are the table's, the inner dicts' keys are fields
  'fmt/langs.py': [
    'LANGS = {',
    '    "af": {"code": "af", "name": "Afrikaans"},',
    '    "ar": {"code": "ar", "name": "Arabic"},',
    '    "de": {"code": "de", "name": "German"},',
    '}',
    'FEEDS = [{"url": "a.example", "kind": "rss"}, {"url": "b.example", "kind": "atom"}]',
    'def info(code):',
    '    return LANGS[code]',
    '',
  ].join('\n'),
  // implicit names: one decorator's function names come back as strings elsewhere, another's never do
  'ctl/__init__.py': '',
  'ctl/panel.py': 'def command(fn):\n    return fn\ndef traced(fn):\n    return fn\n',
  'ctl/commands.py': [
    'from ctl.panel import command, traced',
    '@command',
    'def revoke(state): pass',
    '@command',
    'def ping(state): pass',
    '@command',
    'def shutdown(state): pass',
    '@traced',
    'def compact(): pass',
    '@traced',
    'def flush(): pass',
    '',
  ].join('\n'),
  // class-attribute families whose values are constants: enum members and module constants
  'hooks/__init__.py': '',
  'hooks/events.py': [
    'import enum',
    'class EventType(enum.Enum):',
    '    PAID = "payment.paid"',
    '    FAILED = "payment.failed"',
    '    REFUNDED = "payment.refunded"',
    'NO_REFERRER = "no-referrer"',
    'ORIGIN = "origin"',
    '',
  ].join('\n'),
  'hooks/handlers.py': [
    'from hooks.events import EventType, NO_REFERRER, ORIGIN',
    'class Handler:',
    '    event = None',
    'class Paid(Handler):',
    '    event = EventType.PAID',
    'class Failed(Handler):',
    '    event = EventType.FAILED',
    'class Refunded(Handler):',
    '    event = EventType.REFUNDED.value',
    'class Policy:',
    '    name = None',
    'class NoRef(Policy):',
    '    name: str = NO_REFERRER',
    'class Orig(Policy):',
    '    name = ORIGIN',
    'class Other(Policy):',
    '    name = computed_name',
    '',
  ].join('\n'),
  // a family whose attribute is read into a local name, and that name is the key
  'tags/__init__.py': '',
  'tags/kinds.py': 'class Tag:\n    key = None\nclass TagDict(Tag):\n    key = " di"\nclass TagTuple(Tag):\n    key = " t"\nclass Marker:\n    label = None\nclass M1(Marker):\n    label = "one"\nclass M2(Marker):\n    label = "two"\n',
  'tags/serializer.py': [
    'class Serializer:',
    '    def __init__(self):',
    '        self.tags = {}',
    '    def register(self, tag_class):',
    '        tag = tag_class()',
    '        key = tag.key',
    '        if key in self.tags:',
    '            raise KeyError(key)',
    '        self.tags[key] = tag',
    '    def show(self, m):',
    '        label = m.label',
    '        return label.upper()',
    '',
  ].join('\n'),
  // receivers typed by a parameter annotation; positions filling one *args
  'reg/__init__.py': '',
  'reg/registry.py': 'class Registry:\n    def add(self, name, fn=None):\n        pass\ndef roles(lname, *names):\n    return names\n',
  'reg/setup_a.py': 'from reg.registry import Registry\ndef setup(app: Registry):\n    app.add("alpha")\n    app.add("beta")\n',
  'reg/setup_b.py': 'from typing import Optional\nfrom reg.registry import Registry\ndef setup(app: Optional["Registry"] = None):\n    app.add("gamma")\n',
  'reg/untyped.py': 'def setup(app):\n    app.add("delta")\ndef other(app: int):\n    app.add("epsilon")\n',
  'reg/objs.py': 'from reg.registry import roles\nA = roles("x", "attr", "meth")\nB = roles("y", "class", "func", "data")\n',
  'ctl/client.py': [
    'class Client:',
    '    def revoke(self): return self.broadcast("revoke")',
    '    def ping(self): return self.broadcast("ping")',
    '    def shutdown(self): return self.broadcast("shutdown")',
    '',
  ].join('\n'),
  // six values, each repeated four times: still a mode (argparse's action="store_true", "count"...)
  'cli/actions.py': ['from cli.deco import option',
    ...Array.from({ length: 24 }, (_, i) => `option("--f${i}", act="${['store', 'count', 'append', 'store_true', 'store_false', 'help'][i % 6]}")`), ''].join('\n'),
  // a dialect string keyed together with the class beside it; and a variable beside a mode string
  'sqlc/__init__.py': '',
  'sqlc/compiler.py': 'def compiles(cls, *dialects):\n    return lambda f: f\n\ndef write(target, mode):\n    pass\n',
  'sqlc/ddl.py': [
    'from sqlc.compiler import compiles, write',
    'class AddColumn: pass',
    'class DropColumn: pass',
    'class RenameTable: pass',
    '@compiles(AddColumn, "postgresql")',
    'def a(e, c): pass',
    '@compiles(DropColumn, "postgresql")',
    'def b(e, c): pass',
    '@compiles(RenameTable, "postgresql")',
    'def c(e, c): pass',
    '@compiles(AddColumn, "mysql")',
    'def d(e, c): pass',
    '@compiles(DropColumn, "mysql")',
    'def e(e, c): pass',
    'def save(path, other):',
    '    write(path, "rb")',
    '    write(other, "rb")',
    '    write(path, "wb")',
    '    write(other, "wb")',
    '',
  ].join('\n'),
  // a decorator whose keywords are the decorated function's own parameters (PyContracts' @contract)
  'chk/__init__.py': '',
  'chk/tokens.py': [
    'from contracts import contract',
    '@contract(text="unicode")',
    'def tokens(text): pass',
    '@contract(source="bytes", returns="unicode")',
    'def decode(source): pass',
    '@contract(text="str", returns="list")',
    'def split(text, sep=None): pass',
    '@contract(data="bytes")',
    'def load(data): pass',
    '',
  ].join('\n'),
};

describe('candidate shapes and demotions on a fixture where each value is known', () => {
  const fx = rankedFixture(FILES);
  const find = fx.find;

  it('a call pair: register side, lookup side, keys shared across files', () => {
    const c = find((x) => x.kind === 'pair', 'a call pair');
    expect(c.subject).toBe('bus.signals.on <-> bus.signals.fire');
    expect(c).toMatchObject({ role: 'call_arg', position: '0', distinctKeys: 3, files: 2 });
    expect(c.features.pairHits).toBe(2);
    expect(c.features.pairSameReceiverHits).toBe(2);
    // declaration context is the register side's: module-level registrations
    expect(c.features.declShare).toBe(1);
  });

  it('no call pair between local variables of two files that share a name', () => {
    expect(fx.cands.filter((x) => x.kind === 'pair' && x.subject.includes('reg.'))).toEqual([]);
  });

  it('no call pair between two decorators, nor on one-letter keys', () => {
    // both sides exist as candidates, with their keys in two files each ...
    expect(find((x) => x.subject === 'traits.deco.observe' && x.position === '0', '@observe').distinctKeys).toBe(2);
    expect(find((x) => x.subject === 'ev.hub.remove' && x.position === '0', 'hub.remove').distinctKeys).toBe(2);
    // ... yet neither pairs with its partner
    const pairs = fx.cands.filter((x) => x.kind === 'pair').map((x) => x.subject);
    expect(pairs).toEqual(['bus.signals.on <-> bus.signals.fire']);
  });

  it('pairs lists the partner callee of a call pair, site by site', () => {
    const c = fx.cands.find((x) => x.kind === 'pair')!;
    const r = runCli(['pairs', c.id, '--db', fx.db, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { pairs: { kind: string; container: string; confidence: string; sites: { file: string; key: string }[] }[] };
    const partner = out.pairs.find((p) => p.kind === 'partner' && p.container === 'bus.signals.fire');
    expect(partner?.confidence).toBe('shared');
    expect(partner?.sites.map((s) => s.key).sort()).toEqual(['order.created', 'order.paid']);
  });

  it('adjacent literal arguments are joined into a composite key', () => {
    const c = find((x) => x.subject === 'models.registry.get_model' && x.position === '0+1', 'the composite slot');
    expect(c.examples).toEqual(['auth.Group', 'auth.User', 'shop.Order']);
    expect(c).toMatchObject({ sites: 3, files: 2, distinctKeys: 3 });
    // each slot alone is still ranked
    expect(fx.cands.some((x) => x.subject === 'models.registry.get_model' && x.position === '1')).toBe(true);
  });

  it('a namespaced lookup matches names declared under the same app_name only', async () => {
    expect(await rows(fx.db, 'SELECT file, namespace FROM key_namespaces')).toEqual([{ file: 'web/orders_urls.py', namespace: 'orders' }]);
    const c = find((x) => x.subject === 'web.routing.path' && x.position === 'name', 'path name=');
    // orders:detail matches detail; billing:history does not match history declared under orders
    expect(c.features.lookupHits).toBe(1);
  });

  it('the language\'s own decorators are not implicit-name registries', () => {
    expect(fx.cands.filter((x) => x.kind === 'implicit' && x.role === 'decorator_implicit').map((x) => x.subject).sort()).toEqual(['ctl.panel.command', 'ctl.panel.traced']);
  });

  it('a keyword that carries a value or text is demoted', () => {
    const dflt = find((x) => x.subject === 'cli.deco.option' && x.position === 'default', 'default=');
    expect(dflt.factors.valueSlot).toBe(0.1);
    const flag = find((x) => x.subject === 'cli.deco.option' && x.position === '0', 'the flag');
    expect(flag.factors.valueSlot).toBe(1);
    // a keyword whose name ends in `_value` says so too
    const flagValue = find((x) => x.subject === 'cli.deco.option' && x.position === 'flag_value', 'flag_value=');
    expect(flagValue.factors.valueSlot).toBe(0.1);
  });

  it('a table read by a computed key is dispatched on; one never read and naming nothing is unbacked', () => {
    const read = find((x) => x.subject === 'fmt/tables.py::RENDERERS', 'RENDERERS');
    expect(read.features.dynamicReads).toBe(1);
    expect(read.factors.backing).toBe(1);
    const unread = find((x) => x.subject === 'fmt/tables.py::COLOURS', 'COLOURS');
    expect(unread.features.dynamicReads).toBe(0);
    expect(unread.factors.backing).toBe(0.2);
    // a table of messages is read by key too, but its entries name nothing
    const messages = find((x) => x.subject === 'fmt/messages.py::MESSAGES', 'MESSAGES');
    expect(messages.features.dynamicReads).toBe(0);
    expect(messages.factors.backing).toBe(0.2);
    const codes = find((x) => x.subject === 'fmt/codes.py::CODES', 'CODES');
    expect(codes.features.dynamicReads).toBe(1);
    expect(codes.factors.backing).toBe(1);
    const order = find((x) => x.subject === 'fmt/codes.py::ORDER', 'ORDER');
    expect(order.features.dynamicReads).toBe(0);
    // messages made by calls are messages still
    const labels = find((x) => x.subject === 'fmt/codes.py::LABELS', 'LABELS');
    expect(labels.features.dynamicReads).toBe(0);
    // objects made with a prose option are no messages: the key selects the object
    const parsers = find((x) => x.subject === 'fmt/parsers.py::PARSERS', 'PARSERS');
    expect(parsers.features.dynamicReads).toBe(1);
    expect(parsers.factors.backing).toBe(1);
  });

  it('keys that complete function names under one prefix are dispatched by a built name', () => {
    const c = find((x) => x.kind === 'class_attr' && x.position === '__visit_name__', 'the __visit_name__ family');
    expect(c.features.nameDispatchHits).toBe(3);
    expect(c.features.nameDispatchPrefix).toBe('visit_');
    expect(c.factors.backing).toBe(1);
    // Python's own dunders are never a family
    expect(fx.cands.some((x) => x.kind === 'class_attr' && x.position === '__doc__')).toBe(false);
  });

  it('a positional slot of an in-repo callee is named by its parameter; a keyword slot is one with its position', async () => {
    const setting = find((x) => x.subject === 'conf.setting.Setting' && x.position === '0', 'Setting("...")');
    expect(setting.features.paramName).toBe('default');
    expect(setting.factors.valueSlot).toBe(0.1);
    // a subclass without an __init__ of its own fills the inherited one's parameters
    const flag = find((x) => x.subject === 'conf.flags.Flag' && x.position === '0', 'Flag("...")');
    expect(flag.features.paramName).toBe('default');
    expect(flag.factors.valueSlot).toBe(0.1);
    const leaders = await ranked(fx.db, { allMembers: false });
    const reg = leaders.find((x) => x.subject === 'conf.setting.register');
    expect(reg?.members.map((m) => `${m.role} ${m.position}`).sort()).toEqual(['call_arg 0', 'keyword_arg name']);
  });

  it('a settings module is a table of the dotted paths assigned at module level', () => {
    const c = find((x) => x.subject === 'conf/settings.py::<module>', 'the settings module');
    // TIME_ZONE = "UTC" is a setting, not a path: only dotted values are keys
    expect(c).toMatchObject({ kind: 'table', role: 'assign', distinctKeys: 2 });
    expect(c.examples).toEqual(['conf.setting.Setting', 'web.routing']);
    // its spellings name the settings holding the paths, so filtering by a setting's name finds the row
    expect(c.spellings).toEqual(['conf/settings.py::<module>', 'conf/settings.py::EMAIL_BACKEND', 'conf/settings.py::ROOT_URLCONF']);
    expect(c.features.resolveHits).toBe(2);
    expect(c.factors.backing).toBe(1);
  });

  it('whitespace around a key is padding, not prose', () => {
    expect(find((x) => x.subject === 'fmt/tables.py::TAGS', 'TAGS').features.shape).toBe(1);
  });

  it('a media type or range is key-shaped; a plus or a slash elsewhere is not', () => {
    expect(find((x) => x.subject === 'fmt/tables.py::MEDIA', 'MEDIA').features.shape).toBe(1);
    expect(find((x) => x.subject === 'fmt/tables.py::PHRASES', 'PHRASES').features.shape).toBe(0);
  });

  it('the dicts inside a table are records: their keys are a table of their own, demoted', () => {
    const outer = find((x) => x.subject === 'fmt/langs.py::LANGS', 'LANGS');
    expect(outer).toMatchObject({ kind: 'table', distinctKeys: 3, sites: 3 });
    expect(outer.examples).toEqual(['af', 'ar', 'de']);
    expect(outer.factors.enumLike).toBe(1);
    const fields = find((x) => x.subject === 'fmt/langs.py::LANGS[]', 'LANGS[]');
    expect(fields).toMatchObject({ distinctKeys: 2, sites: 6 });
    expect(fields.factors.enumLike).toBe(0.3);
    const feeds = find((x) => x.subject === 'fmt/langs.py::FEEDS[]', 'FEEDS[]');
    expect(feeds.examples).toEqual(['kind', 'url']);
    expect(fx.cands.some((x) => x.subject === 'fmt/langs.py::FEEDS')).toBe(false);
  });

  it('an implicit name is backed when most of the names come back as strings in other files', () => {
    const echoed = find((x) => x.kind === 'implicit' && x.subject === 'ctl.panel.command', '@command');
    expect(echoed.features.storage).toBe(false);
    expect(echoed.features.pairHits).toBe(3);
    expect(echoed.factors.backing).toBe(1);
    const silent = find((x) => x.kind === 'implicit' && x.subject === 'ctl.panel.traced', '@traced');
    expect(silent.features.pairHits + silent.features.lookupHits).toBe(0);
    expect(silent.factors.backing).toBe(0.2);
  });

  it('a class attribute set to a constant or an enum member folds into its family', () => {
    const events = find((x) => x.kind === 'class_attr' && x.subject === 'hooks.handlers.Handler' && x.position === 'event', 'Handler.event');
    expect(events.examples).toEqual(['payment.failed', 'payment.paid', 'payment.refunded']);
    expect(events.features.foldedSites).toBe(3);
    const policies = find((x) => x.kind === 'class_attr' && x.subject === 'hooks.handlers.Policy' && x.position === 'name', 'Policy.name');
    // an annotated assignment counts; a lower-case name is not a constant and stays out
    expect(policies.examples).toEqual(['no-referrer', 'origin']);
  });

  it('an attribute read into a local name that is then a key is read as a key', () => {
    const tags = find((x) => x.kind === 'class_attr' && x.subject === 'tags.kinds.Tag' && x.position === 'key', 'Tag.key');
    expect(tags.features.attrLookup).toBe(true);
    // read into a name that is only printed: not a key
    const markers = find((x) => x.kind === 'class_attr' && x.subject === 'tags.kinds.Marker' && x.position === 'label', 'Marker.label');
    expect(markers.features.attrLookup).toBe(false);
  });

  it('a parameter annotated with a class types its receiver', () => {
    const typed = find((x) => x.subject === 'reg.registry.Registry().add' && x.position === '0', 'Registry().add');
    expect(typed).toMatchObject({ sites: 3, files: 2 });
    expect(typed.features.paramName).toBe('name');
    // no annotation, or a builtin one: the receiver stays as written
    expect(find((x) => x.subject === 'app.add' && x.position === '0', 'app.add').examples).toEqual(['delta', 'epsilon']);
  });

  it('the positions a *args takes are one slot', async () => {
    const slot = find((x) => x.subject === 'reg.registry.roles' && x.position === '2', 'roles(..., 2)');
    expect(slot.features.paramName).toBe('*names');
    const leaders = await ranked(fx.db, { allMembers: false });
    const fam = leaders.filter((x) => x.members.some((m) => m.subject === 'reg.registry.roles' && m.position !== '0' && !m.position.includes('+')));
    expect(fam).toHaveLength(1);
    expect(fam[0]!.members.filter((m) => !m.position.includes('+')).map((m) => m.position).sort()).toEqual(['1', '2', '3']);
  });

  it("a decorator's keywords that name the decorated function's parameters are one slot", async () => {
    const text = find((x) => x.subject === 'contracts.contract' && x.position === 'text', '@contract(text=...)');
    expect(text.features.paramName).toBe('**');
    // `returns` is the decorator's own keyword: a slot of its own
    const returns = find((x) => x.subject === 'contracts.contract' && x.position === 'returns', '@contract(returns=...)');
    expect(returns.features.paramName).toBeNull();
    const leaders = await ranked(fx.db, { allMembers: false });
    const fam = leaders.filter((x) => x.members.some((m) => m.subject === 'contracts.contract' && m.position !== 'returns'));
    expect(fam).toHaveLength(1);
    expect(fam[0]!.members.map((m) => m.position).sort()).toEqual(['data', 'source', 'text']);
  });

  it('a slot of a tiny enum over many sites is a mode selector', () => {
    const mode = find((x) => x.subject === 'cli.deco.option' && x.position === 'mode', 'mode=');
    expect(mode).toMatchObject({ distinctKeys: 2, sites: 5 });
    expect(mode.factors.enumLike).toBe(0.3);
    const act = find((x) => x.subject === 'cli.deco.option' && x.position === 'act', 'act=');
    expect(act).toMatchObject({ distinctKeys: 6, sites: 24 });
    expect(act.factors.enumLike).toBe(0.3);
    // a variable beside the string does not make the pair a key
    const write = find((x) => x.subject === 'sqlc.compiler.write' && x.position === '1', 'write(path, "rb")');
    expect(write).toMatchObject({ distinctKeys: 2, sites: 4 });
    expect(write.features.symbolCompositeKeys).toBe(0);
    expect(write.factors.enumLike).toBe(0.3);
  });

  it('a string keyed together with the class passed beside it is not a mode selector', () => {
    const dialect = find((x) => x.subject === 'sqlc.compiler.compiles' && x.position === '1', '@compiles(X, "dialect")');
    expect(dialect).toMatchObject({ distinctKeys: 2, sites: 5 });
    expect(dialect.features.symbolCompositeKeys).toBe(5);
    expect(dialect.factors.enumLike).toBe(1);
    expect(explain(dialect).join('\n')).toContain('5 distinct (class, key) pairs over 5 sites');
  });
});

/** An implicit name is the slot a decorator's name-like parameter spells out, not whatever parameter comes first. */
/** A class attribute declared through a typed wrapper (traitlets) still gives each class its value. */
describe('class-attribute families declared through a trait', () => {
  const fx = rankedFixture({
    'fmt/__init__.py': '',
    'fmt/base.py': [
      'from traitlets import Unicode',
      'class BaseFormatter:',
      '    format_type = Unicode("text/plain")',
      'class HTMLFormatter(BaseFormatter):',
      '    format_type = Unicode("text/html")',
      'class PNGFormatter(BaseFormatter):',
      '    format_type = Unicode("image/png")',
      'class JSONFormatter(BaseFormatter):',
      '    format_type = Unicode("application/json")',
      'def formatters():',
      '    return {f.format_type: f for f in (HTMLFormatter(), PNGFormatter(), JSONFormatter())}',
      '',
    ].join('\n'),
  });

  it('are one family of the base, read as a key', () => {
    const fam = fx.find((c) => c.kind === 'class_attr' && c.position === 'format_type', 'format_type family');
    expect(fam).toMatchObject({ subject: 'fmt.base.BaseFormatter', distinctKeys: 3 });
    expect(fam.features.attrLookup).toBe(true);
    expect(fam.weak).toBe(false);
  });
});

/** A decorator that is a descriptor makes attributes of the functions it takes: their names are no keys. */
describe('descriptor decorators', () => {
  const fx = rankedFixture({
    'lib/__init__.py': '',
    'lib/props.py': [
      'class reify:',
      '    def __init__(self, fn):',
      '        self.fn = fn',
      '    def __get__(self, inst, owner=None):',
      '        return self.fn(inst)',
      'class lazy(property): pass',
      'HOOKS = {}',
      'def hook(fn):',
      '    HOOKS[fn.__name__] = fn',
      '    return fn',
      '',
    ].join('\n'),
    'lib/request.py': [
      'from lib.props import reify, lazy, hook',
      'class Request:',
      '    @reify',
      '    def cookies(self): return {}',
      '    @reify',
      '    def headers(self): return {}',
      '    @lazy',
      '    def body(self): return b""',
      '    @lazy',
      '    def charset(self): return "utf-8"',
      '@hook',
      'def before_request(r): pass',
      '@hook',
      'def after_request(r): pass',
      'class Timer:',
      '    @property',
      '    def timeout(self): return 1',
      '    @timeout.setter',
      '    def timeout(self, v): pass',
      'class Alarm:',
      '    @property',
      '    def timeout(self): return 2',
      '    @timeout.setter',
      '    def timeout(self, v): pass',
      '    @timeout.deleter',
      '    def timeout(self): pass',
      '',
    ].join('\n'),
  });

  it("a property's setter and deleter are no implicit-name registries", () => {
    expect(fx.cands.filter((c) => /timeout\.(setter|deleter)$/.test(c.subject))).toEqual([]);
  });

  it('are demoted as accessors, with the reason shown; a decorator that stores is not', () => {
    const reify = fx.find((c) => c.subject === 'lib.props.reify' && c.role === 'decorator_implicit', 'reify');
    expect(reify.features.accessor).toBe(true);
    expect(reify.factors.accessor).toBeLessThan(1);
    expect(explain(reify).join('\n')).toContain('descriptor');
    expect(fx.find((c) => c.subject === 'lib.props.lazy' && c.role === 'decorator_implicit', 'lazy').features.accessor).toBe(true);
    const hook = fx.find((c) => c.subject === 'lib.props.hook' && c.role === 'decorator_implicit', 'hook');
    expect(hook.features).toMatchObject({ accessor: false, storage: true });
  });
});

describe('implicit names and the first slot of a decorator', () => {
  const fx = rankedFixture({
    'web/__init__.py': '',
    'web/deco.py': [
      'EXPOSED = {}',
      'def expose(template=None, route=None):',
      '    def deco(fn):',
      '        EXPOSED[route or fn.__name__] = (fn, template)',
      '        return fn',
      '    return deco',
      'def task(name=None):',
      '    def deco(fn):',
      '        EXPOSED[name or fn.__name__] = fn',
      '        return fn',
      '    return deco',
      '',
    ].join('\n'),
    'web/pages.py': [
      'from web.deco import expose, task',
      '@expose("index.html")',
      'def index(): pass',
      '@expose(template="about.html")',
      'def about(): pass',
      '@expose()',
      'def health(): pass',
      '@task("nightly")',
      'def nightly(): pass',
      '@task()',
      'def hourly(): pass',
      '',
    ].join('\n'),
  });

  it('keeps a template slot apart from the implicit name, and merges a name slot with it', async () => {
    const leaders = await ranked(fx.db, { allMembers: false });
    const members = (subject: string, role: string) =>
      leaders.find((c) => c.members.some((m) => m.subject === subject && m.role === role))?.members.map((m) => `${m.role} ${m.position}`).sort();
    expect(members('web.deco.expose', 'decorator_implicit')).toEqual(['decorator_implicit ']);
    expect(members('web.deco.expose', 'decorator_arg')).toEqual(['decorator_arg 0', 'decorator_arg template']);
    expect(members('web.deco.task', 'decorator_implicit')).toEqual(['decorator_arg 0', 'decorator_implicit ']);
  });
});

/** A callee re-exported by its package is ranked under its defining module, and still found as written. */
describe('spellings as the code writes them', () => {
  const fx = rankedFixture({
    'pkg/__init__.py': 'from .decorators import expose\n',
    'pkg/decorators.py': 'ROUTES = {}\ndef expose(route):\n    def deco(fn):\n        ROUTES[route] = fn\n        return fn\n    return deco\n',
    'app/__init__.py': '',
    'app/views.py': 'import pkg\n@pkg.expose("home")\ndef home(): pass\n@pkg.expose("about")\ndef about(): pass\n',
    'star/__init__.py': 'from .core import *\n',
    'star/core.py': 'EVENTS = {}\ndef on(name):\n    EVENTS[name] = 1\ndef _hidden(name):\n    EVENTS[name] = 2\n',
    'app/hooks.py': 'import star\nfrom star.core import on\nstar.on("start")\nstar.on("stop")\non("tick")\nstar._hidden("x1")\nstar._hidden("x2")\n',
    'app/more.py': 'import star\nstar.on("pause")\n',
  });

  it('a package that imports a module with * re-exports its public names, and only those', () => {
    const c = fx.find((x) => x.subject === 'star.core.on' && x.position === '0', 'on');
    expect(c.spellings).toEqual(['star.core.on', 'star.on']);
    expect(c).toMatchObject({ sites: 4, files: 2, distinctKeys: 4 });
    // an underscored name is not part of `import *`: it stays as written
    expect(fx.cands.some((x) => x.subject === 'star._hidden')).toBe(true);
    expect(fx.cands.some((x) => x.subject === 'star.core._hidden')).toBe(false);
  });

  it('lists the written callee among the spellings, and a label spelled so matches the row', () => {
    const c = fx.find((x) => x.subject === 'pkg.decorators.expose' && x.role === 'decorator_arg', 'expose');
    expect(c.spellings).toEqual(['pkg.decorators.expose', 'pkg.expose']);
    expect(matchesLabel(c, { idiom: 'routes', callee_path: 'pkg.expose', role: 'decorator_arg', position: '0' })).toBe(true);
  });
});
