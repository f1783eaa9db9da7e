"""Who owns what: the session store alone opens its file and reads its schema (the heroes' rows go
through its connections), and the routes of the sides and of the room answer through the request's
public methods, never a private name of the page server's handler."""

import ast
import os
import sqlite3

import pytest
from skelos_host.session import store as store_mod
from skelos_host.heroes.log import HeroLog
from skelos_host.session.storeschema import OWNERS, table_names

HOST = os.path.join(os.path.dirname(__file__), "..", "..", "host", "skelos_host")
STORE = ("session/store.py", "session/storeschema.py")


def _sources():
    for folder, _dirs, files in os.walk(HOST):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, HOST), ast.parse(f.read(), path)


def test_only_the_store_opens_its_file_and_probes_its_schema():
    found = []
    for rel, tree in _sources():
        if rel in STORE:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr == "connect" \
                    and getattr(node.value, "id", "") == "sqlite3":
                found.append((rel, node.lineno, "sqlite3.connect"))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                    "PRAGMA table_info" in node.value or "sqlite_master" in node.value):
                found.append((rel, node.lineno, node.value[:40]))
    assert found == []


def test_every_table_of_the_file_has_its_owner(tmp_path):
    path = str(tmp_path / "s.sqlite")
    store_mod.Store(path).close()
    db = sqlite3.connect(path)
    try:
        assert table_names(db) == set(OWNERS)
    finally:
        db.close()
    assert {OWNERS[t] for t in store_mod.HERO_TABLES} == {"heroes"}


def test_a_reading_connection_makes_and_writes_nothing(tmp_path):
    path = str(tmp_path / "s.sqlite")
    with pytest.raises(store_mod.StoreMissing):
        store_mod.connect(path, readonly=True)
    assert os.listdir(tmp_path) == []
    log = HeroLog(path)                       # a writer: the store makes the file and its schema
    log.put_seat("g1", 0, {"name": "Conan"}, None, None)
    log.close()
    before = sorted(os.listdir(tmp_path))
    reader = HeroLog(path, readonly=True)
    try:
        assert [s["hero"] for s in reader.seats("g1")] == [{"name": "Conan"}]
        with pytest.raises(sqlite3.Error):
            reader.put_seat("g1", 1, {"name": "Bêlit"}, None, None)
    finally:
        reader.close()
    assert sorted(os.listdir(tmp_path)) == before


def test_the_sides_and_the_room_use_no_private_name_of_the_request():
    """heroes/web.py (a side's routes), pairing.py and web/room.py answer through web/request.py's public
    methods (send, allowed, send_file, read_json, refuse...)."""
    from skelos_host.web import request

    public = {n for n in vars(request.Request) if not n.startswith("_")}
    for rel in (os.path.join("heroes", "web.py"), os.path.join("web", "pairing.py"), os.path.join("web", "room.py"),
                os.path.join("web", "club.py")):
        with open(os.path.join(HOST, rel), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        own = {n.name for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id in ("h", "handler", "self") and node.attr.startswith("_") \
                    and not node.attr.startswith("__"):
                # a module's own helpers and a class's own attributes are its own
                assert node.value.id == "self" and (node.attr in own or node.attr not in dir(request.Request)), \
                    (rel, node.lineno, node.attr)
    assert {"send", "allowed", "send_file", "read_json", "refuse", "serve_static", "query", "may_press"} <= public
