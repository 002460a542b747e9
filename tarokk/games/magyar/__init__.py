"""Magyar tarokk (Tolnai §65): 42 cards, three players, the declarer alone against two,
the talon bought by looking at a price that climbs with each look."""
