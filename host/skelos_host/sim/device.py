"""SimDevice: the device app on the simulator's parts, run by the hosted
board runner (hosted.py): a virtual strip and keys, the board's storage as
a file the size of its storage part, the drive's files, behind a pty link.

A damaged storage file (another size, or all zeros) is never silent and
never erased: the app warns (storage_damaged) and the file as found is
kept beside it.
"""

import hashlib
import os
import time

from skelos_host import presets
from skelos_device.input import ticks_diff

from skelos_host.device.hosted import (DEFAULT_PRESET, IDLE_MS, USB_TX, HostedBoard, Parts, PtyStream,  # noqa: F401
                                StorageBusy, profile_path, ticks_ms)
from skelos_host.sim.virtual import FileMemory, VirtualEvent, VirtualKeys, VirtualStrip


def drive_file(rel, default_blob):
    """What `skelos deploy` puts on the drive, for the simulated board: the
    default scenario and every built-in preset as presets/<id>.bin."""
    if rel == "default_scenario.bin":
        return default_blob
    if rel.startswith("presets/") and rel.endswith(".bin"):
        name = rel[len("presets/"):-len(".bin")]
        if name in presets.builtin_names():          # deploy names each file by the preset's id
            return presets.board_blob(presets.load_dict(name))
    return None


def _keep(path, data):
    """Write `data` beside `path` under a name no other file has (never over an earlier copy):
    storage-...-damaged-YYYYmmdd-HHMMSS.bin, then -2, -3... within the same second."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(1, 10000):
        kept = path.with_name("%s-damaged-%s%s.bin" % (path.stem, stamp, "" if n == 1 else "-%d" % n))
        try:
            fd = os.open(kept, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        return kept
    raise FileExistsError("no free name for a copy of %s" % path.name)


class SimParts(Parts):
    def open(self, board, blob):
        profile = board.profile
        size = profile["storage"]["size"]
        path = board.state_dir / ("storage-" + profile["board_id"] + ".bin")
        self.path = path
        self.before = path.read_bytes() if path.exists() else None
        memory = FileMemory(path, size)
        warnings = []
        if memory.found is not None:
            warnings.append({"code": "storage_damaged", "args": ["size"],
                             "detail": "the storage file was %d bytes, not %d" % (memory.found, size)})
        elif self.before is not None and self.before == bytes(size):
            warnings.append({"code": "storage_damaged", "args": ["fresh"],
                             "detail": "the storage file was all zeros (the simulator writes 0xFF)"})
        return {"strip": VirtualStrip(profile["neopixel"]["count"]),
                "keys": VirtualKeys([b["name"] for b in profile["buttons"]], ticks_ms),
                "memory": memory, "warnings": warnings, "event": VirtualEvent(),
                "reader": lambda rel: drive_file(rel, blob),
                "serial": hashlib.sha1(str(board.state_dir.resolve()).encode()).hexdigest()[:16]}

    def opened(self, board):
        board.keys.events.wake = board.wake       # a press steps the app at once, not after the idle wait
        board.damaged_copy = None
        app = board.app
        if self.before is not None and any(w.get("code") == "storage_damaged" for w in app.warnings):
            # damage is never silent, and never erased: the file as found, kept for inspection
            board.damaged_copy = _keep(self.path, self.before)
            for w in app.warnings:
                if w.get("code") == "storage_damaged":
                    w["detail"] += "; the file as found is kept in " + board.damaged_copy.name
        self.before = None


    def idle_ms(self, board):
        """IDLE_MS, or less: until the next key event is due (a press's release)."""
        due = board.keys.events.next_due()
        return IDLE_MS if due is None else min(IDLE_MS, max(0, ticks_diff(due, ticks_ms())))


class SimDevice(HostedBoard):
    def __init__(self, state_dir, profile="pico_reference", scenario=None, owner=None, hold_ms=None):
        super().__init__(state_dir, profile=profile, scenario=scenario, owner=owner, parts=SimParts(),
                         hold_ms=hold_ms)

    # ------------------------------------------------------------ helpers
    def press(self, name, long=False):
        """Press a virtual button (goes through keypad events and the grammar)."""
        self.keys.press(name, long)

    def pixels(self):
        return list(self.strip.shown)

    def wait_idle(self, timeout=2.0):
        """Wait until queued virtual key events have been consumed."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self._lock:
                if not len(self.keys.events) and not self.app.buttons.any_down():
                    return True
            time.sleep(0.005)
        return False
