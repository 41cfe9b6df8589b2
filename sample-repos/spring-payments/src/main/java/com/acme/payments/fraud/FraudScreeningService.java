package com.acme.payments.fraud;

import com.acme.payments.refund.RefundRequest;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.stereotype.Service;

/** Blocks unusually large or frequent refunds. Only active where payments.fraud.enabled=true. */
@Service
@ConditionalOnProperty(prefix = "payments.fraud", name = "enabled", havingValue = "true")
public class FraudScreeningService {

    public enum Verdict { ALLOW, REVIEW, BLOCK }

    private static final Logger log = LoggerFactory.getLogger(FraudScreeningService.class);
    private static final Duration WINDOW = Duration.ofHours(1);

    private final long maxRefundMinor;
    private final int maxRefundsPerHour;
    private final Clock clock;
    private final Map<String, Deque<Instant>> recent = new ConcurrentHashMap<>();

    public FraudScreeningService(
            @Value("${payments.fraud.max-refund-minor}") long maxRefundMinor,
            @Value("${payments.fraud.max-refunds-per-hour:5}") int maxRefundsPerHour,
            Clock clock) {
        this.maxRefundMinor = maxRefundMinor;
        this.maxRefundsPerHour = maxRefundsPerHour;
        this.clock = clock;
    }

    public Verdict screenRefund(RefundRequest request) {
        if (request.getAmountMinor() > maxRefundMinor) {
            log.info("refund of {} on {} exceeds limit {}", request.getAmountMinor(),
                    request.getPaymentReference(), maxRefundMinor);
            return Verdict.REVIEW;
        }
        Instant now = clock.instant();
        Deque<Instant> times = recent.computeIfAbsent(request.getPaymentReference(), k -> new ConcurrentLinkedDeque<>());
        times.removeIf(t -> t.isBefore(now.minus(WINDOW)));
        times.add(now);
        if (times.size() > maxRefundsPerHour) {
            log.warn("{} refunds within an hour on {}", times.size(), request.getPaymentReference());
            return Verdict.BLOCK;
        }
        return Verdict.ALLOW;
    }
}
