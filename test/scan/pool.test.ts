import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFiles, scanInPool, workerFile } from '../../src/scan/pool.js';
import type { FileResult, FileTask } from '../../src/scan/worker.js';
import { tempDir } from '../helpers/cli.js';

function pythonFiles(n: number): FileTask[] {
  const dir = tempDir();
  return Array.from({ length: n }, (_, i) => {
    const abs = join(dir, `m${i}.py`);
    const text = `HANDLERS = {}\ndef on(name):\n    return name\non("event.${i}")\n`;
    writeFileSync(abs, text);
    return { path: `m${i}.py`, abs, bytes: text.length, language: 'python', module: `m${i}`, inTest: false, prevHash: null, skip: null };
  });
}

describe('the worker pool', () => {
  it('loads its entry with require(), as piscina does, without requiring an ES module', async () => {
    const entry = createRequire(import.meta.url)(workerFile()) as (t: unknown) => Promise<FileResult[]>;
    expect(typeof entry).toBe('function');
    const [r] = await entry({ files: pythonFiles(1), maxFileBytes: 1 << 20 });
    expect(r!.facts?.literals.map((l) => l.value)).toContain('event.0');
  });

  it('scans many small batches on two threads, every file once', async () => {
    const files = pythonFiles(150);
    const seen: string[] = [];
    await scanInPool(files, { jobs: 2, maxFileBytes: 1 << 20 }, (r) => seen.push(r.file.path));
    expect(seen.sort()).toEqual(files.map((f) => f.path).sort());
  });

  it('parses work that fits one batch on the calling thread, with the same facts as the pool', async () => {
    const files = pythonFiles(3);
    const here: FileResult[] = [];
    const pooled: FileResult[] = [];
    expect(await scanFiles(files, { jobs: 2, maxFileBytes: 1 << 20 }, (r) => here.push(r))).toBe(1);
    await scanInPool(files, { jobs: 2, maxFileBytes: 1 << 20 }, (r) => pooled.push(r));
    const byPath = (rs: FileResult[]) => [...rs].sort((a, b) => a.file.path.localeCompare(b.file.path));
    expect(byPath(here)).toEqual(byPath(pooled));
    expect(here[0]!.facts?.literals.map((l) => l.value)).toContain('event.0');
  });

  it('uses the pool when there is more than one batch and more than one job', async () => {
    const files = pythonFiles(150);
    const seen: string[] = [];
    expect(await scanFiles(files, { jobs: 2, maxFileBytes: 1 << 20 }, (r) => seen.push(r.file.path))).toBe(2);
    expect(seen.sort()).toEqual(files.map((f) => f.path).sort());
    expect(await scanFiles(files, { jobs: 1, maxFileBytes: 1 << 20 }, () => undefined)).toBe(1);
  });
});
