import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { findCandidate, ranked, rankedFixture } from '../helpers/repo.js';

/**
 * A call slot with no declaration site whose words come back in other files' lookups shares a
 * vocabulary; the same overlap on a slot that runs at import time is evidence of a registry. The
 * overlap of the first counts `runtimeOverlap` times as much.
 */
const FILES: Record<string, string> = {
  'html/__init__.py': '',
  'html/build.py': [
    'def link(el, value):',
    '    el.set("href", value)',
    '    el.set("title", value)',
    '    el.set("rel", value)',
    '',
  ].join('\n'),
  'html/hooks.py': [
    'from html.registry import on',
    'on("href")',
    'on("title")',
    'on("rel")',
    '',
  ].join('\n'),
  'html/registry.py': [
    'def on(name):',
    '    return name',
    'class Spec:',
    '    def __init__(self, pattern):',
    '        self.pattern = pattern',
    'spec = Spec',
    '',
  ].join('\n'),
  'html/routes.py': [
    'from html.registry import spec',
    'def routes():',
    '    return [spec("/a"), spec("/b")]',
    '',
  ].join('\n'),
  'html/local.py': [
    'from html.registry import on',
    'def wire():',
    '    on("href")',
    '    on("title")',
    '',
  ].join('\n'),
  'html/read.py': [
    'def read(el):',
    '    return el.attrib["href"], el.attrib["title"], el.attrib["rel"]',
    '',
  ].join('\n'),
};

describe('runtime overlap', () => {
  const fx = rankedFixture(FILES);

  it('discounts lookups of a slot without declaration sites, not of one at import time', async () => {
    const runtime = fx.find((c) => c.subject === 'el.set' && c.position === '0', 'el.set slot 0');
    const declared = fx.find((c) => c.subject === 'html.registry.on' && c.position === '0', 'on slot 0');
    expect(runtime.features.declShare).toBe(0);
    expect(declared.features.declShare).toBeGreaterThan(0);
    expect(runtime.features.lookupHits).toBe(3);
    expect(declared.features.lookupHits).toBe(3);
    // three keys, three hits: lookup share 3 / (3 + 2)
    const lookupTerm = DEFAULT_WEIGHTS.lookup * 3 / 5;
    const pairTerm = (c: typeof runtime) => DEFAULT_WEIGHTS.pair * c.features.pairHits / 5;
    expect(declared.factors.evidence).toBeCloseTo(1 + lookupTerm + pairTerm(declared), 5);
    expect(runtime.factors.evidence).toBeCloseTo(1 + DEFAULT_WEIGHTS.runtimeOverlap * (lookupTerm + pairTerm(runtime)), 5);
    expect(explain(runtime).join('\n')).toContain('lookups and pairs discounted: no site is a declaration');
    expect(explain(declared).join('\n')).not.toContain('discounted');
  });

  it('a weight of 1 counts runtime overlap in full', async () => {
    const full = await ranked(fx.db, { weights: { ...DEFAULT_WEIGHTS, runtimeOverlap: 1 } });
    const runtime = findCandidate(full, (c) => c.subject === 'el.set' && c.position === '0', 'el.set slot 0');
    expect(runtime.factors.evidence).toBeCloseTo(1 + DEFAULT_WEIGHTS.lookup * 3 / 5 + DEFAULT_WEIGHTS.pair * runtime.features.pairHits / 5, 5);
  });

  it('halves a runtime-only call into library code, not one into the repo or at import time', () => {
    const library = fx.find((c) => c.subject === 'el.set' && c.position === '0', 'el.set slot 0');
    expect(library.features.calleeDefined).toBe(false);
    expect(library.factors.external).toBe(DEFAULT_WEIGHTS.externalRuntime);
    expect(explain(library).join('\n')).toContain('the callee is not defined in the repo');
    // the same callee at import time in hooks.py and at run time in local.py: one in-repo callee
    const own = fx.find((c) => c.subject === 'html.registry.on' && c.position === '0', 'on slot 0');
    expect(own.features.calleeDefined).toBe(true);
    expect(own.factors.external).toBe(1);
    // a module-level alias of a class is the repo's own name too (`url = URLSpec`)
    const alias = fx.find((c) => c.subject === 'html.registry.spec' && c.position === '0', 'spec slot 0');
    expect(alias.features.calleeDefined).toBe(true);
    expect(alias.factors.external).toBe(1);
  });
});

/** Routes declared in an application factory run once at start-up: they are declarations. */
const FACTORY: Record<string, string> = {
  'web/__init__.py': '',
  'web/routing.py': [
    'class Rule:',
    '    def __init__(self, pattern, target):',
    '        self.pattern = pattern',
    '',
  ].join('\n'),
  'web/app.py': [
    'from web.routing import Rule',
    'def make_app():',
    '    return [Rule("/users", 1), Rule("/orders", 2)]',
    'def handle(req):',
    '    return Rule("/tmp", 3)',
    '',
  ].join('\n'),
};

describe('application factories', () => {
  const fx = rankedFixture(FACTORY);

  it('count the calls in make_app as declarations, not those in other functions', () => {
    const rule = fx.find((c) => c.subject === 'web.routing.Rule' && c.position === '0', 'Rule slot 0');
    // two of the three sites sit in make_app
    expect(rule.features.declShare).toBeCloseTo(2 / 3, 5);
  });
});

/** Two library calls at run time that take the same words form a call pair, and are discounted as one. */
const LIBRARY_PAIR: Record<string, string> = {
  'doc/__init__.py': '',
  'doc/build.py': [
    'from xml.etree.ElementTree import Element',
    'def build():',
    '    return Element("div"), Element("span"), Element("table")',
    '',
  ].join('\n'),
  'doc/extend.py': [
    'from xml.etree.ElementTree import SubElement',
    'def extend(parent):',
    '    SubElement(parent, "div")',
    '    SubElement(parent, "span")',
    '    SubElement(parent, "table")',
    '',
  ].join('\n'),
};

describe('a call pair of library calls at run time', () => {
  const fx = rankedFixture(LIBRARY_PAIR);

  it('takes the library discount like each of its calls', () => {
    const pair = fx.find((c) => c.kind === 'pair', 'Element <-> SubElement');
    expect(pair.subject).toContain('xml.etree.ElementTree.SubElement');
    expect(pair.features.declShare).toBe(0);
    expect(pair.features.calleeDefined).toBe(false);
    expect(pair.factors.external).toBe(DEFAULT_WEIGHTS.externalRuntime);
    expect(explain(pair).join('\n')).toContain('the callee is not defined in the repo');
  });
});
