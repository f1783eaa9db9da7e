"""A club's room: several tables in one process, each its own board (`skelos play --tables N`).

The room keeps each table's simulated board in a folder of its own under the state dir,
``table-1``, ``table-2``... (each with its storage, its lock, its name and, without a session
log, its heroes' sheets), and knows the tables plugged in by their board's serial number.  A
table is added (a new folder, or one unplugged earlier: its board resumes its game), dropped
(its board stops; its folder and its game stay) and renamed while the others play; each logs
into the session store through its own logger and connection, so the store keeps every board's
history apart by its serial.  The page of the room and the table pages under ``/t/<serial>/``
are web/room.py's.
"""

import json
import pathlib
import re
import threading

from skelos_host import i18n, typography, views
from skelos_host.i18n import N_, _

FOLDER = re.compile(r"^table-([1-9][0-9]{0,3})$")
NAME_FILE = "table.json"      # in a table's folder: the name the club gave it
MAX_NAME = 40                 # characters of a table's name
MAX_TABLES = 16               # tables plugged in at once

NOT_PLUGGED = N_("no table with this serial plays here")
BAD_NAME = N_("a table's name is 1 to %(max)d characters, without control characters")
BAD_FOLDER = N_("no unplugged table in a folder named %(folder)s")
TOO_MANY = N_("at most %(max)d tables play at once: drop one first")
BAD_SCENARIO = N_("no preset scenario named %(scenario)s")
NOT_STARTED = N_("cannot start the simulated board: %s")


class RoomError(ValueError):
    """Bad input: nothing changed.  `message` is a message id, `args` its values."""

    def __init__(self, message, args=None):
        ValueError.__init__(self, message)
        self.message, self.args_ = message, args

    def text(self, lang):
        said = said_in(lang, self.message)
        return said % self.args_ if self.args_ is not None else said


def said_in(lang, message):
    """`message` in `lang` (the room's page speaks the language of each request)."""
    lang = i18n.normalize(lang) or i18n.DEFAULT
    return typography.for_language(i18n.translations(lang).gettext(message), lang)


class Club:
    """The tables of one room.  `make_table(folder, scenario)` starts a table (table.Table, with its
    board on `folder`) and returns it; `default_scenario` is a new table's preset."""

    def __init__(self, state_dir, make_table, default_scenario="pict-village", say=None):
        self.state_dir = pathlib.Path(state_dir)
        self.say = say or (lambda m: None)      # the console: a table plugged in or unplugged
        self.make_table = make_table
        self.default_scenario = default_scenario
        self.tables = {}          # serial -> table.Table, in the order plugged in
        self.folders = {}         # serial -> its folder's name
        self.lock = threading.RLock()

    # ------------------------------------------------------------ folders
    def folders_on_disk(self):
        if not self.state_dir.is_dir():
            return []
        found = [p.name for p in self.state_dir.iterdir() if p.is_dir() and FOLDER.match(p.name)]
        return sorted(found, key=lambda n: int(FOLDER.match(n).group(1)))

    def unplugged(self):
        """The folders of tables not plugged in now (their boards' games wait there)."""
        with self.lock:
            plugged = set(self.folders.values())
            return [f for f in self.folders_on_disk() if f not in plugged]

    def _next_folder(self):
        used = [int(FOLDER.match(f).group(1)) for f in self.folders_on_disk()]
        used += [int(FOLDER.match(f).group(1)) for f in self.folders.values()]
        return "table-%d" % (max(used, default=0) + 1)

    # ------------------------------------------------------------ plugging
    def add(self, scenario=None, folder=None, files=False):
        """Plug in a table: a new one playing `scenario` (a built-in preset, or with `files` a scenario
        file too: the command line's), or the one unplugged in `folder`.  Its serial."""
        from skelos_host import presets

        with self.lock:
            if len(self.tables) >= MAX_TABLES:
                raise RoomError(TOO_MANY, {"max": MAX_TABLES})
            if folder is not None:
                if not isinstance(folder, str) or folder not in self.unplugged():
                    raise RoomError(BAD_FOLDER, {"folder": str(folder)[:40]})
                scenario = self.default_scenario
            else:
                scenario = self.default_scenario if scenario is None else scenario
                try:
                    if not files and scenario not in presets.builtin_names():
                        raise ValueError(scenario)
                    presets.load_dict(scenario)
                except Exception:  # noqa: BLE001 - an unknown or broken preset: said, nothing made
                    raise RoomError(BAD_SCENARIO, {"scenario": str(scenario)[:40]}) from None
                folder = self._next_folder()
            try:
                table = self.make_table(self.state_dir / folder, scenario)
            except Exception as e:  # noqa: BLE001 - a busy or broken folder: said
                raise RoomError(NOT_STARTED, str(e)) from None
            serial = table.device.serial
            self.tables[serial] = table
            self.folders[serial] = folder
        self.say(_("%(folder)s (board %(serial)s) plugged in") % {"folder": folder, "serial": serial})
        return serial

    def drop(self, serial):
        """Unplug the table of `serial`: its board stops, its game stays in its folder."""
        with self.lock:
            table = self.tables.pop(serial, None)
            if table is None:
                raise RoomError(NOT_PLUGGED)
            folder = self.folders.pop(serial, None)
        table.stop()
        self.say(_("%(folder)s (board %(serial)s) unplugged: its game stays in its folder")
                 % {"folder": folder, "serial": serial})

    def stop(self):
        with self.lock:
            tables = list(self.tables.values())
            self.tables.clear()
            self.folders.clear()
        for t in tables:
            t.stop()

    def failed(self):
        """The first table whose board's loop or logger failed (table.Table.failure), or None."""
        with self.lock:
            for t in self.tables.values():
                if t.failure() is not None:
                    return t
        return None

    # ------------------------------------------------------------ names
    def name(self, serial):
        """The name the club gave the table of `serial`, or None."""
        folder = self.folders.get(serial)
        if folder is None:
            return None
        try:
            got = json.loads((self.state_dir / folder / NAME_FILE).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        name = got.get("name") if isinstance(got, dict) else None
        return name if _name_ok(name) else None

    def rename(self, serial, name):
        if not _name_ok(name):
            raise RoomError(BAD_NAME, {"max": MAX_NAME})
        with self.lock:
            folder = self.folders.get(serial)
            if folder is None:
                raise RoomError(NOT_PLUGGED)
            path = self.state_dir / folder / NAME_FILE
            tmp = path.with_suffix(".tmp")
            tmp.write_text(json.dumps({"name": name.strip()}, ensure_ascii=False) + "\n", encoding="utf-8")
            tmp.replace(path)

    # ------------------------------------------------------------ the room's page
    def glance(self, lang):
        """Each table plugged in as the room's page lists it, in `lang`."""
        with self.lock:
            plugged = list(self.tables.items())
        out = []
        for serial, table in plugged:
            out.append(self._glance_of(serial, table, lang))
        return {"tables": out, "unplugged": self.unplugged()}

    def _glance_of(self, serial, table, lang):
        folder = self.folders.get(serial, "")
        n = FOLDER.match(folder).group(1) if FOLDER.match(folder) else "?"
        row = {"serial": serial, "folder": folder, "path": "t/%s/" % serial,
               "name": self.name(serial) or said_in(lang, N_("Table %s")) % n,
               "game": "", "scenario": "", "turn": "", "whose": "", "solo": ""}
        try:
            st = table.page.source.state()["state"]
        except Exception:  # noqa: BLE001 - a board not answering: its row says so
            row["whose"] = said_in(lang, N_("the board does not answer"))
            return row
        try:
            view = views.view_of(st)
        except views.UnknownGame:
            view = None
        row["game"] = said_in(lang, view.TITLE) if view is not None else ""
        row["scenario"] = str(st.get("scenario") or "")
        row["turn"] = "" if st.get("turn") is None else str(st.get("turn"))
        phase = st.get("phase")
        phases = getattr(view, "PHASE_NAMES", {}) if view is not None else {}
        row["whose"] = said_in(lang, phases[phase]) if phase in phases else str(phase or "")
        level = st.get("solo")
        row["solo"] = (said_in(lang, N_("the board plays the Overlord, level %d")) % level if level
                       else said_in(lang, N_("no")))
        return row


def _name_ok(name):
    return (isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME
            and all(c.isprintable() for c in name))
