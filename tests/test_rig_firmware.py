"""Where the rig's firmware files come from (tests/rig/firmware.py): the
environment, ../shared/firmware, the user's cache, else a download that is
checked before it takes its name.  Downloads are served here by a loopback
HTTP server; no test reaches the network."""

import hashlib
import http.server
import os
import struct
import sys
import threading

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "rig"))
import firmware  # noqa: E402

UF2, ROM = firmware.UF2_NAME, firmware.BOOTROM_NAME


@pytest.fixture
def places(tmp_path, monkeypatch):
    """No firmware anywhere: an empty shared folder and an empty cache."""
    for k in ("SKELOS_CP_UF2", "SKELOS_RP2040_BOOTROM", "SKELOS_FIRMWARE_DIR"):
        monkeypatch.delenv(k, raising=False)
    shared, cache = tmp_path / "shared", tmp_path / "cache"
    monkeypatch.setattr(firmware, "shared_dir", lambda: str(shared))
    monkeypatch.setattr(firmware, "cache_dir", lambda: str(cache))
    return shared, cache


def fake_files(monkeypatch, uf2=b"UF2\n" * 100, rom_words=None):
    """Stand-in files whose sha256 the module is told to expect."""
    words = rom_words or list(range(0x20041f00, 0x20041f00 + 4096))
    rom = struct.pack("<4096I", *words)
    monkeypatch.setitem(firmware.SHA256, UF2, hashlib.sha256(uf2).hexdigest())
    monkeypatch.setitem(firmware.SHA256, ROM, hashlib.sha256(rom).hexdigest())
    ts = "// boot ROM\nexport const bootromB1 = new Uint32Array([\n%s\n]);\n" % ",\n".join(
        "  0x%08x" % w for w in words)
    return uf2, rom, ts


def put(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(str(folder), name), "wb") as f:
        f.write(data)


@pytest.fixture
def server():
    """A loopback HTTP server answering from a dict path -> bytes (404 else)."""
    files = {}

    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = files.get(self.path)
            if body is None:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *a):
            pass

    srv = http.server.ThreadingHTTPServer(("127.0.0.1", 0), H)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = "http://127.0.0.1:%d" % srv.server_address[1]
    yield files, base
    srv.shutdown()
    srv.server_close()


def test_nothing_anywhere_says_what_is_missing_and_how_to_get_it(places):
    with pytest.raises(firmware.Missing) as e:
        firmware.locate()
    msg = str(e.value)
    assert UF2 in msg and ROM in msg and "SKELOS_FIRMWARE_DIR" in msg and "setup.sh --test" in msg


def test_the_places_are_taken_in_order_environment_shared_cache(places, monkeypatch, tmp_path):
    shared, cache = places
    uf2, rom, _ = fake_files(monkeypatch)
    put(cache, UF2, uf2)
    put(cache, ROM, rom)
    assert firmware.locate() == (str(cache / UF2), str(cache / ROM))
    put(shared, UF2, uf2)
    put(shared, ROM, rom)
    assert firmware.locate() == (str(shared / UF2), str(shared / ROM))
    env = tmp_path / "env"
    put(env, UF2, uf2)
    put(env, ROM, rom)
    monkeypatch.setenv("SKELOS_FIRMWARE_DIR", str(env))
    assert firmware.locate() == (str(env / UF2), str(env / ROM))
    monkeypatch.setenv("SKELOS_CP_UF2", str(shared / UF2))
    assert firmware.locate() == (str(shared / UF2), str(env / ROM))


def test_an_environment_variable_naming_nothing_is_an_error_not_a_fallback(places, monkeypatch):
    shared, _ = places
    uf2, rom, _ = fake_files(monkeypatch)
    put(shared, UF2, uf2)
    put(shared, ROM, rom)
    monkeypatch.setenv("SKELOS_FIRMWARE_DIR", "/nonexistent-firmware")
    with pytest.raises(firmware.Missing, match="SKELOS_FIRMWARE_DIR"):
        firmware.locate()
    paths, why = firmware.ensure(say=lambda m: None)
    assert paths is None and "/nonexistent-firmware" in why


def test_a_file_that_is_not_the_published_one_is_refused(places, monkeypatch):
    shared, _ = places
    uf2, rom, _ = fake_files(monkeypatch)
    put(shared, UF2, uf2 + b"x")
    put(shared, ROM, rom)
    with pytest.raises(firmware.WrongFile, match="sha256"):
        firmware.locate()


def test_setup_downloads_into_the_cache_converting_the_boot_rom_words(places, monkeypatch, server):
    _, cache = places
    uf2, rom, ts = fake_files(monkeypatch)
    files, base = server
    files["/u.uf2"], files["/bootrom.ts"] = uf2, ts.encode()
    said = []
    paths = firmware.download(urls={UF2: base + "/u.uf2", ROM: base + "/bootrom.ts"}, say=said.append)
    assert paths == (str(cache / UF2), str(cache / ROM))
    assert open(paths[0], "rb").read() == uf2 and open(paths[1], "rb").read() == rom
    assert len(said) == 2 and all("downloading" in s for s in said)
    assert firmware.locate() == paths
    # a second run downloads nothing
    files.clear()
    assert firmware.download(urls={UF2: base + "/u.uf2", ROM: base + "/bootrom.ts"}, say=said.append) == paths
    assert len(said) == 2


def test_a_wrong_or_failed_download_leaves_nothing_in_the_cache(places, monkeypatch, server):
    _, cache = places
    uf2, rom, ts = fake_files(monkeypatch)
    files, base = server
    files["/u.uf2"] = uf2[:-1]                      # truncated
    files["/bootrom.ts"] = ts.encode()
    urls = {UF2: base + "/u.uf2", ROM: base + "/bootrom.ts"}
    with pytest.raises(firmware.WrongFile, match="sha256"):
        firmware.download(urls=urls, say=lambda m: None)
    assert not os.path.isdir(cache) or os.listdir(cache) == []
    files["/u.uf2"] = uf2
    del files["/bootrom.ts"]                        # 404
    with pytest.raises(OSError):
        firmware.download(urls=urls, say=lambda m: None)
    assert os.listdir(cache) == [UF2]               # the good one stays, nothing partial
    with pytest.raises(firmware.Missing):
        firmware.locate()


def test_offline_ensure_says_why_in_one_line_and_does_not_raise(places, monkeypatch):
    fake_files(monkeypatch)
    monkeypatch.setattr(firmware, "UF2_URL", "http://127.0.0.1:9/u.uf2")       # nothing listens on port 9
    monkeypatch.setattr(firmware, "BOOTROM_URL", "http://127.0.0.1:9/bootrom.ts")
    paths, why = firmware.ensure(say=lambda m: None)
    assert paths is None
    assert "could not download" in why and "SKELOS_FIRMWARE_DIR" in why and "\n" not in why


def test_the_boot_rom_words_give_the_published_bytes_when_the_file_is_here():
    """The conversion checked on the real boot ROM: its words written as the
    emulator's source writes them convert back to the same 16,384 bytes."""
    try:
        _, rom = firmware.locate()
    except (firmware.Missing, firmware.WrongFile) as e:
        if os.environ.get("SKELOS_REQUIRE_RIG") == "1":
            pytest.fail(str(e))
        pytest.skip("the boot ROM is not here: %s" % e)
    data = open(rom, "rb").read()
    words = struct.unpack("<4096I", data)
    ts = "export const bootromB1 = new Uint32Array([\n%s\n]);" % ",\n".join("  0x%08x" % w for w in words)
    out = firmware.bootrom_from_ts(ts)
    assert hashlib.sha256(out).hexdigest() == firmware.BOOTROM_SHA256
    with pytest.raises(ValueError, match="4,096"):
        firmware.bootrom_from_ts(ts.replace("  0x%08x,\n" % words[5], "", 1))


def test_the_skelos_build_is_the_file_skelos_build_uf2_names_and_must_hold_one(tmp_path, monkeypatch):
    """The rig's Skelos cases boot SKELOS_BUILD_UF2's file: missing without it, and
    refused when it is not RP2040 firmware or holds no Skelos build (stock)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "host"))
    from uf2help import IMAGE, make_uf2

    monkeypatch.delenv("SKELOS_BUILD_UF2", raising=False)
    monkeypatch.setenv("SKELOS_CACHE_DIR", str(tmp_path / "cache"))      # nothing built there
    with pytest.raises(firmware.Missing, match="set SKELOS_BUILD_UF2"):
        firmware.skelos_uf2()
    monkeypatch.setenv("SKELOS_BUILD_UF2", str(tmp_path / "absent.uf2"))
    with pytest.raises(firmware.Missing, match="absent.uf2 not found"):
        firmware.skelos_uf2()
    path = tmp_path / "fw.uf2"
    monkeypatch.setenv("SKELOS_BUILD_UF2", str(path))
    path.write_bytes(make_uf2(bytes(4096)))
    with pytest.raises(firmware.WrongFile, match="no Skelos build in it"):
        firmware.skelos_uf2()
    path.write_bytes(b"UF2\n" * 100)
    with pytest.raises(firmware.WrongFile, match="not a UF2 file"):
        firmware.skelos_uf2()
    path.write_bytes(make_uf2(IMAGE))
    assert firmware.skelos_uf2() == (str(path), "skelos-0123456789ab")


def test_without_skelos_build_uf2_the_rig_boots_the_build_of_this_checkout(tmp_path, monkeypatch):
    """The firmware module's cached UF2 of this checkout's inputs is the rig's Skelos build;
    SKELOS_BUILD_UF2 still names another."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "host"))
    from uf2help import IMAGE, make_uf2

    from skelos_host.toolchain import firmware as fw
    built = tmp_path / "built.uf2"
    built.write_bytes(make_uf2(IMAGE))
    monkeypatch.setattr(fw, "built_uf2", lambda: built)
    monkeypatch.delenv("SKELOS_BUILD_UF2", raising=False)
    assert firmware.skelos_uf2() == (str(built), "skelos-0123456789ab")
    other = tmp_path / "other.uf2"
    other.write_bytes(make_uf2(bytes(4096)))
    monkeypatch.setenv("SKELOS_BUILD_UF2", str(other))
    with pytest.raises(firmware.WrongFile, match="other.uf2: no Skelos build"):
        firmware.skelos_uf2()
