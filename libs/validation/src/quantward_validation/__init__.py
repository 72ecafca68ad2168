"""quantward package."""
