import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of DESIGN.md, checked on our own code (dependency-cruiser style). Each rule says
 * which src/ folders a folder may import and why.
 */
const ALLOWED: Record<string, { may: string[]; why: string }> = {
  core: { may: [], why: 'the shared vocabulary stays cycle-free' },
  languages: { may: ['core'], why: 'packs are pure extraction: no database, no UI' },
  frameworks: { may: ['core'], why: 'known-idiom packs are data' },
  scan: { may: ['core', 'languages'], why: 'extraction is testable without a database' },
  store: { may: ['core'], why: 'one place owns the SQL, the schema and the connection lifecycle' },
  analyze: { may: ['core', 'store'], why: 'ranking reads through named SQL and returns plain rows' },
  decide: { may: ['core'], why: 'the review logic is a pure reducer, testable without Ink' },
  tui: { may: ['core', 'decide', 'analyze'], why: 'the UI renders what analyze and decide give it' },
  generate: { may: ['core', 'decide', 'scan', 'languages'], why: 'artefacts come from decisions and grammars, not from the UI or SQL' },
  triage: { may: ['core', 'store', 'analyze', 'decide'], why: 'triage reads stored results' },
  report: { may: ['core', 'store'], why: 'reports read only stored results' },
  graph: { may: ['core', 'store'], why: 'the graph is built from stored facts' },
  commands: { may: ['core', 'languages', 'frameworks', 'scan', 'store', 'analyze', 'decide', 'tui', 'generate', 'triage', 'report', 'graph', 'commands'], why: 'commands are the only place stages meet' },
};

/** Packages only one folder may import. */
const OWNERS: Record<string, string[]> = {
  '@duckdb/node-api': ['store'],
  ink: ['tui'],
  react: ['tui'],
  '@observablehq/plot': ['report'],
  linkedom: ['report'],
  'web-tree-sitter': ['scan', 'languages', 'generate'],
};

const SRC = resolve(import.meta.dirname, '..', 'src');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []);
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    out.push((m[1] ?? m[2])!);
  }
  return out;
}

function checkBoundaries(SRC: string): string[] {
  const folderOf = (file: string): string => {
    const rel = relative(SRC, file).split(/[\\/]/);
    return rel.length === 1 ? '(root)' : rel[0]!;
  };
  const violations: string[] = [];
  for (const file of files(SRC)) {
      const from = folderOf(file);
      if (from === '(root)') continue;
      const rule = ALLOWED[from];
      if (!rule) {
        violations.push(`${relative(SRC, file)}: folder ${from} has no boundary rule`);
        continue;
      }
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = resolve(dirname(file), spec);
          const rel = relative(SRC, target);
          if (rel.startsWith('..')) continue;
          const to = rel.split(/[\\/]/).length === 1 ? '(root)' : rel.split(/[\\/]/)[0]!;
          if (to === from) continue;
          if (to === '(root)' || !rule.may.includes(to)) violations.push(`${relative(SRC, file)} -> ${rel}: ${from} may import only [${rule.may.join(', ')}] (${rule.why})`);
        } else {
          const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
          const owners = OWNERS[pkg];
          if (owners && !owners.includes(from)) {
            violations.push(`${relative(SRC, file)} imports ${pkg}, which only [${owners.join(', ')}] may import`);
          }
        }
      }
  }
  return violations;
}

describe('import boundaries', () => {
  it('finds the source files', () => {
    expect(files(SRC).length).toBeGreaterThan(10);
  });

  it('every folder imports only what its layer allows', () => {
    expect(checkBoundaries(SRC)).toEqual([]);
  });

  it('the checker catches planted violations', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    for (const d of ['store', 'scan', 'analyze']) mkdirSync(join(root, d));
    writeFileSync(join(root, 'scan', 'walk.ts'), 'export const x = 1;\n');
    writeFileSync(join(root, 'store', 'db.ts'), "import { x } from '../scan/walk.js';\n");
    writeFileSync(join(root, 'analyze', 'rank.ts'), "import { DuckDBInstance } from '@duckdb/node-api';\n");
    const found = checkBoundaries(root);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('analyze/rank.ts imports @duckdb/node-api');
    expect(found[1]).toContain('store/db.ts -> scan/walk.js');
  });
});
