"""Fake `adafruit_bus_device` (built into CircuitPython for the Pico)."""
