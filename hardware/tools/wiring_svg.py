"""The wiring diagram of a Pico profile, in SVG (hardware/tools/profile_check.py writes it).

Pure Python 3.11, standard library only.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import escape

from profile_boards import BOARDS, PICO_GND_PINS, PICO_HEADER, TOOL, _segment_rows, display_path

# --------------------------------------------------------------------------
# SVG wiring diagram (Pico builds)
# --------------------------------------------------------------------------

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"
SEGMENT_COLOURS = {"river": "#8e44ad", "gems": "#27ae60", "turn": "#e67e22", "status": "#2980b9"}


def svg_head(width, height, title: str, unit: str = "", attrs: str = "") -> list[str]:
    """The opening lines of a drawing (this wiring diagram, the faceplate): the XML declaration, the
    <svg> element `width` x `height` (in `unit`, in user units for its viewBox; `attrs` after the font),
    its title and a white background."""
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}{unit}" height="{height}{unit}" '
        f'viewBox="0 0 {width} {height}" font-family="{FONT}"{attrs}>',
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
    ]


class _Svg:
    def __init__(self, width: int, height: int, title: str):
        self.width, self.height = width, height
        self.parts = svg_head(width, height, title, attrs=' font-size="13"')

    def add(self, text: str) -> None:
        self.parts.append(text)

    def line(self, x1, y1, x2, y2, colour="#222222", width=2, extra="") -> None:
        self.add(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{colour}" '
                 f'stroke-width="{width}"{extra}/>')

    def poly(self, points, colour="#222222", width=2) -> None:
        pts = " ".join(f"{x},{y}" for x, y in points)
        self.add(f'<polyline points="{pts}" fill="none" stroke="{colour}" stroke-width="{width}"/>')

    def rect(self, x, y, w, h, fill="none", stroke="#222222", width=2, rx=0) -> None:
        self.add(f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{width}"/>')

    def circle(self, cx, cy, r, fill="#222222", stroke="none") -> None:
        self.add(f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}"/>')

    def text(self, x, y, content, size=13, anchor="start", weight="normal",
             colour="#222222", extra="") -> None:
        self.add(f'<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" '
                 f'font-weight="{weight}" fill="{colour}"{extra}>{escape(str(content))}</text>')

    def ground(self, x, y) -> None:
        """Ground symbol hanging from (x, y)."""
        self.line(x, y, x, y + 10)
        self.line(x - 10, y + 10, x + 10, y + 10)
        self.line(x - 6, y + 14, x + 6, y + 14)
        self.line(x - 2, y + 18, x + 2, y + 18)

    def junction(self, x, y) -> None:
        self.circle(x, y, 4)

    def switch(self, x1, x2, y) -> None:
        """Push button between x1 < x2 on a horizontal wire at y."""
        self.circle(x1 + 6, y, 3.5, fill="#ffffff", stroke="#222222")
        self.circle(x2 - 6, y, 3.5, fill="#ffffff", stroke="#222222")
        self.line(x1, y, x1 + 2.5, y)
        self.line(x2 - 2.5, y, x2, y)
        mid = (x1 + x2) / 2
        self.line(x1 + 4, y - 10, x2 - 4, y - 10)
        self.line(mid, y - 10, mid, y - 18)
        self.line(mid - 6, y - 18, mid + 6, y - 18)

    def flag(self, x, y, label, direction=1) -> None:
        """Net label: a small pennant pointing away from the wire end."""
        w = 9 * len(label) + 14
        x2 = x + direction * w
        tip = x + direction * 8
        pts = [(x, y), (tip, y - 9), (x2, y - 9), (x2, y + 9), (tip, y + 9), (x, y)]
        self.add('<polygon points="' + " ".join(f"{a},{b}" for a, b in pts)
                 + '" fill="#fff7d6" stroke="#222222" stroke-width="1.5"/>')
        self.text((x + x2) / 2 + direction * 4, y + 4.5, label, size=12, anchor="middle", weight="bold")

    def finish(self) -> str:
        return "\n".join(self.parts + ["</svg>", ""])


def render_svg(profile: dict, profile_path) -> str:
    board = BOARDS[profile["board_id"]]
    if board.board_id != "raspberry_pi_pico":
        raise ValueError("the wiring diagram is drawn for Raspberry Pi Pico profiles only")
    neo, storage = profile["neopixel"], profile["storage"]
    W, H = 1420, 1060
    svg = _Svg(W, H, f"Skelos wiring: {board.title} ({Path(profile_path).stem})")
    svg.text(30, 40, f"Skelos reference wiring: {board.title}", size=24, weight="bold")
    svg.text(30, 64, f"Generated from {display_path(profile_path)} by {TOOL}; "
                     "do not edit by hand.", size=13, colour="#555555")

    # Pico outline, top view, USB up.
    BX, BW, P, Y0 = 560, 210, 36, 170
    BR = BX + BW

    def pin_y(number: int) -> float:
        row = number - 1 if number <= 20 else 40 - number
        return Y0 + row * P

    svg.rect(BX, Y0 - 50, BW, 20 * P + 64, fill="#eaf5ea", stroke="#1e6b2f", width=3, rx=10)
    svg.rect(BX + BW / 2 - 28, Y0 - 66, 56, 26, fill="#c0c0c0", stroke="#555555", width=2, rx=3)
    svg.text(BX + BW / 2, Y0 - 74, "USB", size=11, anchor="middle", colour="#555555")
    svg.text(BX + BW / 2, Y0 + 9.5 * P, "Raspberry Pi Pico", size=15, anchor="middle",
             weight="bold", colour="#1e6b2f",
             extra=f' transform="rotate(-90 {BX + BW / 2} {Y0 + 9.5 * P})"')

    used = {}
    for i, b in enumerate(profile["buttons"]):
        used[board.pins[b["pin"]]] = ("button", i, b)
    used[board.pins[neo["pin"]]] = ("neopixel", None, None)
    if storage["kind"] == "fram_i2c":
        used[board.pins[storage["sda"]]] = ("sda", None, None)
        used[board.pins[storage["scl"]]] = ("scl", None, None)

    for number, label in PICO_HEADER.items():
        y = pin_y(number)
        left = number <= 20
        pad_x = BX if left else BR
        if label.startswith("GP"):
            colour = "#222222" if int(label[2:]) in used else "#9a9a9a"
        elif "GND" in label:
            colour = "#000000"
        elif label in ("VBUS", "3V3(OUT)"):
            colour = "#c0392b"
        else:
            colour = "#9a9a9a"
        weight = "bold" if colour in ("#222222", "#c0392b") else "normal"
        svg.rect(pad_x - 6, y - 6, 12, 12, fill="#d4a017", stroke="#7a5c00", width=1)
        if left:
            svg.text(BX + 14, y + 4.5, label, size=12, weight=weight, colour=colour)
            svg.text(BX - 10, y - 5, number, size=10, anchor="end", colour="#777777")
        else:
            svg.text(BR - 14, y + 4.5, label, size=12, anchor="end", weight=weight, colour=colour)
            svg.text(BR + 10, y - 5, number, size=10, colour="#777777")

    def pad(number: int) -> tuple[float, float]:
        return (BX - 6 if number <= 20 else BR + 6), pin_y(number)

    # Buttons: left-side ones share a GND bus, right-side ones get a ground each.
    bus_x = 150
    left_rows = []
    for i, b in enumerate(profile["buttons"]):
        number = board.physical[board.pins[b["pin"]]]
        x, y = pad(number)
        caption = f"{b['name']}  (key {i})"
        if number <= 20:
            svg.line(x, y, 420, y)
            svg.switch(370, 420, y)
            svg.line(370, y, bus_x, y)
            svg.junction(bus_x, y)
            svg.text(260, y - 7, caption, size=13, anchor="middle")
            left_rows.append(y)
        else:
            svg.line(x, y, 930, y)
            svg.switch(930, 980, y)
            svg.line(980, y, 1020, y)
            svg.ground(1020, y)
            svg.text(858, y - 7, caption, size=13, anchor="middle")
    if left_rows:
        gnd_y = pin_y(3)
        x, _ = pad(3)
        svg.line(x, gnd_y, bus_x, gnd_y)
        svg.junction(bus_x, gnd_y)
        bottom = max(left_rows)
        svg.line(bus_x, min(left_rows + [gnd_y]), bus_x, bottom + 20)
        svg.ground(bus_x, bottom + 20)
        svg.text(bus_x - 12, gnd_y - 8, "GND bus", size=12, anchor="middle", weight="bold")
        svg.text(40, bottom + 60, "Buttons: 12 mm tactile switches, GPIO to GND,", size=12, colour="#555555")
        svg.text(40, bottom + 76, "internal pull-ups, no resistors.", size=12, colour="#555555")

    # 5 V rail from VBUS (pin 40) to the strip.
    vx, vy = pad(40)
    strip_x, rail_end = 1250, 1250
    svg.line(vx, vy, rail_end, vy, colour="#c0392b")
    svg.text(860, vy - 8, "5 V (VBUS, USB)", size=13, weight="bold", colour="#c0392b")
    gx, gy = pad(38)
    svg.line(gx, gy, gx + 26, gy)
    svg.ground(gx + 26, gy)
    tx, ty = pad(36)
    svg.line(tx, ty, tx + 20, ty)
    svg.flag(tx + 20, ty, "3V3")

    # Level shifter, resistor, strip, capacitor.
    nx, ny = pad(board.physical[board.pins[neo["pin"]]])
    data_y = ny if nx > BX else pin_y(34)
    ux, uw, uy, uh = 880, 130, data_y - 42, 120
    if nx > BX:
        svg.line(nx, ny, ux, data_y)
        svg.text(840, data_y - 8, "data", size=12, anchor="middle", colour="#555555")
    else:
        svg.flag(nx, ny, "DATA", direction=-1)
        svg.flag(ux, data_y, "DATA", direction=-1)
    svg.rect(ux, uy, uw, uh, fill="#f4f4f4")
    svg.text(ux + uw / 2, uy + 62, "U1 74AHCT125", size=13, anchor="middle", weight="bold")
    svg.text(ux + uw / 2, uy + 80, "level shifter", size=12, anchor="middle", colour="#555555")
    svg.text(ux + 6, data_y + 4, "1A", size=11)
    svg.text(ux + uw - 6, data_y + 4, "1Y", size=11, anchor="end")
    svg.text(ux + 6, uy + 102, "1OE", size=11)
    # VCC up to the 5 V rail, GND and 1OE down to ground.
    svg.line(ux + uw / 2, uy, ux + uw / 2, vy, colour="#c0392b")
    svg.junction(ux + uw / 2, vy)
    svg.text(ux + uw / 2 + 6, uy - 6, "VCC", size=11)
    svg.line(ux + uw - 25, uy + uh, ux + uw - 25, uy + uh + 12)
    svg.ground(ux + uw - 25, uy + uh + 12)
    svg.text(ux + uw - 20, uy + uh - 6, "GND", size=11, anchor="end")
    svg.line(ux, uy + 98, ux - 20, uy + 98)
    svg.ground(ux - 20, uy + 98)

    rx1, rx2 = 1060, 1120
    svg.line(ux + uw, data_y, rx1, data_y)
    svg.rect(rx1, data_y - 9, rx2 - rx1, 18, fill="#ffffff")
    svg.text((rx1 + rx2) / 2, data_y - 16, "R1 330 \u03a9", size=12, anchor="middle", weight="bold")
    svg.line(rx2, data_y, strip_x, data_y)

    sy1, sy2 = vy - 30, data_y + 70
    svg.rect(strip_x, sy1, 140, sy2 - sy1, fill="#fbfbfb")
    svg.text(strip_x + 70, sy1 + 60, "WS2812B strip", size=14, anchor="middle", weight="bold")
    svg.text(strip_x + 70, sy1 + 80, f"{neo['count']} pixels, {neo['order']}", size=12, anchor="middle")
    svg.text(strip_x + 70, sy1 + 98, "60 LED/m", size=12, anchor="middle", colour="#555555")
    svg.text(strip_x + 8, vy + 4, "5V", size=12, weight="bold")
    svg.text(strip_x + 8, data_y + 4, "DIN", size=12, weight="bold")
    sgy = data_y + 50
    svg.text(strip_x + 8, sgy + 4, "GND", size=12, weight="bold")
    svg.line(strip_x, sgy, strip_x - 22, sgy)
    svg.ground(strip_x - 22, sgy)
    svg.text(strip_x + 132, data_y + 4, "\u2192 DOUT", size=11, anchor="end", colour="#777777")

    cx, ctop = 1200, vy
    svg.junction(cx, ctop)
    svg.line(cx, ctop, cx, ctop + 60)
    svg.line(cx - 16, ctop + 60, cx + 16, ctop + 60, width=3)
    svg.add(f'<path d="M {cx - 16} {ctop + 74} Q {cx} {ctop + 64} {cx + 16} {ctop + 74}" '
            'fill="none" stroke="#222222" stroke-width="3"/>')
    svg.line(cx, ctop + 69, cx, ctop + 100)
    svg.ground(cx, ctop + 100)
    svg.text(cx - 20, ctop + 54, "+", size=14, anchor="end", weight="bold")
    svg.text(cx - 22, ctop + 82, "C1 1000 \u00b5F", size=12, anchor="end", weight="bold")
    svg.text(cx - 22, ctop + 98, "6.3 V or more", size=11, anchor="end", colour="#555555")

    # Pixel chain legend under the strip.
    lx, ly, lw = 880, sy2 + 70, 510
    step = lw / neo["count"]
    svg.text(lx, ly - 12, "Pixel chain (data flows left to right)", size=13, weight="bold")
    rows = _segment_rows(profile)
    for name, first, last, _ in rows:
        for p in range(first, last + 1):
            svg.rect(round(lx + p * step, 1), ly, round(step - 2, 1), 12,
                     fill=SEGMENT_COLOURS[name], stroke="#333333", width=0.5)
    for k, (name, first, last, _) in enumerate(rows):
        mid = lx + (first + last + 1) * step / 2
        label_y = ly + 30 + 16 * (k % 2)
        label = f"{name} {first}\u2013{last}"
        half = 3.8 * len(label)  # rough half width at 12 px bold
        text_x = min(max(mid, half + 10), W - 10 - half)
        svg.line(mid, ly + 14, mid, label_y - 11, colour="#777777", width=1)
        svg.text(text_x, label_y, label, size=12, anchor="middle",
                 colour=SEGMENT_COLOURS[name], weight="bold")

    # FRAM on I2C.
    if storage["kind"] == "fram_i2c":
        scl_n = board.physical[board.pins[storage["scl"]]]
        sda_n = board.physical[board.pins[storage["sda"]]]
        ys = sorted([pin_y(scl_n), pin_y(sda_n)])
        fx, fw, fy = 940, 220, ys[0] - 40
        fh = ys[1] - ys[0] + 110
        for key, number in (("SCL", scl_n), ("SDA", sda_n)):
            px, py = pad(number)
            if px > BX:
                svg.line(px, py, fx, py)
                svg.text(fx + 8, py + 4, key, size=12, weight="bold")
                svg.text(860, py - 7, key, size=12, anchor="middle", colour="#555555")
            else:
                svg.flag(px, py, key, direction=-1)
        svg.rect(fx, fy, fw, fh, fill="#f4f4f4")
        svg.text(fx + fw / 2, fy + 24, "U2 FRAM", size=13, anchor="middle", weight="bold")
        svg.text(fx + fw / 2, fy + 42, "MB85RC256V", size=12, anchor="middle")
        svg.text(fx + fw / 2, fy + fh - 46, f"Adafruit 1895, I2C 0x{storage['address']:02X}",
                 size=11, anchor="middle", colour="#555555")
        svg.text(fx + fw / 2, fy + fh - 31, "pull-ups on the breakout", size=11,
                 anchor="middle", colour="#555555")
        svg.line(fx + fw, fy + 30, fx + fw + 24, fy + 30)
        svg.flag(fx + fw + 24, fy + 30, "3V3")
        svg.text(fx + fw - 8, fy + 34, "VCC", size=12, anchor="end")
        svg.line(fx + fw, fy + fh - 12, fx + fw + 24, fy + fh - 12)
        svg.ground(fx + fw + 24, fy + fh - 12)
        svg.text(fx + fw - 8, fy + fh - 8, "GND", size=12, anchor="end")

    notes = [
        "Notes",
        "\u2022 Every ground symbol is the same net: Pico GND pins "
        + ", ".join(str(n) for n in PICO_GND_PINS)
        + ". Flags with the same name are connected (3V3 = pin 36).",
        "\u2022 Keep R1 near the strip's DIN and C1 across the strip's 5V/GND input; "
        "unused 74AHCT125 inputs (2A, 3A, 4A) to GND, 2OE/3OE/4OE to 5 V.",
        "\u2022 FRAM VCC from 3V3, not 5 V, so its pull-ups keep SDA/SCL at 3.3 V. "
        "A 0.1 \u00b5F capacitor from U1 VCC (chip pin 14) to GND (chip pin 7).",
    ]
    ny0 = H - 100
    svg.text(40, ny0, notes[0], size=14, weight="bold")
    for k, note in enumerate(notes[1:], 1):
        svg.text(40, ny0 + 20 * k, note, size=13)
    return svg.finish()
