"""The recorder service: every event of every run into the run's record."""
