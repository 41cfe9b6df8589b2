package com.acme.payments.audit;

/** Append-only destination for audit lines. Wired in legacy-context.xml, not by annotation. */
public interface AuditSink {

    void write(String line);

    default void flush() {
    }
}
