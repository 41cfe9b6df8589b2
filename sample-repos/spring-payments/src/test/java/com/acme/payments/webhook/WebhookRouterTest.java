package com.acme.payments.webhook;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.payments.audit.AuditTrail;
import com.acme.payments.config.RetryProperties;
import com.acme.payments.refund.RefundService;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class WebhookRouterTest {

    private final ObjectMapper mapper = new ObjectMapper();
    private final List<String> lines = new ArrayList<>();
    private WebhookRouter router;
    private ActionDispatcher dispatcher;

    @BeforeEach
    void setUp() {
        AuditTrail trail = new AuditTrail();
        trail.setChannel("webhooks");
        trail.setSink(lines::add);
        RefundService refunds = new RefundService(null, trail, new RetryProperties(), Optional.empty(),
                Clock.systemUTC());
        dispatcher = new ActionDispatcher(refunds, trail);
        router = new WebhookRouter(dispatcher, trail);
    }

    @Test
    void capturedPaymentIsAudited() throws Exception {
        JsonNode payload = mapper.readTree("{\"psp_reference\": \"8835\", \"amount\": 4200}");
        router.route("adyen", "payment.captured", payload);
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).contains("event=payment.captured"));
        assertTrue(lines.get(0).contains("amount=4200"));
    }

    @Test
    void chargebackIsRecordedWithoutDispatch() throws Exception {
        router.route("stripe", "chargeback", mapper.readTree("{\"psp_reference\": \"ch_1\", \"amount\": 900}"));
        assertTrue(lines.get(0).contains("event=chargeback.received"));
    }

    @Test
    void unknownActionIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> dispatcher.dispatch("reverse", mapper.createObjectNode()));
        assertEquals("No handler registered for action 'reverse'", e.getMessage());
    }
}
