"""Undo and redo from checkpoints give exactly the state a replay of the
records in effect gives, for both games, through undo runs longer than the
distance between checkpoints and new actions over what was undone; and a
checkpoint holds the whole state."""

import copy
import random

import pytest
from random_games import sessions
from skelos import journal, ramlog
from skelos.games import load, new_game

from skelos_host.session.analysis import HOST_CHECKPOINT, HostLog, host_game


def _reference(scenario, rules, eff):
    g = new_game(scenario, rules)
    for rec in eff:
        assert g.submit(rec) is None
    return g


# what a game holds besides its state: the journal's own fields, the scenario, and what the last
# record applied moved (Conan's `upkeep`, read by the story right after it)
NOT_STATE = {"back", "depth", "rtop", "top", "_buf", "_dry", "store_error", "rules", "scenario", "_walk", "_last_ln",
             "_every", "_sure", "upkeep", "replayed",
             # the journal's own: undos prepared ahead (prepare), the state held by an undo and its spare objects
             "_done_d", "_done_top", "_held", "_ktop", "_pw", "_pwd", "_pwn", "_fine", "_horizon", "_pcov",
             "_sp"}


def _state(g):
    return {k: v for k, v in vars(g).items() if k not in NOT_STATE}


def _same(g, ref):
    a = g.snapshot()
    b = ref.snapshot()
    for k in ("seq", "can_undo", "can_redo"):
        a.pop(k, None)
        b.pop(k, None)
    assert a == b
    if not isinstance(g.back, HostLog):         # (a host game's checkpoint is its values, not bytes)
        assert g.state_bytes() == ref.state_bytes()
    assert _state(g) == _state(ref)


class FewCheckpoints(ramlog.RamLog):
    """A backend that keeps only the last two checkpoints, like a small ring:
    undo runs past them walk the chain in segments."""

    def keep(self, depth, tag, state, top):
        self.cks[tag] = state
        while len(self.cks) > 2:
            del self.cks[next(iter(self.cks))]


class NoCheckpoints(ramlog.RamLog):
    def keep(self, depth, tag, state, top):
        pass


def _host(every):
    def make(scenario):
        g = host_game(scenario, None, every)
        assert isinstance(g.back, HostLog) and g._every == every
        return g
    return make


def _core(back):
    return lambda scenario: new_game(scenario, None, back())


@pytest.mark.parametrize("make", [_core(ramlog.RamLog), _core(FewCheckpoints), _core(NoCheckpoints), _host(1),
                                  _host(HOST_CHECKPOINT), _host(16)],
                         ids=["ram", "few", "none", "host-1", "host", "host-16"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_runs_match_a_replay_of_the_records_in_effect(seed, make):
    """(and the host's games, checkpoints kept as Python values every 1, HOST_CHECKPOINT and 16 records)"""
    rng = random.Random(seed)
    for d, events in sessions(6, seed=seed, length=260, orcquest_every=3):
        scenario, problems = load(d)
        assert not problems
        g = make(scenario)
        recs = [g.records.from_list(e["rec"]) for e in events]
        eff, redo = [], []
        checked = 0
        for rec in recs:
            if rec[0] in (g.records.UNDO, g.records.REDO):
                continue
            if g.submit(rec) is not None:
                continue
            eff.append(rec)
            redo = []
            if rng.random() < 0.06:
                for _ in range(rng.randint(1, 3 * journal.CHECKPOINT if rng.random() < 0.8 else 3 * journal.WALK)):
                    if g.undo() is None:
                        redo.append(eff.pop())
                for _ in range(rng.randint(0, len(redo))):
                    assert g.redo() is None
                    eff.append(redo.pop())
                assert g.depth == len(eff) and g.can_redo() == bool(redo)
                _same(g, _reference(scenario, g.rules, eff))
                checked += 1
        assert checked


def test_a_checkpoint_restores_the_whole_state():
    for d, events in sessions(4, seed=9, length=150, orcquest_every=2):
        scenario, _ = load(d)
        g = new_game(scenario)
        for e in events:
            assert g.submit(g.records.from_list(e["rec"])) is None
        h = new_game(scenario, g.rules)
        h.load_state(g.state_bytes())
        _same(h, g)


def test_state_names_every_attribute_a_game_changes():
    for d, _ in sessions(2, seed=4, length=20, orcquest_every=2):
        g = new_game(load(d)[0])
        assert set(g.STATE) == set(vars(g)) - NOT_STATE


def test_a_host_checkpoint_is_a_copy_the_game_cannot_change():
    """The host keeps a checkpoint as the state's values: a copy that the play after it leaves as it was, that
    restores the whole state any number of times, and that a game of another pack refuses."""
    for d, events in sessions(4, seed=9, length=150, orcquest_every=2):
        scenario, _ = load(d)
        g = host_game(scenario)
        half = len(events) // 2
        for e in events[:half]:
            assert g.submit(g.records.from_list(e["rec"])) is None
        kept = g.state_bytes()
        ref = new_game(scenario, g.rules)
        ref.load_state(new_game_state(scenario, events[:half]))
        for e in events[half:]:
            assert g.submit(g.records.from_list(e["rec"])) is None
        for _ in range(2):
            h = host_game(scenario, g.rules)
            h.load_state(kept)
            assert _state(h) == _state(ref)
            if events[half:]:
                assert h.submit(h.records.from_list(events[half]["rec"])) is None    # (it plays on a copy)
        before = copy.deepcopy(_state(h))
        for bad in (kept.blob, tuple(kept.values()), _other_pack_checkpoint(g)):
            with pytest.raises(ValueError):
                h.load_state(bad)
            assert _state(h) == before         # (refused: the state as it was)


def _other_pack_checkpoint(g):
    """A checkpoint of a host game of another pack than g's."""
    for d, _ in sessions(10, seed=9, length=5, orcquest_every=2):
        scenario, _ = load(d)
        other = host_game(scenario)
        if type(other) is not type(g):
            return other.state_bytes()
    raise AssertionError("no game of another pack")


def new_game_state(scenario, events):
    g = new_game(scenario)
    for e in events:
        assert g.submit(g.records.from_list(e["rec"])) is None
    return g.state_bytes()


def test_a_replay_keeps_the_state_before_a_record_the_next_undoes():
    """analysis.before_undos: an undo right after a record (or a redo) restores the state kept before it, no
    record applied again; the game ends as a plain game of the same log ends, undo runs included."""
    from skelos_host.session.analysis import before_undos

    checked = 0
    for d, events in sessions(6, seed=11, length=200, orcquest_every=2):
        scenario, _ = load(d)
        g = host_game(scenario)
        ref = new_game(scenario)
        for i, e in enumerate(before_undos(g, events)):
            rec = g.records.from_list(e["rec"])
            before = g.replayed
            assert (g.submit(rec) is None) == (ref.submit(rec) is None)
            if e["rec"] == ["undo"] and i and events[i - 1]["rec"] != ["undo"] and g.depth == ref.depth:
                assert g.replayed == before, (i, events[i - 1])
                checked += 1
        _same(g, ref)
    assert checked >= 10


def test_a_replay_encodes_a_record_once_and_still_refuses_its_look_alikes():
    """analysis.encoder gives the same bytes for equal records, and never a record's bytes for a look-alike
    of other types (True and 1.0 equal 1 in Python): the replay names each of them malformed, as the first
    time, and a record given as a bytearray is checked as bytes are."""
    from skelos_host.session.analysis import encoder, replay

    d, events = sessions(1, seed=1, length=40)[0]
    scenario, _ = load(d)
    g = host_game(scenario)
    enc = encoder(g)
    assert enc(["act", 1]) is enc(["act", 1]) and enc(("act", 1)) == enc(["act", 1])
    for bad in (["act", True], ["act", 1.0], ["act", 1, 2], ["act", "1"]):
        for _ in range(2):
            with pytest.raises(ValueError):
                enc(bad)
    acts = [e for e in events if e["rec"][0] == "act"]
    assert acts
    look = [dict(e, rec=[e["rec"][0], float(e["rec"][1])]) if e is acts[0] else e for e in events]
    _, problems = replay(scenario, look, [])
    assert len(problems) >= 1 and problems[0].startswith("seq %d: malformed record" % acts[0]["seq"])
    h = host_game(scenario)
    for e in events:
        rec = g.records.from_list(e["rec"])
        assert h.submit(bytearray(rec)) is None
    core = _reference(scenario, None, [g.records.from_list(e["rec"]) for e in events])
    for bad in (b"\x02", b"\x02\x01\x01", b"", b"\xfe", b"\x02" * 80):
        for rec in (bad, bytearray(bad), bad):      # (bytes twice: a refused record is not taken as checked)
            assert h.submit(rec) == core.submit(bytes(rec)) and h.submit(rec) is not None
    _, problems = replay(scenario, events, [])
    assert problems == [] and h.snapshot() == replay(scenario, events, [])[0].snapshot()


def test_a_record_of_pairs_is_encoded_once_and_its_look_alikes_are_not():
    """Records with lists inside (deaths, an event's choice) are kept by their values, each checked to be
    an int, a string or None exactly: a look-alike with True or 1.0 inside is refused each time."""
    from skelos_host.session.analysis import encoder

    d, _ = sessions(1, seed=1, length=5)[0]
    scenario, _ = load(d)
    enc = encoder(host_game(scenario))
    assert enc(["deaths", [[3, 1]]]) is enc(["deaths", [[3, 1]]]) == host_game(scenario).records.from_list(
        ["deaths", [[3, 1]]])
    assert enc(["event", None, []]) is enc(["event", None, []])
    for bad in (["deaths", [[3, True]]], ["deaths", [[3.0, 1]]], ["deaths", [[3, 1, 1]]], ["event", 1.0, []],
                ["event", False, []]):
        for _ in range(2):
            with pytest.raises(ValueError):
                enc(bad)
    assert enc(["deaths", ((3, 1),)]) == enc(["deaths", [[3, 1]]])     # (from_list takes tuples too)


def test_a_scenario_is_loaded_once_and_a_look_alike_is_checked_on_its_own():
    """analysis.scenario_of keeps a loaded scenario by its JSON text: the same scenario again is the same
    object; a dict of the same text but other types (a tuple for a list, which the validator refuses) is validated
    on its own, and an invalid one is refused every time."""
    from skelos_host.session.analysis import ReplayError, scenario_of

    d, _ = sessions(1, seed=1, length=5)[0]
    a = scenario_of({"scenario": copy.deepcopy(d)})
    assert scenario_of({"scenario": copy.deepcopy(d)}) is a
    look = copy.deepcopy(d)
    look["river"] = tuple(look["river"])
    with pytest.raises(ReplayError):            # (the same JSON text as d: a cache by text alone takes it)
        scenario_of({"scenario": look})
    bad = copy.deepcopy(d)
    bad["river"] = "not a river"
    for _ in range(2):
        with pytest.raises(ReplayError):
            scenario_of({"scenario": bad})
    assert scenario_of({"scenario": copy.deepcopy(d)}) is a
