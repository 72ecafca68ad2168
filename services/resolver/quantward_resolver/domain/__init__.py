"""Pure resolution logic: normalisation, query parsing, the index, scoring, mentions (no I/O)."""
