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
}

/** A thin, declarative pack per framework (knip's plugin idea): data, no code paths. */
export interface FrameworkPack {
  id: string;
  idioms: KnownIdiom[];
}
