"""Jókai-hármas (nehezebb-kartyajatekok.txt, "Hármas tarokk"): the declarer alone against two, the
skart's pairs looked at in turn, each trick costing two points."""
