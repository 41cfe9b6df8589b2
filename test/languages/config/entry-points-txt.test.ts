import { describe, expect, it } from 'vitest';
import entryPointsTxt from '../../../src/languages/entry-points-txt/index.js';
import { languageFor } from '../../../src/languages/index.js';
import { ENTRY_POINTS_TXT } from './fixtures.js';
import { brief, ep, FIELDS, run } from './rows.js';

describe('entry-points-txt pack', () => {
  it('owns entry_points.txt only inside *.dist-info/ or *.egg-info/ metadata', () => {
    expect(entryPointsTxt.matches('APScheduler-3.9.1.egg-info/entry_points.txt')).toBe(true);
    expect(entryPointsTxt.matches('vendor/mkdocs-1.4.2.dist-info/entry_points.txt')).toBe(true);
    expect(entryPointsTxt.matches('entry_points.txt')).toBe(false);
    expect(entryPointsTxt.matches('docs/entry_points.txt')).toBe(false);
    expect(entryPointsTxt.matches('pkg.egg-info/PKG-INFO')).toBe(false);
    expect(languageFor('pkg.egg-info/entry_points.txt')?.id).toBe('entry-points-txt');
    expect(entryPointsTxt.grammar).toBeNull();
  });

  it('records each [group] entry as a declared name and its object reference, extras dropped', () => {
    const facts = run(entryPointsTxt, 'APScheduler-3.9.1.egg-info/entry_points.txt', ENTRY_POINTS_TXT);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'asyncio', 'apscheduler.executors', null, 2, 1),
      ep('dict_value', 'apscheduler.executors.asyncio:AsyncIOExecutor', 'apscheduler.executors', 'asyncio', 2, 11),
      ep('config_entry', 'debug', 'apscheduler.executors', null, 3, 1),
      ep('dict_value', 'apscheduler.executors.debug:DebugExecutor', 'apscheduler.executors', 'debug', 3, 9),
      ep('config_entry', 'cron', 'apscheduler.triggers', null, 7, 1),
      ep('dict_value', 'apscheduler.triggers.cron:CronTrigger', 'apscheduler.triggers', 'cron', 7, 8),
    ]);
    const row = facts.literals[0]!;
    expect(Object.keys(row).sort()).toEqual([...FIELDS].sort());
    expect(row).toMatchObject({ calleePath: 'entry-points-txt.entry_point', language: 'entry-points-txt', importTime: true });
  });

  it("reads setuptools' indented text from a setup.py string the way importlib.metadata does", () => {
    const text = '\n    [pecan.command]\n    serve = pecan.commands:ServeCommand\n    [console_scripts]\n    pecan = pecan.commands:CommandRunner.handle_command_line\n    ';
    const facts = run(entryPointsTxt, 'pecan-1.4.1.egg-info/entry_points.txt', text);
    expect(facts.errors).toEqual([]);
    expect(facts.literals.map(brief)).toEqual([
      ep('config_entry', 'serve', 'pecan.command', null, 3, 5),
      ep('dict_value', 'pecan.commands:ServeCommand', 'pecan.command', 'serve', 3, 13),
      ep('config_entry', 'pecan', 'console_scripts', null, 5, 5),
      ep('dict_value', 'pecan.commands:CommandRunner.handle_command_line', 'console_scripts', 'pecan', 5, 13),
    ]);
  });

  it('names the file, the line and what was expected for a line it cannot read, and reads on', () => {
    const path = 'x-1.0.dist-info/entry_points.txt';
    const facts = run(entryPointsTxt, path, 'orphan = a:b\n[g]\njust-a-name\n= a:b\nok = a:b\n[]\n');
    expect(facts.errors.map((e) => [e.line, e.kind])).toEqual([[1, 'config_parse'], [3, 'config_parse'], [4, 'config_parse'], [6, 'config_parse']]);
    expect(facts.errors[1]!.message).toBe(`${path} line 3: expected "name = module:attr" in group "g"`);
    expect(facts.parseErrors).toBe(4);
    expect(facts.literals.map((r) => r.value)).toEqual(['ok', 'a:b']);
  });
});
