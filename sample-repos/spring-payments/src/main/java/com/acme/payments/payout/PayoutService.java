package com.acme.payments.payout;

import com.acme.payments.settlement.ProviderNames;
import com.acme.payments.settlement.SettlementClient;
import com.acme.payments.settlement.SettlementRegion;
import com.acme.payments.settlement.SettlementResult;
import com.acme.payments.tax.TaxCalculator;
import java.time.Clock;
import java.time.LocalDate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Service;

/** Pays merchants their balance minus withholding tax. Payouts only go through Worldpay. */
@Service
public class PayoutService {

    private static final Logger log = LoggerFactory.getLogger(PayoutService.class);

    private final SettlementClient client;
    private final TaxCalculator taxCalculator;
    private final SettlementRegion region;
    private final Clock clock;

    public PayoutService(
            @Qualifier(ProviderNames.WORLDPAY) SettlementClient client,
            TaxCalculator taxCalculator,
            SettlementRegion region,
            Clock clock) {
        this.client = client;
        this.taxCalculator = taxCalculator;
        this.region = region;
        this.clock = clock;
    }

    public SettlementResult payOut(String merchantAccount, long grossMinor, String currency, String countryCode) {
        if (grossMinor <= 0) {
            throw new IllegalArgumentException("Nothing to pay out for " + merchantAccount);
        }
        long withheld = taxCalculator.withholdingMinor(grossMinor, countryCode);
        long net = grossMinor - withheld;
        LocalDate valueDate = LocalDate.now(clock.withZone(region.zone()));
        if (region.isAfterCutOff(clock.instant())) {
            valueDate = valueDate.plusDays(1);
        }
        log.info("payout {} {} to {} (withheld {} for {}, region {}, value date {})",
                net, currency, merchantAccount, withheld, countryCode, region.name(), valueDate);
        SettlementResult result = client.transfer(merchantAccount, net, currency);
        if (result.status() == SettlementResult.Status.REJECTED) {
            throw new IllegalStateException("Payout to " + merchantAccount + " was rejected by " + client.provider());
        }
        return result;
    }
}
