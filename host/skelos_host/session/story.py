"""The story of a game in words: every record the board sent, told as a
sentence in the player's language ("Turn 3, Overlord: Pict Hunters - Red
activated, slot 3, 3 gems").

A `Story` replays a game's records, in order from the first, through the rules
core (the scenario is needed for that: which tile sat in the slot, what an
event gave); the game's view (skelos_host.views: `tell(game, d, rec, submit)` gives
the moment and what a record did, `when(game, d)` the moment) says what each
record did.  Entries are language-neutral *phrases*, so one story serves
every language: the host tells them with `text(phrase, lang)`, the page with
its own copy of the catalogue.

  entry   {"seq": n, "when": phrase or None, "text": phrase}
          plus "undoes": seq / "redoes": seq for an undo / redo record, and
          "why": phrase for a decision of the board's Overlord (a view's `tell`
          that returns a third item), "step": true when it begins one of its
          steps (a fourth item)
  phrase  [message id, {name: value}]: the message, translated, with each
          {name} replaced by its value; a message id may be a pair
          [singular, plural] chosen by the value "n"
  value   an int or a str (shown as is), a phrase, a name
          {"en": "...", "fr": "..."} (the player's language, else English),
          or {"list": [values]} (shown separated by commas)

A record the host cannot replay (an unknown scenario, a record its core
refuses) is shown as the board sent it, and so is every later one.
"""

import json
import re

from skelos.games import load, new_game

from skelos_host.text import i18n, typography
from skelos_host.text.i18n import N_

UNDONE = N_("Undone: {what}")
REDONE = N_("Redone: {what}")
RAW = N_("record {seq} as the board sent it: {record}")
BOTH = N_("{first}; {then}")
NO_SCENARIO = N_("this host does not know the scenario of this game, so its records are shown as the board "
                 "sent them")


def say(message, **args):
    """A phrase: `message` (marked with N_ where it is written) and its values."""
    return [message, args]


def say_n(forms, n, **args):
    """A phrase whose message has a singular and a plural (`forms`, marked with Nn_), chosen by `n`."""
    args["n"] = n
    return [list(forms), args]


def both(first, then):
    """Two phrases as one sentence ("first; then")."""
    return say(BOTH, first=first, then=then)


def name_of(obj):
    """A scenario object's name in each language it has (`name`, `name_fr`)."""
    out = {"en": str(obj.get("name", ""))}
    for lang in i18n.LANGUAGES:
        if lang != "en" and obj.get("name_" + lang):
            out[lang] = str(obj["name_" + lang])
    return out


def listing(values):
    return {"list": list(values)}


class Story:
    """The story of one game, told record by record in order (`add`)."""

    def __init__(self, view, d=None):
        self.view = view
        self.d = d
        self.game = None
        self.note = None
        if d is not None:
            scenario, problems = load(d)
            if not problems:
                self.game = new_game(scenario)
        if self.game is None:
            self.note = say(NO_SCENARIO)
        self.entries = []
        self._seq_at = {}     # journal offset of a record in the host's replay -> its seq
        # seq -> (turn, phase, over) of the game after record seq (0: before the first), while it replays:
        # the board's moment of each record, read by what is played beside it (the heroes' sheets)
        self.moments = {}
        if self.game is not None:
            self._moment(0)

    def _moment(self, seq):
        g = self.game
        self.moments[seq] = (getattr(g, "turn", None), getattr(g, "phase", None), getattr(g, "over", None))

    @property
    def last(self):
        """The seq of the last record told (0 before the first)."""
        return self.entries[-1]["seq"] if self.entries else 0

    def add(self, seq, rec):
        """Tell the record `seq` (the next one: last + 1); returns its entry."""
        if seq != self.last + 1:
            raise ValueError("record %r comes after %d" % (seq, self.last))
        entry = self._tell(seq, rec)
        self.entries.append(entry)
        if self.game is not None:
            self._moment(seq)
        return entry

    def _raw(self, seq, rec):
        self.game = None
        return {"seq": seq, "when": None, "text": say(RAW, seq=seq, record=json.dumps(rec))}

    def _tell(self, seq, rec):
        g = self.game
        if g is None or not isinstance(rec, list) or not rec:
            return self._raw(seq, rec)
        try:
            blob = g.records.from_list(rec)
        except (ValueError, TypeError):
            return self._raw(seq, rec)
        name = rec[0]
        entry = {"seq": seq}
        if name in ("undo", "redo"):
            off = g.undo_target() if name == "undo" else g.redo_target()
            target = self._seq_at.get(off) if off is not None else None
            # said at the moment it was pressed, not the one it brings back
            entry["when"] = self.view.when(g, self.d)
            if target is None or g.submit(blob) is not None:
                return self._raw(seq, rec)
            entry["undoes" if name == "undo" else "redoes"] = target
            entry["text"] = say(UNDONE if name == "undo" else REDONE, what=self.entries[target - 1]["text"])
        else:
            told = self.view.tell(g, self.d, rec, lambda: g.submit(blob))
            if told is None:
                return self._raw(seq, rec)
            self._seq_at[g.top] = seq
            entry["when"], entry["text"] = told[0], told[1]
            if len(told) > 2:
                entry["why"] = told[2]      # the board's Overlord: why it did this (views.conan_explain)
            if len(told) > 3 and told[3]:
                entry["step"] = True        # ... and the first record of one of its steps
        if g.count != seq:
            return self._raw(seq, rec)
        if "when" not in entry:
            entry["when"] = self.view.when(g, self.d)
        return entry


def told(game_view, d, events):
    """A Story of `events` ([{"seq", "rec"}], from the first) told through `game_view`."""
    story = Story(game_view, d)
    for e in events:
        story.add(e["seq"], e["rec"])
    return story


_FIELD = re.compile(r"\{(\w+)\}")


def text(value, lang=None):
    """A phrase (or any value of one) as text in `lang` (default: the current language)."""
    lang = lang or i18n.get_language()
    if isinstance(value, dict):
        if "list" in value:
            return ", ".join(text(v, lang) for v in value["list"])
        return value.get(lang) or value.get("en", "")
    if isinstance(value, list) and value:
        message, args = value[0], (value[1] if len(value) > 1 else {})
        t = i18n.translations(lang)
        if isinstance(message, list):
            s = t.ngettext(message[0], message[1], int(args.get("n", 0)))
        else:
            s = t.gettext(message) if message else message
        said = _FIELD.sub(lambda m: text(args[m.group(1)], lang) if m.group(1) in args else m.group(0), s)
        return typography.for_language(said, lang)
    return "" if value is None else str(value)


def line(entry, lang=None):
    """An entry as one line: "when: text" (the record as sent when it could not be replayed)."""
    if entry.get("when") is None:
        return text(entry["text"], lang)
    return text(say(N_("{when}: {text}"), when=entry["when"], text=entry["text"]), lang)


def why_lines(entries, lang=None):
    """The explanations of the board's Overlord's last step among `entries` (of the newest run of entries
    with a "why", views.conan_explain, those from the last that begins a step): [(entry line, why)]."""
    run = []
    for e in reversed(entries):
        if "why" in e:
            run.append(e)
            if e.get("step"):
                break
        elif run:
            break
    return [(line(e, lang), text(e["why"], lang)) for e in reversed(run)]
