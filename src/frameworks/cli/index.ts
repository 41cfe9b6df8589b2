import type { FrameworkPack } from '../framework-pack.js';

/** Command-line registries: click / typer commands and groups, argparse sub-commands. */
const cli: FrameworkPack = {
  id: 'cli',
  idioms: [
    { subject: 'command', role: 'decorator_arg', position: '0', note: 'CLI sub-command names (click, typer)' },
    { subject: 'command', role: 'decorator_arg', position: 'name', note: 'CLI sub-command names' },
    { subject: 'command', role: 'decorator_implicit', position: '', note: 'CLI sub-commands named after the function' },
    { subject: 'group', role: 'decorator_arg', position: '0', note: 'CLI command groups' },
    { subject: 'group', role: 'decorator_implicit', position: '', note: 'CLI command groups named after the function' },
    { subject: 'add_parser', role: 'call_arg', position: '0', note: 'argparse sub-commands' },
    { subject: 'add_command', role: 'keyword_arg', position: 'name', note: 'click commands added under a name' },
  ],
};

export default cli;
