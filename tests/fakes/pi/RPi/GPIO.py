"""RPi.GPIO on the fake GPIO block (chips.GPIO): BCM numbering, pulls,
and the errors RPi.GPIO raises for a channel used before setup()."""

from fakes.pi import chips

BOARD = 10
BCM = 11
OUT = 0
IN = 1
LOW = 0
HIGH = 1
PUD_OFF = 20
PUD_DOWN = 21
PUD_UP = 22
RPI_INFO = {"P1_REVISION": 3, "TYPE": "fake"}
VERSION = "0.7.1"

_mode = [None]
_PULLS = {PUD_OFF: "off", PUD_DOWN: "down", PUD_UP: "up"}


def setmode(mode):
    if mode not in (BOARD, BCM):
        raise ValueError("An invalid mode was passed to setmode()")
    _mode[0] = mode


def getmode():
    return _mode[0]


def setwarnings(flag):
    pass


def _bank(channel):
    if _mode[0] is None:
        raise RuntimeError("Please set pin numbering mode using GPIO.setmode(GPIO.BOARD) or GPIO.setmode(GPIO.BCM)")
    if _mode[0] != BCM:
        raise RuntimeError("the fake GPIO speaks BCM numbers only")
    chips.GPIO.check(channel)
    return chips.GPIO


def setup(channel, direction, pull_up_down=PUD_OFF, initial=-1):
    bank = _bank(channel)
    if direction == OUT:
        if pull_up_down != PUD_OFF:
            raise ValueError("pull_up_down parameter is not valid for outputs")
        bank.mode[channel] = "out"
        bank.level[channel] = 0 if initial == -1 else initial
    elif direction == IN:
        if pull_up_down not in _PULLS:
            raise ValueError("Invalid value for pull_up_down - should be either PUD_OFF, PUD_UP or PUD_DOWN")
        bank.mode[channel] = "in"
        bank.pull[channel] = _PULLS[pull_up_down]
    else:
        raise ValueError("An invalid direction was passed to setup()")


def input(channel):  # noqa: A001 - RPi.GPIO's name
    bank = _bank(channel)
    if channel not in bank.mode:
        raise RuntimeError("You must setup() the GPIO channel first")
    return bank.read(channel)


def output(channel, value):
    bank = _bank(channel)
    if bank.mode.get(channel) != "out":
        raise RuntimeError("The GPIO channel has not been set up as an OUTPUT")
    bank.level[channel] = 1 if value else 0


def cleanup(channel=None):
    bank = chips.GPIO
    for ch in ([channel] if channel is not None else list(bank.mode)):
        bank.mode.pop(ch, None)
        bank.pull.pop(ch, None)
