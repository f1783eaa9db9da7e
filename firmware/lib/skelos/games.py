"""Which game a scenario plays: the one place that maps a scenario to its
game class and record table.  A scenario dict's `game` field chooses
("conan" when absent); skelos.scenario.load returns the matching scenario
object, whose `game` attribute this module reads."""

GAMES = ("conan", "orcquest")


def new_game(scenario):
    """A fresh game object for a loaded scenario."""
    if getattr(scenario, "game", "conan") == "orcquest":
        from skelos.orcquest import OrcGame
        return OrcGame(scenario)
    from skelos.game import Game
    return Game(scenario)


def records_of(scenario):
    """The record module (type table, length_at, to_list, from_list) of a scenario's game."""
    if getattr(scenario, "game", "conan") == "orcquest":
        from skelos import orcrecords
        return orcrecords
    from skelos import records
    return records


def replay(scenario, blobs):
    """A game rebuilt from record blobs; (game, index of the first bad record or -1)."""
    g = new_game(scenario)
    for i, r in enumerate(blobs):
        if g.submit(r) is not None:
            return g, i
    return g, -1
