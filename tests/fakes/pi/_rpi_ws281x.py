"""_rpi_ws281x (rpi_ws281x's C module, the strip back end Blinka calls on a
Pi 2-4) on the fake data line (chips.WIRE): the calls Blinka makes, the
pins the PWM/PCM/SPI blocks drive, root for /dev/mem, and a render that
puts 3 bytes per pixel on the wire."""

from fakes.pi import chips

WS2811_SUCCESS = 0
WS2811_ERROR_MMAP = -5
WS2811_ERROR_ILLEGAL_GPIO = -11
WS2811_STRIP_RGB = 0x00100800
SK6812_STRIP_RGBW = 0x18100800
_MESSAGES = {WS2811_SUCCESS: "Success", WS2811_ERROR_MMAP: "mmap() failed",
             WS2811_ERROR_ILLEGAL_GPIO: "Selected GPIO not possible"}
_PINS = (10, 12, 13, 18, 19, 21)


class _Channel:
    def __init__(self):
        self.count = 0
        self.gpionum = 0
        self.invert = 0
        self.brightness = 0
        self.strip_type = WS2811_STRIP_RGB
        self.leds = []


class _Strip:
    def __init__(self):
        self.channels = [_Channel(), _Channel()]
        self.freq = 0
        self.dmanum = 0
        self.ready = False


def new_ws2811_t():
    return _Strip()


def delete_ws2811_t(strip):
    strip.ready = False


def ws2811_channel_get(strip, n):
    return strip.channels[n]


def ws2811_channel_t_count_set(ch, n):
    ch.count = n


def ws2811_channel_t_gpionum_set(ch, n):
    ch.gpionum = n


def ws2811_channel_t_gpionum_get(ch):
    return ch.gpionum


def ws2811_channel_t_invert_set(ch, v):
    ch.invert = v


def ws2811_channel_t_brightness_set(ch, v):
    ch.brightness = v


def ws2811_channel_t_strip_type_set(ch, v):
    ch.strip_type = v


def ws2811_channel_t_strip_type_get(ch):
    return ch.strip_type


def ws2811_t_freq_set(strip, v):
    strip.freq = v


def ws2811_t_dmanum_set(strip, v):
    strip.dmanum = v


def ws2811_init(strip):
    if not chips.ROOT[0]:
        return WS2811_ERROR_MMAP
    for ch in strip.channels:
        if ch.count and ch.gpionum not in _PINS:
            return WS2811_ERROR_ILLEGAL_GPIO
        ch.leds = [0] * ch.count
    strip.ready = True
    return WS2811_SUCCESS


def ws2811_get_return_t_str(code):
    return _MESSAGES.get(code, "error %d" % code)


def ws2811_led_set(ch, i, value):
    ch.leds[i] = value


def ws2811_render(strip):
    if not strip.ready:
        return -1
    for ch in strip.channels:
        if ch.count:
            wire = bytearray()
            for v in ch.leds:
                wire += bytes(((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF))
            chips.WIRE.render(bytes(wire))
    return WS2811_SUCCESS


def ws2811_fini(strip):
    strip.ready = False
