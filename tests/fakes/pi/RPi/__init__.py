"""Fake RPi package (RPi.GPIO, the back end Blinka 9 uses on a Pi 2-4)."""
