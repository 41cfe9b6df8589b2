import entryPointsTxt from './entry-points-txt/index.js';
import graphqlSchema from './graphql-schema/index.js';
import java from './java/index.js';
import messageBundle from './message-bundle/index.js';
import properties from './properties/index.js';
import type { LanguageSupport } from './language-support.js';
import pyproject from './pyproject/index.js';
import python from './python/index.js';
import serviceFiles from './service-files/index.js';
import setupCfg from './setup-cfg/index.js';
import springConfig from './spring-config/index.js';
import springXml from './spring-xml/index.js';
import viewTemplate from './view-template/index.js';

/** Every language and configuration pack, in the order they are tried against a path. spring-xml
 *  claims every *.xml and decides by the root element, so it stays last; `properties` takes the
 *  .properties files Spring Boot's configuration and the message bundles leave. */
export const LANGUAGES: readonly LanguageSupport[] = [python, java, pyproject, setupCfg, entryPointsTxt, serviceFiles, graphqlSchema, springConfig, messageBundle, properties, viewTemplate, springXml];

export function languageFor(path: string): LanguageSupport | null {
  for (const lang of LANGUAGES) if (lang.matches(path)) return lang;
  return null;
}

export function languageById(id: string): LanguageSupport | undefined {
  return LANGUAGES.find((l) => l.id === id);
}
