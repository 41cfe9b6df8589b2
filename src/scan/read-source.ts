import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SkipReason } from '../core/types.js';

export interface SourceRead {
  text: string | null;
  hash: string | null;
  bytes: number;
  skip: SkipReason | null;
  detail?: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Minified: a long file made of very long lines, which no hand-written source is. One very long line
 * among ordinary ones (a generated data string in a Python module, pygments' unicode ranges) is source
 * that parses like any other: it counts only when it is most of the file.
 */
export function looksMinified(text: string): boolean {
  if (text.length < 4096) return false;
  let lines = 1;
  let longest = 0;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    longest = Math.max(longest, i - start);
    start = i + 1;
    lines++;
  }
  longest = Math.max(longest, text.length - start);
  return (longest > 10_000 && longest > text.length / 2) || text.length / lines > 500;
}

/** Reads, hashes and classifies one file; every refusal carries its reason. A format whose files are
 *  Latin-1 by definition (`.properties`) is read so when the bytes are no UTF-8. */
export function readSource(abs: string, maxBytes: number, knownBytes: number, fallback?: 'latin1'): SourceRead {
  if (knownBytes > maxBytes) return { text: null, hash: null, bytes: knownBytes, skip: 'too_large' };
  let buf: Buffer;
  try {
    buf = readFileSync(abs);
  } catch (e) {
    return { text: null, hash: null, bytes: knownBytes, skip: 'unreadable', detail: (e as NodeJS.ErrnoException).code ?? String(e) };
  }
  if (buf.length > maxBytes) return { text: null, hash: null, bytes: buf.length, skip: 'too_large' };
  const hash = createHash('sha1').update(buf).digest('hex');
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) return { text: null, hash, bytes: buf.length, skip: 'binary' };
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    if (fallback !== 'latin1') return { text: null, hash, bytes: buf.length, skip: 'not_utf8' };
    text = buf.toString('latin1');
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (looksMinified(text)) return { text: null, hash, bytes: buf.length, skip: 'minified' };
  return { text, hash, bytes: buf.length, skip: null };
}
