"""The quantward command line: the embedded launcher, the demo, `serve`, benchmarks.

The top of the stack: nothing imports it (the layer contract in `make layers` says so).
"""

__version__ = "0.1.0"
