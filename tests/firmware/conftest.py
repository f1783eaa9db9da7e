import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
_TESTS = os.path.dirname(_HERE)
for _d in (_TESTS, _HERE):
    if _d not in sys.path:
        sys.path.insert(0, _d)

from hostlocale import english_locale  # noqa: E402,F401 - autouse
