import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import type { Candidate } from '../../src/core/types.js';
import { runCli } from '../helpers/cli.js';
import { findCandidate, ranked, rankedFixture, scanFixture, writeRepo } from '../helpers/repo.js';

/**
 * One registry seen from two sides: languages declare `lang` on subclasses, and a table maps the same
 * codes to dotted paths. A parallel attribute (`ext`) carries the same values but nothing reads it.
 */
const LANGS = ['da', 'de', 'en', 'fr', 'nl'];
const FILES: Record<string, string> = {
  'langs/__init__.py': `languages = {\n${LANGS.map((l) => `    "${l}": "langs.${l}.Lang_${l}",`).join('\n')}\n}\n`,
  'langs/base.py': 'class SearchLanguage:\n    lang = None\n    ext = None\n',
  ...Object.fromEntries(LANGS.map((l) => [`langs/${l}.py`,
    `from langs.base import SearchLanguage\nclass Lang_${l}(SearchLanguage):\n    lang = "${l}"\n    ext = "${l}"\n`])),
  'search.py': [
    'from langs.base import SearchLanguage',
    'def language(code):',
    '    return {cls.lang: cls for cls in SearchLanguage.__subclasses__()}[code]',
    '',
  ].join('\n'),
};

const isLang = (c: Candidate): boolean => c.kind === 'class_attr' && c.position === 'lang';
const isTable = (c: Candidate): boolean => c.kind === 'table' && c.subject.endsWith('::languages');
const isExt = (c: Candidate): boolean => c.kind === 'class_attr' && c.position === 'ext';

describe('rows that carry the same keys', () => {
  let db: string;
  let rows: Candidate[];
  beforeAll(async () => {
    db = scanFixture(writeRepo(FILES));
    rows = await ranked(db, { allMembers: false });
  });

  it('shows the later of two rows with the same keys inside the earlier one', () => {
    const both = rows.filter((c) => isLang(c) || isTable(c));
    expect(both.map((c) => c.subject)).toHaveLength(1);
    const head = both[0]!;
    const inner = head.related.filter((r) => (isLang(head) ? r.kind === 'table' : r.position === 'lang'));
    expect(inner).toHaveLength(1);
    expect(inner[0]).toMatchObject({ sharedKeys: LANGS.length, keys: LANGS.length });
  });

  it('names the row it is shown in on the inner candidate', async () => {
    const all = await ranked(db);
    const head = findCandidate(rows, (c) => isLang(c) || isTable(c), 'the head row');
    const inner = findCandidate(all, (c) => (isLang(head) ? isTable(c) : isLang(c)), 'the inner candidate');
    expect(inner.relatedTo).toBe(head.id);
    expect(head.relatedTo).toBeNull();
  });

  it('keeps a parallel attribute that nothing reads as a key out of the registry row', () => {
    for (const c of rows) expect(c.related.some((r) => r.position === 'ext'), c.subject).toBe(false);
    findCandidate(rows, isExt, 'the ext attribute as a row of its own');
  });

  it('gives every candidate its own row when the related window is 0', async () => {
    const apart = await ranked(db, { allMembers: false, weights: { ...DEFAULT_WEIGHTS, relatedWindow: 0 } });
    findCandidate(apart, isLang, 'the lang attribute');
    findCandidate(apart, isTable, 'the languages table');
    expect(apart.every((c) => c.related.length === 0)).toBe(true);
  });

  it('a row a person has decided on keeps its own place', async () => {
    const all = await ranked(db);
    const head = findCandidate(rows, (c) => isLang(c) || isTable(c), 'the head row');
    const inner = findCandidate(all, (c) => (isLang(head) ? isTable(c) : isLang(c)), 'the inner candidate');
    const kept = await ranked(db, { allMembers: false, keepApart: [inner.id] });
    expect(findCandidate(kept, (c) => c.id === inner.id, 'the decided row').relatedTo).toBeNull();
    expect(findCandidate(kept, (c) => c.id === head.id, 'the head row').related).toEqual([]);
    // and through the CLI, from a decisions file
    const decisions = join(dirname(db), 'review.yaml');
    writeFileSync(decisions, `version: 1\ndecisions:\n  - id: ${inner.id}\n    status: accepted\n    subject: ${inner.subject}\n` +
      `    role: ${inner.role}\n    position: "${inner.position}"\n    language: python\n    kind: ${inner.kind}\n    reason: kept\n    date: 2026-12-03\n`);
    const listed = JSON.parse(runCli(['rank', '--db', db, '--json', '--decisions', decisions]).stdout) as Candidate[];
    expect(listed.find((c) => c.id === inner.id)).toMatchObject({ decision: 'accepted', relatedTo: null });
  });

  it('names the related rows in rank --explain and counts them in the table', () => {
    const r = runCli(['rank', '--db', db, '--explain']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/related +1 later row shares most keys with this one: .*\(5 of its 5 keys\)/);
    const table = runCli(['rank', '--db', db]);
    expect(table.stdout.split('\n')[0]).toContain('related');
  });
});

/**
 * A row that stands for one table name over many modules is measured by its leading table's own keys:
 * the English table of directive names repeats the registry's names, the German and French ones do not,
 * and the union of all three would share too few. Two shared names are too few to carry a whole family.
 */
describe('a family of tables joins a row by its leading table', () => {
  const NAMES = ['note', 'warning', 'tip', 'hint'];
  const lang = (table: Record<string, string>) =>
    `directives = ${JSON.stringify(table)}\ndef canonical(name):\n    return directives[name]\n`;
  const fx = rankedFixture({
    'docs/__init__.py': '',
    'docs/nodes.py': 'class Note: pass\nclass Warning: pass\nclass Tip: pass\nclass Hint: pass\n',
    'docs/registry.py': [
      'from docs import nodes',
      'REGISTRY = {"note": nodes.Note, "warning": nodes.Warning, "tip": nodes.Tip, "hint": nodes.Hint}',
      'def directive(name, language):',
      '    return REGISTRY[language.directives[name]]',
      '',
    ].join('\n'),
    'docs/use.py': 'from docs.registry import directive\nfrom docs.lang import en\ndef run():\n    return directive("note", en), directive("tip", en), directive("warning", en)\n',
    'docs/lang/__init__.py': '',
    'docs/lang/en.py': lang(Object.fromEntries(NAMES.map((n) => [n, n]))),
    'docs/lang/de.py': lang({ notiz: 'note', warnung: 'warning', tipp: 'tip', hinweis: 'hint' }),
    'docs/lang/fr.py': lang({ remarque: 'note', avertissement: 'warning', astuce: 'tip', indice: 'hint' }),
    'docs/gui/__init__.py': '',
    'docs/gui/a.py': 'from docs import nodes\naliases = {"note": nodes.Note, "tip": nodes.Tip}\ndef alias(name):\n    return aliases[name]\n',
    'docs/gui/b.py': 'aliases = {"qt": "qt5", "gtk": "gtk3"}\ndef alias(name):\n    return aliases[name]\n',
    'docs/gui/c.py': 'aliases = {"wx": "wx4", "tk": "tk8"}\ndef alias(name):\n    return aliases[name]\n',
  }, { allMembers: false });

  it('shows the language tables inside the registry row', () => {
    const head = fx.find((c) => c.subject === 'docs/registry.py::REGISTRY', 'the registry');
    expect(head.related.map((r) => r.subject).sort()).toEqual(['docs/lang/de.py::directives', 'docs/lang/en.py::directives', 'docs/lang/fr.py::directives']);
    expect(fx.cands.some((c) => c.subject.endsWith('::directives'))).toBe(false);
  });

  it('keeps a family whose leading table shares only two names in a row of its own', () => {
    const aliases = fx.find((c) => c.subject.endsWith('::aliases'), 'the aliases family');
    expect(aliases.members).toHaveLength(3);
    expect(aliases.relatedTo).toBeNull();
  });
});
