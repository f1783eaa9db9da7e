"""What `skelos export` and `skelos report` write for other tools: times in
ISO 8601 with their offset, and column names that stay put (the schema is
docs/export.md; a renamed or removed column is a new SCHEMA number)."""

import datetime

from skelos_host.text.i18n import N_, _

SCHEMA = 1

# `skelos export --format csv`: one row per event
EVENT_COLUMNS = ("session", "seq", "received_at", "record", "args")

# `skelos report`: sessions-<game>.csv starts with these, then the game's own (its view's CSV_COLUMNS)
SESSION_COLUMNS = ("session", "device_serial", "game_number", "game", "scenario_id", "started", "first_event",
                   "last_event", "records", "in_effect", "undos", "outcome")


MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"), N_("July"),
          N_("August"), N_("September"), N_("October"), N_("November"), N_("December"))


def said_time(t, day=True):
    """An epoch time as a player reads it, in the machine's local time and the current language:
    "23 November 2026, 15:04" ("15:04" with day=False); '' when there is none."""
    if t is None:
        return ""
    when = datetime.datetime.fromtimestamp(t)
    clock = _("%(hour)d:%(minute)02d") % {"hour": when.hour, "minute": when.minute}
    if not day:
        return clock
    return _("%(day)d %(month)s %(year)d, %(time)s") % {"day": when.day, "month": _(MONTHS[when.month - 1]),
                                                         "year": when.year, "time": clock}


def said_span(first, last):
    """Two times as a span: the day once when both are on it."""
    if first is None or last is None:
        return said_time(first if last is None else last)
    same = datetime.datetime.fromtimestamp(first).date() == datetime.datetime.fromtimestamp(last).date()
    return "%s – %s" % (said_time(first), said_time(last, day=not same))


def iso_time(t, timespec="seconds"):
    """An epoch time as ISO 8601 in the machine's local time with its offset
    (2026-11-23T15:04:05+01:00); '' when there is none."""
    if t is None:
        return ""
    return datetime.datetime.fromtimestamp(t).astimezone().isoformat(timespec=timespec)
