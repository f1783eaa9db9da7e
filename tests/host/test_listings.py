"""Every listing fits the terminal and keeps every identifier the user must type whole,
in English and in French, at 80 columns and narrower; `--json` gives the same to scripts."""

import json
import os
import re
import shutil

import pytest
from click.testing import CliRunner

from skelos_host import presets
from skelos_host.cli import cli
from skelos_host.session.store import Store
from ptyhelp import drain


def run(width, *args, lang="en"):
    return CliRunner().invoke(cli, ["--lang", lang, *[str(a) for a in args]], env={"COLUMNS": str(width)},
                              terminal_width=width)


def whole(output, ident):
    """`ident` appears on one line, not cut or glued to other characters of an identifier."""
    return re.search(r"(?<![\w.:/-])" + re.escape(str(ident)) + r"(?![\w.:/-])", output) is not None


def fits(output, width):
    return max(len(line.rstrip()) for line in output.splitlines()) <= width


@pytest.mark.parametrize("width", [80, 60, 40])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_preset_list_keeps_every_name_whole(width, lang):
    r = run(width, "scenario", "list", lang=lang)
    assert r.exit_code == 0, r.output
    assert fits(r.output, width)
    names = presets.builtin_names()
    assert len(names) > 90
    cut = [n for n in names if not whole(r.output, n)]
    assert cut == []
    assert "…" not in r.output


def test_the_preset_list_as_json():
    r = run(80, "scenario", "list", "--json")
    assert r.exit_code == 0
    out = json.loads(r.output)
    assert [p["preset"] for p in out] == presets.builtin_names()
    village = next(p for p in out if p["preset"] == "pict-village")
    assert village["game"] == "conan" and village["problems"] == [] and village["name_fr"]
    assert isinstance(village["unsourced"], list) and "gems" in village["setup"]
    assert next(p for p in out if p["preset"] == "orcquest-warpath")["game"] == "orcquest"


@pytest.fixture
def store(tmp_path):
    db = str(tmp_path / "s.sqlite")
    with Store(db) as s:
        for i, (serial, sc) in enumerate([("e6614103e7a1b2c3", "clutches-of-the-picts-4h"),
                                          ("b3b06d6ca1e744a1", "pict-village"),
                                          ("0123456789abcdef", "curse-of-the-deep-part-2")]):
            sid = s.session(serial, i + 7, sc, presets.load_dict(sc) if i != 2 else None, None,
                            "raspberry_pi_pico", "0.1.0")
            s.add_events(sid, [{"seq": 1, "rec": ["turn"]}, {"seq": 2, "rec": ["act", 3]}])
    return db


@pytest.mark.parametrize("width", [80, 60, 40])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_session_list_keeps_ids_and_refs_whole(store, width, lang):
    r = run(width, "sessions", "--db", store, lang=lang)
    assert r.exit_code == 0, r.output
    assert fits(r.output, width)
    for sid, ref in ((1, "e6614103e7a1b2c3:7"), (2, "b3b06d6ca1e744a1:8"), (3, "0123456789abcdef:9")):
        assert whole(r.output, ref)
        assert re.search(r"(^|\s)%d(\s)" % sid, r.output)
    assert "…" not in r.output
    for scenario in ("clutches-of-the-picts-4h", "pict-village", "curse-of-the-deep-part-2"):
        assert whole(r.output, scenario), scenario          # a scenario id is typed too: never cut
    assert re.search(r"\b\d{4}-\d\d-\d\d\b", r.output)


def test_the_session_list_as_json(store, tmp_path):
    out = json.loads(run(80, "sessions", "--db", store, "--json").output)
    assert [(s["id"], s["ref"], s["events"], s["replayable"]) for s in out] == [
        (1, "e6614103e7a1b2c3:7", 2, True), (2, "b3b06d6ca1e744a1:8", 2, True), (3, "0123456789abcdef:9", 2, False)]
    assert out[0]["scenario"] == "clutches-of-the-picts-4h" and re.match(r"\d{4}-\d\d-\d\dT", out[0]["started"])
    r = run(80, "sessions", "--db", tmp_path / "empty.sqlite", "--json")
    assert r.exit_code == 0 and json.loads(r.output) == []


@pytest.mark.parametrize("width", [80, 40])
def test_the_device_list_keeps_the_port_whole(tmp_path, width):
    from skelos_host.sim import SimDevice
    with SimDevice(tmp_path / "b", owner="skelos sim") as dev:
        dev.serve()
        for lang in ("en", "fr"):
            r = run(width, "devices", lang=lang)
            assert r.exit_code == 0, r.output
            assert fits(r.output, width) and ("\n%s  ok" % dev.port in r.output or "\n%s  " % dev.port in r.output)
            assert whole(r.output, dev.app.board_info["serial"])


def _words(text):
    return [w for w in re.split(r"\s+", text) if w]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_scenario_show_fits_80_columns_and_cuts_no_word(lang):
    """Every preset's river, units and events at 80 columns: names, dice and events in the player's
    language, each word whole (no "posit…", "Warrio…", "2 yellow (rero…")."""
    from skelos_host.session import story
    from skelos_host.views import conan

    for name in presets.builtin_names():
        d = presets.load_dict(name)
        if d.get("game", "conan") != "conan":
            continue
        r = run(80, "scenario", "show", name, lang=lang)
        assert r.exit_code == 0, r.output
        assert fits(r.output, 80), (name, r.output)
        assert "…" not in r.output, (name, r.output)
        flat = " ".join(r.output.split())
        for t in d["tiles"]:
            texts = [story.text(story.name_of(t), lang)]
            if t.get("dice"):
                texts.append(story.text(conan.dice_phrase(t["dice"]), lang))
            texts += [story.text(conan.event_phrase(e), lang) for e in t.get("events", [])]
            for text in texts:
                for w in _words(text):
                    if len(w) > 1 and not w.endswith("..."):
                        assert whole(r.output, w) or whole(flat, w), (name, lang, w)
        for header in (("position", "mouvement", "figurines") if lang == "fr" else ("slot", "move", "figures")):
            assert whole(r.output, header), (name, header)


def test_scenario_show_speaks_the_players_language():
    r = run(80, "scenario", "show", "clutches-of-the-picts-3h", lang="fr")
    for text in ("Dans les griffes des Pictes", "Chasseurs pictes (socle bleu)", "Hyènes", "Serpent géant",
                 "Événement 1", "2 dés jaunes", "(relance)", "Renfort (4 points de Renfort)"):
        assert text in " ".join(r.output.split()), text
    for english in ("Pict Hunters", "Hyenas", "Giant Snake", "yellow", "reroll", "Reinforcement"):
        assert english not in r.output.split("Notes")[0].split("Absent des sources")[0], english
    r = run(80, "scenario", "show", "clutches-of-the-picts-3h", lang="en")
    flat = " ".join(r.output.split())
    for text in ("In the Clutches of the Picts", "Pict Hunters - Blue", "Hyenas", "Giant Snake",
                 "2 yellow dice", "(reroll)", "Reinforcement (4 reinforcement points)"):
        assert text in flat, text
    assert "reinforcement points (4" not in flat


@pytest.mark.parametrize("width", [200, 40])
def test_a_scenario_file_s_names_are_shown_as_text_without_terminal_controls(tmp_path, width):
    """A scenario file anyone may write, its name and a tile's name holding escape sequences, a bell, a
    right-to-left override and rich markup: `scenario show` prints them as plain text."""
    import pathlib

    src = (pathlib.Path(presets.FOLDER) / "pict-village.toml").read_text(encoding="utf-8")
    evil = "\\u001b]0;owned\\u0007\\u001b[2J\\u202e[bold red]"
    src = src.replace('name = "Pict village (rulebook example)"',
                      'name = "Evil%sVILLAGE"\nnotes = "see %s here"' % (evil, evil), 1)
    src = src.replace('name = "Pict Hunters - Red"', 'name = "Evil%sHUNTERS"' % evil, 1)
    path = tmp_path / "evil.toml"
    path.write_text(src, encoding="utf-8")
    r = run(width, "scenario", "show", str(path))
    assert r.exit_code == 0, r.output
    out = r.output
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out, out
    flat = "".join(out.split())
    assert "Evil]0;owned[2J[boldred]VILLAGE" in flat and "Evil]0;owned[2J[boldred]HUNTERS" in flat, out
    assert "see]0;owned[2J[boldred]here" in flat


def _copy_presets(tmp_path, monkeypatch, names):
    folder = tmp_path / "presets"
    folder.mkdir()
    for n in names:
        shutil.copy(os.path.join(presets.FOLDER, n + ".toml"), folder / (n + ".toml"))
    monkeypatch.setattr(presets, "FOLDER", str(folder))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return folder


def test_the_preset_listing_is_kept_and_read_again_without_reading_the_presets(tmp_path, monkeypatch):
    _copy_presets(tmp_path, monkeypatch, ["pict-village", "orcquest-warpath"])
    first = presets.index()
    assert [p["preset"] for p in first] == ["orcquest-warpath", "pict-village"]
    assert first[1]["game"] == "conan" and first[1]["problems"] == [] and "gems" in first[1]["setup"]

    def no_reading(names):
        raise AssertionError("the presets were read again")

    monkeypatch.setattr(presets, "_index_items", no_reading)
    assert presets.index() == first


def test_a_changed_preset_is_listed_as_it_is_now(tmp_path, monkeypatch):
    folder = _copy_presets(tmp_path, monkeypatch, ["pict-village"])
    assert presets.index()[0]["name"] != "A village renamed"
    path = folder / "pict-village.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(re.sub(r'(?m)^name = ".*"$', 'name = "A village renamed"', text, count=1), encoding="utf-8")
    assert presets.index()[0]["name"] == "A village renamed"
    path.write_text(text.replace("format = 1", "format = 99", 1), encoding="utf-8")    # now invalid
    broken = presets.index()[0]
    assert broken["preset"] == "pict-village" and broken["problems"] and "game" not in broken


@pytest.mark.parametrize("racy", [3, 0])
def test_a_preset_rewritten_with_its_size_and_times_kept_is_listed_as_it_is_now(tmp_path, monkeypatch, racy):
    """The kept listing is known by its files' stats; a write that keeps a file's size and sets its
    modification time back still changes its change time, and a file changed in the last seconds is known
    by its bytes as well (racy=0: by its stat alone)."""
    import time

    monkeypatch.setattr(presets, "RACY_SECONDS", racy)
    folder = _copy_presets(tmp_path, monkeypatch, ["pict-village"])
    path = folder / "pict-village.toml"
    if racy == 0:
        time.sleep(0.05)        # (past the file system clock's tick of the copy)
    before = presets.index()[0]["name"]
    st = os.stat(path)
    text = path.read_bytes()
    path.write_bytes(re.sub(rb'(?m)^name = "(.)', lambda m: b'name = "' + (b"Q" if m.group(1) != b"Q" else b"R"),
                            text, count=1))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert os.stat(path).st_size == st.st_size and os.stat(path).st_mtime_ns == st.st_mtime_ns
    after = presets.index()[0]["name"]
    assert after != before and after[1:] == before[1:]


def test_a_damaged_kept_listing_is_made_again(tmp_path, monkeypatch):
    _copy_presets(tmp_path, monkeypatch, ["pict-village"])
    good = presets.index()
    kept = list((tmp_path / "cache").rglob("*.json"))
    assert len(kept) == 1
    for damage in ("{not json", '{"key": "another", "items": []}', '[]'):
        kept[0].write_text(damage, encoding="utf-8")
        assert presets.index() == good
        assert json.loads(kept[0].read_text(encoding="utf-8"))["items"] == good     # and kept again


def _preset_listing(lang, extra_invalid=True):
    from skelos_host.text import i18n
    from skelos_host.text.i18n import _
    from skelos_host.text.listing import Listing

    i18n.set_language(lang)
    t = Listing(_("Built-in presets"), [(_("preset"), True, "left"), (_("name"), False, "left"),
                                         (_("setup"), False, "left"), (_("unsourced"), False, "right")])
    for item in presets.index():
        t.add([item["preset"], presets.display_name(item), item["setup"], str(len(item["unsourced"]))], None)
    if extra_invalid:
        t.add(["broken-one", _("invalid"), "a problem here; and another long problem text", ""], "red")
    return t


def _rich(listing, width, **console):
    import io

    from rich.console import Console

    c = Console(file=io.StringIO(), width=width, **console)
    listing.print(c)
    return c.file.getvalue()


STYLED = {None: "", "bold": "1", "red": "31", "dim": "2"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_listing_of_plain_cells_is_drawn_as_rich_draws_it(lang):
    """The listing drawn without rich is rich's own drawing, character for character: plain, on a colour
    terminal and with NO_COLOR, with its edges, without them, and with words wider than a column (folded)."""
    from skelos_host.text.listing import Listing

    t = _preset_listing(lang)
    odd = Listing("A title long enough to wrap at the narrowest widths of the check",
                  [("id", True, "right"), ("what it says", False, "left"), ("n", False, "right"),
                   ("kept column", False, "left", True)])
    odd.add(["1", "a b c " + "x" * 45 + " d’é", "33", "x y"], None)
    odd.add(["123456", "", "7", ""], "red")
    odd.add(["2", "gems, recovery 7 and a-very-long-hyphenated-word-that-folds", "", "z"], "red")
    drawn = {"edge": 0, "no edge": 0}
    for listing in (t, odd):
        for width in list(range(20, 150, 9)) + [70, 71]:
            for console, styles in (({"force_terminal": False}, None),
                                    ({"force_terminal": True, "color_system": "standard"}, STYLED),
                                    ({"force_terminal": True, "color_system": "256", "no_color": True},
                                     dict(STYLED, red=""))):
                mine = listing.draw(width, styles)
                if mine is None:
                    continue
                assert mine == _rich(listing, width, **console), (width, console)
                drawn["edge" if "┏" in mine else "no edge"] += 1
    assert drawn["edge"] >= 20 and drawn["no edge"] >= 6, drawn


def test_a_listing_rich_must_draw_is_left_to_rich():
    """Styled cells, wide characters and the block layout are not drawn here."""
    from rich.text import Text

    from skelos_host.text.listing import Listing

    styled = Listing("T", [("a", True, "left"), ("b", False, "left")])
    styled.add(["x", Text("y", style="italic")])
    wide = Listing("T", [("a", True, "left"), ("b", False, "left")])
    wide.add(["x", "漢字"])
    spaced = Listing("T", [("a", True, "left"), ("b", False, "left")])
    spaced.add(["x", "two  spaces"])
    assert styled.draw(80) is None and wide.draw(80) is None and spaced.draw(80) is None
    assert _preset_listing("en").draw(12) is None          # (too narrow for a table: blocks, by rich)
    assert _preset_listing("en").draw(80) is not None


def test_scenario_list_on_a_terminal_draws_the_table_without_importing_rich(tmp_path):
    """`skelos scenario list` on a real pseudo-terminal: rich's colours and box, rich not imported."""
    import pty
    import subprocess
    import sys

    code = ("import sys, atexit\n"
            "atexit.register(lambda: sys.__stderr__.write('rich imported: %s\\n' % "
            "sorted(m for m in sys.modules if m.startswith('rich'))))\n"
            "from skelos_host.cli import main\nsys.argv = ['skelos', '--lang', 'en', 'scenario', 'list']\nmain()\n")
    env = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "NO_COLOR", "TTY_COMPATIBLE")}
    env.update(COLUMNS="100", TERM="xterm", XDG_CACHE_HOME=str(tmp_path / "cache"))
    for _run in ("the listing made and kept (the presets read: their views import rich)", "the listing kept"):
        master, slave = pty.openpty()
        p = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.DEVNULL, stdout=slave,
                             stderr=subprocess.PIPE, env=env)
        os.close(slave)
        raw = drain(master)
        err = p.stderr.read().decode()
        assert p.wait(timeout=60) == 0, err
        out = raw.decode().replace("\r\n", "\n")
    assert "rich imported: []" in err
    assert out == _rich(_preset_listing("en", extra_invalid=False), 100, force_terminal=True,
                        color_system="standard")
    assert "\x1b[1m" in out and "┏" in out


@pytest.mark.parametrize("xdg", [None, "", "   ", "/some/cache"])
def test_the_kept_listing_lives_where_platformdirs_puts_the_cache(xdg, monkeypatch):
    import platformdirs

    if xdg is None:
        monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CACHE_HOME", xdg)
    assert presets._cache_dir() == platformdirs.user_cache_dir("skelos")
