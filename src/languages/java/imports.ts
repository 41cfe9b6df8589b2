import type { Node } from 'web-tree-sitter';
import type { ImportRecord } from '../../core/types.js';

/** Dotted text of a (scoped_)identifier with any whitespace or comments between segments dropped. */
export function dottedText(node: Node): string {
  return node.text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|\s+/g, '');
}

const IMPORT = /^import\s+(?:static\s+)?([\w$]+(?:\s*\.\s*[\w$]+)*)(\s*\.\s*\*)?\s*;?\s*$/;

/**
 * One import declaration as a record, binding its simple name (single-type and single static
 * imports) so the first segment of names written in the file can be resolved. Wildcards bind
 * nothing: which names they bring in is only known from the other side. Read from the node's
 * text with one pattern: a file can hold hundreds of imports and each child visit costs a call.
 */
export function readImport(node: Node, file: string, bindings: Map<string, string>): ImportRecord | null {
  let text = node.text;
  if (text.includes('/')) text = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ' ');
  const m = IMPORT.exec(text.trim());
  if (!m) return null;
  const dotted = m[1]!.replace(/\s+/g, '');
  const line = node.startPosition.row + 1;
  if (m[2]) {
    return { file, line, module: dotted, name: '*', alias: null, level: 0, resolved: dotted, wildcard: true };
  }
  const dot = dotted.lastIndexOf('.');
  const name = dot < 0 ? dotted : dotted.slice(dot + 1);
  const module = dot < 0 ? '' : dotted.slice(0, dot);
  // the first import of a simple name wins, as javac would reject a second one anyway
  if (!bindings.has(name)) bindings.set(name, dotted);
  return { file, line, module, name, alias: null, level: 0, resolved: dotted, wildcard: false };
}

/** Replaces the first segment of a dotted name with its import, when it has one. */
export function resolveHead(text: string, bindings: Map<string, string>): string {
  const dot = text.indexOf('.');
  const head = dot < 0 ? text : text.slice(0, dot);
  const target = bindings.get(head);
  if (!target) return text;
  return dot < 0 ? target : target + text.slice(dot);
}
