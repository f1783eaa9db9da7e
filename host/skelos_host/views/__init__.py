"""The host's game registry: one view module per game, the host's side of
each core pack (skelos.games).

A view module gives, for its game:
  GAME                      its id
  TITLE                     its name for players ("Book of Skelos"), a message id
  describe(d)               one line of a scenario dict's setup (`scenario list`)
  summary_line(d)           what `scenario validate` says of a valid scenario
  show(console, d)          the scenario's tables (`scenario show`)
  render_state(reply, info, d=None)  a rich renderable of a `state` reply (`status`, `watch`,
                            `replay`; `d`, the scenario dict when known, names things in each language)
  strip_text(snapshot)      the simulator's one-line summary of a state
  figures(scenario, events, rules=None)  a session's report figures under its rules version (a JSON
                            dict with "game", "records", "in_effect", "over" and "undos")
  figure_names(d)           optional: {a name the figures key things by: its name in each language}
                            (the report adds it to the figures as "names")
  summary(sid, info, f)     the report's line of a session
  charts(f)                 a session's charts (data: skelos_host.session.charts draws them)
  overview(figs)            what the figures of many sessions of one scenario add up to (JSON)
  overview_rows(o), overview_charts(o)   the overview's figures in words and its charts
  CSV_COLUMNS, csv_row(f)   the game's columns of the report's sessions-<game>.csv (docs/export.md)
  REFUSALS                  the reason texts of its refusal codes, in player words (skelos_host.text.reasons)
  RULES                     the rules (docs/rules.md) each refusal code comes from: code -> "R19 R20",
                            or -> {first argument: ids} like REFUSALS
  tell(game, d, rec, submit)  (moment, phrase) of one record: the story in words
  when(game, d)             the story's moment of a game ("Turn 3, Overlord"; skelos_host.session.story)
  page_info(d)              what the live page shows of a scenario dict beyond the state
                            (names in each language, events, spells)
  replay_checks(scenario, events, rules)  optional: what `replay` checks beyond the core's own
                            checks, (steps checked, problems) (Conan: the board's Overlord, docs/solo.md)
  target_phrase(command, sheets, names)  optional: whom the board's command points at by the heroes'
                            sheets beside it, a story phrase or None (Conan: docs/solo.md, "Targets by the
                            heroes' sheets")
  sheet_facts(sheets)       optional: the heroes' sheets as the board's game records them, when it
                            reads them (Conan rules 7: docs/solo.md, "The board reads the heroes' sheets")
and web/<game>.js draws its states on the live page.  Commands ask this
registry; none tests a game id.  A new game is a view module, a page script
and a line in VIEWS.
"""

import importlib

from skelos.games import game_of

from skelos_host.text import reasons
from skelos_host.text.i18n import N_, _, ngettext

# The rules a refusal cites, by their names in the book (never their ids in docs/rules.md: a
# player has the book, not the project's files).  tests/host/test_player_words.py checks that
# every id the tables cite has one.
RULE_TITLES = {
    "R01": N_("the river"), "R06": N_("activation"), "R09": N_("extra moves"), "R13": N_("spells"),
    "R16": N_("dead tiles"), "R18": N_("cleaning the river"), "R19": N_("the event tile"),
    "R20": N_("reinforcements"), "S01": N_("vigilance"), "S03": N_("the guard round"),
    "O01": N_("action points"), "O02": N_("extra actions"), "O03": N_("combos"),
}


def rule_names(ids):
    """The rules `ids` (["R19", "R20"]) in words: "the event tile, reinforcements"."""
    return ", ".join(_(RULE_TITLES[i]) if i in RULE_TITLES else i for i in ids)

VIEWS = {
    "conan": "skelos_host.views.conan",
    "orcquest": "skelos_host.views.orcquest",
}


class UnknownGame(ValueError):
    """A game this host has no view of (a newer device or scenario file)."""


def view(game):
    """The view module of a game id."""
    name = VIEWS.get(game) if isinstance(game, str) else None
    if name is None:
        raise UnknownGame(_("this skelos does not know the game %r (one of %s): update it")
                          % (game, ", ".join(sorted(VIEWS))))
    return importlib.import_module(name)


def view_of(obj):
    """The view of a scenario (dict or loaded), a state snapshot or a figures dict."""
    return view(game_of(obj))


def _code_tables(name, game):
    """The tables `name` (REFUSALS or RULES) a refusal code is looked up in, in order: the game's own,
    then the codes every game shares, then (when `game` is None) every game's."""
    tables = []
    if game is not None:
        try:
            tables.append(getattr(view(game), name))
        except UnknownGame:
            pass
    tables.append(getattr(reasons, name))
    if game is None:
        tables.extend(getattr(view(g), name) for g in VIEWS)
    return tables


def refusal_text(code, args=(), game=None):
    """The reason of a refusal or error code with its arguments, in the current
    language: the game's own text first (every game's when `game` is None),
    then the codes every game shares; the code itself when none has a text."""
    for table in _code_tables("REFUSALS", game):
        if code in table:
            text = reasons.entry_text(table[code], args)
            if text is not None:
                return text
    return " ".join([str(code)] + [str(a) for a in args or ()])



def refusal_rules(code, args=(), game=None):
    """The rules (docs/rules.md ids, ["R19", "R20"]) a refusal code comes from, to read beside its
    sentence (refusal_text); [] when it cites none.  Looked up as refusal_text looks up the text."""
    for table in _code_tables("RULES", game):
        if code in table:
            entry = table[code]
            if isinstance(entry, dict):
                entry = entry.get(str(args[0]) if args else "", entry.get(""))
            return entry.split() if entry else []
    return []


def refusal_line(code, args=(), game=None):
    """A refusal as the terminal says it: the sentence, then the rules to read when it cites some."""
    text = refusal_text(code, args, game)
    rules = refusal_rules(code, args, game)
    if rules:
        text += " " + ngettext("(the book's rule: %s)", "(the book's rules: %s)", len(rules)) % rule_names(rules)
    return text
