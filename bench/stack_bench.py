"""The Python stack (CircuitPython's "pystack") the board's actions take, modelled on CPython.

CircuitPython 9.2.1 runs every Python call in a frame taken from a fixed
Python stack (1,536 bytes by default; `CIRCUITPY_PYSTACK_SIZE` in
settings.toml changes it).  A frame takes ``20 + 4 * n_state + 12 *
n_exc_stack`` bytes rounded up to 8 (py/objfun.c, py/bc.h), where n_state
(locals and value stack) and n_exc_stack (nested try/with blocks) are in
each function's prelude in the compiled .mpy.  A call through a bound-method
object (``f = obj.m; f(x)``) or with ``*args`` also takes its argument array
there (py/objboundmeth.c, py/runtime.c): 8 to 16 bytes a time, not modelled.

This bench compiles firmware/ with CircuitPython's own mpy-cross, reads every
function's frame size from the .mpy, then plays the device app on CPython
(a game through every button gesture and every link action, the same script
as tests/firmware/test_stack.py) with a profile hook that adds up the frames
of the firmware's functions on the call stack, starting from those the board
has under its loop (code.py's module and `run`).  It prints the deepest path
of each kind of action and its bytes, the frame sizes, and the margin on the
default stack.  The board's own figure is bench/rig_stack.py (the rig
with smaller Python stacks).

    python bench/stack_bench.py            # the deepest paths and their frames
    python bench/stack_bench.py --quick    # the same (it takes a few seconds)
"""

import ast
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FIRMWARE = os.path.join(ROOT, "firmware")
for p in (os.path.join(FIRMWARE, "lib"), os.path.join(ROOT, "host")):
    if p not in sys.path:
        sys.path.insert(0, p)

DEFAULT = 1536      # CircuitPython 9.2.1's Python stack without settings.toml
HEADER = 20         # offsetof(mp_code_state_t, state) on a 32-bit port
EXC = 12            # sizeof(mp_exc_stack_t)


# ------------------------------------------------------------------ .mpy frames
def _static_qstrs():
    path = os.path.join(ROOT, "third_party", "circuitpython", "py", "makeqstrdata.py")
    with open(path) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "static_qstr_list":
            return ast.literal_eval(node.value)
    raise ValueError("no static_qstr_list in " + path)


class _Reader:
    def __init__(self, data):
        self.b = data
        self.o = 0

    def byte(self):
        v = self.b[self.o]
        self.o += 1
        return v

    def uint(self):
        v = 0
        while True:
            c = self.byte()
            v = (v << 7) | (c & 0x7F)
            if not c & 0x80:
                return v

    def take(self, n):
        v = self.b[self.o:self.o + n]
        self.o += n
        return v


def frame_bytes(n_state, n_exc):
    n = HEADER + 4 * n_state + EXC * n_exc
    return (n + 7) & ~7


def mpy_frames(data, static):
    """{dotted name: (frame bytes, n_state, n_exc_stack)} of one .mpy file
    (format 6, bytecode only): the module is "<module>", a method
    "Class.method", a nested function "outer.inner"."""
    r = _Reader(data)
    head = r.take(4)
    if head[0:1] != b"C" or head[1] != 6:
        raise ValueError("not a CircuitPython .mpy v6")
    n_qstr = r.uint()
    n_obj = r.uint()
    qstrs = []
    for _ in range(n_qstr):
        ln = r.uint()
        if ln & 1:
            qstrs.append(static[(ln >> 1) - 1])
        else:
            qstrs.append(r.take(ln >> 1).decode())
            r.byte()

    def obj():
        t = r.byte()
        if t <= 4:
            return
        n = r.uint()
        if t == 10:
            for _ in range(n):
                obj()
            return
        r.take(n)
        if t in (5, 6):
            r.byte()

    for _ in range(n_obj):
        obj()
    out = {}

    def raw(prefix):
        kind_len = r.uint()
        if kind_len & 3:
            raise ValueError("native code in the .mpy")
        code = r.take(kind_len >> 3)
        z = code[0]
        s = (z >> 3) & 0xF
        e = (z >> 2) & 1
        i = 1
        n = 0
        while z & 0x80:
            z = code[i]
            i += 1
            s |= (z & 0x30) << (2 * n)
            e |= (z & 0x02) << n
            n += 1
        s += 1
        # the size prelude (n_info, n_cell), then the code info, which starts with the name
        while code[i] & 0x80:
            i += 1
        i += 1
        v = 0
        while True:
            c = code[i]
            i += 1
            v = (v << 7) | (c & 0x7F)
            if not c & 0x80:
                break
        name = qstrs[v]
        full = name if not prefix else prefix + "." + name
        if name == "<module>":
            full = "<module>"
        prev = out.get(full)
        fb = frame_bytes(s, e)
        if prev is None or prev[0] < fb:
            out[full] = (fb, s, e)
        if kind_len & 4:
            for _ in range(r.uint()):
                raw("" if full == "<module>" else full)

    raw("")
    return out


def compile_frames(exe=None):
    """{(file relative to firmware/, dotted name): frame bytes} of every module of firmware/."""
    from skelos_host.toolchain import mpycross
    exe = exe or mpycross.compiler()
    if exe is None:
        raise SystemExit("no CircuitPython mpy-cross: %s" % mpycross.missing())
    static = _static_qstrs()
    frames = {}
    for dirpath, _, names in os.walk(FIRMWARE):
        for n in sorted(names):
            if not n.endswith(".py"):
                continue
            path = os.path.join(dirpath, n)
            rel = os.path.relpath(path, FIRMWARE).replace(os.sep, "/")
            with open(path, "rb") as f:
                data = mpycross.compile_module(exe, f.read(), n)
            for name, v in mpy_frames(data, static).items():
                frames[(rel, name)] = v[0]
    return frames


# ------------------------------------------------------------------ the meter
class Meter:
    """A profile hook adding up the firmware's frames on the call stack
    (`base`: the board's frames below the entry point, in bytes)."""

    def __init__(self, frames, base=0):
        self.frames = frames
        self.base = base
        self.stack = []      # (cost, label) per Python frame (cost 0: not firmware)
        self.used = base
        self.peak = base
        self.path = []
        self._cache = {}

    def cost(self, code):
        c = self._cache.get(code)
        if c is None:
            fn = code.co_filename
            c = (0, None)
            if fn.startswith(FIRMWARE + os.sep):
                rel = os.path.relpath(fn, FIRMWARE).replace(os.sep, "/")
                name = code.co_qualname.replace(".<locals>", "")
                if code.co_name == "<module>":
                    name = "<module>"
                fb = self.frames.get((rel, name))
                if fb is None:
                    raise KeyError("no frame size for %s %s" % (rel, name))
                c = (fb, "%s:%s" % (rel.rsplit("/", 1)[-1][:-3], name))
            self._cache[code] = c
        return c

    def hook(self, frame, event, arg):
        if event == "call":
            fb, label = self.cost(frame.f_code)
            self.stack.append((fb, label))
            self.used += fb
            if self.used > self.peak:
                self.peak = self.used
                self.path = [x for x in self.stack if x[0]]
        elif event == "return":
            if self.stack:
                self.used -= self.stack.pop()[0]

    def reset(self):
        self.peak = self.base + sum(x[0] for x in self.stack)
        self.path = []

    def __enter__(self):
        sys.setprofile(self.hook)
        return self

    def __exit__(self, *exc):
        sys.setprofile(None)


def base_frames(frames):
    """The board's frames under the loop's `step`: code.py's module and DeviceApp.run."""
    return [("code:<module>", frames[("code.py", "<module>")]),
            ("app:DeviceApp.run", frames[("lib/skelos_device/app.py", "DeviceApp.run")])]


def main(argv):
    for sub in ("tests", "tests/firmware", "tests/core/conan", "tests/reliability"):
        p = os.path.join(ROOT, *sub.split("/"))
        if p not in sys.path:
            sys.path.insert(0, p)
    import stack_script
    frames = compile_frames()
    base = base_frames(frames)
    loop = sum(b for _, b in base)
    under_main = [base[0], ("code:main", frames[("code.py", "main")])]
    results = [(w, p, path, base) for w, p, path in stack_script.deepest(frames, loop)]
    results += [(w, p, path, under_main) for w, p, path in stack_script.boots(frames, sum(b for _, b in under_main))]
    print("Python stack the board's actions take (model: frames of the compiled .mpy, CircuitPython 9.2.1)")
    print("  under the loop: %s; under the boot: %s" % (", ".join("%s %d B" % x for x in base),
                                                        ", ".join("%s %d B" % x for x in under_main)))
    for what, peak, _, _ in sorted(results, key=lambda x: -x[1]):
        print("  %-34s %5d B  margin on the default %d B: %5d B" % (what, peak, DEFAULT, DEFAULT - peak))
    for what, peak, path, below in sorted(results, key=lambda x: -x[1])[:3]:
        print("%s, %d B:" % (what, peak))
        for label, fb in below:
            print("    %5d  %s" % (fb, label))
        for fb, label in path:
            print("    %5d  %s" % (fb, label))
    return 0


if __name__ == "__main__":
    sys.exit(main([a for a in sys.argv[1:] if a != "--quick"]))
