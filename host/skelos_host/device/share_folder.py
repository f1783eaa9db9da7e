"""Where the holders of shared boards listen (share.py): the user's private folder of sockets, one socket
per port, and who is at the other end of one."""

import os
import socket
import stat
import struct
import tempfile
import zlib

from skelos_host.device.transport import TransportError
from skelos_host.text.i18n import _


class ShareError(TransportError):
    """The sharing folder or a socket in it cannot be used (kind "share"), or no holder answers (kind "none")."""

    def __init__(self, message, hint=None, kind="share"):
        super().__init__(message, hint, kind)


def _candidates():
    """The folders a holder's socket may be in, in order: the runtime folder, the temporary folder's
    skelos-UID, and the user's own cache (when another user made skelos-UID first: it is skipped)."""
    out = []
    base = os.environ.get("XDG_RUNTIME_DIR")
    if base and os.path.isabs(base) and os.path.isdir(base):
        out.append(os.path.join(base, "skelos"))
    out.append(os.path.join(tempfile.gettempdir(), "skelos-%d" % os.getuid()))
    import platformdirs

    out.append(os.path.join(platformdirs.user_cache_dir("skelos"), "sockets"))
    return out


def _status(path):
    """"private" (a folder of this user only), "missing", "squatted" (not this user's folder: a symlink,
    a file, or another user's folder, which this user must not trust and cannot take back) or "open"
    (this user's folder, but others may enter it)."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return "missing"
    except OSError:
        return "squatted"
    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid():
        return "squatted"
    return "open" if st.st_mode & 0o077 else "private"


def sockets_folder():
    """The folder where a holder of this user listens (the first candidate not squatted)."""
    cands = _candidates()
    for path in cands:
        if _status(path) != "squatted":
            return path
    return cands[-1]


def socket_name(port):
    real = os.path.realpath(port)
    readable = "".join(c if c.isalnum() else "-" for c in real.strip("/"))[:40]
    return "%s-%08x.sock" % (readable, zlib.crc32(real.encode("utf-8", "surrogateescape")))


def runtime_dir(create=False):
    """The user's private folder of holder sockets (created 0700 when `create`).  A candidate another
    user made first (squatted) is passed over for the next one: refused, never trusted, never fatal."""
    for path in _candidates():
        status = _status(path)
        if status == "missing" and create:
            try:
                os.makedirs(os.path.dirname(path), 0o700, exist_ok=True)
                os.mkdir(path, 0o700)
            except FileExistsError:
                pass
            except OSError:
                continue
            status = _status(path)
        if status == "squatted":
            continue
        if status == "missing":
            raise ShareError(_("no board is shared yet"), kind="none")
        if status == "open":
            raise ShareError(_("%s is not a private folder of this user: no board is shared through it") % path)
        return path
    raise ShareError(_("no private folder for the sockets of shared boards: %s are not this user's")
                     % ", ".join(_candidates()))


def shareable(port):
    return bool(port) and "://" not in port and hasattr(socket, "AF_UNIX")


def socket_path(port, create=False):
    """The socket of the holder of `port` (the same for every name of the port: its real path),
    named after it: /dev/pts/3 -> dev-pts-3-<crc32 of the path>.sock."""
    return os.path.join(runtime_dir(create), socket_name(port))


def peer(sock):
    """(pid, uid) of the other end of a Unix socket, or None where the system does not tell."""
    if not hasattr(socket, "SO_PEERCRED"):
        return None
    pid, uid, _gid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED,
                                                         struct.calcsize("3i")))
    return pid, uid


def holder_label(greeting):
    """'skelos play (pid 1234)'."""
    return _("%(command)s (pid %(pid)s)") % {"command": greeting.get("holder") or "?", "pid": greeting.get("pid")}

