/**
 * Every weight of the ranking, in one place. The shape follows ../shared/RANKING-LESSONS.md: a log
 * prior over distinct keys and files, multiplicative factors for key shape and declaration context,
 * one additive evidence bonus, and principled demotions. Weights are coarse and round on purpose:
 * `npm run eval` checks that halving or doubling the evidence weights moves recall only a little.
 *
 * score = [log2(1+distinct) + 0.5·log2(1+files)]
 *       · max(shapeFloor, shape² · (1 − placeholder_share))
 *       · (contextBase + (1 − contextBase)·decl_share; 1 for a registration a framework pack knows)
 *       · (0.6 + 0.4·min(1, 2·distinct/sites))
 *       · (1 + Σ evidence_weight · evidence)          evidence shares shrunk: hits / (distinct + 2); lookup and
 *                                                     pair overlap ×runtimeOverlap for a call slot with no declaration site
 *       · (1 − generated·generated_share) · (1 − tests·test_share)
 *       · (externalRuntime for a call slot with no declaration site into library code, or any call slot of a
 *          language builtin, or a call slot whose keys are mostly (≥ 80%) names of the language's own library
 *          (`TypingAlias("collections.deque")`), neither stored nor known)
 *       · (accessor if the callee is itself a lookup, or an implicit-name decorator is a descriptor: `@reify`, `@cached_property`)
 *       · (stoplist if the callee is well-known noise)
 *       · (valueSlot for a keyword that names itself a value or text: default=, help=, metavar=;
 *          or a parameter the in-repo callee only formats into text: a message's label)
 *       · (unbacked for an implicit-name decorator nobody stores and whose names do not come back as strings, a table whose entries name nothing and
 *          that nothing reads by a computed key, a class-attribute family nothing reads as a key)
 *       · (fileSet for a directory of files named by strings in code, unless a pack knows it: application-*.yml)
 *       · (enum for a call slot whose values are a tiny enum or booleans: it selects a mode, it names nothing;
 *          and for a table whose keys repeat: rows of records, not one dict; and for a constant holder that is an Enum)
 *       · (grabBag for a constant holder of at least three values, not four fifths of them one kind of string)
 *
 * After scoring, a row that shares at least relatedMinShared keys, and relatedShare of its own keys,
 * with a row listed before it joins that row as related (one registry seen from two sides, or sibling
 * registries over one vocabulary): it is shown inside the earlier row instead of taking a place of its own.
 */
export interface RankWeights {
  shapeFloor: number;
  contextBase: number;
  lookup: number;
  pair: number;
  pairSameReceiver: number;
  /** lookup and pair overlap of a call slot none of whose sites is a declaration counts this much: two
   *  runtime calls sharing words (`skip_if("name:and")` / `expect("name:and")`, `el.set("href")` /
   *  `el.get("href")`) share a vocabulary, not a registry */
  runtimeOverlap: number;
  storage: number;
  /** a family of functions found by a built name (`getattr(self, "visit_" + kind)` reads every visit_<kind>):
   *  dispatch seen from the reading side, weaker than a write into storage because the prefix also
   *  gathers methods that share it by habit (`as_sql` beside the vendor dispatch `as_postgresql`) */
  builtName: number;
  resolve: number;
  qualifier: number;
  /** keys that complete names of functions under one prefix (visit_<key>): dispatch by a built name */
  nameDispatch: number;
  known: number;
  generated: number;
  tests: number;
  accessor: number;
  /** a call slot (or a call pair, by its register side) with no declaration site into code outside the
   *  repo (or an untyped receiver), neither stored nor known: library API handed data at run time
   *  (`SubElement(parent, "div")`); so is a slot of the language's builtins (`ord("x")`) wherever it runs,
   *  and a slot whose keys are mostly names of the language's own library (`TypingAlias("collections.deque")`) */
  externalRuntime: number;
  /** a keyword slot in VALUE_KEYWORDS: it carries data or text, whatever its values look like */
  valueSlot: number;
  stoplist: number;
  /** implicit-name decorators without storage or a framework pack, tables whose entries resolve to nothing */
  unbacked: number;
  /** a call slot whose values are a tiny enum (≤ 5 values, ≥ 4 sites, ≥ 2 sites per value; or ≤ 8 values, ≥ 4 sites per value)
   *  or booleans, unless stored or known
   *  or keyed together with a class passed beside it (`@compiles(AddColumn, "postgresql")`);
   *  a table whose keys repeat (≥ 2 entries per key: fields of records);
   *  a constant holder that is an Enum (its members, used by name, select a state or a mode) */
  enum: number;
  /** a file-name registry (templates/*.html) that no framework pack knows: its keys are declared by files
   *  existing, and data files share their names with words code uses for other things */
  fileSet: number;
  /** a constant holder (a class or module of string constants, at least six values) fewer than half of whose
   *  values are one kind of string (names, UPPER_CASE, numbers, `x:` prefixes, paths, URLs, punctuation...):
   *  a grab-bag of settings and literals (`","`, `"http://"`, `"UTF-8"`, `"Bearer"`), not one registry's keys */
  grabBag: number;
  /** below this score, with no independent evidence at all, or unbacked (whatever its score), a candidate is listed as weak */
  floor: number;
  /** a weak call slot (or call pair) scoring under this share of the floor is listed after every other weak row */
  weakTail: number;
  /** rows compared for shared keys: the first this many leaders (0 turns related rows off) */
  relatedWindow: number;
  /** a row joins an earlier one as related when it shares at least this many keys with it… */
  relatedMinShared: number;
  /** …and at least this share of its own keys */
  relatedShare: number;
}

export const DEFAULT_WEIGHTS: RankWeights = {
  shapeFloor: 0.02,
  contextBase: 0.35,
  lookup: 1.5,
  pair: 1.5,
  pairSameReceiver: 1.5,
  runtimeOverlap: 0.5,
  storage: 2,
  builtName: 1,
  resolve: 3,
  qualifier: 2,
  nameDispatch: 2,
  known: 2,
  generated: 0.9,
  tests: 0.6,
  accessor: 0.1,
  valueSlot: 0.1,
  externalRuntime: 0.5,
  stoplist: 0.05,
  unbacked: 0.2,
  enum: 0.3,
  fileSet: 0.5,
  grabBag: 0.3,
  floor: 1.5,
  weakTail: 0.5,
  relatedWindow: 100,
  relatedMinShared: 2,
  relatedShare: 0.5,
};

/**
 * The last-resort list of well-known noise callees (matched on the callee's last segment or the
 * whole path): translation, logging, printing, warnings, regular expressions, file opening, string
 * methods, assertions, exception constructors, typing casts and type variables, context variables, test doubles (`mock.patch`), a setup script's `setup()`,
 * Lombok's and JUnit's annotations. The features rank most of these low on
 * their own; `npm run eval` reports results with and without this list.
 */
export const STOPLIST = [
  '(^|\\.)(_|gettext|gettext_lazy|ugettext|ugettext_lazy|ngettext|pgettext|gettext_noop|lazy_gettext)$',
  '(^|\\.)(debug|info|warning|warn|error|exception|critical|fatal|trace|log)$',
  '^(print|open|input)$',
  '^warnings\\.(warn|warn_explicit|filterwarnings|simplefilter)$',
  '^re\\.(compile|match|search|sub|subn|fullmatch|split|findall|finditer)$',
  '(^|\\.)(format|join|replace|split|rsplit|strip|lstrip|rstrip|startswith|endswith|encode|decode|append|printf|println|print)$',
  '(^|\\.)(assert[A-Za-z_]*|fail|raises|assertThat|assertEquals|isEqualTo|hasMessage|containsString)$',
  '(Error|Exception|Warning)$',
  // (a ContextVar's or ParamSpec's name is for debugging output: nothing looks it up)
  '^(typing\\.|typing_extensions\\.|contextvars\\.)?(cast|TypeVar|NewType|ParamSpec|TypeVarTuple|ContextVar)$',
  // test doubles: the dotted paths and attribute names a test patches
  '(^|\\.)(mock\\.patch|patch\\.(object|dict|multiple)|monkeypatch\\.(setattr|delattr|setenv|delenv|setitem|delitem))$',
  // a setup script's metadata (name, version, author, url); its entry points are read as entry points
  '^(setuptools|distutils\\.core)\\.setup$',
  // Java annotations that write code or mark tests, whose targets' names nothing looks up: Lombok's
  // generators (@Getter, @Data, @Slf4j, @Builder) and JUnit's (@Test, @BeforeEach); labelled noise in every
  // Java repository of the open sets that lists them, never a registry
  '^(lombok|org\\.junit)\\.',
].join('|');

/**
 * Keyword slots that say what they hold: a default value, help or label text, an example. Their
 * values are data even when token-shaped (`default="127.0.0.1"`, `metavar="FILE"`); a codec's name and
 * error policy (`encoding="latin-1"`, `errors="strict"`) are the codec registry's keys, not the repo's, and
 * an argument's name handed in for error messages (`arg_name="run_date"`) names a parameter. Like the accessor
 * rule this follows from a definition (the parameter's own name), not from a list of callees. A name
 * ending in `_value` says so too (`flag_value="dirty"`, `min_value`, `header_value`). So does a destination
 * (`dest="verbose"`: argparse's attribute of the parsed namespace, read back as `args.verbose`), unless a pack
 * knows the slot (pytest's `addoption(dest=)`, read back by string with `getoption`).
 */
export const VALUE_KEYWORDS = '([a-z_]+_value|default|defaults|initial|help|help_text|metavar|description|desc|doc|docstring|example|examples|placeholder|pattern|label|verbose_name|verbose_name_plural|title|message|msg|error_message|text|prompt|comment|epilog|usage|encoding|errors|arg_name|argname|param_name|paramname|dest)';

/**
 * The declaring call of a command-line option, as argparse, optparse and pytest spell it and the wrappers
 * around them keep it (httpie's parser-spec groups, flake8's `OptionManager.add_option`), and the keywords
 * of that call that hold the option parser's own vocabulary: `action="store_true"` names an action of
 * argparse's registry, not the repo's; `const=` and `nargs=` are the option's value and arity. In the
 * open sets' labels every `action=` slot of such a call is noise (eleven repositories), and none is a
 * registry. A last-resort list of well-known names, matched on the keyword slot only: a parameter the
 * repo names `action` (coverage's `CmdOptionParser(action, ...)`, whose values are its commands) is not it.
 */
export const OPTION_DECLARERS = '(add_argument|add_option|addoption)';
export const OPTION_KEYWORDS = '(action|const|nargs)';

/**
 * Words of a table's name that say only what kind of container it is or that it is the default one
 * (`NODE_STATE_MAP`, `DEFAULT_POLICIES`). Tables of one module that share another word of their names are
 * one idiom over its variants (`KEYWORDS_ORACLE`, `KEYWORDS_HQL`); tables that share only such a word are
 * not (`KIND_METHOD_MAP` beside `NODE_STATE_MAP`).
 */
export const CONTAINER_WORDS = '(map|maps|mapping|mappings|dict|dicts|table|tables|list|lists|set|sets|tuple|tuples|array|str|string|strings|default|defaults|data|info|extra|all|common|other|my|the)';
