import { AppError } from '../core/errors.js';
import type { FailureCase } from '../core/types.js';

export interface ReadResult {
  cases: FailureCase[];
  /** lines skipped with --skip-bad, with why */
  skipped: { line: number; message: string }[];
}

function bad(file: string, line: number, message: string): AppError {
  return new AppError('log_invalid', message, { file, line });
}

function stringList(v: unknown, field: string, required: boolean): string[] | null {
  if (v === undefined || v === null) {
    if (required) throw new Error(`"${field}" is required (a list of paths)`);
    return null;
  }
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new Error(`"${field}" must be a list of path strings`);
  return v.map((p) => p.replace(/^\.\//, ''));
}

/** Non-empty lines of a JSON Lines text, each parsed, with its line number; a bad line throws or is skipped. */
function* jsonLines(text: string, file: string, skipBad: boolean, skipped: ReadResult['skipped']): Generator<{ line: number; value: unknown }> {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (!raw) continue;
    try {
      yield { line: i + 1, value: JSON.parse(raw) as unknown };
    } catch (e) {
      const message = `not valid JSON: ${(e as Error).message}`;
      if (!skipBad) throw bad(file, i + 1, message);
      skipped.push({ line: i + 1, message });
    }
  }
}

/**
 * The native failure log: JSON Lines, one task a line, with `task_id`, `task`, `edited`, `expected`,
 * optional `retrieved` and `outcome` (schema: docs/schemas/failure-log.schema.json).
 */
export function readNativeLog(text: string, file: string, skipBad = false): ReadResult {
  const out: ReadResult = { cases: [], skipped: [] };
  for (const { line, value } of jsonLines(text, file, skipBad, out.skipped)) {
    try {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected a JSON object');
      const o = value as Record<string, unknown>;
      if (typeof o.task_id !== 'string' && typeof o.task_id !== 'number') throw new Error('"task_id" is required (a string)');
      if (typeof o.task !== 'string') throw new Error('"task" is required (the request text)');
      out.cases.push({
        taskId: String(o.task_id),
        task: o.task,
        edited: stringList(o.edited, 'edited', true)!,
        expected: stringList(o.expected, 'expected', true)!,
        retrieved: stringList(o.retrieved, 'retrieved', false),
        outcome: typeof o.outcome === 'string' ? o.outcome : null,
        line,
      });
    } catch (e) {
      if (!skipBad) throw bad(file, line, (e as Error).message);
      out.skipped.push({ line, message: (e as Error).message });
    }
  }
  return out;
}

/**
 * Paths a unified diff changes, from its headers: `diff --git a/x b/y`, `--- a/x` / `+++ b/y`, renames
 * (both names) and new or deleted files (`/dev/null` on one side).
 */
export function diffPaths(diff: string): string[] {
  const paths = new Set<string>();
  const strip = (p: string): string | null => {
    const t = p.trim().replace(/\t.*$/, '').replace(/^"|"$/g, '');
    if (t === '/dev/null') return null;
    return t.replace(/^[ab]\//, '');
  };
  for (const line of diff.split('\n')) {
    let m: RegExpExecArray | null;
    if ((m = /^diff --git a\/(\S+) b\/(\S+)/.exec(line))) {
      paths.add(m[1]!);
      paths.add(m[2]!);
    } else if ((m = /^(?:---|\+\+\+) (.+)$/.exec(line))) {
      const p = strip(m[1]!);
      if (p) paths.add(p);
    } else if ((m = /^rename (?:from|to) (.+)$/.exec(line))) {
      paths.add(m[1]!.trim());
    }
  }
  return [...paths].sort();
}

function jsonOrLines(text: string, file: string, skipBad: boolean, skipped: ReadResult['skipped']): { line: number; value: unknown }[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let arr: unknown;
    try {
      arr = JSON.parse(trimmed);
    } catch (e) {
      throw bad(file, 1, `not valid JSON: ${(e as Error).message}`);
    }
    // a JSON array has no per-record lines: records are numbered by position
    return (arr as unknown[]).map((value, i) => ({ line: i + 1, value }));
  }
  if (trimmed.startsWith('{') && !trimmed.includes('\n')) return [{ line: 1, value: JSON.parse(trimmed) as unknown }];
  return [...jsonLines(text, file, skipBad, skipped)];
}

/**
 * The SWE-bench shape: predictions (`instance_id`, `model_patch`) and tasks (`instance_id`,
 * `problem_statement`, `patch`); edited and expected paths come from the diffs' headers.
 */
export function readSwebench(predictions: string, predictionsFile: string, tasks: string, tasksFile: string, skipBad = false): ReadResult {
  const out: ReadResult = { cases: [], skipped: [] };
  const byId = new Map<string, { statement: string; patch: string; line: number }>();
  for (const { line, value } of jsonOrLines(tasks, tasksFile, skipBad, out.skipped)) {
    const o = value as Record<string, unknown>;
    if (typeof o?.instance_id !== 'string' || typeof o.problem_statement !== 'string' || typeof o.patch !== 'string') {
      const message = 'expected an object with "instance_id", "problem_statement" and "patch" strings';
      if (!skipBad) throw bad(tasksFile, line, message);
      out.skipped.push({ line, message: `${tasksFile}: ${message}` });
      continue;
    }
    byId.set(o.instance_id, { statement: o.problem_statement, patch: o.patch, line });
  }
  for (const { line, value } of jsonOrLines(predictions, predictionsFile, skipBad, out.skipped)) {
    const o = value as Record<string, unknown>;
    let message: string | null = null;
    if (typeof o?.instance_id !== 'string' || typeof o.model_patch !== 'string') message = 'expected an object with "instance_id" and "model_patch" strings';
    else if (!byId.has(o.instance_id)) message = `instance "${o.instance_id}" is not in the tasks file ${tasksFile}`;
    if (message) {
      if (!skipBad) throw bad(predictionsFile, line, message);
      out.skipped.push({ line, message });
      continue;
    }
    const t = byId.get(o.instance_id as string)!;
    out.cases.push({
      taskId: o.instance_id as string,
      task: t.statement,
      edited: diffPaths(o.model_patch as string),
      expected: diffPaths(t.patch),
      retrieved: null,
      outcome: null,
      line,
    });
  }
  return out;
}
