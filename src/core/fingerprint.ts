import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.js';

/** Files under `dir` (of this package) ending in `ext`, in a stable order; none when it is missing. */
function filesUnder(dir: string, ext: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : []));
}

/**
 * A short hash of this package's own files: `sources` are [directory relative to the package root,
 * file ending] pairs (a directory of .js files, or a single file with an empty ending).
 */
export function packageFingerprint(sources: readonly (readonly [string, string])[]): string {
  const h = createHash('sha1');
  const root = packageRoot();
  for (const [rel, ext] of sources) {
    const path = join(root, rel);
    for (const f of ext === '' ? [path] : filesUnder(path, ext)) h.update(f.slice(root.length)).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}
