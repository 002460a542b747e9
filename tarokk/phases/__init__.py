"""The phases Tolnai's games are made of, each written once and parameterised by the game's
definition: a game's state runs the ones its :attr:`~tarokk.core.definition.GameDefinition.phases`
names, and keeps in its own folder only what no other game has."""
