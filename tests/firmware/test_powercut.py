"""Power cut at every storage write: before, torn (prefix written) and after.

After the cut the device reboots from the same bytes; the game must be exactly
the state before or after the interrupted action, never anything else.
"""

from fakes import CutMemory, FakeFRAM, FakeNVM, PowerCut
from helpers import SCRIPT, load_profile, make_app, run_script


def _reference(profile, size):
    mem = FakeFRAM(size)
    cm = CutMemory(mem)
    app = make_app(cm, profile)
    states = [app.game.snapshot()]
    boot_writes = cm.count
    for i in range(len(SCRIPT)):
        run_script_step(app, i)
        states.append(app.game.snapshot())
    return states, boot_writes, cm.count


def run_script_step(app, i):
    name, args = SCRIPT[i]
    if callable(args):
        args = args(app)
    r = app.act(name, args)
    assert r is None, (i, name, r)


def _cut_run(profile, size, at, mode, torn):
    mem = FakeFRAM(size)
    cm = CutMemory(mem, at, mode, torn)
    done = -1  # actions completed before the cut; -1 = cut during boot
    try:
        app = make_app(cm, profile)
        done = 0
        for i in range(len(SCRIPT)):
            run_script_step(app, i)
            done = i + 1
    except PowerCut:
        pass
    return mem, done


def _check_layout(profile, size):
    states, boot_writes, total = _reference(profile, size)
    tried = 0
    failures = []
    for at in range(total):
        for mode, torn in (("before", None), ("after", None), ("torn", 1), ("torn", None), ("torn", -1)):
            mem, done = _cut_run(profile, size, at, mode, torn if torn != -1 else 10**6 - 1)
            if mode == "torn" and torn == -1:
                pass
            tried += 1
            app = make_app(mem, profile)          # reboot on the same bytes
            got = app.game.snapshot() if app.game else None
            if done < 0:
                ok = got is None or got == states[0]
            else:
                ok = got in (states[done], states[min(done + 1, len(states) - 1)])
            if not ok:
                failures.append((at, mode, torn, done))
            # the rebooted device keeps working
            if app.game is not None and done >= 0 and got == states[done] and done < len(SCRIPT):
                run_script_step(app, done)
                assert app.game.snapshot() == states[done + 1]
    print("power cut: storage", size, "bytes, writes", total, "(boot", boot_writes, "), cut points tried",
          tried, "failures", failures)
    assert not failures


def test_power_cut_everywhere_fram():
    profile = load_profile()
    _check_layout(profile, 32768)


def test_power_cut_everywhere_nvm_layout():
    # same byte-level model on the 4 KB nvm layout (torn = a prefix of one write)
    profile = load_profile("adafruit_macropad_rp2040")
    _check_layout(profile, 4096)


def test_wiped_storage_boots_fresh_with_warning():
    # an RP2040 flash sector torn mid-erase: everything reads 0xFF
    nvm = FakeNVM(4096)
    app = make_app(nvm, load_profile("adafruit_macropad_rp2040"))
    run_script(app, 5)
    nvm.data[:] = b"\xff" * 4096
    app2 = make_app(nvm, load_profile("adafruit_macropad_rp2040"))
    assert app2.game is not None and app2.game.count == 0
    nvm.data[0:64] = bytes(range(64))  # garbage headers: still boots
    app3 = make_app(nvm, load_profile("adafruit_macropad_rp2040"))
    assert app3.game is not None
    assert app3.warning


def test_corrupt_newest_header_falls_back_with_warning():
    mem = FakeFRAM(32768)
    app = make_app(mem)
    run_script(app, 6)
    before = None
    st = app.storage
    # damage the current header: the previous one (one action earlier) is used
    mem.data[st.which * 32 + 5] ^= 0xFF
    app2 = make_app(mem)
    app_ref = make_app(FakeFRAM(32768))
    run_script(app_ref, 5)
    before = app_ref.game.snapshot()
    assert app2.game.snapshot() == before
    assert app2.warning


def test_bytes_and_erases_per_action():
    nvm = FakeNVM(4096)
    app = make_app(nvm, load_profile("adafruit_macropad_rp2040"))
    e0, b0 = nvm.erases, nvm.bytes_written
    run_script(app)
    n = len(SCRIPT)
    per_erase = (nvm.erases - e0) / n
    per_bytes = (nvm.bytes_written - b0) / n
    print("nvm: erases/action", per_erase, "bytes/action", per_bytes)
    assert per_erase == 2
    assert per_bytes < 40
