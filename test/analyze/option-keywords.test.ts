import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import { DEFAULT_WEIGHTS } from '../../src/analyze/weights.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * The keywords of a command-line option's declaration that hold the option parser's own vocabulary
 * (`add_argument("--verify", action="store_true")`, `const="all"`) are values, not the repo's keys, also
 * when the repo wraps the parser in groups of its own (each group a receiver of its own, none typed).
 * A parameter the repo itself names `action`, filled by position, is not that keyword.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  'app/spec.py': [
    'class Group:',
    '    def __init__(self, name):',
    '        self.name = name',
    '        self.options = []',
    '    def add_argument(self, *flags, **kwargs):',
    '        self.options.append((flags, kwargs))',
    '',
    'class Spec:',
    '    def __init__(self):',
    '        self.groups = []',
    '    def add_group(self, name):',
    '        group = Group(name)',
    '        self.groups.append(group)',
    '        return group',
    '',
  ].join('\n'),
  'app/definition.py': [
    'from app.spec import Spec',
    'spec = Spec()',
    'network = spec.add_group("Network")',
    'network.add_argument("--verify", action="store_true")',
    'network.add_argument("--proxy", action="append")',
    'network.add_argument("--offline", action="store_true")',
    'output = spec.add_group("Output")',
    'output.add_argument("--pretty", action="store_const", const="all")',
    'output.add_argument("--style", action="store_const", const="colors")',
    'output.add_argument("--verbose", action="count")',
    'output.add_argument("--format", action="store_const", const="format")',
    '',
  ].join('\n'),
  // the actions and constants read back by name in other files: evidence a slot would rank on
  'app/actions.py': [
    'def describe(kwargs):',
    '    if kwargs["action"] == "store_true":',
    '        return "flag"',
    '    if kwargs["action"] == "append":',
    '        return "list"',
    '    if kwargs["action"] == "count":',
    '        return "counter"',
    '    if kwargs["action"] == "store_const":',
    '        return "constant"',
    '    return "value"',
    '',
  ].join('\n'),
  'app/pretty.py': [
    'PRETTY = {"all": ["colors", "format"], "colors": ["colors"], "format": ["format"]}',
    'def styles(pretty):',
    '    return PRETTY[pretty]',
    '',
  ].join('\n'),
  // a command-line program's own parser class, whose first parameter is named action: its values are its commands
  'app/cmdline.py': [
    'class CmdOptionParser:',
    '    def __init__(self, action, options):',
    '        self.action = action',
    '        self.options = options',
    '',
    'COMMANDS = {',
    '    "run": CmdOptionParser("run", ["--branch"]),',
    '    "report": CmdOptionParser("report", ["--show-missing"]),',
    '    "erase": CmdOptionParser("erase", []),',
    '}',
    '',
    'def main(argv):',
    '    parser = COMMANDS.get(argv[0])',
    '    if parser.action == "run":',
    '        return 1',
    '    if parser.action == "report":',
    '        return 2',
    '    return 0',
    '',
  ].join('\n'),
};

describe('keywords of an option declaration', () => {
  const fx = rankedFixture(FILES, { allMembers: true });

  it('reads action= and const= of add_argument as the option parser\'s values, on every group receiver', () => {
    for (const [receiver, position] of [['network', 'action'], ['output', 'action'], ['output', 'const']] as const) {
      const c = fx.find((x) => x.subject === `app.definition.${receiver}.add_argument` && x.position === position, `${receiver} ${position}=`);
      expect(c.factors.valueSlot, `${receiver} ${position}=`).toBe(DEFAULT_WEIGHTS.valueSlot);
      expect(explain(c).join('\n')).toContain(`the keyword ${position}= of an option's declaration`);
    }
  });

  it('keeps a parameter the repo names action, filled by position, as a key slot', () => {
    const c = fx.find((x) => x.subject === 'app.cmdline.CmdOptionParser' && x.position === '0', 'CmdOptionParser(action)');
    expect(c.features.paramName).toBe('action');
    expect(c.factors.valueSlot).toBe(1);
  });
});
