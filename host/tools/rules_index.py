"""Where each rule of docs/rules.md is: its code and its tests.

    python host/tools/rules_index.py           # rewrite the index at the end of docs/rules.md
    python host/tools/rules_index.py --check   # exit 1 if the index is stale or a rule lacks code or tests

A rule's ID (R01, S02, O05...) tags the code that applies it, in a comment or
a docstring of firmware/lib (the rules core and the device app), and names
the tests that check it (`test_R07_same_tile_twice_at_its_new_cost`); the
packages' __init__.py only describe, they tag nothing.  The
index lists, for every ID of the digest, the functions (or refusal
constants) whose code carries the tag and the tests that name it; an ID with
neither is marked not implemented.  An ID with code but no test, or tests but
no tagged code, is a problem.  Standard library only.
"""

import argparse
import ast
import io
import os
import re
import sys
import tokenize

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
RULES = os.path.join(ROOT, "docs", "rules.md")
CODE = os.path.join(ROOT, "firmware", "lib")
TESTS = os.path.join(ROOT, "tests")
BEGIN = "<!-- rule index: written by host/tools/rules_index.py from the code and the tests; do not edit -->"
END = "<!-- end of the rule index -->"
ID = re.compile(r"\b([RSHO]\d\d)\b")
RANGE = re.compile(r"\b[RSHO]\d\d-[RSHO]?\d\d\b")   # "R01-R20" says what a module covers, it tags nothing
DEFINED = re.compile(r"^- \*\*([RSHO]\d\d)\b(.*?)\*\*(.*)$", re.M)


def _py_files(folder):
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "node_modules") and not d.startswith("."))
        for name in sorted(filenames):
            if name.endswith(".py"):
                yield os.path.join(dirpath, name)


def rules(text=None):
    """[(id, title)] in the digest's order."""
    if text is None:
        with open(RULES, encoding="utf-8") as f:
            text = f.read()
    out = []
    for m in DEFINED.finditer(text.split(BEGIN)[0]):
        title = m.group(2).strip(" .")
        if not title:   # "- **O01** Each hero activation has...": the start of its first sentence
            title = re.split(r"[.;:]", m.group(3).strip())[0]
            title = title if len(title) <= 60 else title[:57].rsplit(" ", 1)[0] + "..."
        out.append((m.group(1), title))
    return out


def _scopes(tree):
    """[(first line, last line, name)] of every function and class, and of module-level assignments."""
    out = []

    def walk(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = prefix + child.name
                out.append((child.lineno, child.end_lineno, name))
                walk(child, name + ".")
            elif prefix == "" and isinstance(child, ast.Assign):
                names = [t.id for t in child.targets if isinstance(t, ast.Name)]
                if names:
                    out.append((child.lineno, child.end_lineno, names[0]))
    walk(tree, "")
    return out


def code_tags():
    """{id: {relative file: set of scope names}} from the comments and strings of firmware/lib."""
    found = {}
    for path in _py_files(CODE):
        if path.endswith("__init__.py"):
            continue   # a package's description, no rule's code
        with open(path, encoding="utf-8") as f:
            src = f.read()
        scopes = _scopes(ast.parse(src, path))
        rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
        pending = []   # comments on lines of their own: they tag the statement that follows
        for tok in tokenize.generate_tokens(io.StringIO(src).readline):
            if tok.type in (tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT):
                continue
            if tok.type == tokenize.COMMENT and not tok.line[:tok.start[1]].strip():
                pending.append(tok.string)
                continue
            texts = pending + ([tok.string] if tok.type in (tokenize.COMMENT, tokenize.STRING) else [])
            pending = []
            line = tok.start[0]
            for text in texts:
                for rid in ID.findall(RANGE.sub(" ", text)):
                    inner = [s for s in scopes if s[0] <= line <= s[1]]
                    name = max(inner, key=lambda s: s[0])[2] if inner else "(module)"
                    found.setdefault(rid, {}).setdefault(rel, set()).add(name)
    return found


def test_tags():
    """{id: [relative file::test name]} of the tests whose name holds the ID."""
    found = {}
    for path in _py_files(TESTS):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                for rid in re.findall(r"_([RSHO]\d\d)(?=_|$)", node.name):
                    found.setdefault(rid, []).append("%s::%s" % (rel, node.name))
    return found


def index():
    """(markdown of the index, problems)."""
    code, tests = code_tags(), test_tags()
    known = rules()
    lines = ["## Where each rule is", "",
             "For every ID: the code that applies it (the functions, classes and refusal constants of",
             "`firmware/lib` whose code or docstring names it) and the tests that check it (named after it).",
             "Written by `python host/tools/rules_index.py` from the sources; `tests/test_layout.py` fails when",
             "it is stale.", "",
             "| ID | rule | code | tests |", "|---|---|---|---|"]
    problems = []
    for rid, title in known:
        c, t = code.get(rid, {}), tests.get(rid, [])
        if not c and not t:
            lines.append("| %s | %s | **not implemented** | none |" % (rid, title or "-"))
            continue
        if not c:
            problems.append("%s: tests but no code tagged with it" % rid)
        if not t:
            problems.append("%s: code but no test named after it" % rid)
        where = "<br>".join("`%s`: %s" % (f[len("firmware/lib/"):], ", ".join("`%s`" % n for n in sorted(c[f])))
                            for f in sorted(c)) or "-"
        by_file = {}
        for item in t:
            f, _, name = item.partition("::")
            by_file.setdefault(f, []).append(name)
        tlist = "<br>".join("`%s`: %s" % (f, ", ".join("`%s`" % n for n in by_file[f])) for f in sorted(by_file))
        lines.append("| %s | %s | %s | %s |" % (rid, title or "-", where, tlist or "-"))
    ids = {rid for rid, _ in known}
    for rid in sorted((set(code) | set(tests)) - ids):
        problems.append("%s: tagged in the code or the tests but not in the digest" % rid)
    return "\n".join(lines) + "\n", problems


def render(text, table):
    head = text.split(BEGIN)[0].rstrip("\n")
    return head + "\n\n" + BEGIN + "\n" + table + END + "\n"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the index is stale or a rule lacks code or tests")
    a = ap.parse_args(argv)
    with open(RULES, encoding="utf-8") as f:
        text = f.read()
    table, problems = index()
    new = render(text, table)
    for p in problems:
        print("rules_index: " + p)
    if a.check:
        if new != text:
            print("rules_index: docs/rules.md is stale: run python host/tools/rules_index.py")
            return 1
        return 1 if problems else 0
    with open(RULES, "w", encoding="utf-8") as f:
        f.write(new)
    print("docs/rules.md: %d rules indexed" % len(rules()))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
