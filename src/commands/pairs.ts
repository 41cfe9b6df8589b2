import { resolve } from 'node:path';
import { pairsOf } from '../analyze/pairs.js';
import { candidateById, storageLine } from '../analyze/rank.js';
import { AppError } from '../core/errors.js';
import { stripControl } from '../core/paths.js';
import { applyDecisions, loadDecisions } from '../decide/decisions.js';
import { closeDatabase, openDatabase } from '../store/db.js';
import { DB_OPTION, decisionsFileFor, DECISIONS_OPTION, intOption, JSON_OPTION, type CommandModule } from './command.js';

const pairs: CommandModule = {
  name: 'pairs',
  summary: 'where a candidate\'s keys are read in other files: lookups, call-pair partners, dispatch through storage',
  args: [{ name: 'candidate-id', description: 'an id from `idiomscope rank`', required: true }],
  options: [DB_OPTION, JSON_OPTION, { flags: '--sites <n>', description: 'sites to show per group', default: '5' },
    DECISIONS_OPTION],
  examples: ['idiomscope pairs c32ff8fd66b', 'idiomscope pairs c32ff8fd66b --json'],
  async run(args, opts, io) {
    const perGroup = intOption(opts.sites, '--sites', 1);
    const db = await openDatabase(resolve(io.cwd, String(opts.db)));
    try {
      const id = args[0]!;
      const cand = await candidateById(db, id);
      if (!cand) throw new AppError('not_found', `no candidate ${id}`);
      applyDecisions([cand], await loadDecisions(decisionsFileFor(io, opts)));
      const groups = await pairsOf(db, id);
      if (opts.json) {
        io.stdout.write(JSON.stringify({ candidate: cand, pairs: groups }, null, 2) + '\n');
        return 0;
      }
      const s = stripControl;
      let out = `${cand.id}  ${s(cand.subject)}  ${cand.role} ${cand.position}  score ${cand.score.toFixed(2)}  ${cand.distinctKeys} keys in ${cand.files} files  [${cand.decision ?? 'pending'}]\n`;
      const via = storageLine(cand);
      if (via) out += `${s(via)}\n`;
      if (groups.length === 0) out += '\nno cross-file pairs\n';
      for (const g of groups) {
        out += `\n${g.kind.padEnd(8)} ${s(g.containerPath)}  [${g.confidence}]  ${g.keys.length} keys in ${g.files.length} files\n`;
        for (const site of g.sites.slice(0, perGroup)) out += `    ${s(site.file)}:${site.line}  ${s(site.symbol.split('::')[1] ?? '')}  ${JSON.stringify(s(site.key))}\n`;
        if (g.sites.length > perGroup) out += `    … ${g.sites.length - perGroup} more\n`;
      }
      io.stdout.write(out);
      return 0;
    } finally {
      closeDatabase(db);
    }
  },
};

export default pairs;
