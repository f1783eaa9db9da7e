"""The host's part of the sides the core plays beside a game (skelos.games.SIDES: the heroes'
sheets), the one place that names their modules.  A side's host module gives:

  NAME                                  its id (the key of skelos.games.SIDES)
  owns(path), get(handler, path), post(handler, path)
                                        its routes on the page server (the handler's `sides[NAME]`
                                        is what `attach` made for that server)
  attach(hub, page_messages, store_path)
                                        its part of one page server (with a `close()`, and
                                        optionally `check_press(button, kind)`: None, or the
                                        answer {"error": a message id, "code", "by"} of a press
                                        of the board's page the side does not let reach the
                                        board, sent as 409)
  print_replay(console, path, sid, story=True)
                                        its records of a logged session, replayed and told; the
                                        number of problems
  figures(path, sid), html_block(figures)
                                        its figures of a session for `skelos report` (None without
                                        any) and their section of the session's page
  figures_marks(db, uids), FIGURES_VERSION
                                        what its figures of each game `uids` are computed from,
                                        besides the board's history ({uid: text}, read through the
                                        store's connection `db`), and their version: the report
                                        keeps them in the store (side_figures) and computes them
                                        again when either changed

Sides are imported when first asked for, so the shared modules (the page server, `replay`,
`report`) import none by name."""

SIDES = {
    "heroes": "skelos_host.heroes.side",
}


def side(name):
    """The host module of a side; None for an unknown one."""
    mod = SIDES.get(name) if isinstance(name, str) else None
    if mod is None:
        return None
    return __import__(mod, None, None, ("NAME",))


def every():
    """Every side's host module, in the order of their names."""
    return [side(name) for name in sorted(SIDES)]


def owner(path):
    """The side whose page routes hold `path`, or None."""
    for s in every():
        if s.owns(path):
            return s
    return None
