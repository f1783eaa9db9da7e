"""A line tap between a host program and a simulated board, on two real
pseudo-terminals: it forwards every line both ways, lets a test inject lines
towards the host (a hostile or garbled device), and can rewrite the device's
lines on their way."""

import os
import select
import threading
import time
import tty


class LineTap:
    def __init__(self, device_port, rewrite=None):
        self.dev_fd = os.open(device_port, os.O_RDWR | os.O_NOCTTY)
        tty.setraw(self.dev_fd)
        self.master, slave = os.openpty()
        tty.setraw(slave)
        self.port = os.ttyname(slave)
        os.set_blocking(self.master, False)
        self.stalled = False
        self._slave = slave
        self.rewrite = rewrite          # fn(line bytes) -> bytes or None (dropped), for device lines
        self._lock = threading.Lock()  # one writer of whole lines towards the host
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="line-tap", daemon=True)
        self._thread.start()

    def inject(self, line, timeout=10.0):
        """Send `line` (bytes, without newline) to the host between two device lines;
        AssertionError when the host stops reading."""
        if not self._to_host(line + b"\n", timeout):
            raise AssertionError("the host stopped reading its port")

    def _to_host(self, data, timeout=10.0):
        deadline = time.monotonic() + timeout
        with self._lock:
            view = memoryview(data)
            while view:
                try:
                    n = os.write(self.master, view)
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        self.stalled = True
                        return False
                    select.select([], [self.master], [], 0.05)
                    continue
                view = view[n:]
        return True

    def _run(self):
        dev_buf = b""
        while not self._stop:
            r, _, _ = select.select([self.dev_fd, self.master], [], [], 0.05)
            if self.dev_fd in r:
                try:
                    data = os.read(self.dev_fd, 65536)
                except OSError:
                    data = b""
                dev_buf += data
                *lines, dev_buf = dev_buf.split(b"\n")
                for line in lines:
                    if self.rewrite is not None:
                        line = self.rewrite(line)
                    if line is not None:
                        self._to_host(line + b"\n")
            if self.master in r:
                try:
                    data = os.read(self.master, 65536)
                except OSError:
                    data = b""
                if data:
                    os.write(self.dev_fd, data)     # the simulator reads all the time

    def close(self):
        self._stop = True
        self._thread.join(2)
        for fd in (self.master, self._slave, self.dev_fd):
            try:
                os.close(fd)
            except OSError:
                pass
