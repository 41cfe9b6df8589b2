/**
 * Spring XML bean contexts (`<beans>` root): bean ids and names are declared keys, `ref`s and
 * `<ref bean>` are references to them, `<alias>` does both, `class` is the value behind an id.
 * MyBatis mappers (`<mapper>` root) are read by ./mybatis.ts into rows of their own language,
 * `mybatis`. Every other XML file (pom.xml, logback.xml) is recognised by its root element without
 * parsing and yields nothing.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FileFacts } from '../../core/types.js';
import { lineFromMessage, stripBom } from '../config-common/lines.js';
import { findPlaceholders, rawPlaceholderOffset } from '../config-common/placeholders.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport, SourceFile } from '../language-support.js';
import { MAPPER, MapperWalker, MYBATIS } from './mybatis.js';
import { localName, rootElement, TagCursor, type StartTag } from './tags.js';

const ID = 'spring-xml';
const BEANS = 'beans';
/** Spring's BeanDefinitionParserDelegate splits `name` and `depends-on` on these. */
const NAME_DELIMITERS = /[,; ]+/;
/** Children of `<beans>` that are not themselves bean definitions. */
const NOT_DEFINITIONS = new Set(['bean', 'alias', 'import', 'description', 'beans']);

type Attrs = Record<string, unknown>;
type OrderedNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  preserveOrder: true,
  attributeNamePrefix: '',
  trimValues: false,
  parseAttributeValue: false,
  parseTagValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

class Walker {
  private readonly at: TagCursor;

  constructor(
    private readonly text: string,
    private readonly out: ConfigFacts,
  ) {
    this.at = new TagCursor(text);
  }

  private attrPos(tag: StartTag | null, attr: string, token?: string, occurrence = 0) {
    return this.at.attrPos(tag, attr, token, occurrence);
  }

  walk(nodes: unknown, parent: string | null): void {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as OrderedNode[]) {
      if (typeof node !== 'object' || node === null) continue;
      const key = Object.keys(node).find((k) => k !== ':@');
      if (key === undefined) continue;
      if (key === '#text') {
        this.textPlaceholders(node[key]);
        continue;
      }
      if (key.startsWith('?') || key.startsWith('!') || key.startsWith('#')) continue;
      const tag = this.at.claim(key);
      const attrs = (node[':@'] ?? {}) as Attrs;
      const local = localName(key);
      this.element(local, parent, attrs, tag);
      this.walk(node[key], local);
    }
  }

  private element(local: string, parent: string | null, attrs: Attrs, tag: StartTag | null): void {
    const str = (name: string): string | null => {
      const v = attrs[name];
      if (typeof v !== 'string') return null;
      const t = v.trim();
      return t === '' ? null : t;
    };
    const entry = (value: string, attr: string, callee = 'bean', occurrence = 0): void =>
      this.out.add({ value, role: 'config_entry', pos: this.attrPos(tag, attr, value, occurrence), callee, container: BEANS, keyword: attr });
    const ref = (value: string, attr: string, callee = 'ref', occurrence = 0): void =>
      this.out.add({ value, role: 'config_ref', pos: this.attrPos(tag, attr, value, occurrence), callee, container: BEANS, keyword: attr });
    const each = (attr: string, fn: (v: string, attr: string, occurrence: number) => void): void => {
      const seen = new Map<string, number>();
      for (const v of (str(attr) ?? '').split(NAME_DELIMITERS)) {
        if (v === '') continue;
        const n = seen.get(v) ?? 0;
        seen.set(v, n + 1);
        fn(v, attr, n);
      }
    };

    if (local === 'bean') {
      const id = str('id');
      if (id) entry(id, 'id');
      const names = (str('name') ?? '').split(NAME_DELIMITERS).filter((v) => v !== '');
      each('name', (v, attr, n) => entry(v, attr, 'bean', n));
      const cls = str('class');
      if (cls) {
        this.out.add({
          value: cls, role: 'dict_value', pos: this.attrPos(tag, 'class'), callee: 'bean', container: BEANS,
          keyword: 'class', dictKey: id ?? names[0] ?? null,
        });
      }
      for (const attr of ['parent', 'factory-bean']) {
        const v = str(attr);
        if (v) ref(v, attr);
      }
      each('depends-on', (v, attr, n) => ref(v, attr, 'ref', n));
      // p-namespace / c-namespace shortcuts: p:dataSource-ref="ds"
      for (const attr of Object.keys(attrs)) {
        if (/^[pc]:.+-ref$/.test(attr)) {
          const v = str(attr);
          if (v) ref(v, attr);
        }
      }
    } else if (local === 'property' || local === 'constructor-arg') {
      const v = str('ref');
      if (v) ref(v, 'ref');
    } else if (local === 'ref' || local === 'idref') {
      for (const attr of ['bean', 'local', 'parent']) {
        const v = str(attr);
        if (v) ref(v, attr);
      }
    } else if (local === 'entry') {
      for (const attr of ['key-ref', 'value-ref']) {
        const v = str(attr);
        if (v) ref(v, attr);
      }
    } else if (local === 'alias') {
      const name = str('name');
      if (name) ref(name, 'name', 'alias');
      const alias = str('alias');
      if (alias) entry(alias, 'alias', 'alias');
    } else if (parent === BEANS && !NOT_DEFINITIONS.has(local)) {
      // namespace elements directly under <beans> (util:map, jee:jndi-lookup, ...) define a bean by id
      const id = str('id');
      if (id) entry(id, 'id');
    }

    for (const [attr, v] of Object.entries(attrs)) {
      if (typeof v !== 'string' || !v.includes('${')) continue;
      const raw = tag?.attrs.find((x) => x.name === attr);
      for (const p of findPlaceholders(v)) {
        const at = raw ? rawPlaceholderOffset(v, p.start, raw.raw) : -1;
        const pos = raw && at !== -1 ? this.at.lines.pos(raw.valueStart + at) : this.attrPos(tag, attr);
        this.out.add({ value: p.key, role: 'config_ref', pos, callee: 'placeholder', container: 'placeholder' });
      }
    }
  }

  /** `<value>${db.url}</value>`: placeholders in text content, found after the last start tag. */
  private textPlaceholders(value: unknown): void {
    if (typeof value !== 'string' || !value.includes('${')) return;
    const from = this.at.afterLastTag;
    for (const p of findPlaceholders(value)) {
      const at = this.text.indexOf(`\${${p.key}`, from);
      const pos = at !== -1 ? this.at.lines.pos(at) : this.at.lastPos;
      this.out.add({ value: p.key, role: 'config_ref', pos, callee: 'placeholder', container: 'placeholder' });
    }
  }
}

/** The parsed tree of an XML text (BOM removed), or null after recording why it is malformed. */
function parseXml(source: string, out: ConfigFacts): { text: string; tree: unknown } | null {
  const text = stripBom(source);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    out.parseError(valid.err.line, `${valid.err.code}: ${valid.err.msg}`);
    return null;
  }
  try {
    return { text, tree: parser.parse(text) };
  } catch (err) {
    out.parseError(lineFromMessage(String(err)) ?? 1, String(err));
    return null;
  }
}

function extractBeans(source: string, out: ConfigFacts): void {
  const doc = parseXml(source, out);
  if (doc) new Walker(doc.text, out).walk(doc.tree, null);
}

function extractMapper(source: string, out: ConfigFacts): void {
  const doc = parseXml(source, out);
  if (doc) new MapperWalker(doc.text, out).walk(doc.tree);
}

/** Chooses by the root element: the pack id stays spring-xml, a mapper's rows are `mybatis` rows. */
function extractXml(file: SourceFile): FileFacts {
  const root = rootElement(file.text);
  if (root === MAPPER) return safeExtract(file, MYBATIS, (out) => extractMapper(file.text, out));
  return safeExtract(file, ID, (out) => {
    if (root === BEANS) extractBeans(file.text, out);
  });
}

const springXml: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => path.toLowerCase().endsWith('.xml'),
  extract: (file) => extractXml(file),
};

export default springXml;
