/**
 * Python dotted module names from the tree layout: a file's module starts at the highest directory
 * that is still a package (holds __init__.py). This finds src/ layouts and project folders below the
 * repository root without configuration. A namespace package has no __init__.py (`ruamel/yaml/`):
 * the directory above an outermost package is part of the name when the package's own files import
 * themselves through it (`from ruamel.yaml.error import ...`): `namespacePackages` finds those.
 */
export function pythonModules(paths: readonly string[], namespaces: readonly string[] = []): Map<string, string> {
  const packages = new Set<string>([...initPackages(paths), ...namespaces]);
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

/** Directories holding an __init__.py. */
function initPackages(paths: readonly string[]): Set<string> {
  return new Set(paths.filter((p) => p.endsWith('/__init__.py')).map((p) => p.slice(0, -'/__init__.py'.length)));
}

/** files of one package read for its imports, at most: the first that names the namespace settles it */
const NAMESPACE_SAMPLE = 40;

/**
 * Directories that are namespace packages: above an outermost package, named like a module, without
 * __init__.py, and spelled before the package in an absolute import by one of the package's own files.
 * A directory that only holds the package (`src/`, a project folder) is not imported through.
 */
export function namespacePackages(paths: readonly string[], read: (path: string) => string | null,
  packages: ReadonlySet<string> = initPackages(paths)): string[] {
  // the outermost packages below a directory that could be a namespace, each with a sample of its files,
  // gathered in one pass over the paths
  const samples = new Map<string, string[]>();
  for (const pkg of packages) {
    const parent = dirOf(pkg);
    if (!parent || packages.has(parent)) continue;
    // (both spelled as modules, which also keeps the pattern below free of regex syntax: `c++/`, `docs (old)/`)
    if (IDENT.test(parent.slice(parent.lastIndexOf('/') + 1)) && IDENT.test(pkg.slice(pkg.lastIndexOf('/') + 1))) samples.set(pkg, []);
  }
  for (const p of paths) {
    if (!p.endsWith('.py')) continue;
    let d = dirOf(p);
    while (d && !samples.has(d)) d = dirOf(d);
    const own = d ? samples.get(d) : undefined;
    if (own && own.length < NAMESPACE_SAMPLE) own.push(p);
  }
  const found = new Set<string>();
  for (const [pkg, own] of samples) {
    const parent = dirOf(pkg);
    if (found.has(parent)) continue;
    const spelled = `${parent.slice(parent.lastIndexOf('/') + 1)}\\.${pkg.slice(pkg.lastIndexOf('/') + 1)}`;
    const dotted = new RegExp(`^\\s*(from|import)\\s+([A-Za-z_][A-Za-z0-9_]*\\.)*${spelled}\\b`, 'm');
    if (own.some((p) => dotted.test(read(p) ?? ''))) found.add(parent);
  }
  // (a namespace may nest: `google/cloud/storage/` is imported as google.cloud.storage)
  const more = found.size ? namespacePackages(paths, read, new Set([...packages, ...found])).filter((d) => !found.has(d)) : [];
  return [...found, ...more];
}

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
export function sourceRoots(paths: readonly string[], namespaces: readonly string[] = []): string[] {
  const roots = new Set<string>(['']);
  const packages = new Set([...initPackages(paths), ...namespaces]);
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
  for (let pkg of packages) {
    while (dirOf(pkg) && packages.has(dirOf(pkg))) pkg = dirOf(pkg);
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
export function moduleNames(paths: readonly string[], namespaces: readonly string[] = []): ModuleName[] {
  const roots = sourceRoots(paths, namespaces);
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
