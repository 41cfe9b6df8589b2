/**
 * Python dotted module names from the tree layout: a file's module starts at the highest directory
 * that is still a package (holds __init__.py). This finds src/ layouts and project folders below the
 * repository root without configuration.
 */
export function pythonModules(paths: readonly string[]): Map<string, string> {
  const packages = new Set<string>();
  for (const p of paths) {
    if (p.endsWith('/__init__.py')) packages.add(p.slice(0, -'/__init__.py'.length));
  }
  const out = new Map<string, string>();
  for (const p of paths) {
    if (!p.endsWith('.py') && !p.endsWith('.pyi')) continue;
    const parts = p.replace(/\.pyi?$/, '').split('/');
    const stem = parts.pop()!;
    const mod: string[] = stem === '__init__' ? [] : [stem];
    while (parts.length && packages.has(parts.join('/'))) mod.unshift(parts.pop()!);
    out.set(p, mod.length ? mod.join('.') : parts[parts.length - 1] ?? stem);
  }
  return out;
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const PROJECT_MARKERS = ['manage.py', 'setup.py', 'pyproject.toml', 'setup.cfg'];

function dirOf(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? '' : p.slice(0, i);
}

/**
 * Every directory a Python module may be imported from: the repository root, each project folder
 * (holding manage.py, setup.py, pyproject.toml or setup.cfg) and its src/, a top-level src/, and the
 * directory above each outermost package. On real projects the importable root is often not the top
 * folder; resolving from all of them keeps dotted-path evidence alive.
 */
export function sourceRoots(paths: readonly string[]): string[] {
  const roots = new Set<string>(['']);
  const all = new Set(paths);
  const dirs = new Set<string>();
  for (const p of paths) for (let d = dirOf(p); d; d = dirOf(d)) dirs.add(d);
  for (const p of paths) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    if (PROJECT_MARKERS.includes(name)) {
      const d = dirOf(p);
      roots.add(d);
      const src = d ? `${d}/src` : 'src';
      if (dirs.has(src)) roots.add(src);
    }
  }
  if (dirs.has('src')) roots.add('src');
  for (const p of paths) {
    if (!p.endsWith('/__init__.py')) continue;
    let pkg = dirOf(p);
    while (all.has(`${dirOf(pkg)}/__init__.py`.replace(/^\//, '')) && dirOf(pkg)) pkg = dirOf(pkg);
    roots.add(dirOf(pkg));
  }
  return [...roots].sort();
}

export interface ModuleName {
  file: string;
  module: string;
  root: string;
}

/** Each Python file's dotted name as seen from every source root above it. */
export function moduleNames(paths: readonly string[]): ModuleName[] {
  const roots = sourceRoots(paths);
  const out: ModuleName[] = [];
  for (const p of paths) {
    if (!p.endsWith('.py')) continue;
    for (const root of roots) {
      if (root && !p.startsWith(root + '/')) continue;
      const rel = (root ? p.slice(root.length + 1) : p).replace(/\.py$/, '').replace(/(^|\/)__init__$/, '');
      if (!rel) continue;
      const parts = rel.split('/');
      if (!parts.every((s) => IDENT.test(s))) continue;
      out.push({ file: p, module: parts.join('.'), root });
    }
  }
  return out;
}
