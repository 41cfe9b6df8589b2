import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileQuery } from '../../src/generate/compile.js';
import { runPatterns } from '../../src/generate/engine.js';
import { queryFilesOf, type AcceptedPattern } from '../../src/generate/pattern.js';
import { queryGap } from '../../src/generate/render.js';
import { pythonDeclarationQuery } from '../../src/generate/python-queries.js';
import { javaDeclarationQuery } from '../../src/generate/java-queries.js';
import { rows, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * The generated declaration query of a table pattern finds exactly the keys the scanner put in
 * that table: the outer keys for `NAME`, the records' fields for `NAME[]`, never one for the other.
 */
const FILE = 'conf/tables.py';
const TEXT = [
  'LANGS = {',
  '    "af": {"code": "af", "name": "Afrikaans"},',
  '    "ar": ({"code": "ar", "name": "Arabic"}),',
  '}',
  'FEEDS = [{"url": "a.example", "kind": "rss"}, {"url": "b.example", "kind": "atom"}]',
  'PAIRS = ({"left": 1}, {"right": 2})',
  'PLAIN = {"csv": "fmt.Csv", "pdf": "fmt.Pdf"}',
  '',
].join('\n');

/** Compiles a table pattern's declaration query, runs it over its file, and answers the keys it found and the
 *  keys the scanner put in that table, each as `line key`, sorted. */
async function foundAndScanned(p: AcceptedPattern, root: string, db: string, file: string): Promise<{ found: string[]; scanned: string[] }> {
  const lang = p.language as 'python' | 'java';
  const text = lang === 'java' ? javaDeclarationQuery(p) : pythonDeclarationQuery(p);
  const query = await compileQuery(lang, text, `${p.id}.scm`, p.id);
  const [hits] = await runPatterns([{ pattern: p, declaration: query, reference: query, onlyFile: (path) => path === file }],
    [{ path: file, language: lang, text: readFileSync(join(root, file), 'utf8') }]);
  const scanned = await rows(db, `SELECT DISTINCT key, line FROM candidate_sites WHERE subject = '${p.subject}' ORDER BY line, key`);
  return {
    found: [...new Set(hits!.declarations.map((h) => `${h.line} ${h.key}`))].sort(),
    scanned: scanned.map((r) => `${String(r.line)} ${String(r.key)}`).sort(),
  };
}

describe('generated queries for tables and tables of records', () => {
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({ 'conf/__init__.py': '', [FILE]: TEXT });
    db = scanFixture(root);
  });

  const pattern = (name: string): AcceptedPattern => ({
    id: `t-${name}`, kind: 'table', language: 'python', subject: `${FILE}::${name}`, role: 'dict_key', position: '', reason: '', storageContainer: null,
  });

  for (const name of ['LANGS', 'LANGS[]', 'FEEDS[]', 'PAIRS[]', 'PLAIN']) {
    it(`${name}: the query captures the scanner's keys`, async () => {
      const { found, scanned } = await foundAndScanned(pattern(name), root, db, FILE);
      expect(scanned.length).toBeGreaterThan(0);
      expect(found).toEqual(scanned);
    });
  }
});

describe('generated query for a chain importing a module per compared name', () => {
  const CHAIN = 'conf/backends.py';
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'conf/__init__.py': '',
      [CHAIN]: [
        'def get_backend(name, mode="r"):',
        '    if mode != "r":',
        '        raise ValueError(mode)',
        '    if name == "trio":',
        '        from conf import trio_backend as impl',
        '    elif name == "curio":',
        '        from conf import curio_backend as impl',
        '    elif "asyncio" == name:',
        '        from conf import asyncio_backend as impl',
        '    return impl.Backend()',
        '',
        'def dispatch(payload):',
        '    if payload["kind"] == "refund":',
        '        handle_refund(payload)',
        '    elif payload["kind"] == "charge":',
        '        handle_charge(payload)',
        '    elif payload["kind"] == "payout":',
        '        send_payout(payload)',
        '    if payload["mode"] == "fast":',
        '        return 1',
        '',
        'def handle_refund(p): pass',
        'def handle_charge(p): pass',
        'def send_payout(p): pass',
        '',
      ].join('\n'),
    });
    db = scanFixture(root);
  });

  it("the query captures the scanner's keys and not the other comparisons", async () => {
    const p: AcceptedPattern = { id: 't-chain', kind: 'table', language: 'python', subject: `${CHAIN}::name`, role: 'compare', position: '', reason: '', storageContainer: null };
    const { found, scanned } = await foundAndScanned(p, root, db, CHAIN);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['asyncio', 'curio', 'trio']);
    expect(found).toEqual(scanned);
  });

  it('a chain comparing a subscript and calling a handler named after each name: the query reads the subscript', async () => {
    const p: AcceptedPattern = { id: 't-dispatch', kind: 'table', language: 'python', subject: `${CHAIN}::payload["kind"]`, role: 'compare', position: '', reason: '', storageContainer: null };
    const { found, scanned } = await foundAndScanned(p, root, db, CHAIN);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['charge', 'payout', 'refund']);
    expect(found).toEqual(scanned);
  });
});

describe("generated query for a Java method's own map", () => {
  const FILE_J = 'src/main/java/shop/Uploads.java';
  const TEXT_J = [
    'package shop;',
    'import java.util.HashMap;',
    'public class Uploads {',
    '    public static String checkExt(String ext, String dirName) {',
    '        HashMap<String, String> extMap = new HashMap<String, String>();',
    '        extMap.put("image", "gif,jpg");',
    '        extMap.put("flash", "swf,flv");',
    '        extMap.put("media", "mp3,wav");',
    '        other.put("elsewhere", "x");',
    '        return extMap.get(dirName);',
    '    }',
    '}',
    '',
  ].join('\n');
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({ [FILE_J]: TEXT_J });
    db = scanFixture(root);
  });

  it("the query captures the scanner's keys of that map only", async () => {
    const p: AcceptedPattern = { id: 't-ext', kind: 'table', language: 'java', subject: `${FILE_J}::extMap`, role: 'subscript_assign', position: '', reason: '', storageContainer: null };
    const { found, scanned } = await foundAndScanned(p, root, db, FILE_J);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['flash', 'image', 'media']);
    expect(found).toEqual(scanned);
  });
});

describe('generated queries for the shapes accepted Java and Python candidates take', () => {
  const CHAIN_J = 'src/main/java/com/acme/storage/StorageConfig.java';
  const BEANS = 'src/main/java/com/acme/AppConfig.java';
  const PY = 'app/render.py';
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      [CHAIN_J]: [
        'package com.acme.storage;',
        'public class StorageConfig {',
        '  public StorageService storageService(String active) {',
        '    StorageService service = new StorageService();',
        '    if (active.equals("local")) {',
        '      service.setStorage(localStorage());',
        '    } else if ("aliyun".equals(active)) {',
        '      service.setStorage(this.aliyunStorage());',
        '    } else if (active.equals("qiniu")) {',
        '      service.setStorage(new QiniuStorage());',
        '    }',
        '    if (mode.equals("local")) { service.setStorage(localStorage()); }',
        '    return service;',
        '  }',
        '  LocalStorage localStorage() { return new LocalStorage(); }',
        '  AliyunStorage aliyunStorage() { return new AliyunStorage(); }',
        '}',
        '',
      ].join('\n'),
      [BEANS]: [
        'package com.acme;',
        'import org.springframework.context.annotation.Bean;',
        'import org.springframework.context.annotation.Configuration;',
        '@Configuration',
        'public class AppConfig {',
        '  @Bean',
        '  public DataSource dataSource() { return null; }',
        '  @Bean(destroyMethod = "close")',
        '  public Cache cache() { return null; }',
        '  @Deprecated',
        '  public Cache legacyCache() { return null; }',
        '}',
        '',
      ].join('\n'),
      'app/__init__.py': '',
      [PY]: [
        'RENDERERS = {}',
        'RENDERERS["json"] = "app.json.Renderer"',
        'RENDERERS["csv"] = "app.csv.Renderer"',
        'RENDERERS["xml"] = "app.xml.Renderer"',
        'OTHER = {}',
        'OTHER["yaml"] = 1',
        '',
        'class Palette:',
        '    def __init__(self):',
        '        self.codes = {"bold": 1, "dim": 2, "italic": 3}',
        '    def code(self, name):',
        '        return self.codes[name]',
        '',
      ].join('\n'),
    });
    db = scanFixture(root);
  });

  it('a Java equals chain: the query reads the compared value in either operand order, and no other value', async () => {
    const p: AcceptedPattern = { id: 't-jchain', kind: 'table', language: 'java', subject: `${CHAIN_J}::active`, role: 'compare', position: '', reason: '', storageContainer: null };
    const { found, scanned } = await foundAndScanned(p, root, db, CHAIN_J);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['aliyun', 'local', 'qiniu']);
    expect(found).toEqual(scanned);
  });

  it("a Java annotation that names its declaration: the query's keys are the annotated methods' names", async () => {
    const p: AcceptedPattern = { id: 't-bean', kind: 'implicit', language: 'java', subject: 'org.springframework.context.annotation.Bean', role: 'decorator_implicit', position: '', reason: '', storageContainer: null };
    const query = await compileQuery('java', javaDeclarationQuery(p), 't-bean.scm', 't-bean');
    const [hits] = await runPatterns([{ pattern: p, declaration: query, reference: query, onlyFile: null }],
      [{ path: BEANS, language: 'java', text: readFileSync(join(root, BEANS), 'utf8') }]);
    const scanned = await rows(db, `SELECT DISTINCT key FROM candidate_sites WHERE subject = '${p.subject}' AND role = 'decorator_implicit' ORDER BY key`);
    expect(scanned.map((r) => r.key)).toEqual(['cache', 'dataSource']);
    expect([...new Set(hits!.declarations.map((h) => h.key))].sort()).toEqual(['cache', 'dataSource']);
  });

  it('a Python table written key by key, and a dict an instance keeps: the queries read those names only', async () => {
    for (const [name, role, keys] of [['RENDERERS', 'subscript_assign', ['csv', 'json', 'xml']], ['self.codes', 'dict_key', ['bold', 'dim', 'italic']]] as const) {
      const p: AcceptedPattern = { id: `t-${role}`, kind: 'table', language: 'python', subject: `${PY}::${name}`, role, position: '', reason: '', storageContainer: null };
      const { found, scanned } = await foundAndScanned(p, root, db, PY);
      expect(scanned.map((k) => k.split(' ')[1]).sort(), name).toEqual([...keys]);
      expect(found, name).toEqual(scanned);
    }
  });
});

/**
 * A Python constant holder is named by its qualified path alone: a class (capitalised last name) is found by
 * its name anywhere, a module by its file wherever the package sits. Either query reads the constants the
 * scanner read as the holder's keys, and no string of another scope (a module's name bound twice, in `try` and
 * `except`, is read with both values).
 */
describe('generated queries for Python constant holders', () => {
  const MOD = 'src/shop/keys.py';
  const CLS = 'src/shop/events.py';
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'src/shop/__init__.py': '',
      [MOD]: [
        '__version__ = "1.0"',
        'HOST = "host"',
        'ALIAS = PORT = "port"',
        'LIMIT = 3',
        'try:',
        '    USER = "user"',
        'except ImportError:',
        '    USER = "login"',
        'if True:',
        '    MODE = "fast"',
        'else:',
        '    MODE = "slow"',
        'def pick():',
        '    LOCAL = "local"',
        '    return LOCAL',
        'class Inner:',
        '    FIELD = "field"',
        '',
      ].join('\n'),
      [CLS]: [
        'OUTSIDE = "outside"',
        'class Events:',
        '    """the events of a payment"""',
        '    PAID = "payment.paid"',
        '    FAILED = "payment.failed"',
        '    def name(self):',
        '        INSIDE = "inside"',
        '        return INSIDE',
        '',
      ].join('\n'),
      'src/shop/use.py': [
        'from shop import keys',
        'from shop.keys import PORT, MODE',
        'from shop.events import Events',
        'def read(c, bus):',
        '    bus.emit(Events.PAID)',
        '    bus.emit(Events.FAILED)',
        '    return c[keys.HOST], c[PORT], c[MODE], c[keys.USER]',
        '',
      ].join('\n'),
    });
    db = scanFixture(root);
  });

  const holder = (subject: string): AcceptedPattern => ({
    id: `t-${subject}`, kind: 'table', language: 'python', subject, role: 'assign', position: '', reason: '', storageContainer: null,
  });

  it('a module: its top level and its top-level try / if blocks, over its own file only', async () => {
    const p = holder('shop.keys');
    const scope = queryFilesOf(p)!;
    expect([MOD, 'shop/keys.py', 'shop/keys/__init__.py'].map(scope)).toEqual([true, true, true]);
    expect(['src/other/keys.py', 'src/shop/keys.pyi', 'myshop/keys.py'].map(scope)).toEqual([false, false, false]);
    const { found, scanned } = await foundAndScanned(p, root, db, MOD);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['1.0', 'fast', 'host', 'port', 'user']);
    // the scan folds a name to its first binding; the query reads the others as well, values the name may hold at run time
    expect(found).toEqual([...scanned, '12 slow', '8 login'].sort());
  });

  it('a class: the constants of its body, found by its name in any file', async () => {
    const p = holder('shop.events.Events');
    expect(queryFilesOf(p)).toBeNull();
    const { found, scanned } = await foundAndScanned(p, root, db, CLS);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['payment.failed', 'payment.paid']);
    expect(found).toEqual(scanned);
  });

  it('has a query form, so generate no longer skips it', () => {
    expect(queryGap(holder('shop.keys'))).toBeNull();
    expect(queryGap(holder('shop.events.Events'))).toBeNull();
  });
});

/**
 * The dicts a file's functions return whole, when their values name the repository's functions or classes,
 * are one table `file::return`: its query reads the entries naming something, and not the records other
 * functions of the file return (`{"status": "ok"}`).
 */
describe("generated query for a file's returned dispatch dicts", () => {
  const FILE = 'app/formats.py';
  let db: string;
  let root: string;
  beforeAll(() => {
    root = writeRepo({
      'app/__init__.py': '',
      [FILE]: [
        'class CsvExporter: pass',
        'class JsonExporter: pass',
        'class XmlExporter: pass',
        'def csv_reader(): pass',
        'def json_reader(): pass',
        'def xml_reader(): pass',
        'def exporters():',
        '    return {"csv": CsvExporter, "json": JsonExporter, "xml": XmlExporter}',
        'def readers():',
        '    return ({"csv": csv_reader, "json": json_reader, "xml": xml_reader})',
        'def health():',
        '    return {"status": "ok", "version": "1.0"}',
        '',
      ].join('\n'),
      'app/use.py': 'from app.formats import exporters\ndef export(kind):\n    return exporters()[kind]\n',
    });
    db = scanFixture(root);
  });

  it("reads the entries naming something, as the scanner does, and no record's fields", async () => {
    const p: AcceptedPattern = { id: 't-return', kind: 'table', language: 'python', subject: `${FILE}::return`, role: 'dict_key', position: '', reason: '', storageContainer: null };
    expect(queryGap(p)).toBeNull();
    const { found, scanned } = await foundAndScanned(p, root, db, FILE);
    expect(scanned.map((k) => k.split(' ')[1]).sort()).toEqual(['csv', 'csv', 'json', 'json', 'xml', 'xml']);
    expect(found).toEqual(scanned);
  });
});
