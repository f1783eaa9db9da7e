"""adafruit_raspberry_pi5_neopixel_write (Adafruit's Pi 5 NeoPixel package,
the strip back end Blinka calls on a Pi 5) on the fake data line
(chips.WIRE): any GPIO, the RP1's PIO opened at the first write (it fails
without /dev/pio0: chips.PIO), the buffer sent in 32-bit blocks, so the
wire gets up to 3 zero bytes after the pixels."""

from fakes.pi import chips


def neopixel_write(gpio, buf):
    pin = getattr(gpio, "_pin", gpio).id
    chips.GPIO.check(pin)
    if not chips.PIO[0]:
        raise RuntimeError("Failed to open PIO device (error -2)")
    data = bytes(buf)
    chips.WIRE.render(data + bytes(-len(data) % 4))


def free_pio():
    pass
