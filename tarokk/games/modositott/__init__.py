"""Módosított hármastarokk (nehezebb-kartyajatekok.txt): Jókai-hármas with plain card points, a
throw-in, the hold, an all-pass mizer, and a four-handed form with a called partner."""
