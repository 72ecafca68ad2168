"""Measuring the resolver: a labelled query set generated from the graph, and the scoring."""
