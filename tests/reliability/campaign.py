"""A long seeded game played on the device's buttons through the real loop,
with every storage write traced (shared by the power-cut campaign and the bench)."""

import random

from fakes import FakeClock, FakeFRAM, FakeNVM
from fixtures import pict_village
from helpers import load_profile, make_app
from player import KeyDriver, Player
from skelos import codec
from skelos.conan import records as rec


def campaign_blob():
    # a long game: 60 turns, the stealth module on, both spells
    return codec.encode_scenario(pict_village(available=20, last=60, stealth=True))


class TraceMemory:
    """Forwards to a memory and records every write as (offset, bytes, operation)."""

    def __init__(self, mem):
        self.mem = mem
        self.trace = []
        self.op = -1            # index of the operation in progress (-1: boot)

    def __len__(self):
        return len(self.mem)

    def __getitem__(self, s):
        return self.mem[s]

    def __setitem__(self, s, v):
        start, _, _ = s.indices(len(self.mem))
        self.trace.append((start, bytes(v), self.op))
        self.mem[s] = v


def state_of(app):
    return (app.game_id, app.game.snapshot()) if app.game is not None else None


class FileImage:
    """The box's file store (skelos_host.box.filestore.DurableFile, every write
    pwrite + fdatasync) in a fresh file of a temporary folder, with `data`:
    the file's bytes, read or replaced whole."""

    def __init__(self, size):
        import os
        import tempfile

        from skelos_host.box.filestore import DurableFile

        self.path = os.path.join(tempfile.mkdtemp(prefix="skelos-store-"), "storage.bin")
        self.size = size
        self.file = DurableFile(self.path, size)

    def __len__(self):
        return self.size

    def __getitem__(self, s):
        return self.file[s]

    def __setitem__(self, s, v):
        self.file[s] = v

    def readinto(self, addr, buf, n):
        self.file.readinto(addr, buf, n)

    @property
    def data(self):
        return bytearray(self.file[0:self.size])

    def load(self, image):
        """The file holds `image` (a power cut's leftovers) when the box boots again."""
        from skelos_host.box.filestore import DurableFile

        self.file.close()
        with open(self.path, "r+b") as f:
            f.write(bytes(image))
        self.file = DurableFile(self.path, self.size)


def memory_for(profile, medium=None):
    """A blank memory of the profile's storage; medium "file": the box's file store."""
    size = profile["storage"]["size"]
    if medium == "file":
        return FileImage(size)
    return FakeNVM(size) if profile["storage"]["kind"] == "nvm" else FakeFRAM(size)


def play_traced(profile_name, actions, seed=6, new_games=True, medium=None):
    """Play until `actions` actions were stored.  Returns a dict:
    trace   [(offset, data, op)] every write, boot included (op -1)
    ops     [(states, actions)] per press that wrote: the states before, between and after its
            actions [(action, args)] (none: a write of the interface's own, such as the brightness)
    app, mem, kinds (record types stored), presses (gestures played)."""
    profile = load_profile(profile_name)
    mem = TraceMemory(memory_for(profile, medium))
    clock = FakeClock(1000)
    app = make_app(mem, profile, clock=clock, blob=campaign_blob())
    acts = []
    states = []                 # the state after each action of the press under way
    real_act = app.act

    def act(name, args=()):
        r = real_act(name, args)
        if r is None:
            acts.append((name, tuple(args)))
            states.append(state_of(app))
        return r

    app.act = act
    player = Player(app, random.Random(seed), new_games=new_games, solo=True)
    sheets = random.Random(seed + 1)    # the host's sheets, on a source of their own: the presses stay the same
    keys = KeyDriver(app, clock)
    ops = []
    kinds = set()
    presses = 0
    done = 0
    while done < actions:
        # a game that stops storing (a full journal the player never leaves) fails, never hangs
        assert presses < actions * 40, "the player is stuck at %d of %d actions: %r" % (done, actions, app.refusal)
        before = state_of(app)
        mem.op = len(ops)
        n_writes = len(mem.trace)
        del acts[:]
        del states[:]
        g = app.game
        if g.solo and g.rules >= 7 and not g.over and sheets.random() < 0.03:
            # rules 7: the heroes' sheets reach a solo game over the link (the host sends them), never by a button
            app.act("heroes", ([[sheets.randint(0, 12), sheets.randint(0, 2)] for _ in range(sheets.randint(1, 4))],))
        else:
            keys.press(*player.gesture())
        presses += 1
        if len(mem.trace) == n_writes:
            continue
        # one press may store several records (a step of the board's Overlord: a draw, then what it decides),
        # each stored on its own: a cut between two leaves the game after the first
        ops.append(([before] + states[:-1] + [state_of(app)], list(acts)))
        if acts:
            done += 1
            g = app.game
            for k in range(g.count - len(acts), g.count):
                kinds.add(g.record(k)[0])
    mem.op = len(ops)
    return {"trace": mem.trace, "ops": ops, "app": app, "mem": mem.mem, "kinds": kinds,
            "presses": presses, "profile": profile, "actions": done}


# every record type a game of the current rules stores (rules 5: the board's draws make no record)
ALL_KINDS = set(range(1, len(rec.TABLE))) - {rec.DRAW}
