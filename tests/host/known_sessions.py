"""Logged games whose report figures are known by hand: three Conan sessions on the
Pict village and one OrcQuest session (the report's tests, the page test)."""

from skelos.codec import encode_scenario
from skelos.games import new_game

from skelos_host import presets
from skelos_host.session.store import Store

# Pict village: river slots cost 1..8 and hold, in order, the red hunters, Zogar Sag,
# the warriors, the blue, green and orange hunters, the event tile.  An activated
# tile goes to the end of the river, so the tiles after it move up one slot.
CONAN = {
    # turn 1: the red hunters (slot 1, 1 gem), a reroll (1 gem), undone and redone; in play
    "A": [("begin_turn",), ("activate", 1), ("reroll", 1), ("undo",), ("redo",), ("end_turn",)],
    # turn 1: the red hunters (1 gem), then Zogar Sag, now in slot 1 (1 gem), active defense of 2 dice
    # (2 gems); turn 2: the green hunters, now in slot 3 (3 gems), an extra move (1 gem) undone; heroes win
    "B": [("begin_turn",), ("activate", 1), ("activate", 1), ("defend", 2), ("end_turn",),
          ("begin_turn",), ("activate", 3), ("extra_move", 0, 1), ("undo",), ("end_turn",), ("finish", 1)],
    # turn 1: Zogar Sag (slot 2, 2 gems); the Overlord wins
    "C": [("begin_turn",), ("activate", 2), ("end_turn",), ("finish", 2)],
}
# OrcQuest WarPath: four heroes; the Guard is worth 1 Badass point (+1 when killed in one blow).
ORCQUEST = [("start", 0), ("kill", 0, 1), ("action", 0, 1, 0, 1), ("action", 0, 1, 0, 0), ("action", 0, 0, 1, 0),
            ("end_activation",), ("event_done",), ("start", 1), ("action", 1, 1, 0, 0), ("undo",),
            ("end_activation",), ("event_done",), ("start", 2), ("end_activation",), ("event_done",),
            ("start", 3), ("end_activation",), ("event_done",), ("next_round",), ("finish", 1)]


def play(preset, script):
    scenario, d = presets.load_scenario(preset)
    g = new_game(scenario)
    events = []
    for name, *args in script:
        r = getattr(g, name)(*args)
        assert r is None, (name, args, r)
        events.append({"seq": g.count, "rec": g.record_list(g.count - 1)})
    return d, events


def fill(db, games, t0=1_700_000_000):
    with Store(db) as store:
        for i, (serial, preset, script) in enumerate(games):
            d, events = play(preset, script)
            sid = store.session(serial, i + 1, d["id"], d, encode_scenario(d), "raspberry_pi_pico", "0.1.0")
            for e in events:
                store.add_events(sid, [e], received_at=t0 + i * 3600 + e["seq"] * 10)


def known_store(db):
    """The four sessions: A, B, C (Conan) and the OrcQuest one, as sessions 1 to 4."""
    fill(db, [("board1", "pict-village", CONAN["A"]), ("board1", "pict-village", CONAN["B"]),
              ("board2", "pict-village", CONAN["C"]), ("board2", "orcquest-warpath", ORCQUEST)])
    return db
