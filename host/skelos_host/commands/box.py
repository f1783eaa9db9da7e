"""`skelos box`: the Book of Skelos on a Raspberry Pi, one box at the table
(docs/pi.md): run it, install it as a service, check the wiring, unpair phones."""

import os
import subprocess
import sys
import time

import click
import platformdirs

from skelos_host.common import db_option, open_store
from skelos_host.i18n import _

UNIT = "skelos-box.service"
UNIT_DIR = "/etc/systemd/system"


def default_state_dir():
    return os.path.join(platformdirs.user_data_dir("skelos"), "box")


def unit_text(python, state_dir, db, http_port=8765, host="0.0.0.0"):
    """The systemd unit that starts the box at power on (root: rpi_ws281x needs /dev/mem on a Pi 2-4)."""
    db_arg = " --db %s" % db if db else ""
    return ("[Unit]\n"
            "Description=Skelos box: the Book of Skelos on this Raspberry Pi (device, page, logger)\n"
            "After=network-online.target\n"
            "Wants=network-online.target\n"
            "\n"
            "[Service]\n"
            "Type=simple\n"
            "ExecStart=%s -m skelos_host.cli box --host %s --http-port %d --state-dir %s%s --shutdown poweroff\n"
            "Environment=PYTHONUNBUFFERED=1\n"
            "KillSignal=SIGINT\n"
            "TimeoutStopSec=20\n"
            "Restart=on-failure\n"
            "RestartSec=3\n"
            "\n"
            "[Install]\n"
            "WantedBy=multi-user.target\n" % (python, host, http_port, state_dir, db_arg))


@click.group(invoke_without_command=True)
@click.option("--state-dir", type=click.Path(file_okay=False), default=default_state_dir, show_default=False,
              help="where the box keeps its lock, its file store (without the FRAM) and its paired phones")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="address the page listens on (0.0.0.0: the table's Wi-Fi, phones must pair to press)")
@click.option("--http-port", default=8765, show_default=True, type=int, help="page port (0: any free port)")
@click.option("--scenario", default="pict-village", show_default=True, help="preset stored on a fresh box")
@click.option("--log/--no-log", "do_log", default=True, show_default=True, help="log the sessions")
@click.option("--shutdown", type=click.Choice(["exit", "poweroff"]), default="exit", show_default=True,
              help="what holding Mode 10 s does after the box stops: exit, or power the Pi off (the service)")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True, help="stop after this long (tests)")
@click.pass_context
def box(ctx, state_dir, host, http_port, scenario, do_log, shutdown, db, seconds):
    """The Book of Skelos on a Raspberry Pi: the board, its page and the logger in one process.

    Runs the device app on the Pi's strip, buttons and FRAM (through Blinka),
    shares the board with every other skelos command, serves the page and logs
    every game.  With --host 0.0.0.0 phones on the table's Wi-Fi see the page;
    to press they pair once with the code the box shows.  Hold Mode 10 seconds
    to stop the box (and, as a service, power the Pi off).
    """
    if ctx.invoked_subcommand is not None:
        return
    from skelos_host.boxservice import Box
    from skelos_host.pibox import BoardError
    from skelos_host.sim.device import StorageBusy
    from skelos_host.web.source import KnownScenarios

    store = open_store(db) if do_log else None
    say = lambda m: click.echo(m, err=True)      # noqa: E731
    b = Box(state_dir, host=host, http_port=http_port, store=store, scenarios=KnownScenarios(db),
            scenario=scenario, shutdown=shutdown, say=say)
    try:
        b.start()
    except StorageBusy as e:
        _close(store)
        raise click.ClickException(str(e)) from None
    except (BoardError, ImportError, RuntimeError, ValueError, OSError) as e:
        _close(store)
        raise click.ClickException(hardware_error(e)) from None
    try:
        click.echo(_("Skelos box on %(port)s (state in %(dir)s)") % {"port": b.device.port, "dir": state_dir})
        if store is not None:
            click.echo(_("logging the sessions into %s") % store.path)
        if b.first_frame_s is not None:
            click.echo(_("first frame on the strip %.2f s after start") % b.first_frame_s)
        click.echo(_("Book of Skelos page: %s   (Ctrl-C to stop)") % b.url)
        if b.pairing is not None:          # (the address and the code were said, into the journal too)
            click.echo(_("or scan with the phone's camera:"))
            click.echo(b.pairing.terminal())
        why = b.run(seconds)
        if why == "gesture":
            click.echo(_("shutdown gesture: the box stopped"), err=True)
    except KeyboardInterrupt:
        click.echo(_("stopping…"), err=True)
        b.stop()
    except RuntimeError as e:
        raise click.ClickException(str(e)) from None
    finally:
        _close(store)
    click.echo(_("stopped; the game is saved and resumes at the next start"), err=True)


def hardware_error(e):
    """Why the Pi's hardware did not open, with the fix where one is known."""
    if isinstance(e, NotImplementedError):       # Blinka: "Board not supported"
        return _("cannot start the box: Blinka found no Raspberry Pi here (%s); on another machine `skelos play` "
                 "simulates the board") % e
    if isinstance(e, ModuleNotFoundError) or "platform library" in str(e):   # a back end of requirements-pi.txt
        return _("cannot start the box: %s; on the Pi, install the chip back ends: "
                 "pip install -r requirements-pi.txt") % e
    return _("cannot start the box: %s") % e


def _close(store):
    if store is not None:
        store.close()


@box.command()
@click.option("--state-dir", type=click.Path(file_okay=False), default=default_state_dir,
              help="the box's state folder (as for `skelos box`)")
@click.option("--http-port", default=8765, show_default=True, type=int, help="page port")
@click.option("--unit-dir", type=click.Path(file_okay=False), default=UNIT_DIR, show_default=True,
              help="where systemd reads units")
@click.option("--print", "print_only", is_flag=True, help="print the unit instead of installing it")
@click.option("--no-start", is_flag=True, help="write and enable the unit, do not start it now")
@db_option
def install(state_dir, http_port, unit_dir, print_only, no_start, db):
    """Start the box at power on: write the systemd unit, enable and start it (as root)."""
    from skelos_host import store as store_mod

    text = unit_text(sys.executable, os.path.abspath(state_dir), os.path.abspath(db or store_mod.default_path()),
                     http_port)
    if print_only:
        click.echo(text, nl=False)
        return
    path = os.path.join(unit_dir, UNIT)
    try:
        os.makedirs(unit_dir, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise click.ClickException(_("cannot write %(path)s: %(error)s (run it with sudo)")
                                   % {"path": path, "error": e}) from None
    click.echo(_("wrote %s") % path)
    steps = [["systemctl", "daemon-reload"], ["systemctl", "enable", UNIT]]
    if not no_start:
        steps.append(["systemctl", "restart", UNIT])
    for cmd in steps:
        try:
            r = subprocess.run(cmd, capture_output=True, text=True)
        except OSError as e:
            raise click.ClickException(_("%(cmd)s failed: %(error)s") % {"cmd": " ".join(cmd), "error": e}) from None
        if r.returncode != 0:
            raise click.ClickException(_("%(cmd)s failed: %(error)s")
                                       % {"cmd": " ".join(cmd), "error": (r.stderr or r.stdout).strip()})
    click.echo(_("the box starts at power on (journalctl -u skelos-box shows what it says)"))


@box.command()
@click.option("--state-dir", type=click.Path(file_okay=False), default=default_state_dir,
              help="the box's state folder (as for `skelos box`)")
def forget(state_dir):
    """Unpair every phone and browser: they see the page read-only until they pair again."""
    from skelos_host.pairing import Pairing

    os.makedirs(state_dir, exist_ok=True)
    n = Pairing(state_dir).forget()       # a running box reads the file again at its next request
    click.echo(_("%d paired browsers forgotten") % n)


@box.command()
@click.option("--seconds", type=float, default=60.0, show_default=True, help="how long to echo the buttons")
@click.option("--profile", default="raspberry_pi", show_default=True, help="board profile")
@click.option("--step", type=float, default=0.15, hidden=True, help="seconds each pixel stays lit (tests: 0)")
def selftest(seconds, profile, step):
    """Check the wiring in five minutes: light each pixel, find the FRAM, echo each button.

    Stop the box first (sudo systemctl stop skelos-box): the strip and the
    buttons have one owner at a time.
    """
    from skelos_device import profile as profile_mod

    from skelos_host import pibox
    from skelos_host.sim.device import profile_path, ticks_ms

    prof = profile_mod.load(str(profile_path(profile)))
    missing = []
    try:
        pixels = pibox.open_pixels(prof)
        keys = pibox.open_keys(prof, ticks_ms)
    except Exception as e:  # noqa: BLE001 - Blinka, the strip's back end or a pin: say which
        raise click.ClickException(hardware_error(e)) from None
    try:
        n = prof["neopixel"]["count"]
        click.echo(_("pixels: each of the %d lights white in turn, then each segment in its colour") % n)
        for i in range(n):
            pixels.fill((0, 0, 0))
            pixels[i] = (40, 40, 40)
            pixels.show()
            click.echo("  pixel %d" % i)
            time.sleep(step)
        colours = {"river": (60, 0, 60), "gems": (0, 60, 0), "turn": (60, 30, 0), "status": (0, 0, 60)}
        pixels.fill((0, 0, 0))
        for name, seg in prof["segments"].items():
            for i in range(seg["start"], seg["start"] + seg["count"]):
                pixels[i] = colours.get(name, (30, 30, 30))
        pixels.show()
        try:
            fram = pibox.open_fram(prof)
            probe = fram[0:4]
            click.echo(_("FRAM: found at 0x%(addr)02X on I2C-1 (first bytes %(bytes)s)")
                       % {"addr": prof["storage"]["address"], "bytes": bytes(probe).hex()})
        except Exception as e:  # noqa: BLE001
            click.echo(_("FRAM: not found (%s); the box would keep the game in a file") % e)
        names = [b["name"] for b in prof["buttons"]]
        pins = [b["pin"] for b in prof["buttons"]]
        seen = set()
        click.echo(_("buttons: press each one (%d s)") % seconds)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and len(seen) < len(names):
            ev = keys.events
            while ev.items:
                k, pressed = ev.items.pop(0)
                click.echo("  %s (%s) %s" % (names[k], pins[k], _("pressed") if pressed else _("released")))
                if not pressed:
                    seen.add(k)
            time.sleep(0.005)
        missing = [names[k] for k in range(len(names)) if k not in seen]
        if missing:
            click.echo(_("never pressed: %s") % ", ".join(missing))
        else:
            click.echo(_("every button works"))
    finally:
        pixels.fill((0, 0, 0))
        pixels.show()
        keys.deinit()
    if missing:
        sys.exit(1)


command = box
