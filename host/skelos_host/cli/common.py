"""Options and error handling shared by the device commands."""

import functools
import os

import click

from skelos_host.text.i18n import _, ngettext
from skelos_host.text.limits import printable  # noqa: F401 - the commands' own

# (the link's modules and the views are imported by the commands that talk to a board, when they do: a
# command that only reads the store, `report` among them, starts without them)

port_option = click.option("--port", "-p", envvar="SKELOS_PORT",
                           help="serial port, pty path or serial URL such as socket://HOST:PORT "
                                "(default: the only board or simulator found)")
db_option = click.option("--db", type=click.Path(dir_okay=False), envvar="SKELOS_DB",
                         help="session database (default: the user data dir's sessions.sqlite)")


def device_errors(fn):
    """Turn link and device errors into clean CLI errors."""
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        from skelos_host.device.client import BadReply, DeviceError, Disconnected, HolderGone, RequestTimeout, \
            VersionMismatch
        from skelos_host.device.discovery import NoDevice
        from skelos_host.device.transport import TransportError
        from skelos_host.views import UnknownGame, refusal_line

        try:
            return fn(*a, **kw)
        except (NoDevice, UnknownGame) as e:
            raise click.ClickException(str(e)) from None
        except VersionMismatch as e:
            raise click.ClickException(_("wrong firmware: %s") % e) from None
        except HolderGone as e:
            raise click.ClickException(e.args[0]) from None
        except Disconnected as e:
            raise click.ClickException(_("the device went away: %s") % e.args[0]) from None
        except TransportError as e:
            raise click.ClickException(str(e)) from None
        except RequestTimeout as e:
            raise click.ClickException(str(e) + " " + _("(is it the Skelos firmware? try `skelos devices`)")) from None
        except BadReply as e:
            raise click.ClickException(_("the device sent a malformed reply: %s") % e) from None
        except DeviceError as e:
            raise click.ClickException(_("the board refused: %s") % refusal_line(e.code, e.values)) from None
    return wrapper


def connect(port, on_push=None, serve=None):
    """A client to the board at `port` (or the only one found), through the skelos process that holds it
    if one does.  `serve` names this command ("skelos watch") when it should share the board it opens."""
    from skelos_host.device import share
    from skelos_host.device.discovery import choose_port

    return share.connect(choose_port(port), on_push=on_push, serve=serve)


def open_store(db, readonly=False):
    """The session store at `db` (default: the user's); `readonly` for the commands that only read it."""
    from skelos_host.session.store import Store, StoreError

    try:
        return Store(db, readonly=readonly)
    except StoreError as e:
        raise click.ClickException(str(e)) from None


def logged_store_path(db, do_log):
    """The path of the store the sessions are logged into (None: not logged), found before any board
    starts: a store the command cannot use stops it there."""
    if not do_log:
        return None
    probe = open_store(db)
    path = probe.path
    probe.close()
    return path


def _umask():
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def replace_file(path, fill, mode=None, *how, **open_args):
    """Write `path` with fill(file) under a temporary name beside it (its permissions `mode` when given), then
    rename it over `path`: a failure leaves no half file and the old one whole.  `how` and `open_args` open it."""
    import tempfile

    folder, name = os.path.split(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix="." + name + ".", suffix=".part")
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, *how, **open_args) as fh:
            fill(fh)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_text_file(path, fill, force=False, newline=None):
    """Write the text file `path` with fill(file): a new file, or an existing one only with `force`.

    A regular file is written beside it under a temporary name and then renamed
    over it, so a failure (a full disk) leaves no half file and the old one whole;
    a device or a pipe (/dev/stdout) is written directly.  Any failure is a
    one-line ClickException."""
    path = str(path)
    if os.path.isdir(path):
        raise click.ClickException(_("cannot write %(path)s: %(error)s") % {"path": path, "error": _("it is a folder")})
    if os.path.isfile(path) and not force:
        raise click.ClickException(_("%s exists (use --force to overwrite)") % path)
    try:
        if os.path.exists(path):
            mode = os.stat(path).st_mode & 0o7777
            if not os.path.isfile(path):
                with open(path, "w", encoding="utf-8", newline=newline) as fh:
                    fill(fh)
                return
        else:
            mode = 0o666 & ~_umask()
        replace_file(path, fill, mode, "w", encoding="utf-8", newline=newline)
    except OSError as e:
        raise click.ClickException(_("cannot write %(path)s: %(error)s")
                                   % {"path": path, "error": e.strerror or e}) from None


def problems_text(head, problems, translate):
    """`head` then each problem translated: on the same line when there is one, else one per line."""
    if len(problems) == 1:
        return head + " " + translate(problems[0])
    return head + "\n" + "\n".join("  " + translate(p) for p in problems)


def problem_list(label, problems, translate):
    """`label: N problems`, then each problem translated on a line of its own."""
    head = label + ": " + ngettext("%d problem", "%d problems", len(problems)) % len(problems)
    return head + "\n" + "\n".join("  " + translate(p) for p in problems)


def read_or_fail(load, name, problems):
    """load(name) of a preset or a file, or the ClickException problems(its PresetError) says."""
    from skelos_host.presets import PresetError

    try:
        return load(name)
    except PresetError as e:
        raise click.ClickException(problems(e)) from None


def write_from_template(file, force, template, base=None, read=None, problems=None):
    """Write `template`, or the text read(base) of the preset `base`, to `file` as a new file to edit
    (ClickException if it exists and not `force`, or problems(the PresetError) if the preset cannot be read)."""
    if os.path.isfile(file) and not force:
        raise click.ClickException(_("%s exists (use --force to overwrite)") % file)
    body = read_or_fail(read, base, problems) if base else template
    write_text_file(file, lambda f: f.write(body), force=force)


def load_session(store, ref):
    """(id, info) of the session `ref` (id, SERIAL:GAME or latest); a one-line error when there is none."""
    sid = store.resolve(ref)
    if sid is None:
        raise click.ClickException(_("no session %(ref)r in %(db)s (see `skelos sessions`)")
                                   % {"ref": ref, "db": store.path})
    return sid, store.session_info(sid)


# The page's port when none is given (`skelos live`, `skelos play`); taken, the next free one is used.
DEFAULT_HTTP_PORT = 8765


http_port_option = click.option(
    "--http-port", type=click.IntRange(0, 65535), default=None,
    help="the page's port (default 8765, or a free port when it is taken; 0: any free port)")


def _taken(host, port):
    """True when (host, port) cannot be listened on because something listens there already."""
    import errno
    import socket

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError:
        return False                 # the page server says what is wrong with the address
    family, kind, proto, _c, address = infos[0]
    with socket.socket(family, kind, proto) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)      # as the page server does
        try:
            s.bind(address)
        except OSError as e:
            return e.errno == errno.EADDRINUSE
    return False


def stop_on_sigterm():
    """SIGTERM (`kill`, `systemctl stop`, the system's shutdown) stops as Ctrl-C does: cleanly."""
    import signal

    def _term(signum, frame):
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _term)


def serve_page(make, host, http_port, say):
    """`make(port)` (a started page) on `http_port`, or on the default port when it is None; when the
    default is taken (a `skelos play` or another `skelos live` serves there), on a free port, saying so
    through `say`.  A port the user chose that is taken is a clean error that says how to choose another."""
    port = DEFAULT_HTTP_PORT if http_port is None else http_port
    fallback = False
    if port and _taken(host, port):
        if http_port is not None:
            raise click.ClickException(_("port %(port)d of %(host)s is already in use (another skelos play or "
                                         "skelos live?): choose another with --http-port, or --http-port 0 for "
                                         "any free port") % {"port": port, "host": host})
        fallback = True
    try:
        page = make(0 if fallback else port)
    except OSError as e:
        raise click.ClickException(_("cannot serve the page on %(address)s: %(error)s")
                                   % {"address": "%s:%d" % (host, 0 if fallback else port), "error": e}) from None
    if fallback:
        say(_("port %(port)d is already in use (another skelos play or skelos live?): the page is on port "
              "%(free)d instead (--http-port chooses it)")
            % {"port": port, "free": page.server.httpd.server_address[1]})
    return page
