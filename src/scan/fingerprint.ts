import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../core/package-root.js';

function files(dir: string, ext = '.js'): string[] {
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

/**
 * A hash of the compiled extraction code (languages and scan). Rows of an unchanged file are reused
 * only when the extractor that produced them is the same one, so an upgrade never serves stale facts.
 */
export function extractorFingerprint(): string {
  const h = createHash('sha1');
  const base = join(packageRoot(), 'dist', 'src');
  for (const f of [...files(join(base, 'languages')), ...files(join(base, 'scan'))]) h.update(f.slice(base.length)).update(readFileSync(f));
  return h.digest('hex').slice(0, 16);
}

