"""The heroes' table beside the board: pairing and tokens, requests answered once, the heroes'
records in the session store file beside the Overlord's, every sheet rebuilt from them, the
story in both languages, the figures, and a text for every refusal."""

import ast
import json
import os
import sqlite3

from skelos_host.session import story
from skelos_host.heroes import presets, session as hsession, texts
from skelos_host.heroes.table import HeroLog, HeroTable
from skelos_host.session.store import Store

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


class Board:
    """The board's last state as the page server keeps it: the game's identity and its last seq."""

    def __init__(self, uid="0a1b2c3d", seq=0):
        self.st = {"uid": uid, "seq": seq}

    def __call__(self):
        return self.st


def seated(table, *names):
    tokens = []
    for name in names:
        seat, problems = table.add(presets.load_dict(name))
        assert problems is None
        tokens.append(table.pair(seat, table.code(seat)))
    return tokens


def test_a_seat_pairs_once_and_only_its_token_changes_its_sheet():
    t = HeroTable(Board())
    seat, _ = t.add(presets.load_dict("conan"))
    code = t.code(seat)
    token = t.pair(seat, code)
    assert token and t.pair(seat, code) is None and t.code(seat) is None      # the code is spent
    assert t.act(seat, None, "begin_turn")["code"] == "not_your_sheet"
    assert t.act(seat, "x" * 24, "begin_turn")["code"] == "not_your_sheet"
    assert t.act(seat, token, "begin_turn")["ok"]
    assert t.state()["heroes"][0]["pairing"] == 1 and token.startswith("1.")
    fresh = t.repair(seat)                              # paired again: the old phone loses the seat
    assert t.act(seat, token, "declare", [0])["code"] == "not_your_sheet"
    assert t.act(seat, "1.", "declare", [0])["code"] == "not_your_sheet"     # no token while a code waits
    assert t.state()["heroes"][0]["paired"] is False
    other = t.pair(seat, fresh)
    assert other.startswith("2.") and t.state()["heroes"][0]["pairing"] == 2
    assert t.act(seat, other, "declare", [0])["ok"]
    st = t.state()
    assert "token" not in str(st) and other not in str(st) and st["heroes"][0]["paired"]
    assert t.add({"id": "x"})[1][0].startswith("name:")


def test_a_request_sent_again_is_answered_again_and_applied_once():
    t = HeroTable(Board())
    (tok,) = seated(t, "conan")
    assert t.act(0, tok, "begin_turn", [], rid="r1") == {"ok": True, "n": 1}
    again = t.act(0, tok, "begin_turn", [], rid="r1")
    assert again == {"ok": True, "n": 1, "again": True}
    assert t.seats[0].sheet.count == 1 and len(t.records) == 1
    refused = t.act(0, tok, "spend", ["melee", 9], rid="r2")
    assert refused["code"] == "wrong_phase" and t.act(0, tok, "spend", ["melee", 9], rid="r2")["again"]


def test_the_heroes_records_go_to_the_session_store_and_rebuild_every_sheet(tmp_path):
    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", uid="0a1b2c3d")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
    board = Board(seq=1)
    t = HeroTable(board, HeroLog(path))
    conan, belit, zelata = seated(t, "conan", "belit", "zelata")
    for i, tok in enumerate((conan, belit, zelata)):
        assert t.act(i, tok, "begin_turn")["ok"]
    assert t.act(0, conan, "declare", [0])["ok"]
    assert t.act(0, conan, "spend", ["melee", 1])["code"] == "companions_declaring"
    assert t.act(1, belit, "declare", [1])["ok"] and t.act(2, zelata, "declare", [0])["ok"]
    board.st["seq"] = 4
    assert t.act(0, conan, "spend", ["melee", 2])["ok"]
    assert t.act(1, belit, "wound", [9])["ok"] and t.seats[1].sheet.dead
    assert t.act(2, zelata, "move", [2, 1])["ok"] and t.act(2, zelata, "undo")["ok"]
    before = [s.sheet.snapshot() for s in t.seats]
    # the same file, read again: the sheets are rebuilt exactly, the Overlord's session untouched
    again = HeroTable(Board(seq=4), HeroLog(path))
    assert [s.sheet.snapshot() for s in again.state() and again.seats] == before
    assert again.problems == [] and [e["text"] for e in again.entries] == [e["text"] for e in t.entries]
    with Store(path, readonly=True) as store:
        assert [e["seq"] for e in store.events(sid)] == [1]
    seats, sheets, entries, problems = hsession.replay(path, sid)
    assert [sh.snapshot() for sh in sheets] == before and problems == []
    rows = sqlite3.connect(path).execute("SELECT n, seat, after FROM hero_records ORDER BY n").fetchall()
    assert [r[2] for r in rows] == [1] * 6 + [4] * 4 and [r[0] for r in rows] == list(range(1, 11))
    figs = hsession.figures_of(path, sid)
    assert figs[0]["spent"]["melee"] == 2 and figs[1]["dead"] and figs[1]["wounds"] == 9 and figs[1]["recovering"] == 1
    assert figs[2]["spent"]["movement"] == 0         # the paid move was undone
    assert "<h2>The heroes</h2>" in hsession.html_block(figs) and hsession.html_block(None) == ""


def test_a_new_game_on_the_board_is_a_new_table_and_the_old_one_comes_back(tmp_path):
    board = Board("11111111")
    t = HeroTable(board, HeroLog(str(tmp_path / "s.sqlite")))
    seated(t, "conan")
    board.st = {"uid": "22222222", "seq": 0}
    assert t.state()["heroes"] == []
    board.st = {"uid": "11111111", "seq": 0}
    assert [h["hero"]["id"] for h in t.state()["heroes"]] == ["conan"]


def test_a_record_the_store_cannot_take_is_refused_and_changes_nothing(tmp_path):
    log = HeroLog(str(tmp_path / "s.sqlite"))
    t = HeroTable(Board(), log)
    (tok,) = seated(t, "conan")
    log.db.execute("DROP TABLE hero_records")
    r = t.act(0, tok, "begin_turn", [], rid="a")
    assert r["code"] == "storage_error" and t.seats[0].sheet.count == 0 and t.records == []
    Store(str(tmp_path / "s.sqlite")).close()         # the store makes its table again
    assert t.act(0, tok, "begin_turn", [], rid="a")["ok"]       # the same request, tried again


def test_the_story_tells_the_heroes_turn_in_both_languages():
    t = HeroTable(Board())
    (tok,) = seated(t, "conan")
    for method, args in (("begin_turn", []), ("declare", [0]), ("spend", ["melee", 4]), ("move", [2, 1]),
                         ("wound", [2]), ("undo", []), ("end_turn", [])):
        assert t.act(0, tok, method, args)["ok"], method
    lines = [story.line(e, "en") for e in t.entries]
    assert lines[1] == "Turn 1, heroes: Conan is active and recovers 0 gems"
    assert lines[2] == "Turn 1, heroes: Conan attacks with 4 gems in melee"
    assert lines[3] == "Turn 1, heroes: Conan moves 2 free and 1 paid points"
    assert lines[5] == "Turn 1, heroes: Undone: Conan takes 2 wounds"       # the name once
    fr = [story.line(e, "fr") for e in t.entries]
    assert fr[2] == "Tour 1, Héros\u00a0: Conan attaque au corps-à-corps avec 4 gemmes"
    assert fr[5] == "Tour 1, Héros\u00a0: Annulé\u00a0: Conan subit 2 blessures"


def _refusals(rel):
    """(code, first argument or None) of every refusal a module gives: the tuples it returns, its
    R_* constants, and the "code" of the answers it builds."""
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    tuples = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
            tuples.append(node.value)
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", "").startswith("R_") for t in node.targets):
            tuples.extend(n for n in ast.walk(node.value) if isinstance(n, ast.Tuple))
        elif isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values, strict=True):
                if isinstance(k, ast.Constant) and k.value == "code" and isinstance(v, ast.Constant):
                    yield v.value, None
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Tuple) \
                and any(getattr(t, "id", "") == "r" for t in node.targets):
            tuples.append(node.value)
    for t in tuples:
        if t.elts and isinstance(t.elts[0], ast.Constant) and isinstance(t.elts[0].value, str):
            v = t.elts[1] if len(t.elts) > 1 else None
            yield t.elts[0].value, (v.value if isinstance(v, ast.Constant) else None)


def test_every_refusal_of_the_heroes_has_a_text():
    from skelos_host.text import reasons
    found = set()
    for rel in ("firmware/lib/skelos/heroes/sheet.py", "firmware/lib/skelos/heroes/table.py",
                "firmware/lib/skelos/journal.py", "host/skelos_host/heroes/table.py"):
        found |= set(_refusals(rel))
    codes = {c for c, _v in found}
    assert {"over_cap", "not_enough_gems", "companions_declaring", "not_your_sheet", "hero_dead", "wrong_phase",
            "storage_error", "free_move_first", "cannot"} <= codes, codes
    for code, variant in found:
        entry = texts.REFUSALS.get(code, reasons.REFUSALS.get(code))
        assert entry is not None, code
        if isinstance(entry, dict) and isinstance(variant, str):
            assert variant in entry, (code, variant)
    for action in ("melee", "ranged", "movement", "manipulation"):
        assert action in texts.REFUSALS["over_cap"] and action in texts.REFUSALS["cannot"]


def test_the_sheets_are_offered_beside_the_games_that_have_heroes_sheets():
    board = Board()
    t = HeroTable(board)
    board.st["state"] = {"game": "conan"}
    assert t.state()["beside"] is True
    board.st["state"] = {"game": "orcquest"}
    assert t.state()["beside"] is False


def test_a_board_that_does_not_answer_leaves_the_table_as_it_was():
    board = Board("11111111")
    t = HeroTable(board)
    (tok,) = seated(t, "conan")
    board.st = {}                  # the page server has no state of the board (unplugged, restarting)
    assert [h["hero"]["id"] for h in t.state()["heroes"]] == ["conan"] and t.act(0, tok, "begin_turn")["ok"]


def test_the_hero_page_carries_every_message_it_shows_and_not_the_whole_catalogue():
    import importlib.util

    from skelos_host.text import i18n
    from skelos_host.heroes import tell, web
    spec = importlib.util.spec_from_file_location("i18n_tool", os.path.join(ROOT, "host", "tools", "i18n.py"))
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    folder = os.path.join(ROOT, "host", "skelos_host", "web")
    marked = {m for m, _p in tool.extract_js(os.path.join(folder, "hero.js"))}
    marked |= {m for m, _p in tool.extract_html(os.path.join(folder, "hero.html"))}
    need = web.needed()
    assert marked and marked <= need, marked - need
    assert tell.SPEND["melee"][0] in need and texts.REFUSALS["over_cap"]["melee"] in need
    full = i18n.catalogue("fr")
    cut = web.messages(type("H", (), {"page_messages": staticmethod(
        lambda lang, default: {"messages": i18n.catalogue(lang), "plurals": i18n.plurals(lang)[0],
                               "refusals": {"": {}}})}), "fr", "en")
    assert cut["messages"]["Available energy"] == "Énergie disponible"
    assert cut["plurals"][tell.SPEND["melee"][0]][1] == "{hero} attaque au corps-à-corps avec {n} gemmes"
    assert len(cut["messages"]) < len(full) / 4


OLD_HEROES = """
CREATE TABLE hero_seats (uid TEXT NOT NULL, seat INTEGER NOT NULL, hero_json TEXT NOT NULL, code TEXT, token TEXT,
    added REAL NOT NULL, UNIQUE (uid, seat));
CREATE TABLE hero_records (uid TEXT NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL, seq INTEGER NOT NULL,
    rec TEXT NOT NULL, after INTEGER NOT NULL, at REAL NOT NULL, UNIQUE (uid, n), UNIQUE (uid, seat, seq));
"""


def test_a_store_of_the_heroes_schema_before_branches_still_reads_and_is_brought_up_to_date(tmp_path):
    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", uid="0a1b2c3d")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
        store.db.executescript("DROP TABLE hero_seats; DROP TABLE hero_records;" + OLD_HEROES)
    con = sqlite3.connect(path)
    con.execute("INSERT INTO hero_seats VALUES ('0a1b2c3d', 0, ?, NULL, '1.x', 0)",
                (json.dumps(presets.load_dict("conan")),))
    for n, rec in enumerate((["turn"], ["declare", 0, 0], ["wound", 2]), 1):
        con.execute("INSERT INTO hero_records VALUES ('0a1b2c3d', ?, 0, ?, ?, 1, 0)", (n, n, json.dumps(rec)))
    con.commit()
    con.close()
    seats, sheets, _entries, problems = hsession.replay(path, sid)        # read as it is
    assert problems == [] and sheets[0].wounds == 2
    t = HeroTable(Board(), HeroLog(path))                                  # a table writes: the store migrates
    assert t.state()["heroes"][0]["sheet"]["wounds"] == 2 and [r["prev"] for r in t.records] == [0, 1, 2]
    cols = [r[1] for r in sqlite3.connect(path).execute("PRAGMA table_info(hero_records)")]
    assert {"h", "prev", "rid", "answer"} <= set(cols)
    assert t.act(0, "1.x", "wound", [1], rid="q")["ok"] and t.records[-1]["prev"] == 3     # (token kept hashed)
    assert hsession.replay(path, sid)[1][0].wounds == 3


def test_the_line_of_a_history_leaves_out_the_records_of_another():
    from skelos_host.heroes.table import line_of

    def rec(n, prev, after, h):
        return {"n": n, "prev": prev, "after": after, "h": h, "seat": 0, "seq": n, "rec": ["wound", 1]}
    # made at the board's seq 4 (hash A4), then 6 on the first history (B6); the board went back to 4 and
    # the heroes went on there (n 3 at A4, n 4 at C5 of the second history)
    records = [rec(1, 0, 4, "aaaaaaa4"), rec(2, 1, 6, "bbbbbbb6"), rec(3, 1, 4, "aaaaaaa4"), rec(4, 3, 5, "ccccccc5")]
    first = {4: "aaaaaaa4", 5: "bbbbbbb5", 6: "bbbbbbb6"}
    second = {4: "aaaaaaa4", 5: "ccccccc5"}
    back = {4: "aaaaaaa4"}

    def at(hashes):
        return lambda s: hashes.get(s, False) if s else "00000000"
    assert [r["n"] for r in line_of(records, at(first))] == [1, 2]
    assert [r["n"] for r in line_of(records, at(second))] == [1, 3, 4]
    assert [r["n"] for r in line_of(records[:3], at(back))] == [1, 3]
    assert [r["n"] for r in line_of(records[:2], at(back))] == [1]
    assert line_of(records, at({})) == []
    assert [r["n"] for r in line_of(records, lambda s: None)] == [1, 2]   # no hashes to tell: the furthest


def test_the_sheets_follow_the_board_s_turn_and_open_the_overlord_s_turn(tmp_path):
    path = str(tmp_path / "s.sqlite")
    board = Board(seq=0)
    board.st["state"] = {"phase": "overlord", "turn": 2, "game": None}
    opened = []
    t = HeroTable(board, HeroLog(path), open_overlord=lambda: opened.append(board.st["state"]["turn"]))
    conan, belit = seated(t, "conan", "belit")
    assert t.state()["board"] == {"phase": "overlord", "turn": 2, "over": False}
    r = t.act(0, conan, "begin_turn")
    assert (r["code"], r["args"]) == ("wrong_phase", ["heroes"]) and t.seats[0].sheet.count == 0
    board.st["state"]["phase"] = "heroes"
    for i, tok in enumerate((conan, belit)):
        assert t.act(i, tok, "begin_turn")["ok"] and t.act(i, tok, "declare", [0])["ok"]
    assert [s.sheet.board_turn for s in t.seats] == [2, 2]
    assert story.line(t.entries[-1], "en") == "Turn 2, heroes: Bêlit is active and recovers 0 gems"
    assert story.line(t.entries[-1], "fr").startswith("Tour 2, Héros\u00a0: ")
    assert t.act(0, conan, "end_turn")["ok"] and opened == []
    assert t.act(0, conan, "begin_turn")["code"] == "turn_ended"
    assert t.act(1, belit, "end_turn")["ok"] and opened == [2]      # every hero has finished
    board.st["state"] = {"phase": "overlord", "turn": 3, "game": None}
    assert t.act(0, conan, "spend", ["spell", 1])["ok"]               # a reaction spell
    assert story.line(t.entries[-1], "en") == "Turn 3, Overlord: Conan puts 1 gem on a spell or an ally"
    assert t.act(1, belit, "spend", ["melee", 1])["code"] == "wrong_phase"
    # the board's own gesture opens the Overlord's turn while Bêlit still acts: the sheets are told
    board.st["state"] = {"phase": "heroes", "turn": 3, "game": None}
    for i, tok in enumerate((conan, belit)):
        assert t.act(i, tok, "begin_turn")["ok"]
    assert t.act(0, conan, "declare", [0])["ok"]
    board.st["state"] = {"phase": "overlord", "turn": 4, "game": None}
    st = t.state()
    assert [h["sheet"]["phase"] for h in st["heroes"]] == ["overlord", "overlord"] and opened == [2]
    told = [story.line(e, "en") for e in t.entries[-2:]]
    assert told == ["Turn 3, heroes: Conan: end upkeep, the board ended the heroes' turn",
                    "Turn 3, heroes: Bêlit: end upkeep, the board ended the heroes' turn"]
    again = HeroTable(board, HeroLog(path))                         # read again from the store
    assert [story.line(e, "en") for e in again.state() and again.entries][-2:] == told


def test_a_free_movement_interrupted_says_the_points_it_loses_in_both_languages():
    t = HeroTable(Board())
    (tok,) = seated(t, "conan")
    for method, args in (("begin_turn", []), ("declare", [0]), ("move", [1, 0])):
        assert t.act(0, tok, method, args)["ok"]
    assert t.act(0, tok, "move", [0, 1])["code"] == "free_move_first"        # one free point stays
    assert t.seats[0].sheet.free_left == 1
    assert t.act(0, tok, "spend", ["melee", 1])["ok"] and t.seats[0].sheet.free_left == 0
    assert story.line(t.entries[-1], "en") == ("Turn 1, heroes: Conan attacks with 1 gem in melee; "
                                               "the rest of the free movement is lost (1 point)")
    assert story.line(t.entries[-1], "fr").endswith("le reste du mouvement gratuit est perdu (1 point)")


def test_every_state_is_numbered_within_the_table_s_life():
    """A page draws no state older than one it drew (hero.js `newer`): `at` grows with every state the
    table makes, and a restarted table starts another `epoch`."""
    t = HeroTable(Board())
    first, second = t.state(), t.state()
    assert second["at"] == first["at"] + 1 and second["epoch"] == first["epoch"]
    assert HeroTable(Board()).state()["epoch"] != first["epoch"]


def _giving(t, tokens):
    for i, tok in enumerate(tokens):
        assert t.act(i, tok, "begin_turn")["ok"]
    for i, tok in enumerate(tokens):
        assert t.act(i, tok, "declare", [0])["ok"]


def test_don_de_vie_writes_both_sheets_in_one_record_pair_and_replays_from_the_store(tmp_path):
    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", uid="0a1b2c3d")
    t = HeroTable(Board(), HeroLog(path))
    tokens = seated(t, "zelata", "belit")          # Zelata casts spells (H09: Don de Vie needs the skill)
    _giving(t, tokens)
    gems = [h["sheet"]["gems"] for h in t.state()["heroes"]]
    assert t.act(0, tokens[0], "give_life", [2, 1], rid="g")["ok"]
    assert t.act(0, tokens[0], "give_life", [2, 1], rid="g")["again"]            # once, resent or not
    st = t.state()["heroes"]
    assert [h["sheet"]["gems"] for h in st] == [gems[0] - 2, gems[1] + 2]
    assert st[0]["sheet"]["given"] == 2 and st[1]["sheet"]["received"] == 2
    assert [r["rec"] for r in t.records[-2:]] == [["give", 2, 1], ["gift", 2, 0]]
    assert t.records[-1]["prev"] == t.records[-2]["n"]
    en = [story.line(e, "en") for e in t.entries[-2:]]
    assert en == ["Turn 1, heroes: Zelata casts Don de Vie (2 gems on the card) and gives 2 gems to Bêlit",
                  "Turn 1, heroes: Bêlit receives 2 gems from Zelata (Don de Vie)"]
    fr = story.line(t.entries[-2], "fr")
    assert "Don de Vie" in fr and "Bêlit" in fr and "gives" not in fr
    # a refusal of the table changes no sheet
    for args, code in (([2, 0], "give_to_self"), ([2, 5], "no_seat"), ([2, 1], "give_once")):
        assert t.act(0, tokens[0], "give_life", args)["code"] == code
    assert len(t.records) == 6
    # the store's records rebuild both sheets as they are
    _seats, sheets, entries, problems = hsession.replay(path, sid)
    assert problems == [] and [s.gems() for s in sheets] == [gems[0] - 2, gems[1] + 2]
    assert [story.line(e, "en") for e in entries[-2:]] == en          # the replay tells it the same
    # the receiver's undo takes back both halves; the giver's redo applies both again
    assert t.act(1, tokens[1], "undo")["ok"]
    assert [h["sheet"]["gems"] for h in t.state()["heroes"]] == gems
    assert t.act(0, tokens[0], "redo")["ok"]
    assert [h["sheet"]["gems"] for h in t.state()["heroes"]] == [gems[0] - 2, gems[1] + 2]
    assert t.act(1, tokens[1], "spend", ["defense", 1])["ok"]
    r = t.act(0, tokens[0], "undo")
    assert r["code"] == "gift_linked" and t.state()["heroes"][0]["sheet"]["given"] == 2
    again = HeroTable(Board(), HeroLog(path))                         # a restarted table: the same sheets
    assert [h["sheet"] for h in again.state()["heroes"]] == [h["sheet"] for h in t.state()["heroes"]]


def test_a_don_de_vie_the_store_cannot_take_changes_neither_sheet(tmp_path):
    log = HeroLog(str(tmp_path / "s.sqlite"))
    t = HeroTable(Board(), log)
    tokens = seated(t, "zelata", "belit")
    _giving(t, tokens)
    before = t.state()["heroes"]
    # the receiver's half cannot be stored: the giver's is not kept either
    log.db.execute("CREATE TRIGGER no_gift BEFORE INSERT ON hero_records WHEN NEW.rec LIKE '[\"gift\"%'"
                   " BEGIN SELECT RAISE(ABORT, 'full'); END")
    r = t.act(0, tokens[0], "give_life", [2, 1], rid="g")
    assert r["code"] == "storage_error"
    assert [h["sheet"] for h in t.state()["heroes"]] == [h["sheet"] for h in before] and len(t.records) == 4
    assert [r["rec"][0] for r in log.records(t.uid)] == ["begin", "begin", "declare", "declare"] or \
        [r["rec"][0] for r in log.records(t.uid)] == ["turn", "turn", "declare", "declare"]
    log.db.execute("DROP TRIGGER no_gift")
    assert t.act(0, tokens[0], "give_life", [2, 1], rid="g")["ok"]           # tried again
    assert [r["rec"][0] for r in log.records(t.uid)][-2:] == ["give", "gift"]


def test_the_encumbrance_is_read_and_shown_not_enforced():
    conan = presets.load_dict("conan")
    assert conan["encumbrance"] == [12, 8, 10, 6, 8, 9, 11]
    assert presets.encumbrance(conan) == {"max": 12, "chart": [{"at": 8, "lost": 1}, {"at": 10, "lost": 2}],
                                          "skills": [6, 8, 9, 11]}
    # a chart point never takes more than the hero's free movement
    assert presets.encumbrance(dict(conan, movement={"free": 1, "cap": 3}))["chart"][1] == {"at": 10, "lost": 1}
    assert presets.encumbrance(dict(conan, encumbrance=[9])) == {"max": 9, "chart": [], "skills": []}
    for none in ({}, dict(conan, encumbrance=[]), dict(conan, encumbrance="heavy"), None):
        assert presets.encumbrance(none) is None
    t = HeroTable(Board())
    (tok,) = seated(t, "conan")
    assert t.state()["heroes"][0]["encumbrance"]["max"] == 12
    # shown, not enforced: nothing on the sheet depends on it
    assert t.act(0, tok, "begin_turn")["ok"] and t.act(0, tok, "declare", [0])["ok"]
    assert t.act(0, tok, "move", [2, 0])["ok"]


def test_the_store_alone_brings_an_old_session_file_s_seat_tokens_to_their_kept_form(tmp_path):
    import hashlib
    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", uid="0a1b2c3d")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
        store.db.executescript("DROP TABLE hero_seats; DROP TABLE hero_records;" + OLD_HEROES)
    con = sqlite3.connect(path)       # a file of an earlier version: tokens in clear, hero records before branches
    hero = json.dumps(presets.load_dict("conan"))
    con.execute("INSERT INTO hero_seats VALUES ('0a1b2c3d', 0, ?, NULL, '3.oldClearToken', 0)", (hero,))
    con.execute("INSERT INTO hero_seats VALUES ('0a1b2c3d', 1, ?, 'code', '2.', 0)", (hero,))   # revoked
    con.execute("INSERT INTO hero_seats VALUES ('0a1b2c3d', 2, ?, 'code', NULL, 0)", (hero,))
    con.execute("INSERT INTO hero_records VALUES ('0a1b2c3d', 1, 0, 1, '[\"turn\"]', 1, 0)")
    con.commit()
    con.close()
    Store(path).close()               # the session store alone: no heroes' module opens the file
    tokens = [r[0] for r in sqlite3.connect(path).execute("SELECT token FROM hero_seats ORDER BY seat")]
    assert tokens == ["3." + hashlib.sha256(b"3.oldClearToken").hexdigest(), "2.", None]
    Store(path).close()               # already in the kept form: opened again, nothing changes
    assert [r[0] for r in sqlite3.connect(path).execute("SELECT token FROM hero_seats ORDER BY seat")] == tokens
    with Store(path, readonly=True) as store:           # the old session still opens and replays
        assert [e["seq"] for e in store.events(sid)] == [1]
    t = HeroTable(Board(), HeroLog(path))
    assert t.act(0, "3.oldClearToken", "declare", [0])["ok"]        # the phone paired before still plays
    assert t.act(0, "3.other", "wound", [1])["code"] == "not_your_sheet"
    assert hsession.replay(path, sid)[1][0].count == 2
    # the heroes' log keeps no migration of its own
    src = open(os.path.join(ROOT, "host", "skelos_host", "heroes", "table.py"), encoding="utf-8").read()
    assert "UPDATE hero_seats" not in src and "ALTER TABLE" not in src


def test_the_report_s_heroes_table_shows_don_de_vie_given_and_received_in_both_languages(tmp_path):
    """H09 in the report: each hero's gems given by Don de Vie and received from it, counted from the
    sheets' `give` and `gift` records (an undone cast counts nothing), a column each, in English and French."""
    from skelos_host.text import i18n

    path = str(tmp_path / "s.sqlite")
    with Store(path) as store:
        sid = store.session("ser", 1, "pict-village", uid="0a1b2c3d")
        store.add_events(sid, [{"seq": 1, "rec": ["turn"]}])
    t = HeroTable(Board(seq=1), HeroLog(path))
    conan, belit, zelata = seated(t, "conan", "belit", "zelata")
    for i, tok in enumerate((conan, belit, zelata)):
        assert t.act(i, tok, "begin_turn")["ok"]
    for i, tok in enumerate((conan, belit, zelata)):
        assert t.act(i, tok, "declare", [0])["ok"]
    assert t.act(2, zelata, "give_life", [2, 0])["ok"] and t.act(2, zelata, "undo")["ok"]     # taken back
    assert t.act(2, zelata, "give_life", [2, 1])["ok"]
    figs = hsession.figures_of(path, sid)
    assert [(f["given"], f["received"]) for f in figs] == [(0, 0), (0, 2), (2, 0)]
    for lang, given, received in (("en", "gems given (Don de Vie)", "gems received (Don de Vie)"),
                                  ("fr", "gemmes données (Don de Vie)", "gemmes reçues (Don de Vie)")):
        i18n.set_language(lang)
        page = hsession.html_block(figs)
        head = page[page.index("<tr>"):page.index("</tr>")]
        cols = [c.split("</th>")[0] for c in head.split("<th>")[1:]]
        assert cols[-3:-1] == [given, received], cols
        rows = [r for r in page.split("<tr>")[2:]]
        cells = [[c.split("</td>")[0] for c in r.split(">", 1)[1].split('<td class="n">')[1:]] for r in rows]
        assert [c[-2:] for c in cells] == [["0", "0"], ["0", "2"], ["2", "0"]]


def test_a_record_s_moment_is_the_board_s():
    """tell.when_of: a record's moment is the board's (its phase and turn read from its records); an end
    upkeep made in the Overlord's turn (the board's gesture) is the heroes' turn's before it; a story's
    moment becomes (phase, turn) only when it says both (moment_of)."""
    from skelos_host.heroes import tell
    assert tell.when_of(("overlord", 3)) == ["Turn {turn}, Overlord", {"turn": 3}]
    assert tell.when_of(("heroes", 3), ["wound", 1]) == ["Turn {turn}, heroes", {"turn": 3}]
    assert tell.when_of(("overlord", 3), ["end"]) == ["Turn {turn}, heroes", {"turn": 2}]
    assert tell.moment_of((3, 1, 0)) == ("overlord", 3) and tell.moment_of((2, 0, 1)) == ("heroes", 2)
    for bad in (None, (), (None, 0, 0), (3, 2, 0), (True, 0, 0), "x"):
        assert tell.moment_of(bad) is None, bad


def test_H03_H09_a_stored_table_keeps_the_rules_version_its_sheets_started_with(tmp_path):
    """The sheets' rules version is kept with each seat: a table stored before rules 2 (its seats without
    a version, a file of the earlier schema) goes on with rules 1 after a restart, a hero seated there
    too; a new game plays the current rules, where Don de Vie needs the spell-casting skill."""
    path = str(tmp_path / "s.sqlite")
    log = HeroLog(path)
    t = HeroTable(Board(), log)
    tokens = seated(t, "conan", "belit")
    assert [h["rules"] for h in log.seats(t.uid)] == [2, 2]
    _giving(t, tokens)
    r = t.act(0, tokens[0], "give_life", [2, 1])
    assert r["code"] == "not_a_caster" and [h["sheet"]["given"] for h in t.state()["heroes"]] == [0, 0]
    log.close()
    # the same table as a version without sheet versions stored it: no `rules` column
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE hero_seats DROP COLUMN rules")
    db.commit()
    db.close()
    old = HeroLog(path)                                   # the store brings the file up to date
    assert [h["rules"] for h in old.seats("0a1b2c3d")] == [1, 1]
    again = HeroTable(Board(), old)
    again.refresh()
    assert [x.sheet.rules for x in again.seats] == [1, 1]
    assert again.act(0, tokens[0], "give_life", [2, 1])["ok"]          # rules 1: any hero casts it
    seat, _ = again.add(presets.load_dict("zelata"))
    assert again.seats[seat].sheet.rules == 1 and old.seats("0a1b2c3d")[seat]["rules"] == 1
    assert again.repair(0) and [h["rules"] for h in old.seats("0a1b2c3d")] == [1, 1, 1]     # kept on change
    later = HeroTable(Board(), HeroLog(path))
    later.refresh()
    assert [x.sheet.rules for x in later.seats] == [1, 1, 1]
    assert [h["sheet"] for h in later.state()["heroes"]] == [h["sheet"] for h in again.state()["heroes"]]
    fresh = HeroTable(Board(uid="9f8e7d6c"), HeroLog(path))          # a new game on the board
    seated(fresh, "conan")
    assert fresh.seats[0].sheet.rules == 2
