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
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
