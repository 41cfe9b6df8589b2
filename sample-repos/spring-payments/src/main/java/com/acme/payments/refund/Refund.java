package com.acme.payments.refund;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.acme.payments.settlement.SettlementResult;
import java.time.Instant;

public record Refund(
        @JsonProperty("id") String id,
        @JsonProperty("payment_reference") String paymentReference,
        @JsonProperty("amount_minor") long amountMinor,
        @JsonProperty("currency") String currency,
        @JsonProperty("provider") String provider,
        @JsonProperty("psp_reference") String pspReference,
        @JsonProperty("status") SettlementResult.Status status,
        @JsonProperty("created_at") Instant createdAt) {

    public Refund settled() {
        return new Refund(id, paymentReference, amountMinor, currency, provider, pspReference,
                SettlementResult.Status.ACCEPTED, createdAt);
    }
}
