"""gpiod 2.x (libgpiod's Python binding, what Blinka 10 drives every Pi's
GPIO with) on the fake GPIO block (chips.GPIO): /dev/gpiochip0 opened only
by a member of the `gpio` group (chips.ACCESS), a line requested before
use (a released request refuses), its direction and bias set by a
reconfiguration, values as line.Value.  Unlike the kernel, a line may be
requested twice: the device tests' power cycles boot a second app while
the first one still holds its lines."""

import enum
import errno

from fakes.pi import chips

__version__ = "2.5.0"
LABELS = {"RASPBERRY_PI_4B": ("pinctrl-bcm2711", 58), "RASPBERRY_PI_5": ("pinctrl-rp1", 54)}


class line:  # noqa: N801 - gpiod's submodule
    class Value(enum.Enum):
        INACTIVE = 0
        ACTIVE = 1

    class Direction(enum.Enum):
        AS_IS = 1
        INPUT = 2
        OUTPUT = 3

    class Bias(enum.Enum):
        AS_IS = 1
        UNKNOWN = 2
        DISABLED = 3
        PULL_UP = 4
        PULL_DOWN = 5


class LineSettings:
    def __init__(self, direction=line.Direction.AS_IS, bias=line.Bias.AS_IS, output_value=line.Value.INACTIVE):
        self.direction = direction
        self.bias = bias
        self.output_value = output_value


class ChipInfo:
    def __init__(self, name, label, num_lines):
        self.name, self.label, self.num_lines = name, label, num_lines


_PULL = {line.Bias.PULL_UP: "up", line.Bias.PULL_DOWN: "down", line.Bias.DISABLED: "off"}


class LineRequest:
    def __init__(self, offsets):
        self.offsets = list(offsets)

    def _check(self, offset):
        if self.offsets is None:
            raise ValueError("request released and cannot be used")
        if offset not in self.offsets:
            raise ValueError("unknown offset %r" % offset)

    def reconfigure_lines(self, config):
        for offset, s in config.items():
            self._check(offset)
            gpio = chips.GPIO
            if s.direction == line.Direction.INPUT:
                gpio.mode[offset] = "in"
                gpio.pull[offset] = _PULL.get(s.bias, gpio.pull.get(offset, "off"))
            elif s.direction == line.Direction.OUTPUT:
                gpio.mode[offset] = "out"
                gpio.level[offset] = 1 if s.output_value == line.Value.ACTIVE else 0

    def get_value(self, offset):
        self._check(offset)
        return line.Value.ACTIVE if chips.GPIO.read(offset) else line.Value.INACTIVE

    def set_value(self, offset, value):
        self._check(offset)
        chips.GPIO.level[offset] = 1 if value == line.Value.ACTIVE else 0

    def release(self):
        self.offsets = None


class Chip:
    def __init__(self, path):
        if path != "/dev/gpiochip0":
            raise FileNotFoundError(errno.ENOENT, "No such file or directory", path)
        if not chips.ACCESS["gpio"]:
            raise PermissionError(errno.EACCES, "Permission denied", path)
        self.path = path
        self.closed = False

    def get_info(self):
        label, n = LABELS[chips.MODEL[0]]
        return ChipInfo("gpiochip0", label, n)

    def request_lines(self, config, consumer=None, event_buffer_size=None, output_values=None):
        offsets = []
        for key in config:
            for offset in key if isinstance(key, tuple) else (key,):
                chips.GPIO.check(offset)
                offsets.append(offset)
        return LineRequest(offsets)

    def close(self):
        self.closed = True
