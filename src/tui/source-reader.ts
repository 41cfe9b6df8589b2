/**
 * Reads single source lines of the scanned repository for the detail view. Only regular files
 * inside the repository root are read: absolute paths, `..` and symlinks that lead out of the root
 * give null, as do files too large to be source. The repository is never written to.
 */
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';

export type SourceLineReader = (file: string, line: number) => Promise<string | null>;

export interface SourceReaderOptions {
  /** files larger than this are not read (default 4 MiB) */
  maxBytes?: number;
  /** how many files' lines are kept in memory (default 64) */
  cachedFiles?: number;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' ? false : !rel.startsWith('..' + sep) && rel !== '..' && !isAbsolute(rel);
}

/** A reader of `file:line` (repo-relative, `/`-separated, 1-based) under `root`; null when unreadable. */
export function createSourceReader(root: string, opts: SourceReaderOptions = {}): SourceLineReader {
  const maxBytes = opts.maxBytes ?? 4 * 1024 * 1024;
  const cachedFiles = opts.cachedFiles ?? 64;
  const cache = new Map<string, Promise<string[] | null>>();
  let realRoot: Promise<string | null> | undefined;

  const linesOf = async (file: string): Promise<string[] | null> => {
    const rootPath = await (realRoot ??= realpath(root).catch(() => null));
    if (rootPath === null) return null;
    if (file === '' || file.includes('\0') || isAbsolute(file) || /^[a-zA-Z]:/.test(file)) return null;
    const wanted = resolve(rootPath, ...file.split('/'));
    if (!inside(rootPath, wanted)) return null;
    let real: string;
    try {
      real = await realpath(wanted);
    } catch {
      return null;
    }
    // a symlink may point anywhere: follow it only when it stays inside the root
    if (!inside(rootPath, real)) return null;
    let handle;
    try {
      handle = await open(real, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    } catch {
      return null;
    }
    try {
      const st = await handle.stat();
      if (!st.isFile() || st.size > maxBytes) return null;
      const text = (await handle.readFile()).toString('utf8');
      return text.split(/\r\n|\n|\r/);
    } catch {
      return null;
    } finally {
      await handle.close();
    }
  };

  return async (file, line) => {
    if (!Number.isInteger(line) || line < 1) return null;
    let p = cache.get(file);
    if (p) {
      // most recently used last
      cache.delete(file);
    } else {
      p = linesOf(file);
    }
    cache.set(file, p);
    if (cache.size > cachedFiles) cache.delete(cache.keys().next().value!);
    const lines = await p;
    return lines?.[line - 1] ?? null;
  };
}
