#!/usr/bin/env node
/**
 * Renders the reports of the sample repositories (`npm run report:samples`):
 *
 *   node scripts/render-reports.mjs [--out DIR] [--quiet] [SAMPLE...]
 *
 * Each sample in sample-repos/ is scanned into a fresh temporary workspace and every notebook in
 * notebooks/ is rendered into DIR/<sample>/ (default reports/), with the decisions in
 * sample-repos/<sample>.decisions.yaml when there is one. Runs the built CLI exactly as a user
 * would (build first).
 *
 * The output is a pure function of the samples, the notebooks and the code: no clock, no absolute
 * paths, stable ids. test/e2e/report-samples.test.ts renders into a temp dir and compares byte for
 * byte with the committed reports/.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'bin', 'idiomscope.js');
const SAMPLES = ['webhook-service', 'django-service', 'spring-payments', 'plugin-host'];

function parseArgs(argv) {
  const opts = { out: join(ROOT, 'reports'), quiet: false, samples: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--out') opts.out = resolve(argv[++i] ?? '');
    else if (a === '--quiet') opts.quiet = true;
    else if (a === '--help' || a === '-h') {
      process.stdout.write('usage: node scripts/render-reports.mjs [--out DIR] [--quiet] [SAMPLE...]\n');
      process.exit(0);
    } else if (SAMPLES.includes(a)) opts.samples.push(a);
    else {
      process.stderr.write(`render-reports: unknown argument ${a} (samples: ${SAMPLES.join(', ')})\n`);
      process.exit(2);
    }
  }
  if (opts.samples.length === 0) opts.samples = SAMPLES;
  return opts;
}

function cli(args) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (r.status !== 0) {
    process.stderr.write(`render-reports: idiomscope ${args.join(' ')} exited ${r.status}\n${r.stdout}${r.stderr}`);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

const opts = parseArgs(process.argv.slice(2));
if (!existsSync(join(ROOT, 'dist', 'src', 'cli.js'))) {
  process.stderr.write('render-reports: the CLI is not built: run `npm run build` first\n');
  process.exit(3);
}
const work = mkdtempSync(join(tmpdir(), 'idiomscope-samples-'));
try {
  for (const sample of opts.samples) {
    const db = join(work, sample, 'index.duckdb');
    mkdirSync(dirname(db), { recursive: true });
    cli(['scan', join('sample-repos', sample), '--db', db]);
    const out = join(opts.out, sample);
    // stale pages of notebooks that no longer exist go away; nothing else in the folder is touched
    if (existsSync(out)) {
      for (const f of readdirSync(out)) if (/\.(html|md)$/.test(f)) rmSync(join(out, f));
    }
    const args = ['report', '--db', db, '--out', out];
    // the review of the sample kept beside it (also what `generate` reads), so the figures show decisions
    const decisions = join(ROOT, 'sample-repos', `${sample}.decisions.yaml`);
    if (existsSync(decisions)) args.push('--decisions', decisions);
    cli(args);
    if (!opts.quiet) {
      const files = readdirSync(out).filter((f) => /\.(html|md)$/.test(f)).sort();
      const bytes = files.reduce((n, f) => n + statSync(join(out, f)).size, 0);
      process.stdout.write(`${relative(ROOT, out) || out}: ${files.join(', ')} (${Math.round(bytes / 1024)} KB)\n`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
