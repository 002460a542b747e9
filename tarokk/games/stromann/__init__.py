"""Strómanntarokk (Tolnai §72): two players, each with a hand and three piles in front of
him whose open tops he may play."""
