import type { LanguageSupport } from './language-support.js';
import python from './python/index.js';

/** Every language and configuration pack, in the order they are tried against a path. */
export const LANGUAGES: readonly LanguageSupport[] = [python];

export function languageFor(path: string): LanguageSupport | null {
  for (const lang of LANGUAGES) if (lang.matches(path)) return lang;
  return null;
}

export function languageById(id: string): LanguageSupport | undefined {
  return LANGUAGES.find((l) => l.id === id);
}
