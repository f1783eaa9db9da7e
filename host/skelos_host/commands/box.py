"""`skelos box`: the Book of Skelos on a Raspberry Pi, one box at the table
(docs/pi.md): run it, install it as a service, check the wiring, unpair phones."""

import os
import subprocess
import sys
import time

import click
import platformdirs

from skelos_host.cli.common import db_option, logged_store_path, open_store, stop_on_sigterm
from skelos_host.text.i18n import _

UNIT = "skelos-box.service"
UNIT_DIR = "/etc/systemd/system"
MODEL_FILE = "/proc/device-tree/model"     # "Raspberry Pi 4 Model B Rev 1.4" on a Pi
GROUPS = ("gpio", "i2c", "spi")           # Pi OS: /dev/gpiochip*, /dev/i2c-1, /dev/spidev0.0 (and the Pi 5's /dev/pio0)
USB_GROUP = "dialout"                      # /dev/ttyACM*: the boards plugged into the box's USB ports
EXIT_POWEROFF = 75                        # the box stopped on the shutdown gesture: the unit powers the Pi off


def default_state_dir():
    return os.path.join(platformdirs.user_data_dir("skelos"), "box")


def pi_model(path=None):
    """The Raspberry Pi's model from the device tree, or None on any other machine."""
    try:
        with open(path or MODEL_FILE, "rb") as f:
            model = f.read().rstrip(b"\0\n").decode("ascii", "replace")
    except OSError:
        return None
    return model if model.startswith("Raspberry Pi") else None


def unit_arg(s):
    """One argument of an Exec line, as systemd reads it back: double-quoted, backslash and quote
    escaped, `%` (a specifier) as %%, `$` (a variable) as $$; control characters refused."""
    s = str(s)
    if any(ord(c) < 32 or c == "\x7f" for c in s):
        raise ValueError(_("%r has a control character a systemd unit cannot hold") % s)
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%").replace("$", "$$") + '"'


def unit_path_arg(s):
    """One word of an Environment= or ReadWritePaths= list: quoted as above, `$` as is (not expanded there)."""
    return unit_arg(s).replace("$$", "$")


def unit_text(python, state_dir, db, http_port=8765, host="0.0.0.0", user=None, uid=None, groups=(), usb=False):
    """The systemd unit that starts the box at power on, as `user` (never root) in systemd's sandbox:
    it may write only its state folder, the session store's folder and its socket folder.  With `usb`,
    the box is a room of its own board and the boards plugged into its USB ports (`skelos box --usb`)."""
    args = [python, "-m", "skelos_host.cli", "box", "--host", host, "--http-port", str(int(http_port)),
            "--state-dir", state_dir, "--db", db, "--shutdown", "poweroff"] + (["--usb"] if usb else [])
    writable = [state_dir, os.path.dirname(db)]
    lines = ["[Unit]",
             "Description=Skelos box: the Book of Skelos on this Raspberry Pi (device, page, logger)",
             "After=network-online.target",
             "Wants=network-online.target"]
    env = ["PYTHONUNBUFFERED=1"]
    if uid is not None:
        # the user's runtime folder (kept from boot on: install enables lingering), where `skelos status`,
        # `report`, `watch`... run by the same user look for the box's sharing socket
        runtime_dir = "/run/user/%d" % uid
        lines += ["After=user-runtime-dir@%d.service" % uid, "Wants=user-runtime-dir@%d.service" % uid]
        env.append("XDG_RUNTIME_DIR=" + runtime_dir)
        writable.append(runtime_dir)
    lines += ["",
              "[Service]",
              "Type=simple"]
    if user is not None:
        lines.append("User=" + user)
    if groups:
        lines.append("SupplementaryGroups=" + " ".join(groups))
    lines += ["ExecStart=" + " ".join(unit_arg(a) for a in args),
              "Environment=" + " ".join(unit_path_arg(e) for e in env),
              "UMask=0077",
              # SIGTERM (systemctl stop, shutdown) stops it as cleanly as Ctrl-C: game saved, session closed
              "KillSignal=SIGTERM",
              "TimeoutStopSec=20",
              "Restart=on-failure",
              "RestartSec=3",
              "SuccessExitStatus=%d" % EXIT_POWEROFF,
              "RestartPreventExitStatus=%d" % EXIT_POWEROFF,
              # the shutdown gesture: only this line runs with root's rights, and only to power off
              "ExecStopPost=+/bin/sh -c 'if [ \"$$EXIT_STATUS\" = %d ]; then exec systemctl --no-block poweroff; fi'"
              % EXIT_POWEROFF,
              "NoNewPrivileges=yes",
              "CapabilityBoundingSet=",
              "AmbientCapabilities=",
              "ProtectSystem=strict",
              "ProtectHome=read-only",
              "ReadWritePaths=" + " ".join(unit_path_arg(p) for p in writable),
              "PrivateTmp=yes",
              "ProtectKernelTunables=yes",
              "ProtectKernelModules=yes",
              "ProtectKernelLogs=yes",
              "ProtectControlGroups=yes",
              "ProtectHostname=yes",
              "RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6",
              "RestrictNamespaces=yes",
              "RestrictRealtime=yes",
              "RestrictSUIDSGID=yes",
              "LockPersonality=yes",
              "SystemCallArchitectures=native",
              "SystemCallFilter=@system-service",
              "SystemCallErrorNumber=EPERM",
              "ProtectProc=invisible",
              "RemoveIPC=yes",
              "",
              "[Install]",
              "WantedBy=multi-user.target",
              ""]
    return "\n".join(lines)


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
@click.option("--usb", is_flag=True,
              help="a room: the box's own board and each board plugged into its USB ports, each a table")
@db_option
@click.option("--seconds", type=float, default=None, hidden=True, help="stop after this long (tests)")
@click.pass_context
def box(ctx, state_dir, host, http_port, scenario, do_log, shutdown, usb, db, seconds):
    """The Book of Skelos on a Raspberry Pi: the board, its page and the logger in one process.

    Runs the device app on the Pi's strip, buttons and FRAM (through Blinka),
    shares the board with every other skelos command, serves the page and logs
    every game.  With --host 0.0.0.0 phones on the table's Wi-Fi see the page;
    to press they pair once with the code the box shows.  Hold Mode 10 seconds
    to stop the box (and, as a service, power the Pi off).
    """
    if ctx.invoked_subcommand is not None:
        return
    from skelos_host.box.boxservice import Box
    from skelos_host.device.hosted import StorageBusy
    from skelos_host.box.pibox import BoardError
    from skelos_host.web.source import KnownScenarios

    if usb:
        return _room(state_dir, host, http_port, scenario, do_log, shutdown, db, seconds)
    store = open_store(db) if do_log else None
    say = lambda m: click.echo(m, err=True)      # noqa: E731
    stop_on_sigterm()
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
    def intro():
        click.echo(_("Skelos box on %(port)s (state in %(dir)s)") % {"port": b.device.port, "dir": state_dir})
        if store is not None:
            click.echo(_("logging the sessions into %s") % store.path)
        if b.first_frame_s is not None:
            click.echo(_("first frame on the strip %.2f s after start") % b.first_frame_s)
        click.echo(_("Book of Skelos page: %s   (Ctrl-C to stop)") % b.url)
    try:
        why = _serve(b, seconds, intro)
    finally:
        _close(store)
    click.echo(_("stopped; the game is saved and resumes at the next start"), err=True)
    if why == "gesture" and shutdown == "poweroff":
        sys.exit(EXIT_POWEROFF)


def _room(state_dir, host, http_port, scenario, do_log, shutdown, db, seconds):
    """`skelos box --usb`: the box's own board and the boards plugged into its USB ports, one room."""
    from skelos_host.box.boxservice import BoxRoom
    from skelos_host.device.hosted import StorageBusy
    from skelos_host.box.pibox import BoardError
    from skelos_host.web.source import KnownScenarios

    logged = logged_store_path(db, do_log)
    say = lambda m: click.echo(m, err=True)      # noqa: E731
    stop_on_sigterm()
    r = BoxRoom(state_dir, host=host, http_port=http_port, open_store=(lambda: open_store(db)) if do_log else None,
                scenarios=KnownScenarios(db), scenario=scenario, shutdown=shutdown, say=say)
    try:
        r.start()
    except StorageBusy as e:
        raise click.ClickException(str(e)) from None
    except (BoardError, ImportError, RuntimeError, ValueError, OSError) as e:
        raise click.ClickException(hardware_error(e)) from None
    def intro():
        click.echo(_("Skelos box on %(port)s (state in %(dir)s)") % {"port": r.box.device.port, "dir": state_dir})
        if logged is not None:
            click.echo(_("logging the sessions into %s") % logged)
        click.echo(_("following the boards plugged in over USB"))
        click.echo(_("the room's page is at %(url)s   (Ctrl-C to stop)") % {"url": r.url})
    why = _serve(r, seconds, intro)
    click.echo(_("stopped; the games are saved and resume at the next start"), err=True)
    if why == "gesture" and shutdown == "poweroff":
        sys.exit(EXIT_POWEROFF)


def hardware_error(e):
    """Why the Pi's hardware did not open, with the fix where one is known."""
    if isinstance(e, NotImplementedError):       # Blinka: "Board not supported"
        return _("cannot start the box: Blinka found no Raspberry Pi here (%s); on another machine `skelos play` "
                 "simulates the board") % e
    if isinstance(e, ModuleNotFoundError) or "platform library" in str(e):   # a back end of requirements-pi.txt
        return _("cannot start the box: %s; on the Pi, install the chip back ends: "
                 "pip install -r requirements-pi.txt") % e
    if isinstance(e, PermissionError):        # /dev/gpiochip0, /dev/spidev0.0, /dev/i2c-1: the user's groups
        return _("cannot start the box: %s; the box's user needs the gpio, i2c and spi groups (never root): "
                 "sudo usermod -aG gpio,i2c,spi $USER, then log in again") % e
    if "spidev" in str(e):                    # SPI off: no /dev/spidev0.0 for the strip
        return _("cannot start the box: %s; the strip is driven through SPI: enable it with "
                 "sudo raspi-config nonint do_spi 0") % e
    return _("cannot start the box: %s") % e


def _serve(runner, seconds, intro):
    """Say intro() and the pairing, run `runner` (the box or its room) until it stops: why it stopped."""
    try:
        intro()
        if runner.pairing is not None:     # (the address and the code were said, into the journal too)
            click.echo(_("or scan with the phone's camera:"))
            click.echo(runner.pairing.terminal())
        why = runner.run(seconds)
        if why == "gesture":
            click.echo(_("shutdown gesture: the box stopped"), err=True)
    except KeyboardInterrupt:
        click.echo(_("stopping…"), err=True)
        runner.stop()
        why = "stopped"
    except RuntimeError as e:
        raise click.ClickException(str(e)) from None
    return why


def _close(store):
    if store is not None:
        store.close()


def _target_user(name):
    """The account the box runs as: `name`, else the one that ran sudo, else this one; never root."""
    import pwd

    if name is None:
        name = os.environ.get("SUDO_USER") if os.geteuid() == 0 else None
    try:
        pw = pwd.getpwnam(name) if name is not None else pwd.getpwuid(os.getuid())
    except KeyError:
        raise click.ClickException(_("no user %s on this machine") % name) from None
    if pw.pw_uid == 0:
        raise click.ClickException(_("the box does not run as root: run `sudo skelos box install` from the account "
                                     "that plays (such as pi), or give --user NAME"))
    return pw


def _data_dir(pw):
    """The user's data folder of skelos (platformdirs' for this user; ~/.local/share/skelos for another)."""
    if pw.pw_uid == os.getuid():
        return platformdirs.user_data_dir("skelos")
    return os.path.join(pw.pw_dir, ".local", "share", "skelos")


def _run(cmd):
    """None when `cmd` succeeded, else what it said."""
    try:
        r = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        return str(e)
    return None if r.returncode == 0 else ((r.stderr or r.stdout).strip() or "exit status %d" % r.returncode)


@box.command()
@click.option("--state-dir", type=click.Path(file_okay=False), default=None,
              help="the box's state folder (default: the user's, as for skelos box)")
@click.option("--http-port", default=8765, show_default=True, type=int, help="page port")
@click.option("--user", "user_name", default=None,
              help="the account the box runs as (default: the one that ran sudo); never root")
@click.option("--unit-dir", type=click.Path(file_okay=False), default=UNIT_DIR, show_default=True,
              help="where systemd reads units")
@click.option("--print", "print_only", is_flag=True, help="print the unit instead of installing it")
@click.option("--no-start", is_flag=True, help="write and enable the unit, do not start it now")
@click.option("--usb", is_flag=True, help="the box follows the boards plugged into its USB ports (skelos box --usb)")
@db_option
def install(state_dir, http_port, user_name, unit_dir, print_only, no_start, usb, db):
    """Start the box at power on: write the systemd unit, enable and start it (with sudo).

    The box runs as the user who installs it (never root), in the gpio, i2c and
    spi groups, in systemd's sandbox; its state and session store stay in that
    user's folders, so skelos status, report and box forget typed by that
    user reach it."""
    import grp

    pw = _target_user(user_name)
    data = _data_dir(pw)
    state_dir = os.path.abspath(state_dir or os.path.join(data, "box"))
    db = os.path.abspath(db or os.path.join(data, "sessions.sqlite"))
    groups = []
    for g in GROUPS + (USB_GROUP,) * usb:
        try:
            grp.getgrnam(g)
            groups.append(g)
        except KeyError:      # not on this system: a group the unit names must exist, or it does not start
            pass
    try:
        text = unit_text(sys.executable, state_dir, db, http_port, user=pw.pw_name, uid=pw.pw_uid, groups=groups,
                         usb=usb)
    except ValueError as e:
        raise click.ClickException(str(e)) from None
    if print_only:
        click.echo(text, nl=False)
        return
    if pi_model() is None:
        raise click.ClickException(_("this machine is not a Raspberry Pi (%s names none): the box's unit is for a "
                                     "Pi; here `skelos play` simulates the board. Nothing was written.")
                                   % MODEL_FILE)
    path = os.path.join(unit_dir, UNIT)
    try:
        with open(path, encoding="utf-8") as f:
            before = f.read()
    except OSError:
        before = None
    try:
        for folder in (state_dir, os.path.dirname(db)):
            made = not os.path.isdir(folder)
            os.makedirs(folder, exist_ok=True)
            if made and os.geteuid() == 0:
                os.chown(folder, pw.pw_uid, pw.pw_gid)
        os.makedirs(unit_dir, exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    except OSError as e:
        raise click.ClickException(_("cannot write %(path)s: %(error)s (run it with sudo)")
                                   % {"path": path, "error": e}) from None
    click.echo(_("wrote %s") % path)
    # lingering keeps the user's runtime folder (the box's sharing socket) from boot on, logged in or not
    steps = [["loginctl", "enable-linger", pw.pw_name], ["systemctl", "daemon-reload"],
             ["systemctl", "enable", UNIT]]
    if not no_start:
        steps.append(["systemctl", "restart", UNIT])
    for cmd in steps:
        error = _run(cmd)
        if error is not None:
            _undo(path, before)
            raise click.ClickException(_("%(cmd)s failed: %(error)s; the unit was taken back")
                                       % {"cmd": " ".join(cmd), "error": error})
    click.echo(_("the box starts at power on as %(user)s (journalctl -u skelos-box shows what it says)")
               % {"user": pw.pw_name})


def _undo(path, before):
    """Leave no unit behind a failed install: the earlier one back, or none."""
    if before is None:
        _run(["systemctl", "disable", UNIT])
        try:
            os.remove(path)
        except OSError:
            pass
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(before)
    _run(["systemctl", "daemon-reload"])


@box.command()
@click.option("--state-dir", type=click.Path(file_okay=False), default=default_state_dir,
              help="the box's state folder (as for skelos box)")
def forget(state_dir):
    """Unpair every phone and browser: they see the page read-only until they pair again."""
    from skelos_host.web.pairing import Pairing

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

    from skelos_host.box import pibox
    from skelos_host.device.hosted import profile_path, ticks_ms

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
        pibox.close_pixels(pixels)
        keys.deinit()
    if missing:
        sys.exit(1)


command = box
