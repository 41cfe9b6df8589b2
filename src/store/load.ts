import type { DuckDBAppender } from '@duckdb/node-api';
import type { FileFacts, FileRecord, KnownIdiom, KnownSignature } from '../core/types.js';
import type { Db } from './db.js';

type Cell = string | number | boolean | null | undefined;

/** Column order of each scan table, as in schema.sql (checked by test/store/load.test.ts). */
export const SCAN_COLUMNS = {
  files: ['path', 'language', 'bytes', 'hash', 'parse_errors', 'skip_reason', 'module'],
  literals: ['file', 'line', 'col', 'value', 'key_kind', 'role', 'callee', 'callee_path', 'receiver', 'arg_index',
    'keyword', 'container', 'target_symbol', 'target_kind', 'target_type', 'enclosing_symbol', 'import_time',
    'elem_index', 'dict_key', 'in_test', 'language', 'resolved_value'],
  definitions: ['file', 'symbol', 'name', 'qual_name', 'kind', 'line', 'end_line', 'parent_symbol', 'language', 'value_type', 'params', 'alias_of', 'text_params'],
  definition_bases: ['file', 'symbol', 'base', 'base_path', 'relation'],
  decorators: ['file', 'line', 'symbol', 'callee', 'callee_path', 'arg_count', 'has_string_arg'],
  imports: ['file', 'line', 'module', 'name', 'alias', 'level', 'resolved', 'wildcard'],
  constants: ['file', 'line', 'scope_symbol', 'name', 'qualified', 'value', 'key_kind'],
  storage_writes: ['file', 'line', 'symbol', 'key_param', 'key_param_index', 'container', 'container_path', 'kind'],
  key_forwards: ['file', 'line', 'symbol', 'param', 'param_index', 'callee_path', 'arg_index', 'keyword'],
  container_accesses: ['file', 'line', 'enclosing_symbol', 'container', 'container_path', 'kind', 'key_text'],
  scan_errors: ['file', 'line', 'kind', 'message'],
} as const;

export type ScanTable = keyof typeof SCAN_COLUMNS;

function append(a: DuckDBAppender, cells: Cell[]): void {
  for (const c of cells) {
    if (c === null || c === undefined) a.appendNull();
    else if (typeof c === 'string') a.appendVarchar(c);
    else if (typeof c === 'boolean') a.appendBoolean(c);
    else if (Number.isInteger(c)) {
      if (Math.abs(c) < 2 ** 31) a.appendInteger(c);
      else a.appendBigInt(BigInt(c));
    }
    else a.appendDouble(c);
  }
  a.endRow();
}

/**
 * Streams scan output into the scan tables through DuckDB appenders: rows go in as each file's facts
 * arrive, so memory stays flat however large the repository is.
 */
export class ScanWriter {
  private readonly appenders = new Map<ScanTable, DuckDBAppender>();
  /** tables written once per scan rather than per file (never copied on reuse) */
  private readonly extraAppenders = new Map<string, DuckDBAppender>();
  rows = 0;

  private constructor() {}

  static async open(db: Db): Promise<ScanWriter> {
    const w = new ScanWriter();
    for (const table of Object.keys(SCAN_COLUMNS) as ScanTable[]) {
      w.appenders.set(table, await db.conn.createAppender(table));
    }
    for (const t of ['modules', 'known_idioms', 'known_signatures', 'standard_names', 'other_files']) w.extraAppenders.set(t, await db.conn.createAppender(t));
    return w;
  }

  private add(table: ScanTable, cells: Cell[]): void {
    append(this.appenders.get(table)!, cells);
    this.rows++;
  }

  writeFile(f: FileRecord): void {
    this.add('files', [f.path, f.language, f.bytes, f.hash, f.parseErrors, f.skipReason, f.module]);
  }

  writeFacts(facts: FileFacts): void {
    for (const l of facts.literals) {
      this.add('literals', [l.file, l.line, l.col, l.value, l.keyKind, l.role, l.callee, l.calleePath, l.receiver, l.argIndex,
        l.keyword, l.container, l.targetSymbol, l.targetKind, l.targetType, l.enclosingSymbol, l.importTime,
        l.elemIndex, l.dictKey, l.inTest, l.language, l.resolvedValue ?? null]);
    }
    for (const d of facts.definitions) {
      this.add('definitions', [d.file, d.symbol, d.name, d.qualName, d.kind, d.line, d.endLine, d.parentSymbol, d.language, d.valueType ?? null,
        d.params?.length ? d.params.join(',') : null, d.aliasOf ?? null,
        d.textParams?.length ? d.textParams.join(',') : null]);
    }
    for (const b of facts.bases) {
      this.add('definition_bases', [b.symbol.slice(0, b.symbol.indexOf('::')), b.symbol, b.base, b.basePath, b.relation]);
    }
    for (const d of facts.decorators) {
      this.add('decorators', [d.file, d.line, d.symbol, d.callee, d.calleePath, d.argCount, d.hasStringArg]);
    }
    for (const i of facts.imports) {
      this.add('imports', [i.file, i.line, i.module, i.name, i.alias, i.level, i.resolved, i.wildcard]);
    }
    for (const c of facts.constants) {
      this.add('constants', [c.file, c.line, c.scopeSymbol, c.name, c.qualified, c.value, c.keyKind]);
    }
    for (const w of facts.storageWrites ?? []) {
      this.add('storage_writes', [w.file, w.line, w.symbol, w.keyParam, w.keyParamIndex, w.container, w.containerPath, w.kind]);
    }
    for (const f of facts.keyForwards ?? []) {
      this.add('key_forwards', [f.file, f.line, f.symbol, f.param, f.paramIndex, f.calleePath, f.argIndex, f.keyword]);
    }
    for (const a of facts.containerAccesses ?? []) {
      this.add('container_accesses', [a.file, a.line, a.enclosingSymbol, a.container, a.containerPath, a.kind, a.keyText]);
    }
    for (const e of facts.errors) this.add('scan_errors', [e.file, e.line, e.kind, e.message]);
  }

  writeModule(file: string, module: string, root: string): void {
    append(this.extra('modules'), [file, module, root]);
    this.rows++;
  }

  writeOtherFile(path: string): void {
    append(this.extra('other_files'), [path]);
    this.rows++;
  }

  writeKnownIdiom(framework: string, k: KnownIdiom): void {
    append(this.extra('known_idioms'), [framework, k.subject, k.role, k.position, k.note, k.keyPattern ?? null, k.exceptKeys ?? null, k.implicitName ?? null]);
    this.rows++;
  }

  writeKnownSignature(framework: string, k: KnownSignature): void {
    append(this.extra('known_signatures'), [framework, k.callee, k.params.join(',')]);
    this.rows++;
  }

  writeStandardName(language: string, name: string): void {
    append(this.extra('standard_names'), [language, name]);
    this.rows++;
  }

  private extra(table: string): DuckDBAppender {
    const a = this.extraAppenders.get(table);
    if (!a) throw new Error(`appender for ${table} not opened`);
    return a;
  }

  writeError(file: string, line: number | null, kind: string, message: string): void {
    this.add('scan_errors', [file, line, kind, message]);
  }

  close(): void {
    for (const a of [...this.appenders.values(), ...this.extraAppenders.values()]) {
      a.flushSync();
      a.closeSync();
    }
    this.appenders.clear();
    this.extraAppenders.clear();
  }
}
