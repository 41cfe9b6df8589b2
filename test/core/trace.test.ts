import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { traceStage } from '../../src/core/trace.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { writeRepo } from '../helpers/repo.js';

describe('stage tracing (IDIOMSCOPE_TRACE)', () => {
  const saved = process.env.IDIOMSCOPE_TRACE;
  afterEach(() => {
    if (saved === undefined) delete process.env.IDIOMSCOPE_TRACE;
    else process.env.IDIOMSCOPE_TRACE = saved;
  });

  it('appends one line per stage to the named file, and writes nothing when unset', () => {
    const file = join(tempDir(), 'stages.log');
    delete process.env.IDIOMSCOPE_TRACE;
    traceStage('unseen');
    expect(existsSync(file)).toBe(false);
    process.env.IDIOMSCOPE_TRACE = file;
    traceStage('first');
    traceStage('second');
    expect(readFileSync(file, 'utf8')).toBe(`${process.pid} first\n${process.pid} second\n`);
  });

  it('never fails the run when the file cannot be written', () => {
    process.env.IDIOMSCOPE_TRACE = join(tempDir(), 'no-such-dir', 'stages.log');
    expect(() => traceStage('lost')).not.toThrow();
  });

  it('a scan marks its stages in order, the last one after the command has finished', () => {
    const repo = writeRepo({ 'app/__init__.py': '', 'app/events.py': 'HANDLERS = {"paid": 1, "failed": 2}\n' });
    const file = join(tempDir(), 'stages.log');
    const r = runCli(['scan', repo, '--db', join(tempDir(), 'i.duckdb')], { env: { IDIOMSCOPE_TRACE: file } });
    expect(r.code).toBe(0);
    const stages = readFileSync(file, 'utf8').trim().split('\n').map((l) => l.replace(/^\d+ /, ''));
    expect(stages[0]).toMatch(/^start scan /);
    expect(stages.slice(1)).toEqual([
      'scan: read previous', 'scan: walk', 'scan: parse 2 files', 'main thread: 1 batch', 'scan: parsed',
      'scan: derive reexports', 'scan: derive dotted-refs', 'scan: derive key-sites', 'scan: derive file-sets', 'scan: derive candidate-names',
      'scan: derive candidate-sites', 'scan: derive candidate-pairs', 'scan: derive candidate-keys',
      'scan: derive candidate-callables', 'scan: derive candidate-features',
      'scan: commit', 'end 0',
    ]);
  });
});
