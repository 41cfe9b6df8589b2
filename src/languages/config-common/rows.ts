/**
 * Row builders shared by the configuration packs: every emitted row is a complete
 * LiteralOccurrence, and every parse problem a `config_parse` error that never stops the scan.
 */
import type { FileFacts, LiteralOccurrence, Role } from '../../core/types.js';
import { emptyFacts } from '../../core/types.js';
import type { SourceFile } from '../language-support.js';
import type { Pos } from './lines.js';

export interface ConfigRow {
  value: string;
  role: Extract<Role, 'config_entry' | 'config_ref' | 'dict_value'>;
  pos: Pos;
  /** kind of declaration (`entry_point`, `bean`, `property`, `placeholder`) */
  callee: string;
  /** namespace (entry-point group, `beans`, profile, `placeholder`) */
  container: string | null;
  keyword?: string | null;
  dictKey?: string | null;
}

/** Collects rows and errors for one file of one configuration pack. */
export class ConfigFacts {
  readonly facts: FileFacts = emptyFacts();

  constructor(
    readonly file: SourceFile,
    readonly language: string,
  ) {}

  add(row: ConfigRow): void {
    this.facts.literals.push(toOccurrence(this.file, this.language, row));
  }

  /** A malformed file (or part of one): recorded, counted, never thrown. */
  parseError(line: number | null, message: string): void {
    this.facts.errors.push({ file: this.file.path, line, kind: 'config_parse', message: oneLine(message) });
    this.facts.parseErrors += 1;
  }

  /** Rows in file order (stable for rows at the same position). */
  finish(): FileFacts {
    this.facts.literals.sort((a, b) => a.line - b.line || a.col - b.col);
    return this.facts;
  }
}

export function toOccurrence(file: SourceFile, language: string, row: ConfigRow): LiteralOccurrence {
  return {
    file: file.path,
    line: row.pos.line,
    col: row.pos.col,
    value: row.value,
    keyKind: 'literal',
    role: row.role,
    callee: row.callee,
    calleePath: `${language}.${row.callee}`,
    receiver: null,
    argIndex: null,
    keyword: row.keyword ?? null,
    container: row.container,
    targetSymbol: null,
    targetKind: null,
    targetType: null,
    enclosingSymbol: `${file.path}::<module>`,
    importTime: true,
    elemIndex: null,
    dictKey: row.dictKey ?? null,
    inTest: file.inTest,
    language,
  };
}

/**
 * Runs a pack's extraction so that a bug in the pack becomes an `extract` error on the file
 * instead of an exception that stops the scan.
 */
export function safeExtract(file: SourceFile, language: string, run: (out: ConfigFacts) => void): FileFacts {
  const out = new ConfigFacts(file, language);
  try {
    run(out);
    return out.finish();
  } catch (err) {
    const facts = emptyFacts();
    facts.errors.push({ file: file.path, line: null, kind: 'extract', message: oneLine(`${language}: ${String(err)}`) });
    return facts;
  }
}

function oneLine(message: string): string {
  const first = message.split('\n').find((l) => l.trim() !== '') ?? message;
  return first.trim().slice(0, 300);
}
