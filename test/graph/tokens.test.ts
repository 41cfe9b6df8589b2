import { describe, expect, it } from 'vitest';
import { normaliseWord, pathTerms, splitWords, terms } from '../../src/graph/tokens.js';

describe('splitting identifiers, keys and paths into words', () => {
  it('snake case, camel case, dotted keys and dashes all give the same words', () => {
    for (const s of ['payment_succeeded', 'PaymentSucceeded', 'payment.succeeded', 'payment-succeeded', 'paymentSucceeded', 'PAYMENT_SUCCEEDED']) {
      expect(splitWords(s), s).toEqual(['payment', 'succeeded']);
    }
  });

  it('splits acronyms from the next word and keeps letters with their digits', () => {
    expect(splitWords('getHTTPResponse')).toEqual(['get', 'http', 'response']);
    expect(splitWords('S3Storage')).toEqual(['s3', 'storage']);
    expect(splitWords('sha256_digest')).toEqual(['sha256', 'digest']);
    expect(splitWords('admin/reindex/')).toEqual(['admin', 'reindex']);
    expect(splitWords('${payments.adyen.base-url}')).toEqual(['payments', 'adyen', 'base', 'url']);
  });

  it('drops stop words and single letters, strips plurals and truncates to six letters', () => {
    expect(terms('persist settlement_currency on payment succeeded webhook')).toEqual(['persis', 'settle', 'curren', 'paymen', 'succee', 'webhoo']);
    expect(normaliseWord('webhooks')).toBe(normaliseWord('webhook'));
    expect(normaliseWord('entries')).toBe('entry');
    expect(normaliseWord('reconciliation')).toBe(normaliseWord('reconcile'));
    expect(normaliseWord('address')).toBe('addres');
  });

  it('path terms leave out the extension', () => {
    expect(pathTerms('handlers/payment_succeeded.py')).toEqual(['handle', 'paymen', 'succee']);
    expect(pathTerms('src/main/java/com/acme/RefundService.java')).toEqual(['src', 'main', 'com', 'acme', 'refund', 'servic']);
  });
});
