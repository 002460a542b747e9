"""Strómanntarokk (Tolnai §72): two players, each with a hand and three piles whose open tops he plays."""
