"""The shared core every game stands on: cards and decks, seats, tricks, packs and dealing,
records, rulesets, the rule catalogue, rulings and errors."""
