/**
 * Decoding Java string literal text (`"..."` and `"""` text blocks) into its value, without a
 * compiler: unicode escapes, backslash escapes and the text-block indentation rules of JLS 3.10.
 */

/**
 * `\uXXXX` escapes are translated before the lexer sees the text, so `\u0022` can even end a
 * string. A backslash only starts one when it is not itself escaped (an even run of backslashes
 * before it), and any number of `u`s is allowed.
 */
export function translateUnicodeEscapes(text: string): string {
  if (!text.includes('\\u')) return text;
  let out = '';
  let i = 0;
  let run = 0; // consecutive backslashes just before i
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && run % 2 === 0 && text[i + 1] === 'u') {
      let j = i + 1;
      while (text[j] === 'u') j++;
      const hex = text.slice(j, j + 4);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        i = j + 4;
        run = 0;
        continue;
      }
    }
    run = c === '\\' ? run + 1 : 0;
    out += c;
    i++;
  }
  return out;
}

const SIMPLE: Record<string, string> = {
  b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\',
};

/**
 * Resolves backslash escapes. A backslash before a line terminator (text blocks only) joins the
 * lines. Escapes javac would reject are kept as written so the value still shows what was there.
 */
export function unescapeJava(body: string): string {
  if (!body.includes('\\')) return body;
  return body.replace(/\\([0-3][0-7]{0,2}|[4-7][0-7]?|\r\n|[\s\S])/g, (m, e: string) => {
    const c = e[0]!;
    if (e.length === 1 && c in SIMPLE) return SIMPLE[c]!;
    if (c >= '0' && c <= '7') return String.fromCharCode(parseInt(e, 8));
    if (e === '\n' || e === '\r' || e === '\r\n') return '';
    return m;
  });
}

function isBlank(line: string): boolean {
  return /^[ \t\f]*$/.test(line);
}

function leadingWhitespace(line: string): number {
  let n = 0;
  while (n < line.length && (line[n] === ' ' || line[n] === '\t' || line[n] === '\f')) n++;
  return n;
}

/**
 * Content of a text block with incidental indentation removed: the smallest indentation of the
 * non-blank lines and of the closing-delimiter line is stripped, trailing spaces go, and a closing
 * delimiter on its own line does not add a line. Escapes are interpreted afterwards, which is why
 * `\s` and `\<newline>` survive the stripping.
 */
export function stripTextBlock(raw: string): string {
  // the opening delimiter is followed by optional spaces and a line terminator that are not content
  const firstBreak = raw.search(/\r\n|\n|\r/);
  if (firstBreak < 0) return '';
  const afterBreak = raw[firstBreak] === '\r' && raw[firstBreak + 1] === '\n' ? firstBreak + 2 : firstBreak + 1;
  const content = raw.slice(afterBreak).replace(/\r\n?/g, '\n');
  const lines = content.split('\n');
  const last = lines.length - 1;
  let indent = Number.MAX_SAFE_INTEGER;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (i === last || !isBlank(line)) indent = Math.min(indent, isBlank(line) ? line.length : leadingWhitespace(line));
  }
  if (indent === Number.MAX_SAFE_INTEGER) indent = 0;
  const out = lines.map((line) => (isBlank(line) ? '' : line.slice(indent).replace(/[ \t\f]+$/, '')));
  if (isBlank(lines[last]!)) out[last] = '';
  return out.join('\n');
}

/** Value of one `string_literal` node's text. */
export function decodeJavaString(text: string): string {
  const t = translateUnicodeEscapes(text);
  if (t.startsWith('"""')) {
    const raw = t.length >= 6 && t.endsWith('"""') ? t.slice(3, -3) : t.slice(3);
    return unescapeJava(stripTextBlock(raw));
  }
  const body = t.length >= 2 && t.endsWith('"') ? t.slice(1, -1) : t.slice(1);
  return unescapeJava(body);
}

/** Value of a `character_literal` (`'a'`, `'\n'`), used when it is part of a `+` chain. */
export function decodeJavaChar(text: string): string {
  const t = translateUnicodeEscapes(text);
  const body = t.length >= 2 && t.endsWith("'") ? t.slice(1, -1) : t.slice(1);
  return unescapeJava(body);
}

/**
 * Property keys referenced by Spring-style placeholders: `${key}` and `${key:default}`. Nested
 * placeholders inside a default (`${a:${b}}`) are keys too, so scanning restarts after each `${`.
 */
export function placeholderKeys(value: string): string[] {
  const out: string[] = [];
  let i = value.indexOf('${');
  while (i >= 0) {
    let j = i + 2;
    while (j < value.length && value[j] !== '}' && value[j] !== ':' && !(value[j] === '$' && value[j + 1] === '{')) j++;
    const key = value.slice(i + 2, j).trim();
    // an unterminated `${key` is not a placeholder
    if (key && j < value.length && value[j] !== '$') out.push(key);
    i = value.indexOf('${', i + 2);
  }
  return out;
}

/**
 * Bean names referenced from SpEL as `@beanName` (`@accessPolicy.canRefund(authentication)`).
 * The `@` must not follow a word character, so e-mail addresses and `a@b` patterns are not refs.
 */
export function spelBeanRefs(value: string): string[] {
  if (!value.includes('@')) return [];
  const out: string[] = [];
  const re = /(^|[^\w.@$'"\\])@([A-Za-z_$][\w$]*)/g;
  for (let m = re.exec(value); m; m = re.exec(value)) out.push(m[2]!);
  return out;
}

/** A string argument of a method call written inside a SpEL expression. */
export interface SpelCallArg {
  /** the method as written, with its bean or variable (`@el.check`, `#oauth2.hasScope`, `hasRole`) */
  callee: string;
  index: number;
  value: string;
}

/**
 * String arguments of the method calls in a SpEL expression: `@el.check('user:list', 'user:add')`,
 * `hasAnyAuthority('ROLE_ADMIN')`. The permission or role names a method is guarded by are keys
 * of a registry, written inside another string. Only whole quoted arguments count; a call whose
 * argument is an expression (`#name.equals(principal)`) gives nothing for that argument.
 */
export function spelCallArgs(value: string): SpelCallArg[] {
  if (!value.includes("'") || !value.includes('(')) return [];
  const out: SpelCallArg[] = [];
  const re = /(^|[^\w.$'"])([@#]?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\(([^()]*)\)/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const callee = m[2]!;
    const args = splitSpelArgs(m[3]!);
    args.forEach((a, index) => {
      const q = /^'((?:[^']|'')*)'$/.exec(a.trim());
      if (q) out.push({ callee, index, value: q[1]!.replace(/''/g, "'") });
    });
  }
  return out;
}

/** Splits a SpEL argument list on the commas outside quotes. */
function splitSpelArgs(list: string): string[] {
  if (!list.trim()) return [];
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of list) {
    if (ch === "'") quoted = !quoted;
    if (ch === ',' && !quoted) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}
