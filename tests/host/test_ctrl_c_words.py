"""Ctrl-C at any moment of a `skelos` command prints one line that says what changed (never a traceback from
inside an import, never click's bare "Aborted!"), exit status 130: the real console script on a real
pseudo-terminal of 80 columns."""

import fcntl
import os
import struct
import subprocess
import sys
import termios

import pytest

from skelos_host.text import i18n
from ptyhelp import drain
from skelos_host.commands import EARLY, INTERRUPTED, UNCHANGED

SKELOS = os.path.join(os.path.dirname(sys.executable), "skelos")

# A module imported first by Python (sitecustomize, from PYTHONPATH) that sends the process its own SIGINT as
# soon as the module named in SKELOS_TEST_SIGINT_AT starts importing: a Ctrl-C at that very moment.
HOOK = '''
import os, signal, sys
_at = os.environ.get("SKELOS_TEST_SIGINT_AT")

class _Finder:
    def find_spec(self, name, path=None, target=None):
        global _at
        if _at and name == _at:
            _at = None
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, _Finder())
'''


def _run(args, lang, tmp_path, at=None, ctrl_c_when=None):
    """(exit status, what the terminal shows) of `skelos ARGS` on a pty of 80 columns."""
    hook = tmp_path / "hook"
    hook.mkdir(exist_ok=True)
    (hook / "sitecustomize.py").write_text(HOOK)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "SKELOS_"))}
    env.update(LANG={"en": "C.UTF-8", "fr": "fr_FR.UTF-8"}[lang], COLUMNS="80", TERM="xterm",
               PYTHONPATH=str(hook), SKELOS_TEST_SIGINT_AT=at or "", XDG_CACHE_HOME=str(tmp_path / "cache"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))

    def controlling_tty():
        fcntl.ioctl(0, termios.TIOCSCTTY, 0)

    p = subprocess.Popen([SKELOS, *args], stdin=slave, stdout=slave, stderr=slave, env=env,
                         start_new_session=True, preexec_fn=controlling_tty)
    os.close(slave)
    def answer(seen):
        nonlocal ctrl_c_when
        if ctrl_c_when is not None and ctrl_c_when in seen:
            ctrl_c_when = None
            os.write(master, b"\x03")           # the terminal's own Ctrl-C: SIGINT to the foreground group

    raw = drain(master, answer)
    rc = p.wait(timeout=60)
    return rc, raw.decode("utf-8", "replace").replace("\r\n", "\n").replace("^C", "")


def _said(lang, message, *values):
    i18n.set_language(lang)
    try:
        return i18n._(message) % values if values else i18n._(message)
    finally:
        i18n.set_language("en")


def _one_line(out):
    lines = [ln for ln in out.splitlines() if ln.strip()]
    assert len(lines) == 1, out
    assert "Traceback" not in out and "KeyboardInterrupt" not in out and "Aborted" not in out, out
    return lines[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("args, at, line", [
    (["status", "--port", "/dev/null"], "click", (EARLY,)),                 # inside `import click`
    (["status", "--port", "/dev/null"], "skelos_host.text.i18n", (EARLY,)),      # the first of skelos's own
    (["status", "--port", "/dev/null"], "skelos_host.commands.status", (UNCHANGED, "status")),
    (["scenario", "list"], "skelos_host.presets", (UNCHANGED, "scenario")),  # (answered without click)
    (["deploy", "--out", "OUT"], "skelos_host.commands.deploy", (INTERRUPTED["deploy"],)),
])
def test_ctrl_c_at_a_chosen_moment_says_one_line(tmp_path, lang, args, at, line):
    args = [str(tmp_path / "out") if a == "OUT" else a for a in args]
    rc, out = _run(args, lang, tmp_path, at=at)
    assert rc == 130, out
    assert _one_line(out) == _said(lang, *line)
    assert not (tmp_path / "out").exists()


def _imports_of(args, tmp_path):
    """The modules `skelos ARGS` imports once its entry point runs, in order."""
    log = tmp_path / "imports.txt"
    hook = tmp_path / "hook"
    hook.mkdir(exist_ok=True)
    (hook / "sitecustomize.py").write_text(
        "import sys\n"
        "class _Log:\n"
        "    on = False\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        _Log.on = _Log.on or name == 'skelos_host.cli'\n"
        "        if _Log.on:\n"
        "            open(%r, 'a').write(name + '\\n')\n"
        "sys.meta_path.insert(0, _Log())\n" % str(log))
    env = dict(os.environ, PYTHONPATH=str(hook), LANG="C.UTF-8", XDG_CACHE_HOME=str(tmp_path / "cache"))
    env.pop("LC_ALL", None)
    subprocess.run([SKELOS, *args], env=env, capture_output=True, timeout=60)
    names = log.read_text().split()
    return [n for i, n in enumerate(names) if n not in names[:i]]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ctrl_c_during_any_import_of_a_start_says_one_line(tmp_path, lang):
    """A Ctrl-C as each of a spread of the modules a start imports begins (skelos's, click, rich...): one line,
    the start's or the command's own."""
    args = ["status", "--port", "/dev/null"]
    names = _imports_of(args, tmp_path)
    assert "click" in names and "skelos_host.commands.status" in names, names
    known = {_said(lang, EARLY), _said(lang, UNCHANGED, "status")}
    for at in names[::max(1, len(names) // 12)] + ["click", "click.core"]:
        rc, out = _run(args, lang, tmp_path, at=at)
        assert rc == 130, (at, out)
        assert _one_line(out) in known, (at, out)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ctrl_c_typed_on_the_terminal_while_a_page_mirrors_a_board(dev, tmp_path, lang):
    """The terminal's own Ctrl-C (^C typed on the pty) once `skelos live` serves its page: one line, what the
    board keeps."""
    rc, out = _run(["live", "--port", dev.port, "--http-port", "0"], lang, tmp_path, ctrl_c_when=b"http://")
    assert rc == 0, out
    lines = [ln for ln in out.splitlines() if ln.strip()]
    assert lines[-1] == _said(lang, INTERRUPTED["live"]), out
    assert "Traceback" not in out and "Aborted" not in out, out
