import { stringify } from 'yaml';
import { javaDeclarationQuery, javaQueryGap, javaReferenceQuery } from './java-queries.js';
import { pairSides } from '../core/call-pair.js';
import { configDirectory, namespaceOf, type AcceptedPattern } from './pattern.js';
import { pythonDeclarationQuery, pythonQueryGap, pythonReferenceQuery } from './python-queries.js';

/** Languages whose files tree-sitter parses; everything else is a configuration format. */
export const GRAMMAR_LANGUAGES = new Set(['python', 'java']);

export interface QueryFiles {
  declaration: string;
  reference: string;
}

export function renderQueries(p: AcceptedPattern): QueryFiles {
  if (p.kind === 'pair') {
    // a call pair: its register side declares keys; its lookup side is one more kind of reference
    const { register, lookup } = pairSides(p.subject);
    const decl = renderQueries({ ...p, kind: 'call', subject: register });
    const partner = renderQueries({ ...p, kind: 'call', subject: lookup }).declaration;
    return { declaration: decl.declaration, reference: `${decl.reference}\n; the partner of the call pair, reading the same keys: ${lookup}\n${partner}` };
  }
  if (p.language === 'python') return { declaration: pythonDeclarationQuery(p), reference: pythonReferenceQuery(p) };
  if (p.language === 'java') return { declaration: javaDeclarationQuery(p), reference: javaReferenceQuery(p) };
  throw new Error(`no queries for language ${p.language}`);
}

/** Why no query can be generated for a pattern of a grammar language (listed as skipped), or null. */
export function queryGap(p: AcceptedPattern): string | null {
  if (p.kind === 'pair') return null;
  if (p.language === 'python') return pythonQueryGap(p);
  if (p.language === 'java') return javaQueryGap(p);
  return null;
}

/** The provenance header every generated file starts with. */
export function header(p: AcceptedPattern, side: 'declaration' | 'reference', sites: number | null, comment = ';'): string {
  const lines = [
    `idiomscope generated ${side} query: do not edit, regenerate with \`idiomscope generate\``,
    `pattern: ${p.id}`,
    `namespace: ${namespaceOf(p)}`,
    `language: ${p.language}`,
    `role: ${p.role}${p.position ? ` ${p.position}` : ''} (${p.kind})`,
    `confidence: literal; constants are folded and templates kept (computed) by \`idiomscope keys build\``,
    `captures: @key the key, @sym the ${side === 'declaration' ? 'declared definition' : 'referencing definition'}, @callee the callee's last name, @container the container read`,
  ];
  if (sites !== null) lines.push(`sites matched when generated: ${sites}`);
  lines.push(`reason: ${(p.reason ?? 'none given').replace(/\s+/g, ' ')}`);
  return lines.map((l) => `${comment} ${l}`).join('\n') + '\n\n';
}

/**
 * A configuration-format pattern as a YAML rule: those files are not parsed by the grammars, so the
 * rule names the format, the declaration kind and the namespace that `keys build` selects.
 */
export function renderConfigRule(p: AcceptedPattern, sites: number | null): string {
  const body = stringify({
    id: p.id,
    kind: 'config',
    language: p.language,
    namespace: namespaceOf(p),
    declares: p.role === 'config_value'
      ? { property: p.subject, role: p.role }
      : configDirectory(p) !== null
        // a directory row: every file directly in it, each file a namespace of its own
        ? { callee_path: `${configDirectory(p)}/*`, role: p.role, namespace_per_file: true }
        : { callee_path: p.subject, role: p.role, ...(p.position ? { container: p.position } : {}) },
    references: ['config_ref', 'get_arg', 'subscript', 'compare', 'call_arg of lookup calls', 'URL hosts'],
    ...(sites !== null ? { sites_when_generated: sites } : {}),
    reason: p.reason ?? null,
  });
  return header(p, 'declaration', sites, '#') + body;
}
