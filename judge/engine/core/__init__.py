"""Game-independent engine core: log reading, check registry, verdicts, replay loop."""
