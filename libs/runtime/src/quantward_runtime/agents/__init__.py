"""The agent runtime: typed tools, the agent loop, roles and their tool allow-lists."""
