/**
 * Identifier and key splitting for lexical retrieval. `payment_succeeded`, `PaymentSucceeded`,
 * `payment.succeeded`, `payment-succeeded` and `handlers/payment_succeeded.py` all yield the words
 * `payment succeeded`: split on dots, underscores, dashes, slashes and every other non-alphanumeric
 * character, and on camel-case boundaries (`getHTTPResponse` -> get http response). Letters and digits
 * stay together (`s3`, `sha256`, `v1`), except before a capital (`S3Storage` -> s3 storage).
 */

/** Words split from one identifier, key or path, lower-cased, in order, duplicates kept. */
export function splitWords(text: string): string[] {
  const spaced = text
    // camel case: fooBar, foo2Bar -> foo Bar; HTTPResponse -> HTTP Response
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
  return spaced.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}

/** Short English words a task description is full of and code names rarely mean anything by. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'can', 'do', 'does', 'don', 'for', 'from', 'get', 'has',
  'have', 'how', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'make', 'may', 'more', 'must', 'need', 'needs',
  'new', 'no', 'not', 'now', 'of', 'on', 'one', 'only', 'or', 'our', 'out', 'so', 'some', 'still', 'such', 'than',
  'that', 'the', 'their', 'them', 'then', 'there', 'these', 'they', 'this', 'those', 'to', 'up', 'us', 'use', 'very',
  'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'why', 'will', 'with', 'without', 'would',
  'you', 'your', 'instead', 'also', 'each', 'every', 'all', 'any', 'after', 'before', 'should', 'want', 'wants',
  // file-name and layout noise
  'py', 'java', 'init',
]);

/** Words are cut to this many characters after plural stripping (truncation stemming). */
export const STEM_LENGTH = 6;

/**
 * A crude, predictable stemmer: plural endings first (`webhooks` -> webhook, `entries` -> entry), then
 * truncation to STEM_LENGTH characters, so that `reconciliation` meets `reconcile`, `settlement` meets
 * `settled` and `succeeded` meets `succeeds` (reconcil-, settle-, succee-). Truncation conflates a few
 * unrelated words (`custom`/`customer`); on the sample tasks it beat both plural-only and 5 or 7 letters.
 */
export function normaliseWord(w: string): string {
  let s = w;
  if (s.length > 4 && s.endsWith('ies')) s = s.slice(0, -3) + 'y';
  else if (s.length > 3 && s.endsWith('s') && !/(ss|us|is)$/.test(s)) s = s.slice(0, -1);
  return s.slice(0, STEM_LENGTH);
}

/** Search terms of a text: split words, without stop words and single characters, normalised. */
export function terms(text: string): string[] {
  return splitWords(text).filter((w) => w.length > 1 && !STOP_WORDS.has(w)).map(normaliseWord);
}

/** For display: each term of a text mapped back to the first word of the text it came from. */
export function termWords(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const w of splitWords(text)) {
    if (w.length <= 1 || STOP_WORDS.has(w)) continue;
    const t = normaliseWord(w);
    if (!out.has(t)) out.set(t, w);
  }
  return out;
}

/** Terms of a repository path without its extension (`handlers/payment_succeeded.py` -> handler payment succeeded). */
export function pathTerms(path: string): string[] {
  return terms(path.replace(/\.[A-Za-z0-9]+$/, ''));
}
