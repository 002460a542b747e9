"""Droggn (Nehezebb kártyajátékok, Droggn): the Tyrolean three-handed tarokk on the 54-card pack, its skíz a joker."""
