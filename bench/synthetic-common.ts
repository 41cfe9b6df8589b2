/**
 * Shared plumbing of the synthetic repository generators: where they are written, the marker that
 * lets a rerun reuse them, and atomic replacement of an outdated copy.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Written last into a generated repository; a copy is reused only when this matches exactly. */
export const MARKER_FILE = '.idiomscope-synthetic.json';

export interface SyntheticMarker {
  generator: string;
  version: number;
  files: number;
  seed: number;
  bytes: number;
  lines: number;
}

export interface SyntheticRequest {
  /** `python` or `java`: names the default directory and the marker's generator */
  kind: string;
  /** bump when the generated text changes, so older copies are regenerated */
  version: number;
  files: number;
  seed: number;
  /** target directory; default `os.tmpdir()/idiomscope-bench/<kind>-<files>` */
  dir?: string;
  /** writes the files through `emit(relativePath, text)` */
  generate(emit: (path: string, text: string) => void): void;
}

/** What a caller may choose about a synthetic repository; everything else is the generator's. */
export interface SyntheticOptions {
  files?: number;
  dir?: string;
  seed?: number;
}

export interface SyntheticRepo {
  dir: string;
  /** true when an existing copy with a matching marker was used */
  reused: boolean;
  files: number;
  bytes: number;
  lines: number;
  /** time spent generating (0 when reused) */
  ms: number;
}

export function defaultSyntheticDir(kind: string, files: number): string {
  return join(tmpdir(), 'idiomscope-bench', `${kind}-${files}`);
}

function readMarker(dir: string): SyntheticMarker | null {
  try {
    return JSON.parse(readFileSync(join(dir, MARKER_FILE), 'utf8')) as SyntheticMarker;
  } catch {
    return null;
  }
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

/**
 * Returns the synthetic repository, generating it when missing or outdated. A directory that holds
 * anything but an earlier generator output is never deleted.
 */
export function ensureSynthetic(req: SyntheticRequest): SyntheticRepo {
  const dir = resolve(req.dir ?? defaultSyntheticDir(req.kind, req.files));
  const generator = `idiomscope-bench/${req.kind}`;
  const old = existsSync(dir) ? readMarker(dir) : null;
  if (old && old.generator === generator && old.version === req.version && old.files === req.files && old.seed === req.seed) {
    return { dir, reused: true, files: old.files, bytes: old.bytes, lines: old.lines, ms: 0 };
  }
  if (existsSync(dir) && !old && readdirSync(dir).length > 0) {
    throw new Error(`${dir} exists and was not written by the ${req.kind} generator (no ${MARKER_FILE}); refusing to overwrite it`);
  }

  const t0 = performance.now();
  mkdirSync(dirname(dir), { recursive: true });
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const made = new Set<string>();
  let files = 0;
  let bytes = 0;
  let lines = 0;
  try {
    req.generate((path, text) => {
      const abs = join(partial, path);
      const parent = dirname(abs);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      writeFileSync(abs, text);
      files++;
      bytes += Buffer.byteLength(text);
      lines += countLines(text);
    });
    const marker: SyntheticMarker = { generator, version: req.version, files: req.files, seed: req.seed, bytes, lines };
    writeFileSync(join(partial, MARKER_FILE), JSON.stringify(marker, null, 2) + '\n');
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
  } catch (e) {
    rmSync(partial, { recursive: true, force: true });
    throw e;
  }
  return { dir, reused: false, files, bytes, lines, ms: performance.now() - t0 };
}

/** `--files N` / `--out DIR` for running a generator on its own. */
export function generatorArgs(argv: string[], defaultFiles: number): { files: number; out?: string; seed?: number } {
  let files = defaultFiles;
  let out: string | undefined;
  let seed: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--files') files = Number(value());
    else if (a === '--out') out = value();
    else if (a === '--seed') seed = Number(value());
    else throw new Error(`unknown option ${a} (expected --files N, --out DIR, --seed N)`);
  }
  if (!Number.isInteger(files) || files < 1) throw new Error('--files must be a positive integer');
  return { files, out, seed };
}

/** Splits `total` into `parts` positive integers that differ by at most one. */
export function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total % parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}
