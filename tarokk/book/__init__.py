"""Helpers of the book's pages, kept outside the rule engine: MyST links and citations."""
