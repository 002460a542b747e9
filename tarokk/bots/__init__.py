"""Players that see only their own seat: random and rule-based bots."""
