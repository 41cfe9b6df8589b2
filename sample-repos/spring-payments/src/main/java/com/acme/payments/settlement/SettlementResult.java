package com.acme.payments.settlement;

import com.fasterxml.jackson.annotation.JsonProperty;

public record SettlementResult(
        @JsonProperty("provider") String provider,
        @JsonProperty("psp_reference") String pspReference,
        @JsonProperty("amount_minor") long amountMinor,
        @JsonProperty("currency") String currency,
        @JsonProperty("status") Status status) {

    public enum Status { ACCEPTED, PENDING, REJECTED }

    public boolean isFinal() {
        return status != Status.PENDING;
    }
}
