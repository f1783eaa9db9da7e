"use strict";
// The heroes' panel of the main page: the heroes at the table, a QR code per sheet waiting for its
// phone (the link pairs the phone that opens it, once), and seating a hero from the presets.
// It changes no hero's gems: only the phone paired with a sheet can (skelos_host/heroes/table.py).
// It uses the main page's messages (app.js: _, fmt and say, the story's phrases).
(function () {
  const css = `
.heroes-panel ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .6rem;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); }
.heroes-panel li { background: var(--card2); border-radius: 6px; padding: .5rem; min-width: 0; }
.heroes-panel .qr { display: block; width: 164px; height: 164px; background: #fff; margin: .4rem 0; }
.heroes-panel button, .heroes-panel select { min-height: 44px; min-width: 44px; font: inherit; color: var(--fg);
  background: var(--card); border: 1px solid #8a7452; border-radius: 6px; padding: 0 .6rem; max-width: 100%; }
.heroes-panel a { color: var(--accent); display: inline-flex; align-items: center; min-height: 44px; line-height: 1.3; }
.heroes-panel .link { margin: .2rem 0; }
.heroes-panel .local-only { margin: .4rem 0; font-weight: 600; }
.heroes-panel .link .addr { display: block; font-family: monospace; font-size: .85em; user-select: all; }
.heroes-panel .link .addr span { white-space: nowrap; }
.heroes-panel .add { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .6rem; }
.heroes-panel .add select { flex: 1 1 12rem; }
.heroes-panel .file { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; color: var(--muted); }
/* the hero file: a button in the page's words (the browser's own "Choose File / No file chosen" is
   in the browser's language): the input, transparent, covers that button (a click or a key opens
   the browser's file dialog) */
.heroes-panel .file .pick { position: relative; display: inline-flex; align-items: center; min-height: 44px;
  padding: 0 .6rem; border: 1px solid #8a7452; border-radius: 6px; background: var(--card); color: var(--fg); }
.heroes-panel .file .pick input[type=file] { position: absolute; top: -1px; left: -1px; width: calc(100% + 2px);
  height: calc(100% + 2px); opacity: 0; cursor: pointer; }
.heroes-panel .file .pick:focus-within { outline: 2px solid var(--accent); }
.heroes-panel .problems { margin-top: .5rem; padding: .4rem .6rem; border: 1px solid #d98c1f; border-radius: 6px;
  background: #3a2a10; color: #ffd28a; }
.heroes-panel .problems p { margin: .2rem 0; }
.heroes-panel .heroes-story { list-style: none; margin: .3rem 0 0; padding: 0; }
.heroes-panel .heroes-story li { padding: .2rem 0; border-bottom: 1px solid var(--line); }`;
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);
  const box = document.createElement("section");
  box.id = "heroes-panel";
  box.className = "heroes-panel card span-all";
  const main = document.querySelector("main") || document.body;
  main.appendChild(box);
  let state = null;
  let presets = [];
  let problems = [];        // why the last hero file was refused
  const make = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text != null) e.textContent = text;
    return e;
  };
  const post = (path, body) => fetch(path, { method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body) });

  // the parts a player works with (the hero to seat, the file) are made once: a redraw from the
  // stream never takes a choice from under a finger
  const title = make("h2");
  const hint = make("p", "hint");
  const ul = make("ul");
  const storyTitle = make("h3");
  const storyList = make("ol", "story heroes-story");
  storyList.reversed = true;
  const add = make("div", "add");
  const sel = make("select");
  sel.id = "hero-preset";
  const go = make("button");
  go.id = "hero-seat";
  go.addEventListener("click", async () => { await post("heroes/api/seat", { hero: sel.value }); });
  const file = make("label", "file");
  const fileText = make("span");
  const pick = make("span", "pick");
  const pickText = make("span", null, _("Choose a hero file"));   // (a 44 px target before the first draw)
  const input = make("input");
  input.type = "file";
  input.id = "hero-file";
  input.accept = ".toml,text/plain";
  input.addEventListener("change", async () => {
    const f = input.files && input.files[0];
    if (!f) return;
    const r = await post("heroes/api/seat", { toml: await f.text() });
    const body = await r.json();
    problems = r.ok ? [] : [_(body.error || "not a valid hero")].concat(body.problems || []);
    input.value = "";
    draw();
  });
  pick.append(pickText, input);
  file.append(fileText, pick);
  add.append(sel, go, file);
  const why = make("div", "problems");
  why.setAttribute("role", "alert");
  box.append(title, hint, ul, storyTitle, storyList, add, why);

  function draw() {
    box.hidden = !!state && !state.beside;      // the board plays a game the heroes' sheets are not for
    if (box.hidden) return;
    title.textContent = _("Heroes' sheets");
    hint.textContent = _("Each hero opens their sheet on a phone with the QR code or the address beside it (once: the phone that opens it holds the sheet). Every phone sees every sheet; only its own phone changes a sheet.");
    ul.textContent = "";
    for (const h of (state && state.heroes) || []) {
      const li = make("li");
      li.dataset.seat = h.seat;
      const s = h.sheet;
      li.appendChild(make("h3", null, h.hero.name));
      li.appendChild(make("p", "small", fmt("available {a}, fatigue {f}, wounds {w}",
        { a: s.available, f: s.fatigue, w: s.wounds }) + (s.dead ? " · " + _("fallen") : "")));
      if (!h.paired) {
        const slot = make("div", "pairing");
        li.appendChild(slot);
        li.appendChild(make("p", "small", _("waiting for its phone")));
        showCode(slot, h);
      } else {
        li.appendChild(make("p", "small", _("paired with a phone")));
      }
      const a = make("a", null, _("open the sheet (read-only)"));
      a.href = "hero?seat=" + h.seat;
      li.appendChild(a);
      const again = make("button", null, _("pair again"));
      again.addEventListener("click", async () => { await post("heroes/api/repair", { seat: h.seat }); });
      li.appendChild(again);
      ul.appendChild(li);
    }
    ul.hidden = !ul.childNodes.length;
    const told = ((state && state.story) || []).slice(-8).reverse();
    storyTitle.hidden = storyList.hidden = !told.length;
    storyTitle.textContent = _("The heroes' story");
    storyList.textContent = "";
    for (const e of told) storyList.appendChild(make("li", null, typo(say(e.when) + ": " + say(e.text))));
    sel.setAttribute("aria-label", _("hero to seat"));
    if (sel.options.length !== presets.length || sel.dataset.lang !== LANG) {
      sel.dataset.lang = LANG;
      const chosen = sel.value;       // (a change of language keeps the hero chosen)
      sel.textContent = "";
      for (const p of presets) {
        // the hero by the name of the page's language; the box by its title, the source's own
        const name = nameIn({ en: p.name, fr: p.name_fr });
        const o = make("option", null, p.box ? fmt("{hero}, box “{box}”", { hero: name, box: nameIn({ en: p.box, fr: p.box_fr }) }) : name);
        o.value = p.id;
        sel.appendChild(o);
      }
      if (chosen) sel.value = chosen;
    }
    go.textContent = _("Seat this hero");
    fileText.textContent = _("or a hero of your own (a hero file, made with the command skelos heroes new):");
    pickText.textContent = _("Choose a hero file");
    why.textContent = "";
    why.hidden = !problems.length;
    for (const p of problems) why.appendChild(make("p", null, p));
  }

  // a seat's pairing code (its QR code and link) is shown to the box's own screen and to paired
  // browsers only: the server answers the others 403 (skelos_host/heroes/web.py)
  async function showCode(slot, h) {
    let link = null, here = false;
    try {
      const r = await fetch("heroes/api/pairing?seat=" + h.seat);
      if (r.ok) ({ link, this_computer_only: here } = await r.json());
    } catch (e) { link = null; }
    if (!slot.isConnected) return;
    if (!link) {
      const a = make("a", null, _("pair this device with the box to show the code"));
      a.href = "pair";
      slot.appendChild(a);
      return;
    }
    const img = make("img", "qr");
    img.alt = fmt("QR code of {hero}'s sheet", { hero: h.hero.name });
    img.src = "heroes/qr/" + h.seat + ".svg?n=" + (state.n || 0) + "-" + Date.now();
    const a = make("a", "pair-link", _("the sheet's pairing link"));
    a.href = link;
    // a page served on this computer only: no phone opens its address, so say first what to do
    if (here) slot.append(make("p", "local-only", _("No phone can open this page: it is served on this computer only. To give the heroes their sheets, stop it (Ctrl-C) and start it again with --host 0.0.0.0 (skelos play --host 0.0.0.0): the QR codes then hold the computer's address on the network.")));
    slot.append(img, addressOf(link), a);
  }

  // the pairing address as text beside its QR code, for a phone without a camera: on its own
  // line, breakable after each "/" (never inside a part of it)
  function addressOf(link) {
    const p = make("p", "link small", fmt("or type this address on the phone: {link}", { link: "" }).trim());
    const addr = make("span", "addr");
    link.split("/").forEach((part, i, parts) => {
      addr.append(make("span", null, part + (i < parts.length - 1 ? "/" : "")));   // (white-space: nowrap)
      if (i < parts.length - 1) addr.append(document.createElement("wbr"));
    });
    p.append(addr);
    return p;
  }

  async function startPanel() {
    try { presets = await (await fetch("heroes/api/presets")).json(); } catch (e) { presets = []; }
    draw();
    const es = new EventSource("heroes/api/stream");
    es.onmessage = (ev) => {
      try { state = JSON.parse(ev.data); } catch (e) { return; }
      draw();
      window.dispatchEvent(new CustomEvent("skelos-heroes", { detail: state }));   // conan.js: the targets
    };
    new MutationObserver(draw).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  }
  startPanel();
})();
