"""docs/export.md names the columns the code writes, in the code's order."""

import json
import os
import re

from click.testing import CliRunner
from known_sessions import known_store

from skelos_host.session import exports
from skelos_host.cli import cli
from skelos_host.views import conan, orcquest

DOC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "export.md")


def columns(text, heading, which=0):
    """The names in the first column of the `which`-th table under `heading`, in order."""
    part = text.split(heading, 1)[1]
    part = re.split(r"\n## ", part, maxsplit=1)[0]
    tables = re.findall(r"((?:^\|.*\n)+)", part, re.M)
    rows = tables[which].splitlines()[2:]
    return [name for row in rows for name in re.findall(r"`([a-z_]+)`", row.split("|")[1])]


def test_the_documented_columns_are_the_written_ones(tmp_path):
    text = open(DOC, encoding="utf-8").read()
    assert "Schema %d." % exports.SCHEMA in text
    assert columns(text, "## `skelos export SESSION --format csv`") == list(exports.EVENT_COLUMNS)
    assert columns(text, "## `skelos report`: `sessions-GAME.csv`", 0) == list(exports.SESSION_COLUMNS)
    assert columns(text, "## `skelos report`: `sessions-GAME.csv`", 1) == list(conan.CSV_COLUMNS)
    assert columns(text, "## `skelos report`: `sessions-GAME.csv`", 2) == list(orcquest.CSV_COLUMNS)
    db = known_store(str(tmp_path / "s.sqlite"))
    r = CliRunner().invoke(cli, ["export", "2", "--format", "json", "--db", db])
    assert r.exit_code == 0, r.output
    assert columns(text, "## `skelos export SESSION --format json`") == list(json.loads(r.output))
    r = CliRunner().invoke(cli, ["report", "--all", "--out", str(tmp_path / "rep"), "--db", db])
    assert r.exit_code == 0, r.output
    doc = json.loads((tmp_path / "rep" / "report.json").read_text())
    assert columns(text, "## `skelos report`: `report.json`") == list(doc)
    assert list(doc["sessions"][0]) == list(exports.SESSION_COLUMNS)
    assert columns(text, "A Conan `overview`") == list(doc["groups"][0]["overview"])
    assert columns(text, "An OrcQuest `overview`") == list(doc["groups"][1]["overview"])
