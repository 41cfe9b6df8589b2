/** Spring-style `${key}` / `${key:default}` placeholders, nested defaults included. */

export interface Placeholder {
  /** the referenced key, trimmed */
  key: string;
  /** offset of the `$` in the scanned string */
  start: number;
  /** default text after the first top-level `:`, or null */
  fallback: string | null;
}

/**
 * Every placeholder in `value`, outer before inner (`${a:${b}}` gives a then b). An unclosed `${`
 * is not a placeholder. Keys are trimmed; empty keys are dropped.
 */
export function findPlaceholders(value: string): Placeholder[] {
  const found: Placeholder[] = [];
  scan(value, 0, value.length, found, 0);
  return found;
}

function scan(s: string, from: number, to: number, out: Placeholder[], depth: number): void {
  if (depth > 20) return;
  let i = s.indexOf('${', from);
  while (i !== -1 && i < to) {
    const end = closing(s, i + 2, to);
    if (end === -1) return;
    const colon = topLevelColon(s, i + 2, end);
    const keyEnd = colon === -1 ? end : colon;
    const rawKey = s.slice(i + 2, keyEnd);
    const key = rawKey.trim();
    if (key !== '' && !key.includes('${')) out.push({ key, start: i, fallback: colon === -1 ? null : s.slice(colon + 1, end) });
    // placeholders nested in the key or the default
    scan(s, i + 2, end, out, depth + 1);
    i = s.indexOf('${', end + 1);
  }
}

/** Offset of the `}` closing a `${` whose body starts at `from`, or -1. */
function closing(s: string, from: number, to: number): number {
  let depth = 0;
  for (let j = from; j < to; j++) {
    if (s[j] === '$' && s[j + 1] === '{') {
      depth++;
      j++;
    } else if (s[j] === '}') {
      if (depth === 0) return j;
      depth--;
    }
  }
  return -1;
}

function topLevelColon(s: string, from: number, to: number): number {
  let depth = 0;
  for (let j = from; j < to; j++) {
    if (s[j] === '$' && s[j + 1] === '{') {
      depth++;
      j++;
    } else if (s[j] === '}') depth--;
    else if (s[j] === ':' && depth === 0) return j;
  }
  return -1;
}

/**
 * Offset of the n-th `${` in a raw source slice, where n is the rank of `start` among the `${`
 * of the decoded value: maps a placeholder back to the text when escapes differ. -1 if absent.
 */
export function rawPlaceholderOffset(decoded: string, start: number, raw: string): number {
  let rank = 0;
  for (let i = decoded.indexOf('${'); i !== -1 && i < start; i = decoded.indexOf('${', i + 2)) rank++;
  let j = raw.indexOf('${');
  for (; j !== -1 && rank > 0; rank--) j = raw.indexOf('${', j + 2);
  return j;
}
