"""Board profile: every pin, pixel count, segment and button of one board.

The profile is JSON (hardware/profiles/<name>.json, copied to the CIRCUITPY
drive as /profile.json); see hardware/profiles/SCHEMA.md.
"""

import json

REQUIRED = ("board_id", "neopixel", "buttons", "segments", "storage")


def parse(text):
    """The profile dict from JSON text; raises ValueError naming what is missing."""
    d = json.loads(text)
    if not isinstance(d, dict):
        raise ValueError("profile: not a JSON object")
    for k in REQUIRED:
        if k not in d:
            raise ValueError("profile: missing " + k)
    return d


def load(path):
    with open(path) as f:
        return parse(f.read())


def button_names(profile):
    return [b["name"] for b in profile["buttons"]]


def button_pins(profile):
    return [b["pin"] for b in profile["buttons"]]
