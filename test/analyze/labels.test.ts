import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers/cli.js';

/**
 * The labelled real repositories (calibration, held-out and both blind sets) are data the evaluator reads: each file
 * must parse and say, for every entry, what it is and why, or `npm run eval` scores against nonsense.
 */
const ROLES = new Set(['call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg', 'decorator_implicit', 'class_attr', 'dict_key',
  'dict_value', 'collection_elem', 'config_entry', 'config_ref', 'config_value', 'assign', 'definition_name', 'subscript', 'subscript_assign',
  'get_arg', 'compare', 'default_arg', 'file_name']);

for (const dir of ['eval/labels', 'eval/labels-holdout', 'eval/labels-blind', 'eval/labels-blind2', 'eval/labels-blind3', 'eval/labels-blind4', 'eval/labels-blind5', 'eval/labels-blind6', 'eval/labels-blind7', 'eval/labels-blind8', 'eval/labels-blind10', 'eval/labels-blind11']) {
  describe(`${dir}/*.yaml`, () => {
    const files = readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.yaml'));
    it('holds at least four labelled repositories', () => {
      expect(files.length).toBeGreaterThanOrEqual(4);
    });
    for (const f of files) {
      it(`${f}: every entry names a callee, a known role and a reason; every registry an idiom`, () => {
        const doc = parse(readFileSync(join(ROOT, dir, f), 'utf8')) as {
          repo: string; language: string; source: string;
          registries: Record<string, unknown>[]; noise: Record<string, unknown>[]; borderline?: Record<string, unknown>[];
        };
        expect(doc.repo).toBe(f.replace(/\.yaml$/, ''));
        expect(['python', 'java']).toContain(doc.language);
        expect(String(doc.source).length).toBeGreaterThan(10);
        expect(doc.registries.filter((r) => r.side !== 'lookup').length).toBeGreaterThan(0);
        for (const e of [...doc.registries, ...doc.noise, ...(doc.borderline ?? [])]) {
          const where = `${f}: ${JSON.stringify(e).slice(0, 120)}`;
          expect(typeof e.callee_path === 'string' && e.callee_path.length > 0, where).toBe(true);
          expect(ROLES.has(String(e.role)), where).toBe(true);
          expect(String(e.why ?? '').length, where).toBeGreaterThan(0);
        }
        for (const r of doc.registries) expect(String(r.idiom ?? ''), `${f}: ${String(r.callee_path)}`).not.toBe('');
      });
    }
  });
}
