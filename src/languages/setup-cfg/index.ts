/**
 * setup.cfg: setuptools' `[options.entry_points]` (and pbr's `[entry_points]`), whose options are
 * entry-point groups holding multi-line `name = pkg.mod:attr` lists.
 */
import { addEntryPoint } from '../config-common/entry-points.js';
import { baseName, stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';
import { readIni } from './ini.js';

const ID = 'setup-cfg';

/** `options.entry_points` is setuptools; `entry_points` is pbr (OpenStack). */
const ENTRY_POINT_SECTIONS = new Set(['options.entry_points', 'entry_points']);

function extractSetupCfg(text: string, out: ConfigFacts): void {
  const ini = readIni(text);
  for (const p of ini.problems) out.parseError(p.line, p.message);
  for (const section of ini.sections) {
    if (!ENTRY_POINT_SECTIONS.has(section.name)) continue;
    for (const group of section.options) {
      for (const entry of group.lines) {
        const eq = entry.text.indexOf('=');
        if (eq === -1) {
          out.parseError(entry.pos.line, `setup.cfg line ${entry.pos.line}: entry point in group ${JSON.stringify(group.key)} is not "name = module:attr"`);
          continue;
        }
        const name = entry.text.slice(0, eq).trim();
        const after = entry.text.slice(eq + 1);
        const ref = after.trim();
        if (name === '') {
          out.parseError(entry.pos.line, `setup.cfg line ${entry.pos.line}: entry point without a name in group ${JSON.stringify(group.key)}`);
          continue;
        }
        const refCol = entry.pos.col + eq + 1 + (after.length - after.trimStart().length);
        addEntryPoint(out, group.key, name, entry.pos, ref === '' ? null : ref, { line: entry.pos.line, col: refCol });
      }
    }
  }
}

const setupCfg: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => baseName(path) === 'setup.cfg',
  extract: (file) => safeExtract(file, ID, (out) => extractSetupCfg(stripBom(file.text), out)),
};

export default setupCfg;
