"""`skelos heroes`: list, show, validate and create heroes for the heroes' sheets."""


import re

import click
from rich.console import Console
from rich.text import Text

from skelos_host.text import unsourced
from skelos_host.cli.common import (db_option, printable, problem_list, problems_text, read_or_fail,
                                    write_from_template)
from skelos_host.heroes import presets
from skelos_host.text.i18n import N_, _
from skelos_host.text.reasons import translate_problem

ACTIONS = ("melee", "ranged", "movement", "manipulation")
WORDS = {"melee": N_("melee"), "ranged": N_("ranged"), "manipulation": N_("manipulation"), "defense": N_("defense"),
         "yellow": N_("yellow"), "orange": N_("orange"), "red": N_("red")}


@click.group()
def heroes():
    """Heroes for the heroes' sheets: list, show NAME, validate FILE, new FILE."""


def summary(d):
    """One line: gems, caps, free movement."""
    caps = "/".join(str(d[a]["cap"]) for a in ACTIONS)
    return _("%(gems)d gems, caps %(caps)s (melee/ranged/movement/manipulation), free movement %(free)d") % {
        "gems": d["gems"], "caps": caps, "free": d["movement"]["free"]}


def source_words(source):
    """Where a hero comes from, in words: "owner/Project path@commit" -> "the Project project"."""
    m = re.match(r"[\w.-]+/([\w.-]+)(?:\s|$)", source)
    return _("the %s project") % m.group(1) if m else source


# The boxes' names that are words, not titles: said in the player's language; a title (Khitai, Red Nails) stays.
BOX_WORDS = {"Core Game": N_("Core Game"), "Stretch Goal": N_("Stretch Goal")}
GUEST_BOX = N_("%s Guest Box")


def box_name(box, tr=None):
    """A box's name in the player's language (or through `tr`, a gettext function): its words translated
    ("Core Game", "X Guest Box"), a title kept."""
    tr = tr or _
    if not box:
        return box
    if box in BOX_WORDS:
        return tr(BOX_WORDS[box])
    if box.endswith(" Guest Box"):
        return tr(GUEST_BOX) % box[:-len(" Guest Box")]
    return box


def box_title(d):
    """The hero's box, by its name (box_name): set in italics, as a title is."""
    return Text(box_name(d.get("box")) or "", style="italic")


def _problems(e):
    return problems_text(_("%s is not a valid hero:") % e.source, e.problems, translate_problem)


@heroes.command("list")
@click.option("--json", "as_json", is_flag=True, help="print the heroes as JSON (for scripts)")
def list_(as_json):
    """List the built-in heroes."""
    from skelos_host.text.listing import Listing

    rows, out = [], []
    for name in presets.builtin_names():
        d = presets.load_dict(name)
        rows.append([name, presets.display_name(d), box_title(d),
                     "%d · %s · %d" % (d["gems"], "/".join(str(d[a]["cap"]) for a in ACTIONS), d["movement"]["free"])])
        out.append({"hero": name, "name": d["name"], "box": d.get("box"), "gems": d["gems"],
                    "unsourced": list(d.get("unsourced", []))})
    if as_json:
        import json

        click.echo(json.dumps(out, indent=1, ensure_ascii=False))
        return
    # one row a hero, the figures in one column: 80 columns hold it
    t = Listing(_("Built-in heroes"), [(_("hero"), True, "left"), (_("name"), False, "left"),
                                        (_("box"), False, "left"),
                                        (_("gems · caps · free movement"), False, "left", True)])
    for cells in rows:
        t.add(cells, None)
    console = Console()
    t.print(console)
    console.print(Text(_("caps: melee/ranged/movement/manipulation, the most gems on each per heroes' turn")))


# The skills of the heroes' data, by the names the French rulebook gives them (its index); a skill it does not
# name is shown as the source writes it, marked as such in French.
SKILLS = {
    "Bodyguard": N_("Bodyguard"), "Circular Strike": N_("Circular Strike"), "Climb": N_("Climb"),
    "Concentration": N_("Concentration"), "Constriction": N_("Constriction"), "Counterattack": N_("Counterattack"),
    "Elite Shooter": N_("Elite Shooter"), "Feline Grace": N_("Feline Grace"), "Flying": N_("Flying"),
    "Horror": N_("Horror"), "Intangible": N_("Intangible"), "Jinx": N_("Jinx"), "Leap": N_("Leap"),
    "Lock-picking": N_("Lock-picking"), "Poison": N_("Poison"), "Precision Shot": N_("Precision Shot"),
    "Precision Strike": N_("Precision Strike"), "Protected": N_("Protected"), "Sacrifice": N_("Sacrifice"),
    "Spell Caster": N_("Spell Caster"), "Support": N_("Support"), "Swimming": N_("Swimming"),
    "Untouchable": N_("Untouchable"), "Wall Wrecker": N_("Wall Wrecker"),
}


def skill_name(skill):
    """A skill's name in the player's language (the source's English, marked, when the rulebook gives none)."""
    if skill in SKILLS:
        return _(SKILLS[skill])
    from skelos_host.text.i18n import get_language
    return skill if get_language() == "en" else _("%s (the source's English name)") % skill


@heroes.command()
@click.argument("hero")
def show(hero):
    """Show a hero preset or file: gems, caps, dice, skills, caveats."""
    d = read_or_fail(presets.load_dict, hero, _problems)
    # a title is the source's own words (English): marked as a quotation, never passed for ours
    lines = [_("%(name)s, “%(title)s” (the source's title)") % {"name": presets.display_name(d), "title": d["title"]}
             if d.get("title") else presets.display_name(d), summary(d)]
    for a in ("melee", "ranged", "manipulation", "defense"):
        dice = d[a].get("dice")
        lines.append("  %s: %s%s" % (_(WORDS[a]), _(WORDS[dice]) if dice else "-",
                                      " (" + _("reroll") + ")" if d[a].get("reroll") else ""))
    if d.get("skills"):
        lines.append(_("skills: %s") % ", ".join(skill_name(s) for s in d["skills"]))
    if d.get("encumbrance"):
        lines.append(_("encumbrance track: %s") % " ".join(str(v) for v in d["encumbrance"]))
    if d.get("unsourced"):
        lines.append(_("not in the sources: %s") % unsourced.in_words(d))
    if d.get("source"):
        lines.append(_("source: %s") % source_words(d["source"]))
    if d.get("notes"):
        lines += ["", _("The source's own notes (in its language):"), "  " + d["notes"]]
    click.echo(printable("\n".join(lines)))     # a hero entered by hand: its texts are data, never commands


@heroes.command()
@click.argument("file")
def validate(file):
    """Check a hero preset or TOML file with the rules core; list every problem."""
    d = read_or_fail(presets.load_dict, file, lambda e: problem_list(e.source, e.problems, translate_problem)
                     if len(e.problems) > 1 else _problems(e))
    click.echo(_("%(label)s: valid (%(summary)s)") % {"label": file, "summary": summary(d)})


@heroes.command()
@click.argument("file", type=click.Path(dir_okay=False))
@click.option("--from", "base", help="start from this hero preset instead of the template")
@click.option("--force", is_flag=True, help="overwrite FILE")
def new(file, base, force):
    """Write a new hero file from the template (or a preset)."""
    write_from_template(file, force, presets.TEMPLATE, base, lambda name: presets.read(name)[0], _problems)
    click.echo(_("wrote %(file)s; edit it, then: `skelos heroes validate %(file)s`") % {"file": file})


@heroes.command()
@click.argument("session", default="latest")
@db_option
def replay(session, db):
    """Rebuild every hero sheet of SESSION from its records and tell the heroes' story."""
    from skelos_host.cli.common import load_session, open_store
    from skelos_host.heroes import session as heroes_session

    with open_store(db, readonly=True) as store:
        sid, _info = load_session(store, session)
        path = store.path
    console = Console()
    if heroes_session.print_replay(console, path, sid):
        raise SystemExit(1)
    if not heroes_session.load(path, sid)[0]:
        console.print(_("session %d has no heroes' sheets") % sid)


command = heroes
