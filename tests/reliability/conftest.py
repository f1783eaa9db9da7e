import os
import sys

_TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _d in (_TESTS, os.path.join(_TESTS, "firmware"), os.path.join(_TESTS, "host"),
           os.path.join(_TESTS, "reliability")):
    if _d not in sys.path:
        sys.path.insert(0, _d)
