import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/errors.js';
import { diffPaths, readNativeLog, readSwebench } from '../../src/triage/read-log.js';

const GOOD = '{"task_id": "t1", "task": "do x", "edited": ["a.py"], "expected": ["b.py"], "retrieved": ["a.py"], "outcome": "failed"}';

describe('native JSON Lines reader', () => {
  it('reads tasks with their line numbers', () => {
    const r = readNativeLog(`${GOOD}\n\n{"task_id": 2, "task": "y", "edited": [], "expected": ["./c.py"]}\n`, 'log.jsonl');
    expect(r.cases.map((c) => [c.taskId, c.line, c.expected, c.retrieved])).toEqual([['t1', 1, ['b.py'], ['a.py']], ['2', 3, ['c.py'], null]]);
  });

  it('a bad line names the file, the line and what was expected', () => {
    const text = `${GOOD}\n{"task_id": "t2", "task": "y", "edited": "a.py", "expected": []}\n{not json\n`;
    let err: unknown;
    try {
      readNativeLog(text, 'log.jsonl');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).kind).toBe('log_invalid');
    expect((err as AppError).line).toBe(2);
    expect((err as AppError).message).toContain('"edited" must be a list of path strings');
  });

  it('--skip-bad goes on and counts', () => {
    const r = readNativeLog(`${GOOD}\n{"task_id": "t2"}\n{not json\n${GOOD.replace('t1', 't3')}\n`, 'log.jsonl', true);
    expect(r.cases.map((c) => c.taskId)).toEqual(['t1', 't3']);
    expect(r.skipped.map((s) => s.line)).toEqual([2, 3]);
    expect(r.skipped[0]!.message).toContain('"task" is required');
    expect(r.skipped[1]!.message).toContain('not valid JSON');
  });
});

describe('SWE-bench reader', () => {
  it('takes paths from diff headers: renames (both names) and new files', () => {
    const diff = [
      'diff --git a/pkg/old.py b/pkg/new.py', 'similarity index 90%', 'rename from pkg/old.py', 'rename to pkg/new.py',
      'diff --git a/pkg/added.py b/pkg/added.py', 'new file mode 100644', '--- /dev/null', '+++ b/pkg/added.py', '@@ -0,0 +1 @@', '+x = 1',
      'diff --git a/pkg/gone.py b/pkg/gone.py', 'deleted file mode 100644', '--- a/pkg/gone.py', '+++ /dev/null',
    ].join('\n');
    expect(diffPaths(diff)).toEqual(['pkg/added.py', 'pkg/gone.py', 'pkg/new.py', 'pkg/old.py']);
  });

  it('joins predictions to tasks; an unknown instance is reported, or skipped and counted', () => {
    const tasks = '{"instance_id": "i1", "problem_statement": "fix it", "patch": "--- a/x.py\\n+++ b/x.py\\n"}\n';
    const preds = '{"instance_id": "i1", "model_patch": "--- a/y.py\\n+++ b/y.py\\n"}\n{"instance_id": "i9", "model_patch": ""}\n';
    expect(() => readSwebench(preds, 'preds.jsonl', tasks, 'tasks.jsonl')).toThrow(/instance "i9" is not in the tasks file/);
    const r = readSwebench(preds, 'preds.jsonl', tasks, 'tasks.jsonl', true);
    expect(r.cases).toEqual([{ taskId: 'i1', task: 'fix it', edited: ['y.py'], expected: ['x.py'], retrieved: null, outcome: null, line: 1 }]);
    expect(r.skipped).toHaveLength(1);
  });
});
