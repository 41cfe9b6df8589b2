import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { stringify } from 'yaml';
import { AppError } from '../core/errors.js';
import { compileQuery } from '../generate/compile.js';
import { runPatterns, type CompiledPattern } from '../generate/engine.js';
import { configQueryParams, namespaceOf, queryFilesOf, type AcceptedPattern } from '../generate/pattern.js';
import { GRAMMAR_LANGUAGES, header, queryGap, renderConfigRule, renderQueries } from '../generate/render.js';
import { closeDatabase, runNamed } from '../store/db.js';
import { DB_OPTION, JSON_OPTION, type CommandModule } from './command.js';
import { collect, defaultQueriesDir, loadPatternContext, sourceTexts } from './patterns-context.js';

/** Why an accepted pattern has no query: a file-name registry is declared by files, not by code; some shapes have no form yet. */
function skipReason(p: AcceptedPattern): string {
  if (p.kind === 'files') return 'a file-name registry is declared by the files themselves: no tree-sitter query finds it (`pairs` lists the strings that name them)';
  if (!RENDERABLE_KINDS.has(p.kind)) return `no query form for a ${p.kind} pattern: scan and accept the ranked candidate instead`;
  return queryGap(p) ?? 'no query form';
}

/** A pattern a query or rule is written for: a renderable kind, and a grammar language's form exists. */
function renderable(p: AcceptedPattern): boolean {
  return RENDERABLE_KINDS.has(p.kind) && (!GRAMMAR_LANGUAGES.has(p.language) || queryGap(p) === null);
}

/** Candidate kinds a query or rule can be generated for. */
const RENDERABLE_KINDS = new Set(['call', 'class_attr', 'table', 'implicit', 'config', 'pair']);

export interface ManifestEntry {
  id: string;
  language: string;
  kind: string;
  namespace: string;
  subject: string;
  role: string;
  position: string;
  declaration?: string;
  reference?: string;
  rule?: string;
  sites: number | null;
}

const generate: CommandModule = {
  name: 'generate',
  summary: 'write tree-sitter queries (and YAML rules for config formats) for every accepted pattern',
  options: [
    DB_OPTION,
    { flags: '--decisions <file>', description: 'decisions file (default: idiomscope.yaml beside the database)' },
    { flags: '--out <dir>', description: 'output directory (default: queries-generated/<repo-name>)' },
    JSON_OPTION,
  ],
  examples: ['idiomscope generate', 'idiomscope generate --decisions review/idiomscope.yaml --out queries-generated/webhook-service'],
  async run(_args, opts, io) {
    const ctx = await loadPatternContext(io, opts, false);
    try {
      const out = opts.out ? resolve(io.cwd, String(opts.out)) : defaultQueriesDir(io.cwd, ctx.repoName);
      const files = new Map<string, string>();
      const manifest: ManifestEntry[] = [];
      const compiled: CompiledPattern[] = [];
      const texts = new Map<string, { declaration: string; reference: string }>();
      // a pattern proposed by triage at a role that is no call slot (a subscript, a comparison) has no
      // query form yet: it is listed as skipped, never dropped silently
      // (and so is an accepted candidate whose shape has no query form in its language yet)
      const skipped = ctx.patterns.filter((p) => !renderable(p));
      const patterns = ctx.patterns.filter(renderable);
      for (const p of patterns) {
        if (!GRAMMAR_LANGUAGES.has(p.language)) continue;
        let q;
        try {
          q = renderQueries(p);
        } catch (e) {
          throw new AppError('query_invalid', `pattern ${p.id} (${p.subject} ${p.role} ${p.position}): ${(e as Error).message}`, { file: ctx.decisionsPath });
        }
        const where = `pattern ${p.id} (${p.subject})`;
        compiled.push({
          pattern: p,
          declaration: await compileQuery(p.language, q.declaration, `${p.language}/${p.id}.scm`, `${where} declaration query`),
          reference: await compileQuery(p.language, q.reference, `${p.language}/${p.id}.references.scm`, `${where} reference query`),
          onlyFile: queryFilesOf(p),
        });
        texts.set(p.id, q);
      }
      // the number of sites each declaration query matches now, for its header
      const counts = new Map<string, number>();
      if (ctx.db && ctx.repoRoot) {
        const hits = await runPatterns(compiled, await collect(sourceTexts(ctx.db, ctx.repoRoot)));
        for (const h of hits) counts.set(h.pattern.id, h.declarations.length);
      }
      const configCounts = new Map<string, number>();
      for (const p of patterns) {
        const base = { id: p.id, language: p.language, kind: p.kind, namespace: namespaceOf(p), subject: p.subject, role: p.role, position: p.position };
        if (GRAMMAR_LANGUAGES.has(p.language)) {
          const q = texts.get(p.id)!;
          const sites = counts.get(p.id) ?? null;
          const decl = `${p.language}/${p.id}.scm`;
          const ref = `${p.language}/${p.id}.references.scm`;
          files.set(decl, header(p, 'declaration', sites) + q.declaration);
          files.set(ref, header(p, 'reference', null) + q.reference);
          manifest.push({ ...base, declaration: decl, reference: ref, sites });
        } else {
          let sites: number | null = null;
          if (ctx.db) {
            const rows = await runNamed(ctx.db, 'keys-config', configQueryParams(p));
            sites = rows.filter((r) => r.side === 'declared').length;
            configCounts.set(p.id, sites);
          }
          const rule = `config/${p.id}.yaml`;
          files.set(rule, renderConfigRule(p, sites));
          manifest.push({ ...base, rule, sites });
        }
      }
      files.set('manifest.yaml', `# idiomscope generated manifest: do not edit, regenerate with \`idiomscope generate\`\n${stringify({
        decisions: relative(io.cwd, ctx.decisionsPath).split('\\').join('/'),
        patterns: manifest,
        ...(skipped.length ? { skipped: skipped.map((p) => ({ id: p.id, kind: p.kind, subject: p.subject, role: p.role, position: p.position, why: skipReason(p) })) } : {}),
      })}`);
      // write beside, then swap: a failed run leaves the previous output whole
      const tmp = `${out}.tmp-${process.pid}`;
      rmSync(tmp, { recursive: true, force: true });
      for (const [rel, text] of [...files.entries()].sort()) {
        mkdirSync(dirname(join(tmp, rel)), { recursive: true });
        writeFileSync(join(tmp, rel), text);
      }
      mkdirSync(dirname(out), { recursive: true });
      const old = `${out}.old-${process.pid}`;
      let hadOld = false;
      try {
        renameSync(out, old);
        hadOld = true;
      } catch {
        // nothing there yet
      }
      renameSync(tmp, out);
      if (hadOld) rmSync(old, { recursive: true, force: true });
      if (opts.json) io.stdout.write(JSON.stringify({ out, patterns: manifest, skipped: skipped.map((p) => p.id) }, null, 2) + '\n');
      else {
        io.stdout.write(`wrote ${manifest.length} patterns to ${relative(io.cwd, out) || '.'}\n`);
        for (const m of manifest) io.stdout.write(`  ${m.id}  ${m.language.padEnd(13)} ${m.namespace}  ${m.sites ?? '?'} sites\n`);
        for (const p of skipped) io.stderr.write(`skipped ${p.id} (${p.kind} ${p.subject} ${p.role} ${p.position}): ${skipReason(p)}\n`);
      }
      return 0;
    } finally {
      if (ctx.db) closeDatabase(ctx.db);
    }
  },
};

export default generate;
