import { mkdirSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { AppError } from '../core/errors.js';
import { stripControl } from '../core/paths.js';
import { Progress } from '../core/progress.js';
import { splitWords } from '../core/tokens.js';
import type { ConfidenceTier, RuntimeKey, RuntimeKeySite } from '../core/types.js';
import { compileQuery } from '../generate/compile.js';
import { runPatterns, type CompiledPattern } from '../generate/engine.js';
import { buildKeySites, toRuntimeKeys, type ScanFacts } from '../generate/keys.js';
import { configDirectory, configKeyNamespace, configQueryParams, namespaceOf, queryFilesOf, type AcceptedPattern } from '../generate/pattern.js';
import { GRAMMAR_LANGUAGES } from '../generate/render.js';
import { closeDatabase, openDatabase, runNamed, type Db } from '../store/db.js';
import { replaceRuntimeKeys, runtimeKeysStale } from '../store/runtime-keys.js';
import { DB_OPTION, JSON_OPTION, type CommandModule, type Io } from './command.js';
import type { ManifestEntry } from './generate.js';
import { collect, defaultQueriesDir, sourceTexts } from './patterns-context.js';

async function scanFacts(db: Db): Promise<ScanFacts> {
  const folded = new Map<string, { key: string; tier: ConfidenceTier }>();
  for (const r of await runNamed<{ file: string; line: number; col: number; key: string; tier: ConfidenceTier }>(db, 'keys-folded')) {
    folded.set(`${r.file}:${r.line}:${r.col}`, { key: r.key, tier: r.tier });
  }
  const callees = new Set<string>();
  for (const r of await runNamed<{ subject: string; file: string; line: number }>(db, 'keys-callee-sites')) callees.add(`${r.subject}\u0000${r.file}:${r.line}`);
  const defs = new Map<string, { symbol: string; name: string; line: number; end: number }[]>();
  for (const r of await runNamed<{ file: string; symbol: string; name: string; line: number; end_line: number; kind: string }>(db, 'keys-definitions')) {
    if (r.kind === 'variable' || r.kind === 'field') continue;
    const list = defs.get(r.file) ?? [];
    list.push({ symbol: r.symbol, name: r.name, line: r.line, end: r.end_line });
    defs.set(r.file, list);
  }
  const profiles = new Map<string, string[]>();
  for (const r of await runNamed<{ symbol: string; profile: string }>(db, 'keys-profiles')) {
    profiles.set(r.symbol, [...(profiles.get(r.symbol) ?? []), r.profile]);
  }
  const writers = (await runNamed<{ symbol: string }>(db, 'keys-storage-writers')).map((r) => r.symbol);
  const targets = new Map<string, string>();
  for (const r of await runNamed<{ file: string; line: number; value: string; target: string }>(db, 'keys-table-targets')) {
    targets.set(`${r.file}:${r.line}:${r.value}`, r.target);
  }
  return {
    isStorageWriter: (symbol) => writers.some((w) => symbol === w || symbol.startsWith(`${w}.`)),
    keyAt: (file, line, col) => folded.get(`${file}:${line}:${col}`),
    sameCallee: (subject, file, line) => callees.has(`${subject}\u0000${file}:${line}`),
    symbolAt(file, line) {
      let best: { symbol: string; line: number; end: number } | undefined;
      for (const d of defs.get(file) ?? []) {
        if (d.line <= line && line <= d.end && (!best || d.line >= best.line)) best = d;
      }
      return best ? best.symbol : `${file}::<module>`;
    },
    symbolNamed: (file, name, line) => (defs.get(file) ?? []).find((d) => d.name === name && d.line <= line && line <= d.end)?.symbol,
    profilesOf: (symbol) => profiles.get(symbol) ?? [],
    // the value as the query captured it: a string literal keeps its quotes (and any prefix)
    tableTarget: (file, line, text) => targets.get(`${file}:${line}:${text.replace(/^[rRbBuU]*(['"])([\s\S]*)\1$/, '$2')}`),
  };
}

function readManifest(dir: string): { patterns: ManifestEntry[] } {
  const file = join(dir, 'manifest.yaml');
  if (!existsSync(file)) throw new AppError('not_found', `no manifest.yaml in ${dir}: run \`idiomscope generate\` first`, { file });
  const doc = parse(readFileSync(file, 'utf8')) as { patterns?: ManifestEntry[] };
  return { patterns: doc.patterns ?? [] };
}

function patternOf(m: ManifestEntry, storage: Map<string, string>): AcceptedPattern {
  return { id: m.id, kind: m.kind, language: m.language, subject: m.subject, role: m.role, position: m.position, reason: null, storageContainer: storage.get(m.id) ?? null };
}

async function build(opts: Record<string, unknown>, io: Io): Promise<number> {
  const db = await openDatabase(resolve(io.cwd, String(opts.db)), { readOnly: false });
  try {
    const meta = Object.fromEntries((await runNamed<{ key: string; value: string }>(db, 'meta')).map((r) => [r.key, r.value]));
    const dir = opts.queries ? resolve(io.cwd, String(opts.queries)) : defaultQueriesDir(io.cwd, meta.repo_name ?? null);
    const manifest = readManifest(dir);
    const storage = new Map((await runNamed<{ candidate_id: string; storage_container: string }>(db, 'pattern-storage')).map((r) => [r.candidate_id, r.storage_container]));
    const compiled: CompiledPattern[] = [];
    const config: AcceptedPattern[] = [];
    for (const m of manifest.patterns) {
      const p = patternOf(m, storage);
      if (!GRAMMAR_LANGUAGES.has(p.language)) {
        config.push(p);
        continue;
      }
      // the query files as they are on disk: hand edits run, hand breakage is reported with its position
      const read = (rel: string): string => readFileSync(join(dir, rel), 'utf8');
      compiled.push({
        pattern: p,
        declaration: await compileQuery(p.language, read(m.declaration!), join(dir, m.declaration!), `pattern ${p.id} declaration query`),
        reference: await compileQuery(p.language, read(m.reference!), join(dir, m.reference!), `pattern ${p.id} reference query`),
        onlyFile: queryFilesOf(p),
      });
    }
    const facts = await scanFacts(db);
    const files = meta.repo_root ? await collect(sourceTexts(db, meta.repo_root)) : [];
    const progress = new Progress('keys', files.length, io.stderr as NodeJS.WriteStream);
    let done = 0;
    const hits = await runPatterns(compiled, files, () => progress.update(++done));
    progress.done();
    const sites: RuntimeKeySite[] = [];
    let unfolded = 0;
    let homonyms = 0;
    for (const h of hits) {
      const r = buildKeySites(h, facts);
      sites.push(...r.sites);
      unfolded += r.unfolded.length;
      homonyms += r.homonyms;
    }
    // the namespaces of configuration keys, as each row names it (a directory row names one per file)
    const configNamespaces = new Map<string, { pattern: AcceptedPattern; container: string }>();
    for (const p of config) if (configDirectory(p) === null) configNamespaces.set(namespaceOf(p), { pattern: p, container: p.position });
    for (const p of config) {
      type ConfigRow = { side: 'declared' | 'referenced'; file: string; line: number; key: string; symbol: string; callee_path: string | null; container: string | null };
      for (const r of await runNamed<ConfigRow>(db, 'keys-config', configQueryParams(p))) {
        const { namespace, container } = configKeyNamespace(p, r);
        if (!configNamespaces.has(namespace)) configNamespaces.set(namespace, { pattern: p, container });
        sites.push({ namespace, key: r.key, side: r.side, file: r.file, line: r.line, symbol: r.symbol, confidence: 'literal', discriminator: null, patternId: p.id });
      }
    }
    const loadedGroups = new Set((await runNamed<{ grp: string }>(db, 'keys-external')).map((r) => r.grp));
    const namespaces = [
      ...compiled.map((c) => ({ namespace: namespaceOf(c.pattern), pattern: c.pattern, container: c.pattern.position })),
      ...[...configNamespaces].map(([namespace, v]) => ({ namespace, ...v })),
    ].map(({ namespace, pattern: p, container }) => ({
      namespace, patternId: p.id, language: p.language,
      // entry points: contributors may live in other distributions; so may a group the code loads
      external: p.kind === 'config' && /entry_point/.test(p.subject) || (container !== '' && loadedGroups.has(container)),
    }));
    await replaceRuntimeKeys(db, sites, namespaces);
    const records = toRuntimeKeys(sites, new Set(namespaces.filter((n) => n.external).map((n) => n.namespace)));
    const jsonl = join(dir, 'runtime-keys.jsonl');
    mkdirSync(dirname(jsonl), { recursive: true });
    writeFileSync(jsonl, records.map((r) => JSON.stringify(r)).join('\n') + (records.length ? '\n' : ''));
    const summary = { patterns: manifest.patterns.length, keys: records.length, sites: sites.length, unfolded, homonyms, jsonl };
    if (opts.json) io.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    else io.stdout.write(`built ${records.length} runtime keys from ${manifest.patterns.length} patterns (${sites.length} sites; ${unfolded} symbolic keys left unfolded; ${homonyms} same-named callees skipped) -> ${jsonl}\n`);
    return 0;
  } finally {
    closeDatabase(db);
  }
}

async function search(words: string[], opts: Record<string, unknown>, io: Io): Promise<number> {
  const db = await openDatabase(resolve(io.cwd, String(opts.db)));
  try {
    const rows = await runNamed<Record<string, unknown>>(db, 'runtime-keys');
    const records: RuntimeKey[] = rows.map((r) => ({
      kind: 'runtime_key', namespace: String(r.namespace), key: String(r.key),
      declared_by: (r.declared_by as string[] | null) ?? [], referenced_by: (r.referenced_by as string[] | null) ?? [],
      confidence: r.confidence as ConfidenceTier,
      ...(r.discriminator ? { discriminator: String(r.discriminator) } : {}),
      ...(r.external ? { external: true } : {}),
    }));
    if (records.length > 0 && await runtimeKeysStale(db)) {
      io.stderr.write('note: these runtime keys were built from an earlier scan; run `idiomscope keys build` to refresh them\n');
    }
    const want = splitWords(words.join(' '));
    // every word must be in the key; the fewer other words a key has, the better it matches
    const found = want.length === 0 ? records : records
      .map((r) => ({ r, words: splitWords(r.key) }))
      .filter(({ words }) => want.every((w) => words.includes(w)))
      .sort((a, b) => a.words.length - b.words.length || (a.r.key < b.r.key ? -1 : 1))
      .map(({ r }) => r);
    if (opts.json) io.stdout.write(JSON.stringify(found, null, 2) + '\n');
    else if (records.length === 0) io.stdout.write('no runtime keys in this workspace: run `idiomscope generate` and `idiomscope keys build`\n');
    else if (found.length === 0) io.stdout.write(`no key matches "${stripControl(words.join(' '))}"\n`);
    else {
      for (const r of found) {
        io.stdout.write(`${stripControl(r.key)}  [${r.namespace}] ${r.confidence}${r.discriminator ? ` ${r.discriminator}` : ''}${r.external ? ' external' : ''}\n`);
        for (const d of r.declared_by) io.stdout.write(`  declared   ${stripControl(d)}\n`);
        for (const d of r.referenced_by) io.stdout.write(`  referenced ${stripControl(d)}\n`);
      }
    }
    return 0;
  } finally {
    closeDatabase(db);
  }
}

const keys: CommandModule = {
  name: 'keys',
  summary: 'search runtime keys ("payment succeeded"), or `keys build` the index by running the generated queries',
  args: [{ name: 'text', description: '`build`, or words to search for', variadic: true }],
  options: [
    DB_OPTION,
    { flags: '--queries <dir>', description: 'with build: generated queries (default: queries-generated/<repo-name>)' },
    JSON_OPTION,
  ],
  examples: ['idiomscope keys build', 'idiomscope keys payment succeeded', 'idiomscope keys PaymentSucceeded --json'],
  async run(args, opts, io) {
    if (args[0] === 'build') return build(opts, io);
    return search(args, opts, io);
  },
};

export default keys;
