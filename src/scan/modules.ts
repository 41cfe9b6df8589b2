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
