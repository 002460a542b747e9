"""The games the engine hosts, one folder each, and their definitions."""
