import { describe, expect, it } from 'vitest';
import { pairsFor, rankedFixture, rows } from '../helpers/repo.js';

/**
 * A function's own dict, read in that function by a computed key, is a table: named after the
 * function when it is read where it stands (`{...}[kind]`), by its local name otherwise. It is private
 * to the function, so words other files share with it are no lookups of it.
 */
const FILES: Record<string, string> = {
  'sched/__init__.py': '',
  'sched/plugins.py': [
    'class Scheduler:',
    '    def create_plugin(self, kind, alias):',
    '        table, base = {',
    '            "trigger": (self.triggers, Trigger),',
    '            "jobstore": (self.stores, JobStore),',
    '            "executor": (self.executors, Executor),',
    '        }[kind]',
    '        return table[alias]',
    '',
    'def render(fmt, data):',
    '    writers = {"json": write_json, "yaml": write_yaml, "toml": write_toml}',
    '    return writers[fmt](data)',
    '',
    'def describe(kind):',
    '    return {"cron": "every day", "date": "once", "interval": "every n"}.get(kind)',
    '',
    'def sort_lines(lines, column):',
    '    order = dict(name=0, stmts=1, miss=2, cover=-1)',
    '    position = order.get(column)',
    '    return sorted(lines, key=lambda l: l[position])',
    '',
    'def record():',
    '    row = {"name": 1, "size": 2, "owner": 3}',
    '    row["name"] = 4',
    '    return row',
    '',
  ].join('\n'),
  // the same words, read in another file: no lookup of a private table
  'sched/cli.py': 'def main(opts):\n    if opts["json"]:\n        return opts["yaml"]\n    return opts["toml"]\n',
};

describe('function-local tables', () => {
  const fx = rankedFixture(FILES);

  it('a dict read where it stands by a computed key is a table named after its function', () => {
    const t = fx.find((c) => c.subject === 'sched/plugins.py::create_plugin{}', 'the inline table');
    expect(t).toMatchObject({ kind: 'table', role: 'dict_key', distinctKeys: 3 });
    expect(t.features.dynamicReads).toBe(1);
    expect(fx.find((c) => c.subject === 'sched/plugins.py::describe{}', 'the .get table').distinctKeys).toBe(3);
  });

  it('a local name assigned a dict and read by a computed key is a table; a record written by literal keys is not', () => {
    const t = fx.find((c) => c.subject === 'sched/plugins.py::writers', 'writers');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.features.declShare).toBe(0);
    expect(fx.cands.some((c) => c.subject === 'sched/plugins.py::row')).toBe(false);
  });

  it('a local dict spelled as dict(name=...) is the same table', () => {
    const t = fx.find((c) => c.subject === 'sched/plugins.py::order', 'order');
    expect(t).toMatchObject({ kind: 'table', role: 'dict_key', distinctKeys: 4 });
    expect(t.features.dynamicReads).toBe(1);
  });

  it('is private: the same words in another file are no lookups of it', () => {
    const t = fx.find((c) => c.subject === 'sched/plugins.py::writers', 'writers');
    expect(t.features.lookupHits).toBe(0);
    expect(t.features.pairHits).toBe(0);
  });

  it('has no cross-file pairs either', async () => {
    const t = fx.find((c) => c.subject === 'sched/plugins.py::writers', 'writers');
    expect((await pairsFor(fx.db, t.id)).filter((p) => p.kind !== 'dispatch')).toEqual([]);
  });
});

/**
 * A table filled key by key and read in its own scope by a computed key is a table too: an instance's
 * (filled in its constructor, read by another method), or a module's. A record filled so and returned
 * or read only by literal keys is not.
 */
describe('tables written statement by statement', () => {
  const fx = rankedFixture({
    'paint/__init__.py': '',
    'paint/colors.py': [
      'class Colorizer:',
      '    def __init__(self):',
      '        self.codes = {}',
      '        self.codes["reset"] = "\\x1b[0m"',
      '        self.codes["bold"] = "\\x1b[1m"',
      '        self.codes["faint"] = "\\x1b[2m"',
      '        self.codes["underline"] = "\\x1b[4m"',
      '',
      '    def colorize(self, color_key, text):',
      '        return self.codes[color_key] + text + self.codes["reset"]',
      '',
      'STYLES = {}',
      'STYLES["plain"] = str',
      'STYLES["upper"] = str.upper',
      'STYLES["title"] = str.title',
      '',
      'def style(name, text):',
      '    return STYLES[name](text)',
      '',
      'class JsonRenderer: pass',
      'class MakoRenderer: pass',
      'class JinjaRenderer: pass',
      'RENDERERS = {}',
      'RENDERERS["json"] = JsonRenderer',
      'try:',
      '    RENDERERS["mako"] = MakoRenderer',
      'except ImportError:',
      '    pass',
      'RENDERERS["jinja"] = JinjaRenderer',
      '',
      'def record(user):',
      '    row = {}',
      '    row["name"] = user.name',
      '    row["size"] = user.size',
      '    row["owner"] = user.owner',
      '    return row["name"], row',
      '',
    ].join('\n'),
    'paint/config.py': [
      'class Config:',
      '    namespaces = {}',
      'def server_ns(k, v): pass',
      'def engine_ns(k, v): pass',
      'def tree_ns(k, v): pass',
      'Config.namespaces["server"] = server_ns',
      'Config.namespaces["engine"] = engine_ns',
      'Config.namespaces["tree"] = tree_ns',
      'def setup(resp):',
      '    resp.headers["a"] = 1',
      '    resp.headers["b"] = 2',
      '    resp.headers["c"] = 3',
      '',
    ].join('\n'),
  });

  it('a module filling another object\'s table at import time declares it; a function filling a record does not', () => {
    const t = fx.find((c) => c.subject === 'paint/config.py::Config.namespaces', 'Config.namespaces');
    expect(t).toMatchObject({ kind: 'table', role: 'subscript_assign', distinctKeys: 3 });
    expect(t.features.resolveHits).toBe(3);
    expect(fx.cands.some((c) => c.subject === 'paint/config.py::resp.headers')).toBe(false);
  });

  it('an instance table filled in its constructor and read by a computed key is declared, with its keys', () => {
    const t = fx.find((c) => c.subject === 'paint/colors.py::self.codes', 'self.codes');
    expect(t).toMatchObject({ kind: 'table', role: 'subscript_assign', distinctKeys: 4 });
    expect(t.features.declShare).toBe(1);
    expect(t.features.dynamicReads).toBeGreaterThanOrEqual(1);
  });

  it('a module table filled at import time is one too', () => {
    const t = fx.find((c) => c.subject === 'paint/colors.py::STYLES', 'STYLES');
    expect(t).toMatchObject({ kind: 'table', role: 'subscript_assign', distinctKeys: 3 });
  });

  it('a module table filled at import time with classes is declared even where nothing reads it, and resolves to them', () => {
    // RENDERERS is read elsewhere (`dict(RENDERERS)`), never by a computed key in its own file
    const t = fx.find((c) => c.subject === 'paint/colors.py::RENDERERS', 'RENDERERS');
    expect(t).toMatchObject({ kind: 'table', role: 'subscript_assign', distinctKeys: 3 });
    expect(t.features.resolveHits).toBe(3);
    expect(t.weak).toBe(false);
  });

  it('a record filled key by key and read by literal keys is not', () => {
    expect(fx.cands.some((c) => c.subject === 'paint/colors.py::row')).toBe(false);
  });
});

describe('dicts a function returns whole', () => {
  const fx = rankedFixture({
    'dataset/__init__.py': '',
    'dataset/formats.py': [
      'from dataset.events import EventType',
      'class CsvExporter:',
      '    pass',
      'class JsonExporter:',
      '    pass',
      'class TsvExporter:',
      '    pass',
      'class DataSet:',
      '    def get_export_formats(self):',
      '        return {"csv": CsvExporter, "json": JsonExporter, "tsv": TsvExporter}',
      '    def freeze(self, query, format="csv"):',
      '        return self.get_export_formats()[format](query)',
      '    def scope(self):',
      '        return {"type": EventType.HTTP, "asgi": EventType.ASGI, "path": self.path, "state": self.state}',
      '',
    ].join('\n'),
    'dataset/events.py': 'class EventType:\n    HTTP = "http"\n    ASGI = "asgi"\n',
  });

  it('a returned dict of the repo\'s own classes is a table named `return`, resolving to them', () => {
    const t = fx.find((c) => c.subject === 'dataset/formats.py::return' && c.role === 'dict_key', 'the returned table');
    expect(t.kind).toBe('table');
    expect(t.distinctKeys).toBe(3);
    expect(t.features.resolveHits).toBe(3);
    expect(t.factors.backing).toBe(1);
  });

  it('a returned record of constants and attributes adds no keys to it', async () => {
    const t = fx.find((c) => c.subject === 'dataset/formats.py::return' && c.role === 'dict_key', 'the returned table');
    const keys = (await rows(fx.db, `SELECT DISTINCT key FROM candidate_sites WHERE candidate_id = '${t.id}' ORDER BY key`)).map((r) => r.key);
    expect(keys).toEqual(['csv', 'json', 'tsv']);
    const values = await rows(fx.db, "SELECT value FROM literals WHERE role = 'dict_value' AND container = 'return' ORDER BY value");
    expect(values.map((r) => r.value)).toEqual(['CsvExporter', 'JsonExporter', 'TsvExporter']);
  });
});

describe('dicts a function returns whole, of classes it defines', () => {
  const fx = rankedFixture({
    'parser/__init__.py': '',
    'parser/phases.py': [
      'def get_phases(debug):',
      '    class Phase:',
      '        pass',
      '    class InitialPhase(Phase):',
      '        pass',
      '    class InHeadPhase(Phase):',
      '        pass',
      '    class InBodyPhase(Phase):',
      '        pass',
      '    return {"initial": InitialPhase, "inHead": InHeadPhase, "inBody": InBodyPhase}',
      '',
      'def later():',
      '    return {"a": Early, "b": Early, "c": Early}',
      '',
    ].join('\n'),
  });

  it('the local classes are the values, resolved to their qualified names', async () => {
    const t = fx.find((c) => c.subject === 'parser/phases.py::return' && c.role === 'dict_key', 'the returned phases');
    expect(t.features.resolveHits).toBe(3);
    expect(t.factors.backing).toBe(1);
    const values = await rows(fx.db, "SELECT resolved_value FROM literals WHERE role = 'dict_value' AND container = 'return' ORDER BY 1");
    expect(values.map((r) => r.resolved_value)).toEqual(['parser.phases.get_phases.InBodyPhase', 'parser.phases.get_phases.InHeadPhase', 'parser.phases.get_phases.InitialPhase']);
  });
});

/**
 * Java's form: a method's own map filled by `put` and read there by a computed key is a table, written as
 * the code writes it (`extMap.put`). A map filled the same way and only read by literal keys is a record,
 * and a field's map filled by a method is storage of its own (not this rule's). A class's static map filled
 * in its initializer and read through the field by a computed key is Java's module-level table.
 */
const JAVA: Record<string, string> = {
  'src/main/java/shop/upload/Uploads.java': [
    'package shop.upload;',
    'import java.util.HashMap;',
    'import java.util.Map;',
    'public class Uploads {',
    '    public static String checkExt(String fileExt, String dirName) {',
    '        HashMap<String, String> extMap = new HashMap<String, String>();',
    '        extMap.put("image", "gif,jpg,jpeg,png");',
    '        extMap.put("flash", "swf,flv");',
    '        extMap.put("media", "mp3,wav,avi");',
    '        return extMap.get(dirName).contains(fileExt) ? "valid" : "invalid";',
    '    }',
    '    public static String describe() {',
    '        Map<String, Object> row = new HashMap<>();',
    '        row.put("name", "upload");',
    '        row.put("size", 3);',
    '        row.put("owner", "admin");',
    '        return row.get("name").toString();',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/main/java/shop/cron/Months.java': [
    'package shop.cron;',
    'import java.util.HashMap;',
    'import java.util.Map;',
    'public class Months {',
    '    protected static final Map<String, Integer> monthMap = new HashMap<>(20);',
    '    private static final Map<String, String> LABELS = new HashMap<>();',
    '    static {',
    '        monthMap.put("JAN", 0);',
    '        monthMap.put("FEB", 1);',
    '        monthMap.put("MAR", 2);',
    '        LABELS.put("title", "Months");',
    '        LABELS.put("footer", "end");',
    '        LABELS.put("header", "start");',
    '    }',
    '    protected int getMonthNumber(String s) {',
    '        Integer integer = monthMap.get(s);',
    '        return integer == null ? -1 : integer;',
    '    }',
    '    public String title() {',
    '        return LABELS.get("title");',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describe('Java method-local maps', () => {
  const fx = rankedFixture(JAVA);
  /** a table of three keys filled by `<name>.put`, read by a computed key, spelled as the code writes it */
  const expectPutTable = (file: string, name: string): void => {
    const t = fx.find((c) => c.subject === `${file}::${name}`, name);
    expect(t).toMatchObject({ kind: 'table', role: 'subscript_assign', distinctKeys: 3 });
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(t.members.some((m) => (m.written ?? []).includes(`${name}.put`))).toBe(true);
  };

  it('a map filled by put and read by a computed key in the same method is a table, spelled as written', () => {
    expectPutTable('src/main/java/shop/upload/Uploads.java', 'extMap');
  });

  it('a map read only by literal keys is a record, no table', () => {
    expect(fx.cands.some((c) => c.subject === 'src/main/java/shop/upload/Uploads.java::row')).toBe(false);
  });

  it("a static map filled in the class's initializer and read by a computed key in a method is a table", () => {
    expectPutTable('src/main/java/shop/cron/Months.java', 'monthMap');
  });

  it('a static map its methods read only by literal keys is no table', () => {
    expect(fx.cands.some((c) => c.subject === 'src/main/java/shop/cron/Months.java::LABELS')).toBe(false);
  });
});
