"""Skelos device app: buttons, LEDs, serial link and persistence around the
rules core (skelos).  Portable CircuitPython code; hardware comes in as small
duck-typed objects (see app.DeviceApp)."""

__version__ = "0.1.0"
