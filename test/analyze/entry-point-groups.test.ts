import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { rankedFixture, rows } from '../helpers/repo.js';

/**
 * An installed package's entry points (`*.dist-info/entry_points.txt`) are its plugin registrations.
 * A group its own code loads by name is a registry read whole; command-line scripts are run by the
 * shell and looked up by nothing in the repo. The rest of the metadata is not read.
 */
const FILES: Record<string, string> = {
  'host/__init__.py': '',
  'host/loader.py': [
    'from importlib.metadata import entry_points',
    '',
    'def exporters():',
    '    return {ep.name: ep for ep in entry_points(group="host.exporters")}',
    '',
    'def export(kind, rows):',
    '    return exporters()[kind].load()(rows)',
    '',
    'def theme(name):',
    '    return {ep.name: ep for ep in entry_points(group="host.themes")}[name].load()',
    '',
    'def highlight(lang):',
    '    return {"host": "HostLexer"}.get(lang)',
    '',
  ].join('\n'),
  'host/exporters.py': [
    'def to_csv(rows):',
    '    return rows',
    'def to_json(rows):',
    '    return rows',
    'def to_xml(rows):',
    '    return rows',
    '',
  ].join('\n'),
  'host/cli.py': [
    'def main():',
    '    return 0',
    'def admin():',
    '    return 0',
    'def report():',
    '    return 0',
    '',
  ].join('\n'),
  'host-1.0.dist-info/entry_points.txt': [
    '[console_scripts]',
    'host = host.cli:main',
    'host-admin = host.cli:admin',
    'host-report = host.cli:report',
    '',
    '[host.exporters]',
    'csv = host.exporters:to_csv',
    'json = host.exporters:to_json',
    'xml = host.exporters:to_xml',
    '',
    '[host.themes]',
    'plain = host.exporters:to_xml',
    '',
    '[babel.extractors]',
    'host = host.exporters:to_csv',
    '',
  ].join('\n'),
  'host-1.0.dist-info/RECORD': 'host/__init__.py,,\n',
  'host-1.0.dist-info/METADATA': 'Name: host\n',
};

describe('entry points in package metadata', () => {
  const fx = rankedFixture(FILES);

  it('reads entry_points.txt and nothing else of the metadata directory', async () => {
    const files = (await rows(fx.db, 'SELECT path, language FROM files ORDER BY path')).map((r) => `${r.path} ${r.language}`);
    expect(files).toContain('host-1.0.dist-info/entry_points.txt entry-points-txt');
    const others = (await rows(fx.db, 'SELECT path FROM other_files')).map((r) => String(r.path));
    expect(others.filter((p) => p.includes('dist-info'))).toEqual([]);
    expect(files.filter((f) => f.includes('dist-info'))).toHaveLength(1);
  });

  it('ranks a group the code loads by name, and says so in the explanation', () => {
    const group = fx.find((c) => c.subject === 'entry-points-txt.entry_point' && c.position === 'host.exporters', 'host.exporters group');
    expect(group.kind).toBe('config');
    expect(group.distinctKeys).toBe(3);
    expect(group.features.dynamicReads).toBe(1);
    expect(group.weak).toBe(false);
    expect(explain(group).join('\n')).toContain('the group is loaded by name in code 1×');
    // loaded by the repo's own code, the group counts as a registry a pack knows (+2 on top of 1 and
    // its resolving entries): 2.2 without that
    expect(group.factors.evidence).toBeGreaterThanOrEqual(4);
  });

  it('lists command-line scripts as weak: the shell runs them, no code looks their names up', () => {
    const scripts = fx.find((c) => c.subject === 'entry-points-txt.entry_point' && c.position === 'console_scripts', 'console_scripts');
    expect(scripts.features.dynamicReads).toBe(0);
    expect(scripts.weak).toBe(true);
    expect(scripts.factors.backing).toBeLessThan(1);
    expect(explain(scripts).join('\n')).toContain('the console_scripts entry points are commands the shell runs by name');
    const group = fx.find((c) => c.position === 'host.exporters', 'host.exporters group');
    expect(fx.cands.indexOf(group)).toBeLessThan(fx.cands.indexOf(scripts));
  });

  it('lists one entry in a group the repo never loads as weak: a plugin handed to another program', () => {
    const plugin = fx.find((c) => c.subject === 'entry-points-txt.entry_point' && c.position === 'babel.extractors', 'babel.extractors');
    expect(plugin.distinctKeys).toBe(1);
    expect(plugin.features.dynamicReads).toBe(0);
    expect(plugin.weak).toBe(true);
    expect(explain(plugin).join('\n')).toContain('one entry point in the group babel.extractors, which no code of the repo loads');
    // one entry in a group the repo loads is its own registry's
    const themes = fx.find((c) => c.subject === 'entry-points-txt.entry_point' && c.position === 'host.themes', 'host.themes');
    expect(themes.distinctKeys).toBe(1);
    expect(themes.features.dynamicReads).toBe(1);
    expect(themes.weak).toBe(false);
  });
});
