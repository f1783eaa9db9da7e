"""Read and write gettext `.po` catalogues and compile them to `.mo`.

Standard library only: the same job as GNU `msgfmt` (and CPython's
Tools/i18n/msgfmt.py) for the subset of the PO format this project uses:
comments, `msgid`, `msgid_plural`, `msgstr`, `msgstr[n]`, multi-line strings,
the `fuzzy` flag.  No `msgctxt`.
"""

import struct


class Entry:
    """One catalogue entry; `msgstr` is a string, or a list for plural entries."""

    def __init__(self, msgid, msgstr="", plural=None, comments=(), refs=(), flags=()):
        self.msgid = msgid
        self.plural = plural
        self.msgstr = msgstr if plural is None else (list(msgstr) if msgstr else ["", ""])
        self.comments = list(comments)  # translator comments ("# ...")
        self.refs = list(refs)  # source references ("#: file:line")
        self.flags = list(flags)  # "#, fuzzy, python-format"

    @property
    def key(self):
        return self.msgid if self.plural is None else (self.msgid, self.plural)

    def translated(self):
        if "fuzzy" in self.flags:
            return False
        if self.plural is None:
            return bool(self.msgstr)
        return all(self.msgstr)


def _unquote(text, path, lineno):
    try:
        import ast  # (only when a .po is read: a command's start reads the compiled .mo)

        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        raise ValueError("%s:%d: bad string %s" % (path, lineno, text)) from None
    if not isinstance(value, str):
        raise ValueError("%s:%d: bad string %s" % (path, lineno, text))
    return value


def parse_po(text, path="<po>"):
    """(header dict, [Entry]) of a PO file's text; the header entry is not in the list."""
    entries = []
    cur = None
    field = None
    comments, refs, flags = [], [], []

    def finish():
        nonlocal cur
        if cur is not None:
            entries.append(cur)
        cur = None

    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if cur is not None and field is not None and cur.get("msgstr") is not None:
                finish()
            if line.startswith("#:"):
                refs += line[2:].split()
            elif line.startswith("#,"):
                flags += [f.strip() for f in line[2:].split(",") if f.strip()]
            elif line.startswith("#~"):
                continue  # obsolete entries are dropped
            elif line.startswith("# ") or line == "#":
                comments.append(line[2:])
            continue
        if line.startswith('"'):
            if cur is None or field is None:
                raise ValueError("%s:%d: string outside an entry" % (path, lineno))
            value = _unquote(line, path, lineno)
            if isinstance(field, tuple):
                cur["msgstr"][field[1]] += value
            else:
                cur[field] += value
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgid":
            finish()
            cur = {"msgid": _unquote(rest, path, lineno), "msgid_plural": None, "msgstr": None,
                   "comments": comments, "refs": refs, "flags": flags}
            comments, refs, flags = [], [], []
            field = "msgid"
        elif cur is None:
            raise ValueError("%s:%d: %s before msgid" % (path, lineno, keyword))
        elif keyword == "msgid_plural":
            cur["msgid_plural"] = _unquote(rest, path, lineno)
            field = "msgid_plural"
        elif keyword == "msgstr":
            cur["msgstr"] = _unquote(rest, path, lineno)
            field = "msgstr"
        elif keyword.startswith("msgstr[") and keyword.endswith("]"):
            n = int(keyword[7:-1])
            if not isinstance(cur["msgstr"], list):
                cur["msgstr"] = []
            while len(cur["msgstr"]) <= n:
                cur["msgstr"].append("")
            cur["msgstr"][n] = _unquote(rest, path, lineno)
            field = ("msgstr", n)
        else:
            raise ValueError("%s:%d: unknown keyword %s" % (path, lineno, keyword))
    finish()
    header = {}
    out = []
    for e in entries:
        entry = Entry(e["msgid"], e["msgstr"] or ("" if e["msgid_plural"] is None else []),
                      e["msgid_plural"], e["comments"], e["refs"], e["flags"])
        if e["msgid"] == "" and e["msgid_plural"] is None:
            for hline in (e["msgstr"] or "").splitlines():
                k, _, v = hline.partition(":")
                if k.strip():
                    header[k.strip()] = v.strip()
            continue
        out.append(entry)
    return header, out


def read_po(path):
    with open(path, encoding="utf-8") as f:
        return parse_po(f.read(), str(path))


def _quote(s):
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return '"' + out + '"'


def _field(keyword, s, width=76):
    if "\\n" not in _quote(s)[1:-1] and len(keyword) + len(_quote(s)) + 1 <= width:
        return "%s %s\n" % (keyword, _quote(s))
    # long or multi-line: split after newlines and spaces, as msgmerge does
    parts = []
    chunk = ""
    for piece in _pieces(s):
        if chunk and len(_quote(chunk + piece)) > width:
            parts.append(chunk)
            chunk = ""
        chunk += piece
        if piece.endswith("\n"):
            parts.append(chunk)
            chunk = ""
    if chunk:
        parts.append(chunk)
    return '%s ""\n' % keyword + "".join(_quote(p) + "\n" for p in parts)


def _pieces(s):
    out = []
    word = ""
    for ch in s:
        word += ch
        if ch in " \n":
            out.append(word)
            word = ""
    if word:
        out.append(word)
    return out


def format_po(header, entries):
    """The text of a PO file (header first, entries in the given order)."""
    lines = []
    htext = "".join("%s: %s\n" % kv for kv in header.items())
    lines.append('msgid ""\n' + _field("msgstr", htext))
    for e in entries:
        block = ""
        for c in e.comments:
            block += ("# " + c).rstrip() + "\n"
        if e.refs:
            block += "#: " + " ".join(e.refs) + "\n"
        if e.flags:
            block += "#, " + ", ".join(e.flags) + "\n"
        block += _field("msgid", e.msgid)
        if e.plural is None:
            block += _field("msgstr", e.msgstr)
        else:
            block += _field("msgid_plural", e.plural)
            for i, s in enumerate(e.msgstr):
                block += _field("msgstr[%d]" % i, s)
        lines.append(block)
    return "\n".join(lines)


def write_po(path, header, entries):
    with open(path, "w", encoding="utf-8") as f:
        f.write(format_po(header, entries))


def make_mo(header, entries):
    """The bytes of a GNU .mo file (what `msgfmt` writes); untranslated and fuzzy entries are left out."""
    pairs = {"": "".join("%s: %s\n" % kv for kv in header.items())}
    for e in entries:
        if not e.translated():
            continue
        if e.plural is None:
            pairs[e.msgid] = e.msgstr
        else:
            pairs[e.msgid + "\0" + e.plural] = "\0".join(e.msgstr)
    keys = sorted(pairs)
    ids = b""
    strs = b""
    offsets = []
    for k in keys:
        kb, vb = k.encode("utf-8"), pairs[k].encode("utf-8")
        offsets.append((len(ids), len(kb), len(strs), len(vb)))
        ids += kb + b"\0"
        strs += vb + b"\0"
    n = len(keys)
    keystart = 7 * 4 + 16 * n
    valuestart = keystart + len(ids)
    koffsets, voffsets = [], []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + keystart]
        voffsets += [l2, o2 + valuestart]
    out = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    out += struct.pack("%di" % len(koffsets), *koffsets)
    out += struct.pack("%di" % len(voffsets), *voffsets)
    return out + ids + strs
