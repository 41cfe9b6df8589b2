/**
 * Which files a benchmark target consists of — the files the scan would parse for that language —
 * and their text, read once up front so parse timings never include I/O.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languageById } from '../src/languages/index.js';
import { readSource } from '../src/scan/read-source.js';
import { DEFAULT_EXCLUDES, walkRepo } from '../src/scan/walk.js';
import type { LanguageId } from './harness.js';

/** The scan command's default `--max-file-bytes`. */
export const SCAN_MAX_FILE_BYTES = 1024 * 1024;

export interface LanguageBench {
  id: LanguageId;
  /** file name endings the bench counts when the scanner has no pack for the language */
  extensions: string[];
  /** grammar .wasm, resolved like the scanner does (`package/file`) */
  wasm: string;
  /** ast-grep rule: string literals that are call arguments */
  astGrepRule: string;
}

export const LANGUAGE_BENCH: Record<LanguageId, LanguageBench> = {
  python: {
    id: 'python',
    extensions: ['.py'],
    wasm: 'tree-sitter-python/tree-sitter-python.wasm',
    astGrepRule: [
      'id: idiomscope-bench-string-call-arg',
      'language: python',
      'rule:',
      '  kind: string',
      '  inside:',
      '    kind: argument_list',
      '',
    ].join('\n'),
  },
  java: {
    id: 'java',
    extensions: ['.java'],
    wasm: 'tree-sitter-java/tree-sitter-java.wasm',
    astGrepRule: [
      'id: idiomscope-bench-string-call-arg',
      'language: java',
      'rule:',
      '  kind: string_literal',
      '  inside:',
      '    kind: argument_list',
      '',
    ].join('\n'),
  },
};

export interface CorpusFile {
  /** repo-relative, `/`-separated */
  path: string;
  abs: string;
  bytes: number;
  lines: number;
  text: string;
}

export interface Corpus {
  files: CorpusFile[];
  bytes: number;
  lines: number;
  /** files the scan would skip (too large, minified, binary, not UTF-8) */
  skipped: number;
  /** `walk`: the scanner's own walk and language pack; `extension`: no pack registered, listed by extension */
  via: 'walk' | 'extension';
}

/** True when the scanner has a language pack for `id` (src/languages/index.ts). */
export function scannerHasLanguage(id: LanguageId): boolean {
  return languageById(id) !== undefined;
}

function excludedDir(name: string): boolean {
  for (const pattern of DEFAULT_EXCLUDES) {
    const p = pattern.replace(/\/$/, '');
    if (p.startsWith('*') ? name.endsWith(p.slice(1)) : name === p) return true;
  }
  return name.startsWith('.');
}

/** Files with one of `extensions`, skipping the scanner's default excludes (no .gitignore handling). */
function listByExtension(root: string, extensions: string[]): { path: string; abs: string }[] {
  const out: { path: string; abs: string }[] = [];
  const visit = (abs: string, rel: string): void => {
    let entries;
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!excludedDir(e.name)) visit(join(abs, e.name), childRel);
      } else if (e.isFile() && extensions.some((x) => e.name.endsWith(x))) {
        out.push({ path: childRel, abs: join(abs, e.name) });
      }
    }
  };
  visit(root, '');
  return out;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.length > 0 && !text.endsWith('\n') ? n + 1 : n;
}

/**
 * The files of `lang` the scan would parse: the scanner's walk (gitignore, default excludes) filtered
 * to the language's pack, each read and checked exactly as a worker does. Without a registered pack,
 * files are listed by extension instead.
 */
export function loadCorpus(root: string, lang: LanguageBench): Corpus {
  const via = scannerHasLanguage(lang.id) ? 'walk' : 'extension';
  const listed = via === 'walk'
    ? walkRepo(root).filter((e) => e.language === lang.id && e.skip === null).map((e) => ({ path: e.path, abs: e.abs, bytes: e.bytes }))
    : listByExtension(root, lang.extensions).map((e) => ({ ...e, bytes: 0 }));
  const files: CorpusFile[] = [];
  let bytes = 0;
  let lines = 0;
  let skipped = 0;
  for (const e of listed) {
    const read = readSource(e.abs, SCAN_MAX_FILE_BYTES, e.bytes);
    if (read.skip || read.text === null) {
      skipped++;
      continue;
    }
    const n = countLines(read.text);
    files.push({ path: e.path, abs: e.abs, bytes: read.bytes, lines: n, text: read.text });
    bytes += read.bytes;
    lines += n;
  }
  return { files, bytes, lines, skipped, via };
}

/** Guesses the language of a real repository: whichever of .py / .java files is more numerous. */
export function detectLanguage(root: string): LanguageId {
  const py = listByExtension(root, LANGUAGE_BENCH.python.extensions).length;
  const java = listByExtension(root, LANGUAGE_BENCH.java.extensions).length;
  return java > py ? 'java' : 'python';
}
