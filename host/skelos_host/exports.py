"""What `skelos export` and `skelos report` write for other tools: times in
ISO 8601 with their offset, and column names that stay put (the schema is
docs/export.md; a renamed or removed column is a new SCHEMA number)."""

import datetime

SCHEMA = 1

# `skelos export --format csv`: one row per event
EVENT_COLUMNS = ("session", "seq", "received_at", "record", "args")

# `skelos report`: sessions-<game>.csv starts with these, then the game's own (its view's CSV_COLUMNS)
SESSION_COLUMNS = ("session", "device_serial", "game_number", "game", "scenario_id", "started", "first_event",
                   "last_event", "records", "in_effect", "undos", "outcome")


def iso_time(t, timespec="seconds"):
    """An epoch time as ISO 8601 in the machine's local time with its offset
    (2026-11-23T15:04:05+01:00); '' when there is none."""
    if t is None:
        return ""
    return datetime.datetime.fromtimestamp(t).astimezone().isoformat(timespec=timespec)
