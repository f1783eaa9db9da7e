"""Shared test setup: `fakes` importable from every test folder, and the
user's own state, data and runtime folders (the session store, the sockets
of the user's running `skelos` processes that share boards) kept out of
reach of the tests.  Nothing of the host here: `pytest tests/core` runs on
the rules core alone (the folders that use the host take english_locale
from hostlocale.py in their own conftest)."""

import os
import shutil
import sys
import tempfile

import pytest

_TESTS = os.path.dirname(os.path.abspath(__file__))
if _TESTS not in sys.path:
    sys.path.insert(0, _TESTS)


@pytest.fixture(autouse=True, scope="session")
def _private_user_dirs(tmp_path_factory):
    home = tmp_path_factory.mktemp("user")
    run = tempfile.mkdtemp(prefix="skr")       # short: a Unix socket's path has at most 107 bytes
    saved = {k: os.environ.get(k) for k in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR", "XDG_CACHE_HOME",
                                            "SKELOS_CACHE_DIR")}
    # what setup built or fetched into the user's cache (mpy-cross, the rig's firmware) stays found; the rest
    # of the cache (listings, sockets) is the run's own
    if not os.environ.get("SKELOS_CACHE_DIR"):
        import platformdirs
        os.environ["SKELOS_CACHE_DIR"] = platformdirs.user_cache_dir("skelos", appauthor=False)
    os.environ["XDG_STATE_HOME"] = str(home / "state")
    os.environ["XDG_DATA_HOME"] = str(home / "data")
    os.environ["XDG_CACHE_HOME"] = str(home / "cache")
    os.environ["XDG_RUNTIME_DIR"] = run
    yield
    shutil.rmtree(run, ignore_errors=True)
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v
