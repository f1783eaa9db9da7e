// What a page layout must not do, measured in the page by the tests (tests/web/test_book_page.py).
// Each check returns a list of what is wrong (empty: all is well).
({
  // no sideways scroll, and no box whose content is wider than the box (a word or a button sticking out)
  overflow() {
    const out = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) out.push("the page scrolls sideways: " + doc.scrollWidth + " px");
    document.querySelectorAll("main *, header *").forEach((e) => {
      if (!e.getClientRects().length || e.closest("[hidden], details:not([open])")) return;
      if (getComputedStyle(e).overflowX !== "visible" || e.tagName === "SELECT" || e.tagName === "OPTION") return;
      if (e.clientWidth > 0 && e.scrollWidth > e.clientWidth + 1) {
        out.push(e.tagName + "." + e.className + " " + e.scrollWidth + ">" + e.clientWidth + ": " +
          e.textContent.slice(0, 40));
      }
    });
    return out;
  },

  // a word (letters between spaces, slashes or dashes) laid out on two lines is cut inside
  cutWords() {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const n = walk.currentNode, e = n.parentElement;
      if (!e || !e.getClientRects().length) continue;
      if (e.closest("[hidden], script, style, option, .raw, .sr, details:not([open])")) continue;
      const re = /[^\s/\-–—]+/g;
      let m;
      while ((m = re.exec(n.textContent))) {
        const r = document.createRange();
        r.setStart(n, m.index);
        r.setEnd(n, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter((x) => x.width > 0).map((x) => Math.round(x.top)));
        if (tops.size > 1) out.push(m[0]);
      }
    }
    return out;
  },

  // everything a finger presses is at least 44 x 44 CSS pixels
  smallTargets() {
    return [...document.querySelectorAll("button, select, summary, a[href], input")]
      .filter((e) => e.getClientRects().length && !e.closest("[hidden]"))
      .map((e) => [e, e.getBoundingClientRect()])
      .filter(([, r]) => r.width < 44 || r.height < 44)
      .map(([e, r]) => (e.dataset.button || e.id || e.tagName) + " " + Math.round(r.width) + "x" + Math.round(r.height));
  },

  // WCAG AA: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold), from the computed
  // colours: the text colour (with its alpha and its ancestors' opacity) over the backgrounds
  // under it, each colour of a gradient counted
  contrast() {
    const parse = (c) => {
      const m = /rgba?\(([^)]*)\)/.exec(c);
      if (!m) return null;
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
    };
    const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3])).concat([1]);
    const lum = (c) => {
      const f = (v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
    };
    const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
    const backgrounds = (e) => {
      const chain = [];
      for (let x = e; x; x = x.parentElement) chain.unshift(x);
      let bgs = [[255, 255, 255, 1]];
      chain.forEach((x) => {
        const cs = getComputedStyle(x);
        const c = parse(cs.backgroundColor);
        if (c && c[3] > 0) bgs = bgs.map((b) => over(c, b));
        const stops = (cs.backgroundImage.match(/rgba?\([^)]*\)/g) || []).map(parse);
        if (stops.length) bgs = stops.flatMap((s) => bgs.map((b) => over(s, b)));
      });
      return bgs;
    };
    const out = new Set();
    const seen = new Set();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      const n = walk.currentNode, e = n.parentElement;
      if (!n.textContent.trim() || !e || seen.has(e)) continue;
      seen.add(e);
      if (e.closest("[hidden], script, style, option, .sr, details:not([open])") || !e.getClientRects().length) continue;
      const cs = getComputedStyle(e);
      let alpha = 1;
      for (let x = e; x; x = x.parentElement) alpha *= Number(getComputedStyle(x).opacity);
      const fg = parse(cs.color);
      fg[3] *= alpha;
      const size = parseFloat(cs.fontSize), bold = Number(cs.fontWeight) >= 700;
      const need = size >= 24 || (size >= 18.66 && bold) ? 3 : 4.5;
      backgrounds(e).forEach((bg) => {
        const r = ratio(over(fg, bg), bg);
        if (r < need) out.add(e.tagName + "." + e.className + " '" + n.textContent.trim().slice(0, 30) + "' " + r.toFixed(2));
      });
    }
    return [...out];
  },
})
