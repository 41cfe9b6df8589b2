package com.acme.payments.refund;

import com.acme.payments.audit.AuditTrail;
import com.acme.payments.config.RetryProperties;
import com.acme.payments.fraud.FraudScreeningService;
import com.acme.payments.settlement.SettlementClient;
import com.acme.payments.settlement.SettlementResult;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.stereotype.Service;

@Service
public class RefundService {

    private static final Logger log = LoggerFactory.getLogger(RefundService.class);

    private final SettlementClient settlementClient;
    private final AuditTrail auditTrail;
    private final RetryProperties retry;
    private final Optional<FraudScreeningService> fraudScreening;
    private final Clock clock;
    private final Map<String, Refund> refunds = new ConcurrentHashMap<>();

    public RefundService(
            @Qualifier("adyen") SettlementClient settlementClient,
            @Qualifier("auditTrail") AuditTrail auditTrail,
            RetryProperties retry,
            Optional<FraudScreeningService> fraudScreening,
            Clock clock) {
        this.settlementClient = settlementClient;
        this.auditTrail = auditTrail;
        this.retry = retry;
        this.fraudScreening = fraudScreening;
        this.clock = clock;
    }

    @PreAuthorize("@accessPolicy.canRefund(authentication)")
    public Refund issueRefund(RefundRequest request) {
        request.validate();
        fraudScreening.ifPresent(screening -> {
            FraudScreeningService.Verdict verdict = screening.screenRefund(request);
            if (verdict != FraudScreeningService.Verdict.ALLOW) {
                throw new IllegalStateException("Refund blocked by fraud screening: " + verdict);
            }
        });

        SettlementResult result = refundWithRetry(request);
        Refund refund = new Refund(UUID.randomUUID().toString(), request.getPaymentReference(),
                request.getAmountMinor(), request.getCurrency(), result.provider(), result.pspReference(),
                result.status(), clock.instant());
        refunds.put(refund.id(), refund);

        auditTrail.record("refund.issued", Map.of(
                "refund", refund.id(),
                "payment", refund.paymentReference(),
                "amount", refund.amountMinor(),
                "provider", refund.provider()));
        return refund;
    }

    /** Called from the webhook path when the provider confirms a refund. */
    public void markSettled(String pspReference) {
        refunds.values().stream()
                .filter(r -> pspReference.equals(r.pspReference()))
                .findFirst()
                .ifPresentOrElse(
                        r -> refunds.put(r.id(), r.settled()),
                        () -> log.warn("settlement for unknown refund psp={}", pspReference));
    }

    public Optional<Refund> find(String id) {
        return Optional.ofNullable(refunds.get(id));
    }

    public List<Refund> page(int page, int size) {
        return refunds.values().stream()
                .sorted(Comparator.comparing(Refund::createdAt).reversed())
                .skip((long) page * size)
                .limit(size)
                .toList();
    }

    private SettlementResult refundWithRetry(RefundRequest request) {
        Duration backoff = retry.getBackoff();
        RuntimeException last = null;
        for (int attempt = 1; attempt <= retry.getMaxAttempts(); attempt++) {
            try {
                return settlementClient.refund(request.getPaymentReference(), request.getAmountMinor(),
                        request.getCurrency());
            } catch (IllegalStateException e) {
                last = e;
                log.warn("refund attempt {}/{} for {} failed: {}", attempt, retry.getMaxAttempts(),
                        request.getPaymentReference(), e.getMessage());
                sleep(backoff);
                backoff = Duration.ofMillis((long) (backoff.toMillis() * retry.getMultiplier()));
            }
        }
        throw new IllegalStateException("Refund failed after " + retry.getMaxAttempts() + " attempts", last);
    }

    private static void sleep(Duration duration) {
        try {
            Thread.sleep(duration.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while backing off", e);
        }
    }
}
