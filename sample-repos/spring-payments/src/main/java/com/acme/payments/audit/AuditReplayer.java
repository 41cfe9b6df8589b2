package com.acme.payments.audit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Re-sends audit lines from a spool file after a sink outage. Runs inside the app (bean
 * "auditReplayer") or from the command line: {@code java -cp payments.jar
 * com.acme.payments.audit.AuditReplayer spool.log /var/log/payments/audit}.
 */
public class AuditReplayer {

    private static final Logger log = LoggerFactory.getLogger(AuditReplayer.class);

    private final AuditSink sink;

    public AuditReplayer(AuditSink sink) {
        this.sink = sink;
    }

    public long replay(Path spool) throws IOException {
        long count;
        try (Stream<String> lines = Files.lines(spool)) {
            count = lines.filter(l -> !l.isBlank()).peek(sink::write).count();
        }
        sink.flush();
        log.info("replayed {} audit lines from {}", count, spool);
        return count;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: AuditReplayer <spool-file> <audit-directory>");
            System.exit(2);
        }
        AuditSink sink = AuditSinkLoader.loadDefault(Path.of(args[1]));
        new AuditReplayer(sink).replay(Path.of(args[0]));
    }
}
