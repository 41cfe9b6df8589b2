import { join } from 'node:path';
import { Piscina } from 'piscina';
import { packageRoot } from '../core/package-root.js';
import { traceStage } from '../core/trace.js';
import type { BatchTask, FileResult, FileTask } from './worker.js';

/**
 * Workers run the compiled JavaScript, also when the caller runs from TypeScript sources (tests),
 * through a CommonJS entry that imports it (worker-entry.cjs says why).
 */
export function workerFile(): string {
  return join(packageRoot(), 'src', 'scan', 'worker-entry.cjs');
}

/** Groups files into batches of roughly equal bytes, so each message to a worker carries real work. */
export function batches(files: FileTask[], targetBytes = 256 * 1024, maxFiles = 64): FileTask[][] {
  const out: FileTask[][] = [];
  let cur: FileTask[] = [];
  let size = 0;
  for (const f of files) {
    cur.push(f);
    size += f.bytes;
    if (size >= targetBytes || cur.length >= maxFiles) {
      out.push(cur);
      cur = [];
      size = 0;
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * Scans all files and hands each result to `onResult`; returns the number of threads that parsed.
 * Work that fits one batch is parsed on this thread: a pool would add threads, each loading the
 * grammars, and no parallelism; a fixture-sized scan then starts no worker at all.
 */
export async function scanFiles(
  files: FileTask[],
  opts: { jobs: number; maxFileBytes: number },
  onResult: (r: FileResult) => void,
): Promise<number> {
  const queue = batches(files);
  if (queue.length > 1 && opts.jobs > 1) {
    traceStage(`pool: ${queue.length} batches on ${opts.jobs} threads`);
    await scanInPool(files, opts, onResult);
    return opts.jobs;
  }
  traceStage(`main thread: ${queue.length} batch`);
  const { default: scanBatch } = await import('./worker.js');
  for (const batch of queue) for (const r of await scanBatch({ files: batch, maxFileBytes: opts.maxFileBytes })) onResult(r);
  return 1;
}

/**
 * Scans all files on a pool of worker threads and hands each file's result to `onResult` as soon as
 * its batch returns. At most a few batches per worker are in flight, so memory stays flat.
 */
export async function scanInPool(
  files: FileTask[],
  opts: { jobs: number; maxFileBytes: number },
  onResult: (r: FileResult) => void,
): Promise<void> {
  const pool = new Piscina({ filename: workerFile(), minThreads: opts.jobs, maxThreads: opts.jobs, idleTimeout: 1000 });
  const queue = batches(files);
  const window = opts.jobs * 3;
  let next = 0;
  let failure: unknown = null;
  try {
    await new Promise<void>((resolve) => {
      let inFlight = 0;
      const pump = (): void => {
        while (!failure && inFlight < window && next < queue.length) {
          const batch = queue[next++]!;
          inFlight++;
          const task: BatchTask = { files: batch, maxFileBytes: opts.maxFileBytes };
          pool.run(task).then(
            (results: FileResult[]) => {
              for (const r of results) onResult(r);
            },
            (e: unknown) => {
              failure ??= e;
            },
          ).finally(() => {
            inFlight--;
            if ((next >= queue.length || failure) && inFlight === 0) resolve();
            else pump();
          });
        }
        if (queue.length === 0) resolve();
      };
      pump();
    });
  } finally {
    traceStage('pool: destroy');
    await pool.destroy();
    traceStage('pool: destroyed');
  }
  if (failure) throw failure;
}
