package com.acme.payments.audit;

import java.time.Instant;
import java.util.Map;
import java.util.TreeMap;

/** Formats audit events as key=value lines. Two instances exist, see legacy-context.xml. */
public class AuditTrail {

    private AuditSink sink;
    private String channel = "default";

    public void setSink(AuditSink sink) {
        this.sink = sink;
    }

    public void setChannel(String channel) {
        this.channel = channel;
    }

    public void record(String event, Map<String, ?> fields) {
        if (sink == null) {
            throw new IllegalStateException("AuditTrail '" + channel + "' has no sink configured");
        }
        StringBuilder line = new StringBuilder(128);
        line.append(Instant.now()).append(' ');
        line.append("channel=").append(channel).append(' ');
        line.append("event=").append(event);
        new TreeMap<>(fields).forEach((k, v) -> line.append(' ').append(k).append('=').append(v));
        sink.write(line.toString());
    }
}
