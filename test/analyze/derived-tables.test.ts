import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A table rebuilt under other keys (a case-folded copy, an inverted index of a dict of lists) and
 * read there by a computed key is looked up by its own keys: the copy's read backs the original,
 * as a read of the original itself would. A copy nothing reads by a computed key backs nothing.
 */
const FILES: Record<string, string> = {
  'paint/__init__.py': '',
  'paint/named.py': [
    'NAMED = {',
    '    "AliceBlue": "#f0f8ff",',
    '    "AntiqueWhite": "#faebd7",',
    '    "Aquamarine": "#7fffd4",',
    '    "Azure": "#f0ffff",',
    '    "Beige": "#f5f5dc",',
    '}',
    '',
    'SHADES = {',
    '    "Crimson": "#dc143c",',
    '    "Cyan": "#00ffff",',
    '    "DarkBlue": "#00008b",',
    '    "DarkCyan": "#008b8b",',
    '}',
    '',
  ].join('\n'),
  'paint/style.py': [
    'from paint.named import NAMED, SHADES',
    '',
    '_lower = {k.lower(): v for k, v in NAMED.items()}',
    '_shades = {k.lower(): v for k, v in SHADES.items()}',
    '',
    'def color(text):',
    '    return _lower[text.lower()]',
    '',
    'def shade_names():',
    '    return sorted(_shades)',
    '',
  ].join('\n'),
  'paint/env.py': [
    'FILTERS = {"upper": str.upper, "lower": str.lower, "title": str.title, "strip": str.strip}',
    '',
    'class Environment:',
    '    def __init__(self):',
    '        self.filters = FILTERS.copy()',
    '',
    '    def apply(self, name, value):',
    '        return self.filters[name](value)',
    '',
  ].join('\n'),
  'paint/engines.py': [
    'ENGINES = {',
    '    MySQL: ["mysql", "mysqldb", "mariadb"],',
    '    Postgres: ["postgres", "postgresql", "pg"],',
    '    Sqlite: ["sqlite", "sqlite3"],',
    '}',
    'BY_NAME = dict((alias, engine) for engine in ENGINES for alias in ENGINES[engine])',
    '',
    'class MySQL: pass',
    'class Postgres: pass',
    'class Sqlite: pass',
    '',
    'def connect(kind):',
    '    return BY_NAME[kind]()',
    '',
  ].join('\n'),
};

describe('tables read through a copy under other keys', () => {
  const fx = rankedFixture(FILES);

  it('a case-folded copy read by a computed key backs the original table', () => {
    const t = fx.find((c) => c.subject === 'paint/named.py::NAMED', 'NAMED');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.weak).toBe(false);
  });

  it('an inverted index of a dict of lists backs the lists\' elements', () => {
    const t = fx.find((c) => c.subject === 'paint/engines.py::ENGINES' && c.role === 'collection_elem', 'ENGINES elements');
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(t.weak).toBe(false);
  });

  it('a copy made to be extended (`self.filters = FILTERS.copy()`) and read by a computed key backs the original', () => {
    const t = fx.find((c) => c.subject === 'paint/env.py::FILTERS', 'FILTERS');
    expect(t.features.dynamicReads).toBe(1);
  });

  it('a copy that is only iterated backs nothing', () => {
    const t = fx.find((c) => c.subject === 'paint/named.py::SHADES', 'SHADES');
    expect(t.features.dynamicReads).toBe(0);
    expect(t.weak).toBe(true);
  });
});

/**
 * A tuple of HTTP verbs that a handler checks a request against before asking itself for the method of
 * that name (`getattr(self, verb.lower())`) is a table of method names, looked up through getattr.
 */
const VIEWS: Record<string, string> = {
  'webkit/__init__.py': '',
  'webkit/handler.py': [
    'class Handler:',
    '    SUPPORTED_METHODS = ("GET", "HEAD", "POST", "DELETE", "PATCH", "PUT", "OPTIONS")',
    '    VERBOSE = ("GET", "HEAD", "POST", "DELETE", "PATCH", "PUT", "OPTIONS")',
    '',
    '    def execute(self, request):',
    '        if request.method not in self.SUPPORTED_METHODS:',
    '            raise ValueError(405)',
    '        return getattr(self, request.method.lower())(request)',
    '',
    '    def describe(self, request):',
    '        if request.method in self.VERBOSE:',
    '            return "verbose"',
    '',
    '    def allowed(self):',
    '        return [m for m in ("LIST", "WATCH", "CREATE", "REPLACE", "EVICT") if getattr(self, m.lower(), None)]',
    '',
    '    def get(self, request): raise ValueError(405)',
    '',
    'WORDS = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda", "mu")',
    '    def post(self, request): raise ValueError(405)',
    '',
  ].join('\n'),
  // the words compared elsewhere: evidence for the plain list, which still nothing reads by name
  'webkit/greek.py': [
    'def letter(x):',
    '    if x == "alpha" or x == "beta" or x == "gamma":',
    '        return 1',
    '    return x in ("delta", "epsilon", "zeta")',
    '',
  ].join('\n'),
};

describe('tables of the attribute names getattr asks for', () => {
  const fx = rankedFixture(VIEWS);

  it('a verb tuple tested before getattr(self, verb.lower()) is read by name', () => {
    const t = fx.find((c) => c.subject === 'webkit/handler.py::SUPPORTED_METHODS', 'SUPPORTED_METHODS');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.weak).toBe(false);
  });

  it("an unnamed verb tuple walked so is the function's own table, read by name, and leads the weak lists", () => {
    const t = fx.find((c) => c.subject === 'webkit/handler.py::allowed{}', 'allowed{}');
    expect(t).toMatchObject({ kind: 'table', role: 'collection_elem', distinctKeys: 5 });
    expect(t.features.dynamicReads).toBe(1);
    const leaders = fx.cands.filter((c) => c.weak && !c.relatedTo);
    const plain = fx.find((c) => c.subject === 'webkit/handler.py::WORDS', 'WORDS');
    // (a function's own table is no declaration: weak, but listed with the tables looked up by name)
    expect([t.weak, plain.weak]).toEqual([true, true]);
    expect(plain.evidenceCount).toBeGreaterThan(0);
    expect(plain.score).toBeGreaterThan(t.score);
    expect(leaders.indexOf(t)).toBeGreaterThanOrEqual(0);
    expect(leaders.indexOf(t)).toBeLessThan(leaders.indexOf(plain));
  });

  it('the same verbs only tested for membership are not', () => {
    const t = fx.find((c) => c.subject === 'webkit/handler.py::VERBOSE', 'VERBOSE');
    expect(t.features.dynamicReads).toBe(0);
  });
});

/**
 * Each reader class lists the file extensions it reads; the registry indexes every class by each of them
 * (`for ext in cls.file_extensions: self.reader_classes[ext] = cls`), makes one reader per entry of that
 * index (`self.readers[fmt] = reader_class()`) and looks a reader up by the extension of the file at hand
 * (`self.readers[fmt]`): the lists' elements are the keys of a copy of a copy, read in the same file.
 * The messages elsewhere in that file's classes do not make the lists a table of messages.
 */
const READERS: Record<string, string> = {
  'site/__init__.py': '',
  'site/readers.py': [
    'class BaseReader:',
    '    """Reads a file of one of its extensions into content and metadata."""',
    '    file_extensions = ["static"]',
    '    def read(self, path):',
    '        raise NotImplementedError("subclasses read their own format")',
    '',
    'class RstReader(BaseReader):',
    '    file_extensions = ["rst"]',
    '    def read(self, path):',
    '        return "rst " + path',
    '',
    'class MarkdownReader(BaseReader):',
    '    file_extensions = ["md", "markdown", "mkd", "mdown"]',
    '    def read(self, path):',
    '        return "markdown " + path',
    '',
    'class HTMLReader(BaseReader):',
    '    file_extensions = ["htm", "html"]',
    '    def read(self, path):',
    '        return "html " + path',
    '',
    'class Readers:',
    '    def __init__(self):',
    '        self.reader_classes = {}',
    '        self.readers = {}',
    '        for cls in [BaseReader] + BaseReader.__subclasses__():',
    '            for ext in cls.file_extensions:',
    '                self.reader_classes[ext] = cls',
    '        for fmt, reader_class in self.reader_classes.items():',
    '            self.readers[fmt] = reader_class()',
    '',
    '    def read_file(self, path, fmt):',
    '        if fmt not in self.readers:',
    '            raise TypeError("pelican does not know how to parse the file")',
    '        return self.readers[fmt].read(path)',
    '',
  ].join('\n'),
};

describe('class attribute lists indexed through a copy of a copy', () => {
  const fx = rankedFixture(READERS);

  it('backs the lists whose elements key the index a reader is looked up in', () => {
    const t = fx.find((c) => c.subject === 'site/readers.py::file_extensions' && c.role === 'collection_elem', 'file_extensions');
    expect(t.features.dynamicReads).toBeGreaterThan(0);
    expect(t.factors.backing).toBe(1);
  });
});

/**
 * A loop at import time that hands each key of a named table to a call keeping it registers the
 * table's keys (`for name, src in METHODS.items(): manager.register_transform(..., partial(match, name))`),
 * whatever its values hold (here, source text). A loop that only prints the keys, or collects them into
 * a list, or one inside a function, registers nothing.
 */
const TRANSFORMS: Record<string, string> = {
  'brain/__init__.py': '',
  'brain/manager.py': [
    'class Manager:',
    '    def __init__(self):',
    '        self.transforms = []',
    '    def register_transform(self, node_class, tip, predicate):',
    '        self.transforms.append((node_class, tip, predicate))',
    'MANAGER = Manager()',
    '',
  ].join('\n'),
  'brain/numpy_core.py': [
    'import functools',
    'from brain.manager import MANAGER',
    '',
    'METHODS = {',
    '    "array": """def array(object, dtype=None):\n        return numpy.ndarray([0, 0])""",',
    '    "zeros": """def zeros(shape, dtype=float):\n        return numpy.ndarray([0, 0])""",',
    '    "linspace": """def linspace(start, stop, num=50):\n        return numpy.ndarray([0, 0])""",',
    '    "concatenate": """def concatenate(arrays, axis=None):\n        return numpy.ndarray([0, 0])""",',
    '}',
    'PRINTED = {',
    '    "alpha": """first letter of the alphabet""",',
    '    "beta": """second letter of the alphabet""",',
    '    "gamma": """third letter of the alphabet""",',
    '    "delta": """fourth letter of the alphabet""",',
    '}',
    'LATER = {',
    '    "mean": """def mean(a):\n        return 0""",',
    '    "median": """def median(a):\n        return 0""",',
    '    "std": """def std(a):\n        return 0""",',
    '}',
    '',
    'def looks_like(name, node):',
    '    return node.attrname == name',
    '',
    'def infer(src, node):',
    '    return src',
    '',
    'for method_name, function_src in METHODS.items():',
    '    MANAGER.register_transform(object, functools.partial(infer, function_src), functools.partial(looks_like, method_name))',
    '',
    'for letter in PRINTED:',
    '    print(letter)',
    '',
    'def setup():',
    '    for name, src in LATER.items():',
    '        MANAGER.register_transform(object, functools.partial(infer, src), functools.partial(looks_like, name))',
    '',
  ].join('\n'),
};

describe('tables whose keys a loop registers at import time', () => {
  const fx = rankedFixture(TRANSFORMS);

  it('a table whose keys a module-level loop hands to a registering call is read by key, whatever its values', () => {
    const t = fx.find((c) => c.subject === 'brain/numpy_core.py::METHODS', 'METHODS');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.weak).toBe(false);
  });

  it('a loop that only prints the keys registers nothing', () => {
    const t = fx.find((c) => c.subject === 'brain/numpy_core.py::PRINTED', 'PRINTED');
    expect(t.features.dynamicReads).toBe(0);
    expect(t.weak).toBe(true);
  });

  it('a loop inside a function is no registration at import time', () => {
    const t = fx.find((c) => c.subject === 'brain/numpy_core.py::LATER', 'LATER');
    expect(t.features.dynamicReads).toBe(0);
  });
});
