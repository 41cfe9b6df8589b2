package com.acme.payments.settlement;

/**
 * A payment service provider we settle money through. Several implementations are active at
 * once; consumers pick one with {@code @Qualifier}.
 */
public interface SettlementClient {

    String provider();

    SettlementResult capture(String paymentReference, long amountMinor, String currency);

    SettlementResult refund(String paymentReference, long amountMinor, String currency);

    /** Pushes money to a merchant's account. Only some providers offer payouts. */
    default SettlementResult transfer(String destinationAccount, long amountMinor, String currency) {
        throw new UnsupportedOperationException(provider() + " does not support payouts");
    }
}
