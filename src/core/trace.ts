import { appendFileSync } from 'node:fs';

/**
 * Stage marks for a crash that leaves no message: a native fault (SIGSEGV in a grammar or the database)
 * ends the process before it can write one. With IDIOMSCOPE_TRACE=<file>, each stage is appended to that
 * file as it starts, synchronously, so the file's last line says where the process died.
 */
export function traceStage(stage: string): void {
  const file = process.env.IDIOMSCOPE_TRACE;
  if (!file) return;
  try {
    appendFileSync(file, `${process.pid} ${stage}\n`);
  } catch {
    // tracing never fails a run
  }
}
