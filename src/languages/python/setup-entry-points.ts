/**
 * `setup(entry_points={...})` in a `setup.py`: the entry points a source checkout declares when it
 * has no setup.cfg or pyproject.toml for them. The dict maps each group to a list of
 * `name = pkg.mod:attr` strings, or the whole argument is the text form (`"""[group]\nname = ..."""`).
 * Each entry becomes the rows the configuration packs give one (`config_entry` for its name,
 * `dict_value` for its reference, under the group), and the strings stop being an ordinary dict and list.
 */
import type { Node } from 'web-tree-sitter';
import type { LiteralOccurrence } from '../../core/types.js';
import { readEntryPointSpec, readEntryPointsText } from '../config-common/entry-points-text.js';
import { addEntryPoint } from '../config-common/entry-points.js';
import { ConfigFacts } from '../config-common/rows.js';
import { isStringNode, stringValue } from './key-expr.js';
import { calleePathOf, type FileContext } from './literals.js';

/** The rows' language: a setup.py's entry points are packaging configuration, written in Python. */
export const SETUP_PY = 'setup-py';

const SETUP_CALLEES = /^(setuptools\.setup|distutils\.core\.setup|setup)$/;

export interface SetupEntryPoints {
  rows: LiteralOccurrence[];
  /** `line:col` of the string nodes the rows replace */
  consumed: Set<string>;
}

function pos(node: Node, lineOffset = 0, col?: number): { line: number; col: number } {
  return { line: node.startPosition.row + 1 + lineOffset, col: col ?? node.startPosition.column + 1 };
}

function at(node: Node): string {
  return `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
}

/** Quote and prefix characters before a string's content (`r"`, `'''`). */
function openingLength(node: Node): number {
  return /^[a-zA-Z]*("""|'''|"|')/.exec(node.text)?.[0].length ?? 0;
}

/** The value last assigned to `name` at module level before `before`, or null. */
function moduleValue(root: Node, name: string, before: number): Node | null {
  let found: Node | null = null;
  for (const stmt of root.namedChildren) {
    if (!stmt || stmt.startIndex >= before) break;
    const a = stmt.type === 'expression_statement' ? stmt.namedChildren[0] : null;
    if (a?.type === 'assignment' && a.childForFieldName('left')?.text === name) found = a.childForFieldName('right');
  }
  return found;
}

export function setupEntryPoints(root: Node, ctx: FileContext, inTest: boolean): SetupEntryPoints {
  const consumed = new Set<string>();
  // the rows a configuration pack gives an entry point, built the same way
  const facts = new ConfigFacts({ path: ctx.file, text: '', module: null, inTest }, SETUP_PY);
  const entry = (group: string, name: string, ref: string | null, namePos: { line: number; col: number }, refPos: { line: number; col: number }): void =>
    addEntryPoint(facts, group, name, namePos, ref, refPos);
  const fromText = (str: Node): void => {
    if (str.type !== 'string' || stringValue(str).computed) return;
    const read = readEntryPointsText(stringValue(str).value);
    if (read.entries.length === 0) return;
    consumed.add(at(str));
    for (const e of read.entries) {
      // positions inside the string: its first line continues the line the string opens on
      const first = e.namePos.line === 1;
      const shift = first ? str.startPosition.column + openingLength(str) : 0;
      entry(e.group, e.name, e.ref, pos(str, e.namePos.line - 1, e.namePos.col + shift), pos(str, e.refPos.line - 1, e.refPos.col + shift));
    }
  };
  const fromDict = (dict: Node): void => {
    for (const pair of dict.namedChildren) {
      if (pair?.type !== 'pair') continue;
      const key = pair.childForFieldName('key');
      const value = pair.childForFieldName('value');
      if (!key || !isStringNode(key) || !value || stringValue(key).computed) continue;
      const group = stringValue(key).value;
      const items = value.type === 'list' || value.type === 'tuple' ? value.namedChildren : isStringNode(value) ? [value] : [];
      let any = false;
      for (const item of items) {
        if (!item || item.type !== 'string' || stringValue(item).computed) continue;
        const spec = readEntryPointSpec(stringValue(item).value);
        if (!spec) continue;
        any = true;
        consumed.add(at(item));
        const start = pos(item);
        const contentCol = start.col + openingLength(item);
        entry(group, spec.name, spec.ref, { line: start.line, col: contentCol }, { line: start.line, col: contentCol + spec.refOffset });
      }
      if (any) consumed.add(at(key));
    }
  };
  const visit = (node: Node): void => {
    if (node.type === 'call') {
      const fn = node.childForFieldName('function');
      if (fn && (fn.type === 'identifier' || fn.type === 'attribute') && SETUP_CALLEES.test(calleePathOf(fn, ctx, false))) {
        for (const arg of node.childForFieldName('arguments')?.namedChildren ?? []) {
          if (arg?.type !== 'keyword_argument' || arg.childForFieldName('name')?.text !== 'entry_points') continue;
          let value = arg.childForFieldName('value');
          // `entry_points=ENTRY_POINTS` names a module-level dict or text assigned above the call
          if (value?.type === 'identifier') value = moduleValue(root, value.text, node.startIndex);
          if (value?.type === 'dictionary') fromDict(value);
          else if (value && isStringNode(value)) fromText(value);
        }
      }
    }
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(root);
  return { rows: facts.facts.literals, consumed };
}
