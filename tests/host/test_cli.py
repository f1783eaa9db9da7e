"""The root command: every command module is listed, and none is imported before its command runs."""

import os
import pkgutil
import subprocess
import sys

from click.testing import CliRunner

from skelos_host import cli as cli_mod
from skelos_host import commands


def test_the_command_table_names_every_command_module():
    modules = sorted(m.name for m in pkgutil.iter_modules(commands.__path__) if not m.name.startswith("_"))
    assert sorted(cli_mod.COMMANDS) == modules
    for name in modules:
        cmd = cli_mod.cli.get_command(None, name)
        assert cmd is not None and cmd.name == name
        assert cmd.short_help == cli_mod.COMMANDS[name]      # the listing and the command agree


def _imported_after(args):
    code = ("import sys\nfrom skelos_host.cli import cli\n"
            "try:\n    cli.main(%r, standalone_mode=False)\nexcept SystemExit:\n    pass\n"
            "print('LOADED:', ' '.join(sorted(m for m in sys.modules if m.startswith('skelos_host.commands.')"
            " or m.split('.')[0] in ('rich', 'serial', 'matplotlib', 'http'))))" % (args,))
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                       env=dict(os.environ, COLUMNS="80"))
    assert r.returncode == 0, r.stderr
    return r.stdout.rsplit("LOADED:", 1)[1].split()


def test_help_imports_no_command_and_a_command_only_its_own():
    assert _imported_after(["--help"]) == []
    loaded = _imported_after(["sessions", "--help"])
    assert [m for m in loaded if m.startswith("skelos_host.commands.")] == ["skelos_host.commands.sessions"]
    assert "http.server" not in loaded and "matplotlib" not in loaded


def test_the_listing_wraps_at_80_columns_without_cutting():
    r = CliRunner().invoke(cli_mod.cli, ["--help"], env={"COLUMNS": "80"}, terminal_width=80)
    assert r.exit_code == 0
    listing = r.output.split("Commands:")[1]
    assert "..." not in listing and max(len(line) for line in r.output.splitlines()) <= 80
    for name in cli_mod.COMMANDS:
        assert "\n  %s " % name in r.output


def _run_main(args, env=None, **kw):
    """`skelos ARGS` as the installed command runs it (skelos_host.cli.main), with the modules it imported."""
    code = ("import sys, atexit\n"
            "def seen():\n"
            "    got = [m for m in sys.modules if m.split('.')[0] in ('click', 'rich')"
            " or m.startswith('skelos_host.commands.')]\n"
            "    sys.__stderr__.write('\\nIMPORTED: ' + ' '.join(sorted(got)) + '\\n')\n"
            "atexit.register(seen)\n"
            "from skelos_host.cli import main\nsys.argv = ['skelos'] + %r\nmain()\n" % (list(args),))
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env=dict(os.environ, COLUMNS="90", **(env or {})), **kw)


def test_the_listings_answered_without_click_print_what_click_prints(tmp_path):
    """`scenario list` (table and --json, both languages, --lang or the environment) is answered without
    importing click or the command's module (nor rich, but for a French table; the listing kept), and
    prints what the same command run through click prints."""
    env = {"XDG_CACHE_HOME": str(tmp_path / "cache")}
    for args, lang_env in ((["scenario", "list"], {}), (["--lang", "fr", "scenario", "list"], {}),
                           (["scenario", "list", "--json"], {"LC_ALL": "fr_FR.UTF-8"}),
                           (["--lang=en", "scenario", "list", "--json"], {"LC_ALL": "fr_FR.UTF-8"}),
                           (["scenario", "list"], {"LC_ALL": "fr_FR.UTF-8"})):
        _run_main(args, dict(env, **lang_env))      # (the listing made and kept: the presets' views import rich)
        fast = _run_main(args, dict(env, **lang_env))
        assert fast.returncode == 0, fast.stderr
        imported = fast.stderr.rsplit("IMPORTED:", 1)[1].split()
        # (a French table has no-break spaces, which rich wraps as it does spaces: rich draws it)
        french_table = "--json" not in args and (args[:2] == ["--lang", "fr"] or "LC_ALL" in lang_env)
        assert [m for m in imported if not (french_table and m.split(".")[0] == "rich")] == [], args
        slow = CliRunner().invoke(cli_mod.cli, args, env=dict(env, COLUMNS="90", **lang_env), terminal_width=90)
        assert slow.exit_code == 0, slow.output
        assert fast.stdout == slow.output, args
    assert _run_main(["--lang", "fr", "scenario", "list"], env).stdout.startswith("Préréglages intégrés")


def test_other_forms_of_a_listing_go_through_click():
    assert cli_mod.fast_command(["scenario", "list"])[0] is None
    assert cli_mod.fast_command(["--lang", "fr", "scenario", "list", "--json"])[0] == "fr"
    for args in (["scenario", "list", "--help"], ["scenario", "list", "--jsn"], ["--lang", "de", "scenario", "list"],
                 ["--lang"], ["scenario"], ["scenario", "list", "extra"], ["--lang=xx", "scenario", "list"]):
        assert cli_mod.fast_command(args) is None, args
    r = _run_main(["--lang", "de", "scenario", "list"])
    assert r.returncode == 2 and "'de' is not one of" in r.stderr and "click" in r.stderr.rsplit("IMPORTED:", 1)[1]
    r = _run_main(["scenario", "list", "--jsn"])
    assert r.returncode == 2 and "--jsn" in r.stderr


def test_a_listing_into_a_closed_pipe_stops_quietly(tmp_path):
    """`skelos scenario list | head -1`: exit status 1 as click gives, no traceback."""
    code = "from skelos_host.cli import main\nimport sys\nsys.argv = ['skelos', 'scenario', 'list']\nmain()\n"
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         env=dict(os.environ, COLUMNS="90", XDG_CACHE_HOME=str(tmp_path / "cache")))
    p.stdout.close()        # (before the listing is written: the whole of it would fit the pipe's buffer)
    err = p.stderr.read().decode()
    assert p.wait(timeout=60) == 1
    assert "Traceback" not in err and "Error" not in err, err
