"""Run the `skelos` command as a user does: a subprocess, its exit code and its two streams."""

import os
import subprocess
import sys


def skelos(*args, cwd=None, env=None, timeout=120):
    """`skelos ARGS` in a subprocess; returns the CompletedProcess (text)."""
    full_env = dict(os.environ, PYTHONUNBUFFERED="1", **(env or {}))
    return subprocess.run([sys.executable, "-m", "skelos_host.cli", *[str(a) for a in args]], cwd=cwd,
                          env=full_env, capture_output=True, text=True, timeout=timeout)


def refused(r, *words):
    """A clean refusal: non-zero exit, one line `Error: ...` naming `words`, no traceback. Returns the line."""
    text = r.stdout + r.stderr
    assert r.returncode not in (0, None), text
    assert "Traceback" not in text, text
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(("Error: ", "Erreur : ", "Erreur: ")), text
    for w in words:
        assert w in lines[0], (w, text)
    return lines[0]
