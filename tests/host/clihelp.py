"""Run the `skelos` command as a user does: a subprocess, its exit code and its two streams
(or, for long tables of cases, the same command line run in this process)."""

import os
import subprocess
import sys
import traceback


def skelos(*args, cwd=None, env=None, timeout=120):
    """`skelos ARGS` in a subprocess; returns the CompletedProcess (text)."""
    full_env = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    return subprocess.run([sys.executable, "-m", "skelos_host.cli", *[str(a) for a in args]], cwd=cwd,
                          env=full_env, capture_output=True, text=True, timeout=timeout)


def skelos_here(*args):
    """`skelos ARGS` run in this process (click's runner): a CompletedProcess-like result whose
    stderr holds the traceback of any exception that escaped the command, as the console would."""
    from click.testing import CliRunner

    from skelos_host.cli import cli
    r = CliRunner().invoke(cli, [str(a) for a in args])
    err = r.stderr
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        err += "Traceback (most recent call last):\n" + "".join(traceback.format_exception(r.exception))
    return subprocess.CompletedProcess(args, r.exit_code, r.stdout, err)


def refused(r, *words):
    """A clean refusal: non-zero exit, one line `Error: ...` naming `words`, no traceback. Returns the line."""
    text = r.stdout + r.stderr
    assert r.returncode not in (0, None), text
    assert "Traceback" not in text, text
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(("Error: ", "Erreur\u00a0: ")), text
    for w in words:
        assert w in lines[0], (w, text)
    return lines[0]
