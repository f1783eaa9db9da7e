"""The report in headless Chromium: the overview and a session page open from
the folder with every chart drawn, in both languages, at a phone's and a
desktop's width (screenshots in artifacts/)."""

import os
import sys

import pytest
from click.testing import CliRunner
from webhelp import shot

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "host"))

from known_sessions import known_store  # noqa: E402

from skelos_host.cli import cli  # noqa: E402

DRAWN = """() => [...document.querySelectorAll('svg.chart')].map(svg => {
  const box = svg.getBoundingClientRect();
  const marks = [...svg.querySelectorAll('rect[class^=c], path[class^=c], path[class^=l]')]
    .filter(m => { const b = m.getBBox(); return b.width > 0 || b.height > 0; });
  return {name: svg.dataset.chart, width: box.width, height: box.height, marks: marks.length,
          texts: [...svg.querySelectorAll('text')].map(t => t.textContent)};
})"""

OVERFLOW = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("report")
    db = known_store(str(tmp / "club.sqlite"))
    out = {}
    for lang in ("en", "fr"):
        out[lang] = tmp / lang
        r = CliRunner().invoke(cli, ["--lang", lang, "report", "--all", "--out", str(out[lang]), "--db", db])
        assert r.exit_code == 0, r.output
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("width", [390, 1280])
def test_the_report_opens_with_its_charts_drawn(browser, reports, lang, width):
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.goto((reports[lang] / "index.html").as_uri())
    charts = page.evaluate(DRAWN)
    names = [c["name"] for c in charts]
    assert names == ["outcomes", "turn-reached", "spent-per-turn", "most-activated",
                     "outcomes", "round-reached", "badass-per-round", "actions", "kills"]
    for c in charts:
        assert c["width"] > 300 and c["height"] > 40, c
        assert c["marks"] > 0, c
    assert page.evaluate(OVERFLOW) <= 0
    outcomes = charts[0]["texts"]
    if lang == "fr":
        assert "Issues" in outcomes and "victoire des Héros" in outcomes
        assert any("," in t for t in charts[2]["texts"])          # decimals written the French way: 0,5
    else:
        assert "Outcomes" in outcomes and "heroes won" in outcomes
    shot(page, "report-index-%s-%d.png" % (lang, width))
    page.click("text=%s" % ("Pict village (rulebook example)" if lang == "en"
                            else "Village picte (exemple du Livre de l'Overlord)"))
    page.goto((reports[lang] / "session-2.html").as_uri())
    charts = page.evaluate(DRAWN)
    assert [c["name"] for c in charts] == ["gems", "spent-by-turn", "activations"]
    assert all(c["marks"] > 0 and c["width"] > 300 for c in charts)
    assert page.evaluate(OVERFLOW) <= 0
    shot(page, "report-session-%s-%d.png" % (lang, width))
    page.close()


TEXT_SIZES = """() => [...document.querySelectorAll('svg.chart')].flatMap(svg => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return [...svg.querySelectorAll('text')].filter(t => t.textContent.trim())
    .map(t => [svg.dataset.chart, t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
})"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_chart_labels_are_readable_on_a_phone(browser, reports, lang):
    """At 390 px every text of every chart (titles, axes, legends, values) is about 12 px on screen
    (11.9 px: the chart is 357 px wide there), where it was 8.9 px."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    for name in ("index.html", "session-2.html"):
        page.goto((reports[lang] / name).as_uri())
        sizes = page.evaluate(TEXT_SIZES)
        assert sizes, name
        small = [(chart, text, round(px, 1)) for chart, text, px in sizes if px < 11.5]
        assert small == [], name
    page.close()
