"""The page's messages and catalogues: what every page of the page server carries of the message
catalogue of its language (page_messages), the catalogue's own script a browser keeps
(catalogue_script, named by catalogue_tag), and the messages a page carries inside it
(boot_messages)."""

import gzip
import json
import os

from skelos_host import views
from skelos_host.text import i18n, reasons, typography

_MESSAGES = {}      # (lang, default, the catalogue file's stamp) -> page_messages


def page_messages(lang, default):
    """The page's messages in `lang` (the server's language is `default`), the languages
    offered, the plural forms and their rule, and the reason texts (message ids) of the
    refusal codes: "" those every game shares, then each game's (skelos_host.text.reasons, the
    views' REFUSALS).  Read from the catalogue once, and again only when its file changes
    (every page carries them: reading the catalogue for each would be most of its serving)."""
    try:
        st = os.stat(i18n.po_path(lang))
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    key = (lang, default, stamp)
    kept = _MESSAGES.get(key)
    if kept is None:
        kept = _page_messages(lang, default)
        if len(_MESSAGES) >= 8:     # (the languages in use, a catalogue changed on disk)
            _MESSAGES.clear()
        _MESSAGES[key] = kept
    return kept


_CATALOGUES = {}    # (page_messages' dict, page) -> (that dict, version, script, its gzipped bytes)


def catalogue_script(lang, page="table", ids=None):
    """(version, script, gzipped script) of `page`'s catalogue in `lang` ("table", or a side's page whose
    messages are `ids()`, the side's `catalogue_ids`): the
    messages and plural forms of page_messages, apart from the page so that a page's weight grows with
    neither the catalogue nor the game.  The page names it with its version (a hash of its bytes,
    "/catalogue.js?lang=fr&v=..."), which a browser keeps for as long as it likes; made once, again only
    when the catalogue's file changes.  It holds the messages the page may show (page_ids, or the page's
    own), but those written as their own ids (_unlike_their_id)."""
    full = page_messages(lang, lang)
    key = (id(full), page)
    kept = _CATALOGUES.get(key)
    if kept is None or kept[0] is not full:
        from hashlib import blake2b

        shown = page_ids(lang) if ids is None else ids()
        words = {"lang": full["lang"],
                 "messages": _unlike_their_id({k: v for k, v in full["messages"].items() if k in shown}, lang),
                 "plurals": {k: v for k, v in full["plurals"].items() if k in shown}}
        script = b"CATALOGUE = " + json.dumps(words, ensure_ascii=False).encode() + b";\n"
        version = blake2b(script, digest_size=12).hexdigest()
        if len(_CATALOGUES) >= 8:
            _CATALOGUES.clear()
        kept = _CATALOGUES[key] = (full, version, script, gzip.compress(script, compresslevel=9, mtime=0))
    return kept[1:]


def catalogue_tag(lang, page="table", ids=None):
    """The page's script element of its catalogue (catalogue_script), named by its version."""
    version = catalogue_script(lang, page, ids)[0]
    query = "lang=%s" % lang + ("&amp;page=%s" % page if page != "table" else "")
    return b'<script src="catalogue.js?%s&amp;v=%s"></script>' % (query.encode(), version.encode())


# Where the messages the table page never shows are written: the command line's own modules, the report's
# charts and exports, and the heroes' sheet (a page of its own, with its own messages: heroes.web.needed).
NOT_ON_THE_PAGE = ("host/skelos_host/commands/", "host/skelos_host/cli/__init__.py", "host/skelos_host/cli/root.py",
                   "host/skelos_host/text/clicktexts.py", "host/skelos_host/toolchain/mpycross.py",
                   "host/skelos_host/session/charts.py", "host/skelos_host/session/analysis.py",
                   "host/skelos_host/session/exports.py", "host/skelos_host/web/hero.html",
                   "host/skelos_host/web/hero.js", "host/skelos_host/web/club.py", "host/skelos_host/web/room.py")


def page_ids(lang):
    """The message ids the table page may show: those of the catalogue of `lang` written anywhere but in
    NOT_ON_THE_PAGE (by the catalogue's own `#:` references, which host/tools/i18n.py keeps true; a message
    without any is kept)."""
    from skelos_host.text import pofile

    lang = i18n.normalize(lang) or i18n.DEFAULT
    try:
        with open(i18n.po_path(lang), encoding="utf-8") as f:
            entries = pofile.parse_po(f.read(), i18n.po_path(lang))[1]
    except OSError:
        return set()
    return {e.msgid for e in entries
            if not e.refs or any(not ref.rsplit(":", 1)[0].startswith(NOT_ON_THE_PAGE) for ref in e.refs)}


def _unlike_their_id(messages, lang):
    """`messages` without those the page's `_()` gives alike without them, in a language whose typography
    changes nothing: there a message written as its own id (most of the English catalogue) is its own
    translation, alone and before ": " (when "{message}: {detail}" is written as it is too)."""
    joined = "{message}: {detail}"
    if typography.for_language(joined + " ; ! ? « »", lang) != joined + " ; ! ? « »" \
            or messages.get(joined, joined) != joined:
        return messages
    out = {k: v for k, v in messages.items() if v != k}
    out.update((k, v) for k, v in messages.items() if v == k and ": " in k and k.partition(": ")[0] in out)
    return out


def boot_messages(lang, default):
    """page_messages without the catalogue (messages, plural forms): what a page carries inside it, the
    catalogue coming from catalogue_script's file."""
    full = page_messages(lang, default)
    return {k: v for k, v in full.items() if k not in ("messages", "plurals")}


def _page_messages(lang, default):
    refusals = {"": reasons.REFUSALS}
    rules = {"": getattr(reasons, "RULES", {})}       # the rules each code comes from, to read beside it
    for game in views.VIEWS:
        refusals[game] = views.view(game).REFUSALS
        rules[game] = getattr(views.view(game), "RULES", {})
    plurals, rule = i18n.plurals(lang)
    return {"lang": lang, "default": default, "languages": list(i18n.LANGUAGES),
            "messages": i18n.catalogue(lang), "plurals": plurals, "plural": rule, "refusals": refusals,
            "rules": rules, "rule_titles": views.RULE_TITLES}

