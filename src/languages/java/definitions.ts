import type { Node } from 'web-tree-sitter';
import type { Definition, DefinitionKind } from '../../core/types.js';
import { innermostAt } from '../ranges.js';

/** A definition with the byte range that counts as "inside" it, for innermost-scope lookups in JS. */
export interface JavaScope {
  def: Definition;
  start: number;
  end: number;
  parent: JavaScope | null;
  /** the declaration node; for fields the variable_declarator */
  node: Node;
  isType: boolean;
}

const KINDS: Record<string, DefinitionKind> = {
  class_declaration: 'class',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
  record_declaration: 'record',
  annotation_type_declaration: 'annotation_type',
  method_declaration: 'method',
  annotation_type_element_declaration: 'method',
  constructor_declaration: 'constructor',
  compact_constructor_declaration: 'constructor',
  // a field declarator, an enum constant and a record component are all fields of their type
  variable_declarator: 'field',
  enum_constant: 'field',
  formal_parameter: 'field',
};

const TYPE_KINDS = new Set<DefinitionKind>(['class', 'interface', 'enum', 'record', 'annotation_type']);

interface Pending {
  node: Node;
  kind: DefinitionKind;
  name: string;
  start: number;
  line: number;
  /** id of the node that carries the modifiers (annotations) of this definition */
  declId: number;
}

/**
 * Where a definition's own scope starts. Annotations sit in the modifiers at the front of a
 * declaration but belong to the surrounding scope, as a Python decorator does; starting the range
 * after them makes `enclosing()` answer the outer scope for an annotation and the inner one for
 * everything from the keyword on (parameters included).
 */
function scopeStart(node: Node): Node {
  const first = node.child(0);
  if (first?.type === 'modifiers') return first.nextSibling ?? node;
  return node;
}

export class ScopeIndex {
  readonly defs: JavaScope[] = [];
  private readonly pending: Pending[] = [];
  private readonly byDecl = new Map<number, JavaScope[]>();
  private readonly typesByName = new Map<string, JavaScope>();
  private readonly fields = new Map<string, JavaScope>();

  constructor(private readonly file: string) {}

  get moduleSymbol(): string {
    return `${this.file}::<module>`;
  }

  /** Records a captured declaration node; `finish()` builds the definitions once all are known. */
  collect(node: Node): void {
    const kind = KINDS[node.type];
    if (!kind) return;
    let name: string;
    let declId = node.id;
    if (kind === 'constructor') name = '<init>';
    else name = node.childForFieldName('name')?.text ?? '';
    if (!name) return; // recovered from a syntax error without a name: nothing to point at
    let startNode = node;
    if (node.type === 'variable_declarator') declId = node.parent?.id ?? node.id;
    else startNode = scopeStart(node);
    this.pending.push({ node, kind, name, start: startNode.startIndex, line: startNode.startPosition.row + 1, declId });
  }

  /** Sorts by range, links parents with a stack (ranges nest) and names everything. */
  finish(): Definition[] {
    this.pending.sort((a, b) => a.start - b.start || b.node.endIndex - a.node.endIndex);
    const stack: JavaScope[] = [];
    for (const p of this.pending) {
      const end = p.node.endIndex;
      while (stack.length && !(p.start >= stack[stack.length - 1]!.start && end <= stack[stack.length - 1]!.end)) stack.pop();
      const parent = stack.length ? stack[stack.length - 1]! : null;
      const qualName = parent ? `${parent.def.qualName}.${p.name}` : p.name;
      const def: Definition = {
        file: this.file,
        symbol: `${this.file}::${qualName}`,
        name: p.name,
        qualName,
        kind: p.kind,
        line: p.line,
        endLine: p.node.endPosition.row + 1,
        parentSymbol: parent ? parent.def.symbol : null,
        language: 'java',
      };
      const scope: JavaScope = { def, start: p.start, end, parent, node: p.node, isType: TYPE_KINDS.has(p.kind) };
      this.defs.push(scope);
      stack.push(scope);
      const list = this.byDecl.get(p.declId);
      if (list) list.push(scope);
      else this.byDecl.set(p.declId, [scope]);
      if (scope.isType) {
        // the shallowest type of a simple name wins: that is the one visible from most of the file
        const seen = this.typesByName.get(p.name);
        if (!seen || seen.def.qualName.split('.').length > qualName.split('.').length) this.typesByName.set(p.name, scope);
      }
      if (p.kind === 'field') this.fields.set(qualName, scope);
    }
    this.pending.length = 0;
    return this.defs.map((s) => s.def);
  }

  /** Definitions declared by a declaration node (several for `int a, b;`). */
  forDecl(node: Node): JavaScope[] | undefined {
    return this.byDecl.get(node.id);
  }

  typeNamed(name: string): JavaScope | undefined {
    return this.typesByName.get(name);
  }

  hasField(typeQualName: string, name: string): boolean {
    return this.fields.has(`${typeQualName}.${name}`);
  }

  /** The declared type of a field as written (`ConcurrentHashMap<String, Handler>`), when the field is one of this file's. */
  fieldType(typeQualName: string, name: string): string | null {
    const decl = this.fields.get(`${typeQualName}.${name}`)?.node;
    if (decl?.type !== 'variable_declarator') return null;
    return decl.parent?.childForFieldName('type')?.text ?? null;
  }

  /** Innermost definition whose range contains the index, by binary search then parent walk. */
  enclosing(index: number): JavaScope | null {
    return innermostAt(this.defs, index);
  }

  /** Innermost type declaration around the index. */
  enclosingType(index: number): JavaScope | null {
    let s = this.enclosing(index);
    while (s && !s.isType) s = s.parent;
    return s;
  }
}
