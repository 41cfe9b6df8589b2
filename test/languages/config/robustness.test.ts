import { describe, expect, it } from 'vitest';
import type { LanguageSupport } from '../../../src/languages/language-support.js';
import entryPointsTxt from '../../../src/languages/entry-points-txt/index.js';
import graphqlSchema from '../../../src/languages/graphql-schema/index.js';
import pyproject from '../../../src/languages/pyproject/index.js';
import serviceFiles from '../../../src/languages/service-files/index.js';
import setupCfg from '../../../src/languages/setup-cfg/index.js';
import springConfig from '../../../src/languages/spring-config/index.js';
import springXml from '../../../src/languages/spring-xml/index.js';
import { ENTRY_POINTS_TXT, PYPROJECT, SETUP_CFG, SPRING_MULTI_YAML, SPRING_PROPERTIES, SPRING_XML, SPRING_YAML } from './fixtures.js';
import { FIELDS, run } from './rows.js';

const CASES: readonly [LanguageSupport, string, string][] = [
  [pyproject, 'pyproject.toml', PYPROJECT],
  [setupCfg, 'setup.cfg', SETUP_CFG],
  [entryPointsTxt, 'pkg-1.0.egg-info/entry_points.txt', ENTRY_POINTS_TXT],
  [serviceFiles, 'META-INF/extensions/com.acme.Codec', '# codecs\ngzip=com.acme.GzipCodec\ncom.acme.Plain\n'],
  [graphqlSchema, 'schema.graphqls', 'type Query {\n  article(slug: String!): Article\n}\nextend type Query { tags: [String] }\n'],
  [springXml, 'beans.xml', SPRING_XML],
  [springConfig, 'application.yml', SPRING_YAML],
  [springConfig, 'application.yml', SPRING_MULTI_YAML],
  [springConfig, 'application.properties', SPRING_PROPERTIES],
];

/** Every prefix, and the file with each single line dropped: what half-edited files look like. */
function variants(text: string): string[] {
  const out: string[] = [];
  for (let n = 0; n <= text.length; n++) out.push(text.slice(0, n));
  const lines = text.split('\n');
  for (let k = 0; k < lines.length; k++) out.push([...lines.slice(0, k), ...lines.slice(k + 1)].join('\n'));
  out.push(text.replace(/\n/g, '\r\n'), `\uFEFF${text}`);
  return out;
}

describe('configuration packs on damaged input', () => {
  it.each(CASES.map(([pack, path, text]) => [pack.id, path, pack, text] as const))(
    '%s (%s) never throws and only emits complete rows or config_parse errors',
    (_id, path, pack, text) => {
      for (const v of variants(text)) {
        const facts = run(pack, path, v);
        expect(facts.errors.filter((e) => e.kind !== 'config_parse')).toEqual([]);
        expect(facts.parseErrors).toBe(facts.errors.length);
        const lineCount = v.split('\n').length;
        for (const e of facts.errors) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.line).toBeLessThanOrEqual(lineCount);
        }
        for (const r of facts.literals) {
          expect(Object.keys(r).length).toBe(FIELDS.length);
          expect(r.line).toBeGreaterThanOrEqual(1);
          expect(r.line).toBeLessThanOrEqual(lineCount);
          expect(r.col).toBeGreaterThanOrEqual(1);
          expect(r.language).toBe(pack.id);
        }
      }
    },
  );
});
