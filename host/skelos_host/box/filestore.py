"""The box's storage without its FRAM: a file that keeps the FRAM's guarantees.

``DurableFile(path, size)`` is a byte array for skelos_device.storage
(``len``, ``mem[a:b]``, ``mem[a:b] = data``, ``readinto``) kept in one file
of exactly `size` bytes, the same layout as the FRAM (storage.py).  The
power-cut guarantees of that layout need two things of the medium: a write
that is interrupted leaves each of its bytes old or new (never touching
other bytes), and a write has reached the medium before the next one starts.
Here every write is one ``os.pwrite`` at its offset, then ``os.fdatasync``
before returning, so the second holds; the first holds on a medium that
writes its sectors atomically (a power cut tears a write only between
sectors, in any order: the campaign in tests/reliability cuts them so).
An SD card's controller may not honour that: the FRAM stays the part to
trust (docs/pi.md).

A missing file is made whole before use: written blank (0xFF, as the
simulator's) under a temporary name, synced, renamed into place and the
folder synced, so a power cut while creating it leaves no file or a whole
one.  A file of another size is refused (`StoreError`) and left as it is.
"""

import os

BLANK = b"\xff"


class StoreError(Exception):
    """The storage file cannot be used; the message says why and changes nothing."""


def _sync_dir(folder):
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class DurableFile:
    def __init__(self, path, size):
        self.path = str(path)
        self.size = size
        self.writes = 0
        self.bytes_written = 0
        if not os.path.exists(self.path):
            self._create()
        found = os.path.getsize(self.path)
        if found != size:
            raise StoreError("%s is %d bytes, not the %d of the board's storage; move it away to start "
                             "a fresh store (it is left as it is)" % (self.path, found, size))
        self.fd = os.open(self.path, os.O_RDWR)

    def _create(self):
        folder = os.path.dirname(os.path.abspath(self.path))
        tmp = self.path + ".new"
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        try:
            data = BLANK * self.size
            o = 0
            while o < len(data):
                o += os.write(fd, data[o:])
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, self.path)
        _sync_dir(folder)

    def __len__(self):
        return self.size

    def _range(self, s, n=None):
        start, stop, step = s.indices(self.size)
        if step != 1:
            raise ValueError("no slice steps")
        stop = max(start, stop)
        if n is not None and stop - start != n:
            raise ValueError("slice assignment must keep the size")
        return start, stop

    def __getitem__(self, s):
        start, stop = self._range(s)
        return os.pread(self.fd, stop - start, start)

    def readinto(self, addr, buf, n):
        if addr < 0 or addr + n > self.size:
            raise ValueError("address range out of the store")
        buf[0:n] = os.pread(self.fd, n, addr)

    def __setitem__(self, s, data):
        start, _ = self._range(s, len(data))
        data = bytes(data)
        o = 0
        while o < len(data):
            o += os.pwrite(self.fd, data[o:], start + o)
        os.fdatasync(self.fd)
        self.writes += 1
        self.bytes_written += len(data)

    def close(self):
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
