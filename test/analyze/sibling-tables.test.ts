import { describe, expect, it } from 'vitest';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Tables of one module named alike are one idiom declared per variant: a keyword table per dialect,
 * a component table per kind of component. They take one row, with every table shown inside it. A word
 * that says only what kind of container a table is (`_MAP`) joins nothing, nor do tables whose keys are of
 * different kinds, nor a shared first word followed by more than one other word. A table and its variant
 * named by one more word (`KEY_TRANSLATIONS`, `KEY_TRANSLATIONS_DECCKM`) are one idiom too.
 */
describe('sibling tables of one module', () => {
  const fx = rankedFixture({
    'sql/__init__.py': '',
    'sql/keywords.py': [
      'KEYWORDS_ORACLE = {"rowid": 1, "sysdate": 2, "nvl": 3}',
      'KEYWORDS_HQL = {"fetch": 1, "elements": 2, "indices": 3}',
      'KEYWORDS_PGSQL = {"ilike": 1, "returning": 2, "serial": 3}',
      '',
    ].join('\n'),
    'sql/lexer.py': [
      'from sql.keywords import KEYWORDS_ORACLE, KEYWORDS_HQL, KEYWORDS_PGSQL',
      'DIALECTS = {"oracle": KEYWORDS_ORACLE, "hql": KEYWORDS_HQL, "pgsql": KEYWORDS_PGSQL}',
      'def keyword(dialect, word):',
      '    return DIALECTS[dialect].get(word)',
      '',
    ].join('\n'),
    'app/__init__.py': '',
    'app/settings.py': [
      'EXPORTERS_BASE = {"json": "app.exporters.JsonExporter", "csv": "app.exporters.CsvExporter"}',
      'STORAGES_BASE = {"file": "app.storages.FileStorage", "s3": "app.storages.S3Storage"}',
      'KIND_STATE_MAP = {"running": "app.states.Running", "stopped": "app.states.Stopped"}',
      'CODES_HTTP = {"200": "app.states.Running", "404": "app.states.Stopped"}',
      'CODES_FTP = {"ok": "app.states.Running", "failed": "app.states.Stopped"}',
      'VOLUME_STATE_MAP = {"attached": "app.states.Running", "detached": "app.states.Stopped"}',
      'VOLUME_MODIFICATION_ATTRIBUTE_MAP = {"size": "app.states.Running", "iops": "app.states.Stopped"}',
      '',
    ].join('\n'),
    // camelCase names: the word after the last capital is the last word
    'app/parser.py': [
      'startTagHandler = {"html": "app.states.Running", "body": "app.states.Stopped"}',
      'endTagHandler = {"p": "app.states.Running", "li": "app.states.Stopped"}',
      'tagMap = {"b": "app.states.Running", "i": "app.states.Stopped"}',
      'attrMap = {"href": "app.states.Running", "src": "app.states.Stopped"}',
      '',
    ].join('\n'),
    // a table and its variant named by one more word
    'app/terminal.py': [
      'KEY_TRANSLATIONS = {"up": "app.states.Running", "down": "app.states.Stopped", "home": "app.states.Running"}',
      'KEY_TRANSLATIONS_DECCKM = {"up": "app.states.Stopped", "down": "app.states.Running"}',
      'STATUS_CODES = {"200": "app.states.Running", "404": "app.states.Stopped"}',
      'STATUS_CODES_TEXT = {"ok": "app.states.Running", "missing": "app.states.Stopped"}',
      '',
    ].join('\n'),
    'app/exporters.py': 'class JsonExporter: pass\nclass CsvExporter: pass\n',
    'app/storages.py': 'class FileStorage: pass\nclass S3Storage: pass\n',
    'app/states.py': 'class Running: pass\nclass Stopped: pass\n',
  }, { allMembers: false });
  const row = (subject: string) => fx.cands.find((c) => c.members.some((m) => m.subject === subject));
  const members = (subject: string) => (row(subject)?.members ?? []).map((m) => m.subject).sort();

  it('joins tables sharing the first word when the variant is the one other word', () => {
    expect(members('sql/keywords.py::KEYWORDS_HQL')).toEqual([
      'sql/keywords.py::KEYWORDS_HQL', 'sql/keywords.py::KEYWORDS_ORACLE', 'sql/keywords.py::KEYWORDS_PGSQL',
    ]);
    expect(fx.cands.filter((c) => c.subject.startsWith('sql/keywords.py::'))).toHaveLength(1);
  });

  it('joins tables sharing the last word', () => {
    expect(members('app/settings.py::STORAGES_BASE')).toEqual(['app/settings.py::EXPORTERS_BASE', 'app/settings.py::STORAGES_BASE']);
  });

  it('joins camelCase tables sharing the word after the last capital, not a container word', () => {
    expect(members('app/parser.py::endTagHandler')).toEqual(['app/parser.py::endTagHandler', 'app/parser.py::startTagHandler']);
    expect(members('app/parser.py::tagMap')).toEqual(['app/parser.py::tagMap']);
    expect(members('app/parser.py::attrMap')).toEqual(['app/parser.py::attrMap']);
  });

  it('joins a table and its variant named by one more word, when their keys are of one kind', () => {
    expect(members('app/terminal.py::KEY_TRANSLATIONS')).toEqual(['app/terminal.py::KEY_TRANSLATIONS', 'app/terminal.py::KEY_TRANSLATIONS_DECCKM']);
    expect(members('app/terminal.py::STATUS_CODES')).toEqual(['app/terminal.py::STATUS_CODES']);
    expect(members('app/terminal.py::STATUS_CODES_TEXT')).toEqual(['app/terminal.py::STATUS_CODES_TEXT']);
  });

  it('does not join tables that share only a container word, keys of another kind, or a first word of a longer name', () => {
    expect(members('app/settings.py::CODES_HTTP')).toEqual(['app/settings.py::CODES_HTTP']);
    expect(members('app/settings.py::CODES_FTP')).toEqual(['app/settings.py::CODES_FTP']);
    expect(members('app/settings.py::KIND_STATE_MAP')).toEqual(['app/settings.py::KIND_STATE_MAP']);
    expect(members('app/settings.py::VOLUME_MODIFICATION_ATTRIBUTE_MAP')).toEqual(['app/settings.py::VOLUME_MODIFICATION_ATTRIBUTE_MAP']);
    expect(members('app/settings.py::VOLUME_STATE_MAP')).toEqual(['app/settings.py::VOLUME_STATE_MAP']);
  });
});
