"use strict";
// OrcQuest WarPath on the live page: heroes, action points, the Badass track
// with the next extra action's cost, combos.  One of the page's game views
// (app.js picks the view the server names for a state); its texts go through
// app.js's _() and fmt() (the page's message catalogue) when shown, so this
// file, which runs before app.js, has its own N_ marker.
(function () {
  const N_ = (s) => s;   // marks a message for the catalogue, translated where it is shown
  const $ = (id) => document.getElementById(id);
  const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;
  const LABELS = { extra: N_("1-pt action"), defend: N_("2-pt action"), reroll: N_("Combo"),
    spell: N_("Enemy down"), turn: N_("End / next"), undo: N_("Undo"), mode: N_("Mode") };
  const STATUS = { active: N_("acting"), event: N_("event card"), done: N_("activated"), ready: N_("ready") };
  // a Combo card's state as the core says it ("available", "used", "locked")
  const COMBO = { available: N_("Combo {level}: available"), used: N_("Combo {level}: used"),
    locked: N_("Combo {level}: locked") };
  // two or more hit points of a colour ("2 jaunes" in French); one is "1 " + the colour
  const HP = { yellow: N_("{n} yellow"), orange: N_("{n} orange"), red: N_("{n} red") };
  const combo = (level, state) => (COMBO[state] ? fmt(COMBO[state], { level }) : typo("Combo " + level + ": " + state));

  function text(parent, tag, value, cls) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.textContent = value;
    parent.appendChild(e);
    return e;
  }

  // this view's own parts of the page, put in index.html's view slots when a state of its game comes
  const sections = {
    main: `<section id="orc" class="col-main span-rows" data-view="orcquest" aria-label="OrcQuest heroes" hidden>
        <h2 data-i18n>${N_("Heroes")}</h2>
        <ol id="orc-heroes" class="river"></ol>
        <div id="orc-ap" class="apline"></div>
        <h2 data-i18n>${N_("Badass")}</h2>
        <div id="orc-track" class="gems"></div>
        <p id="orc-badass" class="gemcounts"></p>
        <p id="orc-combo" class="gemcounts"></p>
        <table id="orc-enemies"><thead><tr><th data-i18n>${N_("enemy")}</th><th data-i18n>${N_("Badass")}</th>
          <th data-i18n>${N_("hit points")}</th></tr></thead><tbody></tbody></table>
      </section>`,
    hint: `<p id="orc-keys" class="hint" data-view="orcquest" hidden></p>`,
  };

  (window.SKELOS_VIEWS = window.SKELOS_VIEWS || {}).orcquest = {
    title: "OrcQuest WarPath",
    turnWord: N_("Round"),     // OrcQuest plays in rounds: the header says so, as the story does
    sections,
    label(name, st, msg) {
      const slot = /^slot(\d)$/.exec(name);
      const hero = st ? st.heroes[slot ? slot[1] - 1 : -1] : null;
      if (slot) return hero ? named(msg, "heroes", hero) : st ? null : slot[1];   // no hero there: no button
      return _(LABELS[name] || name);
    },
    render,
  };

  // a hero's or an enemy's name in the page's language (the scenario's, when the host knows it)
  const named = (msg, kind, x) => {
    const info = msg.scenario && msg.scenario[kind] ? msg.scenario[kind][x.id] : null;
    return info ? nameIn(info.name) : x.name;
  };

  function render(msg, st, pixels) {
    const cur = st.heroes.find((h) => h.id === st.current);
    const ev = st.heroes.find((h) => h.id === st.pending_event);
    $("phase").dataset.side = st.over ? "over" : "heroes";
    $("phase").textContent = st.over ? _("Game over")
      : cur ? fmt("{hero} is acting", { hero: named(msg, "heroes", cur) })
      : ev ? fmt("Event card of {hero}", { hero: named(msg, "heroes", ev) }) : _("Heroes' turn");
    const n = st.heroes.length;
    $("orc-keys").textContent = n > 1 ? fmt(N_("OrcQuest keys: 1–{n} start a hero (or pick who acts next), e 1-point action, d 2-point action, r combo, s enemy down; hold Shift (or the button) when it wounded or fell in one blow; t ends the activation, resolves the event or starts the next round."), { n })
      : _("OrcQuest keys: 1 starts the hero, e 1-point action, d 2-point action, r combo, s enemy down; hold Shift (or the button) when it wounded or fell in one blow; t ends the activation, resolves the event or starts the next round.");
    $("activations").textContent = st.all_activated && !ev ? _("every hero has played this round") : "";
    const w = $("warning");
    w.hidden = !(st.over || ev || st.is_last_turn);
    w.classList.toggle("over", !!st.over);
    w.textContent = st.over === "time" ? _("END OF TIME")
      : st.over === "heroes" ? _("Game over: the heroes won") : st.over ? _("Game over: the enemies won")
      : ev ? _("Resolve the event card") : st.is_last_turn ? _("LAST ROUND") : "";
    const box = $("orc-heroes");
    box.replaceChildren();
    const seg = msg.state.segments;
    st.heroes.forEach((h, i) => {
      const d = document.createElement("li");
      d.className = "slot hero " + h.status;
      d.dataset.hero = h.id;
      d.dataset.status = h.status;
      const cost = text(d, "div", "", "cost");
      text(cost, "span", _("button") + " ", "sr");
      text(cost, "span", String(i + 1), "n");
      const card = text(d, "div", "", "card");
      const led = text(card, "div", "", "band");
      const p = pixels.length && seg ? pixels[seg.river.start + i] : null;
      led.style.background = rgb(h.color);
      led.title = p ? fmt("the board's LED: {colour}", { colour: rgb(p) }) : "";
      text(card, "div", named(msg, "heroes", h) + " · " + (STATUS[h.status] ? _(STATUS[h.status]) : h.status), "name");
      box.appendChild(d);
    });
    $("orc-ap").textContent = cur ? fmt("Action points: {n} / 2", { n: st.action_points })
      : _("No activation running");
    const track = $("orc-track");
    track.replaceChildren();
    const cost = st.can_buy ? st.next_extra_cost : 0;
    for (let i = 0; i < Math.max(st.badass, cost); i++) {
      const e = document.createElement("span");
      e.className = "gem badass" + (i >= st.badass ? " missing" : cost && i >= st.badass - cost ? " next" : "");
      e.style.background = i >= st.badass ? "#4a1a14" : cost && i >= st.badass - cost ? "#ff5000" : "#ffdc00";
      track.appendChild(e);
    }
    $("orc-badass").textContent = "Badass " + st.badass + (st.badass_max != null ? " / " + st.badass_max : "") +
      " · " + (st.can_buy ? fmt("next extra action costs {n}", { n: st.next_extra_cost })
        : _("no extra action now")) + " · " + fmt("kills {n}", { n: st.kills });
    $("orc-combo").textContent = combo(1, st.combo.combo1) + " · " + combo(2, st.combo.combo2) + " · " +
      fmt("wounding streak {n}", { n: st.combo.streak });
    const tb = $("orc-enemies").querySelector("tbody");
    tb.replaceChildren();
    st.enemies.forEach((e) => {
      const tr = document.createElement("tr");
      const hp = HP[e.hp_color] && e.hp > 1 ? fmt(HP[e.hp_color], { n: e.hp }) : e.hp + " " + _(e.hp_color);
      [named(msg, "enemies", e), String(e.badass), hp].forEach((v) => text(tr, "td", v));
      tb.appendChild(tr);
    });
  }
})();
