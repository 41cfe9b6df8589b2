import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { pairsFor, rankedFixture } from '../helpers/repo.js';

/**
 * Rows whose shape's own evidence is missing abstain, whatever their size: an implicit-name decorator
 * nothing stores (Lombok's @Getter on many classes), and classes that share only `object` as a base.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/codegen.py': 'def getter(cls):\n    return cls\n',
  ...Object.fromEntries(
    ['Order', 'Invoice', 'Customer', 'Product', 'Payment', 'Refund', 'Shipment', 'Coupon', 'Basket', 'Review', 'Ticket', 'Vendor',
      'Carrier', 'Address', 'Tax', 'Discount']
      .map((n) => [`app/models/${n.toLowerCase()}.py`, `from app.codegen import getter\n@getter\nclass ${n}:\n    pass\n`]),
  ),
  'app/models/__init__.py': '',
  // a few of the names come back as strings in another file: not enough to back sixteen names
  'app/admin.py': 'TITLES = {"Order": "Orders", "Invoice": "Invoices", "Customer": "Customers", "Product": "Products"}\n',
  // two unrelated classes that derive from object only
  'app/servers.py': [
    'class Plain(object):',
    '    scheme = "http"',
    'class Secure(object):',
    '    scheme = "https"',
    '',
  ].join('\n'),
  'app/client.py': 'def connect(server, url):\n    if url.scheme == server.scheme:\n        return server\n',
  // a registry beside them: a decorator that stores its key
  'app/hooks.py': [
    'HOOKS = {}',
    'def hook(name):',
    '    def deco(fn):',
    '        HOOKS[name] = fn',
    '        return fn',
    '    return deco',
    '',
  ].join('\n'),
  'app/jobs.py': [
    'from app.hooks import hook',
    '@hook("start")',
    'def a(): pass',
    '@hook("stop")',
    'def b(): pass',
    '@hook("reload")',
    'def c(): pass',
    '',
  ].join('\n'),
  'app/run.py': 'from app.hooks import HOOKS\ndef fire(name):\n    HOOKS[name]()\n',
};

describe('abstention of rows without the evidence their shape needs', () => {
  const fx = rankedFixture(FILES);

  it('an unbacked implicit-name decorator is weak even when its key count lifts it above the floor', () => {
    const getter = fx.find((c) => c.kind === 'implicit' && c.subject === 'app.codegen.getter', '@getter');
    expect(getter.distinctKeys).toBe(16);
    expect(getter.factors.backing).toBeLessThan(1);
    expect(getter.score).toBeGreaterThan(1.5);
    expect(getter.weak).toBe(true);
    const stored = fx.find((c) => c.subject === 'app.hooks.hook' && c.role === 'decorator_arg', '@hook');
    expect(stored.weak).toBe(false);
    const leaders = fx.cands.filter((c) => !c.relatedTo);
    expect(leaders.indexOf(stored)).toBeLessThan(leaders.indexOf(getter));
  });

  it('classes whose only base is object are no class-attribute family', () => {
    expect(fx.cands.filter((c) => c.kind === 'class_attr' && c.subject === 'object')).toHaveLength(0);
  });
});

/** A function's or class's own name is looked up by its exact spelling: `row["user"]` does not read class User. */
describe('lookups of implicit names are case-exact', () => {
  const fx = rankedFixture({
    'shop/__init__.py': '',
    'shop/registry.py': 'MODELS = {}\ndef model(cls):\n    MODELS[cls.__name__] = cls\n    return cls\n',
    'shop/models.py': [
      'from shop.registry import model',
      '@model',
      'class User: pass',
      '@model',
      'class Order: pass',
      '@model',
      'class Invoice: pass',
      '',
    ].join('\n'),
    'shop/views.py': 'def show(row, MODELS):\n    return row["user"], row["order"], row["invoice"], MODELS["Order"]\n',
  });

  it('counts the exact spelling only', () => {
    const c = fx.find((x) => x.kind === 'implicit' && x.subject === 'shop.registry.model', '@model');
    expect(c.features.lookupHits).toBe(1);
  });

  it('pairs by the exact spelling only, as ranking does', async () => {
    const c = fx.find((x) => x.kind === 'implicit' && x.subject === 'shop.registry.model', '@model');
    const pairs = await pairsFor(fx.db, c.id);
    const lookupKeys = pairs.filter((p) => p.kind === 'lookup').flatMap((p) => p.keys);
    expect(lookupKeys).toEqual(['Order']);
  });
});

/** A call argument that spells the name its result is assigned to is the object's own name, not a key. */
describe('own names passed to the call that makes the object', () => {
  const fx = rankedFixture({
    'geo/__init__.py': '',
    'geo/types.py': [
      'from collections import namedtuple',
      'Point = namedtuple("Point", "x y")',
      'Span = namedtuple("Span", "start end")',
      'Box = namedtuple("Box", "w h")',
      'Alias = namedtuple("Shape", "kind")',
      '',
    ].join('\n'),
    'geo/records.py': [
      'from collections import namedtuple',
      'class Ring(namedtuple("Ring", "r")):',
      '    pass',
      'class Arc(namedtuple("Arc", "a b")):',
      '    pass',
      'class Line(namedtuple("Segment", "p q")):',
      '    pass',
      '',
    ].join('\n'),
    'geo/read.py': 'def kind(row):\n    return row["Point"], row["Span"], row["Box"]\n',
  });

  it('is demoted as metadata when most values spell the assigned name', () => {
    const c = fx.find((x) => x.subject === 'collections.namedtuple' && x.position === '0', 'namedtuple typename');
    // three assigned names of four, and two of three classes whose bases hold the call, spell their own name
    expect(c.features.memberShare).toBeCloseTo(5 / 7, 5);
    expect(c.factors.valueSlot).toBe(0.1);
  });
});

/** The dotted name of the module a call stands in is that module's own name, not a key. */
describe('own module names passed to a call', () => {
  const fx = rankedFixture({
    'lib/__init__.py': '',
    'lib/deprecate.py': 'def deprecated_attribute(version, message, module, name):\n    pass\n',
    'lib/web/__init__.py': '',
    'lib/web/client.py': 'from lib.deprecate import deprecated_attribute\ndeprecated_attribute("1.0", "use Agent", "lib.web.client", "getPage")\n',
    'lib/web/server.py': 'from lib.deprecate import deprecated_attribute\ndeprecated_attribute("1.0", "use Site", "lib.web.server", "Server")\n',
    'lib/mail.py': 'from lib.deprecate import deprecated_attribute\ndeprecated_attribute("2.0", "use SMTP", "lib.mail", "send")\n',
  });

  it('is demoted as metadata', () => {
    const c = fx.find((x) => x.subject === 'lib.deprecate.deprecated_attribute' && x.position === '2', 'module slot');
    expect(c.features.memberShare).toBe(1);
    expect(c.factors.valueSlot).toBe(0.1);
    const name = fx.find((x) => x.subject === 'lib.deprecate.deprecated_attribute' && x.position === '3', 'name slot');
    expect(name.features.memberShare).toBe(0);
  });
});

/** A string of a call assigned to a class-body field that spells the field is the field's external name. */
describe('field spellings in class bodies (serializer and ORM metadata)', () => {
  const fx = rankedFixture({
    'api/__init__.py': '',
    'api/models.py': [
      'from pydantic import BaseModel, Field',
      'from sqlalchemy import Column, String, ForeignKey',
      'class Reference(BaseModel):',
      '    ref: str = Field(alias="$ref")',
      'class Param(BaseModel):',
      '    in_: str = Field(alias="in")',
      '    schema_: dict = Field(None, alias="schema")',
      '    kind: str = Field(alias="type")',
      'class User:',
      '    name = Column("name", String)',
      '    email = Column("email", String)',
      '    owner = Column("owner_id", ForeignKey("Owner"))',
      '    full = Column("display", String)',
      '    author = ForeignKey("Author")',
      'title = Column("heading", String)',
      '',
    ].join('\n'),
    'api/read.py': 'def f(doc):\n    return doc["$ref"], doc["in"], doc["schema"], doc["name"], doc["owner_id"]\n',
    // names that also complete functions the repo builds names of are keys, not metadata
    'api/strategies.py': [
      'def recursive_property(name, default):',
      '    def getter(self):',
      '        return getattr(self, "calc_" + name)()',
      '    return property(getter)',
      'class Strategy:',
      '    is_empty = recursive_property("is_empty", True)',
      '    has_values = recursive_property("has_values", True)',
      '    cacheable = recursive_property("cacheable", False)',
      '    def calc_is_empty(self): return False',
      '    def calc_has_values(self): return True',
      '    def calc_cacheable(self): return True',
      '',
    ].join('\n'),
  });

  it('demotes a keyword that spells the field it is assigned to, shrunk of `_` and `$`', () => {
    const alias = fx.find((x) => x.subject === 'pydantic.Field' && x.position === 'alias', 'Field(alias=...)');
    expect(alias.features.memberShare).toBe(0.75);
    expect(alias.factors.valueSlot).toBe(0.1);
    expect(explain(alias).join('\n')).toContain('spell the class field the call is assigned to');
  });

  it('demotes a positional name that spells its field (a foreign key by its id suffix); a class name is no spelling', () => {
    const column = fx.find((x) => x.subject === 'sqlalchemy.Column' && x.position === '0', 'Column("name")');
    // name, email, owner_id spell their fields; "display" and "heading" do not
    expect(column.features.memberShare).toBe(0.6);
    expect(column.factors.valueSlot).toBe(0.1);
    // `author = ForeignKey("Author")` names a model: CapWords is a class, not the field's spelling
    const fk = fx.find((x) => x.subject === 'sqlalchemy.ForeignKey' && x.position === '0', 'ForeignKey("Author")');
    expect(fk.sites).toBe(2);
    expect(fk.features.memberShare).toBe(0);
  });

  it('keeps names that also complete functions dispatched by a built name (calc_<name>)', () => {
    const prop = fx.find((x) => x.subject === 'api.strategies.recursive_property' && x.position === '0', 'recursive_property("is_empty")');
    expect(prop.features.memberShare).toBe(1);
    expect(prop.features.nameDispatchHits).toBe(3);
    expect(prop.factors.valueSlot).toBe(1);
  });
});

/**
 * Two equal strings and nothing else is a guess: a slot of one key whose only evidence is that key passed
 * to one other callee abstains. With a second key shared, or a lookup of the key, it is evidence.
 */
describe('a one-key slot paired on one equal string', () => {
  const fx = rankedFixture({
    'web/__init__.py': '',
    'web/security.py': [
      'from lib.oauth import clients',
      'clients.grant_types("refresh_token")',
      'clients.scopes("server")',
      'clients.scopes("ui")',
      '',
    ].join('\n'),
    'web/tokens.py': [
      'from lib.oauth import tokens',
      'def refresh(t):',
      '    return tokens.issue("refresh_token", t)',
      'def scoped(t):',
      '    return tokens.restrict("server", t), tokens.restrict("ui", t)',
      '',
    ].join('\n'),
  });

  it('is weak with one key and one shared string, ranked with two', () => {
    const one = fx.find((c) => c.subject.endsWith('grant_types') && c.position === '0', 'grant_types');
    expect(one.distinctKeys).toBe(1);
    expect(one.features.pairHits).toBe(1);
    expect(one.features.lookupHits).toBe(0);
    expect(one.evidenceCount).toBe(0);
    expect(one.weak).toBe(true);
    expect(explain(one).find((l) => l.startsWith('evidence'))).toContain('a guess, not independent evidence');
    const two = fx.find((c) => c.subject.endsWith('scopes') && c.position === '0', 'scopes');
    expect(two.distinctKeys).toBe(2);
    expect(two.features.pairHits).toBe(2);
    expect(two.evidenceCount).toBeGreaterThan(0);
  });
});

/** A table whose names the code turns into method names (`"parse_" + token`) is dispatched on: backed.
 *  Names that only happen to complete a few methods under a built prefix are not. */
describe('a table backed by a built name', () => {
  const fx = rankedFixture({
    'tpl/__init__.py': '',
    'tpl/parser.py': [
      'STATEMENTS = frozenset(["for", "if", "block", "macro", "include"])',
      'class Parser:',
      '    def parse_statement(self, token):',
      '        if token in STATEMENTS:',
      '            return getattr(self, "parse_" + token)()',
      '    def parse_for(self): pass',
      '    def parse_if(self): pass',
      '    def parse_block(self): pass',
      '    def parse_macro(self): pass',
      '    def parse_include(self): pass',
      '',
    ].join('\n'),
    'tpl/writer.py': [
      'ATTRIBUTES = ("head", "body", "title", "footer", "stylesheet", "prefix", "suffix", "fragment")',
      'class Visitor:',
      '    def dispatch(self, node):',
      '        return getattr(self, "visit_" + node.kind)(node)',
      '    def visit_title(self, node): pass',
      '    def visit_footer(self, node): pass',
      '    def visit_para(self, node): pass',
      '    def visit_list(self, node): pass',
      '',
    ].join('\n'),
  });

  it('backs the statement table whose names are parse_ methods, not attribute names that meet a few visit_ methods', () => {
    const statements = fx.find((c) => c.subject === 'tpl/parser.py::STATEMENTS', 'STATEMENTS');
    expect(statements.features.nameDispatchHits).toBe(5);
    expect(statements.factors.backing).toBe(1);
    expect(statements.weak).toBe(false);
    const attributes = fx.find((c) => c.subject === 'tpl/writer.py::ATTRIBUTES', 'ATTRIBUTES');
    expect(attributes.factors.backing).toBeLessThan(1);
  });
});

/** A value written into an entry, or a field parsed out of a record, is no key of a registry. */
describe('entry values and parsed fields', () => {
  const fx = rankedFixture({
    'shop/src/main/java/shop/SystemConfig.java': [
      'package shop;',
      'import java.util.HashMap;',
      'import java.util.Map;',
      'public class SystemConfig {',
      '    private static final Map<String, String> DEFAULTS = new HashMap<>();',
      '    static {',
      '        DEFAULTS.put("mall_name", "Shop");',
      '        DEFAULTS.put("mall_phone", "555-0100");',
      '        DEFAULTS.put("mall_address", "Main Street");',
      '    }',
      '}',
      '',
    ].join('\n'),
    'shop/src/main/java/shop/JsonUtil.java': [
      'package shop;',
      'public class JsonUtil {',
      '    public static String parseString(String body, String field) { return body; }',
      '}',
      '',
    ].join('\n'),
    'shop/src/main/java/shop/OrderController.java': [
      'package shop;',
      'public class OrderController {',
      '    public void submit(String body) {',
      '        String mobile = JsonUtil.parseString(body, "mobile");',
      '        String address = JsonUtil.parseString(body, "address");',
      '        String coupon = JsonUtil.parseString(body, "coupon");',
      '    }',
      '}',
      '',
    ].join('\n'),
  });

  it('the second argument of map.put is the entry\'s value: a value slot', () => {
    const put = fx.find((c) => c.subject.endsWith('DEFAULTS.put') && c.position === '1', 'DEFAULTS.put values');
    expect(put.factors.valueSlot).toBe(0.1);
  });

  it('a field parsed out of a record by name is a read, as a getter\'s is', () => {
    const parse = fx.find((c) => c.subject.endsWith('JsonUtil.parseString') && c.position === '1', 'parseString field');
    expect(parse.features.accessor).toBe(true);
    expect(parse.factors.accessor).toBe(0.1);
  });
});

/** One string handed to a call is an argument, not a key set, unless the call is named or known to register it. */
describe('call slots that take one key', () => {
  const fx = rankedFixture({
    'pkg/__init__.py': '',
    'pkg/vendor/__init__.py': '',
    'pkg/load.py': 'from importlib.resources import read_text\nTLDS = read_text("pkg.vendor", "tlds.txt")\n',
    'pkg/program.py': 'class Program:\n    def __init__(self, name=None):\n        self.name = name\nprogram = Program(name="Invoke")\n',
    'pkg/types.py': [
      'class TypeChecker:',
      '    def redefine(self, name, fn):',
      '        return fn',
      'checker = TypeChecker()',
      'checker.redefine("integer", int)',
      '',
    ].join('\n'),
    'pkg/use.py': 'def f(checkers, prog):\n    if prog.name == "Invoke":\n        return checkers["integer"]\n',
  });

  it('abstains for a lone argument even when the string comes back elsewhere', () => {
    const read = fx.find((c) => c.subject === 'importlib.resources.read_text' && c.position === '0', 'read_text(package)');
    expect(read.distinctKeys).toBe(1);
    expect(read.features.resolveHits).toBe(1);
    expect(read.factors.backing).toBeLessThan(1);
    expect(read.weak).toBe(true);
    const prog = fx.find((c) => c.subject === 'pkg.program.Program' && c.position === 'name', 'Program(name=)');
    expect(prog.features.lookupHits).toBe(1);
    expect(prog.weak).toBe(true);
  });

  it('keeps a call named as a registration', () => {
    const redefine = fx.find((c) => c.subject.endsWith('redefine') && c.position === '0', 'checker.redefine');
    expect(redefine.distinctKeys).toBe(1);
    expect(redefine.factors.backing).toBe(1);
    expect(redefine.weak).toBe(false);
  });
});
