import { describe, expect, it } from 'vitest';
import { explain } from '../../src/analyze/rank.js';
import type { Candidate } from '../../src/core/types.js';
import { rankedFixture } from '../helpers/repo.js';

/**
 * Values that look like keys but belong to the language or to one enumeration: enum members, a ctypes
 * structure's fields, the builtins' arguments, a one-entry dict, and a holder's constants counted twice.
 */
const FILES: Record<string, string> = {
  'app/__init__.py': '',
  // two enums with the same lower-case members: one enumeration each, no family of subclasses
  'app/params.py': [
    'from enum import Enum',
    'class ParamIn(Enum):',
    '    query = "query"',
    '    header = "header"',
    'class Location(str, Enum):',
    '    query = "query"',
    '    header = "header"',
    'class SubLocation(Location):',
    '    pass',
    '',
  ].join('\n'),
  // a real family beside them: exporters that set `kind`, read back as a key
  'app/exporters.py': [
    'class Exporter:',
    '    kind = None',
    'class Pdf(Exporter):',
    '    kind = "pdf"',
    'class Csv(Exporter):',
    '    kind = "csv"',
    'EXPORTERS = {e.kind: e for e in (Pdf, Csv)}',
    '',
  ].join('\n'),
  'app/win.py': [
    'import ctypes',
    'class COORD(ctypes.Structure):',
    '    _fields_ = [("X", ctypes.c_short), ("Y", ctypes.c_short)]',
    'class RECT(ctypes.Structure):',
    '    _fields_ = [("Left", ctypes.c_short), ("Top", ctypes.c_short), ("Right", ctypes.c_short)]',
    '',
  ].join('\n'),
  'app/chars.py': [
    'ESC = ord("x")',
    'TAB = ord("t")',
    'def code(c):',
    '    return ord("y") + ord("z")',
    '',
  ].join('\n'),
  'app/keys.py': [
    'from app.chars import code',
    'def f(k):',
    '    return {"x": 1, "y": 2, "t": 3, "z": 4}[k]',
    '',
  ].join('\n'),
  // a one-entry dict whose value names a class: a record, not a key set
  'app/lexer.py': [
    'class Root: pass',
    'RULES = {"root": Root}',
    '',
  ].join('\n'),
  // the dicts inside a settings list are records: a field naming a class backs no key set
  'app/settings.py': [
    'TEMPLATES = [{"BACKEND": "app.engine.Engine", "DIRS": [], "APP_DIRS": True}]',
    'ENGINES = {"fast": {"BACKEND": "app.engine.Engine", "WORKERS": 4}}',
    '',
  ].join('\n'),
  'app/engine.py': 'class Engine: pass\n',
  // an enumeration whose members are used by name elsewhere: each use is one constant use, not also a lookup
  'app/modes.py': 'class Mode:\n    FAST = "fast"\n    SLOW = "slow"\n    SAFE = "safe"\n',
  'app/run.py': [
    'from app.modes import Mode',
    'def start(mode=None): pass',
    'def run():',
    '    start(mode=Mode.FAST)',
    '    start(mode=Mode.SLOW)',
    '    start(Mode.SAFE)',
    '',
  ].join('\n'),
  // constants of several words spelled out: keys of a store (config properties), not an enumeration
  'app/config_keys.py': 'class Keys:\n    MALL_NAME = "mall_name"\n    MALL_PHONE = "mall_phone"\n    MALL_ADDRESS = "mall_address"\n',
  'app/config_use.py': [
    'from app.config_keys import Keys',
    'def get_config(key): pass',
    'def show():',
    '    return get_config(Keys.MALL_NAME), get_config(Keys.MALL_PHONE), get_config(Keys.MALL_ADDRESS)',
    '',
  ].join('\n'),
  // a class of constants spelling their whole names is an enumeration; a module of them is a store's keys
  'app/session.py': 'class SessionState:\n    EXPIRED_SESSION = "EXPIRED_SESSION"\n    AUTH_FAILED = "AUTH_FAILED"\n    CONNECTED = "CONNECTED"\n',
  // a call slot that takes only HTTP methods selects a request's verb
  'app/http.py': [
    'def request(method, url): pass',
    'def get(url): return request("GET", url)',
    'def post(url): return request("POST", url)',
    'def put(url): return request("PUT", url)',
    'def delete(url): return request("DELETE", url)',
    // four verbs and a catch-all are still verbs; two verbs beside three words are not
    'def send(method): pass',
    'def every():',
    '    send("GET"), send("POST"), send("PUT"), send("DELETE"), send("ALL")',
    'def mixed(kind): pass',
    'def others():',
    '    mixed("GET"), mixed("POST"), mixed("alpha"), mixed("beta"), mixed("gamma")',
    '',
  ].join('\n'),
  // a dict keyed by HTTP methods whose values are a library's words (`pycurl.HTTPGET`) translates the verb;
  // one whose values are strings (a router's actions) or the repo's own functions may dispatch on it
  'app/verbs.py': [
    'import pycurl',
    'def list_items(): pass',
    'def create_item(): pass',
    'def delete_item(): pass',
    'METH_TO_CURL = {"GET": pycurl.HTTPGET, "POST": pycurl.POST, "PUT": pycurl.UPLOAD, "HEAD": pycurl.NOBODY}',
    'ACTIONS = {"get": "list", "post": "create", "delete": "destroy"}',
    'HANDLERS = {"GET": list_items, "POST": create_item, "DELETE": delete_item}',
    'def curl_option(method):',
    '    return METH_TO_CURL.get(method)',
    'def action(method):',
    '    return ACTIONS[method]',
    'def handle(method):',
    '    return HANDLERS[method]()',
    '',
  ].join('\n'),
  // numbers written as strings are codes (status classes, flags), not names; names in the same shape of table are keys
  'app/codes.py': [
    'STATUS_TOKENS = {"1": "info", "2": "ok", "3": "redirect", "4": "client", "5": "server"}',
    'LEVEL_TOKENS = {"debug": "dim", "info": "plain", "warning": "yellow", "error": "red", "critical": "bold"}',
    'def status_token(code):',
    '    return STATUS_TOKENS.get(code[0])',
    'def level_token(level):',
    '    return LEVEL_TOKENS.get(level)',
    '',
  ].join('\n'),
  'app/phases.py': 'INGRESS = "INGRESS"\nVIEW = "VIEW"\n',
  'app/buffers.py': 'SEARCH_BUFFER = "SEARCH_BUFFER"\nDEFAULT_BUFFER = "DEFAULT_BUFFER"\nSYSTEM_BUFFER = "SYSTEM_BUFFER"\n',
  'app/watch.py': [
    'from app.session import SessionState',
    'from app.buffers import SEARCH_BUFFER, DEFAULT_BUFFER, SYSTEM_BUFFER',
    'from app.phases import INGRESS, VIEW',
    'def notify(state): pass',
    'def focus(name): pass',
    'def watch():',
    '    notify(SessionState.EXPIRED_SESSION), notify(SessionState.AUTH_FAILED), notify(SessionState.CONNECTED)',
    '    focus(SEARCH_BUFFER), focus(DEFAULT_BUFFER), focus(SYSTEM_BUFFER)',
    '    focus(INGRESS), focus(VIEW)',
    '',
  ].join('\n'),
  // an Enum used by name elsewhere: a holder whose members select a state
  'app/states.py': 'from enum import Enum\nclass State(str, Enum):\n    QUEUED = "queued"\n    DONE = "done"\n    FAILED = "failed"\n',
  'app/worker.py': [
    'from app.states import State',
    'def set_state(state): pass',
    'def work():',
    '    set_state(State.QUEUED)',
    '    set_state(State.DONE)',
    '    set_state(State.FAILED)',
    '',
  ].join('\n'),
  // tables keyed by the Enum's members: a translation into text, and a dispatch table
  'app/show.py': [
    'from app.states import State',
    'def on_queued(job): pass',
    'def on_done(job): pass',
    'def on_failed(job): pass',
    'LABELS = {State.QUEUED: "waiting", State.DONE: "finished", State.FAILED: "broken"}',
    'HANDLERS = {State.QUEUED: on_queued, State.DONE: on_done, State.FAILED: on_failed}',
    'def show(job):',
    '    HANDLERS[job.state](job)',
    '    return LABELS[job.state]',
    '',
  ].join('\n'),
};

const classAttr = (position: string) => (c: Candidate): boolean => c.kind === 'class_attr' && c.position === position;

describe('enumerations and the language\'s own names', () => {
  const fx = rankedFixture(FILES);

  it('an Enum\'s members (direct, mixed with str, or inherited) form no class-attribute family', () => {
    expect(fx.cands.some(classAttr('query'))).toBe(false);
    expect(fx.cands.some(classAttr('header'))).toBe(false);
    const kind = fx.find(classAttr('kind'), 'the Exporter.kind family');
    expect(kind.subject).toBe('app.exporters.Exporter');
    expect(kind.distinctKeys).toBe(2);
  });

  it('a ctypes structure\'s _fields_ names its own layout, no table', () => {
    expect(fx.cands.some((c) => c.kind === 'table' && c.subject.includes('_fields_'))).toBe(false);
  });

  it('a builtin\'s slot is library API wherever it runs: ord at module level is demoted too', () => {
    const ord = fx.find((c) => c.subject === 'ord' && c.position === '0', 'ord');
    expect(ord.features.declShare).toBeGreaterThan(0);
    expect(ord.features.builtinCallee).toBe(true);
    expect(ord.factors.external).toBe(0.5);
    const exporters = fx.cands.find((c) => c.subject === 'app.exporters.Exporter');
    expect(exporters?.features.builtinCallee).toBe(false);
  });

  it('a one-entry dict is a record: listed as weak however well its value resolves', () => {
    const rules = fx.find((c) => c.subject === 'app/lexer.py::RULES', 'the RULES table');
    expect(rules.distinctKeys).toBe(1);
    expect(rules.features.resolveHits).toBe(1);
    expect(rules.factors.backing).toBe(0.2);
    expect(rules.weak).toBe(true);
    expect(explain(rules).join('\n')).toContain('a dict of one entry is a record');
  });

  it('the dicts nested in a table\'s entries are records: unbacked, however well a field resolves', () => {
    const nested = fx.find((c) => c.subject === 'app/settings.py::TEMPLATES[]', 'the TEMPLATES records');
    expect(nested.features.resolveHits).toBe(1);
    expect(nested.factors.backing).toBe(0.2);
    expect(nested.weak).toBe(true);
    expect(explain(nested).join('\n')).toContain('nested in the table\'s entries are records');
  });

  it('a holder\'s own constants used by name count as constant uses, not again as lookups', () => {
    const modes = fx.find((c) => c.kind === 'table' && c.subject === 'app.modes.Mode', 'the Mode holder');
    expect(modes.features.constantUses).toBe(3);
    expect(modes.features.lookupHits).toBe(0);
    expect(modes.features.pairHits).toBe(0);
    expect(modes.features.enumHolder).toBe(false);
  });

  it('constants that spell their own names as one word are an enumeration written out: demoted like an Enum', () => {
    const modes = fx.find((c) => c.kind === 'table' && c.subject === 'app.modes.Mode', 'the Mode holder');
    expect(modes.features.selfNamedShare).toBe(1);
    expect(modes.factors.enumLike).toBe(0.3);
    expect(explain(modes).join('\n')).toContain('100% of its constants spell their own names');
    // several words spelled out (MALL_NAME = "mall_name") are a store's keys: no demotion
    const keys = fx.find((c) => c.kind === 'table' && c.subject === 'app.config_keys.Keys', 'the Keys holder');
    expect(keys.features.constantUses).toBe(3);
    expect(keys.features.selfNamedShare).toBe(0);
    expect(keys.factors.enumLike).toBe(1);
  });

  it('a class whose constants spell their whole names is an enumeration; a module of such names keeps them as keys', () => {
    const states = fx.find((c) => c.kind === 'table' && c.subject === 'app.session.SessionState', 'the SessionState holder');
    expect(states.features.selfNamedShare).toBe(1);
    expect(states.factors.enumLike).toBe(0.3);
    // two one-word names are enough: INGRESS = "INGRESS", VIEW = "VIEW" order a pipeline's stages
    const phases = fx.find((c) => c.kind === 'table' && c.subject === 'app.phases', 'the phases module');
    expect(phases.distinctKeys).toBe(2);
    expect(phases.factors.enumLike).toBe(0.3);
    const buffers = fx.find((c) => c.kind === 'table' && c.subject === 'app.buffers', 'the buffers module');
    expect(buffers.features.selfNamedShare).toBe(0);
    expect(buffers.factors.enumLike).toBe(1);
  });

  it('a table keyed by an Enum\'s members puts its states into text, unless its values name functions', () => {
    const labels = fx.find((c) => c.subject === 'app/show.py::LABELS', 'the LABELS table');
    expect(labels.features.enumKeyShare).toBe(1);
    expect(labels.factors.enumLike).toBe(0.3);
    expect(explain(labels).join('\n')).toContain('100% of its keys are members of an Enum');
    const handlers = fx.find((c) => c.subject === 'app/show.py::HANDLERS', 'the HANDLERS table');
    expect(handlers.features.enumKeyShare).toBe(1);
    expect(handlers.features.resolveHits).toBeGreaterThan(0);
    expect(handlers.factors.enumLike).toBe(1);
  });

  it('a call slot that takes only HTTP methods is the verb of one request: demoted as a mode', () => {
    const verbs = fx.find((c) => c.subject === 'app.http.request' && c.features.httpVerbSlot, 'the request method slot');
    expect(verbs.distinctKeys).toBe(4);
    expect(verbs.factors.enumLike).toBe(0.3);
    expect(explain(verbs).join('\n')).toContain('every value is an HTTP method');
    expect(fx.find((c) => c.subject === 'app.http.send', 'the send slot').features.httpVerbSlot).toBe(true);
    expect(fx.find((c) => c.subject === 'app.http.mixed', 'the mixed slot').features.httpVerbSlot).toBe(false);
  });

  it('a dict keyed by HTTP methods whose values are expressions naming nothing of the repo is the verb in a library\'s word', () => {
    const curl = fx.find((c) => c.subject === 'app/verbs.py::METH_TO_CURL', 'the METH_TO_CURL table');
    expect(curl.features.httpVerbSlot).toBe(true);
    expect(curl.features.enumReason).toBe('http_verbs');
    expect(curl.factors.enumLike).toBe(0.3);
    expect(explain(curl).join('\n')).toContain("the verb put into a library's word");
    // string values may name handlers (a router's actions): not demoted so
    const actions = fx.find((c) => c.subject === 'app/verbs.py::ACTIONS', 'the ACTIONS table');
    expect(actions.features.httpVerbSlot).toBe(false);
    // the repo's own functions as values: a dispatch on the verb, kept
    const handlers = fx.find((c) => c.subject === 'app/verbs.py::HANDLERS', 'the HANDLERS table');
    expect(handlers.features.resolveHits).toBeGreaterThan(0);
    expect(handlers.factors.enumLike).toBe(1);
  });

  it('keys that are numbers written as strings are codes, not names: no key shape', () => {
    const status = fx.find((c) => c.subject === 'app/codes.py::STATUS_TOKENS', 'the STATUS_TOKENS table');
    const levels = fx.find((c) => c.subject === 'app/codes.py::LEVEL_TOKENS', 'the LEVEL_TOKENS table');
    expect(status.features.shape).toBe(0);
    expect(levels.features.shape).toBe(1);
    expect(status.score).toBeLessThan(levels.score);
  });

  it('an Enum used by name is one enumeration\'s values: its holder is demoted as a mode selector', () => {
    const states = fx.find((c) => c.kind === 'table' && c.subject === 'app.states.State', 'the State holder');
    expect(states.features.constantUses).toBe(3);
    expect(states.features.enumHolder).toBe(true);
    expect(states.factors.enumLike).toBe(0.3);
    expect(explain(states).join('\n')).toContain('an Enum');
  });

  it('a holder of one enumeration\'s constants abstains, listed after the weak tables that are not', () => {
    const holders = fx.cands.filter((c) => c.kind === 'table' && c.role === 'assign' && c.factors.enumLike < 1);
    expect(holders.map((c) => c.subject)).toEqual(expect.arrayContaining(['app.states.State', 'app.session.SessionState', 'app.phases']));
    for (const h of holders) expect(h.weak).toBe(true);
    expect(explain(holders[0]).join('\n')).toContain('constants of one enumeration');
    // a module of key constants that spell no names stays ranked
    expect(fx.find((c) => c.kind === 'table' && c.subject === 'app.buffers', 'the buffers module').weak).toBe(false);
    const firstHolder = Math.min(...holders.map((h) => fx.cands.indexOf(h)));
    const otherWeakTables = fx.cands.filter((c) => c.weak && c.kind === 'table' && c.role !== 'collection_elem' && c.factors.enumLike === 1);
    expect(otherWeakTables.length).toBeGreaterThan(0);
    for (const t of otherWeakTables) expect(fx.cands.indexOf(t)).toBeLessThan(firstHolder);
  });
});
