"""quantward_sandbox_service: runs agent-written code in isolation behind the gateway."""
