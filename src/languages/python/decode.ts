/** Decoding Python string literal text into its value, without evaluating anything. */

const PREFIX = /^[rRbBuUfFtT]*/;

export interface StringParts {
  prefix: string;
  quote: string;
  body: string;
}

export function splitString(text: string): StringParts {
  const prefix = PREFIX.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const quote = rest.startsWith('"""') || rest.startsWith("'''") ? rest.slice(0, 3) : rest.slice(0, 1);
  const end = rest.endsWith(quote) && rest.length >= quote.length * 2 ? rest.length - quote.length : rest.length;
  return { prefix: prefix.toLowerCase(), quote, body: rest.slice(quote.length, end) };
}

const SIMPLE: Record<string, string> = {
  '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\n': '',
};

/** Resolves backslash escapes the way the Python tokenizer does for str literals. */
export function unescape(body: string, bytes: boolean): string {
  if (!body.includes('\\')) return body;
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|N\{[^}]*\}|[0-7]{1,3}|\r\n|[\s\S])/g, (m, e: string) => {
    const c = e[0]!;
    if (c in SIMPLE && e.length === 1) return SIMPLE[c]!;
    if (e === '\r\n') return '';
    if (c === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    if (!bytes && (c === 'u' || c === 'U')) {
      const cp = parseInt(e.slice(1), 16);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : m;
    }
    if (c >= '0' && c <= '7') return String.fromCharCode(parseInt(e, 8));
    return m; // unknown escapes (and \N{...}) stay as written, like Python does for unknown ones
  });
}

/** Value of one plain (non-f) string literal. */
export function decodeString(text: string): string {
  const { prefix, body } = splitString(text);
  if (prefix.includes('r')) return body;
  return unescape(body, prefix.includes('b'));
}

/** Normalises format placeholders of a %-template or str.format template into `{}`. */
export function percentTemplate(value: string): string {
  return value.replace(/%(\([^)]*\))?[-#0 +]*(\*|\d+)?(\.(\*|\d+))?[hlL]?[diouxXeEfFgGcrsa]/g, '{}').replace(/%%/g, '%');
}

export function braceTemplate(value: string): string {
  return value.replace(/\{\{/g, '\u0000').replace(/\}\}/g, '\u0001').replace(/\{[^{}]*\}/g, '{}')
    .replace(/\u0000/g, '{').replace(/\u0001/g, '}');
}
