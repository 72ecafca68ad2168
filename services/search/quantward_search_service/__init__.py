"""The search service: BM25 over document chunks with research filters, behind gRPC."""
