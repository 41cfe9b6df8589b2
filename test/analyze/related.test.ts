import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import type { Candidate } from '../../src/core/types.js';
import { runCli } from '../helpers/cli.js';
import { findCandidate, ranked, scanFixture, writeRepo } from '../helpers/repo.js';

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
