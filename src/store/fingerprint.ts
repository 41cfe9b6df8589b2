import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../core/package-root.js';

function files(dir: string, ext: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? files(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
}

let cached: string | undefined;

/**
 * A hash of what turns scan rows into derived tables: the schema, the derive SQL and the framework
 * packs (known idioms). A workspace derived by another build is rescanned (its rows are reused) rather
 * than read with columns it does not have.
 */
export function deriveFingerprint(): string {
  if (cached) return cached;
  const h = createHash('sha1');
  const root = packageRoot();
  const store = join(root, 'src', 'store');
  const inputs = [join(store, 'schema.sql'), ...files(join(store, 'derive'), '.sql'), ...files(join(root, 'dist', 'src', 'frameworks'), '.js')];
  for (const f of inputs) h.update(f.slice(root.length)).update(readFileSync(f));
  cached = h.digest('hex').slice(0, 16);
  return cached;
}
