import os
import sys

_TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _d in (_TESTS, os.path.join(_TESTS, "firmware"), os.path.join(_TESTS, "host"),
           os.path.join(_TESTS, "reliability")):
    if _d not in sys.path:
        sys.path.insert(0, _d)

from hostlocale import english_locale  # noqa: E402,F401 - autouse


def pytest_terminal_summary(terminalreporter):
    """The hostile-input report: the cases tried per target, when test_hostile ran."""
    mod = sys.modules.get("test_hostile")
    counts = getattr(mod, "COUNTS", None)
    if not counts:
        return
    terminalreporter.write_sep("-", "hostile input, cases tried per target")
    for k, v in sorted(counts.items()):
        terminalreporter.write_line("  %-40s %d" % (k, v))
