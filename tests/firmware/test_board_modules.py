"""The board's games keep their journal in its storage: the journal's RAM
backend (skelos.ramlog) is a module the board never loads, so its code takes
none of the board's heap."""

import random
import sys

from fakes import FakeFRAM
from helpers import make_app
from test_storage_layout import _long_game


def test_the_board_plays_undoes_and_resumes_without_the_ram_backend(monkeypatch):
    monkeypatch.delitem(sys.modules, "skelos.ramlog", raising=False)
    mem = FakeFRAM(32768)
    app = make_app(mem)
    _long_game(app, 60, random.Random(7))
    assert app.game.replayed > 0          # undos rebuilt states from checkpoints
    again = make_app(mem)                 # a resume
    assert again.game.count == app.game.count
    assert "skelos.ramlog" not in sys.modules
