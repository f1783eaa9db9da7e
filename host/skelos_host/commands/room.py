"""`skelos room`: the tables of a running room (`skelos play --tables N`, `--usb`, `skelos box --usb`), listed,
renamed and dropped from the command line through the room's page server (web/room.py's API), while they play.

A table is named by its board's serial, its folder (table-2, usb-SERIAL) or the name the club gave it."""

import json
import urllib.error
import urllib.request

import click

from skelos_host.text import i18n
from skelos_host.text.i18n import _

DEFAULT_URL = "http://127.0.0.1:8765/"


class RoomUnreachable(click.ClickException):
    pass


def _url(url, path):
    base = url if url.endswith("/") else url + "/"
    return base + path + ("&" if "?" in path else "?") + "lang=" + i18n.get_language()


def _ask(url, path, body=None):
    """The room's answer to GET (body None) or POST `path`: its JSON; a refusal is its sentence, as an error."""
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(_url(url, path), data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return json.loads(r.read())
    except urllib.error.HTTPError as e:
        try:
            said = json.loads(e.read()).get("error")
        except (ValueError, AttributeError):
            said = None
        if said and e.code != 404:       # a refusal of the room's: its sentence, in this language
            raise click.ClickException(said) from None
        raise RoomUnreachable(_("no room answers at %(url)s (is it a room's address, from skelos play --tables or "
                                "--usb?)") % {"url": url}) from None
    except (urllib.error.URLError, OSError, ValueError) as e:
        raise RoomUnreachable(_("no room answers at %(url)s: %(error)s (start one with skelos play --tables N or "
                                "--usb, or give its address with --url)")
                              % {"url": url, "error": getattr(e, "reason", e)}) from None


def find(glance, which):
    """The serial of the table `which` names (its serial, its folder or its name), or a ClickException
    that lists the tables there are."""
    tables = glance.get("tables", [])
    for key in ("serial", "folder", "name"):
        hits = [t["serial"] for t in tables if t.get(key) == which]
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            raise click.ClickException(_("several tables are named %(name)s: name it by its serial (%(serials)s)")
                                       % {"name": which, "serials": ", ".join(hits)})
    there = ", ".join("%s (%s, %s)" % (t["name"], t["folder"], t["serial"]) for t in tables) or _("none")
    raise click.ClickException(_("no table %(table)s plays in this room; its tables: %(tables)s")
                               % {"table": which, "tables": there})


url_option = click.option("--url", default=DEFAULT_URL, show_default=True,
                          help="the room's address, as skelos play printed it")


@click.group()
def room():
    """The tables of a running room: list, rename TABLE NAME, drop TABLE.

    TABLE is a table's board serial, its folder (table-2, usb-SERIAL) or its
    name.  The room (skelos play --tables N or --usb) keeps playing."""


@room.command("list")
@url_option
@click.option("--json", "as_json", is_flag=True, help="print the tables as JSON (for scripts)")
def list_(url, as_json):
    """List the room's tables: name, folder, board serial, scenario, turn, whose turn."""
    glance = _ask(url, "api/room")
    if as_json:
        click.echo(json.dumps(glance, ensure_ascii=False, indent=1))
        return
    from skelos_host.text.listing import Listing

    tables = glance.get("tables", [])
    if tables:
        t = Listing(_("Tables"), [(_("Name"), False, "left"), (_("folder"), True, "left"),
                                  (_("serial"), True, "left"), (_("Scenario"), False, "left"),
                                  (_("Turn"), False, "right"), (_("Whose turn"), False, "left")])
        for row in tables:
            t.add([row["name"], row["folder"], row["serial"], row["scenario"], row["turn"], row["whose"]])
        t.echo()
    else:
        click.echo(_("No table plays now."))
    if glance.get("unplugged"):
        click.echo(_("Tables unplugged (their games wait in their folders)") + ": " + ", ".join(glance["unplugged"]))


@room.command()
@url_option
@click.argument("table")
@click.argument("name")
def rename(url, table, name):
    """Give TABLE the NAME the club calls it (1 to 40 characters)."""
    from skelos_host.web.club import BAD_NAME, MAX_NAME, name_ok

    if not name_ok(name):          # said before anything is asked: nothing changes
        raise click.ClickException(_(BAD_NAME) % {"max": MAX_NAME})
    serial = find(_ask(url, "api/room"), table)
    _ask(url, "api/room/name", {"serial": serial, "name": name})
    click.echo(_("table %(serial)s is now named %(name)s") % {"serial": serial, "name": name.strip()})


@room.command()
@url_option
@click.argument("table")
def drop(url, table):
    """Drop TABLE from the room while the others play: a simulated board stops, its game stays in its folder;
    a USB board is left alone until it is unplugged."""
    serial = find(_ask(url, "api/room"), table)
    _ask(url, "api/room/drop", {"serial": serial})
    click.echo(_("table %(serial)s dropped from the room") % {"serial": serial})


command = room
