package com.acme.payments.refund;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.payments.audit.AuditTrail;
import com.acme.payments.config.RetryProperties;
import com.acme.payments.settlement.SettlementClient;
import com.acme.payments.settlement.SettlementResult;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RefundServiceTest {

    private final List<String> auditLines = new ArrayList<>();
    private FlakyClient client;
    private RefundService service;

    @BeforeEach
    void setUp() {
        client = new FlakyClient();
        AuditTrail trail = new AuditTrail();
        trail.setSink(auditLines::add);
        RetryProperties retry = new RetryProperties();
        retry.setMaxAttempts(3);
        retry.setBackoff(Duration.ofMillis(1));
        Clock clock = Clock.fixed(Instant.parse("2024-05-01T10:00:00Z"), ZoneOffset.UTC);
        service = new RefundService(client, trail, retry, Optional.empty(), clock);
    }

    @Test
    void retriesUntilTheProviderAnswers() {
        client.failuresLeft = 2;
        Refund refund = service.issueRefund(new RefundRequest("pay_123", 1250, "EUR", "damaged"));
        assertEquals(3, client.calls);
        assertEquals("psp_3", refund.pspReference());
        assertTrue(auditLines.get(0).contains("event=refund.issued"));
    }

    @Test
    void givesUpAfterMaxAttempts() {
        client.failuresLeft = 10;
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> service.issueRefund(new RefundRequest("pay_123", 1250, "EUR", null)));
        assertEquals("Refund failed after 3 attempts", e.getMessage());
    }

    @Test
    void rejectsNonPositiveAmounts() {
        assertThrows(IllegalArgumentException.class,
                () -> service.issueRefund(new RefundRequest("pay_123", 0, "EUR", null)));
        assertEquals(0, client.calls);
    }

    private static final class FlakyClient implements SettlementClient {
        int failuresLeft;
        int calls;

        @Override
        public String provider() {
            return "fake";
        }

        @Override
        public SettlementResult capture(String paymentReference, long amountMinor, String currency) {
            throw new UnsupportedOperationException();
        }

        @Override
        public SettlementResult refund(String paymentReference, long amountMinor, String currency) {
            calls++;
            if (failuresLeft-- > 0) {
                throw new IllegalStateException("connection reset");
            }
            return new SettlementResult(provider(), "psp_" + calls, amountMinor, currency,
                    SettlementResult.Status.PENDING);
        }
    }
}
