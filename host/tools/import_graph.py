"""The import graph of Skelos's own modules, and the layout rules it must keep.

    python host/tools/import_graph.py          # the graph, one line per module, and the rule check
    python host/tools/import_graph.py --dot    # the graph in Graphviz's dot language

Reads the sources (the AST: every `import` and `from ... import`, at module
level or inside a function), not what runs: the registries' packs, imported
by name when a game starts, are no edges.  Tiers: the rules core
(firmware/lib/skelos), the device app (firmware/lib/skelos_device) and the
host (host/skelos_host).  A module belongs to a game when a part of its
dotted name is the game's id or starts with it and "_" (skelos.conan.game,
skelos_device.orcquest_ui, skelos_host.views.conan,
skelos_host.commands.orcquest); the other modules are shared.  The rules:
  - no import cycle;
  - a game's module never imports another game's;
  - a shared module imports no game's module (the registries name the packs).
The sides played beside a game on the host (skelos.games.SIDES: the heroes'
sheets) are kept apart as the games are: a side's modules belong to it.

The layers (LAYERS, lowest first; docs/architecture.md draws them): every
module sits in one, by the longest prefix of its dotted name that LAYERS
lists, except a game's or a side's module, which sits in its tier's packs,
above every shared module of the tier.  And the rules of the house:
  - a module imports only from its own layer or a lower one;
  - every module has a layer (a new group is placed in LAYERS);
  - the host has at most MAX_TOP entries at its top level (packages and
    modules; __init__.py and the locale/ data not counted);
  - no module reads another module's private names (`mod._x`,
    `from mod import _x`, a module's `_x` got any other way);
  - no module reaches a module of the project through `sys.modules`.
tests/test_layout.py runs the same checks.  Standard library only.
"""

import argparse
import ast
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
# package -> its folder; the tiers in order
TIERS = (
    ("skelos", os.path.join(ROOT, "firmware", "lib", "skelos")),
    ("skelos_device", os.path.join(ROOT, "firmware", "lib", "skelos_device")),
    ("skelos_host", os.path.join(ROOT, "host", "skelos_host")),
)


# The layers, lowest first: (name, the dotted prefixes that sit in it).  The tiers are layers too:
# the core imports nothing of the device app, neither imports the host.  "packs" is each tier's
# games' and sides' modules, wherever they are (game_of), above the tier's shared modules.
LAYERS = (
    ("core", ("skelos",)),
    ("core packs", ()),
    ("device app", ("skelos_device",)),
    ("device app packs", ()),
    ("host root", ("skelos_host$",)),                # ("$": that module alone, not what is under it)
    ("text", ("skelos_host.text",)),
    ("registries", ("skelos_host.views", "skelos_host.presets")),
    ("device", ("skelos_host.device", "skelos_host.sim")),
    ("session", ("skelos_host.session",)),
    ("web", ("skelos_host.web",)),
    ("programs", ("skelos_host.box", "skelos_host.cli", "skelos_host.commands", "skelos_host.toolchain")),
    ("host packs", ()),
)
# the host's top level: at most this many packages and modules (__init__.py and locale/ not counted)
MAX_TOP = 12
TOP_NOT_COUNTED = ("__init__.py", "locale", "__pycache__")


def modules():
    """{dotted name: path} of every module of the three packages."""
    out = {}
    for pkg, folder in TIERS:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if d != "__pycache__" and not d.startswith("."))
            rel = os.path.relpath(dirpath, folder)
            parts = [pkg] + ([] if rel == "." else rel.split(os.sep))
            if "__init__.py" not in filenames:
                continue
            for name in sorted(filenames):
                if not name.endswith(".py"):
                    continue
                mod = ".".join(parts if name == "__init__.py" else parts + [name[:-3]])
                out[mod] = os.path.join(dirpath, name)
    return out


def _resolve(mod, is_pkg, node):
    """The absolute module names one import statement names."""
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    if node.level:
        parts = mod.split(".")
        if not is_pkg:
            parts = parts[:-1]
        parts = parts[:len(parts) - node.level + 1]
        base = ".".join(parts + ([base] if base else []))
    # `from pkg import name`: name may be a submodule
    return [base] + [base + "." + a.name for a in node.names if a.name != "*"]


def graph(mods=None):
    """{module: sorted list of the project's modules it imports}."""
    mods = mods or modules()
    out = {}
    for mod, path in mods.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        deps = set()
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for name in _resolve(mod, path.endswith("__init__.py"), node):
                    # a submodule import also runs its packages' __init__: count the deepest known module
                    while name and name not in mods:
                        name = name.rpartition(".")[0]
                    if name and name != mod:
                        deps.add(name)
        out[mod] = sorted(deps)
    return out


def cycles(g):
    """Every strongly connected component with more than one module (Tarjan), each sorted."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in g.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(max(1000, 4 * len(g)))
    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def game_of(mod, games):
    """The game a module belongs to, or None for a shared module."""
    for part in mod.split("."):
        for game in games:
            if part == game or part.startswith(game + "_"):
                return game
    return None


def problems(g, games):
    """What breaks the layout rules, as sentences (empty when it keeps them)."""
    out = ["import cycle: " + " -> ".join(c) for c in cycles(g)]
    for mod in sorted(g):
        mine = game_of(mod, games)
        for dep in g[mod]:
            theirs = game_of(dep, games)
            if theirs is None or theirs == mine:
                continue
            if mine is None:
                out.append("%s (shared) imports %s, a module of %s" % (mod, dep, theirs))
            else:
                out.append("%s (%s) imports %s, a module of %s" % (mod, mine, dep, theirs))
    return out


def _registry(name):
    path = os.path.join(TIERS[0][1], "games.py")
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return sorted(ast.literal_eval(node.value))
    raise SystemExit("import_graph: no %s in skelos/games.py" % name)


def games():
    """The game ids of the core's registry (skelos.games.GAMES), read from its source."""
    return _registry("GAMES")


def sides():
    """The sides played beside a game on the host (skelos.games.SIDES: the heroes' sheets), read from
    its source.  A side's modules are kept apart as a game's are: no shared module imports one (the
    host's registry, skelos_host.views.sides, names them)."""
    return _registry("SIDES")


def layer_of(mod, ids):
    """The index in LAYERS of a module's layer, or None when no layer holds it."""
    tier = mod.split(".")[0]
    if game_of(mod, ids) is not None:
        names = [name for name, _ in LAYERS]
        packs = {"skelos": "core packs", "skelos_device": "device app packs", "skelos_host": "host packs"}
        return names.index(packs[tier]) if tier in packs else None
    best, found = -1, None
    for i, (_, prefixes) in enumerate(LAYERS):
        for p in prefixes:
            exact = p.endswith("$")
            p = p.rstrip("$")
            if (mod == p or not exact and mod.startswith(p + ".")) and len(p) > best:
                best, found = len(p), i
    return found


def layer_problems(g, ids):
    """Imports from a lower layer to a higher one, and modules no layer holds, as sentences."""
    out = []
    for mod in sorted(g):
        mine = layer_of(mod, ids)
        if mine is None:
            out.append("%s is in no layer (place its group in LAYERS)" % mod)
            continue
        for dep in g[mod]:
            theirs = layer_of(dep, ids)
            if theirs is not None and theirs > mine:
                out.append("%s (%s) imports %s, of the higher layer %s"
                           % (mod, LAYERS[mine][0], dep, LAYERS[theirs][0]))
    return out


def top_level(folder=None):
    """The entries at the host's top level that count (packages and modules), sorted."""
    folder = folder or TIERS[2][1]
    out = []
    for name in sorted(os.listdir(folder)):
        if name in TOP_NOT_COUNTED or name.startswith("."):
            continue
        path = os.path.join(folder, name)
        if os.path.isdir(path) and any(f.endswith(".py") for f in os.listdir(path)) or name.endswith(".py"):
            out.append(name)
    return out


def _dotted(node):
    """"a.b.c" of a chain of names and attributes, or None."""
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        return ".".join([node.id] + parts[::-1])
    return None


def _private(name):
    """`_x` (not `_`, gettext's own name, nor a `__dunder__`)."""
    return name.startswith("_") and name != "_" and not (name.startswith("__") and name.endswith("__"))


def _project(name):
    return any(name == pkg or name.startswith(pkg + ".") for pkg, _ in TIERS)


def _key_strings(node):
    return [n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


# The one function that reaches the project's modules through sys.modules: it unloads a module loaded for
# one call (a validator, a storage section), so that the board's heap gets its code back.
UNLOADER = ("skelos.games", "forget")


def source_problems(mod, source, mods):
    """What one module's source does that the house forbids: reading another module's private
    names, reaching a module of the project through sys.modules.  `mods`: the project's modules."""
    tree = ast.parse(source)
    is_pkg = False
    parents = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[child] = node
    bound = {}          # a local name -> the project module it is
    sys_names = set()   # the local names of the sys module
    reach = []          # the sys.modules expressions
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "sys":
                    sys_names.add(a.asname or "sys")
                if a.name in mods or _project(a.name):
                    if a.asname:
                        bound[a.asname] = a.name
                    else:
                        top = a.name.split(".")[0]
                        bound[top] = top
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(mod, is_pkg, node)[0]
            for a in node.names:
                if base == "sys" and a.name == "modules":
                    reach.append((node, None))
                if _project(base) and _private(a.name) and base + "." + a.name not in mods:
                    out.append("%s:%d reads %s's private name %s" % (mod, node.lineno, base, a.name))
                elif _project(base) and _private(a.name):
                    out.append("%s:%d imports %s.%s, a private module" % (mod, node.lineno, base, a.name))
                if base + "." + a.name in mods:
                    bound[a.asname or a.name] = base + "." + a.name
                elif base in mods and _project(base):
                    pass
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "modules" and isinstance(node.value, ast.Name) \
                and node.value.id in sys_names:
            reach.append((node, parents.get(node)))
        # name = sys.modules["skelos_device.storage"]: that name is the module
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Subscript) \
                and _dotted(node.value.value) in {n + ".modules" for n in sys_names}:
            keys = _key_strings(node.value.slice)
            if len(keys) == 1 and keys[0] in mods:
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        bound[t.id] = keys[0]
    unloader = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and UNLOADER == (mod, n.name)]
    for node, parent in reach:
        if any(f.lineno <= node.lineno <= f.end_lineno for f in unloader):
            continue        # the one function that unloads a module for the board's heap
        if parent is None:
            out.append("%s:%d imports sys.modules" % (mod, node.lineno))
            continue
        key = None
        if isinstance(parent, ast.Subscript) and parent.value is node:
            key = parent.slice
        elif isinstance(parent, ast.Attribute) and isinstance(parents.get(parent), ast.Call) and parents[parent].args:
            key = parents[parent].args[0]                  # sys.modules.get(k) / .pop(k) / .setdefault(k)
        elif isinstance(parent, ast.Compare):
            key = parent.left                              # k in sys.modules
        keys = _key_strings(key) if key is not None else []
        if not keys or any(_project(k.rstrip(".")) for k in keys):
            what = ", ".join(repr(k) for k in keys) or "a key it computes"
            out.append("%s:%d reaches %s through sys.modules" % (mod, node.lineno, what))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            chain = _dotted(node.value)
            if chain is None:
                continue
            head, _, rest = chain.partition(".")
            if head not in bound:
                continue
            full = bound[head] + ("." + rest if rest else "")
            if full in mods and full != mod:
                out.append("%s:%d reads %s's private name %s" % (mod, node.lineno, full, node.attr))
    return sorted(set(out), key=lambda s: (s.split(":")[0], int(s.split(":")[1].split()[0]), s))


def house_problems(mods=None):
    """Every module's source_problems, over the project's modules."""
    mods = mods or modules()
    out = []
    for mod, path in sorted(mods.items()):
        with open(path, encoding="utf-8") as f:
            out += source_problems(mod, f.read(), mods)
    return out


def render(g, ids):
    lines = []
    for pkg, _ in TIERS:
        lines.append("%s:" % pkg)
        for mod in sorted(m for m in g if m == pkg or m.startswith(pkg + ".")):
            game = game_of(mod, ids)
            lines.append("  %s%s -> %s" % (mod, " [%s]" % game if game else "", ", ".join(g[mod]) or "-"))
    return "\n".join(lines)


def dot(g, ids):
    colours = ["#8ecae6", "#ffb703", "#90be6d", "#f28482"]
    out = ["digraph skelos {", "  rankdir=LR;", "  node [shape=box, style=filled, fillcolor=white];"]
    for mod in sorted(g):
        game = game_of(mod, ids)
        fill = colours[ids.index(game) % len(colours)] if game else "white"
        out.append('  "%s" [fillcolor="%s"];' % (mod, fill))
    for mod in sorted(g):
        for dep in g[mod]:
            out.append('  "%s" -> "%s";' % (mod, dep))
    out.append("}")
    return "\n".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dot", action="store_true", help="print the graph in Graphviz's dot language")
    a = ap.parse_args(argv)
    g = graph()
    ids = games() + sides()
    if a.dot:
        print(dot(g, ids))
        return 0
    print(render(g, ids))
    found = problems(g, ids)
    edges = sum(len(v) for v in g.values())
    print("\n%d modules, %d imports, games and sides %s: %s" % (
        len(g), edges, ", ".join(ids), "; ".join(found) if found else "no cycle, no cross-game import"))
    layered = layer_problems(g, ids)
    top = top_level()
    if len(top) > MAX_TOP:
        layered.append("the host has %d entries at its top level (at most %d): %s"
                       % (len(top), MAX_TOP, ", ".join(top)))
    house = house_problems()
    print("layers %s: %s" % (" < ".join(name for name, _ in LAYERS),
                             "no import from a lower layer to a higher one" if not layered else ""))
    for line in layered:
        print("  " + line)
    print("host top level: %d of at most %d (%s)" % (len(top), MAX_TOP, ", ".join(top)))
    print("private names and sys.modules: %s" % ("none" if not house else "%d found" % len(house)))
    for line in house:
        print("  " + line)
    return 1 if found or layered or house else 0


if __name__ == "__main__":
    sys.exit(main())
