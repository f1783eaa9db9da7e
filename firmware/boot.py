"""Runs once at power-up, before USB: enable the data port of the link.

usb_cdc.data is the port the host talks protocol v1 on ("CircuitPython CDC2");
the console stays the REPL.  The CIRCUITPY drive stays writable by the laptop
(the device never writes files: its state lives in FRAM or nvm, not FAT).
"""

import usb_cdc

usb_cdc.enable(console=True, data=True)
