import { describe, expect, it } from 'vitest';
import type { FileFacts, LiteralOccurrence } from '../../../src/core/types.js';
import java from '../../../src/languages/java/index.js';
import { extractText } from '../../helpers/extract.js';

const PATH = 'src/main/java/com/acme/X.java';
const SYM = `${PATH}::`;

async function facts(src: string, opts: { inTest?: boolean } = {}): Promise<FileFacts> {
  return extractText(java, PATH, src, opts);
}

async function literals(src: string): Promise<LiteralOccurrence[]> {
  return (await facts(src)).literals;
}

/** The single row for a value (config_ref rows excluded unless asked for). */
function one(rows: LiteralOccurrence[], value: string, role?: string): LiteralOccurrence {
  const found = rows.filter((l) => l.value === value && (role ? l.role === role : l.role !== 'config_ref'));
  expect(found, `exactly one occurrence of ${value}`).toHaveLength(1);
  return found[0]!;
}

function cls(body: string, head = ''): string {
  return `package com.acme;\n${head}\nclass X {\n${body}\n}\n`;
}

describe('java call arguments', () => {
  it('takes literals from every argument, with argIndex, and resolves the callee through imports', async () => {
    const src = cls(
      '  void m() {\n    LoggerFactory.getLogger("pay").info("a", "b");\n    log.info("msg {}", "arg");\n    register("k");\n  }',
      'import org.slf4j.LoggerFactory;',
    );
    const rows = await literals(src);
    expect(one(rows, 'pay')).toMatchObject({
      role: 'call_arg', callee: 'getLogger', calleePath: 'org.slf4j.LoggerFactory.getLogger', receiver: 'LoggerFactory',
      argIndex: 0, keyword: null, container: null, keyKind: 'literal', enclosingSymbol: `${SYM}X.m`, importTime: false,
      line: 5, col: 29, language: 'java', inTest: false,
    });
    // chained calls drop argument text from the callee path, so one call shape has one path
    expect(one(rows, 'b')).toMatchObject({
      role: 'call_arg', callee: 'info', calleePath: 'org.slf4j.LoggerFactory.getLogger().info',
      receiver: 'LoggerFactory.getLogger("pay")', argIndex: 1,
    });
    expect(one(rows, 'arg')).toMatchObject({ role: 'call_arg', callee: 'info', calleePath: 'log.info', receiver: 'log', argIndex: 1 });
    expect(one(rows, 'k')).toMatchObject({ role: 'call_arg', callee: 'register', calleePath: 'register', receiver: null, argIndex: 0 });
  });

  it('resolves a statically imported method but not a name from a wildcard import', async () => {
    const src = cls(
      '  void m() { register("a"); Registry.add("b"); }',
      'import static com.acme.events.Events.register;\nimport com.acme.registry.*;',
    );
    const rows = await literals(src);
    expect(one(rows, 'a')).toMatchObject({ callee: 'register', calleePath: 'com.acme.events.Events.register' });
    expect(one(rows, 'b')).toMatchObject({ callee: 'add', calleePath: 'Registry.add' });
  });

  it('object creation arguments name the created type; List.of stays a call_arg', async () => {
    const src = cls(
      '  void m() { new RouteKey("r1", "r2"); new java.util.HashMap<String, String>(); List.of("l0", "l1"); String.format("a.%s", x); }',
      'import com.acme.routes.RouteKey;',
    );
    const rows = await literals(src);
    expect(one(rows, 'r2')).toMatchObject({ role: 'call_arg', callee: 'RouteKey', calleePath: 'com.acme.routes.RouteKey', argIndex: 1, receiver: null });
    expect(one(rows, 'l1')).toMatchObject({ role: 'call_arg', callee: 'of', calleePath: 'List.of', argIndex: 1 });
    expect(one(rows, 'a.%s')).toMatchObject({ role: 'call_arg', callee: 'format', keyKind: 'literal', argIndex: 0 });
  });

  it('super("x") is named after the superclass constructor it calls', async () => {
    const src = cls('', 'import com.acme.events.BaseEvent;').replace('class X {', 'class X extends BaseEvent {\n  X() { super("payment.paid"); }');
    expect(one(await literals(src), 'payment.paid')).toMatchObject({
      role: 'call_arg', callee: 'super', calleePath: 'com.acme.events.BaseEvent', argIndex: 0, enclosingSymbol: `${SYM}X.<init>`,
    });
  });

  it('enum constant arguments are call_args of the enum, at declaration time', async () => {
    const src = 'package com.acme;\nenum Status { PAID("payment.paid"), VOID("payment.void"); Status(String k) {} }\n';
    expect(one(await literals(src), 'payment.void')).toMatchObject({
      role: 'call_arg', callee: 'Status', calleePath: 'com.acme.Status', container: 'VOID', argIndex: 0,
      importTime: true, enclosingSymbol: 'src/main/java/com/acme/X.java::Status.VOID',
    });
  });
});

describe('java lookups and stores', () => {
  it('get/containsKey/getOrDefault/remove keys are get_arg on the receiver; the default is a call_arg', async () => {
    const src = cls('  void m() {\n    handlers.get("g");\n    this.handlers.containsKey("c");\n    cfg.getOrDefault("d", "fallback");\n    cache.remove("r");\n    get("bare");\n  }');
    const rows = await literals(src);
    expect(one(rows, 'g')).toMatchObject({ role: 'get_arg', container: 'handlers', receiver: 'handlers', callee: 'get', calleePath: 'handlers.get', argIndex: 0 });
    expect(one(rows, 'c')).toMatchObject({ role: 'get_arg', container: 'this.handlers', receiver: 'this.handlers', calleePath: 'this.handlers.containsKey' });
    expect(one(rows, 'd')).toMatchObject({ role: 'get_arg', container: 'cfg' });
    expect(one(rows, 'fallback')).toMatchObject({ role: 'call_arg', callee: 'getOrDefault', argIndex: 1, container: null });
    expect(one(rows, 'r')).toMatchObject({ role: 'get_arg', container: 'cache' });
    // an unqualified get(...) is a method of this class, not a lookup on a map
    expect(one(rows, 'bare')).toMatchObject({ role: 'call_arg', container: null });
  });

  it('put/putIfAbsent keys are subscript_assign; the stored value is a call_arg', async () => {
    const src = cls('  static { REGISTRY.put("capture", "handler"); }\n  void m() { this.handlers.putIfAbsent("void", h); }');
    const rows = await literals(src);
    expect(one(rows, 'capture')).toMatchObject({ role: 'subscript_assign', container: 'REGISTRY', callee: 'put', argIndex: 0, importTime: true, enclosingSymbol: `${SYM}X` });
    expect(one(rows, 'handler')).toMatchObject({ role: 'call_arg', container: null, argIndex: 1 });
    expect(one(rows, 'void')).toMatchObject({ role: 'subscript_assign', container: 'this.handlers', callee: 'putIfAbsent', importTime: false });
  });
});

describe('java comparisons', () => {
  it('switch case labels in both forms compare against the subject', async () => {
    const src = cls('  void m(Event e) {\n    switch (e.type()) { case "a": break; default: break; }\n    switch (kind) { case "b", "c" -> go(); default -> {} }\n  }');
    const rows = await literals(src);
    expect(one(rows, 'a')).toMatchObject({ role: 'compare', container: 'e.type()', callee: null });
    expect(one(rows, 'b')).toMatchObject({ role: 'compare', container: 'kind' });
    expect(one(rows, 'c')).toMatchObject({ role: 'compare', container: 'kind' });
  });

  it('equals / equalsIgnoreCase in either direction, Objects.equals and ==; concat is not a compare', async () => {
    const src = cls('  void m() {\n    if ("x".equals(type)) {}\n    if (type.equalsIgnoreCase("y")) {}\n    if (Objects.equals(mode, "z")) {}\n    if (s == "w") {}\n    "v".concat(type);\n  }');
    const rows = await literals(src);
    expect(one(rows, 'x')).toMatchObject({ role: 'compare', container: 'type', receiver: '"x"', callee: 'equals', argIndex: null });
    expect(one(rows, 'y')).toMatchObject({ role: 'compare', container: 'type', receiver: 'type', callee: 'equalsIgnoreCase', argIndex: 0 });
    expect(one(rows, 'z')).toMatchObject({ role: 'compare', container: 'mode' });
    expect(one(rows, 'w')).toMatchObject({ role: 'compare', container: 's' });
    expect(one(rows, 'v')).toMatchObject({ role: 'other', container: null });
  });

  it('an UPPER_SNAKE receiver of equals and an enum case label are symbolic compares', async () => {
    const src = cls('  static final String WP = "worldpay";\n  void m() { if (WP.equals(p)) {} switch (st) { case PAID: break; } }');
    const rows = await literals(src);
    expect(rows.find((l) => l.value === 'WP')).toMatchObject({ role: 'compare', keyKind: 'symbolic', container: 'p', resolvedValue: 'com.acme.X.WP' });
    expect(rows.find((l) => l.value === 'PAID')).toMatchObject({ role: 'compare', keyKind: 'symbolic', container: 'st', resolvedValue: 'PAID' });
  });
});

describe('java assignments and constants', () => {
  it('static final String is an assign and a ConstantRecord; other initialisers are assigns only', async () => {
    const src = cls('  public static final String PAID = "payment.paid";\n  private String name = "inst";\n  static String mutable = "m";\n  void f() { String local = "loc"; this.x = "fld"; }');
    const f = await facts(src);
    expect(one(f.literals, 'payment.paid')).toMatchObject({ role: 'assign', container: 'PAID', importTime: true, enclosingSymbol: `${SYM}X.PAID` });
    expect(one(f.literals, 'inst')).toMatchObject({ role: 'assign', container: 'name', importTime: false });
    expect(one(f.literals, 'm')).toMatchObject({ role: 'assign', container: 'mutable', importTime: true });
    expect(one(f.literals, 'loc')).toMatchObject({ role: 'assign', container: 'local', importTime: false, enclosingSymbol: `${SYM}X.f` });
    expect(one(f.literals, 'fld')).toMatchObject({ role: 'assign', container: 'this.x' });
    expect(f.constants).toEqual([{
      file: PATH, line: 4, scopeSymbol: `${SYM}X`, name: 'PAID', qualified: 'com.acme.X.PAID', value: 'payment.paid', keyKind: 'literal',
    }]);
  });

  it('interface fields are implicitly static final constants', async () => {
    const src = 'package com.acme;\ninterface Topics { String PAYMENTS = "payments.v1"; }\n';
    const f = await facts(src);
    expect(f.constants).toEqual([{
      file: PATH, line: 2, scopeSymbol: `${SYM}Topics`, name: 'PAYMENTS', qualified: 'com.acme.Topics.PAYMENTS', value: 'payments.v1', keyKind: 'literal',
    }]);
  });

  it('a lambda in a static field runs later; its literal is not declaration time', async () => {
    const src = cls('  static final Runnable R = () -> log.info("later");');
    expect(one(await literals(src), 'later')).toMatchObject({ role: 'call_arg', importTime: false, enclosingSymbol: `${SYM}X.R` });
  });
});

describe('java other positions', () => {
  it('return, lambda result, array elements with index, text blocks and other', async () => {
    const src = cls('  static final String[] TOPICS = {"t0", "t1"};\n  String f() { Supplier<String> s = () -> "lam"; return "ret"; }\n  void g() { String q = """\n      SELECT 1\n      """; foo(new String[]{"n0"}); String c = 1 > 0 ? "tern" : null; s.isEmpty(); "lone".length(); }');
    const rows = await literals(src);
    expect(one(rows, 'ret')).toMatchObject({ role: 'return' });
    expect(one(rows, 'lam')).toMatchObject({ role: 'return' });
    expect(one(rows, 't1')).toMatchObject({ role: 'collection_elem', container: 'TOPICS', elemIndex: 1, importTime: true });
    expect(one(rows, 'n0')).toMatchObject({ role: 'collection_elem', container: 'foo', elemIndex: 0 });
    expect(one(rows, 'SELECT 1\n')).toMatchObject({ role: 'assign', container: 'q' });
    expect(one(rows, 'tern')).toMatchObject({ role: 'assign', container: 'c' });
    expect(one(rows, 'lone')).toMatchObject({ role: 'other', callee: null });
  });

  it('a concatenation is one computed row where the whole expression sits', async () => {
    const src = cls('  void m(String status) {\n    register("payment." + status);\n    register("a" + "b");\n  }');
    const rows = await literals(src);
    expect(one(rows, 'payment.{}')).toMatchObject({ role: 'call_arg', keyKind: 'computed', callee: 'register', argIndex: 0, line: 5, col: 14 });
    expect(rows.some((l) => l.value === 'payment.')).toBe(false);
    // constant folding: two literals joined are still a literal key
    expect(one(rows, 'ab')).toMatchObject({ role: 'call_arg', keyKind: 'literal' });
  });

  it('UPPER_SNAKE call arguments are symbolic; lower-case variables are not', async () => {
    const src = cls(
      '  static final String LOCAL_KEY = "k";\n  void m(String key) { bus.publish(Topics.PAYMENTS, LOCAL_KEY, ADYEN, key, cfg.value); }',
      'import static com.acme.ProviderNames.ADYEN;',
    );
    const sym = (await literals(src)).filter((l) => l.keyKind === 'symbolic');
    expect(sym.map((l) => [l.value, l.argIndex, l.resolvedValue])).toEqual([
      ['Topics.PAYMENTS', 0, 'com.acme.Topics.PAYMENTS'],
      ['LOCAL_KEY', 1, 'com.acme.X.LOCAL_KEY'],
      ['ADYEN', 2, 'com.acme.ProviderNames.ADYEN'],
    ]);
    expect(sym[0]).toMatchObject({ role: 'call_arg', callee: 'publish', calleePath: 'bus.publish', receiver: 'bus' });
  });

  it('inTest comes from the file', async () => {
    const f = await facts(cls('  void t() { assertEquals("exp", x); }'), { inTest: true });
    expect(one(f.literals, 'exp')).toMatchObject({ inTest: true, role: 'call_arg' });
  });
});

describe('java positions in long initializers', () => {
  it('numbers every element of a generated array, first to last, around comments', async () => {
    const words = Array.from({ length: 3000 }, (_, i) => `"w${i}"`);
    const rows = await literals(cls(`static final String[] WORDS = {\n ${words.join(',\n /* c */ ')}\n};\nvoid f() { g("a", /* note */ "b"); }`));
    const elems = rows.filter((l) => l.container === 'WORDS');
    expect(elems).toHaveLength(3000);
    expect(elems.every((l) => l.elemIndex === Number(l.value.slice(1)))).toBe(true);
    expect(one(rows, 'b')).toMatchObject({ role: 'call_arg', argIndex: 1 });
  });
});
