"""The validator service: every proposed contract and drafted answer checked exactly, on the bus."""
