package com.acme.payments.webhook;

import com.acme.payments.audit.AuditTrail;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

/** Maps provider event types onto settlement actions. */
@Component
public class WebhookRouter {

    private static final Logger log = LoggerFactory.getLogger(WebhookRouter.class);

    private final ActionDispatcher dispatcher;
    private final AuditTrail audit;

    public WebhookRouter(ActionDispatcher dispatcher, @Qualifier("webhookAuditTrail") AuditTrail audit) {
        this.dispatcher = dispatcher;
        this.audit = audit;
    }

    public void route(String provider, String eventType, JsonNode payload) {
        if ("chargeback".equals(eventType) || "dispute.created".equals(eventType)) {
            onChargeback(provider, payload);
            return;
        }
        switch (eventType) {
            case "payment.captured" -> dispatcher.dispatch("capture", payload);
            case "payment.cancelled", "payment.expired" -> dispatcher.dispatch("void", payload);
            case "refund.settled" -> dispatcher.dispatch("refund", payload);
            case "refund.failed" -> {
                log.warn("{} reports refund {} failed: {}", provider,
                        payload.path("psp_reference").asText(), payload.path("reason").asText("no reason"));
                audit.record("refund.failed", Map.of("provider", provider, "payload", payload.toString()));
            }
            default -> log.debug("ignoring {} event {}", provider, eventType);
        }
    }

    private void onChargeback(String provider, JsonNode payload) {
        JsonNode amount = payload.get("amount");
        log.warn("chargeback from {} on {} for {}", provider, payload.path("psp_reference").asText(), amount);
        audit.record("chargeback.received", Map.of(
                "provider", provider,
                "psp", payload.path("psp_reference").asText(),
                "amount", amount == null ? 0 : amount.asLong()));
    }
}
