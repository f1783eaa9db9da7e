"""The report's charts as people read them: whole-number axes for counts, the
legend in its own band above the plot, numbers in the chosen language, colours
that stay apart for colour-blind readers."""

import re
import xml.etree.ElementTree as ET

import pytest

from skelos_host import charts, i18n

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
