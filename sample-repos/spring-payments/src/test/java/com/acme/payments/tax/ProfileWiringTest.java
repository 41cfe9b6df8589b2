package com.acme.payments.tax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.acme.payments.settlement.SettlementClient;
import com.acme.payments.settlement.SettlementRegion;
import com.acme.payments.settlement.StripeSettlementClient;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

@SpringBootTest
@ActiveProfiles("eu")
class ProfileWiringTest {

    @Autowired
    private TaxCalculator taxCalculator;

    @Autowired
    private SettlementRegion region;

    @Autowired
    @Qualifier("stripe")
    private SettlementClient stripe;

    @Test
    void euProfileSelectsEuBeans() {
        assertInstanceOf(EuTaxCalculator.class, taxCalculator);
        assertEquals("eu-west", region.name());
    }

    @Test
    void vatIsWithheldOnTheCommissionOnly() {
        // 8% commission on 100.00 EUR, 21% Dutch VAT on that: 1.68 EUR.
        assertEquals(168, taxCalculator.withholdingMinor(10_000, "nl"));
    }

    @Test
    void qualifierPicksTheStripeClient() {
        assertInstanceOf(StripeSettlementClient.class, stripe);
    }
}
