/**
 * Java service files: `META-INF/<dir>/<interface>` names the implementations of one interface that a
 * class loader finds at run time, by the interface's name, where no import or call points.
 *
 * - `META-INF/services/com.x.Codec` (java.util.ServiceLoader) and Spring Boot's
 *   `META-INF/spring/...AutoConfiguration.imports` list one class per line: the class is a provider.
 * - `META-INF/dubbo/com.x.Codec`, `META-INF/extensions/com.x.Codec` (Dubbo-style SPI loaders, and the
 *   many frameworks that copy them) hold `name=class` lines: `getExtension("gzip")` picks the class.
 *   Each name is a `config_entry` declared by the file, and its class is the entry's `dict_value`.
 *
 * The file is named as the class loader names it: the path below `resources/`
 * (`META-INF/extensions/com.x.Codec`), so a module's main and test copies of one extension point are
 * one namespace, as they are on the classpath.
 */
import { baseName, classpathName, stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'service-file';

const JAVA_NAME = '[A-Za-z_$][A-Za-z0-9_$]*';
/** a fully-qualified interface name, optionally with Spring Boot's `.imports` ending */
const SERVICE_FILE_NAME = new RegExp(`^${JAVA_NAME}(\\.${JAVA_NAME})+$`);
/** dotted names that are ordinary files beside them (`spring.factories` is a properties file,
 *  `additional-spring-configuration-metadata.json` has a dash anyway) */
const FILE_ENDINGS = /\.(json|xml|properties|factories|ya?ml|txt|md|MF|SF|RSA|DSA|sql|html?|js|css|kotlin_module|handlers|schemas|tooling)$/;
const CLASS_NAME = new RegExp(`^${JAVA_NAME}(\\.${JAVA_NAME})*(\\$${JAVA_NAME})*$`);
const EXTENSION_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.\-]*$/;

export function isServiceFile(path: string): boolean {
  const name = baseName(path);
  return /(^|\/)META-INF\/(.+\/)?[^/]+$/.test(path) && SERVICE_FILE_NAME.test(name) && !FILE_ENDINGS.test(name);
}

function extractServices(text: string, path: string, out: ConfigFacts): void {
  const file = classpathName(path);
  const iface = baseName(path).replace(/\.imports$/, '');
  const lines = text.split('\n');
  for (let idx = 0; idx < lines.length; idx++) {
    const lineNo = idx + 1;
    const raw = lines[idx]!.replace(/\r$/, '');
    // ServiceLoader's rule: `#` starts a comment anywhere on the line
    const hash = raw.indexOf('#');
    const body = hash === -1 ? raw : raw.slice(0, hash);
    const line = body.trim();
    if (line === '') continue;
    const lead = body.length - body.trimStart().length;
    const eq = line.indexOf('=');
    if (eq === -1) {
      if (!CLASS_NAME.test(line)) {
        out.parseError(lineNo, `${path} line ${lineNo}: expected a class name or "name=class", found ${JSON.stringify(line)}`);
        continue;
      }
      out.add({ value: line, role: 'dict_value', pos: { line: lineNo, col: lead + 1 }, callee: file, container: iface });
      continue;
    }
    const name = line.slice(0, eq).trim();
    const after = line.slice(eq + 1);
    const cls = after.trim();
    if (!EXTENSION_NAME.test(name) || !CLASS_NAME.test(cls)) {
      out.parseError(lineNo, `${path} line ${lineNo}: expected "name=class" (an extension name, then a fully-qualified class), found ${JSON.stringify(line)}`);
      continue;
    }
    out.add({ value: name, role: 'config_entry', pos: { line: lineNo, col: lead + 1 }, callee: file, container: iface });
    const clsCol = lead + eq + 1 + (after.length - after.trimStart().length) + 1;
    out.add({ value: cls, role: 'dict_value', pos: { line: lineNo, col: clsCol }, callee: file, container: iface, dictKey: name });
  }
}

const serviceFiles: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: isServiceFile,
  extract: (file) => safeExtract(file, ID, (out) => extractServices(stripBom(file.text), file.path, out)),
};

export default serviceFiles;
