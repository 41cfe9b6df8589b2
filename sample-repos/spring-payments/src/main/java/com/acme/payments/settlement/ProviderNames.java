package com.acme.payments.settlement;

/** Qualifier values of the {@link SettlementClient} beans. */
public final class ProviderNames {

    public static final String ADYEN = "adyen";
    public static final String STRIPE = "stripe";
    public static final String WORLDPAY = "worldpay";

    private ProviderNames() {
    }
}
