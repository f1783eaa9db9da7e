"""The heroes' sheets as a side of the host (skelos_host.views.sides): their page routes (web.py), their
part of a page server (the table beside the board), their records of a logged session replayed
and told, and their figures for the report (session.py)."""

from skelos_host.heroes import session, web

NAME = "heroes"
owns = web.owns
get = web.get
post = web.post
print_replay = session.print_replay
figures = session.figures_of
figures_marks = session.figures_marks
FIGURES_VERSION = session.FIGURES_VERSION
html_block = session.html_block


def attach(hub, page_messages, store_path=None):
    """The heroes' table of one page server, logged into the session store when there is one."""
    return web.Heroes(hub, page_messages, store_path)
