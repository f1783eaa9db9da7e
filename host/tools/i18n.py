"""Message catalogues of the host side: extract, update, compile, check.

    python host/tools/i18n.py extract    # write host/skelos_host/locale/skelos.pot from the sources
    python host/tools/i18n.py update     # extract, then bring both .po files in step with the .pot
    python host/tools/i18n.py compile    # .po -> .mo beside them (scripts/setup.sh runs this)
    python host/tools/i18n.py check      # exit 1 if the .pot is stale or a .po misses a translation
    python host/tools/i18n.py glossary   # write docs/glossary.md from docs/glossary.toml

Standard library only (the work of xgettext, msgmerge and msgfmt for this
project's sources).  What is extracted:
  - Python under host/skelos_host: `_("...")`, `N_("...")`, `ngettext("...", "...", n)`, `Nn_("...", "...")`,
    the docstrings of click commands and groups, and `help="..."` of click options;
  - the page: `_("...")`, `N_("...")`, `fmt("...", values)`, and `ngettext("...", "...", n)` and
    `fmtn("...", "...", n, values)` (a message with a count) in web/*.js, and the text of elements
    marked `data-i18n` in web/index.html.
Locations are file names only (no line numbers), so that edits elsewhere in a
file do not churn the catalogues.  After `update`, new French entries have an
empty msgstr: translate them using the terms of docs/glossary.toml.  The
English catalogue is filled with the English text (it can be reworded there).
"""

import argparse
import ast
import html.parser
import inspect
import os
import re
import sys
import tomllib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
PKG = os.path.join(ROOT, "host", "skelos_host")
LOCALE = os.path.join(PKG, "locale")
POT = os.path.join(LOCALE, "skelos.pot")
GLOSSARY = os.path.join(ROOT, "docs", "glossary.toml")
GLOSSARY_MD = os.path.join(ROOT, "docs", "glossary.md")
sys.path.insert(0, os.path.join(ROOT, "host"))

from skelos_host.text import pofile  # noqa: E402
from skelos_host.text.i18n import LANGUAGES  # noqa: E402

PLURAL_FORMS = {"en": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);"}
KEYWORDS = {"_": 1, "N_": 1, "ngettext": 2, "Nn_": 2}


def _rel(path):
    return os.path.relpath(path, ROOT).replace(os.sep, "/")


def _is_click_decorator(dec):
    call = dec if isinstance(dec, ast.Call) else None
    func = call.func if call else dec
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    return name in ("command", "group")


def _str_arg(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def extract_python(path):
    """[(msgid, plural or None)] of one Python file, in source order."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any(_is_click_decorator(d) for d in node.decorator_list):
                doc = ast.get_docstring(node, clean=False)
                if doc:
                    found.append((node.lineno, inspect.cleandoc(doc), None))
        if not isinstance(node, ast.Call):
            continue
        fname = node.func.id if isinstance(node.func, ast.Name) else (
            node.func.attr if isinstance(node.func, ast.Attribute) else "")
        if isinstance(node.func, ast.Name) and fname in KEYWORDS:
            args = [_str_arg(a) for a in node.args[:KEYWORDS[fname]]]
            if args and all(a is not None for a in args):
                found.append((node.lineno, args[0], args[1] if len(args) > 1 else None))
        if fname in ("option", "command", "group", "argument"):
            for kw in node.keywords:
                if kw.arg in ("help", "short_help") and _str_arg(kw.value):
                    found.append((node.lineno, kw.value.value, None))
    found.sort(key=lambda x: x[0])
    return [(m, p) for _, m, p in found]


_JS_STR = r"""("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
_JS_CALL = re.compile(r"(?<![\w.$])(?:(N_|_|fmt)\(\s*%s\s*[,)]|(ngettext|fmtn)\(\s*%s\s*,\s*%s\s*,)"
                      % (_JS_STR, _JS_STR, _JS_STR))


def extract_js(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    out = []
    for m in _JS_CALL.finditer(text):
        if m.group(1):
            out.append((m.start(), ast.literal_eval(m.group(2)), None))
        else:
            out.append((m.start(), ast.literal_eval(m.group(4)), ast.literal_eval(m.group(5))))
    return [(msgid, plural) for _, msgid, plural in sorted(out)]


class _MarkedText(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []
        self.stack = []

    def handle_starttag(self, tag, attrs):
        if tag in ("meta", "link", "br", "img", "input"):
            return
        self.stack.append(["data-i18n" in dict(attrs), ""])

    def handle_endtag(self, tag):
        if tag in ("meta", "link", "br", "img", "input") or not self.stack:
            return
        marked, text = self.stack.pop()
        if marked:
            self.found.append((" ".join(text.split()), None))

    def handle_data(self, data):
        if self.stack:
            self.stack[-1][1] += data


def extract_html(path):
    p = _MarkedText()
    with open(path, encoding="utf-8") as f:
        p.feed(f.read())
    return p.found


def source_files():
    files = []
    for dirpath, dirnames, filenames in os.walk(PKG):
        dirnames[:] = sorted(d for d in dirnames if d not in ("__pycache__", "locale"))
        for name in sorted(filenames):
            if name.endswith((".py", ".js", ".html")):
                files.append(os.path.join(dirpath, name))
    return sorted(files)


def extract():
    """[pofile.Entry] of every message in the sources (each once, first occurrence first)."""
    entries = {}
    order = []
    for path in source_files():
        if path.endswith(".py"):
            found = extract_python(path)
        elif path.endswith(".js"):
            found = extract_js(path)
        else:
            found = extract_html(path)
        for msgid, plural in found:
            if not msgid:
                continue
            key = msgid if plural is None else (msgid, plural)
            if key not in entries:
                entries[key] = pofile.Entry(msgid, plural=plural)
                order.append(key)
            if _rel(path) not in entries[key].refs:
                entries[key].refs.append(_rel(path))
    return [entries[k] for k in order]


def header(lang=None):
    h = {
        "Project-Id-Version": "skelos",
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
    }
    if lang:
        h["Language"] = lang
        h["Plural-Forms"] = PLURAL_FORMS[lang]
    return h


def po_file(lang, locale=LOCALE):
    return os.path.join(locale, lang, "LC_MESSAGES", "skelos.po")


def merged(lang, template):
    """The .po entries of `lang` for `template`: translations kept, obsolete dropped, new added."""
    old = {}
    if os.path.exists(po_file(lang)):
        for e in pofile.read_po(po_file(lang))[1]:
            old[e.key] = e
    out = []
    for t in template:
        prev = old.get(t.key)
        if prev is not None:
            msgstr = prev.msgstr
            comments, flags = prev.comments, prev.flags
        else:
            comments, flags = [], []
            if lang == "en":
                msgstr = t.msgid if t.plural is None else [t.msgid, t.plural]
            else:
                msgstr = "" if t.plural is None else ["", ""]
        out.append(pofile.Entry(t.msgid, msgstr, t.plural, comments, t.refs, flags))
    return out


def problems(locale=LOCALE):
    """What is wrong with the catalogues in `locale`, as sentences (empty when all is in step)."""
    template = extract()
    out = []
    expected = pofile.format_po(header(), template)
    try:
        with open(os.path.join(locale, "skelos.pot"), encoding="utf-8") as f:
            if f.read() != expected:
                out.append("skelos.pot is stale")
    except FileNotFoundError:
        out.append("skelos.pot is missing")
    keys = [t.key for t in template]
    for lang in LANGUAGES:
        try:
            h, entries = pofile.read_po(po_file(lang, locale))
        except FileNotFoundError:
            out.append("%s: no catalogue" % lang)
            continue
        have = {e.key: e for e in entries}
        for k in keys:
            if k not in have:
                out.append("%s: missing %r" % (lang, k))
            elif not have[k].translated():
                out.append("%s: untranslated %r" % (lang, k))
        known = set(keys)
        for k in have:
            if k not in known:
                out.append("%s: obsolete %r" % (lang, k))
        if h.get("Plural-Forms") != PLURAL_FORMS[lang]:
            out.append("%s: Plural-Forms must be %r" % (lang, PLURAL_FORMS[lang]))
    return out


def cmd_extract():
    template = extract()
    os.makedirs(LOCALE, exist_ok=True)
    pofile.write_po(POT, header(), template)
    print("%s: %d messages" % (_rel(POT), len(template)))
    return template


def cmd_update():
    template = cmd_extract()
    for lang in LANGUAGES:
        entries = merged(lang, template)
        os.makedirs(os.path.dirname(po_file(lang)), exist_ok=True)
        pofile.write_po(po_file(lang), header(lang), entries)
        todo = sum(1 for e in entries if not e.translated())
        print("%s: %d messages, %d to translate" % (_rel(po_file(lang)), len(entries), todo))


def cmd_compile():
    for lang in LANGUAGES:
        h, entries = pofile.read_po(po_file(lang))
        mo = os.path.join(os.path.dirname(po_file(lang)), "skelos.mo")
        with open(mo, "wb") as f:
            f.write(pofile.make_mo(h, entries))
        print("%s: %d messages" % (_rel(mo), sum(1 for e in entries if e.translated())))


def load_glossary(path=GLOSSARY):
    with open(path, "rb") as f:
        return tomllib.load(f)["term"]


def load_units(path=GLOSSARY):
    """The glossary's unit names ([[unit]]) and tile-name suffixes ([[unit_suffix]])."""
    with open(path, "rb") as f:
        g = tomllib.load(f)
    return g.get("unit", []), g.get("unit_suffix", [])


def render_glossary(terms, units=((), ())):
    lines = [
        "# Glossary / Glossaire",
        "",
        "<!-- Generated by host/tools/i18n.py glossary from docs/glossary.toml; do not edit. -->",
        "",
        "The game's own words in English and in French, as the French rule documents use them.",
        "The French message catalogue, the French face plate and the French player guide use these terms.",
        "",
        "Les termes du jeu en anglais et en français, tels que les emploient les règles françaises.",
        "Le catalogue de messages français, la plaque de façade et le guide du joueur les emploient.",
        "",
        "| English | Français | note |",
        "|---|---|---|",
    ]
    for t in terms:
        lines.append("| %s | %s | %s |" % (t["en"], t["fr"], t.get("note", "")))
    names, suffixes = units
    if names:
        lines += [
            "",
            "## Tile names / Noms des tuiles",
            "",
            "The names of the Overlord's tiles as the built-in presets give them. *Ours*: no French",
            "source we hold gives the published French name, so the French name is our own (a proper",
            "name kept, or our translation) and the presets list it in `unsourced`.",
            "",
            "Les noms des tuiles de l'Overlord dans les scénarios intégrés. *Ours* : aucune source",
            "française à notre disposition ne donne le nom publié ; le nom français est le nôtre.",
            "",
            "| English | Français | source |",
            "|---|---|---|",
        ]
        for u in names:
            lines.append("| %s | %s | %s |" % (u["en"], u["fr"], u["source"] if u.get("source") else
                                               "*ours* (%s)" % u.get("note", "our translation")))
        lines += ["", "A tile name's suffix (\"Pict Hunters - Red\") / suffixe (« Chasseurs pictes (socle rouge) ») :",
                  "", "| English | Français |", "|---|---|"]
        for u in suffixes:
            lines.append("| - %s | (%s) |" % (u["en"], u["fr"]))
    return "\n".join(lines) + "\n"


def cmd_glossary(check=False):
    text = render_glossary(load_glossary(), load_units())
    if check:
        with open(GLOSSARY_MD, encoding="utf-8") as f:
            return f.read() == text
    with open(GLOSSARY_MD, "w", encoding="utf-8") as f:
        f.write(text)
    print("%s: %d terms" % (_rel(GLOSSARY_MD), len(load_glossary())))
    return True


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("action", choices=("extract", "update", "compile", "check", "glossary"))
    a = ap.parse_args(argv)
    if a.action == "extract":
        cmd_extract()
    elif a.action == "update":
        cmd_update()
    elif a.action == "compile":
        cmd_compile()
    elif a.action == "glossary":
        cmd_glossary()
    else:
        found = problems()
        if not cmd_glossary(check=True):
            found.append("docs/glossary.md is stale")
        for p in found:
            print(p)
        print("catalogues: %s" % ("%d problems" % len(found) if found else "in step"))
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
