import type { Node } from 'web-tree-sitter';
import type { Definition } from '../../core/types.js';
import { innermostAt } from '../ranges.js';

/** A definition with its byte range, for looking up the innermost scope of a position in JS. */
export interface ScopeDef {
  def: Definition;
  start: number;
  end: number;
  parent: ScopeDef | null;
  isClass: boolean;
  node: Node;
}

export class ScopeIndex {
  readonly defs: ScopeDef[] = [];
  private readonly byStart = new Map<number, ScopeDef>();

  constructor(private readonly file: string) {}

  get moduleSymbol(): string {
    return `${this.file}::<module>`;
  }

  /** Definitions must be added in document order. */
  add(node: Node, name: string): ScopeDef {
    const start = node.startIndex;
    const end = node.endIndex;
    let parent = this.defs.length ? this.defs[this.defs.length - 1]! : null;
    while (parent && !(parent.start <= start && end <= parent.end)) parent = parent.parent;
    const isClass = node.type === 'class_definition';
    const qualName = parent ? `${parent.def.qualName}.${name}` : name;
    const kind = isClass ? 'class' : parent?.isClass ? 'method' : 'function';
    const def: Definition = {
      file: this.file,
      symbol: `${this.file}::${qualName}`,
      name,
      qualName,
      kind,
      line: node.startPosition.row + 1,
      endLine: node.endPosition.row + 1,
      parentSymbol: parent ? parent.def.symbol : null,
      language: 'python',
    };
    if (!isClass) def.params = positionalParams(node, kind === 'method');
    const scope: ScopeDef = { def, start, end, parent, isClass, node };
    this.defs.push(scope);
    this.byStart.set(start, scope);
    return scope;
  }

  at(startIndex: number): ScopeDef | undefined {
    return this.byStart.get(startIndex);
  }

  /** Innermost definition whose range contains the index, by binary search then parent walk. */
  enclosing(index: number): ScopeDef | null {
    return innermostAt(this.defs, index);
  }
}

/**
 * Names of the parameters a call fills by position, in order: self/cls of a method left out (call
 * sites do not pass them), stopping at `*`, `**kwargs` or `/`-less keyword-only markers. A `*args`
 * ends the list as `*args`: every later position fills it (`ObjType("class", "class", "exc")`).
 */
export function positionalParams(fn: Node, isMethod: boolean): string[] {
  const out: string[] = [];
  let first = true;
  for (const p of fn.childForFieldName('parameters')?.namedChildren ?? []) {
    if (!p) continue;
    // `*roles: Any` is a typed_parameter around the splat
    const splat = p.type === 'typed_parameter' ? p.namedChildren.find((c) => c?.type === 'list_splat_pattern' || c?.type === 'dictionary_splat_pattern') ?? p : p;
    if (splat.type === 'list_splat_pattern') {
      const id = splat.namedChildren.find((c) => c?.type === 'identifier');
      if (id) out.push(`*${id.text}`);
      break;
    }
    if (splat.type === 'dictionary_splat_pattern' || p.type === 'keyword_separator') break;
    if (p.type === 'positional_separator') continue;
    const id = p.type === 'identifier' ? p : p.childForFieldName('name') ?? p.namedChildren.find((c) => c?.type === 'identifier') ?? null;
    if (!id || id.type !== 'identifier') continue;
    if (first && isMethod && (id.text === 'self' || id.text === 'cls')) {
      first = false;
      continue;
    }
    first = false;
    out.push(id.text);
  }
  return out;
}
