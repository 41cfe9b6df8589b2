import { describe, expect, it } from 'vitest';
import type { FileFacts, LiteralOccurrence } from '../../../src/core/types.js';
import java from '../../../src/languages/java/index.js';
import { extractText } from '../../helpers/extract.js';

const PATH = 'src/main/java/com/acme/payments/PaymentService.java';
const SYM = `${PATH}::`;
const QUALIFIER = 'org.springframework.beans.factory.annotation.Qualifier';

async function facts(src: string): Promise<FileFacts> {
  return extractText(java, PATH, src);
}

function rowsOf(rows: LiteralOccurrence[], value: string, role: string): LiteralOccurrence[] {
  return rows.filter((l) => l.value === value && l.role === role);
}

function one(rows: LiteralOccurrence[], value: string, role = 'annotation_arg'): LiteralOccurrence {
  const found = rowsOf(rows, value, role);
  expect(found, `exactly one ${role} row for ${value}`).toHaveLength(1);
  return found[0]!;
}

const SERVICE = `package com.acme.payments;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.*;
import org.springframework.stereotype.Service;

@Service
@Profile({"eu", "kubernetes"})
@ConditionalOnProperty(prefix = "payments", name = "mode", havingValue = "live")
public class PaymentService {
    @Value("\${payments.timeout:30}")
    private Duration timeout;

    private final String label = "not-an-annotation";

    @Autowired
    public PaymentService(@Qualifier("adyen") SettlementClient settlementClient) {}

    @Cacheable("quotes")
    public Quote charge(@RequestParam("amt") long amount) { return null; }

    @PreAuthorize("@accessPolicy.canRefund(authentication) and hasRole('\${roles.refund}')")
    void refund() {}
}
`;

describe('java annotation arguments', () => {
  it('a class annotation: implicit value keyword, class target, enclosing scope outside the class', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, 'eu')).toEqual({
      file: PATH, line: 9, col: 11, value: 'eu', keyKind: 'literal', role: 'annotation_arg',
      callee: 'Profile', calleePath: 'Profile', receiver: null, argIndex: null, keyword: 'value', container: null,
      targetSymbol: `${SYM}PaymentService`, targetKind: 'class', targetType: null,
      enclosingSymbol: `${SYM}<module>`, importTime: true, elemIndex: 0, dictKey: null, inTest: false, language: 'java',
    });
    expect(one(f.literals, 'kubernetes')).toMatchObject({ elemIndex: 1, keyword: 'value', callee: 'Profile' });
  });

  it('named elements carry their element name and no elemIndex', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, 'payments')).toMatchObject({ keyword: 'prefix', elemIndex: null, callee: 'ConditionalOnProperty' });
    expect(one(f.literals, 'mode')).toMatchObject({ keyword: 'name' });
    expect(one(f.literals, 'live')).toMatchObject({ keyword: 'havingValue', targetKind: 'class' });
  });

  it('field, constructor parameter and method parameter targets carry the declared type', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, '${payments.timeout:30}')).toMatchObject({
      callee: 'Value', calleePath: 'org.springframework.beans.factory.annotation.Value',
      targetSymbol: `${SYM}PaymentService.timeout`, targetKind: 'field', targetType: 'Duration', enclosingSymbol: `${SYM}PaymentService`,
    });
    expect(one(f.literals, 'adyen')).toMatchObject({
      callee: 'Qualifier', calleePath: QUALIFIER, keyword: 'value',
      targetSymbol: `${SYM}PaymentService.<init>.settlementClient`, targetKind: 'ctor_param', targetType: 'SettlementClient',
      enclosingSymbol: `${SYM}PaymentService.<init>`, importTime: true,
    });
    expect(one(f.literals, 'amt')).toMatchObject({
      callee: 'RequestParam', targetSymbol: `${SYM}PaymentService.charge.amount`, targetKind: 'method_param', targetType: 'long',
    });
  });

  it('an annotation on a method targets the method, not its parameter', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, 'quotes')).toMatchObject({
      callee: 'Cacheable', targetSymbol: `${SYM}PaymentService.charge`, targetKind: 'method', targetType: null,
    });
  });

  it('a field initialiser next to an annotated field is an assign, not an annotation argument', async () => {
    const f = await facts(SERVICE);
    expect(rowsOf(f.literals, 'not-an-annotation', 'annotation_arg')).toHaveLength(0);
    expect(one(f.literals, 'not-an-annotation', 'assign')).toMatchObject({ targetSymbol: null, targetKind: null, importTime: false });
  });

  it('placeholders become config_ref rows with the annotation callee and target', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, 'payments.timeout', 'config_ref')).toMatchObject({
      keyKind: 'literal', container: 'placeholder', callee: 'Value', keyword: 'value',
      targetSymbol: `${SYM}PaymentService.timeout`, targetKind: 'field', targetType: 'Duration', line: 12, col: 12,
    });
  });

  it('SpEL bean references and placeholders inside one expression are both config_refs', async () => {
    const f = await facts(SERVICE);
    expect(one(f.literals, 'accessPolicy', 'config_ref')).toMatchObject({
      container: 'spel', callee: 'PreAuthorize', targetSymbol: `${SYM}PaymentService.refund`, targetKind: 'method',
    });
    expect(one(f.literals, 'roles.refund', 'config_ref')).toMatchObject({ container: 'placeholder', callee: 'PreAuthorize' });
    // the plain strings produce no config_ref rows
    expect(f.literals.filter((l) => l.role === 'config_ref').map((l) => l.value).sort()).toEqual(['accessPolicy', 'payments.timeout', 'roles.refund']);
  });

  it('record components and enum constants are field targets', async () => {
    const src = 'package com.acme.payments;\nrecord Refund(@JsonProperty("psp_ref") String psp) {}\nenum Kind { @JsonProperty("card") CARD }\n';
    const f = await facts(src);
    expect(one(f.literals, 'psp_ref')).toMatchObject({ targetSymbol: `${SYM}Refund.psp`, targetKind: 'field', targetType: 'String', enclosingSymbol: `${SYM}Refund` });
    expect(one(f.literals, 'card')).toMatchObject({ targetSymbol: `${SYM}Kind.CARD`, targetKind: 'field', targetType: 'Kind' });
  });

  it('a field type is kept as written, type arguments included', async () => {
    const src = 'package com.acme.payments;\nclass A { @Qualifier("routes") private Map<String, Handler> handlers; }\n';
    expect(one((await facts(src)).literals, 'routes')).toMatchObject({ targetSymbol: `${SYM}A.handlers`, targetKind: 'field', targetType: 'Map<String, Handler>' });
  });

  it('an annotation nested in another annotation keeps the outer target', async () => {
    const src = 'package com.acme.payments;\nclass A { @Caching(evict = {@CacheEvict("quotes")}) void m() {} }\n';
    const f = await facts(src);
    expect(one(f.literals, 'quotes')).toMatchObject({ callee: 'CacheEvict', keyword: 'value', elemIndex: null, targetSymbol: `${SYM}A.m`, targetKind: 'method' });
    expect(f.decorators.map((d) => [d.callee, d.symbol, d.hasStringArg])).toEqual([
      ['Caching', `${SYM}A.m`, false],
      ['CacheEvict', `${SYM}A.m`, true],
    ]);
  });

  it('an annotation on a constructor targets the constructor', async () => {
    const src = 'package com.acme.payments;\nclass A { @Deprecated(since = "2.0") A() {} }\n';
    expect(one((await facts(src)).literals, '2.0')).toMatchObject({ keyword: 'since', targetSymbol: `${SYM}A.<init>`, targetKind: 'constructor' });
  });
});

describe('java symbolic annotation arguments', () => {
  it('a constant reference in an annotation is a symbolic row, resolved for folding', async () => {
    const src = `package com.acme.payments;
import org.springframework.beans.factory.annotation.Qualifier;
import static com.acme.payments.ProviderNames.ADYEN;
class Clients {
    static final String LOCAL = "local";
    Clients(@Qualifier(ProviderNames.WORLDPAY) SettlementClient wp,
            @Qualifier(ADYEN) SettlementClient adyen,
            @Qualifier(value = LOCAL) SettlementClient local) {}
}
`;
    const sym = (await facts(src)).literals.filter((l) => l.keyKind === 'symbolic');
    expect(sym).toHaveLength(3);
    expect(sym[0]).toMatchObject({
      value: 'ProviderNames.WORLDPAY', resolvedValue: 'com.acme.payments.ProviderNames.WORLDPAY', role: 'annotation_arg',
      callee: 'Qualifier', calleePath: QUALIFIER, keyword: 'value', targetSymbol: `${SYM}Clients.<init>.wp`,
      targetKind: 'ctor_param', targetType: 'SettlementClient',
    });
    expect(sym[1]).toMatchObject({ value: 'ADYEN', resolvedValue: 'com.acme.payments.ProviderNames.ADYEN', targetSymbol: `${SYM}Clients.<init>.adyen` });
    expect(sym[2]).toMatchObject({ value: 'LOCAL', resolvedValue: 'com.acme.payments.Clients.LOCAL', keyword: 'value' });
  });
});

describe('java decorator uses', () => {
  it('records every annotation on a definition, marker annotations included, but not parameter annotations', async () => {
    const f = await facts(SERVICE);
    const uses = f.decorators.map((d) => [d.symbol.slice(SYM.length), d.callee, d.calleePath, d.argCount, d.hasStringArg, d.line]);
    expect(uses).toEqual([
      ['PaymentService', 'Service', 'org.springframework.stereotype.Service', 0, false, 8],
      // a wildcard import does not resolve a name
      ['PaymentService', 'Profile', 'Profile', 1, true, 9],
      ['PaymentService', 'ConditionalOnProperty', 'ConditionalOnProperty', 3, true, 10],
      ['PaymentService.timeout', 'Value', 'org.springframework.beans.factory.annotation.Value', 1, true, 12],
      ['PaymentService.<init>', 'Autowired', 'Autowired', 0, false, 17],
      ['PaymentService.charge', 'Cacheable', 'Cacheable', 1, true, 20],
      ['PaymentService.refund', 'PreAuthorize', 'PreAuthorize', 1, true, 23],
    ]);
    expect(f.decorators[0]).toEqual({
      file: PATH, line: 8, symbol: `${SYM}PaymentService`, callee: 'Service',
      calleePath: 'org.springframework.stereotype.Service', argCount: 0, hasStringArg: false,
    });
  });

  it('one use per declarator of an annotated multi-variable field; a constant argument is no string', async () => {
    const src = 'package com.acme.payments;\nclass A { @Qualifier(Names.A) Client a, b; }\n';
    const f = await facts(src);
    expect(f.decorators.map((d) => [d.symbol, d.argCount, d.hasStringArg])).toEqual([
      [`${SYM}A.a`, 1, false],
      [`${SYM}A.b`, 1, false],
    ]);
  });
});
