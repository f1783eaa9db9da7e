"""The firmware the board runs: CircuitPython's mpy-cross, the Skelos build of the firmware and the
UF2 files a board's boot loader takes."""
