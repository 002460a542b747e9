"""Troggu, the Tapp-tarokk (Nehezebb kártyajátékok, Troggu): the Swiss tarokk for three to six on
the 54-card pack, one declarer against all, its skíz withheld at need."""
