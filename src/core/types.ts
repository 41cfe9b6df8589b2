/**
 * The data contracts of idiomscope, described once. Every stage speaks in these records;
 * the DuckDB tables in src/store/schema.sql hold exactly these fields in snake_case.
 */

/** Where a string literal sits, syntactically. The vocabulary is shared by every language pack. */
export type Role =
  | 'call_arg' // f("x") — argIndex set
  | 'keyword_arg' // f(name="x") — keyword set
  | 'decorator_arg' // @register("x") — target* set; keyword set when passed by keyword
  | 'annotation_arg' // @Qualifier("x") (Java) — keyword = element name, target* set
  | 'subscript' // X["k"]
  | 'subscript_assign' // X["k"] = v, map.put("k", v)
  | 'get_arg' // x.get("k"), .pop, .setdefault, getattr/hasattr/setattr, map.get/containsKey
  | 'compare' // ==, !=, in, match/case, switch case, "x".equals(y)
  | 'dict_key'
  | 'dict_value' // dictKey set
  | 'collection_elem' // element of a list/tuple/set/array; container = assigned name, elemIndex set
  | 'assign' // NAME = "x" (module level or local), static final String X = "x"
  | 'class_attr' // kind = "pdf" in a class body; container = class symbol
  | 'default_arg' // def f(x="x")
  | 'return'
  | 'docstring'
  | 'config_entry' // a key declared in a configuration file (entry point, bean id, property)
  | 'config_ref' // a key referenced from a configuration file (ref="bean", ${placeholder})
  | 'other';

export const ROLES: readonly Role[] = [
  'call_arg', 'keyword_arg', 'decorator_arg', 'annotation_arg', 'subscript', 'subscript_assign',
  'get_arg', 'compare', 'dict_key', 'dict_value', 'collection_elem', 'assign', 'class_attr',
  'default_arg', 'return', 'docstring', 'config_entry', 'config_ref', 'other',
];

/**
 * How the key is known. `symbolic` is a name or attribute in a key position (`Events.PAYOUT_PAID`)
 * waiting to be folded; `folded` is what folding turns it into; `computed` keeps a template.
 */
export type KeyKind = 'literal' | 'computed' | 'symbolic' | 'folded';

/** Confidence tier carried on every runtime-key record (DESIGN.md). */
export type ConfidenceTier = 'literal' | 'folded' | 'computed' | 'guess';

/** What a decorator or annotation is attached to. */
export type TargetKind =
  | 'function' | 'method' | 'class' | 'field' | 'constructor' | 'ctor_param' | 'method_param';

/** One string-literal occurrence (or a symbolic key in a key position). */
export interface LiteralOccurrence {
  /** repo-relative, `/`-separated */
  file: string;
  /** 1-based */
  line: number;
  /** 1-based, in UTF-16 code units of the line as tree-sitter reports it */
  col: number;
  /** decoded value; for `computed` the template (`payment.{}`); for `symbolic` the expression text */
  value: string;
  keyKind: KeyKind;
  role: Role;
  /** last identifier of the callee (`register`, `get`, `Qualifier`) */
  callee: string | null;
  /** callee as written with the first segment resolved through imports (`events.registry.register`) */
  calleePath: string | null;
  /** receiver of a method call as written (`self.plugins`, `app`) */
  receiver: string | null;
  argIndex: number | null;
  /** keyword argument name, or annotation element name (`value`, `name`) */
  keyword: string | null;
  /** subscripted object, compared operand, assigned name of a dict/collection, class of a class_attr */
  container: string | null;
  /** what a decorator/annotation decorates, as `path::Qual.name` */
  targetSymbol: string | null;
  targetKind: TargetKind | null;
  /** declared type of an annotated field or parameter (Java) */
  targetType: string | null;
  /** innermost definition around the site, `path::Qual.name`, or `path::<module>` */
  enclosingSymbol: string;
  /** module level, class body or decorator/annotation: runs at import/declaration time */
  importTime: boolean;
  /** index inside a tuple/array element or annotation array value */
  elemIndex: number | null;
  /** for dict_value: the key it sits under, when that key is a literal */
  dictKey: string | null;
  inTest: boolean;
  language: string;
  /** for `symbolic` keys: the expression with its first segment resolved through imports
   *  (`events.types.Events.PAYOUT_PAID`), so folding can find the constant in another file */
  resolvedValue?: string | null;
}

export type DefinitionKind =
  | 'function' | 'method' | 'class' | 'interface' | 'enum' | 'record' | 'annotation_type'
  | 'constructor' | 'field' | 'variable';

export interface Definition {
  file: string;
  /** `path::Qual.name` */
  symbol: string;
  name: string;
  /** dotted name inside the file (`Outer.method`) */
  qualName: string;
  kind: DefinitionKind;
  line: number;
  endLine: number;
  /** enclosing definition's symbol, or null at module level */
  parentSymbol: string | null;
  language: string;
  /** for module-level variables assigned a call (`_manager = CommandManager()`): the callee path,
   *  so `_manager.register` can be followed to `CommandManager.register` */
  valueType?: string | null;
  /** functions and methods: the parameters a call fills by position (no self/cls, none after `*`) */
  params?: string[] | null;
  /** for module-level names bound to another name or attribute (`register_plugin = _plugins.register`): the
   *  path it stands for, an instance known by its class as in calls (`mako.util.PluginLoader().register`) */
  aliasOf?: string | null;
  /** functions: parameters the body only formats into text (f-strings, `%`, `.format`, exception arguments) */
  textParams?: string[] | null;
}

/** A base class / extended class / implemented interface of a class definition. */
export interface DefinitionBase {
  symbol: string;
  /** as written (`Exporter`, `base.Exporter`) */
  base: string;
  /** resolved through imports when possible (`pkg.base.Exporter`) */
  basePath: string;
  /** `extends` or `implements` (Python bases are `extends`) */
  relation: 'extends' | 'implements';
}

/** Every decorator/annotation on a definition, with or without a string argument. */
export interface DecoratorUse {
  file: string;
  line: number;
  /** decorated definition */
  symbol: string;
  callee: string;
  calleePath: string;
  argCount: number;
  /** at least one string-literal argument */
  hasStringArg: boolean;
}

export interface ImportRecord {
  file: string;
  line: number;
  /** module as written (`events.registry`, `.registry`, `com.acme.Foo`) */
  module: string;
  /** imported name for `from x import name`, null for `import x` */
  name: string | null;
  alias: string | null;
  /** relative import level (Python), 0 otherwise */
  level: number;
  /** absolute dotted target (`events.registry` or `events.registry.register`) */
  resolved: string;
  /** static import / wildcard import */
  wildcard: boolean;
}

/**
 * A function that writes one of its parameters as a key into a container, with a value that carries
 * another parameter: `HANDLERS[event] = fn` inside `register(event)`'s wrapper. Every access to that
 * container elsewhere is a dispatch site of the registry.
 */
export interface StorageWrite {
  file: string;
  line: number;
  /** the function whose parameter is the key (the outer function of a decorator factory) */
  symbol: string;
  keyParam: string;
  keyParamIndex: number;
  /** as written (`HANDLERS`, `self._handlers`) */
  container: string;
  /** resolved through imports, module and class (`events.registry.HANDLERS`) */
  containerPath: string;
  /** `name`: the key is the stored function's own `__name__` (an implicit-name registry);
   *  `attribute`: the key is set on the decorated function (`setattr(func, ATTR, name)`), read back by whoever
   *  scans for that attribute; containerPath is `attribute:<name>`;
   *  `record`: the key is appended to a named list in one record with another parameter
   *  (`_routes.append((pattern, handler))`), for whoever walks the list later */
  kind: 'subscript' | 'setdefault' | 'append' | 'name' | 'attribute' | 'record';
}

/** A function passing one of its parameters on to another call: `_registry.add(name, fn)`. */
export interface KeyForward {
  file: string;
  line: number;
  /** the function whose parameter is passed on */
  symbol: string;
  param: string;
  paramIndex: number;
  calleePath: string;
  argIndex: number | null;
  keyword: string | null;
}

/** A read of a named container with a non-literal key: `HANDLERS[payload["type"]]`, `JOBS.get(name)`. */
export interface ContainerAccess {
  file: string;
  line: number;
  enclosingSymbol: string;
  container: string;
  containerPath: string;
  /** attribute: an attribute read used as a key (`cls.kind` in `{cls.kind: cls}`); keyText is its name.
   *  derived: the container's keys or elements become another table's keys (`LOWER = {k.lower(): v for
   *  k, v in COLORS.items()}`, `for k in ALIASES: BY_NAME[k] = ...`); keyText is that table, as written.
   *  names: the container's entries name attributes that getattr/hasattr asks an object for (`for m in
   *  METHODS: hasattr(self, m.lower())`); keyText is the name expression.
   *  branch: one branch of a chain that compares a parameter with a name and imports a module for it
   *  (`if name == "trio": import dns._trio_backend`); container and keyText are the parameter.
   *  registered: a loop at import time hands each key of the container to a call that keeps it
   *  (`for name, src in METHODS.items(): register_transform(..., partial(match, name))`); keyText is the callee.
   *  position: a named UPPER_CASE list asked where a computed name stands (`_BASIC_COLORS.index(name)`) */
  kind: 'subscript' | 'get' | 'attribute' | 'derived' | 'names' | 'branch' | 'registered' | 'position';
  keyText: string;
}

/** A named constant whose value is a string: module/class constants, enum members, static final. */
export interface ConstantRecord {
  file: string;
  line: number;
  /** symbol of the class holding it, or `path::<module>` */
  scopeSymbol: string;
  name: string;
  /** fully qualified dotted name (`events.types.Events.PAYOUT_PAID`) */
  qualified: string;
  value: string;
  keyKind: KeyKind;
}

export type SkipReason = 'binary' | 'too_large' | 'minified' | 'not_utf8' | 'unreadable' | 'symlink_outside';

export interface FileRecord {
  path: string;
  language: string;
  bytes: number;
  hash: string | null;
  parseErrors: number;
  skipReason: SkipReason | null;
  /** Python dotted module, Java package.Class */
  module: string | null;
}

/** A problem met while scanning one file; never stops the scan. */
export interface ScanErrorRecord {
  file: string;
  line: number | null;
  kind: 'syntax' | 'config_parse' | 'read' | 'extract' | 'skip';
  message: string;
}

/** Everything a language pack extracts from one file. */
export interface FileFacts {
  literals: LiteralOccurrence[];
  definitions: Definition[];
  bases: DefinitionBase[];
  decorators: DecoratorUse[];
  imports: ImportRecord[];
  constants: ConstantRecord[];
  storageWrites: StorageWrite[];
  keyForwards: KeyForward[];
  containerAccesses: ContainerAccess[];
  errors: ScanErrorRecord[];
  /** number of ERROR/MISSING nodes (grammar languages) or config parse errors */
  parseErrors: number;
  /** set when the pack knows the module name better than the path does (Java package.Class) */
  module?: string | null;
}

export function emptyFacts(): FileFacts {
  return {
    literals: [], definitions: [], bases: [], decorators: [], imports: [], constants: [],
    storageWrites: [], keyForwards: [], containerAccesses: [], errors: [], parseErrors: 0,
  };
}

/** One line of the scan summary, also printed as JSON by `scan --json`. */
export interface ScanSummary {
  repo: string;
  db: string;
  files: number;
  scanned: number;
  reused: number;
  skipped: Record<string, number>;
  parseErrorFiles: number;
  literals: number;
  definitions: number;
  seconds: number;
  /** wall-clock split of the run, in milliseconds */
  timings: { walkMs: number; parseExtractMs: number; loadMs: number; finalizeMs: number };
  rowsLoaded: number;
  /** threads that parsed: 1 when the work fit one batch and ran on the main thread */
  jobs: number;
  /** peak resident memory of the whole process (main thread and workers) */
  peakRssMiB: number;
}

/** A row of `idiomscope callees`: raw counts per (callee path, role, position). */
export interface CalleeCount {
  language: string;
  calleePath: string;
  role: Role;
  position: string;
  sites: number;
  files: number;
  distinctValues: number;
  examples: string[];
}

/** Where a candidate's keys are declared: a call/decorator/annotation slot, a config format, a
 *  class-attribute family, a literal table, or a decorator whose key is the function's own name. */
export type CandidateKind = 'call' | 'config' | 'class_attr' | 'table' | 'implicit' | 'pair' | 'files';

export type DecisionStatus = 'accepted' | 'rejected' | 'pending';

/** One ranked candidate registry, with every feature and factor that made its score. */
/** The reasons rank.sql gives for demoting a candidate as one enumeration's values (`enum_reason`). */
export type EnumReason = 'mode' | 'records' | 'enum_holder' | 'compared' | 'http_verbs' | 'enum_keys' | 'self_named';

export interface Candidate {
  /** stable across rescans of the same code: a hash of language, kind, subject, role, position */
  id: string;
  kind: CandidateKind;
  language: string;
  /** callee path, base class, `file::TABLE`, or config declaration kind */
  subject: string;
  role: string;
  position: string;
  sites: number;
  files: number;
  distinctKeys: number;
  examples: string[];
  /** other spellings of the same idiom (`app.task`, `celery_app.task`) */
  spellings: string[];
  /** every candidate of the family this row leads: spellings, the decorator's implicit name and its
   *  name= slot, a call pair and its register side; `written`: the callee as the code writes it, where
   *  that differs from the canonical subject (`pecan.expose` for `pecan.decorators.expose`) */
  members: { subject: string; role: string; position: string; kind: CandidateKind; written?: string[] }[];
  /** candidates listed later that carry mostly this row's keys (the other side of one registry, or a
   *  sibling registry over the same vocabulary), shown inside this row; `sharedKeys` of their `keys` */
  related: { subject: string; role: string; position: string; kind: CandidateKind; sharedKeys: number; keys: number }[];
  /** for a candidate shown inside another row: that row's id */
  relatedTo: string | null;
  features: {
    declShare: number;
    /** distinct files / sites */
    fileSpread: number;
    testShare: number;
    generatedShare: number;
    shape: number;
    placeholderShare: number;
    /** class_attr: over every class that sets the attribute, the share of its values written capitalised (`"Linode"`) */
    titledShare: number;
    /** class_attr: over every class that sets the attribute, lookups in other files per distinct value (exact spelling for capitalised ones) */
    spelledShare: number;
    lookupHits: number;
    /** class_attr: the attribute is read as a key elsewhere (`{cls.kind: cls}`) */
    attrLookup: boolean;
    pairHits: number;
    pairSameReceiverHits: number;
    storage: boolean;
    storageContainer: string | null;
    resolveHits: number;
    qualifierHits: number;
    /** share of an annotation's sites whose key spells a field or the annotated member itself (mapping metadata) */
    memberShare: number;
    /** a table read with a computed key somewhere (dispatch on the table); an entry-point group
     *  named in code (the loader reads the group and looks its entries up by computed names) */
    dynamicReads: number;
    /** a table: the most of its keys that one call slot in other files takes (`execute_command("GET", ...)` for a list of commands) */
    bestPartnerHits: number;
    /** a model view templates are rendered with: its names that templates read (`${packageName}`, `{{ nav }}`) */
    templateReads: number;
    /** enough of those (three names of a table, two keys of a call slot, and half) to be the templates' model */
    templateModel: boolean;
    /** a constant holder (a class or module of string constants): constants referenced by name from other files */
    constantUses: number;
    /** a constant holder that is an Enum (its members are one enumeration's values) */
    enumHolder: boolean;
    /** share of a constant holder's constants whose value spells the constant's own name (PENDING = "PENDING") */
    selfNamedShare: number;
    /** share of a dict table's keys that are members of one of the repo's Enums (`{EdgeType.USES: "-->"}`) */
    enumKeyShare: number;
    /** a call slot whose keys are all HTTP methods (`request("GET", url)`): the verb of one request */
    httpVerbSlot: boolean;
    /** share of a constant holder's uses in other files that compare with its constants (at least 3 uses; else 0) */
    comparedShare: number;
    /** an entry-point group of command-line scripts (`console_scripts`, `gui_scripts`): named for the shell */
    scriptGroup: boolean;
    /** why rank.sql demotes it as one enumeration's values (its `enum` factor), or null */
    enumReason: EnumReason | null;
    /** the callee is a class of the repo built on str or bytes, called with the slot's string: the object's own value */
    textClass: boolean;
    /** share of the keys in their most common kind of string (names, UPPER_CASE, numbers, paths, URLs...) */
    keyKindShare: number;
    /** share of a call slot's keys that name the language's own library (`list`, `collections.deque`) */
    standardShare: number;
    /** a file set (templates/*.html, application-*.yml): its files named by strings in code */
    fileRefs: number;
    /** distinct (class name, key) pairs where a class is passed beside the key (`@compiles(AddColumn, "postgresql")`) */
    symbolCompositeKeys: number;
    /** for a numeric slot of an in-repo callee: the parameter it fills */
    paramName: string | null;
    /** that parameter is only formatted into text by the callee (messages, exceptions): a label, not a key */
    textParam: boolean;
    /** the callee is a function, method or class defined in the repo */
    calleeDefined: boolean;
    /** the callee is a method of the repo reached through `self` or `cls` (`self.register("x")`) */
    selfCall: boolean;
    /** the callee is a builtin of the language (`ord`, `zip`, `compile`) */
    builtinCallee: boolean;
    /** keys that complete function names under one prefix (visit_<key>), and that prefix */
    nameDispatchHits: number;
    nameDispatchPrefix: string | null;
    /** an implicit decorator made by a factory of the repo that hands its arguments on whole (`**kwargs`) to this callee */
    delegate: string | null;
    knownFramework: string | null;
    accessor: boolean;
    stoplisted: boolean;
    foldedSites: number;
    computedSites: number;
  };
  /** multiplicative factors of the score, for `rank --explain` */
  factors: {
    prior: number;
    shape: number;
    context: number;
    spread: number;
    evidence: number;
    generated: number;
    tests: number;
    accessor: number;
    valueSlot: number;
    stoplist: number;
    backing: number;
    enumLike: number;
    /** a runtime-only call into code outside the repo, neither stored nor known */
    external: number;
    /** a file-name registry no pack knows */
    files: number;
    /** a constant holder whose values are all kinds of strings (a grab-bag) */
    mixed: number;
  };
  evidenceCount: number;
  score: number;
  /** below the floor, without independent evidence, or unbacked: listed beneath the ranked ones */
  weak: boolean;
  decision?: DecisionStatus;
}

/** Sites elsewhere that read a candidate's keys, grouped by the container or partner they go through. */
export interface Pair {
  /** lookup: a literal key read elsewhere; partner: another callee taking the same keys; dispatch: a read of the storage */
  kind: 'lookup' | 'partner' | 'dispatch';
  container: string;
  containerPath: string;
  /** storage: reads the candidate's storage; shared: several keys in one container; guess: equal strings only */
  confidence: 'storage' | 'shared' | 'guess';
  keys: string[];
  files: string[];
  sites: { file: string; line: number; symbol: string; key: string; role: string }[];
}

/**
 * One runtime key with both ends, as `keys build` writes it to runtime-keys.jsonl (DESIGN.md):
 * `declared_by` and `referenced_by` are `path::symbol`.
 */
export interface RuntimeKey {
  kind: 'runtime_key';
  /** the registry: the accepted pattern's subject (`events.registry.register`) */
  namespace: string;
  /** the key, or a template such as `payment.{}` for computed keys */
  key: string;
  declared_by: string[];
  referenced_by: string[];
  confidence: ConfidenceTier;
  /** what selects between alternatives declared under one key (a Spring profile) */
  discriminator?: string;
  /** the registry has contributors outside the tree (entry points, plugins loaded by group) */
  external?: boolean;
}

/** One end of a runtime key, as stored in runtime_key_sites. */
export interface RuntimeKeySite {
  namespace: string;
  key: string;
  side: 'declared' | 'referenced';
  file: string;
  line: number;
  /** `path::Qual.name` of the declaring definition or the referencing function */
  symbol: string;
  confidence: ConfidenceTier;
  discriminator: string | null;
  patternId: string;
}

/** One coding-agent task from a failure log, in the native shape (both readers produce it). */
export interface FailureCase {
  taskId: string;
  /** the request text */
  task: string;
  /** paths the agent changed */
  edited: string[];
  /** paths the fix had to change */
  expected: string[];
  /** paths the agent's retrieval returned, in order, when the log has them */
  retrieved: string[] | null;
  outcome: string | null;
  /** 1-based line of the record in its log */
  line: number;
}

export type TriageCategory =
  | 'bridged' | 'pending-candidate' | 'novel-idiom' | 'computed-key' | 'external' | 'config-dependent'
  | 'import-reachable' | 'unexplained';

/** Why a failed task failed, with the keys, files and lines that show it. */
export interface TriageResult {
  taskId: string;
  category: TriageCategory;
  summary: string;
  evidence: { key?: string; file?: string; line?: number; note: string }[];
  /** the pattern that would have caught it: a pending candidate, or a proposed new position */
  proposal: { candidateId: string | null; subject: string; role: string; position: string } | null;
}

/** A pattern worth adding, ranked by the failed tasks it would fix. */
export interface TriageProposal {
  candidateId: string | null;
  subject: string;
  role: string;
  position: string;
  fixes: number;
  tasks: string[];
}

/** What a pack knows of a library callable's parameters, for a callee the repo does not define: which
 *  parameter a positional argument fills (`Unicode("text/html")` fills traitlets' `default_value`, a value) */
export interface KnownSignature {
  /** the callable's path as the scan resolves it (`traitlets.Unicode`) */
  callee: string;
  /** its parameters in order, `self` left out, as the scan records an in-repo definition's */
  params: string[];
}

/** A registration idiom a framework is known for: where its keys are declared. */
export interface KnownIdiom {
  /** callee path, matched exactly or as a dotted suffix (`urls.path` matches `django.urls.path`); for role
   *  `definition_name`, a name prefix and `*` (`pytest_*`): functions so named are one family */
  subject: string;
  role: string;
  /** argument index, keyword or annotation element; '*' for any */
  position: string;
  /** what the keys are, and the idiom's name: entries of one pack with the same note are one idiom,
   *  ranked as one row (`@click.command("x")` and `@click.group()` are both CLI commands) */
  note: string;
  /** when the key is one part of each string (pytest's `addinivalue_line("markers", "slow: marks slow tests")`):
   *  a regular expression whose first group is the key; a string it does not match keeps its whole text */
  keyPattern?: string;
  /** a regular expression (RE2, as DuckDB reads it) for keys this entry never declares: a slot whose every
   *  key fully matches it is not the pack's (aiohttp's own `add_route(hdrs.METH_GET, path, h)` puts HTTP
   *  methods where Falcon and Starlette put the route) */
  exceptKeys?: string;
  /** for role `decorator_implicit`: how the framework spells the name it takes from the definition.
   *  `decapitalize` is the JavaBeans rule Spring names a stereotype's bean by (`Roles` is the bean
   *  `roles`, `URLMapper` stays `URLMapper`) */
  implicitName?: 'decapitalize';
}
