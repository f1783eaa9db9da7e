"""Reading what a program shows on a real pseudo-terminal until it closes."""

import os


def drain(master, on_chunk=None):
    """Every byte the terminal's far side wrote until it was closed, then the master closed.
    `on_chunk(seen)` is called with all bytes so far after each read (to answer a prompt)."""
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:          # EIO: the far side is closed
            break
        if not data:
            break
        chunks.append(data)
        if on_chunk is not None:
            on_chunk(b"".join(chunks))
    os.close(master)
    return b"".join(chunks)
