"""The Monte-Carlo machinery: vectorised dealing, played deals, the study runner."""
