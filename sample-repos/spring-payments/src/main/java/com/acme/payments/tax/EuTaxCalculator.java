package com.acme.payments.tax;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Profile;
import org.springframework.stereotype.Component;

/**
 * Marketplace fee VAT for EU merchants: we withhold VAT on our commission when the merchant is
 * not VAT-registered in its own country (reverse charge does not apply).
 */
@Component
@Profile("eu")
public class EuTaxCalculator implements TaxCalculator {

    private static final Logger log = LoggerFactory.getLogger(EuTaxCalculator.class);
    private static final BigDecimal COMMISSION_SHARE = new BigDecimal("0.08");

    private static final Map<String, BigDecimal> VAT_RATES = Map.of(
            "DE", new BigDecimal("0.19"),
            "NL", new BigDecimal("0.21"),
            "FR", new BigDecimal("0.20"),
            "BE", new BigDecimal("0.21"),
            "ES", new BigDecimal("0.21"),
            "IT", new BigDecimal("0.22"));

    @Override
    public String jurisdiction() {
        return "EU";
    }

    @Override
    public long withholdingMinor(long grossMinor, String merchantCountry) {
        BigDecimal rate = VAT_RATES.get(merchantCountry.toUpperCase(Locale.ROOT));
        if (rate == null) {
            log.warn("no VAT rate for {}, withholding nothing", merchantCountry);
            return 0;
        }
        return BigDecimal.valueOf(grossMinor)
                .multiply(COMMISSION_SHARE)
                .multiply(rate)
                .setScale(0, RoundingMode.HALF_EVEN)
                .longValueExact();
    }
}
