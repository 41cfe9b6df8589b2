/**
 * Any other `.properties` file of the repository (`conf/resource.properties`, `db.properties`,
 * `gen.properties`): a Spring `<context:property-placeholder location="classpath:conf/*.properties"/>`
 * or `@PropertySource` loads it for `@Value("${PRODUCT_ITEM}")` and `${jdbc.url}` in bean definitions,
 * a generator or a `Properties.load` reads it by key. Each key is a `config_entry` declared by its file,
 * named as the classpath names it: the path below `resources/` (`properties.conf/resource.properties`),
 * else the file name. The modules of a multi-module repository each carry their own copy of one
 * classpath file, and those are one namespace; unrelated files share nothing but the syntax.
 * Placeholders inside values are references to other keys.
 *
 * Message bundles, Spring Boot's own `application*.properties` and tooling files (wrappers, logging,
 * devtools) belong to other packs or to nobody; this pack is tried after them.
 */
import { baseName, classpathName, stripBom } from '../config-common/lines.js';
import { findPlaceholders } from '../config-common/placeholders.js';
import { propertyEntries, TOOLING_PROPERTIES } from '../config-common/properties.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'properties';

function extractEntries(text: string, path: string, out: ConfigFacts): void {
  const { lines, entries } = propertyEntries(text, out);
  for (const e of entries) {
    out.add({ value: e.key, role: 'config_entry', pos: lines.pos(e.keyOffset), callee: classpathName(path), container: null });
    if (!e.value.includes('${')) continue;
    for (const ph of findPlaceholders(e.value)) {
      out.add({ value: ph.key, role: 'config_ref', pos: lines.pos(e.valueOffsets[ph.start] ?? e.valueOffset), callee: 'placeholder', container: 'placeholder' });
    }
  }
}

const properties: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => path.endsWith('.properties') && !TOOLING_PROPERTIES.test(baseName(path)),
  // java.util.Properties reads ISO-8859-1; a file saved in another encoding (GBK comments) still has ASCII keys
  fallbackEncoding: 'latin1',
  extract: (file) => safeExtract(file, ID, (out) => extractEntries(stripBom(file.text), file.path, out)),
};

export default properties;
