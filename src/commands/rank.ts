import { resolve } from 'node:path';
import { explain, otherSlots, rankCandidates } from '../analyze/rank.js';
import { stripControl } from '../core/paths.js';
import { renderTable } from '../core/table.js';
import type { Candidate } from '../core/types.js';
import { applyDecisions, loadDecisions } from '../decide/decisions.js';
import { closeDatabase, openDatabase } from '../store/db.js';
import { DB_OPTION, decisionsFileFor, DECISIONS_OPTION, intOption, JSON_OPTION, type CommandModule } from './command.js';

function row(c: Candidate, i: number): unknown[] {
  const ev = c.features;
  const evidence = [
    ev.lookupHits ? `lookup ${ev.lookupHits}` : '',
    ev.pairHits ? `pair ${ev.pairHits}` : '',
    ev.storage ? (c.role === 'definition_name' ? 'built name' : 'storage') : '',
    ev.resolveHits ? `resolves ${ev.resolveHits}` : '',
    ev.qualifierHits ? `qualifier ${ev.qualifierHits}` : '',
    ev.attrLookup ? 'attribute read' : '',
    ev.dynamicReads ? 'read by key' : '',
    ev.fileRefs ? `files named ${ev.fileRefs}` : '',
    ev.nameDispatchHits ? `names ${ev.nameDispatchPrefix ?? ''}* ${ev.nameDispatchHits}` : '',
    ev.knownFramework ? ev.knownFramework : '',
  ].filter(Boolean).join(', ');
  return [i + 1, c.score.toFixed(2), c.id, c.subject, c.role, c.position, c.sites, c.files, c.distinctKeys, evidence,
    c.related.length ? new Set(c.related.map((r) => `${r.subject}|${r.role}|${r.position}`)).size : '', c.decision ?? 'pending'];
}

// `related`: later rows that carry mostly this row's keys, shown inside it (`--explain` names them)
const HEADERS = ['#', 'score', 'id', 'candidate', 'role', 'pos', 'sites', 'files', 'keys', 'evidence', 'related', 'decision'];

export function renderRanking(cands: Candidate[], withExplain: boolean): string {
  const strong = cands.filter((c) => !c.weak);
  const weak = cands.filter((c) => c.weak);
  let out = '';
  const block = (list: Candidate[], offset: number): string => {
    if (!withExplain) return renderTable(HEADERS, list.map((c, i) => row(c, i + offset)), { maxWidth: 44 });
    return list.map((c, i) => {
      const slots = otherSlots(c);
      return renderTable(HEADERS, [row(c, i + offset)], { maxWidth: 44 }) +
        explain(c).map((l) => `    ${l}`).join('\n') + `\n    examples: ${c.examples.map((e) => JSON.stringify(e)).join(', ')}` +
        (c.spellings.length > 1 ? `\n    spellings: ${stripControl(c.spellings.join(', '))}` : '') +
        (slots.length ? `\n    other slots: ${stripControl(slots.join(', '))}` : '') + '\n';
    }).join('\n');
  };
  out += strong.length ? block(strong, 0) : 'No candidate has enough evidence to rank: nothing here looks like a string-keyed registry.\n';
  if (weak.length) out += `\nweak (below the score floor, without independent evidence, or unbacked):\n${block(weak, strong.length)}`;
  return out;
}

const rank: CommandModule = {
  name: 'rank',
  summary: 'rank candidate registries: calls, decorators, annotations, tables and families whose strings are keys',
  options: [
    DB_OPTION, JSON_OPTION,
    DECISIONS_OPTION,
    { flags: '--limit <n>', description: 'rows to show (weak ones included)', default: '25' },
    { flags: '--explain', description: 'show the contribution of every factor to each score' },
    { flags: '--language <id>', description: 'only candidates of this language (python, java, pyproject, ...)' },
    { flags: '--no-stoplist', description: 'rank without the small list of well-known noise callees' },
    { flags: '--all-spellings', description: 'list every spelling of a family as its own row' },
  ],
  examples: ['idiomscope rank', 'idiomscope rank --explain --limit 5', 'idiomscope rank --json --language java'],
  async run(_args, opts, io) {
    const limit = intOption(opts.limit, '--limit', 1);
    const db = await openDatabase(resolve(io.cwd, String(opts.db)));
    try {
      const decisions = await loadDecisions(decisionsFileFor(io, opts));
      const cands = await rankCandidates(db, {
        limit, language: opts.language ? String(opts.language) : undefined,
        useStoplist: opts.stoplist !== false, allMembers: Boolean(opts.allSpellings), keepApart: decisions.keys(),
      });
      applyDecisions(cands, decisions);
      if (opts.json) io.stdout.write(JSON.stringify(cands, null, 2) + '\n');
      else io.stdout.write(renderRanking(cands, Boolean(opts.explain)));
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default rank;
