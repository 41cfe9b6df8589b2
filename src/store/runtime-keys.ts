import type { RuntimeKeySite } from '../core/types.js';
import { runNamed, type Db } from './db.js';

/** True when the runtime-key index was built from an earlier scan than the one stored now. */
export async function runtimeKeysStale(db: Db): Promise<boolean> {
  return Boolean((await runNamed<{ stale: boolean }>(db, 'runtime-keys-stale'))[0]?.stale);
}

/**
 * Replaces the runtime-key index in one transaction: an interrupted build leaves the previous
 * index intact.
 */
export async function replaceRuntimeKeys(db: Db, sites: RuntimeKeySite[], namespaces: { namespace: string; patternId: string; language: string; external: boolean }[]): Promise<void> {
  await db.conn.run('BEGIN TRANSACTION');
  try {
    await db.conn.run('DELETE FROM runtime_key_sites');
    await db.conn.run('DELETE FROM runtime_namespaces');
    const a = await db.conn.createAppender('runtime_key_sites');
    for (const s of sites) {
      a.appendVarchar(s.namespace);
      a.appendVarchar(s.key);
      a.appendVarchar(s.side);
      a.appendVarchar(s.file);
      a.appendInteger(s.line);
      a.appendVarchar(s.symbol);
      a.appendVarchar(s.confidence);
      if (s.discriminator === null) a.appendNull();
      else a.appendVarchar(s.discriminator);
      a.appendVarchar(s.patternId);
      a.endRow();
    }
    a.flushSync();
    a.closeSync();
    const n = await db.conn.createAppender('runtime_namespaces');
    for (const ns of namespaces) {
      n.appendVarchar(ns.namespace);
      n.appendVarchar(ns.patternId);
      n.appendVarchar(ns.language);
      n.appendBoolean(ns.external);
      n.endRow();
    }
    n.flushSync();
    n.closeSync();
    // which scan the index was built from: a rescan carries the index over, and `keys` then says it is older
    await db.conn.run("DELETE FROM meta WHERE key = 'keys_scan'");
    await db.conn.run("INSERT INTO meta SELECT 'keys_scan', value FROM meta WHERE key = 'scanned_at'");
    await db.conn.run('COMMIT');
  } catch (e) {
    await db.conn.run('ROLLBACK');
    throw e;
  }
}
