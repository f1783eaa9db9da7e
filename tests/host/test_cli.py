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
