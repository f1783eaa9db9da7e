"""The game registry of the core (skelos.games): a scenario's `game` field picks its pack, Conan
when absent; every pack gives the same interface.  Plain functions: they run under pytest and
under MicroPython."""

from fixtures import pict_village
from orc_fixtures import warband
from skelos import games
from skelos.games import load, validate


def test_an_unknown_game_is_refused_with_every_problem():
    probs = validate({"game": "chess", "id": "x", "name": "x"})
    assert probs[0] == "game: must be one of conan, orcquest"
    assert "tiles: must be a non-empty list of tiles" in probs        # and the default game's view of the rest
    assert validate({"game": ["conan"], "id": "x", "name": "x"})[0] == "game: must be one of conan, orcquest"
    assert validate("scenario") == ["scenario: must be an object"]


def test_each_game_id_gives_its_pack():
    for gid in games.GAMES:
        p = games.pack(gid)
        assert p.GAME == gid and p.Game.kind == gid and p.Game.records is p.records
    assert games.pack("chess") is None and games.pack(None) is None


def test_each_scenario_gets_its_games_scenario_game_and_records():
    s, problems = load(warband())
    assert not problems and s.game == "orcquest" and games.game_of(s) == "orcquest"
    g = games.new_game(s)
    assert g.kind == "orcquest" and games.records_of(s) is g.records
    assert games.game_of({"heroes": []}) == "conan" and games.game_of({"game": "orcquest"}) == "orcquest"


def test_conan_scenarios_are_still_conan():
    s, problems = load(pict_village())
    assert not problems and s.game == "conan"
    assert type(games.new_game(s)).__name__ == "Game"
    d = pict_village()
    d["game"] = "conan"
    assert validate(d) == []
