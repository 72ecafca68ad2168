"""quantward runtime: settings, composition root, embedded launcher and the CLI."""

__version__ = "0.1.0"
