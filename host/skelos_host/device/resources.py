"""Where the installed project keeps the files it copies or reads: the board
profiles (hardware/profiles, installed as `skelos_profiles`), code.py and
boot.py (firmware/, installed as `skelos_firmware`) and the firmware packages.

The same lookup works in a source checkout (editable install) and in a wheel."""

import importlib.util
import pathlib


def package_dir(name):
    """The folder of an installed package (a regular or a data-only one)."""
    spec = importlib.util.find_spec(name)
    for loc in (spec.submodule_search_locations or []) if spec is not None else []:
        p = pathlib.Path(loc)
        if p.is_dir():
            return p
    raise FileNotFoundError("the %s files are not installed (reinstall skelos)" % name)


def profiles_dir():
    return package_dir("skelos_profiles")


def firmware_dir():
    """The folder holding code.py and boot.py."""
    return package_dir("skelos_firmware")
