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


def test_a_new_game_carries_its_packs_current_rules_version():
    for d in (pict_village(), warband()):
        s, problems = load(d)
        assert not problems
        cls = games.pack(s.game).Game
        assert cls.RULES >= 1
        g = games.new_game(s)
        assert g.rules == cls.RULES
        assert games.rules_of(s.game) == cls.RULES
        for v in range(1, cls.RULES + 1):          # every earlier version still plays
            assert games.new_game(s, v).rules == v


def test_an_unknown_rules_version_is_refused():
    from _util import raises
    s, _ = load(pict_village())
    for v in (0, games.rules_of("conan") + 1, -1, "2", 1.5):
        e = raises(ValueError, games.new_game, s, v)
        assert "rules version" in str(e)
    assert games.rules_of("chess") is None


def test_a_packs_validator_is_loaded_for_a_load_and_dropped_after_it_on_the_board():
    import sys
    for d, name in ((pict_village(), "skelos.conan.scenario"), (warband(), "skelos.orcquest.scenario")):
        s, problems = load(d)
        assert not problems
        g = games.new_game(s)          # the scenario's objects outlive the validator's module
        assert g.snapshot()["scenario"] == s.id
        # the board keeps no validator's code between two loads; the host keeps it (it loads often)
        assert (name in sys.modules) == (sys.implementation.name == "cpython"), name
        assert load(d)[0].id == s.id   # loaded again for the next load
    s, problems = load({"game": "orcquest"})
    assert s is None and problems and ("skelos.orcquest.scenario" in sys.modules) == (
        sys.implementation.name == "cpython")


def test_every_record_of_a_pack_has_its_effect_in_its_table_and_undo_redo_none():
    for gid in games.GAMES:
        p = games.pack(gid)
        recs = p.records
        assert len(p.Game.APPLY) == len(recs.TABLE) and len(p.Game.CHECK) == len(recs.TABLE)
        for kind in range(1, len(recs.TABLE)):
            has = p.Game.APPLY[kind] is not None
            assert has == (kind != recs.UNDO and kind != recs.REDO), (gid, recs.TABLE[kind])
