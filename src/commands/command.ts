import { resolve } from 'node:path';
import { decisionsPathFor } from '../decide/decisions.js';
import { AppError } from '../core/errors.js';

/** The shape of every command module: declarative options and a run() that returns an exit code. */
export interface OptionSpec {
  flags: string;
  description: string;
  default?: string | boolean;
}

export interface ArgumentSpec {
  name: string;
  description: string;
  required?: boolean;
  variadic?: boolean;
}

export interface Io {
  stdout: NodeJS.WritableStream & { isTTY?: boolean; columns?: number };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  cwd: string;
}

export interface CommandModule {
  name: string;
  summary: string;
  args?: ArgumentSpec[];
  options: OptionSpec[];
  /** shown under --help */
  examples: string[];
  run(args: string[], opts: Record<string, unknown>, io: Io): Promise<number>;
}

export const DB_OPTION: OptionSpec = { flags: '--db <file>', description: 'workspace database', default: '.idiomscope/index.duckdb' };
export const JSON_OPTION: OptionSpec = { flags: '--json', description: 'print JSON instead of a table' };

export function intOption(value: unknown, name: string, min: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    throw new AppError('usage', `${name} must be a whole number >= ${min}, got ${String(value)}`);
  }
  return n;
}

export const DECISIONS_OPTION: OptionSpec = { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside the database)' };

/** The decisions file a command reads: --decisions, or idiomscope.yaml beside the database. */
export function decisionsFileFor(io: { cwd: string }, opts: Record<string, unknown>): string {
  return opts.decisions ? resolve(io.cwd, String(opts.decisions)) : decisionsPathFor(resolve(io.cwd, String(opts.db)));
}
