import { Command, CommanderError, Option } from 'commander';
import { AppError, formatError, isAppError } from './core/errors.js';
import { COMMANDS } from './commands/index.js';
import { traceStage } from './core/trace.js';
import type { CommandModule, Io } from './commands/command.js';

const VERSION = '0.1.0';

function build(io: Io, setExit: (code: number) => void): Command {
  const program = new Command('idiomscope')
    .description('Find the runtime edges import graphs cannot see: string-keyed registries, dotted paths, qualifiers.')
    .version(VERSION)
    .option('--debug', 'print stack traces of unexpected errors')
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) });

  for (const mod of COMMANDS) addCommand(program, mod, io, setExit);
  return program;
}

function addCommand(program: Command, mod: CommandModule, io: Io, setExit: (code: number) => void): void {
  const cmd = program.command(mod.name).description(mod.summary);
  for (const a of mod.args ?? []) {
    const spec = a.required ? `<${a.name}${a.variadic ? '...' : ''}>` : `[${a.name}${a.variadic ? '...' : ''}]`;
    cmd.argument(spec, a.description);
  }
  for (const o of mod.options) {
    const opt = new Option(o.flags, o.description);
    if (o.default !== undefined) opt.default(o.default);
    cmd.addOption(opt);
  }
  if (mod.examples.length) cmd.addHelpText('after', `\nExamples:\n${mod.examples.map((e) => `  $ ${e}`).join('\n')}\n`);
  cmd.action(async (...params: unknown[]) => {
    const command = params[params.length - 1] as Command;
    const opts = command.opts();
    const args = command.args;
    setExit(await mod.run(args, opts, io));
  });
}

/** argv -> command -> run(); maps error kinds to exit codes. No logic lives here. */
export async function main(argv: string[], io: Io): Promise<number> {
  let exit = 0;
  const program = build(io, (c) => {
    exit = c;
  });
  const debug = argv.includes('--debug');
  traceStage(`start ${argv.join(' ')}`);
  try {
    await program.parseAsync(argv, { from: 'user' });
    // a crash after this line happened while the process was shutting down
    traceStage(`end ${exit}`);
    return exit;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return 0;
      return 2;
    }
    if (isAppError(e)) {
      io.stderr.write(formatError(e) + '\n');
      if (debug && e.cause) io.stderr.write(String((e.cause as Error).stack ?? e.cause) + '\n');
      return e.exitCode;
    }
    const wrapped = new AppError('internal', (e as Error)?.message ?? String(e));
    io.stderr.write(formatError(wrapped) + '\n');
    if (debug) io.stderr.write(String((e as Error)?.stack ?? e) + '\n');
    return wrapped.exitCode;
  }
}
