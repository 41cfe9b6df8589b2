import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rankCandidates } from '../../src/analyze/rank.js';
import { loadDecisions } from '../../src/decide/decisions.js';
import { parseNotebook, renderNotebooks, type Notebook, type RenderedNotebook } from '../../src/report/index.js';
import { closeDatabase, openDatabase, readMeta } from '../../src/store/db.js';
import { ROOT } from '../helpers/cli.js';
import { scanFixture } from '../helpers/repo.js';

export const SAMPLES = ['webhook-service', 'django-service', 'spring-payments', 'plugin-host'] as const;
export const NOTEBOOKS = ['registries', 'scan', 'triage'] as const;

const dbs = new Map<string, string>();

/** The workspace of a sample repository, scanned once per test file with the built CLI. */
export function sampleDb(sample: string): string {
  if (!dbs.has(sample)) dbs.set(sample, scanFixture(join(ROOT, 'sample-repos', sample)));
  return dbs.get(sample)!;
}

/** A shipped notebook (notebooks/<name>.md), or any notebook file by path from the project root. */
export function loadNotebook(nameOrPath: string): Notebook {
  const path = nameOrPath.endsWith('.md') ? nameOrPath : `notebooks/${nameOrPath}.md`;
  return parseNotebook(readFileSync(join(ROOT, path), 'utf8'), path);
}

/** The decisions the sample reports use (sample-repos/<sample>.decisions.yaml), as the command passes them. */
export async function sampleDecisions(sample: string): Promise<Map<string, 'accepted' | 'rejected'>> {
  const file = join(ROOT, 'sample-repos', `${sample}.decisions.yaml`);
  if (!existsSync(file)) return new Map();
  return new Map([...(await loadDecisions(file))].map(([id, d]) => [id, d.status]));
}

/** Renders notebooks on a workspace the way `idiomscope report` does. */
export async function render(dbPath: string, notebooks: Notebook[], decisions: ReadonlyMap<string, 'accepted' | 'rejected'> = new Map()): Promise<RenderedNotebook[]> {
  const db = await openDatabase(dbPath, { readOnly: true });
  try {
    const candidates = await rankCandidates(db);
    const members = await rankCandidates(db, { allMembers: true });
    const meta = await readMeta(db);
    return await renderNotebooks(db, notebooks, { decisions, candidates, members, repoName: meta.repo_name });
  } finally {
    closeDatabase(db);
  }
}

/** The inner HTML of the cell with this name (`<div ... id="cell-NAME">...</div>`). */
export function cellHtml(html: string, name: string): string {
  const start = html.indexOf(` id="cell-${name}"`);
  if (start < 0) return '';
  // a cell is one line, except the rows of its table
  const rest = html.slice(start);
  const end = /\n<(?!tr>|\/tbody>)/.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}
