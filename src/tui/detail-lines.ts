/**
 * The body of the detail screen as a list of lines, built once per candidate and width and then
 * scrolled: header, the score's explanation, example sites with their source line, the pairs
 * across files, and every key with its confidence tier. Every repository string is cleaned here.
 */
import { explain, otherSlots, relatedRows, relatedToText, storageLine } from '../analyze/rank.js';
import type { Candidate, DecisionStatus } from '../core/types.js';
import { pairSides } from '../core/call-pair.js';
import type { Decision } from '../decide/decision.js';
import { EXAMPLE_SITES, PAIR_GROUPS, siteKey, SITES_PER_GROUP, type DetailData } from './use-candidate-detail.js';
import { clean, fit, truncate, wrap } from './text.js';

export interface BodyLine {
  text: string;
  color?: 'green' | 'red' | 'yellow' | 'cyan' | 'gray' | 'magenta';
  bold?: boolean;
}

/** related rows listed by name in the detail view; the rest are counted */
const RELATED_SHOWN = 8;

const STATUS_COLOR: Record<DecisionStatus, BodyLine['color']> = { accepted: 'green', rejected: 'red', pending: 'yellow' };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** A source line, trimmed and cleaned, or a note when it could not be read. */
function sourceText(data: DetailData, file: string, line: number): BodyLine {
  const k = siteKey(file, line);
  if (!data.sources.has(k)) return { text: '      …', color: 'gray' };
  const src = data.sources.get(k);
  if (src === null || src === undefined) return { text: '      (source not readable)', color: 'gray' };
  return { text: `      ${clean(src).trim()}` };
}

export function detailLines(c: Candidate, status: DecisionStatus, decision: Decision | undefined, data: DetailData, width: number): BodyLine[] {
  const w = Math.max(20, width);
  const out: BodyLine[] = [];
  const push = (text: string, style: Omit<BodyLine, 'text'> = {}): void => {
    out.push({ text: truncate(text, w), ...style });
  };
  const para = (text: string, indent: string, style: Omit<BodyLine, 'text'> = {}): void => {
    for (const l of wrap(text, w, indent + '  ')) out.push({ text: l, ...style });
  };

  push(clean(c.subject), { bold: true });
  let verdict = status as string;
  if (decision) verdict += ` on ${clean(decision.date)}${decision.reason ? `: ${clean(decision.reason)}` : ''}`;
  para(`[${verdict}]`, '', { color: STATUS_COLOR[status] });
  const slots = otherSlots(c);
  // the family's other slots ride on the id line: the detail view must fit a 24-line terminal
  push(`${c.id} · ${clean(c.language)} ${clean(c.kind)} · ${clean(c.role)}${c.position ? ` ${clean(c.position)}` : ''}` +
    `${slots.length ? ` (+ ${slots.map(clean).join(', ')})` : ''}`, { color: 'gray' });
  push(`score ${c.score.toFixed(2)}${c.weak ? ' (weak)' : ''} · ${plural(c.sites, 'site')} in ${plural(c.files, 'file')} · ${plural(c.distinctKeys, 'key')} · ${c.kind === 'files' ? `files named in code ${c.features.fileRefs}` : `lookup overlap ${c.features.lookupHits}`}`);
  if (c.spellings.length > 1) para(`spellings: ${c.spellings.map(clean).join(', ')}`, '');
  if (c.kind === 'pair') para(`call pair: keys registered by ${clean(pairSides(c.subject).register)} are looked up by ${clean(pairSides(c.subject).lookup)}`, '');
  const via = storageLine(c);
  if (via) para(clean(via), '');

  out.push({ text: '' });
  push('Why this score', { bold: true, color: 'cyan' });
  // the related rows get a section of their own below the examples: the first screen keeps a source line
  for (const l of explain(c, { related: false })) para(`  ${clean(l)}`, '             ');

  out.push({ text: '' });
  if (data.status === 'loading') {
    push('loading pairs and keys…', { color: 'gray' });
    return out;
  }
  if (data.status === 'error') {
    para(`could not load pairs and keys: ${clean(data.error)}`, '', { color: 'red' });
    return out;
  }

  const examples = data.keys.filter((k) => k.exampleFile && k.exampleLine).slice(0, EXAMPLE_SITES);
  push('Example sites', { bold: true, color: 'cyan' });
  if (examples.length === 0) push('  (none recorded)', { color: 'gray' });
  for (const k of examples) {
    push(`  ${clean(k.exampleFile)}:${k.exampleLine}  ${JSON.stringify(clean(k.key))}`, { color: 'magenta' });
    const src = sourceText(data, k.exampleFile!, k.exampleLine!);
    out.push({ ...src, text: truncate(src.text, w) });
  }

  if (c.related.length || c.relatedTo) {
    out.push({ text: '' });
    push('Related rows (mostly the same keys)', { bold: true, color: 'cyan' });
    if (c.relatedTo) para(`  ${clean(relatedToText(c.relatedTo))}`, '');
    const seen = relatedRows(c);
    for (const r of seen.slice(0, RELATED_SHOWN)) push(`  ${clean(r.label)}  ${r.sharedKeys} of its ${plural(r.keys, 'key')}`);
    if (seen.length > RELATED_SHOWN) push(`  … ${plural(seen.length - RELATED_SHOWN, 'more row')}`, { color: 'gray' });
  }

  out.push({ text: '' });
  push(`Pairs across files (${data.pairs.length})`, { bold: true, color: 'cyan' });
  if (data.pairs.length === 0) push('  no cross-file pairs', { color: 'gray' });
  for (const [gi, g] of data.pairs.entries()) {
    push(`  ${fit(g.kind, 8)} ${clean(g.containerPath)}  [${g.confidence}]  ${plural(g.keys.length, 'key')} in ${plural(g.files.length, 'file')}`,
      { color: g.kind === 'dispatch' ? 'green' : undefined });
    const shown = gi < PAIR_GROUPS ? SITES_PER_GROUP : 1;
    for (const s of g.sites.slice(0, shown)) {
      const sym = s.symbol.split('::')[1] ?? '';
      push(`    ${clean(s.file)}:${s.line}  ${clean(sym)}  ${JSON.stringify(clean(s.key))}`, { color: 'magenta' });
      if (gi < PAIR_GROUPS) {
        const src = sourceText(data, s.file, s.line);
        out.push({ ...src, text: truncate(src.text, w) });
      }
    }
    if (g.sites.length > shown) push(`    … ${plural(g.sites.length - shown, 'more site')}`, { color: 'gray' });
  }

  out.push({ text: '' });
  const tiers = new Map<string, number>();
  for (const k of data.keys) tiers.set(k.tier, (tiers.get(k.tier) ?? 0) + 1);
  const tierText = [...tiers].map(([t, n]) => `${n} ${t}`).join(', ');
  push(`Keys (${data.keys.length}${tierText ? `: ${tierText}` : ''})`, { bold: true, color: 'cyan' });
  const keyWidth = Math.max(10, Math.min(48, w - 32));
  for (const k of data.keys) {
    push(`  ${fit(clean(k.tier), 9)}${fit(clean(k.key), keyWidth)}  ${plural(k.sites, 'site')}, ${plural(k.files, 'file')}`,
      { color: k.tier === 'computed' ? 'yellow' : k.tier === 'folded' ? 'cyan' : undefined });
  }
  return out;
}
