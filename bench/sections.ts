/**
 * The measurements, in the order they run for each target. Each returns named figures; aims are the
 * project's performance goals. To add a measurement, append a Section to SECTIONS — it can read the
 * scan database path (`state.get('db')`) and the scan summaries left here. Rank and explorer
 * timings on that database are in interactive.ts.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { isTestPath } from '../src/core/paths.js';
import { languageById } from '../src/languages/index.js';
import { extractorFingerprint } from '../src/scan/fingerprint.js';
import { pythonModules } from '../src/scan/modules.js';
import { parseSource } from '../src/scan/parser-cache.js';
import { type Corpus, LANGUAGE_BENCH, loadCorpus, scannerHasLanguage } from './corpus.js';
import type { BenchContext, Figure, Section, SectionOutput } from './harness.js';
import { INTERACTIVE_SECTIONS } from './interactive.js';
import { AST_GREP_THREADS, freshDb, runAstGrep, runScan, type ScanRun } from './runners.js';

const require = createRequire(import.meta.url);
const MB = 1e6;

/** The performance goals, in one place. */
export const AIMS = {
  scanOverParse: { op: '<=', target: 0.8 },
  scanOverAstGrep: { op: '<=', target: 1.0 },
  rescanOverScan: { op: '<=', target: 0.05 },
  loadSharePct: { op: '<', target: 5 },
  loadRowsPerS: { op: '>=', target: 200_000 },
  peakRssMiB: { op: '<=', target: 300 },
} as const;

// ---- state shared between sections ---------------------------------------------------------------

function corpusOf(ctx: BenchContext): Corpus | null {
  return (ctx.state.get('corpus') as Corpus | undefined) ?? null;
}

function scanOf(ctx: BenchContext, key: 'scan1' | 'scan2' | 'rescan'): ScanRun | null {
  return (ctx.state.get(key) as ScanRun | undefined) ?? null;
}

function dbOf(ctx: BenchContext): string {
  return join(ctx.tmp, 'bench.duckdb');
}

function noFiles(ctx: BenchContext): string | null {
  const c = corpusOf(ctx);
  return c && c.files.length > 0 ? null : `no ${ctx.target.language} files to measure`;
}

/** Why the full-scan figures cannot be had for this target, or null. */
function noScan(ctx: BenchContext): string | null {
  if (!scannerHasLanguage(ctx.target.language)) {
    return `no ${ctx.target.language} language pack registered (src/languages/index.ts): the scan finds 0 ${ctx.target.language} files, so scan figures are not measured`;
  }
  const unusable = ctx.state.get('scanUnusable') as string | undefined;
  if (unusable) return unusable;
  return noFiles(ctx);
}

function needsScan2(ctx: BenchContext): string | null {
  return noScan(ctx) ?? (scanOf(ctx, 'scan2') ? null : 'the full scan did not complete');
}

function ratio(a: number | null, b: number | null): number | null {
  return a !== null && b !== null && b > 0 ? a / b : null;
}

// ---- sections --------------------------------------------------------------------------------------

const corpus: Section = {
  id: 'corpus',
  title: 'corpus',
  async run(ctx) {
    const lang = LANGUAGE_BENCH[ctx.target.language];
    ctx.log(`reading the ${lang.id} files of ${ctx.target.dir}`);
    const t0 = performance.now();
    const c = loadCorpus(ctx.target.dir, lang);
    const readMs = performance.now() - t0;
    ctx.state.set('corpus', c);
    const notes: string[] = [];
    if (c.via === 'extension') notes.push(`no ${lang.id} language pack registered; files listed by extension (${lang.extensions.join(', ')}) with the scanner's default excludes`);
    if (c.skipped) notes.push(`${c.skipped} files skipped as the scan would skip them (too large, minified, binary, not UTF-8)`);
    const syn = ctx.target.synthetic;
    if (syn) notes.push(syn.reused ? 'synthetic repository reused (marker matched)' : `synthetic repository generated in ${(syn.generateMs / 1000).toFixed(1)} s`);
    const figures: Figure[] = [
      { key: 'corpus.files', label: `${lang.id} files parsed by a scan`, value: c.files.length },
      { key: 'corpus.mb', label: 'size', value: c.bytes / MB, unit: 'MB' },
      { key: 'corpus.lines', label: 'lines', value: c.lines },
      { key: 'corpus.avgKB', label: 'average file size', value: c.files.length ? c.bytes / c.files.length / 1024 : null, unit: 'KiB', digits: 1 },
      { key: 'corpus.readS', label: 'read time (not counted below)', value: readMs / 1000, unit: 's' },
    ];
    return { figures, notes };
  },
};

let parserReady: Promise<void> | null = null;

const bareParse: Section = {
  id: 'parse',
  title: 'bare parse',
  skip: noFiles,
  async run(ctx) {
    const c = corpusOf(ctx)!;
    const lang = LANGUAGE_BENCH[ctx.target.language];
    ctx.log(`bare web-tree-sitter parse of ${c.files.length} files, 1 thread`);
    parserReady ??= Parser.init();
    await parserReady;
    const tl = performance.now();
    const language = await Language.load(require.resolve(lang.wasm));
    const parser = new Parser();
    parser.setLanguage(language);
    const loadMs = performance.now() - tl;
    let errorFiles = 0;
    const t0 = performance.now();
    for (const f of c.files) {
      const tree = parser.parse(f.text);
      if (!tree) throw new Error(`tree-sitter returned no tree for ${f.path}`);
      if (tree.rootNode.hasError) errorFiles++;
      tree.delete();
    }
    const ms = performance.now() - t0;
    parser.delete();
    const figures: Figure[] = [
      { key: 'parse.seconds', label: 'parse time, 1 thread', value: ms / 1000, unit: 's' },
      { key: 'parse.mbPerS', label: 'parse throughput', value: c.bytes / MB / (ms / 1000), unit: 'MB/s' },
      { key: 'parse.filesPerS', label: 'files per second', value: c.files.length / (ms / 1000), digits: 0 },
      { key: 'parse.grammarLoadMs', label: 'grammar load (not counted)', value: loadMs, unit: 'ms', digits: 0 },
      { key: 'parse.errorFiles', label: 'files with syntax errors', value: errorFiles },
    ];
    return { figures, notes: ['parse time excludes file reads (texts read beforehand) and the one-off grammar load'] };
  },
};

const extract: Section = {
  id: 'extract',
  title: 'parse + extract',
  skip: (ctx) => noFiles(ctx) ?? (scannerHasLanguage(ctx.target.language) ? null : `no ${ctx.target.language} language pack registered`),
  async run(ctx) {
    const c = corpusOf(ctx)!;
    const pack = languageById(ctx.target.language)!;
    ctx.log(`in-process parse + extract of ${c.files.length} files with the ${pack.id} pack, 1 thread`);
    const modules = pythonModules(c.files.map((f) => f.path));
    let literals = 0;
    let failures = 0;
    const t0 = performance.now();
    for (const f of c.files) {
      const parsed = await parseSource(pack, f.text);
      try {
        literals += pack.extract({ path: f.path, text: f.text, module: modules.get(f.path) ?? null, inTest: isTestPath(f.path) }, parsed).literals.length;
      } catch {
        failures++;
      } finally {
        parsed.tree.delete();
      }
    }
    const ms = performance.now() - t0;
    const parseS = ctx.value('parse.seconds');
    const figures: Figure[] = [
      { key: 'extract.seconds', label: 'parse + extract, 1 thread, in-process', value: ms / 1000, unit: 's' },
      { key: 'extract.extractOnlyS', label: '  of which extract (minus bare parse)', value: parseS === null ? null : ms / 1000 - parseS, unit: 's' },
      { key: 'extract.literals', label: 'literals extracted', value: literals },
    ];
    const notes = ['the pack\'s extract() on the texts read beforehand: no worker pool, no hashing, no database'];
    if (failures) notes.push(`${failures} files threw in extract()`);
    return { figures, notes };
  },
};

const fullScan: Section = {
  id: 'scan',
  title: 'full scan',
  skip: noScan,
  async run(ctx) {
    const c = corpusOf(ctx)!;
    const db = dbOf(ctx);
    ctx.state.set('db', db);
    const jobs = ctx.opts.jobs;
    const notes: string[] = [];

    freshDb(db);
    ctx.log('idiomscope scan --jobs 1 (fresh database)');
    const s1 = await runScan(ctx.root, ctx.target.dir, db, 1);
    ctx.state.set('scan1', s1);
    if (s1.summary.scanned === 0) {
      const reason = `the scan parsed 0 files — no ${ctx.target.language} language pack registered?`;
      ctx.state.set('scanUnusable', reason);
      return { figures: [], notes: [reason] };
    }
    freshDb(db);
    ctx.state.set('fingerprint', extractorFingerprint());
    ctx.log(`idiomscope scan --jobs ${jobs} (fresh database)`);
    const s2 = await runScan(ctx.root, ctx.target.dir, db, jobs);
    ctx.state.set('scan2', s2);

    const sum = s2.summary;
    const t = sum.timings;
    const parseS = ctx.value('parse.seconds');
    const inProcess = ctx.value('extract.seconds');
    const t1 = s1.summary.timings;
    const figures: Figure[] = [
      { key: 'scan1.wallS', label: 'scan --jobs 1 (wall, incl. start-up)', value: s1.wallMs / 1000, unit: 's' },
      { key: 'scan1.seconds', label: 'scan --jobs 1 (summary.seconds)', value: s1.summary.seconds, unit: 's' },
      { key: 'scan1.parseExtractMs', label: '  timings.parseExtractMs', value: t1.parseExtractMs, unit: 'ms', digits: 0 },
      { key: 'scan1.loadMs', label: '  timings.loadMs', value: t1.loadMs, unit: 'ms', digits: 0 },
      { key: 'scan1.finalizeMs', label: '  timings.finalizeMs', value: t1.finalizeMs, unit: 'ms', digits: 0 },
      { key: 'scan1.poolOverheadS', label: '  parseExtract − in-process parse+extract', value: inProcess === null ? null : t1.parseExtractMs / 1000 - inProcess, unit: 's' },
      { key: 'scan2.wallS', label: `scan --jobs ${jobs} (wall, incl. start-up)`, value: s2.wallMs / 1000, unit: 's' },
      { key: 'scan2.seconds', label: `scan --jobs ${jobs} (summary.seconds)`, value: sum.seconds, unit: 's' },
      { key: 'scan2.mbPerS', label: `scan --jobs ${jobs} throughput`, value: c.bytes / MB / (s2.wallMs / 1000), unit: 'MB/s' },
      { key: 'scan.speedup', label: `speed-up jobs 1 → ${jobs}`, value: s1.wallMs / s2.wallMs, unit: '×' },
      { key: 'scan2.walkMs', label: '  timings.walkMs', value: t.walkMs, unit: 'ms', digits: 0 },
      { key: 'scan2.parseExtractMs', label: '  timings.parseExtractMs', value: t.parseExtractMs, unit: 'ms', digits: 0 },
      { key: 'scan2.loadMs', label: '  timings.loadMs', value: t.loadMs, unit: 'ms', digits: 0 },
      { key: 'scan2.finalizeMs', label: '  timings.finalizeMs', value: t.finalizeMs, unit: 'ms', digits: 0 },
      { key: 'scan2.startupMs', label: '  process start-up + exit (wall − seconds)', value: s2.wallMs - sum.seconds * 1000, unit: 'ms', digits: 0 },
      { key: 'scan2.scanned', label: 'files scanned', value: sum.scanned },
      { key: 'scan2.literals', label: 'literals', value: sum.literals },
      { key: 'scan2.literalsPer100Lines', label: 'literals per 100 lines', value: c.lines ? (sum.literals * 100) / c.lines : null, digits: 1 },
      { key: 'scan2.rowsLoaded', label: 'rows loaded', value: sum.rowsLoaded },
      { key: 'ratio.scanOverParse', label: `scan(${jobs} workers) / bare parse(1 thread)`, value: ratio(s2.wallMs / 1000, parseS), unit: '×', aim: AIMS.scanOverParse },
    ];
    if (sum.scanned !== c.files.length) notes.push(`the scan parsed ${sum.scanned} files, the corpus has ${c.files.length} ${ctx.target.language} files (other packs' files count too)`);
    if (sum.parseErrorFiles) notes.push(`${sum.parseErrorFiles} files with parse errors`);
    notes.push('ratios use wall-clock times of whole processes (start-up included), as a user sees them');
    return { figures, notes };
  },
};

const astGrep: Section = {
  id: 'ast-grep',
  title: 'ast-grep',
  skip: noFiles,
  async run(ctx): Promise<SectionOutput> {
    const c = corpusOf(ctx)!;
    const lang = LANGUAGE_BENCH[ctx.target.language];
    const rule = join(ctx.tmp, `string-call-arg.${lang.id}.yml`);
    writeFileSync(rule, lang.astGrepRule);
    const notes: string[] = [];
    // Synthetic repositories hold nothing else, so the directory is the same file set; for a real
    // repository pass the scan's files explicitly when the command line allows.
    let paths = ['.'];
    if (!ctx.target.synthetic) {
      const listed = c.files.map((f) => f.path);
      const length = listed.reduce((n, p) => n + p.length + 1, 0);
      if (length < 512 * 1024) paths = listed;
      else notes.push('file list too long for one command line: ast-grep searched the whole directory (it honours .gitignore but not the scan\'s default excludes)');
    }
    ctx.log(`ast-grep scan -j ${AST_GREP_THREADS} --json=stream (string call arguments)`);
    const r = await runAstGrep(ctx.root, rule, ctx.target.dir, paths);
    const scan2 = scanOf(ctx, 'scan2');
    const figures: Figure[] = [
      { key: 'astgrep.wallS', label: `ast-grep -j ${AST_GREP_THREADS} (wall)`, value: r.wallMs / 1000, unit: 's' },
      { key: 'astgrep.matches', label: 'matches (string call arguments)', value: r.matches },
      { key: 'astgrep.mbPerS', label: 'ast-grep throughput', value: c.bytes / MB / (r.wallMs / 1000), unit: 'MB/s' },
      { key: 'ratio.scanOverAstGrep', label: `scan(${ctx.opts.jobs} workers) / ast-grep(${AST_GREP_THREADS})`, value: scan2 ? scan2.wallMs / r.wallMs : null, unit: '×', aim: AIMS.scanOverAstGrep },
    ];
    const kind = lang.id === 'python' ? '`kind: string` inside `argument_list`' : '`kind: string_literal` inside `argument_list`';
    notes.push(`rule: ${kind}; output consumed as a JSON stream, one line per match`);
    if (!scan2) notes.push('no full-scan time to compare with');
    return { figures, notes };
  },
};

const rescan: Section = {
  id: 'rescan',
  title: 'no-change rescan',
  skip: needsScan2,
  async run(ctx) {
    const scan2 = scanOf(ctx, 'scan2')!;
    const db = dbOf(ctx);
    ctx.log(`idiomscope scan --jobs ${ctx.opts.jobs} again into the same database (nothing changed)`);
    const r = await runScan(ctx.root, ctx.target.dir, db, ctx.opts.jobs);
    ctx.state.set('rescan', r);
    const s = r.summary;
    const parsed = scan2.summary.scanned;
    const figures: Figure[] = [
      { key: 'rescan.wallS', label: 'rescan (wall, incl. start-up)', value: r.wallMs / 1000, unit: 's' },
      { key: 'rescan.seconds', label: 'rescan (summary.seconds)', value: s.seconds, unit: 's' },
      { key: 'rescan.walkMs', label: '  timings.walkMs', value: s.timings.walkMs, unit: 'ms', digits: 0 },
      { key: 'rescan.parseExtractMs', label: '  timings.parseExtractMs (read + hash)', value: s.timings.parseExtractMs, unit: 'ms', digits: 0 },
      { key: 'rescan.loadMs', label: '  timings.loadMs', value: s.timings.loadMs, unit: 'ms', digits: 0 },
      { key: 'rescan.finalizeMs', label: '  timings.finalizeMs (copy reused rows)', value: s.timings.finalizeMs, unit: 'ms', digits: 0 },
      { key: 'rescan.reused', label: 'files reused', value: s.reused },
      { key: 'rescan.reusedAll', label: `reused = parsed files (${parsed})`, value: s.reused === parsed && s.scanned === 0 },
      { key: 'ratio.rescanOverScan', label: 'rescan / full scan', value: r.wallMs / scan2.wallMs, unit: '×', aim: AIMS.rescanOverScan },
    ];
    const notes: string[] = [];
    if (s.reused !== parsed) notes.push(`reused ${s.reused} files but the full scan parsed ${parsed}`);
    if (extractorFingerprint() !== ctx.state.get('fingerprint')) {
      notes.push('the extractor fingerprint (dist/src/languages, dist/src/scan) changed between the full scan and the rescan — dist was rebuilt meanwhile, so nothing could be reused; rerun the bench');
    }
    if (s.scanned !== 0) notes.push(`${s.scanned} files were parsed again although nothing changed`);
    if (s.literals !== scan2.summary.literals) notes.push(`literal count changed on rescan: ${scan2.summary.literals} → ${s.literals}`);
    return { figures, notes };
  },
};

const load: Section = {
  id: 'load',
  title: 'duckdb load',
  skip: needsScan2,
  async run(ctx) {
    const s = scanOf(ctx, 'scan2')!.summary;
    const totalMs = s.seconds * 1000;
    const figures: Figure[] = [
      { key: 'load.sharePct', label: 'load share (loadMs + finalizeMs) / total', value: ((s.timings.loadMs + s.timings.finalizeMs) / totalMs) * 100, unit: '%', digits: 1, aim: AIMS.loadSharePct },
      { key: 'load.rowsPerS', label: 'load rate rowsLoaded / loadMs', value: s.timings.loadMs > 0 ? s.rowsLoaded / (s.timings.loadMs / 1000) : null, unit: 'rows/s', digits: 0, aim: AIMS.loadRowsPerS },
    ];
    return { figures, notes: [`of the --jobs ${ctx.opts.jobs} full scan; total = summary.seconds`] };
  },
};

const memory: Section = {
  id: 'memory',
  title: 'memory',
  skip: needsScan2,
  async run(ctx) {
    const s1 = scanOf(ctx, 'scan1');
    const s2 = scanOf(ctx, 'scan2')!;
    const re = scanOf(ctx, 'rescan');
    const figures: Figure[] = [
      { key: 'memory.scan2PeakMiB', label: `peak RSS, scan --jobs ${ctx.opts.jobs}`, value: s2.summary.peakRssMiB, unit: 'MiB', aim: AIMS.peakRssMiB },
      { key: 'memory.scan1PeakMiB', label: 'peak RSS, scan --jobs 1', value: s1?.summary.peakRssMiB ?? null, unit: 'MiB' },
      { key: 'memory.rescanPeakMiB', label: 'peak RSS, rescan', value: re?.summary.peakRssMiB ?? null, unit: 'MiB' },
    ];
    return { figures, notes: ['summary.peakRssMiB: the whole scan process, main thread and workers'] };
  },
};

/** Every measurement, in order: the scanner's, then rank and the explorer on the scan's database. */
export const SECTIONS: readonly Section[] = [corpus, bareParse, extract, fullScan, astGrep, rescan, load, memory, ...INTERACTIVE_SECTIONS];
