"""Desktop simulator: the real device app (skelos_device) on a virtual board.

    with SimDevice(state_dir) as dev:
        print(dev.port)          # a pseudo-terminal speaking protocol v1
        dev.press("turn")        # a virtual button press
        dev.pixels()             # what the strip shows

Storage is a file the size of the board's storage part, so stop() then
start() behaves like a power cycle.
"""

from skelos_host.sim.device import FileMemory, SimDevice, VirtualKeys, VirtualStrip, profile_path

__all__ = ["SimDevice", "FileMemory", "VirtualKeys", "VirtualStrip", "profile_path"]
