import type { Query } from 'web-tree-sitter';
import { AppError } from '../core/errors.js';
import { languageById } from '../languages/index.js';
import { compiledQuery, loadLanguage } from '../scan/parser-cache.js';

function lineCol(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Compiles query text with the language's grammar, or fails with the file, line and column of the
 * problem. Used before a generated query is written and when `keys build` loads query files.
 */
export async function compileQuery(language: string, text: string, file: string, what: string): Promise<Query> {
  const pack = languageById(language);
  if (!pack?.grammar) throw new AppError('query_invalid', `${what}: no tree-sitter grammar for language ${language}`, { file });
  const lang = await loadLanguage(pack);
  try {
    return compiledQuery(pack.id, lang, text);
  } catch (e) {
    const err = e as Error & { index?: number };
    const at = typeof err.index === 'number' ? lineCol(text, err.index) : {};
    throw new AppError('query_invalid', `${what}: ${err.message}`, { file, ...at, cause: e });
  }
}
