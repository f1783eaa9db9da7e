"use strict";
// OrcQuest WarPath states on the live page: heroes, action points, the Badass
// track with the next extra action's cost, combos. app.js calls
// renderOrcquest first; it returns false for a Book of Skelos state.
(function () {
  const $ = (id) => document.getElementById(id);
  const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;
  const LABELS = { extra: "1-pt action", defend: "2-pt action", reroll: "Combo", spell: "Enemy down",
    turn: "End / next", undo: "Undo", mode: "Mode" };
  const STATUS = { active: "acting", event: "event card", done: "activated", ready: "ready" };
  const conanLabels = {};
  let conanTitle = null;

  function show(orc) {
    const h1 = document.querySelector("header h1");
    if (conanTitle === null) conanTitle = h1.textContent;
    h1.textContent = orc ? "OrcQuest WarPath" : conanTitle;
    document.body.classList.toggle("orcquest", orc);
    document.querySelectorAll(".orc-only").forEach((e) => { e.hidden = !orc; });
    document.querySelectorAll(".conan-only").forEach((e) => { e.hidden = orc; });
  }

  function labels(st) {
    document.querySelectorAll("#buttons button").forEach((b) => {
      const n = b.dataset.button;
      if (!(n in conanLabels)) conanLabels[n] = b.textContent;
      if (!st) { b.textContent = conanLabels[n]; return; }
      const slot = /^slot(\d)$/.exec(n);
      b.textContent = slot ? (st.heroes[slot[1] - 1] || { name: "–" }).name : (LABELS[n] || conanLabels[n]);
    });
  }

  function text(parent, tag, value, cls) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.textContent = value;
    parent.appendChild(e);
    return e;
  }

  window.renderOrcquest = function (msg, st, pixels) {
    if (st.game !== "orcquest") {
      if (document.body.classList.contains("orcquest")) { show(false); labels(null); }
      return false;
    }
    show(true);
    labels(st);
    $("scenario").textContent = st.scenario + " · game " + (msg.state.game ?? "?") + " · seq " + st.seq;
    $("turn").textContent = st.turn;
    $("last").textContent = st.last_turn != null ? " / " + st.last_turn : "";
    const cur = st.heroes.find((h) => h.id === st.current);
    const ev = st.heroes.find((h) => h.id === st.pending_event);
    $("phase").textContent = cur ? cur.name + " is acting" : ev ? "Event card of " + ev.name : "Heroes' turn";
    $("activations").textContent = st.all_activated && !ev ? "every hero has played this round" : "";
    const w = $("warning");
    w.hidden = !(st.over || ev || st.is_last_turn);
    w.classList.toggle("over", !!st.over);
    w.textContent = st.over === "time" ? "END OF TIME" : st.over ? "Game over: " + st.over + " won"
      : ev ? "Resolve the event card" : st.is_last_turn ? "LAST ROUND" : "";
    const box = $("orc-heroes");
    box.replaceChildren();
    const seg = msg.state.segments;
    st.heroes.forEach((h, i) => {
      const d = document.createElement("div");
      d.className = "slot hero " + h.status;
      d.dataset.hero = h.id;
      d.dataset.status = h.status;
      text(d, "div", "slot" + (i + 1), "cost");
      const led = text(d, "div", "", "led");
      const p = pixels.length && seg ? pixels[seg.river.start + i] : null;
      led.style.background = p ? rgb(p) : rgb(h.color);
      text(d, "div", h.name + " · " + (STATUS[h.status] || h.status), "name");
      box.appendChild(d);
    });
    $("orc-ap").textContent = cur ? "Action points: " + st.action_points + " / 2" : "No activation running";
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
      (st.can_buy ? " · next extra action costs " + st.next_extra_cost
        : " · no extra action now") + " · kills " + st.kills;
    $("orc-combo").textContent = "Combo 1: " + st.combo.combo1 + " · Combo 2: " + st.combo.combo2 +
      " · wounding streak " + st.combo.streak;
    const tb = $("orc-enemies").querySelector("tbody");
    tb.replaceChildren();
    st.enemies.forEach((e) => {
      const tr = document.createElement("tr");
      [e.name, String(e.badass), e.hp + " " + e.hp_color].forEach((v) => text(tr, "td", v));
      tb.appendChild(tr);
    });
    const strip = $("strip");
    strip.replaceChildren();
    pixels.forEach((p) => { const e = document.createElement("span"); e.className = "px"; e.style.background = rgb(p); strip.appendChild(e); });
    const evs = $("events");
    evs.replaceChildren();
    (msg.recent || []).slice().reverse().forEach((e) => text(evs, "li", "#" + e.seq + " " + JSON.stringify(e.rec)));
    document.querySelectorAll("#buttons button").forEach((b) => { b.disabled = !!msg.readonly; });
    $("controls").hidden = !!msg.readonly;
    return true;
  };
})();
