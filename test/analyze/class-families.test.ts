import { describe, expect, it } from 'vitest';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * Sibling classes of one hierarchy called with the same parameter fill one slot: `StrOpt("host")` and
 * `BoolOpt("debug")` declare option names alike, so they are one row with both spellings inside, while an
 * unrelated class taking a `name` stays a row of its own.
 */
describe('call slots of sibling classes', () => {
  const fx = rankedFixture({
    'conf/__init__.py': '',
    'conf/cfg.py': [
      'class Opt:',
      '    def __init__(self, name, default=None): pass',
      'class StrOpt(Opt):',
      '    def __init__(self, name, default=None): pass',
      'class BoolOpt(Opt):',
      '    def __init__(self, name, default=False): pass',
      'class Widget:',
      '    def __init__(self, name): pass',
      '',
    ].join('\n'),
    'conf/opts.py': [
      'from conf.cfg import StrOpt, BoolOpt, Widget',
      'OPTS = [StrOpt("host"), StrOpt("port"), StrOpt("user"), BoolOpt("debug"), BoolOpt("verbose"), BoolOpt("dry_run")]',
      'WIDGETS = [Widget("button"), Widget("slider"), Widget("toggle")]',
      '',
    ].join('\n'),
    'conf/use.py': [
      'from conf.opts import OPTS',
      'def get(conf):',
      '    return conf["host"], conf["debug"], conf["button"]',
      '',
    ].join('\n'),
  });

  it('ranks StrOpt and BoolOpt as one row with both spellings inside', async () => {
    const leaders = await ranked(fx.db, { allMembers: false });
    const opts = leaders.filter((c) => c.subject === 'conf.cfg.StrOpt' || c.subject === 'conf.cfg.BoolOpt');
    expect(opts).toHaveLength(1);
    expect(opts[0]!.members.map((m) => m.subject).sort()).toEqual(['conf.cfg.BoolOpt', 'conf.cfg.StrOpt']);
  });

  it('keeps a class outside the hierarchy apart', async () => {
    const leaders = await ranked(fx.db, { allMembers: false });
    const widget = leaders.find((c) => c.subject === 'conf.cfg.Widget');
    expect(widget?.members.map((m) => m.subject)).toEqual(['conf.cfg.Widget']);
  });
});
