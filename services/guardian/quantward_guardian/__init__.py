"""The Guardian: an independent reviewer the harness invokes at plan commit and before release.

Read-only tools, a ledger of concerns per run, accept/revise decisions under a chat or a
strategy policy. It never writes, trades, asks the user or starts agents (`docs/guardian.md`).
"""
