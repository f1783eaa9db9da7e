"""lgpio (the GPIO back end Blinka 9 uses on a Pi 5) on the fake GPIO block
(chips.GPIO): a line is claimed as input (with its pull flags) or output
before use; with `exceptions` set, as Blinka sets it, errors raise `error`."""

from fakes.pi import chips

SET_ACTIVE_LOW = 0x02
SET_OPEN_DRAIN = 0x04
SET_PULL_UP = 0x20
SET_PULL_DOWN = 0x40
SET_PULL_NONE = 0x80
LG_BAD_GPIO = -3
LG_NOT_ALLOCATED = -62
exceptions = True
_TEXT = {LG_BAD_GPIO: "bad GPIO number", LG_NOT_ALLOCATED: "GPIO not allocated"}
_open = set()


class error(Exception):  # noqa: N801 - lgpio's name
    pass


def error_text(code):
    return _TEXT.get(code, "error %d" % code)


def _fail(code):
    if exceptions:
        raise error(error_text(code))
    return code


def gpiochip_open(n):
    if n != 0:
        return _fail(-78)
    _open.add(n)
    return n


def _line(handle, gpio):
    if handle not in _open:
        return False
    try:
        chips.GPIO.check(gpio)
    except ValueError:
        return False
    return True


def gpio_claim_input(handle, gpio, lFlags=0):  # noqa: N803 - lgpio's name
    if not _line(handle, gpio):
        return _fail(LG_BAD_GPIO)
    bank = chips.GPIO
    bank.mode[gpio] = "in"
    bank.pull[gpio] = "up" if lFlags & SET_PULL_UP else "down" if lFlags & SET_PULL_DOWN else "off"
    return 0


def gpio_claim_output(handle, gpio, level=0, lFlags=0):  # noqa: N803
    if not _line(handle, gpio):
        return _fail(LG_BAD_GPIO)
    chips.GPIO.mode[gpio] = "out"
    chips.GPIO.level[gpio] = 1 if level else 0
    return 0


def gpio_free(handle, gpio):
    if not _line(handle, gpio) or gpio not in chips.GPIO.mode:
        return _fail(LG_NOT_ALLOCATED)
    chips.GPIO.mode.pop(gpio, None)
    chips.GPIO.pull.pop(gpio, None)
    return 0


def gpio_read(handle, gpio):
    if not _line(handle, gpio) or gpio not in chips.GPIO.mode:
        return _fail(LG_NOT_ALLOCATED)
    return chips.GPIO.read(gpio)


def gpio_write(handle, gpio, level):
    if not _line(handle, gpio) or chips.GPIO.mode.get(gpio) != "out":
        return _fail(LG_NOT_ALLOCATED)
    chips.GPIO.level[gpio] = 1 if level else 0
    return 0
