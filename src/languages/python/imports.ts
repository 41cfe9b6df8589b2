import type { Node } from 'web-tree-sitter';
import type { ImportRecord } from '../../core/types.js';

/** Absolute module for a relative import seen from `module` (a package's own module for __init__). */
export function absoluteModule(module: string, isPackage: boolean, level: number, rest: string): string {
  if (level === 0) return rest;
  const parts = module.split('.');
  const keep = parts.length - (isPackage ? level - 1 : level);
  const base = keep > 0 ? parts.slice(0, keep).join('.') : '';
  if (!rest) return base;
  return base ? `${base}.${rest}` : rest;
}

/** Whether `node` sits in an `except` clause: the fallback of a `try` import. */
function inExceptClause(node: Node): boolean {
  for (let n = node.parent; n; n = n.parent) {
    if (n.type === 'except_clause') return true;
    if (n.type === 'function_definition' || n.type === 'class_definition' || n.type === 'module') return false;
  }
  return false;
}

/**
 * Binds a local name unless it would replace the package's own copy with an outside fallback
 * (`try: from ..vendor.fluidity import state` / `except ImportError: from fluidity import state`):
 * the scanned tree holds the first, so that is the code the name runs.
 */
function bind(bindings: Map<string, string>, local: string, target: string, node: Node, module: string): void {
  const own = module.split('.')[0] + '.';
  const before = bindings.get(local);
  if (before && before.startsWith(own) && !target.startsWith(own) && inExceptClause(node)) return;
  bindings.set(local, target);
}

/** Import records of one statement, and the local names it binds (name -> dotted path). */
export function readImport(
  node: Node,
  file: string,
  module: string,
  isPackage: boolean,
  bindings: Map<string, string>,
): ImportRecord[] {
  const line = node.startPosition.row + 1;
  const out: ImportRecord[] = [];
  if (node.type === 'import_statement') {
    for (const child of node.childrenForFieldName('name')) {
      if (!child) continue;
      const aliased = child.type === 'aliased_import';
      const dotted = aliased ? child.childForFieldName('name')?.text ?? '' : child.text;
      const alias = aliased ? child.childForFieldName('alias')?.text ?? null : null;
      if (alias) bind(bindings, alias, dotted, node, module);
      else bind(bindings, dotted.split('.')[0]!, dotted.split('.')[0]!, node, module);
      out.push({ file, line, module: dotted, name: null, alias, level: 0, resolved: dotted, wildcard: false });
    }
    return out;
  }
  // import_from_statement
  const modNode = node.childForFieldName('module_name');
  let level = 0;
  let rest = '';
  if (modNode?.type === 'relative_import') {
    const prefix = modNode.namedChildren.find((c) => c?.type === 'import_prefix');
    level = prefix ? prefix.text.length : 0;
    rest = modNode.namedChildren.find((c) => c?.type === 'dotted_name')?.text ?? '';
  } else {
    rest = modNode?.text ?? '';
  }
  const written = '.'.repeat(level) + rest;
  const base = absoluteModule(module, isPackage, level, rest);
  const names = node.childrenForFieldName('name');
  if (names.length === 0) {
    out.push({ file, line, module: written, name: '*', alias: null, level, resolved: base, wildcard: true });
    return out;
  }
  for (const child of names) {
    if (!child) continue;
    const aliased = child.type === 'aliased_import';
    const name = aliased ? child.childForFieldName('name')?.text ?? '' : child.text;
    const alias = aliased ? child.childForFieldName('alias')?.text ?? null : null;
    const resolved = base ? `${base}.${name}` : name;
    bind(bindings, alias ?? name, resolved, node, module);
    out.push({ file, line, module: written, name, alias, level, resolved, wildcard: false });
  }
  return out;
}

/** Resolves the first segment of a dotted expression through the file's bindings. */
export function resolveDotted(text: string, bindings: Map<string, string>): string {
  const dot = text.indexOf('.');
  const head = dot < 0 ? text : text.slice(0, dot);
  const target = bindings.get(head);
  if (!target) return text;
  return dot < 0 ? target : target + text.slice(dot);
}
