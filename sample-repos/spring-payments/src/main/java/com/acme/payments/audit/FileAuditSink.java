package com.acme.payments.audit;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Writes one file per UTC day: audit-2024-05-01.log. */
public class FileAuditSink implements AuditSink {

    private static final Logger log = LoggerFactory.getLogger(FileAuditSink.class);

    private final Path directory;
    private LocalDate currentDay;
    private BufferedWriter writer;
    private long flushEverySeconds = 10;
    private long lastFlush = System.nanoTime();

    public FileAuditSink(String directory) {
        this.directory = Path.of(directory);
    }

    public void setFlushEverySeconds(long flushEverySeconds) {
        this.flushEverySeconds = flushEverySeconds;
    }

    @Override
    public synchronized void write(String line) {
        try {
            writerForToday().write(line);
            writer.newLine();
            if (System.nanoTime() - lastFlush > flushEverySeconds * 1_000_000_000L) {
                flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write audit line to " + directory, e);
        }
    }

    @Override
    public synchronized void flush() {
        if (writer == null) {
            return;
        }
        try {
            writer.flush();
            lastFlush = System.nanoTime();
        } catch (IOException e) {
            log.error("flushing audit file in {} failed", directory, e);
        }
    }

    private BufferedWriter writerForToday() throws IOException {
        LocalDate today = LocalDate.now(ZoneOffset.UTC);
        if (!today.equals(currentDay)) {
            if (writer != null) {
                writer.close();
            }
            Files.createDirectories(directory);
            Path file = directory.resolve("audit-" + today + ".log");
            writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            currentDay = today;
            log.info("audit log rotated to {}", file);
        }
        return writer;
    }
}
