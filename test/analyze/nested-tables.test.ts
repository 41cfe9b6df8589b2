import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * A dict whose entries are dicts is one declaration with two levels of keys (`LOGGING["loggers"]` and
 * the logger ids inside it). The scan keeps the inner keys apart as `LOGGING[]`; the ranking shows both
 * levels in one row, led by the better of the two, so the inner level does not take a second place in
 * the list beside its own table. A table of another name stays apart, however alike its keys.
 */
describe('a table and the dicts nested in its entries', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/settings.py': [
      'LOGGING = {',
      '    "version": 1,',
      '    "handlers": {"console": {"class": "logging.StreamHandler"}, "audit": {"class": "logging.FileHandler"}},',
      '    "loggers": {"billing": {"handlers": ["console"]}, "auth": {"handlers": ["audit"]}},',
      '}',
      'HANDLERS = {"console": "app.sinks.Console", "audit": "app.sinks.Audit"}',
      '',
    ].join('\n'),
    'app/sinks.py': 'class Console: pass\nclass Audit: pass\n',
    'app/run.py': [
      'from app.settings import LOGGING, HANDLERS',
      'def sink(name):',
      '    return HANDLERS[name]',
      'def handler(name):',
      '    return LOGGING["handlers"][name]',
      'def level(logger):',
      '    return LOGGING["loggers"]["billing"]',
      '',
    ].join('\n'),
  }, { allMembers: false });
  const rowOf = (subject: string) => fx.cands.filter((c) => c.members.some((m) => m.subject === subject));

  it('lists the table and its nested dicts as one row', () => {
    const inner = fx.cands.flatMap((c) => c.members).filter((m) => m.subject.startsWith('app/settings.py::LOGGING[]'));
    expect(inner.length).toBeGreaterThan(0);
    const rows = rowOf('app/settings.py::LOGGING');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.members.map((m) => m.subject)).toEqual(expect.arrayContaining(['app/settings.py::LOGGING', ...inner.map((m) => m.subject)]));
    expect(fx.cands.filter((c) => c.subject.startsWith('app/settings.py::LOGGING'))).toHaveLength(1);
  });

  it('keeps a table of another name apart', () => {
    const rows = rowOf('app/settings.py::HANDLERS');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.members.map((m) => m.subject)).toEqual(['app/settings.py::HANDLERS']);
  });
});
