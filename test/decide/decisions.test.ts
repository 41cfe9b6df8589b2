import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { AppError } from '../../src/core/errors.js';
import {
  applyChangesToText, applyDecisions, decisionsPathFor, loadDecisions, saveDecisionChanges, type Decision,
} from '../../src/decide/decisions.js';
import { ROOT, tempDir } from '../helpers/cli.js';
import { candidate } from '../tui/fixture.js';

const FIXTURES = join(ROOT, 'test', 'fixtures', 'decisions');

function decision(id: string, over: Partial<Decision> = {}): Decision {
  return {
    id, status: 'accepted', subject: 'jobs.registry.job', role: 'decorator_arg', position: '0',
    language: 'python', kind: 'call', reason: null, date: '2026-12-02', ...over,
  };
}

function copyFixture(name: string): string {
  const dir = tempDir();
  const path = join(dir, 'idiomscope.yaml');
  copyFileSync(join(FIXTURES, name), path);
  return path;
}

async function invalid(path: string): Promise<AppError> {
  try {
    await loadDecisions(path);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error(`${path} was accepted`);
}

describe('decisions file: reading', () => {
  it('a missing file is no decisions', async () => {
    expect((await loadDecisions(join(tempDir(), 'idiomscope.yaml'))).size).toBe(0);
  });

  it('reads every field of a hand-written file', async () => {
    const map = await loadDecisions(join(FIXTURES, 'hand-written.yaml'));
    expect([...map.keys()]).toEqual(['c32ff8fd66b', 'c0bafe0a539']);
    expect(map.get('c32ff8fd66b')).toEqual({
      id: 'c32ff8fd66b', status: 'accepted', subject: 'events.registry.register', role: 'decorator_arg', position: '0',
      language: 'python', kind: 'call', reason: 'dispatches webhook events', date: '2026-12-01',
    });
    expect(map.get('c0bafe0a539')).toMatchObject({ status: 'rejected', reason: 'amounts, not keys' });
  });

  it('accepts an entry with only id and status, and an empty file', async () => {
    const dir = tempDir();
    const p = join(dir, 'idiomscope.yaml');
    writeFileSync(p, 'decisions:\n  - id: cabc\n    status: rejected\n    position: 0\n');
    expect((await loadDecisions(p)).get('cabc')).toEqual({
      id: 'cabc', status: 'rejected', subject: '', role: '', position: '0', language: '', kind: '', reason: null, date: '',
    });
    writeFileSync(p, '# nothing decided yet\n');
    expect((await loadDecisions(p)).size).toBe(0);
  });

  it.each([
    ['syntax-error.yaml', 5, /YAML syntax error: Sequence item without - indicator/],
    ['unclosed-quote.yaml', 6, /YAML syntax error: Missing closing "quote/],
    ['not-a-list.yaml', 4, /`decisions` must be a list/],
    ['missing-id.yaml', 5, /decision without `id`/],
    ['bad-status.yaml', 6, /status "maybe" of c0bafe0a539 is not one of accepted, rejected/],
    ['duplicate-id.yaml', 5, /c32ff8fd66b appears twice \(first on line 3\)/],
    ['wrong-version.yaml', 1, /unsupported version 7/],
  ])('%s is reported with its line (%i)', async (name, line, message) => {
    const path = copyFixture(name);
    const e = await invalid(path);
    expect(e.kind).toBe('decisions_invalid');
    expect(e.file).toBe(path);
    expect(e.line).toBe(line);
    expect(e.message).toMatch(message);
    expect(e.exitCode).toBe(2);
  });
});

describe('decisions file: writing', () => {
  it('a save keeps hand-written comments, order and formatting, and edits only what changed', async () => {
    const path = copyFixture('hand-written.yaml');
    const before = readFileSync(path, 'utf8');
    await saveDecisionChanges(path, [
      // reject the accepted one with a reason
      { id: 'c32ff8fd66b', decision: decision('c32ff8fd66b', { status: 'rejected', subject: 'events.registry.register', reason: 'too broad', date: '2026-12-02' }) },
      // a new decision is appended
      { id: 'c82144f3837', decision: decision('c82144f3837', { reason: 'cron jobs by name' }) },
    ]);
    const after = readFileSync(path, 'utf8');
    for (const comment of [
      '# idiomscope decisions for the webhook service', '# Reviewed by hand; keep the reasons short.',
      '# the event registry: every handler registers through it', '# dispatch goes through HANDLERS',
      '# money literals', '# trailing note: generated queries live in queries-generated/',
    ]) expect(after).toContain(comment);
    expect(after).toContain('    status: rejected # dispatch goes through HANDLERS');
    expect(after).toContain('    reason: too broad');
    expect(after).toContain('    position: "0"');
    // the untouched entry is byte for byte the same
    const untouched = (t: string): string => t.slice(t.indexOf('  - id: c0bafe0a539'), t.indexOf('    reason: amounts'));
    expect(untouched(after)).toBe(untouched(before));
    expect(after.indexOf('c82144f3837')).toBeGreaterThan(after.indexOf('c0bafe0a539'));
    const map = await loadDecisions(path);
    expect([...map.keys()]).toEqual(['c32ff8fd66b', 'c0bafe0a539', 'c82144f3837']);
    expect(map.get('c82144f3837')).toEqual(decision('c82144f3837', { reason: 'cron jobs by name' }));
    expect(parse(after).version).toBe(1);

    // undoing both (remove the new one, restore the old one) gives the hand-written content back;
    // YAML normalises only the spacing before a trailing comment and before the last comment
    await saveDecisionChanges(path, [{ id: 'c82144f3837', decision: null }]);
    await saveDecisionChanges(path, [{ id: 'c32ff8fd66b', decision: (await loadDecisions(join(FIXTURES, 'hand-written.yaml'))).get('c32ff8fd66b')! }]);
    const normalise = (t: string): string => t.replace(/ +#/g, ' #').replace(/\n\n#/g, '\n#');
    expect(normalise(readFileSync(path, 'utf8'))).toBe(normalise(before));
  });

  it('creates the file with a header, version and the suggested shape', async () => {
    const path = join(tempDir(), 'ws', 'idiomscope.yaml');
    await saveDecisionChanges(path, [{ id: 'c32ff8fd66b', decision: decision('c32ff8fd66b', { subject: 'events.registry.register', reason: 'dispatches webhook events' }) }]);
    expect(readFileSync(path, 'utf8')).toBe([
      '# idiomscope decisions — hand edits and comments are kept',
      '',
      'version: 1',
      'decisions:',
      '  - id: c32ff8fd66b',
      '    status: accepted',
      '    subject: events.registry.register',
      '    role: decorator_arg',
      '    position: "0"',
      '    language: python',
      '    kind: call',
      '    reason: dispatches webhook events',
      '    date: 2026-12-02',
      '',
    ].join('\n'));
    // no temporary file is left beside it
    expect(readdirSync(join(path, '..'))).toEqual(['idiomscope.yaml']);
  });

  it('keeps a note written on an empty `decisions:` line', () => {
    const text = applyChangesToText('# top\nversion: 1\ndecisions: # newest last\n', 'x.yaml', [{ id: 'c1', decision: decision('c1') }]);
    expect(text).toContain('# top');
    expect(text).toContain('# newest last');
    expect(parse(text).decisions).toHaveLength(1);
  });

  it('quotes repository strings that YAML would misread, and reads them back unchanged', () => {
    const odd = decision('codd', { subject: 'a: b # c', reason: 'yes\nno', position: 'true' });
    const text = applyChangesToText(null, 'x.yaml', [{ id: 'codd', decision: odd }]);
    expect(parse(text).decisions[0]).toMatchObject({ subject: 'a: b # c', reason: 'yes\nno', position: 'true' });
  });

  it.each(['syntax-error.yaml', 'unclosed-quote.yaml', 'not-a-list.yaml', 'missing-id.yaml', 'bad-status.yaml', 'duplicate-id.yaml'])('never overwrites a malformed file (%s)', async (name) => {
    const path = copyFixture(name);
    const before = readFileSync(path);
    await expect(saveDecisionChanges(path, [{ id: 'cnew', decision: decision('cnew') }])).rejects.toMatchObject({ kind: 'decisions_invalid', file: path });
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(join(path, '..'))).toEqual(['idiomscope.yaml']);
  });

  it('a decisions file lives beside the database', () => {
    expect(decisionsPathFor(join('work', '.idiomscope', 'index.duckdb'))).toBe(join('work', '.idiomscope', 'idiomscope.yaml'));
  });
});

describe('applyDecisions', () => {
  it('sets the decision of each candidate, pending when there is none', () => {
    const cands = [candidate('c1', 'a.b'), candidate('c2', 'c.d'), candidate('c3', 'e.f')];
    const out = applyDecisions(cands, new Map([['c1', decision('c1')], ['c3', decision('c3', { status: 'rejected' })]]));
    expect(out).toBe(cands);
    expect(cands.map((c) => c.decision)).toEqual(['accepted', 'pending', 'rejected']);
  });
});
