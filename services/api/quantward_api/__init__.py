"""The API service: runs, their records, templates, the resolver and search over HTTP.

Authenticated (API keys or OIDC bearer tokens) and scoped by team; it submits runs and follows
them on the bus, and reads every finished thing from the run record. It holds no research tool
and decides nothing about a run: it is a door, not an agent.
"""
