"""`skelos sim`: run the firmware on a virtual board, link on a pseudo-terminal."""

import time

import click

from skelos_host import views
from skelos_host.text.i18n import _


@click.command("sim")
@click.option("--state-dir", default=None, help="Folder of the simulated storage (default: user data dir).")
@click.option("--scenario", default=None, help="Preset stored on first start (default pict-village).")
@click.option("--profile", default="pico_reference", show_default=True, help="Board profile.")
def command(state_dir, scenario, profile):
    """Run the device app on the desktop; prints the serial port to connect to."""
    from rich.console import Console
    from rich.live import Live

    from skelos_host.device.leds import LedLine
    from skelos_host.sim import SimDevice, StorageBusy

    if state_dir is None:
        import platformdirs

        state_dir = platformdirs.user_data_dir("skelos") + "/sim"
    console = Console()
    dev = None
    try:
        dev = SimDevice(state_dir, profile=profile, scenario=scenario, owner="skelos sim")
        dev.start()
        dev.serve()         # the board is shared with every other skelos command from here
    except StorageBusy as e:
        raise click.ClickException(str(e)) from None
    except Exception as e:  # a broken state dir, profile or preset: say so plainly
        if dev is not None:
            dev.stop()
        raise click.ClickException(_("cannot start the simulated board: %s") % e) from None
    def strip():
        t = LedLine(dev.pixels()).text(console.color_system)
        snap = dev.snapshot()
        if snap:
            t.append("  " + views.view_of(snap).strip_text(snap))
        return t

    try:    # from the moment the board is shared, Ctrl-C stops it cleanly, whatever runs then
        console.print(_("Skelos simulator: link on %(port)s  (state in %(dir)s)")
                      % {"port": "[bold]" + dev.port + "[/bold]", "dir": state_dir})
        console.print(_("Other skelos commands find it by themselves (or use --port %s). Ctrl-C to stop.")
                      % dev.port)
        with Live(strip(), console=console, refresh_per_second=8) as live:
            while True:
                time.sleep(0.125)
                live.update(strip())
    except KeyboardInterrupt:
        pass
    finally:
        dev.stop()
        console.print(_("simulator stopped"))
