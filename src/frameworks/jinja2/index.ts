import type { FrameworkPack } from '../framework-pack.js';

/**
 * Jinja's environment tables: filters, globals and tests registered by name, one assignment each
 * (`env.filters["url"] = url_filter`), and named by templates the scan does not read. The environment
 * is seldom typed, so the tables are matched by the names it usually goes by (`env`, `environment`,
 * `jinja_env`) and their attribute; a bare `filters` would take any object's.
 */
const receivers = ['env', 'environment', 'jinja_env', 'jinja_environment'];
const tables: [string, string][] = [
  ['filters', 'Jinja filters by name'],
  ['globals', 'Jinja globals by name'],
  ['tests', 'Jinja tests by name'],
];

const jinja2: FrameworkPack = {
  id: 'jinja2',
  idioms: receivers.flatMap((r) => tables.map(([table, note]) => ({ subject: `${r}.${table}`, role: 'subscript_assign', position: '', note }))),
};

export default jinja2;
