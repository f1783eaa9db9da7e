"""The terminal's LED line shows what the eye sees on the strip, readable with 16 colours."""

import re

from rich.console import Console

from skelos_host.device import leds
from skelos_host.commands.status import render_state
from skelos_host.device.leds import LedLine, eye_colors, named_color

# SGR codes of black and grey (normal and bright black) foregrounds: they read as "off"
_DARK = {"30", "90"}


def _runs(ansi):
    """[(SGR codes of the run, character)] of every character of an ANSI line."""
    out, codes = [], ""
    for m in re.finditer(r"\x1b\[([0-9;]*)m|(.)", ansi):
        if m.group(2) is None:
            codes = m.group(1)
        else:
            out.append((codes, m.group(2)))
    return out


def _render(renderable, color_system):
    console = Console(color_system=color_system, force_terminal=True, width=200, record=False)
    with console.capture() as cap:
        console.print(renderable)
    return cap.get()


def test_a_frame_is_scaled_to_its_brightest_channel_then_encoded_for_the_screen():
    raw = [(51, 0, 0), (0, 3, 0), (0, 0, 0), (51, 28, 0)]          # 20 % red, a 1 %-ish dim green, off, amber
    out = eye_colors(raw)
    assert out[0] == (255, 0, 0)                                   # the brightest channel is full
    assert out[2] == (0, 0, 0)                                     # off stays off
    assert 60 <= out[1][1] <= 80                                   # 6 % of the light: clearly lit, not black
    assert out[3][0] == 255 and out[3][1] > 28 * 5                 # ratios kept in light, not in numbers
    assert eye_colors([(0, 0, 0)] * 3) == [(0, 0, 0)] * 3


def test_named_colours_follow_the_hue_never_black_for_a_lit_led():
    assert named_color((255, 0, 0)) == "bright_red"
    assert named_color((70, 0, 0)) == "red"
    assert named_color((0, 255, 0)) == "bright_green"
    assert named_color((0, 120, 255)) == "bright_blue"
    assert named_color((255, 200, 0)) == "bright_yellow"
    assert named_color((200, 0, 255)) == "bright_magenta"
    assert named_color((0, 200, 200)) == "bright_cyan"
    assert named_color((255, 255, 255)) == "bright_white"
    assert named_color((0, 0, 0)) is None


def test_the_status_led_line_is_readable_in_16_colours(dev):
    dev.press("turn")
    assert dev.wait_idle()
    from skelos_host.device.client import Client
    with Client.open(dev.port) as c:
        reply = c.request("state")
    lit = sum(1 for p in reply["pixels"] if any(p))
    assert lit >= 5 and max(max(p) for p in reply["pixels"]) < 200     # the strip's raw values are dim
    text = _render(render_state(reply), "standard")
    line = next(ln for ln in text.splitlines() if "LEDs" in ln)
    dots = [codes for codes, ch in _runs(line) if ch == leds.DOT]
    assert len(dots) == lit
    for codes in dots:
        assert not set(codes.split(";")) & _DARK, codes              # never black or grey for a lit LED
    assert line.count(leds.OFF) == len(reply["pixels"]) - lit         # an LED that is off is a dot too


def test_truecolor_terminals_get_the_eye_colours(dev):
    from skelos_host.device.client import Client
    with Client.open(dev.port) as c:
        pixels = c.request("state")["pixels"]
    text = LedLine(pixels, "LEDs").text("truecolor")
    colours = [tuple(map(int, re.fullmatch(r"rgb\((\d+),(\d+),(\d+)\)", str(span.style)).groups()))
               for span in text.spans if text.plain[span.start:span.end] == leds.DOT]
    assert colours == [c for c in eye_colors(pixels) if any(c)]
    assert max(max(c) for c in colours) == 255
