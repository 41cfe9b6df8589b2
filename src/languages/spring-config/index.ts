/**
 * Spring Boot configuration files (`application[-profile].yml|yaml|properties`, `bootstrap…`):
 * every flattened property key is a declared key under its profile, its scalar value is the
 * value behind it, and each `${key}` / `${key:default}` inside a value is a reference.
 */
import { LineCounter, parseAllDocuments } from 'yaml';
import { baseName, LineIndex, stripBom, type Pos } from '../config-common/lines.js';
import { findPlaceholders, rawPlaceholderOffset } from '../config-common/placeholders.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';
import { readProperties } from '../config-common/properties.js';
import { yamlLeaves, type Leaf } from './yaml-leaves.js';

const ID = 'spring-config';
const DEFAULT_PROFILE = 'default';
const FILE_NAME = /^(?:application|bootstrap)(?:-([^/]+?))?\.(yml|yaml|properties)$/;
/** Keys that make one document of a multi-document file profile-specific (current, legacy). */
const PROFILE_KEYS = ['spring.config.activate.on-profile', 'spring.profiles'];

/** A property leaf in a format-neutral shape. */
interface Property {
  key: string;
  keyPos: Pos;
  value: string | null;
  valuePos: Pos | null;
  /** placeholder key and its position, for each `${...}` in the value */
  placeholders: { key: string; pos: Pos }[];
}

/** The profile a file name selects (`application-eu.yml` → `eu`), or null for the default file. */
export function profileFromFileName(path: string): string | null {
  const m = FILE_NAME.exec(baseName(path));
  return m?.[1] ?? null;
}

/** `spring.config.activate.on-profile: x` (or a list of them, or legacy `spring.profiles`) in one document. */
export function profileFromDocument(props: readonly { key: string; value: string | null }[]): string | null {
  for (const name of PROFILE_KEYS) {
    const values = props
      .filter((p) => p.key === name || (p.key.startsWith(`${name}[`) && /^\[\d+\]$/.test(p.key.slice(name.length))))
      .map((p) => p.value?.trim() ?? '')
      .filter((v) => v !== '');
    if (values.length > 0) return values.join(',');
  }
  return null;
}

function emit(out: ConfigFacts, props: Property[], fileProfile: string | null): void {
  const profile = profileFromDocument(props) ?? fileProfile ?? DEFAULT_PROFILE;
  for (const p of props) {
    if (p.key === '') continue;
    out.add({ value: p.key, role: 'config_entry', pos: p.keyPos, callee: 'property', container: profile, keyword: profile });
    if (p.value !== null && p.value !== '') {
      out.add({ value: p.value, role: 'dict_value', pos: p.valuePos ?? p.keyPos, callee: 'property', container: profile, keyword: profile, dictKey: p.key });
    }
    for (const ph of p.placeholders) {
      out.add({ value: ph.key, role: 'config_ref', pos: ph.pos, callee: 'placeholder', container: 'placeholder' });
    }
  }
}

function fromYamlLeaf(leaf: Leaf, lines: LineCounter): Property {
  const placeholders: Property['placeholders'] = [];
  if (leaf.value !== null && leaf.value.includes('${')) {
    for (const p of findPlaceholders(leaf.value)) {
      let pos = leaf.valuePos ?? leaf.keyPos;
      if (leaf.raw) {
        const at = rawPlaceholderOffset(leaf.value, p.start, leaf.raw.text);
        if (at !== -1) pos = lines.linePos(leaf.raw.offset + at);
      }
      placeholders.push({ key: p.key, pos });
    }
  }
  return { key: leaf.key, keyPos: leaf.keyPos, value: leaf.value, valuePos: leaf.valuePos, placeholders };
}

function extractYaml(text: string, fileProfile: string | null, out: ConfigFacts): void {
  const lines = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter: lines, prettyErrors: true });
  for (const doc of docs) {
    const err = doc.errors[0];
    if (err) {
      const line = err.linePos?.[0]?.line ?? lines.linePos(err.pos[0]).line;
      out.parseError(line, `${err.code}: ${err.message}`);
      continue;
    }
    emit(out, yamlLeaves(doc, text, lines).map((l) => fromYamlLeaf(l, lines)), fileProfile);
  }
}

function extractProperties(text: string, fileProfile: string | null, out: ConfigFacts): void {
  const lines = new LineIndex(text);
  const parsed = readProperties(text);
  for (const p of parsed.problems) out.parseError(lines.line(p.offset), p.message);
  for (const doc of parsed.documents) {
    const props: Property[] = doc.entries.map((e) => ({
      key: e.key,
      keyPos: lines.pos(e.keyOffset),
      value: e.value,
      valuePos: lines.pos(e.valueOffset),
      placeholders: e.value.includes('${')
        ? findPlaceholders(e.value).map((p) => ({ key: p.key, pos: lines.pos(e.valueOffsets[p.start] ?? e.valueOffset) }))
        : [],
    }));
    emit(out, props, fileProfile);
  }
}

const springConfig: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => FILE_NAME.test(baseName(path)),
  extract: (file) =>
    safeExtract(file, ID, (out) => {
      const text = stripBom(file.text);
      const profile = profileFromFileName(file.path);
      if (file.path.endsWith('.properties')) extractProperties(text, profile, out);
      else extractYaml(text, profile, out);
    }),
};

export default springConfig;
