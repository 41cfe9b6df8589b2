import type { FileFacts, LiteralOccurrence } from '../../../src/core/types.js';
import type { LanguageSupport } from '../../../src/languages/language-support.js';

/** Runs a configuration pack exactly as a scan worker does (no grammar, no parsed tree). */
export function run(pack: LanguageSupport, path: string, text: string, inTest = false): FileFacts {
  return pack.extract({ path, text, module: null, inTest }, null);
}

/** The fields each expectation pins down, in a compact, readable order. */
export function brief(r: LiteralOccurrence): Record<string, unknown> {
  return { role: r.role, value: r.value, container: r.container, dictKey: r.dictKey, keyword: r.keyword, callee: r.callee, line: r.line, col: r.col };
}

export const FIELDS: readonly (keyof LiteralOccurrence)[] = [
  'file', 'line', 'col', 'value', 'keyKind', 'role', 'callee', 'calleePath', 'receiver', 'argIndex', 'keyword',
  'container', 'targetSymbol', 'targetKind', 'targetType', 'enclosingSymbol', 'importTime', 'elemIndex',
  'dictKey', 'inTest', 'language',
];

/** The `brief` of one entry-point row (a name declared, or its object reference under `dictKey`). */
export function ep(role: string, value: string, container: string, dictKey: string | null, line: number, col: number): Record<string, unknown> {
  return { role, value, container, dictKey, keyword: null, callee: 'entry_point', line, col };
}
