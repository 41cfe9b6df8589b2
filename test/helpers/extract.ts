import type { FileFacts } from '../../src/core/types.js';
import type { LanguageSupport } from '../../src/languages/language-support.js';
import { parseSource } from '../../src/scan/parser-cache.js';

/** Runs a pack on an in-memory file exactly as a scan worker does. */
export async function extractText(
  pack: LanguageSupport,
  path: string,
  text: string,
  opts: { module?: string | null; inTest?: boolean } = {},
): Promise<FileFacts> {
  const file = { path, text, module: opts.module ?? null, inTest: opts.inTest ?? false };
  if (!pack.grammar) return pack.extract(file, null);
  const parsed = await parseSource(pack, text);
  try {
    return pack.extract(file, parsed);
  } finally {
    parsed.tree.delete();
  }
}
