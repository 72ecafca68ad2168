"""The service kit: what every quantward service is built on, and nothing more.

Settings base (`QW_…`), the start/stop lifecycle, reply matching, gRPC and bus health,
`serve(app)` for the foreground process, the run client, and the adapter builders — the one
composition root. The kit depends on libs only: it never imports a service or an app, so a
service installs with the kit and its own libs and nothing else.
"""

from quantward_kit import domain_metrics

__version__ = "0.1.0"

# Every process that runs a service imports the kit: its run, review and citation metrics are
# then counted wherever the events are published.
domain_metrics.register()
