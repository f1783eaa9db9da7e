"""Fake `digitalio`: a pin claimed as a DigitalInOut (a pin in use cannot be claimed again)."""


class Direction:
    INPUT = "input"
    OUTPUT = "output"


claimed = set()


class DigitalInOut:
    def __init__(self, pin):
        if pin.name in claimed:
            raise ValueError(pin.name + " in use")
        claimed.add(pin.name)
        self.pin = pin
        self.direction = Direction.INPUT

    def deinit(self):
        claimed.discard(self.pin.name)
