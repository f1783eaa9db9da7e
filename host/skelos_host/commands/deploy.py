"""`skelos deploy`: build the exact CIRCUITPY contents, optionally copy them to the drive."""

import importlib.util
import pathlib
import shutil

import click

from skelos_host import resources
from skelos_host.i18n import _, ngettext

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
    """Write the CIRCUITPY tree into `out`; returns the sorted relative paths.
    Everything is checked before `out` is touched; an existing `out` is replaced
    only when it is empty or an earlier build."""
    import json

    from skelos import codec

    from skelos_host import presets

    firmware = resources.firmware_dir()
    prof_path = resources.profiles_dir() / (profile + ".json")
    if not prof_path.exists():
        raise click.ClickException(_("no board profile %s") % profile)
    kind = json.loads(prof_path.read_text())["storage"]["kind"]
    try:
        blob = codec.encode_scenario(presets.load_dict(scenario))
    except presets.PresetError as e:
        raise click.ClickException(str(e)) from None
    libs = [(name, _module_file(name)) for name in ALWAYS + THIRD_PARTY.get(kind, [])]
    out = pathlib.Path(out)
    if out.exists():
        if not out.is_dir() or (any(out.iterdir()) and not (out / "code.py").exists()):
            raise click.ClickException(_("%s exists and is not an earlier build: choose another --out") % out)
        shutil.rmtree(out)
    (out / "lib").mkdir(parents=True)
    shutil.copy(firmware / "code.py", out / "code.py")
    shutil.copy(firmware / "boot.py", out / "boot.py")
    _copy_pkg(resources.package_dir("skelos"), out / "lib" / "skelos")
    _copy_pkg(resources.package_dir("skelos_device"), out / "lib" / "skelos_device")
    shutil.copy(prof_path, out / "profile.json")
    (out / "default_scenario.bin").write_bytes(blob)
    for name, path in libs:
        shutil.copy(path, out / "lib" / (name + ".py"))
    return sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())


@click.command("deploy")
@click.option("--out", default="build/circuitpy", show_default=True, help="Folder to build into.")
@click.option("--to", "to", default=None, help="Mounted CIRCUITPY drive to copy onto.")
@click.option("--profile", default="pico_reference", show_default=True, help="Board profile.")
@click.option("--scenario", default="pict-village", show_default=True, help="Default scenario preset.")
@click.option("--force", is_flag=True, help="Copy with --to even when the folder has no boot_out.txt.")
def command(out, to, profile, scenario, force):
    """Build the CIRCUITPY contents (code.py, boot.py, lib/, profile, default scenario)."""
    if to:
        dest = pathlib.Path(to)
        if not dest.is_dir():
            raise click.ClickException(_("%s is not a mounted folder") % to)
        if not force and not (dest / "boot_out.txt").exists():
            raise click.ClickException(_("%s does not look like a CIRCUITPY drive (no boot_out.txt); "
                                         "pass --force to copy anyway") % to)
    files = build(out, profile, scenario)
    for f in files:
        click.echo(f)
    if to:
        for f in files:
            target = dest / f
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(pathlib.Path(out) / f, target)
        click.echo(ngettext("copied %(n)d file to %(to)s", "copied %(n)d files to %(to)s", len(files))
                   % {"n": len(files), "to": to})
