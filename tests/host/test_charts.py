"""The report's charts as people read them: whole-number axes for counts, the
legend in its own band above the plot, numbers in the chosen language, colours
that stay apart for colour-blind readers."""

import re
import xml.etree.ElementTree as ET

import pytest

from skelos_host.session import charts
from skelos_host.text import i18n

NS = "{http://www.w3.org/2000/svg}"


def parse(chart):
    text = charts.svg(chart).replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1)
    return ET.fromstring(text)


def texts(root, cls):
    return [t.text for g in root.iter(NS + "g") if g.get("class") == cls for t in g.iter(NS + "text")]


@pytest.mark.parametrize("vmax", [1, 2, 3, 7, 11, 19, 40, 97, 250, 1234])
def test_count_axes_have_whole_ticks_from_zero_past_the_largest_value(vmax):
    t = charts.ticks(vmax, integer=True)
    assert t[0] == 0 and t[-1] >= vmax and len(t) <= 8
    assert all(float(v).is_integer() for v in t)
    step = t[1] - t[0]
    assert all(b - a == step for a, b in zip(t, t[1:], strict=False))


def test_a_count_chart_prints_whole_numbers_only():
    chart = {"name": "n", "title": "Undos", "kind": "bar", "integer": True, "x": ["a", "b"],
             "series": [{"label": "undos", "values": [1, 2]}]}
    ticks = texts(parse(chart), "e")
    assert ticks == ["0", "1", "2"]            # not 0, 0.25, 0.5 ...
    mean = dict(chart, integer=False, series=[{"label": "x", "values": [0.4, 1.3]}])
    assert texts(parse(mean), "e") == ["0", "0.5", "1", "1.5"]


def test_numbers_follow_the_language():
    i18n.set_language("fr")
    try:
        assert charts.number(1234.5) == "1\u202f234,5" and charts.number(0.67) == "0,67" and charts.number(3) == "3"
        chart = {"name": "n", "title": "t", "kind": "bar", "x": ["a"], "series": [{"label": "s", "values": [1.5]}]}
        assert texts(parse(chart), "e") == ["0", "0,5", "1", "1,5"]
    finally:
        i18n.set_language("en")
    assert charts.number(1234.5) == "1,234.5" and charts.number(12345) == "12,345"


@pytest.mark.parametrize("kind", ["line", "bar", "hbar"])
def test_the_legend_is_above_the_plot_never_over_the_data(kind):
    series = [{"label": "series number %d" % i, "values": [i, 2 * i, 3]} for i in range(6)]
    root = parse({"name": "n", "title": "A long title that needs two lines at this width of chart, or more",
                  "kind": kind, "integer": True, "x": ["1", "2", "3"], "series": series})
    legend_y = [float(t.get("y")) for t in root.iter(NS + "text") if (t.text or "").startswith("series number")]
    assert len(legend_y) == 6
    grid = next(p for p in root.iter(NS + "path") if p.get("class") == "g")
    plot_top = min(float(y) for y in re.findall(r"[MV](?:\d+ )?(\d+)", grid.get("d")))
    assert max(legend_y) + 4 < plot_top
    title = next(t for t in root.iter(NS + "text") if t.get("class") == "h")
    assert len(list(title)) >= 2 and min(legend_y) > 18 + 18   # the title wraps, the legend comes after it


def test_series_colours_are_the_colour_blind_safe_palette_with_dashes_and_markers():
    assert charts.PALETTE[:3] == ("#0072B2", "#E69F00", "#009E73")
    css = charts.CSS
    for i, colour in enumerate(charts.PALETTE):
        assert ".c%d{fill:%s}" % (i, colour) in css and ".l%d{stroke:%s}" % (i, colour) in css
    root = parse({"name": "n", "title": "t", "kind": "line", "x": ["1", "2"], "integer": True,
                  "series": [{"label": "a", "values": [1, 2]}, {"label": "b", "values": [2, 1]}]})
    lines = [p for p in root.iter(NS + "path") if p.get("d", "").count(" ") >= 3 and p.get("class", "")[:1] == "l"]
    assert [p.get("class") for p in lines] == ["l0", "l1"]
    assert lines[0].get("stroke-dasharray") is None and lines[1].get("stroke-dasharray")
    assert lines[1].get("marker-mid") == "url(#m1)"
    assert 'id="m1"' in charts.svg_defs([{"kind": "line", "series": [1, 2]}])
    assert charts.svg_defs([{"kind": "bar", "series": [1]}]) == ""


def test_many_bars_are_one_path_per_series_and_few_have_their_values():
    few = parse({"name": "n", "title": "t", "kind": "bar", "integer": True, "x": ["a", "b"],
                 "series": [{"label": "s", "values": [3, 5]}]})
    assert texts(few, "m v") == ["3", "5"]
    many = parse({"name": "n", "title": "t", "kind": "bar", "integer": True, "x": [str(i) for i in range(60)],
                  "series": [{"label": "s", "values": list(range(60))}]})
    assert len([p for p in many.iter(NS + "path") if p.get("class") == "c0"]) == 1
    assert not list(many.iter(NS + "rect"))


def _classes(root, labels):
    """The colour class of each series' marks, by its label (from the marks' tooltips)."""
    out = {}
    for r in root.iter():
        title = r.find(NS + "title")
        if r.get("class", "")[:1] in ("c", "l") and title is not None:
            for label in labels:
                if title.text and title.text.startswith(label):
                    out[label] = r.get("class")
    return out


def test_a_kind_of_spend_has_one_colour_in_every_chart():
    """Rerolls drawn beside other kinds in one chart and alone in another: the same colour."""
    kinds = {"move": "extra moves", "defense": "active defense", "reroll": "rerolls", "activation": "activations"}

    def chart(keys):
        return {"name": "n", "title": "t", "kind": "hbar", "integer": True, "x": ["1", "2"],
                "series": [{"label": kinds[k], "key": k, "values": [1, 2]} for k in keys]}

    first = _classes(parse(chart(["activation", "move", "reroll"])), list(kinds.values()))
    second = _classes(parse(chart(["reroll", "defense"])), list(kinds.values()))
    assert first["rerolls"] == second["rerolls"] == "c%d" % charts.KEY_COLOURS["reroll"]
    assert second["active defense"] != first["extra moves"]
    assert len(set(charts.KEY_COLOURS[k] for k in kinds)) == len(kinds)     # every kind its own colour


def test_report_charts_key_their_series_by_kind_of_spend():
    from skelos_host.views import conan

    f = {"gems": {"turn": [1], "available": [3], "fatigue": [1], "spent": [0], "spells": [0], "removed": [0]},
         "spent_by_turn": {"1": {"reroll": 2}, "2": {"move": 1, "reroll": 1}}, "activations": {"Zogar": 1}}
    (spent,) = [c for c in conan.charts(f) if c["name"] == "spent-by-turn"]
    assert [s["key"] for s in spent["series"]] == ["move", "reroll"]


@pytest.mark.parametrize("chart", [
    {"name": "n", "title": "Gems", "kind": "line", "x": [], "series": [], "integer": True},
    {"name": "n", "title": "Spent", "kind": "bar", "x": ["1"], "series": [], "integer": True, "stacked": True},
    {"name": "n", "title": "Tiles", "kind": "hbar", "x": ["a"], "series": [{"label": "s", "values": [0]}]},
])
def test_a_chart_with_nothing_to_draw_says_so(chart):
    """No events: the words, not empty axes."""
    root = parse(chart)
    words = [t.text for t in root.iter(NS + "text") if t.get("class") == "m n"]
    assert words == ["No events to show"]
    assert not [p for p in root.iter(NS + "path") if p.get("class") in ("a", "g")]      # no axis, no grid
    i18n.set_language("fr")
    try:
        assert "Aucun événement à montrer" in charts.svg(chart)
    finally:
        i18n.set_language("en")


def test_chart_texts_are_sized_for_a_phone():
    """A chart is 480 units wide and about 360 px on a 390 px phone: its texts need 16 units
    to be 12 px there (tests/web/test_report_page.py measures them in Chromium)."""
    assert re.search(r"\.chart\{[^}]*font:16px", charts.CSS)
    assert ".chart .v{font-size:16px" in charts.CSS
