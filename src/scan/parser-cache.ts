import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { Language, Parser, Query } from 'web-tree-sitter';
import { AppError } from '../core/errors.js';
import type { LanguageSupport, ParsedSource } from '../languages/language-support.js';

const require = createRequire(import.meta.url);

let initialised: Promise<void> | null = null;
const languages = new Map<string, Promise<Language>>();
const parsers = new Map<string, Parser>();
const queries = new Map<string, Query>();

function init(): Promise<void> {
  initialised ??= Parser.init();
  return initialised;
}

/** Absolute path of a pack's grammar .wasm, as shipped in its npm package. */
export function grammarPath(pack: LanguageSupport): string {
  if (!pack.grammar) throw new Error(`${pack.id} has no grammar`);
  const spec = `${pack.grammar.package}/${pack.grammar.file}`;
  let path: string;
  try {
    path = require.resolve(spec);
  } catch (cause) {
    throw new AppError('grammar_missing', `cannot find ${spec} for ${pack.id}`, { cause });
  }
  if (!existsSync(path)) throw new AppError('grammar_missing', `cannot find ${path}`);
  return path;
}

/** Loads a grammar once per process (per worker thread). */
export async function loadLanguage(pack: LanguageSupport): Promise<Language> {
  await init();
  let lang = languages.get(pack.id);
  if (!lang) {
    lang = Language.load(grammarPath(pack));
    languages.set(pack.id, lang);
  }
  return lang;
}

/** A parser bound to the pack's grammar, reused across files. */
export async function parserFor(pack: LanguageSupport): Promise<Parser> {
  const language = await loadLanguage(pack);
  let parser = parsers.get(pack.id);
  if (!parser) {
    parser = new Parser();
    parser.setLanguage(language);
    parsers.set(pack.id, parser);
  }
  return parser;
}

/** Compiles a query once per (language, source). Throws tree-sitter's QueryError on bad source. */
export function compiledQuery(packId: string, language: Language, source: string): Query {
  const cacheKey = `${packId}\u0000${source}`;
  let q = queries.get(cacheKey);
  if (!q) {
    q = new Query(language, source);
    queries.set(cacheKey, q);
  }
  return q;
}

/** Parses text with the pack's grammar. The caller must `tree.delete()` when done. */
export async function parseSource(pack: LanguageSupport, text: string): Promise<ParsedSource> {
  const parser = await parserFor(pack);
  const language = await loadLanguage(pack);
  const tree = parser.parse(text);
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${pack.id} file`);
  return { tree, language, query: (src) => compiledQuery(pack.id, language, src) };
}
