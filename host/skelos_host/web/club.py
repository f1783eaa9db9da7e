"""A club's room: several tables in one process, each its own board (`skelos play --tables N`).

The room keeps each table's simulated board in a folder of its own under the state dir,
``table-1``, ``table-2``... (each with its storage, its lock, its name and, without a session
log, its heroes' sheets), and knows the tables plugged in by their board's serial number.  A
table is added (a new folder, or one unplugged earlier: its board resumes its game), dropped
(its board stops; its folder and its game stay) and renamed while the others play; each logs
into the session store through its own logger and connection, so the store keeps every board's
history apart by its serial.  The page of the room and the table pages under ``/t/<serial>/``
are web/room.py's.

Boards plugged in over USB join the room too (`UsbWatcher`, with `skelos play --usb` and
`skelos box --usb`): each data port that appears is asked `hello`, and the board that answers is a
table (`UsbTable`, its folder ``usb-<serial>``: its name and, without a session log, its heroes'
sheets).  A board unplugged keeps its table, marked away, until it is plugged in again (on any
port): its page and its logger then take it up where they were, the logger fetching what it has
not stored (the board keeps its game).  A board's table dropped from the room is left alone while
the board stays plugged in, and can be plugged in again from the room.
"""

import json
import os
import pathlib
import queue
import re
import threading

from skelos_host import views
from skelos_host.text import i18n, typography
from skelos_host.text.i18n import N_, _

FOLDER = re.compile(r"^table-([1-9][0-9]{0,3})$")
USB_FOLDER = re.compile(r"^usb-([0-9A-Za-z_-]{1,64})$")     # a USB board's table, by its serial
POLL_S = 0.5                  # how often the room looks for boards plugged in or unplugged
NAME_FILE = "table.json"      # in a table's folder: the name the club gave it
MAX_NAME = 40                 # characters of a table's name
MAX_TABLES = 16               # tables plugged in at once

NOT_PLUGGED = N_("no table with this serial plays here")
BAD_NAME = N_("a table's name is 1 to %(max)d characters, without control characters")
BAD_FOLDER = N_("no unplugged table in a folder named %(folder)s")
TOO_MANY = N_("at most %(max)d tables play at once: drop one first")
BAD_SCENARIO = N_("no preset scenario named %(scenario)s")
NOT_STARTED = N_("cannot start the simulated board: %s")
NOT_ON_USB = N_("board %(serial)s is not plugged in: plug it in, then plug its table in again")
OWN_BOARD = N_("the box's own board stays in the room: hold Mode 10 seconds to stop the box")
AWAY = N_("this table's board is unplugged: its page comes back when the board is plugged in again")


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

    def __init__(self, state_dir, make_table, default_scenario="pict-village", say=None, connect_usb=None,
                 make_usb_page=None):
        self.state_dir = pathlib.Path(state_dir)
        self.say = say or (lambda m: None)      # the console: a table plugged in or unplugged
        self.make_table = make_table
        self.default_scenario = default_scenario
        # boards over USB: connect_usb(port) is a Client that said hello (share.connect), make_usb_page(client,
        # folder) its table's page and logger (web/session.py's LivePage, started)
        self.connect_usb = connect_usb
        self.make_usb_page = make_usb_page
        self.tables = {}          # serial -> table.Table or UsbTable, in the order plugged in
        self.folders = {}         # serial -> its folder's name
        self.dropped = {}         # serial -> port of a USB board still plugged in whose table was dropped
        self.own = None           # the serial of the box's own board (plug): never dropped
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
            return ([f for f in self.folders_on_disk() if f not in plugged]
                    + ["usb-" + serial for serial in self.dropped])

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
            if isinstance(folder, str) and USB_FOLDER.match(folder) and folder in self.unplugged():
                return self._take_back(USB_FOLDER.match(folder).group(1))
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

    def plug(self, table, folder=""):
        """A table started by its owner (the box's own board) in `folder` under the state dir ("": the state dir
        itself); it is never dropped from the room.  Its serial."""
        with self.lock:
            serial = table.device.serial
            self.tables[serial] = table
            self.folders[serial] = folder
            self.own = serial
        return serial

    def drop(self, serial):
        """Unplug the table of `serial`: its board stops, its game stays in its folder."""
        with self.lock:
            if serial is not None and serial == self.own:
                raise RoomError(OWN_BOARD)
            table = self.tables.pop(serial, None)
            if table is None:
                raise RoomError(NOT_PLUGGED)
            folder = self.folders.pop(serial, None)
            if isinstance(table, UsbTable) and not table.away:
                self.dropped[serial] = table.port     # left alone while it stays plugged in
        table.stop()
        if isinstance(table, UsbTable):
            self.say(_("%(folder)s (board %(serial)s) dropped from the room: its game stays on the board")
                     % {"folder": folder, "serial": serial})
            return
        self.say(_("%(folder)s (board %(serial)s) unplugged: its game stays in its folder")
                 % {"folder": folder, "serial": serial})

    # ------------------------------------------------------------ boards over USB
    def usb_tables(self):
        with self.lock:
            return [(s, t) for s, t in self.tables.items() if isinstance(t, UsbTable)]

    def plug_usb(self, client):
        """A board that said hello on a USB port (`client`): its table, new or away until now, takes it.
        Its serial, or None when the room does not take it (the client is then closed, and why is said)."""
        serial = (client.info or {}).get("serial")
        port = client.port
        if not isinstance(serial, str) or not USB_FOLDER.match("usb-" + serial):
            client.close()
            self.say(_("the board on %(port)s has a serial number no table can take: %(serial)r")
                     % {"port": port, "serial": serial})
            return None
        with self.lock:
            table = self.tables.get(serial)
            if serial in self.dropped:
                self.dropped[serial] = port
                client.close()
                return None
            if table is not None and not (isinstance(table, UsbTable) and table.away):
                client.close()
                self.say(_("the board on %(port)s answers with the serial of a table already here (%(serial)s): "
                           "it is left alone") % {"port": port, "serial": serial})
                return None
            if table is None and len(self.tables) >= MAX_TABLES:
                client.close()
                self.say(said_in(i18n.get_language(), TOO_MANY) % {"max": MAX_TABLES})
                return None
            again = table is not None
            if table is None:
                table = UsbTable(serial, self.state_dir / ("usb-" + serial), self.make_usb_page)
            try:
                table.plug(client)
            except Exception as e:  # noqa: BLE001 - its folder or its page: said, the others play on
                client.close()
                self.say(_("cannot take the board on %(port)s: %(error)s") % {"port": port, "error": e})
                return None
            self.tables[serial] = table
            self.folders[serial] = "usb-" + serial
        self.say((_("%(folder)s (board %(serial)s) plugged in again on %(port)s: its table goes on") if again else
                  _("%(folder)s (board %(serial)s) plugged in on %(port)s"))
                 % {"folder": "usb-" + serial, "serial": serial, "port": port})
        return serial

    def away(self, serial):
        """The board of `serial` was unplugged (or its link broke): its table stays, away, until it is back."""
        with self.lock:
            table = self.tables.get(serial)
            if not isinstance(table, UsbTable) or table.away:
                return
            table.unplug()
        self.say(_("%(folder)s (board %(serial)s) unplugged: its table waits for it")
                 % {"folder": "usb-" + serial, "serial": serial})

    def gone(self, serial, port):
        """The port of a board whose table was dropped is gone: plugged in again, the board joins again."""
        with self.lock:
            if self.dropped.get(serial) == port:
                del self.dropped[serial]

    def _take_back(self, serial):
        """The table of a USB board dropped earlier, plugged in again from the room (self.lock held)."""
        port = self.dropped[serial]
        try:
            client = self.connect_usb(port)
        except Exception:  # noqa: BLE001 - not there any more, or not answering: said
            raise RoomError(NOT_ON_USB, {"serial": serial}) from None
        if (client.info or {}).get("serial") != serial:
            client.close()
            raise RoomError(NOT_ON_USB, {"serial": serial})
        del self.dropped[serial]
        if self.plug_usb(client) is None:
            raise RoomError(NOT_ON_USB, {"serial": serial})
        return serial

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
        return name if name_ok(name) else None

    def rename(self, serial, name):
        if not name_ok(name):
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
        usb = isinstance(table, UsbTable)
        default = (said_in(lang, N_("Board %s")) % serial if usb else said_in(lang, N_("The box")) if serial == self.own
                   else said_in(lang, N_("Table %s")) % n)
        row = {"serial": serial, "folder": folder, "path": "t/%s/" % serial,
               "name": self.name(serial) or default, "usb": usb, "away": usb and table.away,
               "game": "", "scenario": "", "turn": "", "whose": "", "solo": ""}
        if row["away"]:
            row["whose"] = said_in(lang, N_("unplugged: the table waits for its board"))
            return row
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


class UsbTable:
    """A board plugged in over USB as a table of the room: while it is plugged in, its page (web/session.py's
    LivePage, served by the room) and its logger on the board's link, made by `make_page(client, folder)`;
    away (no page) while it is not.  Its folder keeps its name and, without a session log, its heroes' sheets."""

    def __init__(self, serial, folder, make_page):
        self.serial = serial
        self.folder = pathlib.Path(folder)
        self.make_page = make_page
        self.page = None
        self.port = None
        self.error = None         # (a board's link failing is its unplugging, never the room's failure)
        self.device = self        # the room reads table.device.serial and .error, as of a hosted board
        self.waiting = set()      # the streams of its pages while it is away (web/room.py): ended when it is back
        self.lock = threading.Lock()

    @property
    def away(self):
        return self.page is None

    def plug(self, client):
        self.folder.mkdir(parents=True, exist_ok=True)
        page = self.make_page(client, self.folder)
        with self.lock:
            self.page, self.port = page, client.port
        self.wake()

    # a page's stream while the board is away, as a fanout (web/fanout.py) that only ever ends it
    def open(self):
        q = queue.Queue()
        with self.lock:
            if self.page is not None:      # back already: its page asks again at once
                q.put(None)
            else:
                self.waiting.add(q)
        return q

    def leave(self, q):
        with self.lock:
            self.waiting.discard(q)

    def wake(self):
        with self.lock:
            waiting, self.waiting = self.waiting, set()
        for q in waiting:
            q.put(None)

    def failure(self):
        """Why this table's logger stopped while its board is still linked (table.SessionLog.failure), or None:
        its link failing is its unplugging (UsbWatcher), never the room's failure."""
        page = self.page
        log = page.log if page is not None else None
        if log is None or not self.linked():
            return None
        return log.failure()

    def linked(self):
        page = self.page
        return page is not None and page.source.client.alive

    def unplug(self):
        page, self.page, self.port = self.page, None, None
        if page is not None:
            store = page.store
            page.stop()
            if store is not None:         # each table logs through its own connection
                store.close()

    def stop(self):
        self.unplug()
        self.wake()


def held_ports():
    """The real paths of the ports another skelos process shares (their boards are theirs)."""
    from skelos_host.device import share

    return {os.path.realpath(g["port"]) for g in share.boards() if isinstance(g.get("port"), str)}


class UsbWatcher:
    """Follows the boards plugged in over USB for `club`, every POLL_S seconds: a data port that appears
    (usbports.data_ports) is asked hello, and the board that answers joins the room (Club.plug_usb); a
    board whose port goes (or whose link breaks) is away (Club.away).  A port where no Skelos board answers,
    or that another skelos process shares, is left alone until it goes."""

    def __init__(self, club, ports=None, held=None, poll_s=POLL_S):
        from skelos_host.device import usbports

        self.club = club
        self.ports = ports or usbports.data_ports
        self.held = held or held_ports
        self.poll_s = poll_s
        self.known = {}           # port -> the serial that answered there, or None (left alone)
        self._stop = threading.Event()
        self.thread = None

    def poll(self):
        present = {dev for dev, _desc, _usb in self.ports()}
        for serial, table in self.club.usb_tables():
            port = table.port
            if not table.away and (port not in present or not table.linked()):
                self.known.pop(port, None)       # (still there after its link broke: asked again)
                self.club.away(serial)
        for port in [p for p in self.known if p not in present]:
            serial = self.known.pop(port)
            if serial is not None:
                self.club.gone(serial, port)
        new = sorted(present - set(self.known))
        held = self.held() if new else set()
        for port in new:
            if os.path.realpath(port) in held:
                self.known[port] = None
                continue
            try:
                client = self.club.connect_usb(port)
            except Exception as e:  # noqa: BLE001 - not a Skelos board, or busy: said once, left alone
                self.known[port] = None
                self.club.say(_("no Skelos board answers on %(port)s: %(error)s")
                              % {"port": port, "error": str(e).splitlines()[0] if str(e) else repr(e)})
                continue
            self.known[port] = (client.info or {}).get("serial")
            self.club.plug_usb(client)

    def _run(self):
        while True:
            try:
                self.poll()
            except Exception as e:  # noqa: BLE001 - the enumeration failed this time: said, tried again
                self.club.say(_("looking for boards plugged in failed: %s") % e)
            if self._stop.wait(self.poll_s):
                return

    def start(self):
        self.thread = threading.Thread(target=self._run, name="skelos-usb", daemon=True)
        self.thread.start()
        return self

    def stop(self):
        self._stop.set()
        if self.thread is not None:
            self.thread.join(10)


def name_ok(name):
    return (isinstance(name, str) and 0 < len(name.strip()) <= MAX_NAME
            and all(c.isprintable() for c in name))
