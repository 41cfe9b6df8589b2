package com.acme.payments.config;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** Retry policy for calls to settlement providers. */
@ConfigurationProperties(prefix = "payments.retry")
public class RetryProperties {

    /** Attempts including the first call. */
    private int maxAttempts = 3;

    /** Wait before the second attempt. */
    private Duration backoff = Duration.ofMillis(250);

    /** Factor applied to the wait after each failed attempt. */
    private double multiplier = 2.0;

    public int getMaxAttempts() {
        return maxAttempts;
    }

    public void setMaxAttempts(int maxAttempts) {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("payments.retry.max-attempts must be at least 1");
        }
        this.maxAttempts = maxAttempts;
    }

    public Duration getBackoff() {
        return backoff;
    }

    public void setBackoff(Duration backoff) {
        this.backoff = backoff;
    }

    public double getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(double multiplier) {
        this.multiplier = multiplier;
    }
}
