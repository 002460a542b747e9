"""Magyar tarokk (Tolnai §65): three players, the declarer alone against two, the talon bought by looking."""
