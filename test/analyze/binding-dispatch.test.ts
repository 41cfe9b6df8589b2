import { describe, expect, it } from 'vitest';
import { explain, storageLine } from '../../src/analyze/rank.js';
import { rankedFixture, rows } from '../helpers/repo.js';

const FOURTEEN = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda_', 'mu', 'nu', 'xi'];

const FILES: Record<string, string> = {
  'tool/__init__.py': '',
  // decorator arguments that name the decorated function's own parameters
  'tool/cli.py': [
    'import click',
    '@click.command()',
    '@click.argument("queue")',
    '@click.option("--if-empty")',
    'def purge(queue, if_empty): pass',
    '@click.command()',
    '@click.argument("exchange")',
    'def declare(exchange): pass',
    '@click.command()',
    '@click.argument("routing_key")',
    'def bind(routing_key): pass',
    '',
  ].join('\n'),
  // a registry decorator whose keys are not parameters
  'tool/bus.py': 'HANDLERS = {}\ndef on(event):\n    def deco(fn):\n        HANDLERS[event] = fn\n        return fn\n    return deco\n',
  'tool/h1.py': 'from tool.bus import on\n@on("order.created")\ndef created(evt): pass\n@on("order.paid")\ndef paid(evt): pass\n',
  'tool/h2.py': 'from tool.bus import on\n@on("order.shipped")\ndef shipped(evt): pass\n',
  // fourteen names, three of which happen to have an on_<name> function: chance, not dispatch
  'tool/names.py': `from tool.sig import Signal\n${FOURTEEN.map((n) => `${n.toUpperCase()} = Signal(name="${n}")`).join('\n')}\n`,
  'tool/sig.py': 'class Signal:\n    def __init__(self, name=None):\n        self.name = name\n',
  'tool/receivers.py': 'def on_alpha(): pass\ndef on_beta(): pass\ndef on_gamma(): pass\n',
  // four step names, each with a run_<name> function: dispatch by a built name
  'tool/steps.py': 'STEPS = ["fetch", "parse", "store", "notify"]\n',
  'tool/runner.py': [
    'from tool.steps import STEPS',
    'def run_fetch(): pass',
    'def run_parse(): pass',
    'def run_store(): pass',
    'def run_notify(): pass',
    'def run_all(obj):',
    '    for s in STEPS:',
    '        getattr(obj, "run_" + s)()',
    '',
  ].join('\n'),
  // settings declared by name, read back through typed getters in another module
  'tool/conf.py': 'def setting(name, default=None):\n    return name\nsetting("KEEP_ALIVE")\nsetting("LOG_LEVEL")\nsetting("RETRY_TIMES")\n',
  'tool/use.py': 'def run(settings):\n    if settings.getbool("KEEP_ALIVE"):\n        return settings.getint("RETRY_TIMES")\n',
};

describe('decorator arguments that bind parameters, and dispatch by a built name', () => {
  const fx = rankedFixture(FILES);

  it('a decorator argument spelling a parameter of the decorated function is metadata, demoted as a value', () => {
    const arg = fx.find((c) => c.subject === 'click.argument' && c.position === '0', '@click.argument');
    expect(arg.features.memberShare).toBe(1);
    expect(arg.factors.valueSlot).toBe(0.1);
    const opt = fx.find((c) => c.subject === 'click.option' && c.position === '0', '@click.option');
    expect(opt.features.memberShare).toBe(1);
  });

  it('a registry decorator whose keys are not parameters keeps its weight', () => {
    const on = fx.find((c) => c.subject === 'tool.bus.on' && c.position === '0', '@on');
    expect(on.features.memberShare).toBe(0);
    expect(on.factors.valueSlot).toBe(1);
  });

  it('name dispatch needs a function for a quarter of the keys at least', () => {
    const sig = fx.find((c) => c.subject === 'tool.sig.Signal' && c.position === 'name', 'Signal(name=)');
    expect(sig.distinctKeys).toBe(14);
    expect(sig.features.nameDispatchHits).toBe(0);
    const steps = fx.find((c) => c.subject === 'tool/steps.py::STEPS', 'STEPS');
    expect(steps.features.nameDispatchHits).toBe(4);
    expect(steps.features.nameDispatchPrefix).toBe('run_');
  });

  it('a typed getter of a settings object reads its argument as a key (getbool, getint)', () => {
    const decl = fx.find((c) => c.subject === 'tool.conf.setting' && c.position === '0', 'setting("...")');
    expect(decl.features.lookupHits).toBe(2);
    const getter = fx.find((c) => c.subject === 'settings.getint' && c.position === '0', 'settings.getint');
    expect(getter.features.accessor).toBe(true);
  });
});

/** A method a class inherits is followed through the class: `SafeLoader.add_constructor` stores like its base's. */
describe('storage through an inherited method', () => {
  const fx = rankedFixture({
    'yamlish/__init__.py': '',
    'yamlish/constructor.py': [
      'class BaseConstructor:',
      '    yaml_constructors = {}',
      '    @classmethod',
      '    def add_constructor(cls, tag, constructor):',
      '        cls.yaml_constructors[tag] = constructor',
      '    def construct(self, node):',
      '        return self.yaml_constructors[node.tag](node)',
      'class SafeConstructor(BaseConstructor):',
      '    pass',
      'class FullConstructor(SafeConstructor):',
      '    pass',
      'SafeConstructor.add_constructor("null", None)',
      'SafeConstructor.add_constructor("bool", bool)',
      'FullConstructor.add_constructor("python/str", str)',
      '',
    ].join('\n'),
  });

  it('finds the base class storage from a subclass and a grandchild', () => {
    for (const cls of ['SafeConstructor', 'FullConstructor']) {
      const c = fx.find((x) => x.subject === `yamlish.constructor.${cls}.add_constructor` && x.position === '0', cls);
      expect(c.features.storage).toBe(true);
      expect(c.features.storageContainer).toBe('yamlish.constructor.BaseConstructor.yaml_constructors');
      expect(c.features.calleeDefined).toBe(true);
    }
  });
});

/** A decorator factory that sets its key on the function it decorates stores it there. */
describe('keys set as attributes of the decorated function', () => {
  const fx = rankedFixture({
    'shell/__init__.py': '',
    'shell/decorators.py': [
      'SUBCMD_ATTR_COMMAND = "parent_command"',
      'def as_subcommand_to(command, subcommand):',
      '    def deco(func):',
      '        setattr(func, SUBCMD_ATTR_COMMAND, command)',
      '        func.subcommand_name = subcommand',
      '        return func',
      '    return deco',
      'def set_label(widget, label):',
      '    widget.label = label',
      '',
    ].join('\n'),
    'shell/alias.py': 'from shell.decorators import as_subcommand_to, set_label\n@as_subcommand_to("alias", "create")\ndef create(): pass\n@as_subcommand_to("alias", "delete")\ndef delete(): pass\nset_label(None, "x")\n',
    'shell/macro.py': 'from shell.decorators import as_subcommand_to, set_label\n@as_subcommand_to("macro", "create")\ndef create(): pass\nset_label(None, "y")\n',
  });

  it('is storage for the factory, not for a setter of its own parameters', async () => {
    const st = await rows(fx.db, 'SELECT key_param, container_path, kind FROM storage_writes ORDER BY key_param');
    expect(st).toEqual([
      { key_param: 'command', container_path: 'attribute:SUBCMD_ATTR_COMMAND', kind: 'attribute' },
      { key_param: 'subcommand', container_path: 'attribute:subcommand_name', kind: 'attribute' },
    ]);
    const sub = fx.find((x) => x.subject === 'shell.decorators.as_subcommand_to' && x.position === '1', 'subcommand slot');
    expect(sub.features.storage).toBe(true);
    expect(storageLine(sub)).toBe('storage: set as the attribute subcommand_name of the decorated function (whoever reads that attribute dispatches on it)');
  });
});

/** A method called through `self` is the method of the class it is called in, or of the ancestor that defines it. */
describe('calls through self', () => {
  const fx = rankedFixture({
    'hub/__init__.py': '',
    'hub/base.py': [
      'class Registry:',
      '    def __init__(self):',
      '        self._handlers = {}',
      '    def add(self, name, fn):',
      '        self._put(name, fn)',
      '    def _put(self, key, fn):',
      '        self._handlers[key] = fn',
      '    def dispatch(self, name, payload):',
      '        return self._handlers[name](payload)',
      '',
    ].join('\n'),
    'hub/app.py': [
      'from hub.base import Registry',
      'class App(Registry):',
      '    def setup(self):',
      '        self.add("ping", print)',
      '        self.add("pong", print)',
      '        def later():',
      '            self.add("echo", print)',
      '        return later',
      '    def focus(self, part):',
      '        self.current = part',
      '    def announce(self):',
      '        self.emit("ready")',
      '        self.emit("done")',
      '        self.focus("body")',
      '        self.focus("footer")',
      '',
    ].join('\n'),
  });

  it('reaches the inherited method, from a method and from a function nested in one, and the store it hands the key on to', () => {
    const c = fx.find((x) => x.subject === 'self.add' && x.position === '0', 'self.add("...")');
    expect(c.distinctKeys).toBe(3);
    expect(c.features.calleeDefined).toBe(true);
    expect(c.features.selfCall).toBe(true);
    expect(c.features.storage).toBe(true);
    expect(c.features.storageContainer).toBe('hub.base.Registry._handlers');
    expect(c.factors.external).toBe(1);
  });

  it('weighs a run-time call of its own method that stores nothing as values handed along', () => {
    const c = fx.find((x) => x.subject === 'self.focus' && x.position === '0', 'self.focus("...")');
    expect(c.features.calleeDefined).toBe(true);
    expect(c.features.selfCall).toBe(true);
    expect(c.features.storage).toBe(false);
    expect(c.factors.external).toBe(0.5);
    expect(explain(c).join('\n')).toContain('a method the object calls on itself');
  });

  it('leaves a method that no class of the repo defines as the code writes it', () => {
    const c = fx.find((x) => x.subject === 'self.emit', 'self.emit("...")');
    expect(c.features.calleeDefined).toBe(false);
    expect(c.features.selfCall).toBe(false);
    expect(c.features.storage).toBe(false);
  });
});
