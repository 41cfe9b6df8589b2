import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A dict that nothing reads by a computed key, whose entries name nothing, is unbacked unless most of
 * its keys come back as strings in other files: `EXTRA_MAP["node"]` in one driver, `EXTRA_MAP["volume"]`
 * in another is the table looked up by name, by literal keys. A dict whose keys come back once or twice,
 * or a list whose elements come back as strings (attribute and keyword names), stays unbacked.
 */
const FILES: Record<string, string> = {
  'cloud/__init__.py': '',
  'cloud/maps.py': [
    'EXTRA_MAP = {',
    '    "node": {"state": "str"},',
    '    "volume": {"size": "int"},',
    '    "snapshot": {"created": "str"},',
    '    "network": {"cidr": "str"},',
    '    "image": {"arch": "str"},',
    '    "keypair": {"fingerprint": "str"},',
    '}',
    '',
    'QUIET = {"alpha": 1, "beta": 2, "gamma": 3, "delta": 4}',
    '',
    'KINDS = ["node", "volume", "snapshot", "network"]',
    '',
  ].join('\n'),
  'cloud/ec2.py': [
    'from cloud.maps import EXTRA_MAP, QUIET',
    '',
    'def parse_node(el):',
    '    return _extra(el, EXTRA_MAP["node"])',
    '',
    'def parse_volume(el):',
    '    return _extra(el, EXTRA_MAP["volume"])',
    '',
    'def parse_snapshot(el):',
    '    return _extra(el, EXTRA_MAP["snapshot"]), QUIET["alpha"]',
    '',
    'def _extra(el, spec):',
    '    return {k: el.get(k) for k in spec}',
    '',
  ].join('\n'),
  'cloud/ecs.py': [
    'from cloud.maps import EXTRA_MAP',
    '',
    'def parse_network(el):',
    '    return EXTRA_MAP["network"], EXTRA_MAP["node"]',
    '',
    'def parse_image(el):',
    '    return EXTRA_MAP["image"], EXTRA_MAP["keypair"]',
    '',
  ].join('\n'),
};

describe('dicts looked up by literal keys in other files', () => {
  const fx = rankedFixture(FILES);

  it('a dict most of whose keys are looked up by literal keys elsewhere is backed', () => {
    const t = fx.find((c) => c.subject === 'cloud/maps.py::EXTRA_MAP' && c.role === 'dict_key', 'EXTRA_MAP');
    expect(t.features.dynamicReads).toBe(0);
    expect(t.features.lookupHits).toBeGreaterThanOrEqual(5);
    expect(t.weak).toBe(false);
  });

  it('a dict whose keys come back once stays unbacked, and so does a list whose elements come back', () => {
    const quiet = fx.find((c) => c.subject === 'cloud/maps.py::QUIET', 'QUIET');
    expect(quiet.weak).toBe(true);
    const kinds = fx.find((c) => c.subject === 'cloud/maps.py::KINDS', 'KINDS');
    expect(kinds.weak).toBe(true);
  });
});

/**
 * A class's private or constant table read through an instance (`item._symbols.get(item.name)`,
 * `handler.HANDLERS[kind]`) is read by a computed key, whatever the instance is called. A public
 * attribute read so (`request.headers[name]`) is data the object carries, and backs no table of that name.
 */
const INSTANCES: Record<string, string> = {
  'tree/__init__.py': '',
  'tree/info.py': [
    'class TreeItem:',
    '    _symbols = {',
    '        "process_request": "->",',
    '        "process_resource": "=>",',
    '        "process_response": "<-",',
    '    }',
    '    headers = {',
    '        "accept": "a",',
    '        "referer": "r",',
    '        "origin": "o",',
    '    }',
    '',
    '    def __init__(self, name):',
    '        self.name = name',
    '',
  ].join('\n'),
  'tree/render.py': [
    'def render(item, request, name):',
    '    symbol = item._symbols.get(item.name, "->")',
    '    value = request.headers[name]',
    '    return symbol + value',
    '',
  ].join('\n'),
};

describe("a class's own table read through an instance", () => {
  const fx = rankedFixture(INSTANCES);

  it('a private table read through any instance by a computed key is backed', () => {
    const t = fx.find((c) => c.subject === 'tree/info.py::TreeItem._symbols' || c.subject === 'tree/info.py::_symbols', '_symbols');
    expect(t.features.dynamicReads).toBe(1);
    expect(t.weak).toBe(false);
  });

  it('a public attribute read through an instance backs no table of that name', () => {
    const t = fx.find((c) => c.subject === 'tree/info.py::TreeItem.headers' || c.subject === 'tree/info.py::headers', 'headers');
    expect(t.features.dynamicReads).toBe(0);
  });
});

/**
 * A named list asked where a name stands (`_BASIC_COLORS.index(name)`) is looked up by name: the position
 * is what the name selects. A lower-case list (`parts.index(x)`, a value's place in data) is not.
 */
const POSITIONS: Record<string, string> = {
  'term/__init__.py': '',
  'term/colors.py': [
    '_BASIC_COLORS = [',
    '    "black",',
    '    "dark red",',
    '    "dark green",',
    '    "brown",',
    '    "dark blue",',
    ']',
    'steps = [',
    '    "first",',
    '    "second",',
    '    "third",',
    '    "fourth",',
    ']',
    '',
    'def color_number(name):',
    '    if name in _BASIC_COLORS:',
    '        return _BASIC_COLORS.index(name)',
    '    return steps.index(name)',
    '',
  ].join('\n'),
};

describe('a named list asked where a name stands', () => {
  const fx = rankedFixture(POSITIONS);

  it('an UPPER_CASE list read by .index(name) is read by name', () => {
    const t = fx.find((c) => c.subject === 'term/colors.py::_BASIC_COLORS', '_BASIC_COLORS');
    expect(t.features.dynamicReads).toBe(1);
  });

  it('a lower-case list read so is not', () => {
    const t = fx.find((c) => c.subject === 'term/colors.py::steps', 'steps');
    expect(t.features.dynamicReads).toBe(0);
  });
});
