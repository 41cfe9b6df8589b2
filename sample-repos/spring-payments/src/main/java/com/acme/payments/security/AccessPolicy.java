package com.acme.payments.security;

import java.util.Set;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.stereotype.Component;

/** Referenced from SpEL in @PreAuthorize expressions as {@code @accessPolicy}. */
@Component("accessPolicy")
public class AccessPolicy {

    private static final Set<String> REFUND_AUTHORITIES = Set.of("ROLE_REFUNDS", "ROLE_FINANCE_ADMIN");

    public boolean canRefund(Authentication authentication) {
        if (authentication == null || !authentication.isAuthenticated()) {
            return false;
        }
        return authentication.getAuthorities().stream()
                .map(GrantedAuthority::getAuthority)
                .anyMatch(REFUND_AUTHORITIES::contains);
    }
}
