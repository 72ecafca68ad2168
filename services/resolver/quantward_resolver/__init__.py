"""The resolver service: company mentions → knowledge-graph entities, as of a date."""
