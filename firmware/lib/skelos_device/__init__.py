"""Skelos device app: buttons, LEDs, serial link and persistence around the
rules core (skelos).  Portable CircuitPython code; hardware comes in as small
duck-typed objects (see app.DeviceApp)."""

__version__ = "0.1.0"

# the board's UI module of each game (imported when a game of it is played)
UIS = {
    "conan": "skelos_device.conan_ui",
    "orcquest": "skelos_device.orcquest_ui",
}
