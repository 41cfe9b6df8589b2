package com.acme.payments.refund;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Body of POST /api/refunds, as sent by the back office. */
public class RefundRequest {

    @JsonProperty("payment_reference")
    private String paymentReference;

    @JsonProperty("amount_minor")
    private long amountMinor;

    @JsonProperty("currency")
    private String currency;

    @JsonProperty("reason")
    private String reason;

    public RefundRequest() {
    }

    public RefundRequest(String paymentReference, long amountMinor, String currency, String reason) {
        this.paymentReference = paymentReference;
        this.amountMinor = amountMinor;
        this.currency = currency;
        this.reason = reason;
    }

    public String getPaymentReference() {
        return paymentReference;
    }

    public long getAmountMinor() {
        return amountMinor;
    }

    public String getCurrency() {
        return currency;
    }

    public String getReason() {
        return reason;
    }

    public void validate() {
        if (paymentReference == null || paymentReference.isBlank()) {
            throw new IllegalArgumentException("payment_reference is required");
        }
        if (amountMinor <= 0) {
            throw new IllegalArgumentException("amount_minor must be positive, was " + amountMinor);
        }
        if (currency == null || currency.length() != 3) {
            throw new IllegalArgumentException("currency must be an ISO 4217 code");
        }
    }
}
