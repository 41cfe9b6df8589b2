/**
 * View templates (Velocity `.vm`, FreeMarker `.ftl`, Jinja and Django, Thymeleaf and JSP pages): a
 * template reads the model it is rendered with by name (`${packageName}`, `$table.crud`,
 * `{{ config.site_name }}`, `th:text="${user.login}"`), so the names code puts into that model
 * (`velocityContext.put("packageName", ...)`, `return {"config": config, "nav": nav}`) are keys that
 * something looks up. Each variable a template reads is emitted as a `config_ref` under the callee
 * `variable`; names the template binds itself (loop variables, `#set`, `{% set %}`, `<#assign>`) and
 * the engines' own objects are not.
 *
 * Django's `{% url "orders:detail" %}` reverses a URL name as `reverse()` does: emitted under `url`.
 *
 * No template is executed or compiled: the text is read with regular expressions, and a file with no
 * template syntax gives no rows.
 */
import { LineIndex, stripBom } from '../config-common/lines.js';
import { safeExtract, type ConfigFacts } from '../config-common/rows.js';
import type { LanguageSupport } from '../language-support.js';

const ID = 'view-template';

type Engine = 'velocity' | 'freemarker' | 'jinja' | 'jsp' | 'html';

/** Template files by extension, whatever folder they sit in. */
const BY_EXTENSION: [RegExp, Engine][] = [
  [/\.vm$/i, 'velocity'],
  [/\.(ftl|ftlh|ftlx)$/i, 'freemarker'],
  [/\.(jinja|jinja2|j2|djhtml)$/i, 'jinja'],
  [/\.(jsp|jspf|tag)$/i, 'jsp'],
];
/** An HTML page is a template only in a folder of templates or themes (Thymeleaf's `templates/`, a
 *  Jinja theme); elsewhere it is a static page or a single-page app whose `{{ }}` reads component state. */
const HTML_PAGE = /\.(html?|xhtml|txt)$/i;
const TEMPLATE_DIR = /(^|\/)(templates?|themes?|layouts?|WEB-INF)\//;
const NOT_TEMPLATES = /(^|\/)(node_modules|static|public|dist|build|assets|webapp\/app|htmlcov)\//;

export function engineOf(path: string): Engine | null {
  for (const [re, engine] of BY_EXTENSION) if (re.test(path)) return engine;
  if (HTML_PAGE.test(path) && TEMPLATE_DIR.test(path) && !NOT_TEMPLATES.test(path)) return 'html';
  return null;
}

const IDENT = '[A-Za-z_][A-Za-z0-9_]*';

/** Names every engine provides itself, and words of the expression languages. */
const ENGINE_NAMES = new Set([
  // expression-language words
  'not', 'and', 'or', 'in', 'is', 'if', 'else', 'true', 'false', 'null', 'none', 'True', 'False', 'None', 'empty', 'eq', 'ne', 'lt', 'gt', 'le', 'ge', 'div', 'mod', 'instanceof',
  // Jinja and Django
  'loop', 'forloop', 'range', 'super', 'caller', 'self', 'varargs', 'kwargs', 'block', 'lipsum', 'dict', 'namespace', 'joiner', 'cycler', '_', 'gettext', 'ngettext', 'csrf_token',
  // Velocity
  'foreach', 'velocityCount', 'velocityHasNext',
  // JSP's implicit objects
  'pageContext', 'pageScope', 'requestScope', 'sessionScope', 'applicationScope', 'param', 'paramValues', 'header', 'headerValues', 'cookie', 'initParam',
  // FreeMarker's special variables are written `.name`, never bare; Thymeleaf's utilities `#name`
]);

interface Ref {
  name: string;
  offset: number;
}

/** Strips comments, keeping offsets: each comment becomes spaces (newlines kept). */
function blankComments(text: string, engine: Engine): string {
  const patterns: RegExp[] = [/<!--[\s\S]*?-->/g];
  if (engine === 'velocity') patterns.push(/#\*[\s\S]*?\*#/g, /##[^\n]*/g);
  if (engine === 'freemarker') patterns.push(/<#--[\s\S]*?-->/g);
  if (engine === 'jinja' || engine === 'html') patterns.push(/\{#[\s\S]*?#\}/g, /\{% *comment *%\}[\s\S]*?\{% *endcomment *%\}/g);
  if (engine === 'jsp') patterns.push(/<%--[\s\S]*?--%>/g);
  let out = text;
  for (const re of patterns) out = out.replace(re, (m) => m.replace(/[^\n]/g, ' '));
  return out;
}

function collect(text: string, re: RegExp, group: number, into: Ref[]): void {
  for (const m of text.matchAll(re)) {
    const name = m[group];
    if (name === undefined) continue;
    into.push({ name, offset: m.index + m[0].lastIndexOf(name) });
  }
}

function names(text: string, re: RegExp, group: number): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(re)) {
    // (a macro's defaults, `title=None`, are split off: only the parameter names are bound)
    for (const part of (m[group] ?? '').split(/[,()]/)) {
      const n = part.split('=')[0]!.trim();
      if (new RegExp(`^${IDENT}$`).test(n)) out.add(n);
    }
  }
  return out;
}

/** The variables a template reads, and the names it binds itself. */
export function templateReads(text: string, engine: Engine): { reads: Ref[]; urls: Ref[] } {
  const src = blankComments(text, engine);
  const reads: Ref[] = [];
  const urls: Ref[] = [];
  const bound = new Set<string>();
  // `${name...}`: Velocity, FreeMarker, JSP EL, Thymeleaf (not `${#util}`, `${@bean}`, nor a function `${fn:x(...)}`)
  collect(src, new RegExp(`\\$!?\\{\\s*(${IDENT})(?![A-Za-z0-9_]*\\s*[(:])`, 'g'), 1, reads);
  if (engine === 'velocity') {
    // `$name`, `$!name`, `$name.field` (not `this.$refs` of a page's script)
    collect(src, new RegExp(`(?<![.\\w])\\$!?(${IDENT})`, 'g'), 1, reads);
    for (const n of names(src, new RegExp(`#set\\s*\\(\\s*\\$!?\\{?(${IDENT})`, 'g'), 1)) bound.add(n);
    for (const n of names(src, new RegExp(`#foreach\\s*\\(\\s*\\$!?\\{?(${IDENT})`, 'g'), 1)) bound.add(n);
    for (const m of src.matchAll(/#macro\s*\(([^)]*)\)/g)) for (const n of (m[1] ?? '').matchAll(new RegExp(`\\$(${IDENT})`, 'g'))) bound.add(n[1]!);
  }
  if (engine === 'freemarker') {
    collect(src, new RegExp(`<#(?:if|elseif|list|switch|items)\\s+(${IDENT})`, 'g'), 1, reads);
    for (const n of names(src, new RegExp(`<#list\\s+[^>]*?\\s+as\\s+(${IDENT}(?:\\s*,\\s*${IDENT})?)`, 'g'), 1)) bound.add(n);
    for (const n of names(src, new RegExp(`<#(?:assign|local|global)\\s+(${IDENT})`, 'g'), 1)) bound.add(n);
    for (const n of names(src, /<#(?:macro|function)\s+[A-Za-z_]\w*([^>]*)>/g, 1)) bound.add(n);
  }
  if (engine === 'jinja' || engine === 'html') {
    collect(src, new RegExp(`\\{\\{-?\\s*(${IDENT})`, 'g'), 1, reads);
    collect(src, new RegExp(`\\{%-?\\s*(?:if|elif|with)\\s+(?:not\\s+)?(${IDENT})\\b(?!\\s*=[^=])`, 'g'), 1, reads);
    collect(src, new RegExp(`\\{%-?\\s*for\\s+[^%]*?\\s+in\\s+(${IDENT})`, 'g'), 1, reads);
    collect(src, new RegExp(`\\{%-?\\s*set\\s+${IDENT}\\s*=\\s*(${IDENT})`, 'g'), 1, reads);
    for (const n of names(src, /\{%-?\s*for\s+([^%]*?)\s+in\s/g, 1)) bound.add(n);
    for (const n of names(src, new RegExp(`\\{%-?\\s*set\\s+(${IDENT}(?:\\s*,\\s*${IDENT})*)`, 'g'), 1)) bound.add(n);
    for (const n of names(src, /\{%-?\s*(?:macro|call)\s+[A-Za-z_]\w*\s*\(([^)]*)\)/g, 1)) bound.add(n.split('=')[0]!);
    // `{% with total=count %}` binds total and reads count
    for (const tag of src.matchAll(/\{%-?\s*with\s+([^%]*)%\}/g)) {
      const body = tag[1] ?? '';
      const at = tag.index + tag[0].indexOf(body);
      for (const n of body.matchAll(new RegExp(`(${IDENT})\\s*=(?!=)`, 'g'))) bound.add(n[1]!);
      for (const n of body.matchAll(new RegExp(`=\\s*(${IDENT})`, 'g'))) reads.push({ name: n[1]!, offset: at + n.index + n[0].lastIndexOf(n[1]!) });
    }
    for (const n of names(src, new RegExp(`\\{%-?\\s*(?:import|from)\\s+\\S+\\s+(?:as|import)\\s+(${IDENT}(?:\\s*,\\s*${IDENT})*)`, 'g'), 1)) bound.add(n);
    // Django's `{% url "name" %}` reverses a URL name
    for (const m of src.matchAll(/\{%-?\s*url\s+(['"])([^'"\s]+)\1/g)) urls.push({ name: m[2]!, offset: m.index + m[0].indexOf(m[2]!) });
  }
  if (engine === 'html' || engine === 'jsp') {
    // Thymeleaf `th:each="item : ${items}"`, `th:with="x=${...}"`; JSTL `<c:forEach var="x">`, `<c:set var="x">`
    for (const n of names(src, new RegExp(`th:each\\s*=\\s*["']\\s*(${IDENT}(?:\\s*,\\s*${IDENT})?)\\s*:`, 'g'), 1)) bound.add(n);
    for (const n of names(src, new RegExp(`th:with\\s*=\\s*["']\\s*(${IDENT})\\s*=`, 'g'), 1)) bound.add(n);
    // a fragment's parameters, `th:fragment="input (label, name, type)"`, are the caller's values
    for (const n of names(src, /th:fragment\s*=\s*["'][^"'(]*\(([^)"']*)\)/g, 1)) bound.add(n);
    for (const n of names(src, new RegExp(`<c:(?:forEach|set|forTokens)\\b[^>]*?\\bvar(?:Status)?\\s*=\\s*["'](${IDENT})`, 'g'), 1)) bound.add(n);
  }
  const keep = (r: Ref): boolean => !bound.has(r.name) && !ENGINE_NAMES.has(r.name);
  const byOffset = (a: Ref, b: Ref): number => a.offset - b.offset;
  return { reads: reads.filter(keep).sort(byOffset), urls: urls.sort(byOffset) };
}

function extractTemplate(text: string, engine: Engine, out: ConfigFacts): void {
  const lines = new LineIndex(text);
  const { reads, urls } = templateReads(text, engine);
  // one row per variable and line: a line that prints `${x}` twice reads it once
  const seen = new Set<string>();
  const rows = [...reads.map((r) => ({ ...r, callee: 'variable' })), ...urls.map((r) => ({ ...r, callee: 'url' }))].sort((a, b) => a.offset - b.offset);
  for (const r of rows) {
    const pos = lines.pos(r.offset);
    const k = `${r.callee}|${r.name}|${pos.line}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.add({ value: r.name, role: 'config_ref', pos, callee: r.callee, container: engine });
  }
}

const viewTemplate: LanguageSupport = {
  id: ID,
  grammar: null,
  matches: (path) => engineOf(path) !== null,
  extract: (file) =>
    safeExtract(file, ID, (out) => {
      const engine = engineOf(file.path);
      if (engine) extractTemplate(stripBom(file.text), engine, out);
    }),
};

export default viewTemplate;
