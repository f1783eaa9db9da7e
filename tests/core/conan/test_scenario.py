"""The shared scenario validator: every problem, with its path, never an exception."""

from skelos.games import load, validate
from fixtures import pict_village


def has(problems, prefix):
    for p in problems:
        if p.startswith(prefix):
            return True
    return False


def test_valid_scenario_loads():
    s, problems = load(pict_village())
    assert problems == []
    assert s.id == "pict-village"
    assert len(s.costs) == 8 and s.river == (0, 1, 2, 3, 4, 5, 6)
    assert s.tiles[6].is_event and len(s.tiles[6].events) == 2
    assert s.spells[0].caster == 1 and s.spells[1].cost is None


def test_river_cost_error_has_its_path():
    d = pict_village()
    d["river"][3]["cost"] = 0
    assert "river[3].cost: must be a positive integer (1..255)" in validate(d)


def test_every_problem_reported_at_once():
    d = pict_village()
    d["river"][3]["cost"] = "x"
    d["tiles"][0]["move"] = -1
    d["tiles"][2]["color"] = [1, 2]
    d["gems"]["available"] = "many"
    d["recovery"] = None
    d["spells"][0]["caster"] = "nobody"
    d["bogus"] = 1
    problems = validate(d)
    for prefix in ("river[3].cost", "tiles[0].move", "tiles[2].color", "gems.available",
                   "recovery", "spells[0].caster", "bogus: unknown field"):
        assert has(problems, prefix), (prefix, problems)
    assert len(problems) >= 7


def test_garbage_never_raises():
    for junk in (None, 3, "x", [], [1, 2], {"tiles": None}, {"tiles": [None, 5]},
                 {"river": [None], "tiles": [{}]}, {"id": "A B", "river": "no"},
                 {"gems": [], "turns": 4, "options": 1, "spells": {}}):
        problems = validate(junk)
        assert problems, junk
        assert isinstance(problems[0], str)


def test_unknown_tile_in_river_and_duplicates():
    d = pict_village()
    d["river"][7]["tile"] = "ghost"
    d["tiles"][1]["id"] = "hunters_red"
    problems = validate(d)
    assert has(problems, "river[7].tile: unknown tile id 'ghost'")
    assert has(problems, "tiles[1].id: duplicate tile id")


def test_tiles_fill_river_from_the_left():
    d = pict_village()
    del d["river"][2]["tile"]
    assert has(validate(d), "river[3].tile: tiles must fill the river from the left")


def test_same_tile_twice_needs_its_own_entry():
    d = pict_village()
    d["river"][7]["tile"] = "zogar"
    assert has(validate(d), "river[7].tile: tile 'zogar' is already in slot 2")


def test_minion_hit_points_and_event_fields():
    d = pict_village()
    d["tiles"][0]["hp"] = 3
    d["tiles"][6]["move"] = 2
    d["tiles"][6]["events"] = []
    problems = validate(d)
    assert has(problems, "tiles[0].hp: minions have 1 hit point")
    assert has(problems, "tiles[6].move: not allowed on the event tile")
    assert has(problems, "tiles[6].events")


def test_turns_and_spells_consistency():
    d = pict_village(start=5, last=3)
    d["spells"][0]["cost"] = 5
    problems = validate(d)
    assert has(problems, "turns.last: must be after turns.start")
    assert has(problems, "spells[0].cost: is above the saturation cap")


def test_event_adds_must_be_reserve_tiles():
    d = pict_village()
    d["tiles"][6]["events"][0]["adds"] = ["zogar", "nope"]
    problems = validate(d)
    assert has(problems, "tiles[6].events[0].adds[0]: tile 'zogar' must be a reserve unit tile")
    assert has(problems, "tiles[6].events[0].adds[1]: unknown tile id")


def test_too_many_tiles_for_the_slots():
    d = pict_village()
    d["river"] = d["river"][:7]     # 7 slots, 7 tiles placed
    d["tiles"].append({"id": "hyenas", "name": "Hyenas", "color": [9, 9, 9], "move": 3,
                       "defense": 1, "figures": 2})
    d["tiles"][6]["events"][0]["adds"] = ["hyenas"]
    assert has(validate(d), "river: events could bring more tiles than the river has slots (8 > 7)")
    d2 = pict_village()
    d2["river"] = [{"cost": 1, "tile": "hunters_red"}]
    assert has(validate(d2), "tiles[6]: the event tile 'event' must be placed in the river")


def test_format_version_checked():
    d = pict_village()
    d["format"] = 2
    assert has(validate(d), "format: unsupported format 2")
