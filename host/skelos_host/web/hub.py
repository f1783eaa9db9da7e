"""The hub of one board's pages: the pushes of its link taken in batches, the story of its current game
in words (skelos_host.session.story) kept from its first record, and every update fanned out to the open
pages (fanout.Fanout).  The state messages it makes are those described in web/server.py."""

import queue
import threading

from skelos.games import game_of

from skelos_host import views
from skelos_host.session import story
from skelos_host.text.i18n import N_
from skelos_host.web.fanout import Fanout

# Errors the page shows as "<message>: <detail>"; the page translates the message part.
NOT_ANSWERING = N_("device not answering")
STORY_TAIL = 30           # the story's newest entries in a page's first state (the page shows as many at once)
MAX_QUEUE = 16             # updates waiting for one page


class Hub(Fanout):
    """Fans pushed updates out to every open page (one queue per page), and keeps the
    story of the current game in words from its first record."""

    def __init__(self, source, readonly=False):
        self.source = source
        self.readonly = readonly
        Fanout.__init__(self, MAX_QUEUE)
        self.story_lock = threading.Lock()   # held while the story catches up with the board
        self.last = None
        self.story = None          # skelos_host.session.story.Story of the current game
        self.story_game = None     # its game id on the board
        self.info = None           # the view's page_info of its scenario
        self.sent = 0              # the last entry the pages were sent
        self.inbox = queue.Queue()
        self.worker = threading.Thread(target=self._work, name="skelos-page-hub", daemon=True)
        self.worker.start()
        # pushes arrive on the link's reader thread: never block it
        source.subscribe(self.inbox.put)

    def _work(self):
        """The pushes, in batches: every push waiting is taken into the story (and a refusal told) before
        one update of the state goes out for them all, so pages get the latest state once, not a queue of
        identical ones while the board plays faster than its state is asked."""
        while True:
            batch = [self.inbox.get()]
            while True:
                try:
                    batch.append(self.inbox.get_nowait())
                except queue.Empty:
                    break
            update = False
            for msg in batch:
                if msg is None:
                    return
                try:
                    if msg.get("push") == "refused":
                        if update:          # (in their order: the state of the pushes before it first)
                            self._send_update()
                            update = False
                        self.broadcast({"type": "refused", "button": msg.get("button"), "code": msg.get("code"),
                                        "args": msg.get("args") or []})
                    else:
                        update = self._on_push(msg) or update
                except Exception:  # noqa: BLE001 - one bad message must not stop the page
                    pass
            if update:
                self._send_update()

    def _send_update(self):
        try:
            item = self._update()
        except Exception as e:  # device gone: tell the pages, keep serving
            item = {"type": "error", "message": NOT_ANSWERING + ": %s" % e}
        self.broadcast(item)

    def close(self):
        self.inbox.put(None)
        self.broadcast(None)

    # ------------------------------------------------------------ the story
    def _catch_up(self, reply):
        """Bring the story up to the state `reply` (a new game: a new story from its first record)."""
        game = reply.get("game")
        st = reply.get("state") or {}
        with self.story_lock:
            if self.story is None or self.story_game != game:
                d = None
                scenario_of = getattr(self.source, "scenario", None)
                if scenario_of is not None:
                    try:
                        d = scenario_of(st.get("scenario"))
                    except Exception:  # noqa: BLE001 - no scenario: the records are shown as sent
                        d = None
                if d is not None and game_of(d) != game_of(st):
                    d = None
                view = views.view(game_of(st))
                fresh = story.Story(view, d)
                info = view.page_info(d) if d is not None else None
                with self.lock:
                    self.story, self.story_game, self.info, self.sent = fresh, game, info, 0
            events = getattr(self.source, "events", None)
            seq = st.get("seq") or 0
            if events is not None and self.story.last < seq:
                for e in events(self.story.last, game):
                    with self.lock:             # a push may have told it meanwhile
                        if e.get("seq") == self.story.last + 1:
                            self.story.add(e["seq"], e.get("rec"))

    def _message(self, reply, first, tail=False):
        """A state message with the story's entries from seq `first` (under self.lock)."""
        st = self.story
        msg = {"type": "state", "state": reply, "view": game_of(reply.get("state") or {}),
               "readonly": self.readonly, "scenario": self.info, "story": None}
        if st is not None:
            if tail:
                first = max(1, len(st.entries) - STORY_TAIL + 1)
            msg["story"] = {"game": self.story_game, "first": first, "note": st.note,
                            "entries": st.entries[first - 1:], "tail": tail}
        return msg

    def snapshot(self):
        """The current state with the story's newest entries (a page's first message, /api/state, the page)."""
        reply = self.source.state()
        self.story_for(reply)
        with self.lock:
            self.last = reply
            return self._message(reply, 1, tail=True)

    def earlier(self, game, before):
        """{"game", "first": 1, "entries"}: the story's entries before seq `before` (None: another game)."""
        with self.lock:
            st = self.story
            if st is None or self.story_game != game:
                return None
            return {"game": game, "first": 1, "entries": st.entries[:max(0, min(before, len(st.entries) + 1) - 1)]}

    def story_for(self, reply):
        try:
            self._catch_up(reply)
        except Exception:  # noqa: BLE001 - the state goes out without the newest entries; the next push retries
            pass

    def _update(self):
        """The current state with the entries told since the last update (the stream's later messages)."""
        reply = self.source.state()
        self.story_for(reply)
        with self.lock:
            self.last = reply
            first = self.sent + 1
            if self.story is not None:
                self.sent = self.story.last
            return self._message(reply, first)

    def _on_push(self, msg):
        """Take one push into the story; True when the pages need the state anew."""
        kind = msg.get("push")
        if kind == "event":
            with self.lock:
                story_now = self.story
                if (story_now is not None and msg.get("game") == self.story_game
                        and msg.get("seq") == story_now.last + 1):
                    story_now.add(msg["seq"], msg.get("rec"))
        return kind in ("event", "game", "display", "resumed")    # resumed: the board again, its holder left

