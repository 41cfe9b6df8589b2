package com.acme.payments.settlement;

import java.time.LocalTime;
import java.time.ZoneId;

/** Where settlement batches are cut off each day; chosen per deployment profile. */
public record SettlementRegion(String name, ZoneId zone, LocalTime cutOff) {

    public boolean isAfterCutOff(java.time.Instant instant) {
        return instant.atZone(zone).toLocalTime().isAfter(cutOff);
    }
}
