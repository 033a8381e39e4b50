"""End-to-end helpers and tests that drive the real front ends."""
