"use strict";
// Live page of the Book of Skelos: renders the device state pushed over SSE,
// and sends button presses through the device's own input path.
const $ = (id) => document.getElementById(id);

// Messages: the catalogue of the chosen language, served by /api/i18n (gettext .po
// files on the host).  _(text) looks a message up; {name} marks a value in fmt(text, values).
let MESSAGES = {};
// A server error "message: detail" has its message part translated.
const _ = (s) => {
  if (MESSAGES[s]) return MESSAGES[s];
  const i = typeof s === "string" ? s.indexOf(": ") : -1;
  return i > 0 && MESSAGES[s.slice(0, i)]
    ? fmt("{message}: {detail}", { message: MESSAGES[s.slice(0, i)], detail: s.slice(i + 2) }) : s;
};
const N_ = (s) => s;  // marks a message for the catalogue, translated where it is shown
const fmt = (s, vals) => _(s).replace(/\{(\w+)\}/g, (m, k) => (k in vals ? String(vals[k]) : m));
const LANG_KEY = "skelos.lang";

const BUTTONS = [
  ["slot1", "1", "1"], ["slot2", "2", "2"], ["slot3", "3", "3"], ["slot4", "4", "4"],
  ["slot5", "5", "5"], ["slot6", "6", "6"], ["slot7", "7", "7"], ["slot8", "8", "8"],
  ["extra", () => _("Extra move"), "e"], ["defend", () => _("Defend"), "d"], ["reroll", () => _("Reroll"), "r"],
  ["spell", () => _("Spell"), "s"], ["mode", () => _("Mode"), "m"], ["turn", () => _("Turn"), "t"],
  ["undo", () => _("Undo"), "u"],
];
const ZONE = { available: "#1fbf3a", fatigue: "#d42a1e", spent: "#e8a317", spells: "#2f6fe0", removed: "#222" };
let readonly = false;
let toastTimer = null;
let lastMsg = null;
let connState = N_("connecting…");

const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

// LEDs at 20 % brightness look bright in a room but near black on a screen:
// scale the frame so its brightest channel is full, then go from the LED's
// light (linear) to a screen value (sRGB), as the eye sees a dimmed LED.
// The terminal's LED line does the same (skelos_host/leds.py).
const srgb = (x) => (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
function normalise(pixels) {
  let peak = 0;
  pixels.forEach((p) => { peak = Math.max(peak, p[0], p[1], p[2]); });
  if (!peak) return pixels;
  return pixels.map((p) => p.map((v) => Math.round(255 * srgb(v / peak))));
}

function render(msg) {
  lastMsg = msg;
  const st = msg.state.state, pixels = normalise(msg.state.pixels || []);
  readonly = !!msg.readonly;
  document.body.classList.toggle("readonly", readonly);
  if (window.renderOrcquest && window.renderOrcquest(msg, st, pixels)) return;   // orcquest.js
  $("scenario").textContent = fmt("{scenario} · game {game} · seq {seq}",
    { scenario: st.scenario, game: msg.state.game ?? "?", seq: st.seq });
  $("turn").textContent = st.turn;
  $("last").textContent = st.last_turn != null ? " / " + st.last_turn : "";
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
  const strip = $("strip");
  strip.replaceChildren();
  pixels.forEach((p) => { const e = document.createElement("span"); e.className = "px"; e.style.background = rgb(p); strip.appendChild(e); });
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
  const ev = $("events");
  ev.replaceChildren();
  (msg.recent || []).slice().reverse().forEach((e) => { const li = document.createElement("li");
    li.textContent = "#" + e.seq + " " + JSON.stringify(e.rec); ev.appendChild(li); });
  document.querySelectorAll("#buttons button").forEach((b) => { b.disabled = readonly; });
  $("controls").hidden = readonly;
}

function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { t.hidden = true; }, 2500);
}

async function press(button, kind) {
  if (readonly) return;
  try {
    const r = await fetch("/api/press", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ button, kind }) });
    const body = await r.json();
    if (!r.ok) toast(body.error ? _(body.error) : _("press failed"));
    else if (body.accepted === false && body.refusal) toast(_(body.refusal.message) + " (" + body.refusal.code + ")");
  } catch (e) { toast(_("no answer from the page server")); }
}

function buildButtons() {
  const box = $("buttons");
  BUTTONS.forEach(([name, label, key]) => {
    const b = document.createElement("button");
    b.dataset.button = name;
    b.dataset.key = key;
    let down = 0;
    b.addEventListener("pointerdown", () => { down = Date.now(); });
    b.addEventListener("click", (ev) => { const long = ev.shiftKey || (down && Date.now() - down >= 600);
      down = 0; press(name, long ? "long" : "short"); });
    box.appendChild(b);
  });
  document.addEventListener("keydown", (ev) => {
    if (ev.repeat || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    const k = ev.key.toLowerCase();
    const hit = BUTTONS.find((b) => b[2] === k || (ev.shiftKey && ev.code === "Digit" + b[2]));
    if (hit) { ev.preventDefault(); press(hit[0], ev.shiftKey ? "long" : "short"); }
  });
}

function connect() {
  const es = new EventSource("/api/stream");
  es.onopen = () => { setConn(N_("live"), "conn ok"); };
  es.onerror = () => { setConn(N_("reconnecting…"), "conn bad"); };
  es.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    if (msg.type === "state") render(msg);
    else if (msg.type === "refused") toast(_(msg.message) + " (" + msg.code + ")");
    else if (msg.type === "error") setConn(msg.message, "conn bad");
  };
}

function setConn(text, cls) {
  connState = text;
  $("conn").textContent = _(text);
  $("conn").className = cls;
}

// Put the page's fixed texts, button labels and the last state in the current language.
function applyLanguage(lang) {
  document.documentElement.lang = lang;
  document.title = _("Book of Skelos");
  document.querySelectorAll("[data-i18n]").forEach((el) => {
    if (!el.dataset.i18n) el.dataset.i18n = el.textContent.trim().replace(/\s+/g, " ");
    el.textContent = _(el.dataset.i18n);
  });
  document.querySelectorAll("#buttons button").forEach((b) => {
    const entry = BUTTONS.find((x) => x[0] === b.dataset.button);
    b.textContent = typeof entry[1] === "function" ? entry[1]() : entry[1];
    b.title = fmt("key {key}", { key: entry[2] });
  });
  $("lang").value = lang;
  $("conn").textContent = _(connState);
  if (lastMsg) render(lastMsg);
}

async function setLanguage(lang) {
  let body = { lang: "en", messages: {} };
  try {
    const r = await fetch("/api/i18n" + (lang ? "?lang=" + encodeURIComponent(lang) : ""));
    if (r.ok) body = await r.json();
  } catch (e) { /* keep English */ }
  MESSAGES = body.messages || {};
  applyLanguage(body.lang);
  return body.lang;
}

async function start() {
  buildButtons();
  let saved = null;
  try { saved = localStorage.getItem(LANG_KEY); } catch (e) { /* storage disabled */ }
  await setLanguage(saved);   // none saved: the server's language
  $("lang").addEventListener("change", async (ev) => {
    const lang = await setLanguage(ev.target.value);
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* storage disabled */ }
  });
  connect();
}

start();
