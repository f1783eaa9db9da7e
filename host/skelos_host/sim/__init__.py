"""Desktop simulator: the real device app (skelos_device) on a virtual board.

    with SimDevice(state_dir) as dev:
        print(dev.port)          # a pseudo-terminal speaking protocol v1
        dev.press("turn")        # a virtual button press
        dev.pixels()             # what the strip shows

Storage is a file the size of the board's storage part, so stop() then
start() behaves like a power cycle.
"""

from skelos_host.sim.virtual import FileMemory, VirtualKeys, VirtualStrip

__all__ = ["SimDevice", "StorageBusy", "FileMemory", "VirtualKeys", "VirtualStrip", "profile_path"]


def __getattr__(name):
    # the device app is imported only when the simulator itself is wanted
    if name in ("SimDevice", "StorageBusy", "profile_path"):
        from skelos_host.sim import device
        return getattr(device, name)
    raise AttributeError(name)
