import type { Node } from 'web-tree-sitter';
import type { Definition } from '../../core/types.js';
import { innermostAt } from '../ranges.js';
import { paramIdentifier } from './node-text.js';

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
    if (!isClass) {
      def.params = positionalParams(node, kind === 'method');
      // a constructor's parameter may reach text through the attribute it is stored in
      const text = textOnlyParams(node, def.params, kind === 'method' && name === '__init__' ? parent!.node : null);
      if (text.length) def.textParams = text;
    }
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
    const id = paramIdentifier(p);
    if (!id) continue;
    if (first && isMethod && (id.text === 'self' || id.text === 'cls')) {
      first = false;
      continue;
    }
    first = false;
    out.push(id.text);
  }
  return out;
}

/** A body without any of these has no text to format a parameter into: walking its names is wasted. */
const TEXT_HINT = /\b[fF][rR]?["']|%|\.format\(|(Error|Exception|Warning)\(|\.(debug|info|warning|warn|error|exception|critical|log)\(/;

// (whole names for the log methods and format: `catalog(name)` and `dateformat(name)` are no text)
const TEXT_CALLEE = /(Error|Exception|Warning)$|^(debug|info|warning|warn|error|exception|critical|log|format)$/;

/** Whether an occurrence of a name only ends up in text: an f-string, `"..." % x`, `"...".format(x)`, an
 *  exception or a log call. */
function inText(id: Node, body: Node): boolean {
  for (let n: Node | null = id.parent, child: Node = id; n && n.startIndex >= body.startIndex && n !== body; child = n, n = n.parent) {
    if (n.type === 'interpolation') return true;
    if (n.type === 'binary_operator' && n.childForFieldName('operator')?.text === '%'
        && /^(string|concatenated_string)$/.test(n.childForFieldName('left')?.type ?? '') && n.childForFieldName('right')?.startIndex === child.startIndex) return true;
    if (n.type === 'argument_list' && n.parent?.type === 'call') {
      const fn = n.parent.childForFieldName('function');
      const last = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text ?? '' : fn?.text ?? '';
      return TEXT_CALLEE.test(last);
    }
    if (/statement$|^(block|lambda|function_definition|assignment|subscript|comparison_operator|return_statement)$/.test(n.type)) return false;
  }
  return false;
}

/**
 * Parameters whose every use in the body is inside text (`check_type(typ, arg, name)` raising
 * `InvalidArgument(f"... {name}={arg!r}")`): the caller's string is a label for a message, not a key.
 */
export function textOnlyParams(fn: Node, params: string[], cls: Node | null = null): string[] {
  if (!params.some((p) => !p.startsWith('*'))) return [];
  const body = fn.childForFieldName('body');
  if (!body || body.endIndex - body.startIndex > 20000) return [];
  const bodyText = body.text;
  // a constructor's `self.name = name` may carry a parameter into text elsewhere in its class
  const clsBody = cls?.childForFieldName('body') ?? null;
  const stored = clsBody && clsBody.endIndex - clsBody.startIndex <= 50000 ? storedParams(bodyText, params) : new Map<string, string>();
  const classText = stored.size > 0 && TEXT_HINT.test(clsBody!.text);
  if (!classText && !TEXT_HINT.test(bodyText)) return [];
  const uses = new Map<string, Node[]>();
  for (const id of body.descendantsOfType('identifier')) {
    if (!id || !params.includes(id.text) || !isNameUse(id)) continue;
    let list = uses.get(id.text);
    if (!list) uses.set(id.text, (list = []));
    list.push(id);
  }
  let textAttrs: Set<string> | null = null;
  const textOnly = (id: Node): boolean => {
    if (inText(id, body)) return true;
    // `self.name = name` in a constructor, where the class only ever formats `self.name` into text
    // (`__repr__`'s f-string): the caller's string labels the object, nothing looks it up
    const attr = classText ? storedAs(id) : null;
    if (attr === null) return false;
    textAttrs ??= attributesReadOnlyInText(clsBody!, new Set(stored.values()));
    return textAttrs.has(attr);
  };
  return params.filter((p) => !p.startsWith('*') && (uses.get(p)?.length ?? 0) > 0 && uses.get(p)!.every(textOnly));
}

/** `self.<attr> = <param>` lines of a constructor, by parameter: a cheap test before any walk. */
function storedParams(bodyText: string, params: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of bodyText.matchAll(/self\.([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*$/gm)) {
    if (params.includes(m[2]!)) out.set(m[2]!, m[1]!);
  }
  return out;
}

/** An identifier that reads a variable: not the attribute of `obj.name`, nor the keyword of `f(name=...)`. */
function isNameUse(id: Node): boolean {
  const p = id.parent;
  if (p?.type === 'attribute' && p.childForFieldName('attribute')?.startIndex === id.startIndex) return false;
  return !(p?.type === 'keyword_argument' && p.childForFieldName('name')?.startIndex === id.startIndex);
}

/** `self.<attr> = <id>` as a whole statement: the attribute the parameter is stored in. */
function storedAs(id: Node): string | null {
  const a = id.parent;
  if (a?.type !== 'assignment' || a.childForFieldName('right')?.startIndex !== id.startIndex) return null;
  const left = a.childForFieldName('left');
  if (left?.type !== 'attribute' || left.childForFieldName('object')?.text !== 'self') return null;
  return left.childForFieldName('attribute')?.text ?? null;
}

/** Of the attributes asked about, those the class reads at least once and only inside text (its stores aside). */
function attributesReadOnlyInText(clsBody: Node, wanted: Set<string>): Set<string> {
  const reads = new Map<string, boolean>();
  for (const n of clsBody.descendantsOfType('attribute')) {
    const attr = n?.childForFieldName('attribute')?.text;
    if (!n || !attr || !wanted.has(attr) || reads.get(attr) === false) continue;
    const a = n.parent;
    if (a?.type === 'assignment' && a.childForFieldName('left')?.startIndex === n.startIndex) continue;
    reads.set(attr, inText(n, clsBody));
  }
  return new Set([...reads].filter(([, onlyText]) => onlyText).map(([attr]) => attr));
}
