import { resolve } from 'node:path';
import { AppError } from '../core/errors.js';
import { renderTable } from '../core/table.js';
import { closeDatabase, openDatabase, queryRows } from '../store/db.js';
import { DB_OPTION, JSON_OPTION, type CommandModule } from './command.js';

const READ_ONLY = /^\s*(\(?\s*select|with|show|describe|summarize|explain|from|pragma\s+(table_info|show_tables))\b/i;

const sql: CommandModule = {
  name: 'sql',
  summary: 'run read-only SQL over the workspace database',
  args: [{ name: 'query', description: 'a SELECT / WITH / SHOW / DESCRIBE statement', required: true }],
  options: [DB_OPTION, JSON_OPTION],
  examples: [
    `idiomscope sql "SELECT role, count(*) FROM literals GROUP BY role ORDER BY 2 DESC"`,
    `idiomscope sql --json "SELECT * FROM literals WHERE value = 'payment.succeeded'"`,
  ],
  async run(args, opts, io) {
    const text = args[0]!;
    if (!READ_ONLY.test(text)) throw new AppError('sql_not_readonly', `refusing to run: ${text.slice(0, 60)}`);
    // The database is opened read-only as well, so a statement that slips past the check still cannot write.
    const db = await openDatabase(resolve(io.cwd, String(opts.db)), { readOnly: true });
    try {
      let rows: Record<string, unknown>[];
      try {
        rows = await queryRows(db.conn, text);
      } catch (e) {
        throw new AppError('sql_error', (e as Error).message.split('\n')[0]!, { cause: e });
      }
      if (opts.json) io.stdout.write(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2) + '\n');
      else if (rows.length === 0) io.stdout.write('(no rows)\n');
      else {
        const headers = Object.keys(rows[0]!);
        io.stdout.write(renderTable(headers, rows.map((r) => headers.map((h) => r[h]))));
      }
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default sql;
