#!/usr/bin/env python3
"""Printable face plate / label sheet (A4 landscape SVG) for a Skelos board.

Pure Python 3.11, standard library only. Importable and runnable::

    python hardware/tools/faceplate.py                      # validate + render, no write
    python hardware/tools/faceplate.py --write              # hardware/faceplate_en.svg
    python hardware/tools/faceplate.py --check              # non-zero if out of date
    python hardware/tools/faceplate.py PROFILE.json --lang en --write
    python hardware/tools/faceplate.py --lang fr --write    # hardware/faceplate_fr.svg

The layout comes from the board profile (slot buttons, other buttons, pixel
segments); the words come from the text tables below. What each button
means is defined once, in BUTTON_LABELS. To add a language, add an entry to
TEXTS with the same keys as TEXTS["en"] (including its own "buttons" table
with the same button names); ``missing_texts(lang)`` lists what is missing.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from xml.sax.saxutils import escape

_TOOLS = str(Path(__file__).resolve().parent)
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)
import profile_check  # noqa: E402  (sibling module)

TOOL = "hardware/tools/faceplate.py"

# --------------------------------------------------------------------------
# What the buttons mean: the single place. Button name -> (key label printed
# on the plate, meaning). The firmware owns the real grammar; keep this in
# step with it.
# --------------------------------------------------------------------------
BUTTON_LABELS = {
    **{f"slot{n}": (str(n), "Activate the tile in this slot \u00b7 hold: tile menu "
                            "(slot again: kill one \u00b7 +1 MOVE: wound \u00b7 MODE+slot: mark a death \u00b7 "
                            "TURN: marked die together, or clean) \u00b7 "
                            "event pending: choose event / hold: +1 reinforcement")
       for n in range(1, 9)},
    "extra": ("+1 MOVE", "Buy 1 extra move point for the selected figure (1 gem) \u00b7 "
                         "MODE+this: next figure"),
    "defend": ("DEFEND", "+1 active-defense die (1 gem), any time"),
    "reroll": ("REROLL", "Reroll one die (1 gem), any time"),
    "spell": ("SPELL", "Cast the selected spell \u00b7 MODE+this: next spell"),
    "mode": ("MODE", "Display mode \u00b7 hold: brightness \u00b7 +TURN: vigilance \u00b7 "
                     "+1/+2 hold: who won \u00b7 +UNDO hold: new game"),
    "turn": ("TURN", "Begin the Overlord turn (recovery + hourglass) / end it \u00b7 "
                     "hold: guard round \u00b7 event: carry out"),
    "undo": ("UNDO", "Undo \u00b7 hold: redo"),
}

# The same in French (terms of docs/glossary.toml: la Rivière, zone de fatigue,
# sablier, dépolluer la rivière, renfort, tour de garde...).
BUTTON_LABELS_FR = {
    **{f"slot{n}": (str(n), "Activer la tuile de cette position \u00b7 maintenu : menu de la tuile "
                            "(position \u00e0 nouveau : tuer une figurine \u00b7 +1 MVT : blesser \u00b7 "
                            "MODE+position : marquer une mort \u00b7 TOUR : les marqu\u00e9es meurent ensemble, "
                            "ou d\u00e9polluer la rivi\u00e8re) \u00b7 \u00e9v\u00e9nement en attente : "
                            "choisir l'\u00e9v\u00e9nement / maintenu : +1 renfort")
       for n in range(1, 9)},
    "extra": ("+1 MVT", "Acheter 1 point de mouvement suppl\u00e9mentaire pour la figurine choisie "
                        "(1 gemme) \u00b7 MODE+celui-ci : figurine suivante"),
    "defend": ("D\u00c9FENSE", "+1 d\u00e9 de d\u00e9fense active (1 gemme), \u00e0 tout moment"),
    "reroll": ("RELANCE", "Relancer un d\u00e9 (1 gemme), \u00e0 tout moment"),
    "spell": ("SORT", "Lancer le sort choisi \u00b7 MODE+celui-ci : sort suivant"),
    "mode": ("MODE", "Mode d'affichage \u00b7 maintenu : luminosit\u00e9 \u00b7 +TOUR : vigilance \u00b7 "
                     "+1/+2 maintenu : qui a gagn\u00e9 \u00b7 +ANNULER maintenu : nouvelle partie"),
    "turn": ("TOUR", "Commencer le tour de l'Overlord (r\u00e9cup\u00e9ration + sablier) / le finir \u00b7 "
                     "maintenu : tour de garde \u00b7 \u00e9v\u00e9nement : le r\u00e9aliser"),
    "undo": ("ANNULER", "Annuler \u00b7 maintenu : r\u00e9tablir"),
}

# Everything else printed on the plate, per language.
TEXTS = {
    "en": {
        "buttons": BUTTON_LABELS,
        "title": "BOOK OF SKELOS",
        "subtitle": "Overlord control board \u00b7 face plate for {profile}",
        "river": "RIVER",
        "cost": "activation cost (scenario default; the device shows the real ones)",
        "slot_caption": "Slot buttons: {meaning}",
        "actions": "ACTIONS",
        "chords": "Chords (hold the first key, press the next):",
        "gems": "GEMS",
        "gem_note": "one pixel per gem",
        "zones_title": "Gem zones",
        "zones": {
            "available": "available",
            "fatigue": "fatigue",
            "spent": "spent this turn",
            "spells": "on spells",
            "removed": "removed (off / dim)",
        },
        "turn": "TURN TRACK",
        "turn_note": "hourglass",
        "status": "STATUS",
        "scale": "50 mm: print at 100 % (no \u201cfit to page\u201d)",
        "cut": "Cut the solid outline and the dashed holes (\u00d8 12 mm). Pixel windows "
               "(\u00d8 6 mm, 60 LED/m pitch): leave the card as a diffuser or cut them out.",
        "generated": "Generated by {tool} from {profile}; do not edit by hand.",
    },
    "fr": {
        "buttons": BUTTON_LABELS_FR,
        "title": "LIVRE DE SKELOS",
        "subtitle": "Tableau de commande de l'Overlord \u00b7 plaque de fa\u00e7ade pour {profile}",
        "river": "RIVI\u00c8RE",
        "cost": "co\u00fbt d'activation (celui du sc\u00e9nario par d\u00e9faut ; l'appareil montre les vrais)",
        "slot_caption": "Boutons de position : {meaning}",
        "actions": "ACTIONS",
        "chords": "Combinaisons (maintenir la premi\u00e8re touche, appuyer sur la suivante) :",
        "gems": "GEMMES",
        "gem_note": "un pixel par gemme",
        "zones_title": "Zones de gemmes",
        "zones": {
            "available": "\u00e9nergie disponible",
            "fatigue": "zone de fatigue",
            "spent": "d\u00e9pens\u00e9es ce tour",
            "spells": "sur les sorts",
            "removed": "retir\u00e9es du jeu (\u00e9teint / faible)",
        },
        "turn": "COMPTE-TOURS",
        "turn_note": "sablier",
        "status": "\u00c9TAT",
        "scale": "50 mm : imprimer \u00e0 100 % (sans \u00ab ajuster \u00e0 la page \u00bb)",
        "cut": "D\u00e9couper le contour plein et les trous en pointill\u00e9s (\u00d8 12 mm). Fen\u00eatres des "
               "pixels (\u00d8 6 mm, pas de 60 LED/m) : laisser le carton comme diffuseur ou les d\u00e9couper.",
        "generated": "G\u00e9n\u00e9r\u00e9 par {tool} \u00e0 partir de {profile} ; ne pas modifier \u00e0 la main.",
    },
}

# OrcQuest WarPath on the same board (docs/firmware.md, "OrcQuest WarPath"):
# what changes on its plate.  Keep in step with skelos_device/orcquest_ui.py.
ORC_BUTTON_LABELS = {
    **{f"slot{n}": (str(n), "Hero n starts its activation \u00b7 during one: hero n acts next "
                            "(extra action bought with Badass)")
       for n in range(1, 9)},
    "extra": ("1 ACTION", "A 1-point action \u00b7 hold: it wounded \u00b7 MODE+this: pay 1 Badass"),
    "defend": ("2 ACTIONS", "A 2-point action \u00b7 hold: it wounded"),
    "reroll": ("COMBO", "The next free combo (1, then 2) \u00b7 hold: it wounded"),
    "spell": ("ENEMY DOWN", "Selected enemy defeated \u00b7 hold: in one blow (+1) \u00b7 "
                            "MODE+this: next enemy"),
    "mode": ("MODE", "View heroes / enemies \u00b7 hold: brightness \u00b7 +1/+2 hold: who won \u00b7 "
                     "+UNDO hold: new game"),
    "turn": ("TURN", "End the activation (event card) / event resolved / next round"),
    "undo": ("UNDO", "Undo \u00b7 hold: redo"),
}
GAME_TEXTS = {
    "orcquest": {
        "en": {
            "buttons": ORC_BUTTON_LABELS,
            "title": "ORCQUEST WARPATH",
            "subtitle": "Heroes' turn board \u00b7 face plate for {profile}",
            "river": "HEROES",
            "cost": "one pixel per hero: dim ready, blinking active, very dim activated",
            "gems": "BADASS",
            "gem_note": "one pixel per point; the next extra action's cost blinks",
            "zones_title": "Badass track",
            "zones": {
                "available": "Badass point",
                "fatigue": "missing for the next extra action",
                "spent": "cost of the next extra action",
                "spells": "combo available (turn track 3-4)",
                "removed": "action point left (turn track 1-2)",
            },
            "turn": "ACTIONS \u00b7 COMBOS \u00b7 ROUNDS",
            "turn_note": "1-2 action points, 3 combo 1, 4 combo 2, then rounds",
        },
    },
}
ORC_ZONE_COLOURS = {
    "available": "#ffdc00",
    "fatigue": "#5a1a14",
    "spent": "#ff5000",
    "spells": "#a000ff",
    "removed": "#2e9e44",
}

ZONE_COLOURS = {
    "available": "#2e9e44",
    "fatigue": "#d33c2f",
    "spent": "#f0a020",
    "spells": "#2f6fdb",
    "removed": "#3a3a3a",
}

PAGE_W, PAGE_H = 297.0, 210.0        # A4 landscape, millimetres
PITCH = 1000.0 / 60.0                # 60 LED/m strip
WINDOW_R = 3.2                       # pixel window radius
HOLE_R = 6.0                         # 12 mm key cap hole
X0 = 24.0                            # centre of the first pixel column
ROW_MAX = 12                         # pixels per printed row


def missing_texts(lang: str) -> list[str]:
    """Keys of TEXTS["en"] (and of its button and zone tables) missing in lang."""
    ref, other = TEXTS["en"], TEXTS.get(lang, {})
    missing = [k for k in ref if k not in other]
    for table in ("buttons", "zones"):
        missing += [f"{table}.{k}" for k in ref[table] if k not in other.get(table, {})]
    return missing


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


class _Page:
    def __init__(self, title: str):
        self.parts = profile_check.svg_head(_fmt(PAGE_W), _fmt(PAGE_H), title, unit="mm")

    def add(self, text: str) -> None:
        self.parts.append(text)

    def text(self, x, y, content, size=3.0, anchor="start", weight="normal",
             colour="#1a1a1a", extra="") -> None:
        self.add(f'<text x="{_fmt(x)}" y="{_fmt(y)}" font-size="{_fmt(size)}" '
                 f'text-anchor="{anchor}" font-weight="{weight}" fill="{colour}"{extra}>'
                 f"{escape(str(content))}</text>")

    def circle(self, cx, cy, r, fill="none", stroke="#1a1a1a", width=0.3, extra="") -> None:
        self.add(f'<circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(r)}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{_fmt(width)}"{extra}/>')

    def line(self, x1, y1, x2, y2, colour="#1a1a1a", width=0.3) -> None:
        self.add(f'<line x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(x2)}" y2="{_fmt(y2)}" '
                 f'stroke="{colour}" stroke-width="{_fmt(width)}"/>')

    def window(self, cx, cy) -> None:
        self.circle(cx, cy, WINDOW_R, fill="#f1f1f1", stroke="#9a9a9a", width=0.25)
        self.circle(cx, cy, 0.5, fill="#c8c8c8", stroke="none", width=0)

    def hole(self, cx, cy) -> None:
        self.circle(cx, cy, HOLE_R, fill="none", stroke="#1a1a1a", width=0.3,
                    extra=' stroke-dasharray="1.2 0.8"')
        self.line(cx - 1.2, cy, cx + 1.2, cy, colour="#9a9a9a", width=0.2)
        self.line(cx, cy - 1.2, cx, cy + 1.2, colour="#9a9a9a", width=0.2)

    def wrapped(self, x, y, content, width_mm, size=2.3, anchor="middle",
                colour="#333333", leading=1.3) -> float:
        """Greedy word wrap; returns the y below the last line."""
        per_line = max(8, int(width_mm / (size * 0.55)))
        lines, current = [], ""
        for word in str(content).split():
            candidate = f"{current} {word}".strip()
            if len(candidate) > per_line and current:
                lines.append(current)
                current = word
            else:
                current = candidate
        if current:
            lines.append(current)
        for k, line in enumerate(lines):
            self.text(x, y + k * size * leading, line, size=size, anchor=anchor, colour=colour)
        return y + len(lines) * size * leading

    def finish(self) -> str:
        return "\n".join(self.parts + ["</svg>", ""])


def _after(heading: str, x: float) -> float:
    """Where a note may start after a 3.6 mm bold heading at x=16: ``x``, or further for a long heading."""
    width = sum(3.2 if ch in "MW" else 2.6 for ch in heading)
    return max(x, 18 + width)


def _pixel_rows(count: int, y: float, row_gap: float) -> list[tuple[float, float]]:
    return [(X0 + (i % ROW_MAX) * PITCH, y + (i // ROW_MAX) * row_gap) for i in range(count)]


def render_faceplate(profile: dict, lang: str = "en", profile_path=None, game: str = "conan") -> str:
    """The face plate SVG for a valid profile, in language ``lang``, for ``game``
    ("conan" or "orcquest")."""
    if game != "conan" and lang not in GAME_TEXTS.get(game, {}):
        raise ValueError(f"no {game!r} face plate in language {lang!r}")
    if lang not in TEXTS:
        raise ValueError(f"language {lang!r} not available (have: {', '.join(TEXTS)})")
    missing = missing_texts(lang)
    if missing:
        raise ValueError(f"language {lang!r} lacks texts: {', '.join(missing)}")
    board = profile_check.BOARDS[profile["board_id"]]
    if not board.needs_wiring:
        raise ValueError(f"{board.title}: keys and pixels are built in, there is no face plate "
                         "to print; see its generated WIRING file for the key map")
    t = TEXTS[lang]
    zone_colours = ZONE_COLOURS
    if game != "conan":
        t = {**t, **GAME_TEXTS[game][lang]}
        zone_colours = ORC_ZONE_COLOURS
    labels = t["buttons"]
    src = profile_check.display_path(profile_path) if profile_path else "a profile"
    stem = Path(profile_path).stem if profile_path else profile["board_id"]
    unknown = [b["name"] for b in profile["buttons"] if b["name"] not in labels]
    unknown += [a for a in profile.get("chords", {}) if a not in labels]
    if unknown:
        raise ValueError(f"no label for: {', '.join(unknown)}")

    page = _Page(f"{t['title']} \u2014 {stem} ({lang})")
    page.add('<rect x="8" y="8" width="281" height="194" rx="3" fill="none" '
             'stroke="#000000" stroke-width="0.35"/>')
    page.text(16, 21, t["title"], size=7, weight="bold", extra=' letter-spacing="0.8"')
    page.text(16, 27, t["subtitle"].format(profile=stem), size=3, colour="#555555")

    segments = profile["segments"]
    buttons = profile["buttons"]
    slots = sorted((b for b in buttons if profile_check._slot_number(b["name"])),
                   key=lambda b: profile_check._slot_number(b["name"]))
    others = [b for b in buttons if not profile_check._slot_number(b["name"])]

    # Status pixels, top right.
    status_n = segments["status"]["count"]
    sx = [281 - 6 - (status_n - 1 - i) * PITCH for i in range(status_n)]
    for x in sx:
        page.window(x, 19)
    page.text(sx[0] - WINDOW_R - 2.5, 20.2, t["status"], size=3, anchor="end", weight="bold")

    # River: costs, pixel windows, slot buttons.
    page.text(16, 34, t["river"], size=3.6, weight="bold")
    page.text(_after(t["river"], 31), 34, t["cost"], size=2.4, colour="#666666")
    for k, b in enumerate(slots):
        x = X0 + k * PITCH
        n = profile_check._slot_number(b["name"])
        page.circle(x, 41.5, 4.2, fill="#5b1a1a", stroke="#2b0a0a", width=0.3)
        page.text(x, 43.3, n, size=5, anchor="middle", weight="bold", colour="#ffffff")
        page.window(x, 53)
        page.add(f'<g id="button-{escape(b["name"])}">')
        page.hole(x, 67)
        page.text(x, 77.8, labels[b["name"]][0], size=3.6, anchor="middle", weight="bold")
        page.text(x, 81, f"{b['name']} \u00b7 {b['pin']}", size=1.6, anchor="middle",
                  colour="#8a8a8a")
        page.add("</g>")
    meanings = []
    for b in slots:
        if labels[b["name"]][1] not in meanings:
            meanings.append(labels[b["name"]][1])
    if slots:
        river_w = (len(slots) - 1) * PITCH + 2 * HOLE_R
        page.wrapped(X0 - HOLE_R, 86.5, t["slot_caption"].format(meaning="; ".join(meanings)),
                     max(river_w, 60), size=2.6, anchor="start")

    # Other buttons: a grid on the right.
    page.text(160, 34, t["actions"], size=3.6, weight="bold")
    col_w, cols, gx0, row_h = 30.0, 4, 173.0, 44.0
    for k, b in enumerate(others):
        col, row = k % cols, k // cols
        x, y = gx0 + col * col_w, 41 + row * row_h
        key, meaning = labels[b["name"]]
        page.add(f'<g id="button-{escape(b["name"])}">')
        page.text(x, y, key, size=3.4, anchor="middle", weight="bold")
        page.hole(x, y + 9)
        page.text(x, y + 18.3, f"{b['name']} \u00b7 {b['pin']}", size=1.6, anchor="middle",
                  colour="#8a8a8a")
        page.wrapped(x, y + 21.5, meaning, col_w - 2.5, size=2.25)
        page.add("</g>")
    chords = profile.get("chords", {})
    if chords:
        cy = 41 + ((len(others) + cols - 1) // cols) * row_h - 2
        page.text(160, cy, t["chords"], size=2.6, weight="bold")
        y = cy + 3.6
        for action, keys in chords.items():
            page.add(f'<g id="chord-{escape(action)}">')
            y = page.wrapped(160, y, f"{labels[action][0]} = "
                             f"{' + '.join(labels[x][0] for x in keys)}: {labels[action][1]}",
                             60, size=2.3, anchor="start") + 0.8
            page.add("</g>")

    # Gems: windows in rows of 12 plus the zone legend.
    gems_n = segments["gems"]["count"]
    page.text(16, 122, t["gems"], size=3.6, weight="bold")
    page.text(_after(t["gems"], 31), 122, t["gem_note"] if gems_n >= profile_check.GEM_ZONES else "", size=2.4,
              colour="#666666")
    for k, (x, y) in enumerate(_pixel_rows(gems_n, 129, 14)):
        page.window(x, y)
        page.text(x, y + WINDOW_R + 2.4, k + 1, size=1.8, anchor="middle", colour="#8a8a8a")
    lx, ly = 226, 122
    page.text(lx, ly, t["zones_title"], size=3, weight="bold")
    for k, (zone, colour) in enumerate(zone_colours.items()):
        y = ly + 6 + k * 5.5
        dim = ' stroke-dasharray="0.6 0.5"' if zone == "removed" and game == "conan" else ""
        page.circle(lx + 2.2, y - 0.9, 2.1, fill=colour, stroke="#1a1a1a", width=0.2, extra=dim)
        page.text(lx + 6, y, t["zones"][zone], size=2.7)

    # Turn track.
    turn_n = segments["turn"]["count"]
    rows = (turn_n + ROW_MAX - 1) // ROW_MAX
    ty = 163 if rows == 1 else 158
    page.text(16, ty - 7, t["turn"], size=3.6, weight="bold")
    page.text(_after(t["turn"], 45), ty - 7, t["turn_note"], size=2.4, colour="#666666")
    for k, (x, y) in enumerate(_pixel_rows(turn_n, ty, 12)):
        page.window(x, y)
        page.text(x, y + WINDOW_R + 3.2, k + 1, size=2.6, anchor="middle", weight="bold",
                  colour="#555555")

    # Footer: scale bar, cutting note, provenance.
    page.line(16, 186, 66, 186, width=0.5)
    for x in (16, 41, 66):
        page.line(x, 184.5, x, 187.5, width=0.4)
    page.text(16, 191, t["scale"], size=2.3, colour="#444444")
    page.wrapped(80, 185.5, t["cut"], 200, size=2.3, anchor="start", colour="#444444")
    page.text(281, 199, t["generated"].format(tool=TOOL, profile=src), size=1.8,
              anchor="end", colour="#8a8a8a")
    return page.finish()


def output_path(profile_path, lang: str, out_dir=None, game: str = "conan") -> Path:
    out_dir = Path(out_dir) if out_dir else profile_check.HARDWARE_DIR
    stem = Path(profile_path).stem
    g = "" if game == "conan" else game + "_"
    if stem == profile_check.REFERENCE_PROFILE.stem:
        return out_dir / f"faceplate_{g}{lang}.svg"
    return out_dir / f"faceplate_{g}{stem}_{lang}.svg"


def generate(profile_path, lang: str = "en", out_dir=None, game: str = "conan") -> tuple[Path, str]:
    profile, problems = profile_check.load(profile_path)
    if problems:
        raise ValueError("invalid profile:\n" + "\n".join(str(p) for p in problems))
    return (output_path(profile_path, lang, out_dir, game),
            render_faceplate(profile, lang, profile_path, game))


def check(profile_path, lang: str = "en", out_dir=None, game: str = "conan") -> bool:
    """True when the face plate file on disk matches what would be generated."""
    path, text = generate(profile_path, lang, out_dir, game)
    try:
        return path.read_text(encoding="utf-8") == text
    except OSError:
        return False


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description="Render the printable face plate SVG.")
    parser.add_argument("profile", nargs="?", type=Path, default=profile_check.REFERENCE_PROFILE,
                        help="board profile (default: the reference build)")
    parser.add_argument("--lang", default="en", help=f"language ({', '.join(TEXTS)})")
    parser.add_argument("--game", default="conan", choices=("conan", *GAME_TEXTS),
                        help="which game's plate (default conan)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--write", action="store_true", help="write the SVG")
    mode.add_argument("--check", action="store_true", help="exit 1 if the SVG is out of date")
    args = parser.parse_args(argv)
    try:
        path, text = generate(args.profile, args.lang, game=args.game)
    except ValueError as exc:
        print(exc)
        return 1
    shown = profile_check.display_path(path)
    if args.write:
        path.write_text(text, encoding="utf-8", newline="\n")
        print(f"wrote {shown}")
    elif args.check:
        if not check(args.profile, args.lang, game=args.game):
            print(f"out of date: {shown} (run: python {TOOL} "
                  f"{profile_check.display_path(args.profile)} --lang {args.lang} --game {args.game} --write)")
            return 1
        print(f"{shown}: up to date")
    else:
        print(f"{shown}: renders ({len(text)} bytes); use --write to save it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
