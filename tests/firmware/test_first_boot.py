"""The first boot on a blank FRAM decodes the default scenario once: it is
stored, read back with its CRC checked, and played without decoding it
again (later boots decode the stored one once, to resume)."""

from fakes import FakeFRAM
from helpers import load_profile, make_app, scenario_blob
from skelos import codec
from skelos_device import app as app_mod


def _count_decodes(monkeypatch):
    calls = []
    real = codec.decode_scenario

    def counted(blob):
        calls.append(len(blob))
        return real(blob)

    monkeypatch.setattr(codec, "decode_scenario", counted)
    monkeypatch.setattr(app_mod.codec, "decode_scenario", counted)
    return calls


def test_the_first_boot_decodes_the_default_scenario_once(monkeypatch):
    calls = _count_decodes(monkeypatch)
    mem = FakeFRAM(load_profile()["storage"]["size"])
    app = make_app(mem)
    assert app.game is not None and app.game.count == 0 and app.game_id == 1
    assert len(calls) == 1
    assert app.storage.scenario_blob(0) == scenario_blob()     # stored whole (the app keeps no copy)
    del calls[:]
    again = make_app(mem)                       # a later power-on resumes the stored game
    assert again.game_id == 1 and len(calls) == 1


def test_a_default_scenario_that_does_not_read_back_is_decoded_from_the_slot(monkeypatch):
    mem = FakeFRAM(load_profile()["storage"]["size"])
    from skelos_device import layout, storage as storage_mod
    real = storage_mod.Storage.store_scenario

    def torn(self, blob, slot):                 # a byte of the blob did not take
        real(self, blob, slot)
        at = self.slot_base(slot) + layout.SHDR
        self.write_at(at, bytes([self.read_at(at, 1)[0] ^ 0x55]))

    monkeypatch.setattr(storage_mod.Storage, "store_scenario", torn)
    app = make_app(mem)
    assert app.game is None                     # nothing stored to play: no game, never an unread one
