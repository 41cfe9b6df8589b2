import type { Decision } from '../decide/decision.js';
import { pairSides } from '../core/call-pair.js';
import { familyDirectory } from '../core/config-family.js';

/**
 * An accepted decision, with what a query generator needs to know. Everything here comes from the
 * decisions file (so generation works from it alone); `storageContainer` and the table location are
 * refinements the command adds from the workspace when it has one.
 */
export interface AcceptedPattern {
  id: string;
  kind: string;
  language: string;
  /** callee path, base class path, `file::NAME`, or a config declaration kind */
  subject: string;
  role: string;
  position: string;
  reason: string | null;
  /** resolved path of the container the registry stores into (`events.registry.HANDLERS`) */
  storageContainer: string | null;
}

/** Roles at which a triage proposal names a call slot, which queries can be made for like a candidate's. */
const CALL_ROLES = new Set(['call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg']);

export function patternFrom(d: Decision, storageContainer: string | null = null): AcceptedPattern {
  // a pattern proposed by triage at a call slot is that call's pattern; at other roles it stays `proposed`
  const kind = d.kind === 'proposed' && CALL_ROLES.has(d.role) ? 'call' : d.kind;
  return {
    id: d.id, kind, language: d.language, subject: d.subject, role: d.role, position: String(d.position ?? ''),
    reason: d.reason, storageContainer,
  };
}

/** The identifier a call site spells last: `register`, `task` for `app.task`, `tag` for `Library().tag`. */
export function calleeName(subject: string): string {
  const last = subject.split('.').pop() ?? subject;
  return last.replace(/\(\)$/, '');
}

/** For a family of names found by a built name (`visit_*`, `_*_changed`, `visit*`): the fixed text every
 *  name starts and ends with, and whether the prefix is camelCase (`visit*` holds visitDefTag, not visitor). */
export interface NameParts {
  prefix: string;
  suffix: string;
  camel: boolean;
}

export function nameParts(subject: string): NameParts {
  const star = subject.indexOf('*');
  const prefix = star < 0 ? subject : subject.slice(0, star);
  const suffix = star < 0 ? '' : subject.slice(star + 1);
  return { prefix, suffix, camel: prefix !== '' && !prefix.endsWith('_') };
}

/** The part of a family member's name its dispatch supplies (`Add` of visit_Add, `log` of _log_default), or null when the name is no member. */
export function nameKey(name: string, parts: NameParts): string | null {
  const { prefix, suffix, camel } = parts;
  if (name.length <= prefix.length + suffix.length || !name.startsWith(prefix) || !name.endsWith(suffix)) return null;
  const key = name.slice(prefix.length, name.length - suffix.length);
  return camel && !/^[A-Z]/.test(key) ? null : key;
}

/** For a table subject `path/to/file.py::NAME`: the file and the name. */
export function tableParts(subject: string): { file: string; name: string } {
  const i = subject.lastIndexOf('::');
  return { file: subject.slice(0, i), name: subject.slice(i + 2) };
}

/** Which files a pattern's declaration query runs over; null for every file. */
export type FileScope = ((path: string) => boolean) | null;

/** A constant holder: a class or module of string constants, named by its qualified path (no `file::`). */
export function isConstantHolder(p: AcceptedPattern): boolean {
  return p.kind === 'table' && p.role === 'assign' && !p.subject.includes('::');
}

/** A Python constant holder named by its qualified path is a class when its last name is capitalised
 *  (`events.names.Events`), else a module (`falcon.constants`): the decisions file does not say which,
 *  and the language's naming convention does. */
export function pythonHolderIsClass(subject: string): boolean {
  return /^[A-Z]/.test(subject.split('.').pop() ?? '');
}

/** The files a table pattern's query runs over: the file its subject names (`file::NAME`); for a Python
 *  module of constants its module's file wherever the package sits (`pkg/keys.py`, `src/pkg/keys.py`,
 *  `pkg/keys/__init__.py`). A class of constants (Java's, Python's) is found by its name, everywhere. */
export function queryFilesOf(p: AcceptedPattern): FileScope {
  if (p.kind !== 'table') return null;
  if (p.subject.includes('::')) {
    const file = tableParts(p.subject).file;
    return (path) => path === file;
  }
  if (p.language === 'python' && isConstantHolder(p) && !pythonHolderIsClass(p.subject)) {
    const base = p.subject.split('.').join('/');
    const forms = [`${base}.py`, `${base}/__init__.py`];
    return (path) => forms.some((f) => path === f || path.endsWith(`/${f}`));
  }
  return null;
}

/** The namespace runtime keys of a pattern are filed under; for a row that stands for a directory of
 *  configuration files, the pattern of its files' namespaces (`META-INF/extensions/*`). */
export function namespaceOf(p: AcceptedPattern): string {
  const dir = configDirectory(p);
  return dir === null ? ownNamespace(p) : `${dir}/*`;
}

function ownNamespace(p: AcceptedPattern): string {
  if (p.kind === 'config' && p.position) return `${p.subject}:${p.position}`;
  if (p.kind === 'class_attr') return `${p.subject}.${p.position}`;
  // a call pair files its keys where its register side would: accepting either gives one namespace
  if (p.kind === 'pair') return pairSides(p.subject).register;
  return p.subject;
}

/** The directory an accepted configuration row stands for (`META-INF/extensions`: every service file
 *  in it), or null when it stands for its own file or declaration kind. */
export function configDirectory(p: AcceptedPattern): string | null {
  return familyDirectory(p.kind, p.language, p.subject);
}

/** The parameters of the `keys-config` query for a configuration pattern. */
export function configQueryParams(p: AcceptedPattern): Record<string, string> {
  return { language: p.language, subject: p.subject, role: p.role, container: p.position, directory: configDirectory(p) ?? '' };
}

/** The namespace of one declared or referenced configuration key, and the container (group) it is filed
 *  under: its own file's, so the service files of one directory (one accepted row) stay one namespace
 *  per extension point. */
export function configKeyNamespace(p: AcceptedPattern, row: { callee_path: string | null; container: string | null }): { namespace: string; container: string } {
  if (configDirectory(p) === null || !row.callee_path) return { namespace: namespaceOf(p), container: p.position };
  const container = p.position === '' ? '' : row.container ?? '';
  return { namespace: ownNamespace({ ...p, subject: row.callee_path, position: container }), container };
}

/** True for positions whose call and decorator forms are one idiom (`@register("x")`, `register("x")(fn)`). */
export function isArgSlot(p: AcceptedPattern): boolean {
  return p.role === 'call_arg' || p.role === 'decorator_arg';
}
