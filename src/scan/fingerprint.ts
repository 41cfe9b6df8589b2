import { packageFingerprint } from '../core/fingerprint.js';

/**
 * A hash of the compiled extraction code (languages and scan). Rows of an unchanged file are reused
 * only when the extractor that produced them is the same one, so an upgrade never serves stale facts.
 */
export function extractorFingerprint(): string {
  return packageFingerprint([['dist/src/languages', '.js'], ['dist/src/scan', '.js']]);
}
