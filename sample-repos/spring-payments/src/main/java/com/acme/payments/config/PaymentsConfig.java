package com.acme.payments.config;

import com.acme.payments.settlement.SettlementRegion;
import java.time.Clock;
import java.time.LocalTime;
import java.time.ZoneId;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Profile;

@Configuration
public class PaymentsConfig {

    @Bean
    public Clock clock() {
        return Clock.systemUTC();
    }

    /** EU deployments, and every cluster deployment, cut settlement batches in Amsterdam time. */
    @Bean
    @Profile({"eu", "kubernetes"})
    public SettlementRegion euSettlementRegion() {
        return new SettlementRegion("eu-west", ZoneId.of("Europe/Amsterdam"), LocalTime.of(16, 30));
    }

    @Bean
    @Profile("us")
    public SettlementRegion usSettlementRegion() {
        return new SettlementRegion("us-east", ZoneId.of("America/New_York"), LocalTime.of(17, 0));
    }
}
