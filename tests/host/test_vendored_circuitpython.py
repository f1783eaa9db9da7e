"""third_party/circuitpython is byte for byte upstream's: each file's git blob id is the
one its repository's tree holds at the pinned commit (third_party/circuitpython-files.tsv,
written by host/tools/vendor_circuitpython.py from the repositories themselves)."""

import importlib.util
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("vendor_circuitpython", ROOT / "host" / "tools" /
                                               "vendor_circuitpython.py")
vendor = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(vendor)


def test_every_vendored_file_is_its_upstream_blob_and_listed():
    assert vendor.problems() == []
    listed = vendor.read_list()
    assert set(listed) == set(vendor.vendored_files())
    sources = {name for name, _blob, _mode in listed.values()}
    assert {"circuitpython", "pico-sdk", "tinyusb"} <= sources
    # the port's build and the compiler's are both there
    for rel in ("ports/raspberrypi/Makefile", "mpy-cross/Makefile", "ports/raspberrypi/sdk/LICENSE.TXT",
                "lib/tinyusb/LICENSE", "LICENSE", "LICENSE_MicroPython"):
        assert rel in listed, rel


def test_the_readme_names_every_source_at_its_commit():
    readme = (vendor.TREE / "README.md").read_text()
    used = {name for name, _b, _m in vendor.read_list().values()}
    for name in used:
        _folder, repo, commit, licence = vendor.SOURCES[name]
        assert repo in readme and commit in readme, name


def test_a_changed_extra_or_missing_file_is_reported(tmp_path):
    tree = tmp_path / "circuitpython"
    tree.mkdir()
    (tree / "README.md").write_text("ours\n")
    (tree / "py").mkdir()
    data = b"int x;\n"
    (tree / "py" / "a.c").write_bytes(data)
    listing = tmp_path / "files.tsv"
    listing.write_text("py/a.c\tcircuitpython\t100644\t%s\n" % vendor.blob_id(data))
    assert vendor.problems(tree, listing) == []
    assert vendor.blob_id(b"") == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"      # git's empty blob
    (tree / "py" / "a.c").write_bytes(b"int y;\n")
    assert vendor.problems(tree, listing) == ["py/a.c: blob %s, upstream's is %s"
                                              % (vendor.blob_id(b"int y;\n"), vendor.blob_id(data))]
    (tree / "py" / "a.c").write_bytes(data)
    (tree / "py" / "b.c").write_bytes(b"")
    assert vendor.problems(tree, listing) == ["py/b.c: not in files.tsv"]
    shutil.rmtree(tree / "py")
    assert vendor.problems(tree, listing) == ["py/a.c: listed but missing"]


def test_paths_map_to_the_submodule_that_holds_them():
    assert vendor.source_of("py/gc.c") == ("circuitpython", "py/gc.c")
    assert vendor.source_of("ports/raspberrypi/sdk/src/rp2040/x.h") == ("pico-sdk", "src/rp2040/x.h")
    assert vendor.source_of("lib/tinyusb/src/tusb.c") == ("tinyusb", "src/tusb.c")
    assert vendor.source_of("ports/raspberrypi/Makefile") == ("circuitpython", "ports/raspberrypi/Makefile")
