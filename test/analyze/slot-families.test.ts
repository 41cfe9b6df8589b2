import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { ranked, rankedFixture } from '../helpers/repo.js';

/**
 * Every slot of one callee that ranks on its own is one row: a registry whose key is spread over two
 * arguments (`subcommand("alias", "create")`, the parent command and the subcommand) is one idiom, not two
 * places in the top 10. A slot that abstains (the help text, the joined composite) keeps its own weak row.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/cli.py': [
    'SUBCOMMANDS = {}',
    '',
    'def subcommand(parent, name, help="", group=None):',
    '    def wrap(fn):',
    '        SUBCOMMANDS[(parent, name)] = fn',
    '        return fn',
    '    return wrap',
    '',
    'def run(argv):',
    '    return SUBCOMMANDS[(argv[0], argv[1])]()',
    '',
  ].join('\n'),
  'app/alias.py': [
    'from app.cli import subcommand',
    '',
    '@subcommand("alias", "create", help="Create an alias for a command", group="admin")',
    'def alias_create():',
    '    pass',
    '',
    '@subcommand("alias", "delete", help="Delete an alias you no longer need")',
    'def alias_delete():',
    '    pass',
    '',
    '@subcommand("alias", "list", help="List every alias there is")',
    'def alias_list():',
    '    pass',
    '',
  ].join('\n'),
  'app/macro.py': [
    'from app.cli import subcommand',
    '',
    '@subcommand("macro", "create", help="Create a macro from some text")',
    'def macro_create():',
    '    pass',
    '',
    '@subcommand("macro", "delete", help="Delete a macro that exists", group="ops")',
    'def macro_delete():',
    '    pass',
    '',
    '@subcommand("macro", "run", help="Run the macro with its arguments")',
    'def macro_run():',
    '    pass',
    '',
  ].join('\n'),
  'app/shell.py': [
    'def complete(token, parent):',
    '    if parent == "alias" or parent == "macro":',
    '        return [n for n in ("create", "delete", "list", "run") if n.startswith(token)]',
    '    return []',
    '',
    'def allowed(group):',
    '    return group in ("admin", "ops")',
    '',
  ].join('\n'),
};

describe('slots of one callee', () => {
  const fx = rankedFixture(FILES, { allMembers: false });
  const SUBJECT = 'app.cli.subcommand';

  it('lists the ranked slots of one callee as one row with its slots inside', () => {
    const rows = fx.cands.filter((c) => c.subject === SUBJECT && !c.weak);
    expect(rows).toHaveLength(1);
    expect(rows[0].members.map((m) => m.position).sort()).toEqual(['0', '1', 'group']);
    // each slot ranks on its own: the row is led by the better one and the other is not a weak leftover
    expect(rows[0].score).toBeGreaterThanOrEqual(1.5);
  });

  it('keeps a slot that abstains out of the row: the help text is its own weak row', () => {
    const help = fx.find((c) => c.subject === SUBJECT && c.position === 'help', 'help slot');
    expect(help.weak).toBe(true);
    expect(help.members.map((m) => m.position)).toEqual(['help']);
    const ranked = fx.cands.find((c) => c.subject === SUBJECT && !c.weak);
    expect(ranked?.members.some((m) => m.position === 'help')).toBe(false);
  });

  it('keeps a slot a person has decided on as its own row', async () => {
    const every = await ranked(fx.db);
    // (the parent slot: the `name` parameter is the slot an implicit name spells out, one family whatever happens)
    const parent = every.find((c) => c.subject === SUBJECT && c.position === '0');
    expect(parent).toBeDefined();
    const rows = (await ranked(fx.db, { allMembers: false, keepApart: [parent!.id] }))
      .filter((c) => c.subject === SUBJECT && !c.weak);
    expect(rows.map((c) => c.position).sort()).toEqual(['0', '1']);
  });

  it('names the other slots of the row in rank --explain', () => {
    const r = runCli(['rank', '--db', fx.db, '--explain']);
    expect(r.code).toBe(0);
    const block = r.stdout.slice(r.stdout.indexOf(SUBJECT), r.stdout.indexOf('weak ('));
    expect(block).toMatch(/other slots: decorator_arg 0, decorator_arg group\n/);
  });

  it('lets a weak slot with evidence of its own join the row; one without stays beneath', async () => {
    // with the floor raised, the `group` slot (two keys, read in shell.py) abstains, and still joins
    const floor = 5;
    const every = await ranked(fx.db, { weights: { ...DEFAULT_WEIGHTS, floor } });
    const group = every.find((c) => c.subject === SUBJECT && c.position === 'group');
    expect(group?.weak).toBe(true);
    expect(group!.evidenceCount).toBeGreaterThan(0);
    expect(group!.score).toBeGreaterThanOrEqual(DEFAULT_WEIGHTS.weakTail * floor);
    const rows = (await ranked(fx.db, { allMembers: false, weights: { ...DEFAULT_WEIGHTS, floor } }))
      .filter((c) => c.subject === SUBJECT);
    const lead = rows.find((c) => !c.weak);
    expect(lead?.members.map((m) => m.position).sort()).toEqual(['0', '1', 'group']);
    // the joined composite `0+1` has no evidence: its own weak row
    expect(rows.find((c) => c.position === '0+1')?.weak).toBe(true);
  });
});

/**
 * A plugin declared under its own name (`select = Reactor("select", "app.impl.selectreactor")`) spells the
 * variable it is assigned to, which alone marks a slot as the object's own name, not a key. Beside a slot
 * that ranks on its own (the modules it names resolve), and looked up elsewhere by those names, it is the
 * registry's key: it joins the row.
 */
describe('a self-named slot of a named plugin', () => {
  const fx = rankedFixture({
    'app/__init__.py': '',
    'app/reactors.py': [
      'class Reactor:',
      '    def __init__(self, short_name, module_name, description):',
      '        self.short_name = short_name',
      '        self.module_name = module_name',
      '        self.description = description',
      '',
    ].join('\n'),
    'app/plugins.py': [
      'from app.reactors import Reactor',
      'select = Reactor("select", "app.impl.selectreactor", "select(2) based reactor")',
      'poll = Reactor("poll", "app.impl.pollreactor", "poll(2) based reactor")',
      'epoll = Reactor("epoll", "app.impl.epollreactor", "epoll(4) based reactor")',
      'kqueue = Reactor("kqueue", "app.impl.kqreactor", "kqueue(2) based reactor")',
      '',
    ].join('\n'),
    // the same shape, its names looked up nowhere: the self-named slot keeps its own weak row
    'app/stores.py': [
      'class Store:',
      '    def __init__(self, name, module_name):',
      '        self.name = name',
      '        self.module_name = module_name',
      '',
      'disk = Store("disk", "app.impl.disk")',
      'memory = Store("memory", "app.impl.memory")',
      'shelf = Store("shelf", "app.impl.shelf")',
      '',
    ].join('\n'),
    'app/impl/disk.py': 'def open():\n    pass\n',
    'app/impl/memory.py': 'def open():\n    pass\n',
    'app/impl/shelf.py': 'def open():\n    pass\n',
    'app/impl/__init__.py': '',
    'app/impl/selectreactor.py': 'def install():\n    pass\n',
    'app/impl/pollreactor.py': 'def install():\n    pass\n',
    'app/impl/epollreactor.py': 'def install():\n    pass\n',
    'app/impl/kqreactor.py': 'def install():\n    pass\n',
    'app/main.py': [
      'def choose(installed):',
      '    if installed["epoll"]:',
      '        return installed["epoll"]',
      '    return installed.get("select") or installed.get("poll")',
      '',
    ].join('\n'),
  }, { allMembers: false });

  it('joins the row of the slot naming the modules', () => {
    const rows = fx.cands.filter((c) => c.subject === 'app.reactors.Reactor');
    const lead = rows.find((c) => !c.weak);
    expect(lead?.position).toBe('1');
    expect(lead?.members.map((m) => m.position).sort()).toEqual(['0', '1']);
    expect(rows.filter((c) => c.position === '0')).toHaveLength(0);
  });

  it('leaves a self-named slot whose names nothing looks up in a row of its own', () => {
    const rows = fx.cands.filter((c) => c.subject === 'app.stores.Store');
    expect(rows.find((c) => !c.weak)?.members.map((m) => m.position)).toEqual(['1']);
    const own = rows.find((c) => c.position === '0');
    expect(own?.weak).toBe(true);
    expect(own?.evidenceCount).toBe(0);
  });
});
