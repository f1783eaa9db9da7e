"""The game-pack layout: one registry per tier naming the same games, no import
cycle, no game's module importing another game's, and no game id tested
outside the registries and the packs (host/tools/import_graph.py draws the
graph these tests check)."""

import ast
import importlib.util
import os
import re


ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.join(ROOT, "host", "tools", "import_graph.py")
WEB = os.path.join(ROOT, "host", "skelos_host", "web")
# the one registry of each tier: module -> the name of its table
REGISTRIES = {"skelos.games": "GAMES", "skelos_device": "UIS", "skelos_host.views": "VIEWS"}


def _tool():
    spec = importlib.util.spec_from_file_location("import_graph", TOOL)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_no_import_cycle_and_no_game_imports_another():
    tool = _tool()
    g = tool.graph()
    ids = tool.games()
    assert ids == ["conan", "orcquest"]
    assert len(g) > 60 and "skelos.conan.game" in g and "skelos_host.views.orcquest" in g
    assert "skelos.conan.records" in g["skelos.conan.game"]          # the AST is read, edges are there
    assert tool.problems(g, ids) == []


def test_the_heroes_are_a_side_no_shared_module_imports():
    """The sides played beside a game on the host (the heroes' sheets) are kept apart as the games
    are: the page server, `replay` and `report` reach them through the host's registry only."""
    tool = _tool()
    g = tool.graph()
    ids = tool.games() + tool.sides()
    assert tool.sides() == ["heroes"] and tool.game_of("skelos_host.heroes.table", ids) == "heroes"
    assert tool.problems(g, ids) == []
    for shared in ("skelos_host.web.server", "skelos_host.commands.report", "skelos_host.commands.replay"):
        assert "skelos_host.views.sides" in g[shared] and not any(d.startswith("skelos_host.heroes") for d in g[shared])
    g2 = dict(g, **{"skelos_host.web.server": g["skelos_host.web.server"] + ["skelos_host.heroes.web"]})
    assert tool.problems(g2, ids) == ["skelos_host.web.server (shared) imports skelos_host.heroes.web, "
                                      "a module of heroes"]
    from skelos import games
    from skelos_host.views import sides
    assert sorted(sides.SIDES) == sorted(games.SIDES)
    assert [s.NAME for s in sides.every()] == sorted(games.SIDES) and sides.owner("/heroes/api/state").NAME == "heroes"
    assert sides.owner("/api/state") is None and sides.side("nobody") is None


def test_the_rule_check_catches_a_cycle_and_a_cross_game_import():
    tool = _tool()
    ids = ["conan", "orcquest"]
    g = {"skelos.games": ["skelos.fields"], "skelos.fields": ["skelos.games"],
         "skelos_device.orcquest_ui": ["skelos.conan.game"], "skelos.conan.game": [],
         "skelos_device.render": ["skelos_device.conan_ui"], "skelos_device.conan_ui": []}
    found = tool.problems(g, ids)
    assert "import cycle: skelos.fields -> skelos.games" in found
    assert "skelos_device.orcquest_ui (orcquest) imports skelos.conan.game, a module of conan" in found
    assert "skelos_device.render (shared) imports skelos_device.conan_ui, a module of conan" in found
    assert len(found) == 3


def test_the_layer_check_catches_an_import_from_a_lower_layer_to_a_higher_one():
    tool = _tool()
    ids = ["conan", "orcquest", "heroes"]
    g = {"skelos_host.text.i18n": ["skelos_host.session.store"],           # text below session
         "skelos_host.session.store": ["skelos_host.text.limits"],          # down: fine
         "skelos_host.text.limits": [],
         "skelos_host.device.client": ["skelos_host.web.server"],           # device below web
         "skelos_host.web.server": ["skelos_host.session.store"],
         "skelos.fields": ["skelos_device.app"],                            # the core below the device app
         "skelos_device.app": ["skelos_host.device.hosted"],                # the device app below the host
         "skelos_host.device.hosted": ["skelos_device.app"],
         "skelos_host.views.conan": ["skelos_host.commands.play"],          # a pack sits above the host's groups
         "skelos_host.commands.play": [],
         "skelos.conan.game": ["skelos.fields"],
         "skelos.fields2": ["skelos.conan.game"],              # a shared core module below the core's packs
         "skelos_host.newthing": []}                                        # in no layer
    found = tool.layer_problems(g, ids)
    assert found == [
        "skelos.fields (core) imports skelos_device.app, of the higher layer device app",
        "skelos.fields2 (core) imports skelos.conan.game, of the higher layer core packs",
        "skelos_device.app (device app) imports skelos_host.device.hosted, of the higher layer device",
        "skelos_host.device.client (device) imports skelos_host.web.server, of the higher layer web",
        "skelos_host.newthing is in no layer (place its group in LAYERS)",
        "skelos_host.text.i18n (text) imports skelos_host.session.store, of the higher layer session"]
    names = [name for name, _ in tool.LAYERS]
    assert tool.layer_of("skelos_host.views", ids) == names.index("registries")
    assert tool.layer_of("skelos_host.views.conan", ids) == names.index("host packs")
    assert tool.layer_of("skelos_host", ids) == names.index("host root")


def test_the_host_keeps_its_layers_and_at_most_twelve_entries_at_its_top_level(tmp_path):
    tool = _tool()
    ids = tool.games() + tool.sides()
    assert tool.layer_problems(tool.graph(), ids) == []
    top = tool.top_level()
    assert top == ["box", "cli", "commands", "device", "heroes", "presets", "session", "sim", "text", "toolchain",
                   "views", "web"] and len(top) <= tool.MAX_TOP
    # the count: packages and modules, not __init__.py nor the catalogues' folder nor a data folder
    for name in ("a.py", "b.py"):
        (tmp_path / name).write_text("")
    for name in ("locale", "pkg", "data"):
        (tmp_path / name).mkdir()
    (tmp_path / "__init__.py").write_text("")
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "data" / "x.toml").write_text("")
    assert tool.top_level(str(tmp_path)) == ["a.py", "b.py", "pkg"]


HOUSE_MODS = {m: "" for m in ("skelos_host", "skelos_host.web", "skelos_host.web.server", "skelos_host.web.room",
                              "skelos_host.session", "skelos_host.session.store", "skelos_host.text",
                              "skelos_host.text.i18n", "skelos_device", "skelos_device.storage")}


def test_the_house_check_catches_private_names_and_sys_modules():
    tool = _tool()
    src = (
        "import sys\n"
        "import sys as system\n"
        "import skelos_host.web.server as srv\n"
        "from skelos_host.web import server\n"
        "from skelos_host.web.server import _Handler, Server\n"
        "from skelos_host.text.i18n import _\n"
        "st = sys.modules['skelos_device.storage']\n"
        "x = (srv._JS, server._Server, st._HDR, server.Server, _('words'), _Handler)\n"
        "def f(self, e):\n"
        "    store = sys.modules.get('skelos_host.session.store')\n"
        "    rich = sys.modules.get('rich.text')\n"
        "    if 'click' in sys.modules:\n"
        "        pass\n"
        "    system.modules.pop('skelos_device.' + e, None)\n"
        "    return self._private, _own\n"
        "_own = 1\n")
    assert tool.source_problems("skelos_host.web.room", src, HOUSE_MODS) == [
        "skelos_host.web.room:5 reads skelos_host.web.server's private name _Handler",
        "skelos_host.web.room:7 reaches 'skelos_device.storage' through sys.modules",
        "skelos_host.web.room:8 reads skelos_device.storage's private name _HDR",
        "skelos_host.web.room:8 reads skelos_host.web.server's private name _JS",
        "skelos_host.web.room:8 reads skelos_host.web.server's private name _Server",
        "skelos_host.web.room:10 reaches 'skelos_host.session.store' through sys.modules",
        "skelos_host.web.room:14 reaches 'skelos_device.' through sys.modules"]
    # a module reads its own private names; a private module imported is one too
    assert tool.source_problems("skelos_host.web.server", "from skelos_host.web import server\nserver._x\n",
                                HOUSE_MODS) == []
    assert tool.source_problems("skelos_host.web.room", "from sys import modules\nfrom skelos_host import _p\n",
                                HOUSE_MODS) == ["skelos_host.web.room:1 imports sys.modules",
                                                "skelos_host.web.room:2 reads skelos_host's private name _p"]


def _house(tier):
    tool = _tool()
    return [p for p in tool.house_problems() if p.split(".")[0].split(":")[0] == tier]


def test_the_host_and_the_core_read_no_private_name_and_reach_nothing_through_sys_modules():
    assert _house("skelos_host") == []
    assert _house("skelos") == []


def test_the_device_app_reads_no_private_name_and_reaches_nothing_through_sys_modules():
    assert _house("skelos_device") == []


def test_only_the_one_unloader_may_reach_a_module_through_sys_modules():
    """skelos.games.forget unloads a module loaded for one call (the board's heap gets its code back);
    the same lines anywhere else, even in a function of that name, are found."""
    tool = _tool()
    src = ("import sys\n"
           "def forget(name):\n"
           "    sys.modules.pop(name, None)\n"
           "    pkg = sys.modules.get(parent)\n"
           "def other(name):\n"
           "    sys.modules.pop(name, None)\n")
    assert tool.source_problems("skelos.games", src, HOUSE_MODS) == [
        "skelos.games:6 reaches a key it computes through sys.modules"]
    assert tool.source_problems("skelos_device.storage", src, HOUSE_MODS) == [
        "skelos_device.storage:3 reaches a key it computes through sys.modules",
        "skelos_device.storage:4 reaches a key it computes through sys.modules",
        "skelos_device.storage:6 reaches a key it computes through sys.modules"]


def test_every_tier_registers_the_same_games_and_each_has_its_pack():
    tables = {}
    for mod, name in REGISTRIES.items():
        tables[mod] = sorted(getattr(importlib.import_module(mod), name))
    assert tables["skelos_device"] == tables["skelos_host.views"] == tables["skelos.games"]
    from skelos import games
    from skelos_device import UIS
    from skelos_host import views
    for game in games.GAMES:
        pack = games.pack(game)
        assert pack.GAME == game and callable(pack.load) and pack.Game.records is pack.records
        ui = importlib.import_module(UIS[game])
        assert ui.UI.MODES and ui.UI.ACTIONS and callable(ui.frame)
        view = views.view(game)
        for name in ("describe", "summary_line", "show", "render_state", "strip_text", "figures", "summary", "charts",
                     "overview", "overview_rows", "overview_charts", "csv_row"):
            assert callable(getattr(view, name)), (game, name)
        assert view.CSV_COLUMNS and all(isinstance(c, str) for c in view.CSV_COLUMNS), game
        assert isinstance(view.REFUSALS, dict) and view.REFUSALS
        assert os.path.isfile(os.path.join(WEB, game + ".js")), game
    # the sides played on the host beside the board: the same pack shape, no game of the board
    assert sorted(games.SIDES) == ["heroes"]
    for name in games.SIDES:
        pk = games.side(name)
        assert pk.GAME == name and callable(pk.load) and pk.Game.records is pk.records
        assert name not in games.GAMES and games.pack(name) is None


def _shared_sources():
    tool = _tool()
    ids = tool.games()
    for mod, path in tool.modules().items():
        if tool.game_of(mod, ids) is None and mod not in REGISTRIES:
            yield mod, path


# a shared module may name a game where it is not testing one
NOT_A_TEST = {("skelos_host.commands", "orcquest"): "the name of the `skelos orcquest` command (commands/orcquest.py)"}


def test_no_game_id_is_tested_outside_the_registries_and_the_packs():
    ids = set(_tool().games())
    found = []
    checked = 0
    for mod, path in _shared_sources():
        checked += 1
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in ids and (mod, node.value) not in NOT_A_TEST:
                found.append("%s:%d %r" % (mod, node.lineno, node.value))
    assert checked > 40
    for name in ("app.js", "index.html", "style.css"):
        with open(os.path.join(WEB, name), encoding="utf-8") as f:
            for n, line in enumerate(f, 1):
                if re.search(r"""["'](%s)["']""" % "|".join(ids), line):
                    found.append("web/%s:%d" % (name, n))
    assert found == []


def _rules_tool():
    spec = importlib.util.spec_from_file_location("rules_index", os.path.join(ROOT, "host", "tools", "rules_index.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_docs_rules_lists_the_code_and_the_tests_of_every_rule_id():
    tool = _rules_tool()
    ids = [rid for rid, _ in tool.rules()]
    assert len(ids) == 38 and ids[0] == "R01" and ids[-1] == "O05"
    table, problems = tool.index()
    assert problems == []
    with open(tool.RULES, encoding="utf-8") as f:
        text = f.read()
    assert tool.render(text, table) == text, "docs/rules.md is stale: run python host/tools/rules_index.py"
    rows = {line.split(" | ")[0].lstrip("| "): line for line in table.splitlines() if line.startswith("| ")}
    for rid in ("S04", "H01", "H02", "H03", "H04", "H05", "H06", "H07", "H08"):
        assert "skelos/heroes/sheet.py" in rows[rid] and "tests/core/heroes/test_heroes.py" in rows[rid], rid
    assert "`Checks._check_act`" in rows["R06"] and "test_R06_at_most_two_activations" in rows["R06"]
    assert "`combat`" in rows["O05"] and "skelos/orcquest/combat.py" in rows["O05"]
    assert sum("not implemented" in r for r in rows.values()) == 0


def test_the_rule_index_finds_a_rule_without_code_or_tests():
    tool = _rules_tool()
    code, tests = tool.code_tags(), tool.test_tags()
    tool.code_tags = lambda: {k: v for k, v in code.items() if k != "R11"}
    tool.test_tags = lambda: {k: v for k, v in tests.items() if k != "O04"}
    _, problems = tool.index()
    assert problems == ["R11: tests but no code tagged with it", "O04: code but no test named after it"]


def test_the_core_tests_run_without_the_host(tmp_path):
    """`pytest tests/core` imports nothing of the host: with skelos_host, skelos_device and the host's
    packages unimportable, every core test still passes."""
    import subprocess
    import sys
    blocked = ["skelos_host", "skelos_device", "click", "rich", "serial", "matplotlib", "platformdirs"]
    code = ("import sys\n"
            "class Blocked:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] in %r:\n"
            "            raise ImportError('no ' + name + ' here: the core tests run without the host')\n"
            "sys.meta_path.insert(0, Blocked())\n"
            "import pytest\n"
            "sys.exit(pytest.main(['tests/core', '-q', '-p', 'no:cacheprovider', '--basetemp', %r]))"
            % (blocked, str(tmp_path / "t")))
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert re.search(r"\b(\d{2,}) passed\b", r.stdout), r.stdout[-500:]
