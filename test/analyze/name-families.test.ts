import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pairsOf } from '../../src/analyze/pairs.js';
import { explain, storageLine } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { compileQuery } from '../../src/generate/compile.js';
import { runPatterns } from '../../src/generate/engine.js';
import { buildKeySites, type ScanFacts } from '../../src/generate/keys.js';
import type { AcceptedPattern } from '../../src/generate/pattern.js';
import { pythonDeclarationQuery, pythonReferenceQuery } from '../../src/generate/python-queries.js';
import { closeDatabase, openDatabase } from '../../src/store/db.js';
import { findCandidate, ranked, rankedFixture, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * Functions found by a built name: `getattr(self, "visit_" + kind)` reads every visit_<kind>, so the
 * visit_ methods are one registry keyed by <kind>. The prefix must come from such a getattr; a naming
 * habit nothing dispatches on (clean_<field> here) is no family, nor are two names.
 */
const FILES: Record<string, string> = {
  'tree/__init__.py': '',
  'tree/visitor.py': [
    'class Visitor:',
    '    def visit(self, node):',
    '        return getattr(self, "visit_" + type(node).__name__)(node)',
    '',
    'class Printer(Visitor):',
    '    def visit_Add(self, node):',
    '        return "+"',
    '    def visit_Sub(self, node):',
    '        return "-"',
    '    def visit_Num(self, node):',
    '        return "n"',
    '',
  ].join('\n'),
  'tree/compiler.py': [
    'from tree.visitor import Visitor',
    'class Compiler(Visitor):',
    '    def visit_Add(self, node):',
    '        return 1',
    '    def visit_Mul(self, node):',
    '        return 2',
    '',
  ].join('\n'),
  'tree/forms.py': [
    'class Form:',
    '    def clean_name(self):',
    '        return 1',
    '    def clean_email(self):',
    '        return 2',
    '    def clean_age(self):',
    '        return 3',
    '',
  ].join('\n'),
  'tree/hooks.py': [
    'def collect(plugin):',
    '    return [getattr(plugin, n) for n in dir(plugin) if n.startswith("tree_")]',
    'def accessors(obj):',
    '    return [n for n in dir(obj) if n.startswith("get_")]',
    '',
  ].join('\n'),
  'tree/plugin_a.py': [
    'def tree_configure(config):',
    '    return config',
    'def tree_unconfigure(config):',
    '    return config',
    'def get_one():',
    '    return 1',
    '',
  ].join('\n'),
  'tree/plugin_b.py': [
    'def tree_configure(config):',
    '    return config',
    'def tree_report(report):',
    '    return report',
    'def get_two():',
    '    return 2',
    'def get_three():',
    '    return 3',
    '',
  ].join('\n'),
  // a prefix may itself hold underscores, and the name may be built by %-formatting
  'tree/parser.py': [
    'class Parser:',
    '    def nud(self, token):',
    '        return getattr(self, "_token_nud_%s" % token["type"])(token)',
    '    def _token_nud_literal(self, token):',
    '        return 1',
    '    def _token_nud_field(self, token):',
    '        return 2',
    '    def _token_nud_star(self, token):',
    '        return 3',
    '    def handle(self, node):',
    '        return getattr(self, "_handle__" + node.kind, None)',
    '    def _handle__If(self, node):',
    '        return 1',
    '    def _handle__For(self, node):',
    '        return 2',
    '    def _handle__While(self, node):',
    '        return 3',
    '',
  ].join('\n'),
  // the first part of a two-part name is a parameter its callers fill with strings
  'tree/rules.py': [
    'class Validator:',
    '    def _get_rule_handler(self, domain, rule):',
    '        methodname = "_{0}_{1}".format(domain, rule)',
    '        return getattr(self, methodname, None)',
    '    def validate(self, rule):',
    '        return self._get_rule_handler("check", rule)',
    '    def normalize(self, rule):',
    '        return self._get_rule_handler("coerce", rule)',
    '    def _check_min(self):',
    '        return 1',
    '    def _check_max(self):',
    '        return 2',
    '    def _check_allowed(self):',
    '        return 3',
    '    def _coerce_int(self):',
    '        return 4',
    '',
  ].join('\n'),
  'tree/steps.py': [
    'class Steps:',
    '    def run(self, step):',
    '        return getattr(self, f"run_{step}")()',
    '    def run_a(self):',
    '        return 1',
    '    def run_b(self):',
    '        return 2',
    '',
  ].join('\n'),
};

/** What `keys build` reads from the scan, as plain lookups; a family has no callee, so it must not ask. */
const FACTS: ScanFacts = {
  keyAt: () => undefined,
  sameCallee: () => { throw new Error('a family of names has no callee to check'); },
  symbolAt: (file) => `${file}::<module>`,
  symbolNamed: (file, name) => `${file}::${name}`,
  profilesOf: () => [],
  isStorageWriter: () => false,
};

describe('families of names found by a built name', () => {
  let root = '';
  let db = '';
  let cands: Awaited<ReturnType<typeof ranked>> = [];
  beforeAll(async () => {
    root = writeRepo(FILES);
    db = scanFixture(root);
    cands = await ranked(db);
  });
  const visit = () => findCandidate(cands, (c) => c.subject === 'visit_*', 'visit_* family');

  it('gathers every visit_<key> definition under the prefix the getattr builds', () => {
    const c = visit();
    expect(c.kind).toBe('implicit');
    expect(c.role).toBe('definition_name');
    expect(c.distinctKeys).toBe(4);
    expect(c.sites).toBe(5);
    expect(c.files).toBe(2);
    expect(c.features.storage).toBe(true);
    expect(c.features.storageContainer).toBe('getattr:visit_{}');
    expect(c.features.declShare).toBe(1);
    expect(c.weak).toBe(false);
  });

  it('counts the dispatch at the builtName weight, not as a write into storage', () => {
    const c = visit();
    expect(c.features.lookupHits).toBe(0);
    expect(c.factors.evidence).toBeCloseTo(1 + DEFAULT_WEIGHTS.builtName + DEFAULT_WEIGHTS.runtimeOverlap * DEFAULT_WEIGHTS.pair * c.features.pairHits / 6, 5);
    expect(explain(c).join('\n')).toContain('dispatch by name yes (getattr:visit_{})');
    expect(storageLine(c)).toBe('dispatch: getattr builds "visit_<key>" (every such getattr is a dispatch site)');
  });

  it('a prefix the code selects names by (startswith) is a family too, keyed by the whole name', () => {
    const hooks = findCandidate(cands, (c) => c.subject === 'tree_*', 'tree_* family');
    expect(hooks.role).toBe('definition_name');
    expect(hooks.features.storageContainer).toBe('startswith:tree_');
    expect(hooks.examples).toEqual(['tree_configure', 'tree_report', 'tree_unconfigure']);
    expect(hooks.sites).toBe(4);
    expect(storageLine(hooks)).toBe('dispatch: names are selected by their prefix, startswith("tree_") (every such test is a dispatch site)');
    // an accessor prefix selects attributes, not a registry
    expect(cands.some((c) => c.subject === 'get_*')).toBe(false);
  });

  it('takes a prefix with underscores inside it (_token_nud_, _handle__), built by + or by %', () => {
    const nud = findCandidate(cands, (c) => c.subject === '_token_nud_*', '_token_nud_* family');
    expect(nud.role).toBe('definition_name');
    expect(nud.features.storageContainer).toBe('getattr:_token_nud_{}');
    expect([...nud.examples].sort()).toEqual(['field', 'literal', 'star']);
    const handle = findCandidate(cands, (c) => c.subject === '_handle__*', '_handle__* family');
    expect(handle.features.storageContainer).toBe('getattr:_handle__{}');
    expect([...handle.examples].sort()).toEqual(['For', 'If', 'While']);
    // the shorter prefix of the same names is no second family
    expect(cands.some((c) => c.subject === '_token_*' || c.subject === '_handle_*')).toBe(false);
  });

  it('completes a two-part name with the strings the builder\'s callers pass for its first part', () => {
    const check = findCandidate(cands, (c) => c.subject === '_check_*', '_check_* family');
    expect(check.role).toBe('definition_name');
    expect(check.features.storageContainer).toBe('getattr:_{}_{}');
    expect([...check.examples].sort()).toEqual(['allowed', 'max', 'min']);
    // one _coerce_ method is no family, and the parts alone are no prefixes
    expect(cands.some((c) => c.subject === '_coerce_*' || c.subject === '_*')).toBe(false);
  });

  it('makes no family of a prefix no getattr builds, nor of fewer than three names', () => {
    expect(cands.some((c) => c.subject === 'clean_*')).toBe(false);
    expect(cands.some((c) => c.subject === 'run_*')).toBe(false);
  });

  it('pairs the family with the getattr that dispatches to it', async () => {
    const conn = await openDatabase(db);
    try {
      const groups = await pairsOf(conn, visit().id);
      const dispatch = groups.find((g) => g.kind === 'dispatch');
      expect(dispatch?.containerPath).toBe('getattr:visit_{}');
      expect(dispatch?.sites.map((s) => `${s.file}:${s.line}`)).toEqual(['tree/visitor.py:3']);
    } finally {
      closeDatabase(conn);
    }
  });

  it('generates queries that find the names (keys without the prefix) and the dispatching getattr', async () => {
    const c = visit();
    const p: AcceptedPattern = {
      id: c.id, kind: c.kind, language: 'python', subject: c.subject, role: c.role, position: '', reason: '',
      storageContainer: c.features.storageContainer,
    };
    const declaration = await compileQuery('python', pythonDeclarationQuery(p), 'visit.scm', c.id);
    const reference = await compileQuery('python', pythonReferenceQuery(p), 'visit-refs.scm', c.id);
    const files = Object.keys(FILES).filter((f) => f.endsWith('.py')).map((f) => ({
      path: f, language: 'python', text: readFileSync(join(root, f), 'utf8'),
    }));
    const [hits] = await runPatterns([{ pattern: p, declaration, reference, onlyFile: null }], files);
    expect(hits!.declarations.map((h) => h.key).sort()).toEqual(['visit_Add', 'visit_Add', 'visit_Mul', 'visit_Num', 'visit_Sub']);
    const dispatch = hits!.references.filter((h) => h.keyType === null);
    expect(dispatch.map((h) => `${h.file}:${h.line}`)).toEqual(['tree/visitor.py:3']);

    const result = buildKeySites(hits!, FACTS);
    const declared = result.sites.filter((s) => s.side === 'declared').map((s) => s.key);
    expect([...new Set(declared)].sort()).toEqual(['Add', 'Mul', 'Num', 'Sub']);
    // the getattr reaches every key of the family
    const referenced = result.sites.filter((s) => s.side === 'referenced' && s.file === 'tree/visitor.py').map((s) => s.key);
    expect([...new Set(referenced)].sort()).toEqual(['Add', 'Mul', 'Num', 'Sub']);
  });

  it('generates queries for a startswith family: whole names declared, the prefix test dispatches', async () => {
    const c = findCandidate(cands, (x) => x.subject === 'tree_*', 'tree_* family');
    const p: AcceptedPattern = {
      id: c.id, kind: c.kind, language: 'python', subject: c.subject, role: c.role, position: '', reason: '',
      storageContainer: c.features.storageContainer,
    };
    const declaration = await compileQuery('python', pythonDeclarationQuery(p), 'tree.scm', c.id);
    const reference = await compileQuery('python', pythonReferenceQuery(p), 'tree-refs.scm', c.id);
    const files = Object.keys(FILES).map((f) => ({ path: f, language: 'python', text: readFileSync(join(root, f), 'utf8') }));
    const [hits] = await runPatterns([{ pattern: p, declaration, reference, onlyFile: null }], files);
    expect(hits!.references.filter((h) => h.keyType === null).map((h) => `${h.file}:${h.line}`)).toEqual(['tree/hooks.py:2']);
    const result = buildKeySites(hits!, FACTS);
    expect([...new Set(result.sites.filter((x) => x.side === 'declared').map((x) => x.key))].sort())
      .toEqual(['tree_configure', 'tree_report', 'tree_unconfigure']);
  });
});

describe('a family found through a name built into a local variable', () => {
  let db = '';
  beforeAll(() => {
    db = scanFixture(writeRepo({
      'web/__init__.py': '',
      'web/routing.py': [
        'def map_methods(resource):',
        '    for method in ("GET", "POST", "DELETE"):',
        '        responder_name = "on_" + method.lower()',
        '        responder = getattr(resource, responder_name, None)',
        '        if responder: yield method, responder',
        '',
      ].join('\n'),
      'web/things.py': [
        'class Things:',
        '    def on_get(self, req): pass',
        '    def on_post(self, req): pass',
        '    def on_delete(self, req): pass',
        '',
      ].join('\n'),
      // the built name's case changed on its way to getattr: the same name
      'web/filters.py': [
        'class Filter:',
        '    def process(self, node):',
        '        func_name = "_process_{cls}".format(cls=type(node).__name__)',
        '        return getattr(self, func_name.lower(), self._process_default)(node)',
        '    def _process_default(self, node): pass',
        '    def _process_where(self, node): pass',
        '    def _process_case(self, node): pass',
        '',
      ].join('\n'),
    }));
  });

  it('follows the name through a case change (`func_name.lower()`) into the getattr', async () => {
    const fam = findCandidate(await ranked(db), (c) => c.role === 'definition_name' && c.subject === '_process_*', '_process_*');
    expect([...fam.examples].sort()).toEqual(['case', 'default', 'where']);
    expect(fam.features.storageContainer).toBe('getattr:_process_{}');
  });

  it('keys the on_ methods by their suffix, read by the getattr the name reaches', async () => {
    const fam = findCandidate(await ranked(db), (c) => c.role === 'definition_name' && c.subject === 'on_*', 'on_*');
    expect(fam.distinctKeys).toBe(3);
    expect(fam.features.storage).toBe(true);
    expect(fam.features.storageContainer).toBe('getattr:on_{}');
  });
});

/** The prefix a startswith test selects by may be a constant: cmd2's COMMAND_FUNC_PREFIX = "do_". */
describe('a family selected by a constant prefix', () => {
  let cands: Awaited<ReturnType<typeof ranked>> = [];
  beforeAll(async () => {
    cands = await ranked(scanFixture(writeRepo({
      'shell/__init__.py': '',
      'shell/constants.py': 'COMMAND_FUNC_PREFIX = "do_"\n',
      'shell/app.py': [
        'from shell.constants import COMMAND_FUNC_PREFIX',
        'class Shell:',
        '    def get_names(self):',
        '        return [n for n in dir(self) if n.startswith(COMMAND_FUNC_PREFIX)]',
        '    def do_open(self, arg): pass',
        '    def do_close(self, arg): pass',
        '    def do_quit(self, arg): pass',
        '',
      ].join('\n'),
    })));
  });

  it('folds the constant into the prefix', () => {
    const c = findCandidate(cands, (x) => x.subject === 'do_*', 'do_* family');
    expect(c.features.storageContainer).toBe('startswith:do_');
    expect(c.examples).toEqual(['do_close', 'do_open', 'do_quit']);
  });
});

/** A framework pack may name a prefix its framework selects by outside the tree: pluggy's `pytest_`. */
describe('a family a framework pack names', () => {
  let cands: Awaited<ReturnType<typeof ranked>> = [];
  beforeAll(async () => {
    cands = await ranked(scanFixture(writeRepo({
      'plug/__init__.py': '',
      'plug/pytest_plugin.py': [
        'def pytest_addoption(parser): pass',
        'def pytest_configure(config): pass',
        'def pytest_collection_modifyitems(items): pass',
        '',
      ].join('\n'),
      // three names under a prefix no pack names and nothing in the tree selects by: no family
      'plug/util.py': 'def plug_a(): pass\ndef plug_b(): pass\ndef plug_c(): pass\n',
      // urllib's OpenerDirector dispatches a status to a handler's http_error_<code>, outside the tree
      'plug/fetch.py': [
        'import urllib.request',
        'class FeedHandler(urllib.request.HTTPRedirectHandler, urllib.request.HTTPDefaultErrorHandler):',
        '    def http_error_default(self, req, fp, code, msg, headers): pass',
        '    def http_error_301(self, req, fp, code, msg, headers): pass',
        '    def http_error_401(self, req, fp, code, msg, headers): pass',
        '',
      ].join('\n'),
    })));
  });

  it('is a family keyed by whole names, known to the pack, with no storage of its own', () => {
    const c = findCandidate(cands, (x) => x.subject === 'pytest_*', 'pytest_* family');
    expect(c.role).toBe('definition_name');
    expect(c.features.knownFramework).toBe('pytest');
    expect(c.features.storage).toBe(false);
    expect(c.examples).toEqual(['pytest_addoption', 'pytest_collection_modifyitems', 'pytest_configure']);
    expect(c.weak).toBe(false);
    expect(cands.some((x) => x.subject === 'plug_*')).toBe(false);
  });

  it("names urllib handlers' error methods as the standard library's family, keyed by whole names", () => {
    const c = findCandidate(cands, (x) => x.subject === 'http_error_*', 'http_error_* family');
    expect(c.features.knownFramework).toBe('python-stdlib');
    expect([...c.examples].sort()).toEqual(['http_error_301', 'http_error_401', 'http_error_default']);
    expect(c.weak).toBe(false);
  });
});

/** Classes found by a built name are a family as functions are: `getattr(dns, f"Record_{kind}")` finds class Record_A. */
describe('a family of classes found by a built name', () => {
  const fx = rankedFixture({
    'names/__init__.py': '',
    'names/records.py': [
      'class Record_A:',
      '    pass',
      'class Record_MX:',
      '    pass',
      'class Record_TXT:',
      '    pass',
      '',
    ].join('\n'),
    'names/zone.py': [
      'from names import records',
      'def record(kind):',
      '    return getattr(records, f"Record_{kind}")',
      '',
    ].join('\n'),
  });

  it('keys the classes by the part the code supplies', () => {
    const c = fx.find((x) => x.subject === 'Record_*' && x.role === 'definition_name', 'Record_* family');
    expect(c.distinctKeys).toBe(3);
    expect([...c.examples].sort()).toEqual(['A', 'MX', 'TXT']);
    expect(c.features.storageContainer).toBe('getattr:Record_{}');
  });
});

/**
 * A built name may end in a fixed word (`"_%s_changed" % name` reads `_<trait>_changed`) or begin with a
 * camelCase prefix (`"visit" + type(node).__name__` reads visitDefTag): the family is the names between
 * the fixed parts, and a camelCase prefix goes on with a capital (visitor is not visit<or>).
 */
describe('families under a built name with a suffix, or a camelCase prefix', () => {
  const files: Record<string, string> = {
    'traits/__init__.py': '',
    'traits/has_traits.py': [
      'class HasTraits:',
      '    def notify(self, name):',
      '        magic_name = "_%s_changed" % name',
      '        if hasattr(self, magic_name):',
      '            getattr(self, magic_name)()',
      '    def cross_validate(self, name):',
      '        return getattr(self, "get%s" % name)()',
      '',
    ].join('\n'),
    'traits/widgets.py': [
      'from traits.has_traits import HasTraits',
      'class Widget(HasTraits):',
      '    def _value_changed(self): pass',
      '    def _size_changed(self): pass',
      '    def _color_changed(self): pass',
      '    def _changed(self): pass',
      '    def getValue(self): pass',
      '    def getSize(self): pass',
      '    def getColor(self): pass',
      '',
    ].join('\n'),
    // a name only a test builds walks an API (addReader, addWriter, addTimer): no registry
    'traits/tests/test_reactor.py': [
      'def test_add(reactor):',
      '    for kind in ("Reader", "Writer"):',
      '        getattr(reactor, "add%s" % kind)(None)',
      '',
    ].join('\n'),
    'traits/reactor.py': [
      'class Reactor:',
      '    def addReader(self, r): pass',
      '    def addWriter(self, w): pass',
      '    def addTimer(self, t): pass',
      '    def path(self, kind):',
      '        return getattr(self, "%s_path" % kind)',
      '    def _rewrite_path(self): pass',
      '    def _error_path(self): pass',
      '    def _group_path(self): pass',
      '',
    ].join('\n'),
    // a name built of several parts after its prefix: keyed by all of them (code and state)
    'traits/dict.py': [
      'class DictClient:',
      '    def lineReceived(self, code):',
      '        return getattr(self, f"dictCode_{code}_{self.state}", None)',
      '    def dictCode_220_conn(self): pass',
      '    def dictCode_150_define(self): pass',
      '    def dictCode_552_define(self): pass',
      '',
    ].join('\n'),
    // parts joined without a separator after the prefix: a namespace prefix, then the element's name
    'traits/feed.py': [
      'class FeedMixin:',
      '    def unknown_starttag(self, tag, attrs):',
      '        prefix, suffix = tag.split(":", 1) if ":" in tag else ("", tag)',
      '        prefix = prefix + "_" if prefix else ""',
      '        methodname = "_start_" + prefix + suffix',
      '        return getattr(self, methodname)(attrs)',
      '    def _start_rss(self, attrs): pass',
      '    def _start_channel(self, attrs): pass',
      '    def _start_dc_creator(self, attrs): pass',
      '',
    ].join('\n'),
    'traits/tree.py': [
      'class Node:',
      '    def accept(self, visitor):',
      '        return getattr(visitor, "visit" + type(self).__name__)(self)',
      'class Printer:',
      '    def visitDefTag(self, node): pass',
      '    def visitBlockTag(self, node): pass',
      '    def visitText(self, node): pass',
      '    def visitor(self): pass',
      '    def visited(self): pass',
      '',
    ].join('\n'),
  };
  const fx = rankedFixture(files);

  it('keys _<name>_changed methods by the part between prefix and suffix, read by the getattr the name reaches', () => {
    const c = fx.find((x) => x.subject === '_*_changed' && x.role === 'definition_name', '_*_changed family');
    expect([...c.examples].sort()).toEqual(['color', 'size', 'value']);
    expect(c.distinctKeys).toBe(3);
    expect(c.features.storageContainer).toBe('getattr:_{}_changed');
    expect(storageLine(c)).toBe('dispatch: getattr builds "_<key>_changed" (every such getattr is a dispatch site)');
  });

  it('takes a camelCase prefix only where a capital follows it, and no accessor prefix', () => {
    const c = fx.find((x) => x.subject === 'visit*' && x.role === 'definition_name', 'visit* family');
    expect([...c.examples].sort()).toEqual(['BlockTag', 'DefTag', 'Text']);
    expect(c.features.storageContainer).toBe('getattr:visit{}');
    // getValue/getSize/getColor share an accessor's prefix: attributes, no registry
    expect(fx.cands.some((x) => x.subject === 'get*')).toBe(false);
  });

  it('keys a name built of several parts after its prefix by all of them', () => {
    const c = fx.find((x) => x.subject === 'dictCode_*' && x.role === 'definition_name', 'dictCode_* family');
    expect([...c.examples].sort()).toEqual(['150_define', '220_conn', '552_define']);
    expect(c.features.storageContainer).toBe('getattr:dictCode_{}_{}');
  });

  it('keys a name whose parts follow the prefix without a separator by all of them', () => {
    const c = fx.find((x) => x.subject === '_start_*' && x.role === 'definition_name', '_start_* family');
    expect([...c.examples].sort()).toEqual(['channel', 'dc_creator', 'rss']);
    expect(c.features.storageContainer).toBe('getattr:_start_{}{}');
  });

  it('makes no family of a name only tests build, nor of a suffix with nothing before the key', () => {
    expect(fx.cands.some((x) => x.subject === 'add*')).toBe(false);
    // `"%s_path" % kind` names attributes as often as methods: three methods ending in _path are no registry
    expect(fx.cands.some((x) => x.subject === '*_path')).toBe(false);
  });

  it('generates queries that declare the names between the fixed parts and find the getattr', async () => {
    for (const [subject, want] of [['_*_changed', ['color', 'size', 'value']], ['visit*', ['BlockTag', 'DefTag', 'Text']]] as const) {
      const c = fx.find((x) => x.subject === subject, subject);
      const p: AcceptedPattern = {
        id: c.id, kind: c.kind, language: 'python', subject: c.subject, role: c.role, position: '', reason: '',
        storageContainer: c.features.storageContainer,
      };
      // a name with a fixed end is built, never selected by its start (`startswith("_")` would select anything)
      expect(pythonReferenceQuery(p).includes('"startswith"')).toBe(subject === 'visit*');
      const declaration = await compileQuery('python', pythonDeclarationQuery(p), 'family.scm', c.id);
      const reference = await compileQuery('python', pythonReferenceQuery(p), 'family-refs.scm', c.id);
      const texts = Object.keys(files).map((f) => ({ path: f, language: 'python', text: files[f]! }));
      const [hits] = await runPatterns([{ pattern: p, declaration, reference, onlyFile: null }], texts);
      const result = buildKeySites(hits!, FACTS);
      expect([...new Set(result.sites.filter((s) => s.side === 'declared').map((s) => s.key))].sort()).toEqual([...want]);
    }
  });
});
