"use strict";
// The Book of Skelos on the live page: river, gems, units, vigilance.  One of
// the page's game views (app.js picks the view the server names for a state);
// its texts go through app.js's _() and fmt() when shown, so this file, which
// runs before app.js, has its own N_ marker.
(function () {
  const N_ = (s) => s;   // marks a message for the catalogue, translated where it is shown
  const $ = (id) => document.getElementById(id);
  const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;
  const LABELS = { extra: N_("Extra move"), defend: N_("Defend"), reroll: N_("Reroll"), spell: N_("Spell"),
    mode: N_("Mode"), turn: N_("Turn"), undo: N_("Undo") };
  const ZONE = { available: "#1fbf3a", fatigue: "#d42a1e", spent: "#e8a317", spells: "#2f6fe0", removed: "#222" };

  // this view's own parts of the page, put in index.html's view slots when a state of its game comes
  const sections = {
    main: `<section aria-label="river" data-view="conan" hidden>
        <h2 data-i18n>${N_("River")}</h2>
        <div id="river" class="river"></div>
      </section>
      <section aria-label="gems" data-view="conan" hidden>
        <h2 data-i18n>${N_("Gems")}</h2>
        <div id="gems" class="gems"></div>
        <div id="gemcounts" class="gemcounts"></div>
      </section>`,
    more: `<section aria-label="units" data-view="conan" hidden>
        <h2 data-i18n>${N_("Units")}</h2>
        <table id="units"><thead><tr><th data-i18n>${N_("tile")}</th><th data-i18n>${N_("status")}</th>
          <th data-i18n>${N_("figures")}</th><th data-i18n>${N_("hit points")}</th></tr></thead><tbody></tbody></table>
        <div id="vigilance"></div>
      </section>`,
    hint: `<p class="hint" data-view="conan" hidden data-i18n>${N_("Keys: 1–8 slots, e extra move, d defend, r reroll, s spell, m mode, t turn, u undo; hold Shift (or the button) for a long press.")}</p>`,
  };

  (window.SKELOS_VIEWS = window.SKELOS_VIEWS || {}).conan = {
    title: N_("Book of Skelos"),
    sections,
    label(name) {
      const slot = /^slot(\d)$/.exec(name);
      return slot ? slot[1] : _(LABELS[name] || name);
    },
    render(msg, st, pixels) {
      $("phase").textContent = st.phase === "overlord" ? _("Overlord's turn") : _("Heroes' turn");
      $("activations").textContent = st.phase === "overlord"
        ? fmt("activations left: {n}", { n: st.activations_left }) : "";
      const w = $("warning");
      w.hidden = !(st.is_last_turn || st.over || st.pending_event);
      w.classList.toggle("over", !!st.over);
      w.textContent = st.over === "time" ? _("END OF TIME")
        : st.over === "heroes" ? _("Game over: the heroes won") : st.over ? _("Game over: the Overlord won")
        : st.pending_event ? _("Choose the event") : st.is_last_turn ? _("LAST TURN") : "";
      const tiles = {};
      st.tiles.forEach((t) => { tiles[t.id] = t; });
      const river = $("river");
      river.replaceChildren();
      st.river.forEach((s) => {
        const d = document.createElement("div");
        const t = s.tile ? tiles[s.tile] : null;
        d.className = "slot " + (t ? s.status : "empty") + (t && !s.affordable ? " unaffordable" : "");
        d.dataset.slot = s.slot;
        d.dataset.tile = s.tile || "";
        const led = pixels.length && msg.state.segments ? pixels[msg.state.segments.river.start + s.slot - 1] : null;
        d.innerHTML = `<div class="cost">${s.cost}</div><div class="led"></div><div class="name"></div>`;
        d.querySelector(".led").style.background = led ? rgb(led) : t ? rgb(t.color) : "#000";
        d.querySelector(".name").textContent = t ? t.name + (t.status === "event" ? "" : " ×" + t.figures) : "";
        river.appendChild(d);
      });
      const g = st.gems, spent = g.spent.move + g.spent.defense + g.spent.reroll;
      const spells = g.spells.reduce((a, b) => a + b, 0);
      const gems = $("gems");
      gems.replaceChildren();
      [["available", g.available], ["fatigue", g.fatigue], ["spent", spent], ["spells", spells], ["removed", g.removed]]
        .forEach(([zone, n]) => { for (let i = 0; i < n; i++) { const e = document.createElement("span");
          e.className = "gem " + zone; e.title = _(zone); e.style.background = ZONE[zone]; gems.appendChild(e); } });
      $("gemcounts").textContent = fmt("available {available} · fatigue {fatigue} · spent {spent} (move {move}, defense {defense}, reroll {reroll}) · spells {spells} · removed {removed}", { available: g.available,
        fatigue: g.fatigue, spent, move: g.spent.move, defense: g.spent.defense, reroll: g.spent.reroll, spells,
        removed: g.removed });
      const tb = $("units").querySelector("tbody");
      tb.replaceChildren();
      st.tiles.filter((t) => t.status !== "event").forEach((t) => {
        const tr = document.createElement("tr");
        [t.name, _(t.status), String(t.figures), t.hp.join(" ")].forEach((v) => { const td = document.createElement("td"); td.textContent = v; tr.appendChild(td); });
        tb.appendChild(tr);
      });
      $("vigilance").textContent = st.vigilance == null ? "" : fmt("Vigilance {level}", { level: st.vigilance }) +
        (st.acuity_bonus ? " · " + fmt(st.acuity_bonus[1] ? N_("acuity bonus: {die} die with a reroll") : N_("acuity bonus: {die} die"),
          { die: _(st.acuity_bonus[0]) }) : "");
    },
  };
})();
