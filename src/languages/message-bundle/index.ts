/**
 * Message bundles (`messages.properties`, `i18n/messages_de.properties`, `ValidationMessages.properties`):
 * a Java ResourceBundle or Spring MessageSource declares each message code as a key, and code reads
 * it back by that string (`messageSource.getMessage("user.not.exists", …)`, `MessageUtils.message(code)`,
 * `@Pattern(message = "{telephone.invalid}")`). Every locale's file of one bundle declares the same
 * codes again; the bundle (its path without the locale suffix) is the namespace.
 *
 * The translations are not emitted: each locale sets a key to a different text, which would read as a
 * property whose values name things.
 */
import { baseName, stripBom } from '../config-common/lines.js';
import { propertyEntries, TOOLING_PROPERTIES } from '../config-common/properties.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'message-bundle';
/** `messages_pt_BR.properties` → stem `messages`, locale `pt_BR` (ISO 639 language, optional region and variant) */
const BUNDLE_FILE = /^(.+?)(?:_([a-z]{2,3}(?:_[A-Z]{2}|_[0-9]{3})?(?:_[A-Za-z0-9]+)?))?\.properties$/;
/** a stem that says it holds messages (messages, ValidationMessages, error-messages, labels) */
const MESSAGE_STEM = /(^|[-_.])(messages?|labels|strings|i18n)$|Messages?$/i;
/** a directory that only holds translations */
const MESSAGE_DIR = /(^|\/)(i18n|l10n|messages|locales?|lang|languages)\//;

export interface BundleFile {
  /** the bundle's path without locale and extension: `src/main/resources/i18n/messages` */
  bundle: string;
  /** `de`, `pt_BR`, or null for the default file */
  locale: string | null;
}

/** The bundle a path belongs to, or null when the file is no message bundle. */
export function bundleOf(path: string): BundleFile | null {
  const name = baseName(path);
  if (TOOLING_PROPERTIES.test(name)) return null;
  const m = BUNDLE_FILE.exec(name);
  if (!m) return null;
  const stem = m[1]!;
  if (!MESSAGE_STEM.test(stem) && !MESSAGE_DIR.test(path)) return null;
  const dir = path.slice(0, path.length - name.length);
  return { bundle: `${dir}${stem}`, locale: m[2] ?? null };
}

function extractBundle(text: string, file: BundleFile, out: ConfigFacts): void {
  const { lines, entries } = propertyEntries(text, out);
  for (const e of entries) {
    out.add({ value: e.key, role: 'config_entry', pos: lines.pos(e.keyOffset), callee: 'message', container: file.bundle, keyword: file.locale });
  }
}

const messageBundle: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => bundleOf(path) !== null,
  // (a bundle is ISO-8859-1 by definition, `\uXXXX` for the rest; one saved otherwise keeps ASCII codes)
  fallbackEncoding: 'latin1',
  extract: (file) =>
    safeExtract(file, ID, (out) => {
      const bundle = bundleOf(file.path);
      if (bundle) extractBundle(stripBom(file.text), bundle, out);
    }),
};

export default messageBundle;
