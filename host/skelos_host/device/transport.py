"""Byte transport under the protocol client: a serial device, a pty or `loop://`.

`serial.serial_for_url` opens all three.  Lines are read with a cap so a
device (or noise) that never sends a newline cannot make the host grow a
buffer without bound.
"""

import errno
import re
import os
import sys
import time

import serial

from skelos_host.text.i18n import _

MAX_LINE = 256 * 1024   # replies are larger than requests (events, state with pixels)
WRITE_TIMEOUT = 2.0     # a device that reads nothing for this long fails the write
# Written before the next line after a failed write, which may have left part of a line in the
# device's buffer: the part becomes a line of its own that cannot be a whole request (a complete
# JSON object followed by "~" is not JSON), so the device refuses it alone and the next line is whole.
RESYNC = b"~\n"


class TransportError(Exception):
    """The port cannot be opened or the link broke; `hint` says what to do."""

    def __init__(self, message, hint=None, kind="io"):
        self.hint = hint
        self.kind = kind  # "missing", "permission", "busy", "io", "closed"
        super().__init__(message)

    def __str__(self):
        return self.args[0] + ("\n" + self.hint if self.hint else "")


def _open_hint(port, exc):
    err = getattr(exc, "errno", None)
    text = str(exc)
    if err == errno.EACCES or "Permission denied" in text:
        hint = _("You may not use the serial ports. On Linux: sudo usermod -aG dialout $USER (then log out and "
                 "in), or a udev rule: %s.") % 'SUBSYSTEM=="tty", ATTRS{idVendor}=="239a", MODE="0666"'
        return TransportError(_("permission denied opening %s") % port, hint, "permission")
    if err == errno.ENOENT or "No such file" in text:
        return TransportError(_("no such port %s") % port, _("Is the board plugged in? Try `skelos devices`."),
                              "missing")
    if (err in (errno.EBUSY, errno.EAGAIN) or "Device or resource busy" in text
            or "temporarily unavailable" in text or "Could not exclusively lock" in text):
        hint = _("Another program holds the port (a serial terminal, or ModemManager probing it: "
                 "sudo systemctl stop ModemManager); skelos commands share a board among themselves.")
        return TransportError(_("port %s is busy") % port, hint, "busy")
    scheme = re.search(r"protocol '([^']*)' not known", text)
    if scheme and scheme.group(1).lower() in ("http", "https"):      # a page's address given as a board's
        return TransportError(_("%s is a web page's address, not a board's: open it in a browser (a page of skelos "
                                "play, live or box already mirrors its board live)") % port,
                              _("--port takes a board's serial port (skelos devices lists them), a pty path or a "
                                "serial URL such as socket://HOST:PORT."), "io")
    if scheme:          # pyserial: "invalid URL, protocol 'tcp' not known"
        return TransportError(_("%(port)s: skelos does not know the address kind %(scheme)s://") % {
            "port": port, "scheme": scheme.group(1)},
            _("A board is reached through its USB serial port: skelos devices lists them."), "io")
    # pyserial words a failed configuration as "...: (25, 'Inappropriate ioctl for device')"
    code = re.search(r"\((\d+), '([^']*)'\)", text)
    if err is None and code:
        err = int(code.group(1))
    if err == errno.ENOTTY or "Inappropriate ioctl" in text:
        return TransportError(_("%s is not a serial port") % port,
                              _("A board is reached through its USB serial port: skelos devices lists them."),
                              "io")
    if err is not None:
        text = os.strerror(err)
    return TransportError(_("cannot open %(port)s: %(error)s") % {"port": port, "error": text}, None, "io")


def pty_identity(port):
    """What tells a pseudo-terminal from a later one the kernel gives the same number: its device
    number and creation time.  None for a port that is not a pseudo-terminal, or is not there."""
    try:
        if not os.path.realpath(port).startswith("/dev/pts/"):
            return None
        st = os.stat(port)
    except (OSError, ValueError):
        return None
    return (st.st_rdev, st.st_ctime_ns)


class Transport:
    """A line-oriented byte link.  `read_line` returns bytes without the newline, or None on timeout."""

    def __init__(self, url, baudrate=115200, poll=0.05):
        self.url = url
        kwargs = {"baudrate": baudrate, "timeout": poll, "write_timeout": WRITE_TIMEOUT}
        if "://" not in url and sys.platform != "win32":
            kwargs["exclusive"] = True
        try:
            self.ser = serial.serial_for_url(url, **kwargs)
        except (serial.SerialException, OSError, ValueError) as e:
            raise _open_hint(url, getattr(e, "__context__", None) or e) from None
        try:
            self.ser.reset_input_buffer()   # what a previous program left unread is not for us
        except (serial.SerialException, OSError):
            pass
        self._buf = bytearray()
        self._discarding = False
        self._cancelled = False
        self.dropped = 0  # overlong lines thrown away
        self._torn = False   # a write failed: part of its line may be in the device's buffer
        self.resyncs = 0     # RESYNC lines written whose error reply (without id) has not come yet

    def cancel(self):
        """Wake a reader blocked in `read_line` now (it returns None): closing never waits on a poll."""
        self._cancelled = True
        cancel_read = getattr(self.ser, "cancel_read", None)  # posix serial ports have it, loop:// does not
        if cancel_read is not None:
            try:
                cancel_read()
            except (serial.SerialException, OSError):
                pass

    def close(self):
        try:
            self.ser.close()
        except (serial.SerialException, OSError):
            pass

    def write_line(self, data):
        resync = self._torn
        try:
            self.ser.write((RESYNC if resync else b"") + data + b"\n")
            self.ser.flush()
        except (serial.SerialException, OSError) as e:
            self._torn = True
            raise TransportError("link to %s lost while writing: %s" % (self.url, e), kind="closed") from None
        self._torn = False
        self.resyncs += resync

    def read_line(self, timeout=0.1):
        deadline = time.monotonic() + timeout
        while not self._cancelled:
            line = take_line(self._buf)
            if line is not None:
                if self._discarding:
                    self._discarding = False
                    continue
                return line.rstrip(b"\r")
            if len(self._buf) > MAX_LINE:
                self._buf.clear()
                self._discarding = True
                self.dropped += 1
            try:
                n = max(1, self.ser.in_waiting)
                chunk = self.ser.read(n)
            except (serial.SerialException, OSError, TypeError) as e:
                raise TransportError("link to %s lost: %s" % (self.url, e), kind="closed") from None
            if chunk:
                self._buf.extend(chunk)
                continue
            if time.monotonic() >= deadline:
                return None
        return None


def take_line(buf):
    """The first whole line of `buf` (a bytearray), taken out of it without its newline, or None."""
    i = buf.find(b"\n")
    if i < 0:
        return None
    line = bytes(buf[:i])
    del buf[:i + 1]
    return line


def port_exists(port):
    return "://" in port or os.path.exists(port)
