/**
 * The closed error catalogue. Every failure a user can cause or meet maps to one kind, and each kind
 * to an exit code, a one-line title and a fix hint. `cli.ts` prints them; nothing else calls
 * process.exit.
 */

export type ErrorKind =
  | 'usage'
  | 'path_not_found'
  | 'path_not_directory'
  | 'db_missing'
  | 'db_corrupt'
  | 'db_write'
  | 'db_outdated'
  | 'sql_error'
  | 'sql_not_readonly'
  | 'grammar_missing'
  | 'config_invalid'
  | 'decisions_invalid'
  | 'query_invalid'
  | 'log_invalid'
  | 'not_a_terminal'
  | 'not_found'
  | 'interrupted'
  | 'internal';

interface CatalogueEntry {
  exitCode: number;
  title: string;
  hint: string;
}

/** Exit codes: 0 ok, 1 findings, 2 usage/input, 3 environment/database, 4 generated artefact invalid, 130 interrupted. */
export const ERROR_CATALOGUE: Record<ErrorKind, CatalogueEntry> = {
  usage: { exitCode: 2, title: 'invalid usage', hint: 'Run the command with --help to see its arguments.' },
  path_not_found: { exitCode: 2, title: 'path not found', hint: 'Check the path; it is resolved from the current directory.' },
  path_not_directory: { exitCode: 2, title: 'not a directory', hint: 'Pass the root directory of the repository, not a file inside it.' },
  db_missing: { exitCode: 3, title: 'no workspace database', hint: 'Run `idiomscope scan <repo>` first, or pass --db FILE.' },
  db_corrupt: { exitCode: 3, title: 'database cannot be opened', hint: 'The file is not a DuckDB database or is damaged: rescan into a fresh --db.' },
  db_write: { exitCode: 3, title: 'database could not be written', hint: 'Check free disk space and permissions of the workspace directory.' },
  db_outdated: { exitCode: 3, title: 'database was written by another version of idiomscope', hint: 'Rescan the repository: `idiomscope scan <repo>`.' },
  sql_error: { exitCode: 2, title: 'SQL failed', hint: 'Fix the statement; `idiomscope sql "SHOW TABLES"` lists the tables.' },
  sql_not_readonly: { exitCode: 2, title: 'only read-only SQL is allowed', hint: 'Use SELECT, WITH, SHOW, DESCRIBE, SUMMARIZE or EXPLAIN.' },
  grammar_missing: { exitCode: 3, title: 'tree-sitter grammar missing', hint: 'Reinstall dependencies with `npm ci`.' },
  config_invalid: { exitCode: 2, title: 'invalid configuration', hint: 'Fix the file at the line shown.' },
  decisions_invalid: { exitCode: 2, title: 'decisions file is malformed', hint: 'Fix the YAML at the line shown; the file was not changed.' },
  query_invalid: { exitCode: 4, title: 'query does not compile', hint: 'Fix the query at the position shown, or regenerate it with `idiomscope generate`.' },
  log_invalid: { exitCode: 2, title: 'failure log is malformed', hint: 'Fix the line shown, or pass --skip-bad to count and skip bad lines.' },
  not_a_terminal: { exitCode: 2, title: 'not a terminal', hint: 'Use `idiomscope rank` for a plain table when output is piped.' },
  not_found: { exitCode: 2, title: 'not found', hint: 'List what exists with the matching listing command (`rank`, `keys`).' },
  interrupted: { exitCode: 130, title: 'interrupted', hint: 'Nothing was written; the previous state is intact.' },
  internal: { exitCode: 70, title: 'internal error', hint: 'Rerun with --debug and report the stack trace.' },
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** file the error is about, when there is one */
  readonly file?: string;
  /** 1-based line in that file */
  readonly line?: number;
  readonly column?: number;

  constructor(kind: ErrorKind, message: string, where: { file?: string; line?: number; column?: number; cause?: unknown } = {}) {
    super(message, where.cause === undefined ? undefined : { cause: where.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.file = where.file;
    this.line = where.line;
    this.column = where.column;
  }

  get exitCode(): number {
    return ERROR_CATALOGUE[this.kind].exitCode;
  }

  /** `file:line:col` prefix when known */
  get location(): string {
    if (!this.file) return '';
    let loc = this.file;
    if (this.line !== undefined) loc += `:${this.line}`;
    if (this.line !== undefined && this.column !== undefined) loc += `:${this.column}`;
    return loc;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** The text printed on stderr for an error: title, location, message, hint. */
export function formatError(e: AppError): string {
  const entry = ERROR_CATALOGUE[e.kind];
  const where = e.location ? `${e.location}: ` : '';
  return `idiomscope: ${entry.title}: ${where}${e.message}\n  hint: ${entry.hint}`;
}
