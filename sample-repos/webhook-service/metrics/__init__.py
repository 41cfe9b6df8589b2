"""In-process metrics and tracing, flushed by a background thread."""
