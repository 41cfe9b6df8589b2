import { packageFingerprint } from '../core/fingerprint.js';

let cached: string | undefined;

/**
 * A hash of what turns scan rows into derived tables: the schema, the derive SQL, the framework
 * packs (known idioms) and the weights (the stop-list). A workspace derived by another build is rescanned (its rows are reused) rather
 * than read with columns it does not have.
 */
export function deriveFingerprint(): string {
  // (the weights hold the stop-list, which the pair feature reads at derive time)
  cached ??= packageFingerprint([['src/store/schema.sql', ''], ['src/store/derive', '.sql'], ['dist/src/frameworks', '.js'],
    ['dist/src/analyze/weights.js', '']]);
  return cached;
}
