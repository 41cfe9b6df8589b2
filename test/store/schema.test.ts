import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase, queryRows } from '../../src/store/db.js';
import { SCAN_COLUMNS } from '../../src/store/load.js';
import { tempDir } from '../helpers/cli.js';

describe('schema and appender agree', () => {
  it('each scan table has the columns the writer appends, in order', async () => {
    const db = await createDatabase(join(tempDir(), 'schema.duckdb'));
    try {
      for (const [table, columns] of Object.entries(SCAN_COLUMNS)) {
        const rows = await queryRows(db.conn, `SELECT column_name FROM information_schema.columns WHERE table_name = $t ORDER BY ordinal_position`, { t: table });
        expect(rows.map((r) => r.column_name), table).toEqual([...columns]);
      }
    } finally {
      closeDatabase(db);
    }
  });
});
