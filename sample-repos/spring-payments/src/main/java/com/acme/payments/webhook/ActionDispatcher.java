package com.acme.payments.webhook;

import com.acme.payments.audit.AuditTrail;
import com.acme.payments.refund.RefundService;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.stereotype.Component;

/** Runs the settlement action a provider notification asks for. */
@Component
public class ActionDispatcher {

    private static final Logger log = LoggerFactory.getLogger(ActionDispatcher.class);

    private final Map<String, ActionHandler> handlers = new HashMap<>();
    private final RefundService refunds;
    private final AuditTrail audit;

    public ActionDispatcher(RefundService refunds, @Qualifier("webhookAuditTrail") AuditTrail audit) {
        this.refunds = refunds;
        this.audit = audit;
        handlers.put("capture", this::onCapture);
        handlers.put("void", this::onVoid);
        handlers.put("refund", this::onRefundSettled);
    }

    public void dispatch(String kind, JsonNode payload) {
        ActionHandler handler = handlers.get(kind);
        if (handler == null) {
            throw new IllegalArgumentException("No handler registered for action '" + kind + "'");
        }
        handler.handle(payload);
    }

    private void onCapture(JsonNode payload) {
        audit.record("payment.captured", Map.of(
                "psp", payload.get("psp_reference").asText(),
                "amount", payload.get("amount").asLong()));
    }

    private void onVoid(JsonNode payload) {
        log.info("payment {} voided by provider", payload.get("psp_reference").asText());
        audit.record("payment.voided", Map.of("psp", payload.get("psp_reference").asText()));
    }

    private void onRefundSettled(JsonNode payload) {
        String psp = payload.get("psp_reference").asText();
        refunds.markSettled(psp);
        audit.record("refund.settled", Map.of("psp", psp));
    }
}
