"""`skelos deploy`: build the exact CIRCUITPY contents, optionally copy them to the drive."""

import importlib.util
import pathlib
import shutil

import click

from skelos_host.i18n import _, ngettext

ROOT = pathlib.Path(__file__).resolve().parents[3]
FIRMWARE = ROOT / "firmware"
PROFILES = ROOT / "hardware" / "profiles"
# third-party CircuitPython libraries, taken from their PyPI packages in this env
THIRD_PARTY = {"fram_i2c": ["adafruit_fram"], "nvm": []}
ALWAYS = ["neopixel"]


def _module_file(name):
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise click.ClickException(_("%(module)s is not installed (pip install %(package)s)") % {
            "module": name, "package": "adafruit-circuitpython-" + name.replace("adafruit_", "")})
    return pathlib.Path(spec.origin)


def _copy_pkg(src, dst):
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


def build(out, profile="pico_reference", scenario="pict-village"):
    """Write the CIRCUITPY tree into `out`; returns the sorted relative paths."""
    import json

    from skelos import codec

    from skelos_host import presets

    out = pathlib.Path(out)
    if out.exists():
        shutil.rmtree(out)
    (out / "lib").mkdir(parents=True)
    shutil.copy(FIRMWARE / "code.py", out / "code.py")
    shutil.copy(FIRMWARE / "boot.py", out / "boot.py")
    _copy_pkg(FIRMWARE / "lib" / "skelos", out / "lib" / "skelos")
    _copy_pkg(FIRMWARE / "lib" / "skelos_device", out / "lib" / "skelos_device")
    prof_path = PROFILES / (profile + ".json")
    if not prof_path.exists():
        raise click.ClickException(_("no board profile %s") % profile)
    shutil.copy(prof_path, out / "profile.json")
    kind = json.loads(prof_path.read_text())["storage"]["kind"]
    (out / "default_scenario.bin").write_bytes(codec.encode_scenario(presets.load_dict(scenario)))
    for name in ALWAYS + THIRD_PARTY.get(kind, []):
        shutil.copy(_module_file(name), out / "lib" / (name + ".py"))
    return sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())


@click.command("deploy")
@click.option("--out", default="build/circuitpy", show_default=True, help="Folder to build into.")
@click.option("--to", "to", default=None, help="Mounted CIRCUITPY drive to copy onto.")
@click.option("--profile", default="pico_reference", show_default=True, help="Board profile.")
@click.option("--scenario", default="pict-village", show_default=True, help="Default scenario preset.")
def command(out, to, profile, scenario):
    """Build the CIRCUITPY contents (code.py, boot.py, lib/, profile, default scenario)."""
    files = build(out, profile, scenario)
    for f in files:
        click.echo(f)
    if to:
        dest = pathlib.Path(to)
        if not dest.is_dir():
            raise click.ClickException(_("%s is not a mounted folder") % to)
        for f in files:
            target = dest / f
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(pathlib.Path(out) / f, target)
        click.echo(ngettext("copied %(n)d file to %(to)s", "copied %(n)d files to %(to)s", len(files))
                   % {"n": len(files), "to": to})
