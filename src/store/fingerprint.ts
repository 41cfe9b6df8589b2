import { packageFingerprint } from '../core/fingerprint.js';

let cached: string | undefined;

/**
 * A hash of what turns scan rows into derived tables: the schema, the derive SQL and the framework
 * packs (known idioms). A workspace derived by another build is rescanned (its rows are reused) rather
 * than read with columns it does not have.
 */
export function deriveFingerprint(): string {
  cached ??= packageFingerprint([['src/store/schema.sql', ''], ['src/store/derive', '.sql'], ['dist/src/frameworks', '.js']]);
  return cached;
}
