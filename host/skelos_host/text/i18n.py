"""Languages of the host side: English (the default) and French.

The language comes from, in this order: the root option `skelos --lang fr|en`,
then the environment (LC_ALL, LC_MESSAGES, LANG, as the C library reads them;
"C"/"POSIX" or an unsupported language mean English), then English.

The catalogues are gettext `.po` files in `locale/<lang>/LC_MESSAGES/skelos.po`
(sources, in git).  `host/tools/i18n.py compile` (run by scripts/setup.sh)
compiles them to `.mo` beside them; a checkout that was not set up compiles
them in memory on first use, so the `.po` is always the truth.

Use `_()` for a message, `ngettext()` for one with a count, and `N_()` to mark
a string for the catalogue where it is defined and translate it later.  French
messages come out in French typography (skelos_host/text/typography.py): the
catalogue's texts keep ordinary spaces.
"""

import gettext
import os

from skelos_host.text import pofile, typography

# the package's files are plain files once installed (setuptools package data): no importlib.resources
# here, which would cost a command's start more than the rest of this module
_LOCALE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locale")

DOMAIN = "skelos"
LANGUAGES = ("en", "fr")
DEFAULT = "en"
ENV_VARS = ("LC_ALL", "LC_MESSAGES", "LANG")

_current = None
_cache = {}


def N_(message):
    """Mark `message` for the catalogue without translating it now."""
    return message


def Nn_(singular, plural):
    """Mark a singular/plural pair for the catalogue (see `ngettext`) without translating it now."""
    return singular, plural


def normalize(value):
    """'fr_FR.UTF-8' -> 'fr'; None for an unsupported or empty value."""
    if not value:
        return None
    code = value.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else None


def from_environment(environ=None):
    """The language the environment asks for (the first variable set wins, as in C)."""
    env = os.environ if environ is None else environ
    for var in ENV_VARS:
        value = env.get(var)
        if value:
            return normalize(value) or DEFAULT
    return DEFAULT


def resolve(option=None, environ=None):
    """The language to use: the option if given, else the environment, else English."""
    if option:
        lang = normalize(option)
        if lang is None:
            raise ValueError("unsupported language %r (have: %s)" % (option, ", ".join(LANGUAGES)))
        return lang
    return from_environment(environ)


def po_path(lang):
    return os.path.join(_LOCALE, lang, "LC_MESSAGES", DOMAIN + ".po")


def translations(lang):
    """The gettext translations object of `lang` (compiled .mo, or the .po compiled in memory)."""
    if lang in _cache:
        return _cache[lang]
    po = po_path(lang)
    mo = os.path.join(os.path.dirname(po), DOMAIN + ".mo")
    try:
        fresh = os.path.getmtime(mo) >= os.path.getmtime(po)
    except OSError:
        fresh = False
    if fresh:
        with open(mo, "rb") as f:
            t = gettext.GNUTranslations(f)
    elif os.path.isfile(po):
        import io

        with open(po, encoding="utf-8") as f:
            header, entries = pofile.parse_po(f.read(), po)
        t = gettext.GNUTranslations(io.BytesIO(pofile.make_mo(header, entries)))
    else:
        t = gettext.NullTranslations()
    _cache[lang] = t
    return t


def set_language(lang):
    """Use `lang` from now on (an unsupported one means English)."""
    global _current
    _current = normalize(lang) or DEFAULT
    patch_click()
    return _current


def get_language():
    global _current
    if _current is None:
        _current = from_environment()
        patch_click()
    return _current


def _(message):
    """`message` in the current language (an empty message stays empty, never the catalogue's header)."""
    if not message:
        return message
    lang = get_language()
    return typography.for_language(translations(lang).gettext(message), lang)


def ngettext(singular, plural, n):
    """The form of `singular`/`plural` for count `n` in the current language."""
    lang = get_language()
    return typography.for_language(translations(lang).ngettext(singular, plural, n), lang)


def decimal(value, places):
    """`value` with `places` decimals, written in the current language: 0.250 in English, 0,250 in French."""
    text = "%.*f" % (places, value)
    return text.replace(".", ",") if get_language() == "fr" else text


def catalogue(lang):
    """{msgid: translation} of `lang` for the web page (plural entries left out)."""
    lang = normalize(lang) or DEFAULT
    po = po_path(lang)
    if not os.path.isfile(po):
        return {}
    with open(po, encoding="utf-8") as f:
        _, entries = pofile.parse_po(f.read(), po)
    return {e.msgid: typography.for_language(e.msgstr, lang) for e in entries if e.plural is None and e.translated()}


def plurals(lang):
    """({singular msgid: [forms]}, plural rule) of `lang` for the web page: the rule is the
    expression of the catalogue's Plural-Forms header ("(n != 1)"), the index of the form."""
    lang = normalize(lang) or DEFAULT
    po = po_path(lang)
    if not os.path.isfile(po):
        return {}, "(n != 1)"
    with open(po, encoding="utf-8") as f:
        header, entries = pofile.parse_po(f.read(), po)
    forms = {e.msgid: [typography.for_language(f, lang) for f in e.msgstr]
             for e in entries if e.plural is not None and e.translated()}
    rule = header.get("Plural-Forms", "").partition("plural=")[2].strip().rstrip(";").strip() or "(n != 1)"
    return forms, rule


# Click prints its own messages ("Usage:", "Error: ...") through the module
# level gettext functions; point them at this catalogue (skelos_host/text/clicktexts.py
# lists the ones a player meets).
_CLICK_MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types", "utils")


def patch_click():
    """Point click's messages at this catalogue, if click is imported (a command answered without click never
    imports it; the click tree, skelos_host.cli.root, calls this when it does)."""
    import sys

    if "click" not in sys.modules:
        return
    _patch_click_words(sys.modules["click"])
    for name in _CLICK_MODULES:
        mod = sys.modules.get("click." + name)
        if mod is None:
            continue
        if hasattr(mod, "_"):
            mod._ = _
        if hasattr(mod, "ngettext"):
            mod.ngettext = ngettext


_METAVAR = None


def metavar(text):
    """A metavar of click in the current language: "[OPTIONS]", "COMMAND [ARGS]...", "INTEGER RANGE", "[SESSION]",
    "FILE..." (a choice, "[en|fr]", and a word the catalogue does not hold stay as they are)."""
    global _METAVAR
    if not text:
        return text
    whole = _(text)
    if whole != text:
        return whole
    if _METAVAR is None:
        import re

        _METAVAR = re.compile(r"(\[?)([A-Z][A-Z ]*[A-Z]|[A-Z])(\]?)((?:\.\.\.)?)")
    m = _METAVAR.fullmatch(text)
    if not m:
        return text
    return m.group(1) + _(m.group(2)) + m.group(3) + m.group(4)


def _patch_click_words(click):
    """Click's metavars, usage pieces and the default of an on/off flag, in the player's language (once)."""
    core = click.core
    if getattr(core.Parameter.make_metavar, "_skelos", False):
        return
    make_metavar, usage_pieces, help_extra = (core.Parameter.make_metavar, core.Command.collect_usage_pieces,
                                              core.Option.get_help_extra)

    def _make_metavar(self, ctx):
        if self.metavar is None and isinstance(self.type, click.Path):   # (its name was set in the language of
            word = ("FILE" if self.type.file_okay and not self.type.dir_okay else            # its import)
                    "DIRECTORY" if self.type.dir_okay and not self.type.file_okay else "PATH")
            return metavar(word + ("..." if self.nargs != 1 else ""))
        return metavar(make_metavar(self, ctx))

    def _usage_pieces(self, ctx):
        return [metavar(piece) for piece in usage_pieces(self, ctx)]

    def _help_extra(self, ctx):
        extra = help_extra(self, ctx)
        if "default" in extra and self.is_bool_flag and self.secondary_opts:   # the option itself, not a word
            extra["default"] = (self.opts if self.get_default(ctx, call=False) else self.secondary_opts)[0]
        return extra

    def _group_usage_pieces(self, ctx):
        return [metavar(piece) for piece in group_pieces(self, ctx)]

    group_pieces = core.Group.collect_usage_pieces
    # "'abc' is not a valid integer.": the number's kind in the player's language too
    number_convert = click.types._NumberParamTypeBase.convert
    not_a_number = "{value!r} is not a valid {number_type}."

    def _number_convert(self, value, param, ctx):
        try:
            return number_convert(self, value, param, ctx)
        except click.BadParameter as e:
            if e.message == _(not_a_number).format(value=value, number_type=self.name):
                e.message = _(not_a_number).format(value=value, number_type=_(self.name))
            raise

    click.types._NumberParamTypeBase.convert = _number_convert
    _make_metavar._skelos = True
    core.Parameter.make_metavar = _make_metavar
    core.Command.collect_usage_pieces = _usage_pieces
    core.Group.collect_usage_pieces = _group_usage_pieces
    core.Option.get_help_extra = _help_extra
    # an option's name (--no-log) is never cut at its hyphens when its help wraps
    from click import _textwrap

    wrapper_init = _textwrap.TextWrapper.__init__

    def _wrapper_init(self, *args, **kwargs):
        kwargs["break_on_hyphens"] = False
        wrapper_init(self, *args, **kwargs)

    _textwrap.TextWrapper.__init__ = _wrapper_init


def translate_help(command):
    """Translate the help texts of a click command tree in place (idempotent)."""
    orig = command.__dict__.setdefault("_skelos_help", command.help)
    if orig:
        import inspect

        command.help = _(inspect.cleandoc(orig))
        if getattr(command, "_skelos_short", None) is None:
            command._skelos_short = command.short_help or ""
        command.short_help = _(command._skelos_short) if command._skelos_short else None
    params = list(getattr(command, "params", ()))
    if getattr(command, "_help_option", None) is not None:  # click builds --help once and keeps it
        params.append(command._help_option)
    for param in params:
        ph = param.__dict__.setdefault("_skelos_help", getattr(param, "help", None))
        if ph:
            param.help = _(ph)
    for sub in getattr(command, "commands", {}).values():
        translate_help(sub)


def number(v, decimals=None):
    """`v` written in the current language: 1,234.5 in English, 1 234,5 in French."""
    if decimals is None:
        decimals = 0 if float(v).is_integer() else (1 if abs(v) >= 10 else 2)
    text = "{:,.{}f}".format(v, decimals)
    if decimals and "." in text:
        text = text.rstrip("0").rstrip(".")
    if get_language() == "fr":
        text = text.replace(",", "\u202f").replace(".", ",")
    return text
