import type { Language, Query, Tree } from 'web-tree-sitter';
import type { FileFacts } from '../core/types.js';

/** What the scanner knows about a file before a pack extracts from it. */
export interface SourceFile {
  /** repo-relative, `/`-separated */
  path: string;
  /** decoded UTF-8 text */
  text: string;
  /** dotted module name derived from the tree layout (Python), or null */
  module: string | null;
  inTest: boolean;
}

/** Handed to grammar-backed packs: the parsed tree and a per-language compiled-query cache. */
export interface ParsedSource {
  tree: Tree;
  language: Language;
  /** compiles once per (language, source) and reuses the Query */
  query(source: string): Query;
}

/**
 * One shape for every language or configuration format. Adding a language is a new folder under
 * src/languages/ that default-exports one of these, plus a line in src/languages/index.ts.
 */
export interface LanguageSupport {
  /** stable id stored in files.language and literals.language (`python`, `java`, `pyproject`) */
  id: string;
  /** true when this pack owns the repo-relative path */
  matches(path: string): boolean;
  /**
   * tree-sitter grammar shipped by an npm package; null for configuration formats parsed by a
   * library. Resolved with require.resolve(`${package}/${file}`).
   */
  grammar: { package: string; file: string } | null;
  /** pure: facts from one file. `parsed` is set exactly when `grammar` is. Must not throw on bad input
   *  that a user can write: record it in `errors` instead. */
  extract(file: SourceFile, parsed: ParsedSource | null): FileFacts;
  /**
   * Names that belong to the language itself: standard-library modules or packages and builtin
   * callables. A callee under one of them is never the repository's own registry (an `@property`
   * method's name is not a key anything looks up).
   */
  standardLibrary?: readonly string[];
  /** how to read a file that is no valid UTF-8, when the format defines one (`.properties`: ISO-8859-1);
   *  without it such a file is skipped as not_utf8 */
  fallbackEncoding?: 'latin1';
}
