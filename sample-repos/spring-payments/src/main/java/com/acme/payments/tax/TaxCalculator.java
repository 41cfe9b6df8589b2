package com.acme.payments.tax;

/** Withholding on merchant payouts. Exactly one implementation is active, chosen by profile. */
public interface TaxCalculator {

    String jurisdiction();

    long withholdingMinor(long grossMinor, String merchantCountry);
}
