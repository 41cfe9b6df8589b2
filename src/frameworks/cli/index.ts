import type { FrameworkPack } from '../framework-pack.js';

/** Command-line registries: click / typer commands and groups, argparse sub-commands. */
const cli: FrameworkPack = {
  id: 'cli',
  idioms: [
    { subject: 'command', role: 'decorator_arg', position: '0', note: 'CLI commands and groups by name' },
    { subject: 'command', role: 'decorator_arg', position: 'name', note: 'CLI commands and groups by name' },
    { subject: 'command', role: 'decorator_implicit', position: '', note: 'CLI commands and groups by name' },
    { subject: 'group', role: 'decorator_arg', position: '0', note: 'CLI commands and groups by name' },
    { subject: 'group', role: 'decorator_implicit', position: '', note: 'CLI commands and groups by name' },
    { subject: 'add_parser', role: 'call_arg', position: '0', note: 'CLI commands and groups by name' },
    { subject: 'add_command', role: 'keyword_arg', position: 'name', note: 'CLI commands and groups by name' },
  ],
};

export default cli;
