package com.acme.payments.tax;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;

/** US payouts: IRS backup withholding when the merchant has not given us a valid TIN. */
@Component
@Profile("us")
public class UsTaxCalculator implements TaxCalculator {

    private static final long BACKUP_WITHHOLDING_BASIS_POINTS = 2400;

    private final boolean backupWithholding;

    public UsTaxCalculator(@Value("${payments.tax.us.backup-withholding:false}") boolean backupWithholding) {
        this.backupWithholding = backupWithholding;
    }

    @Override
    public String jurisdiction() {
        return "US";
    }

    @Override
    public long withholdingMinor(long grossMinor, String merchantCountry) {
        if (!backupWithholding || !"US".equalsIgnoreCase(merchantCountry)) {
            return 0;
        }
        return grossMinor * BACKUP_WITHHOLDING_BASIS_POINTS / 10_000;
    }
}
