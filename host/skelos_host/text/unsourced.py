"""What a scenario or a hero file marks as not in the sources, said in words.

A file lists its unsourced fields as paths ("tiles.afari.name_fr", "river[1].tile"): that is the
files' language, kept in the files and in JSON outputs.  A player reads them in words, with the
names of the file: "the French name of the Afari tile", "the tile in slot 2".
"""

import re

from skelos_host.text.i18n import N_, _, get_language

# a tile's field -> its words (said after the tile's name)
TILE_FIELDS = {
    "figures": N_("figures"), "name_fr": N_("French name"), "color": N_("colour"),
    "reinforcement": N_("reinforcement cost"), "hp": N_("hit points"), "events": N_("events"),
    "events.name_fr": N_("the events' French names"), "role": N_("role"), "move": N_("movement"),
    "defense": N_("defense"), "dice": N_("dice"), "attack": N_("attack"),
}
# a hero's or an enemy's field of an OrcQuest scenario ({name})
HERO_FIELDS = {"color": N_("the colour of hero {name}"), "name": N_("the name of hero {name}")}
ENEMY_FIELDS = {
    "badass": N_("the Badass value of the {name} enemies"), "hp": N_("the hit points of the {name} enemies"),
    "hp_color": N_("the hit points' colour of the {name} enemies"), "color": N_("the colour of the {name} enemies"),
}
# a whole field of the file
FIELDS = {
    "first": N_("who plays first"), "name_fr": N_("the French name"), "spells": N_("the spells"),
    "turns.last": N_("the last turn"), "gems": N_("the gems"), "gems.fatigue": N_("the gems in the fatigue zone"),
    "heroes": N_("the heroes"), "badass.start": N_("the start of the Badass track"),
    "manipulation.dice": N_("the manipulation dice"), "manipulation.reroll": N_("the manipulation reroll"),
}
_SLOT = re.compile(r"^river\[(\d+)\]\.tile$")


def _named(items, key, lang):
    for t in items or ():
        if isinstance(t, dict) and t.get("id") == key:
            return (lang != "en" and t.get("name_" + lang)) or t.get("name") or key
    return key


def _tile_field(path):
    head, _sep, rest = path.partition(".")
    key, _sep, field = rest.partition(".")
    return (key, field) if head == "tiles" and field in TILE_FIELDS else (None, None)


def say(path, d):
    """One unsourced field of the file `d` in words (the path itself when it has none)."""
    lang = get_language()
    m = _SLOT.match(path)
    if m:
        return _("the tile in slot %d") % (int(m.group(1)) + 1)
    if path in FIELDS:
        return _(FIELDS[path])
    key, field = _tile_field(path)
    if key is not None:
        return _("the {tile} tile: {fields}").format(tile=_named(d.get("tiles"), key, lang),
                                                     fields=_(TILE_FIELDS[field]))
    head, _sep, rest = path.partition(".")
    key, _sep, field = rest.partition(".")
    if head == "heroes" and field in HERO_FIELDS:
        return _(HERO_FIELDS[field]).format(name=_named(d.get("heroes"), key, lang))
    if head == "enemies" and field in ENEMY_FIELDS:
        return _(ENEMY_FIELDS[field]).format(name=_named(d.get("enemies"), key, lang))
    return path


def groups(d):
    """The unsourced fields of `d` in words, a tile's fields together: ["who plays first",
    "the Afari tile: French name, figures"]."""
    lang = get_language()
    out, tiles = [], {}
    for path in d.get("unsourced") or ():
        key, field = _tile_field(path)
        if key is None:
            out.append(say(path, d))
        else:
            if key not in tiles:
                tiles[key] = []
                out.append(("tile", key))       # its place, said below
            tiles[key].append(_(TILE_FIELDS[field]))
    said = []
    for item in out:
        if isinstance(item, tuple):
            said.append(_("the {tile} tile: {fields}").format(tile=_named(d.get("tiles"), item[1], lang),
                                                              fields=", ".join(tiles[item[1]])))
        else:
            said.append(item)
    return said


def in_words(d):
    """The unsourced fields of `d` in words, in one line ("who plays first; the Afari tile: figures")."""
    return "; ".join(groups(d))
