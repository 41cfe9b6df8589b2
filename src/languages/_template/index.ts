// Copy this folder to src/languages/<id>/, fill it in, and add the pack to src/languages/index.ts.
// A pack is pure: it turns one file into FileFacts and never touches the database or the terminal.
import { emptyFacts, type FileFacts } from '../../core/types.js';
import type { LanguageSupport, ParsedSource, SourceFile } from '../language-support.js';

function extract(file: SourceFile, parsed: ParsedSource | null): FileFacts {
  const facts = emptyFacts();
  // Grammar packs: run one query with every capture you need (parsed.query(SOURCE).captures(root)),
  // classify each string literal's position into a Role, and push LiteralOccurrence records.
  // Config packs (grammar: null): parse `file.text` with a library and push config_entry rows.
  void file;
  void parsed;
  return facts;
}

const template: LanguageSupport = {
  id: 'template',
  matches: () => false,
  grammar: null,
  extract,
};

export default template;
