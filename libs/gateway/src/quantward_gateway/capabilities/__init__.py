"""The shipped capabilities, one module each; `quantward_gateway.registry.REGISTRY` lists them."""
