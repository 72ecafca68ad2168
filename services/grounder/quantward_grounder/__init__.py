"""The grounder service: citations resolved against what each run registered."""
