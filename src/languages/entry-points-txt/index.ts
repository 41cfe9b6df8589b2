/**
 * entry_points.txt: the entry points an installed or built distribution declares, in its
 * `*.dist-info/` or `*.egg-info/` metadata. This is where a package's plugin registrations live when
 * the tree holds no setup.cfg or pyproject.toml (a vendored or installed package, a Debian
 * `dist-packages` tree).
 */
import { addEntryPoint } from '../config-common/entry-points.js';
import { readEntryPointsText } from '../config-common/entry-points-text.js';
import { baseName, stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'entry-points-txt';

const METADATA_DIR = /(^|\/)[^/]+\.(dist-info|egg-info)$/;

function extractEntryPoints(text: string, path: string, out: ConfigFacts): void {
  const read = readEntryPointsText(text);
  for (const p of read.problems) out.parseError(p.line, `${path} line ${p.line}: ${p.message}`);
  for (const e of read.entries) addEntryPoint(out, e.group, e.name, e.namePos, e.ref, e.refPos);
}

const entryPointsTxt: LanguageSupport = {
  id: ID,
  grammar: null,
  /** only inside distribution metadata: an `entry_points.txt` elsewhere is anybody's text file */
  matches: (path) => baseName(path) === 'entry_points.txt' && METADATA_DIR.test(path.slice(0, -'/entry_points.txt'.length)),
  extract: (file) => safeExtract(file, ID, (out) => extractEntryPoints(stripBom(file.text), file.path, out)),
};

export default entryPointsTxt;
