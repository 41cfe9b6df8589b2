package com.acme.payments.audit;

import java.nio.file.Path;

/** Builds the default sink outside a Spring context, for command-line tools. */
final class AuditSinkLoader {

    private AuditSinkLoader() {
    }

    static AuditSink loadDefault(Path directory) {
        try {
            Class<?> type = Class.forName("com.acme.payments.audit.FileAuditSink");
            return (AuditSink) type.getConstructor(String.class).newInstance(directory.toString());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Default audit sink is not on the classpath", e);
        }
    }
}
