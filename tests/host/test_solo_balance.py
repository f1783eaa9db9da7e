"""The balance of the board's Overlord from logged games (docs/solo.md, "Balance from real
games"): `skelos report` counts, per scenario and level, the solo games that ended, the
Overlord's wins, the heroes lost (from the heroes' sheets) and the turns used, and flags a
row whose games fall outside the designers' band (the heroes win losing one or two heroes)."""

from click.testing import CliRunner

from skelos.codec import encode_scenario
from skelos.conan import solo
from skelos.conan.game import OVERLORD, Game
from skelos.games import new_game
from skelos_host import presets
from skelos_host.session import balance
from skelos_host.cli import cli
from skelos_host.heroes import presets as hero_presets
from skelos_host.heroes.table import HeroLog, HeroTable
from skelos_host.session.store import Store


def solo_game(level, seed, winner):
    """A solo game of the Pict village the board plays for two turns, then `winner` (1 heroes, 2 Overlord)."""
    scenario, d = presets.load_scenario("pict-village")
    g = new_game(scenario)
    assert g.start_solo(level, seed) is None
    for _turn in range(2):
        assert g.begin_turn() is None
        while g.phase == OVERLORD and not g.over:
            assert solo.play(g, solo.do_game(g)) is None
    assert g.finish(winner) is None
    return d, [{"seq": i + 1, "rec": g.record_list(i)} for i in range(g.count)], g.turn


def entry(level, over, turn, dead=None, name="Pict village"):
    """A report entry as `skelos report` makes it ("heroes": the sheets' figures, None without)."""
    e = {"names": {"name": name}, "scenario_id": "pict-village",
         "figures": {"game": "conan", "solo": level, "over": over, "turn": turn}}
    if dead is not None:
        e["heroes"] = [{"name": "h%d" % i, "dead": i < dead} for i in range(4)]
    return (1, e)


def test_each_game_is_placed_against_the_designers_band():
    assert [balance.verdict("heroes", n) for n in (0, 1, 2, 3)] == ["easy", "fair", "fair", "hard"]
    assert balance.verdict("overlord", 1) == "hard" and balance.verdict("time", None) == "hard"
    assert balance.verdict("heroes", None) == "unknown"
    rows = balance.rows([entry(2, "heroes", 5, 1), entry(2, "heroes", 7, 2), entry(2, "overlord", 6, 4),
                         entry(3, "heroes", 4, 0), entry(3, "heroes", 6, 0), entry(3, "overlord", 8, 1),
                         entry(1, "playing", 3, 0), (9, {"figures": {"game": "conan", "solo": 0, "over": "heroes"}})])
    assert [(level, g["games"], g["overlord"], g["lost"], g["sheets"], g["fair"], g["flag"]) for _n, level, g in rows] \
        == [(2, 3, 1, 7, 3, 2, None), (3, 3, 1, 1, 3, 0, "easy")]
    assert rows[0][2]["turns"] == 6


def test_the_report_shows_the_balance_of_logged_solo_games(tmp_path):
    db = str(tmp_path / "club.sqlite")
    games = [(2, 11, 2), (2, 12, 2), (2, 13, 1), (3, 14, 1)]
    turns = {}
    last = {}
    with Store(db) as store:
        for i, (level, seed, winner) in enumerate(games):
            d, events, turn = solo_game(level, seed, winner)
            turns.setdefault(level, []).append(turn)
            sid = store.session("board1", i + 1, d["id"], d, encode_scenario(d), "raspberry_pi_pico", "0.1.0",
                                rules=Game.RULES, uid="0a1b2c%02x" % i)
            for e in events:
                store.add_events(sid, [e], received_at=1_700_000_000 + i * 3600 + e["seq"] * 10)
            last[i] = len(events)
    # the level-3 game: two heroes' sheets logged beside the board, Bêlit falls
    board = {"uid": "0a1b2c03", "seq": last[3]}
    t = HeroTable(lambda: board, HeroLog(db))
    tokens = []
    for name in ("conan", "belit"):
        seat, problems = t.add(hero_presets.load_dict(name))
        assert problems is None
        tokens.append(t.pair(seat, t.code(seat)))
    for i, tok in enumerate(tokens):
        assert t.act(i, tok, "begin_turn")["ok"]
    for i, tok in enumerate(tokens):
        assert t.act(i, tok, "declare", [0])["ok"]
    assert t.act(1, tokens[1], "wound", [9])["ok"] and t.seats[1].sheet.dead
    for lang, title, hard, fair in (
            ("en", "Balance of the board's Overlord", "too hard for the heroes", "fair"),
            ("fr", "Équilibre de l'Overlord du plateau", "trop difficile pour les Héros", "équilibrée")):
        out = tmp_path / ("rep-" + lang)
        r = CliRunner().invoke(cli, ["--lang", lang, "report", "--all", "--out", str(out), "--db", db])
        assert r.exit_code == 0, r.output
        page = (out / "index.html").read_text(encoding="utf-8")
        assert title in page.replace("&#x27;", "'")
        table = page[page.index('id="balance"'):]
        table = table[:table.index("</section>")]
        rows = table.split("<tr")[2:]
        assert len(rows) == 2                   # level 2 and level 3 of the Pict village
        # level 2: 3 games, 2 won by the Overlord, no sheets; most games hard: flagged
        assert '<td class="n">2</td><td class="n">3</td><td class="n">2</td><td>—</td>' in rows[0]
        assert 'class="flag"' in rows[0] and hard in rows[0]
        # level 3: 1 game, the heroes won losing one of their two heroes: fair, not flagged
        sheets = {"en": "1 (1 of 1 games with sheets)", "fr": "1 (1 parties sur 1 avec fiches)"}[lang]
        assert '<td class="n">3</td><td class="n">1</td><td class="n">0</td><td>%s</td>' % sheets in rows[1]
        assert 'class="flag"' not in rows[1] and '<td class="n">1</td><td>%s</td>' % fair in rows[1]
        for row, level in ((rows[0], 2), (rows[1], 3)):       # the turns used, their mean
            mean = "%.1f" % (sum(turns[level]) / len(turns[level]))
            assert '<td class="n">%s</td>' % (mean.replace(".", ",") if lang == "fr" else mean) in row
