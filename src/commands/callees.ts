import { resolve } from 'node:path';
import { renderTable } from '../core/table.js';
import type { CalleeCount, Role } from '../core/types.js';
import { closeDatabase, openDatabase, runNamed } from '../store/db.js';
import { DB_OPTION, intOption, JSON_OPTION, type CommandModule } from './command.js';

const callees: CommandModule = {
  name: 'callees',
  summary: 'raw counts per callee: sites, files and distinct values of the strings passed to it',
  options: [DB_OPTION, JSON_OPTION, { flags: '--limit <n>', description: 'rows to show', default: '30' }],
  examples: ['idiomscope callees', 'idiomscope callees --limit 100 --json'],
  async run(_args, opts, io) {
    const limit = intOption(opts.limit, '--limit', 1);
    const db = await openDatabase(resolve(io.cwd, String(opts.db)));
    try {
      const rows = await runNamed<Record<string, unknown>>(db, 'callees', { limit });
      const out: CalleeCount[] = rows.map((r) => ({
        language: String(r.language), calleePath: String(r.callee_path), role: r.role as Role, position: String(r.position),
        sites: Number(r.sites), files: Number(r.files), distinctValues: Number(r.distinct_values), examples: (r.examples as string[]) ?? [],
      }));
      if (opts.json) io.stdout.write(JSON.stringify(out, null, 2) + '\n');
      else {
        io.stdout.write(renderTable(['sites', 'files', 'values', 'callee', 'role', 'pos', 'examples'],
          out.map((c) => [c.sites, c.files, c.distinctValues, c.calleePath, c.role, c.position, c.examples]), { maxWidth: 48 }));
      }
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default callees;
