import type { Node } from 'web-tree-sitter';
import type { DefinitionBase } from '../../core/types.js';
import type { JavaScope } from './definitions.js';
import { bareType, resolveType, type JavaContext } from './resolve.js';

function typesIn(holder: Node | null): Node[] {
  if (!holder) return [];
  const list = holder.namedChildren.find((c) => c?.type === 'type_list');
  if (list) return list.namedChildren.filter((c): c is Node => !!c && c.type !== 'line_comment' && c.type !== 'block_comment');
  const single = holder.namedChildren.find((c) => c && c.type !== 'line_comment' && c.type !== 'block_comment');
  return single ? [single] : [];
}

function childOfType(node: Node, type: string): Node | null {
  for (const c of node.namedChildren) if (c?.type === type) return c;
  return null;
}

/**
 * `extends` and `implements` of one type declaration. The base is written without type arguments
 * (`Handler<Event>` is stored as `Handler`) so it joins with the base's own definition.
 */
export function basesOf(scope: JavaScope, ctx: JavaContext): DefinitionBase[] {
  const node = scope.node;
  const out: DefinitionBase[] = [];
  const push = (t: Node, relation: 'extends' | 'implements') => {
    const base = bareType(t);
    if (base) out.push({ symbol: scope.def.symbol, base, basePath: resolveType(base, ctx), relation });
  };
  switch (node.type) {
    case 'class_declaration':
      for (const t of typesIn(node.childForFieldName('superclass'))) push(t, 'extends');
      for (const t of typesIn(node.childForFieldName('interfaces'))) push(t, 'implements');
      break;
    case 'enum_declaration':
    case 'record_declaration':
      for (const t of typesIn(node.childForFieldName('interfaces'))) push(t, 'implements');
      break;
    case 'interface_declaration':
      for (const t of typesIn(childOfType(node, 'extends_interfaces'))) push(t, 'extends');
      break;
  }
  return out;
}
