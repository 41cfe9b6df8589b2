import type { Query } from 'web-tree-sitter';
import { languageById } from '../languages/index.js';
import { parseSource } from '../scan/parser-cache.js';
import type { PatternHits } from './keys.js';
import type { AcceptedPattern, FileScope } from './pattern.js';
import { runQuery, type QueryHit } from './run-queries.js';

export interface CompiledPattern {
  pattern: AcceptedPattern;
  declaration: Query;
  reference: Query;
  /** the files the declaration query runs over (a table's own file), null for all */
  onlyFile: FileScope;
}

export interface SourceText {
  path: string;
  language: string;
  text: string;
}

/**
 * Runs every pattern's generated queries over the files, parsing each file once: the same query
 * files a user would hand to another tool, not a separate code path.
 */
export async function runPatterns(patterns: CompiledPattern[], files: Iterable<SourceText>, onFile?: () => void): Promise<PatternHits[]> {
  const hits = new Map<string, { declarations: QueryHit[]; references: QueryHit[] }>();
  for (const p of patterns) hits.set(p.pattern.id, { declarations: [], references: [] });
  for (const f of files) {
    const mine = patterns.filter((p) => p.pattern.language === f.language);
    onFile?.();
    if (mine.length === 0) continue;
    const pack = languageById(f.language);
    if (!pack?.grammar) continue;
    const parsed = await parseSource(pack, f.text);
    try {
      for (const p of mine) {
        const h = hits.get(p.pattern.id)!;
        if (p.onlyFile === null || p.onlyFile(f.path)) h.declarations.push(...runQuery(p.declaration, parsed.tree.rootNode, f.path, f.language));
        h.references.push(...runQuery(p.reference, parsed.tree.rootNode, f.path, f.language));
      }
    } finally {
      parsed.tree.delete();
    }
  }
  return patterns.map((p) => ({ pattern: p.pattern, ...hits.get(p.pattern.id)! }));
}
