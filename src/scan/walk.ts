import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import type { SkipReason } from '../core/types.js';
import { toPosix } from '../core/paths.js';
import { languageFor } from '../languages/index.js';

/**
 * Directories no scan wants: VCS data, dependencies, virtualenvs, caches and build output. Of a
 * distribution's metadata only the entry points are kept: they are the package's own plugin
 * registrations, and an installed tree has no setup.cfg to say them.
 */
export const DEFAULT_EXCLUDES = [
  '.git/', '.hg/', '.svn/', 'node_modules/', '__pycache__/', '.venv/', 'venv/', '.tox/', '.nox/',
  '.mypy_cache/', '.pytest_cache/', '.ruff_cache/', 'site-packages/', '.eggs/',
  '**/*.egg-info/*', '!**/*.egg-info/entry_points.txt', '**/*.dist-info/*', '!**/*.dist-info/entry_points.txt',
  'build/', 'dist/', 'target/', '.gradle/', '.idea/', '.idiomscope/',
];

export interface WalkEntry {
  /** repo-relative, `/`-separated */
  path: string;
  abs: string;
  bytes: number;
  language: string;
  /** set when the walk itself decides to skip the file */
  skip: SkipReason | null;
}

interface IgnoreLayer {
  base: string;
  rules: Ignore;
}

function ignored(layers: IgnoreLayer[], rel: string, isDir: boolean): boolean {
  for (const layer of layers) {
    const sub = layer.base ? (rel.startsWith(layer.base + '/') ? rel.slice(layer.base.length + 1) : null) : rel;
    if (sub === null) continue;
    if (layer.rules.ignores(isDir ? `${sub}/` : sub)) return true;
  }
  return false;
}

function inside(root: string, target: string): boolean {
  const r = relative(root, target);
  return r === '' || (!r.startsWith('..') && !r.startsWith(sep) && r !== '..');
}

/**
 * Every file some language pack owns, honouring .gitignore files at any depth and the default
 * excludes. Symlinked directories are never entered; a symlinked file is scanned only when it
 * resolves inside the repository, and recorded as skipped otherwise.
 * The paths of the other files (templates, schemas, data files: never read) go to `others` when
 * given: a file's name can be the key of a registry (`render("orders/list.html")`).
 */
export function walkRepo(root: string, others?: string[]): WalkEntry[] {
  const realRoot = realpathSync(root);
  const out: WalkEntry[] = [];
  const base: IgnoreLayer = { base: '', rules: ignore().add(DEFAULT_EXCLUDES) };

  const visit = (dirAbs: string, dirRel: string, layers: IgnoreLayer[]): void => {
    let here = layers;
    try {
      const gi = readFileSync(join(dirAbs, '.gitignore'), 'utf8');
      here = [...layers, { base: dirRel, rules: ignore().add(gi) }];
    } catch {
      // no .gitignore here
    }
    let entries;
    try {
      entries = readdirSync(dirAbs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const rel = dirRel ? `${dirRel}/${e.name}` : e.name;
      const abs = join(dirAbs, e.name);
      if (e.isDirectory()) {
        if (!ignored(here, rel, true)) visit(abs, rel, here);
        continue;
      }
      if (ignored(here, rel, false)) continue;
      const lang = languageFor(rel);
      if (e.isSymbolicLink()) {
        let target: string;
        try {
          target = realpathSync(abs);
        } catch {
          if (lang) out.push({ path: rel, abs, bytes: 0, language: lang.id, skip: 'unreadable' });
          continue;
        }
        if (!inside(realRoot, target)) {
          out.push({ path: rel, abs, bytes: 0, language: lang?.id ?? 'none', skip: 'symlink_outside' });
          continue;
        }
        let st;
        try {
          st = statSync(target);
        } catch {
          continue;
        }
        if (st.isFile() && !lang) others?.push(toPosix(rel));
        if (!st.isFile() || !lang) continue;
        out.push({ path: rel, abs: target, bytes: st.size, language: lang.id, skip: null });
        continue;
      }
      if (e.isFile() && !lang) others?.push(toPosix(rel));
      if (!e.isFile() || !lang) continue;
      let bytes = 0;
      try {
        bytes = statSync(abs).size;
      } catch {
        out.push({ path: rel, abs, bytes: 0, language: lang.id, skip: 'unreadable' });
        continue;
      }
      out.push({ path: toPosix(rel), abs, bytes, language: lang.id, skip: null });
    }
  };
  visit(realRoot, '', [base]);
  return out;
}
