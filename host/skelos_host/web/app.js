"use strict";
// The live page: renders the device state pushed over SSE through the view of
// its game (conan.js, orcquest.js, ...: each puts itself in SKELOS_VIEWS; the
// server names the view of each state), and sends button presses through the
// device's own input path.
const $ = (id) => document.getElementById(id);

// Messages: the catalogue of the chosen language, served by /api/i18n (gettext .po
// files on the host).  _(text) looks a message up; {name} marks a value in fmt(text, values).
let MESSAGES = {};
// Reason texts (message ids) of the refusal codes: "" those every game shares, then each game's.
let REFUSALS = {};
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

// the board's buttons and their keys; each game's view names them
const BUTTONS = [
  ["slot1", "1"], ["slot2", "2"], ["slot3", "3"], ["slot4", "4"], ["slot5", "5"], ["slot6", "6"], ["slot7", "7"],
  ["slot8", "8"], ["extra", "e"], ["defend", "d"], ["reroll", "r"], ["spell", "s"], ["mode", "m"], ["turn", "t"],
  ["undo", "u"],
];
const VIEWS = window.SKELOS_VIEWS || {};
let view = null;       // the view of the last state, and its name
let viewName = null;
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

// Show the sections of one game's view (data-view) and hide the other games'.  A view's
// sections go into index.html's slots (view-main, view-more, view-hint) the first time.
function useView(name) {
  if (name === viewName) return;
  viewName = name;
  view = VIEWS[name] || null;
  document.body.dataset.view = name || "";
  if (view && !view.built) {
    Object.entries(view.sections || {}).forEach(([slot, html]) => {
      const box = $("view-" + slot);
      if (box) box.insertAdjacentHTML("beforeend", html);
    });
    view.built = true;
    translateMarked();
  }
  document.querySelectorAll("[data-view]").forEach((e) => { e.hidden = e.dataset.view !== name; });
}

function labelButtons(st) {
  document.querySelectorAll("#buttons button").forEach((b) => {
    b.textContent = view ? view.label(b.dataset.button, st) : b.dataset.button;
  });
  const h1 = document.querySelector("header h1");
  h1.textContent = _(view ? view.title : h1.dataset.i18n);
}

function render(msg) {
  lastMsg = msg;
  const st = msg.state.state, pixels = normalise(msg.state.pixels || []);
  readonly = !!msg.readonly;
  document.body.classList.toggle("readonly", readonly);
  useView(msg.view);
  labelButtons(st);
  if (!view) {
    setConn(fmt("this page cannot show the game {game}", { game: msg.view }), "conn bad");
    return;
  }
  $("scenario").textContent = fmt("{scenario} · game {game} · seq {seq}",
    { scenario: st.scenario, game: msg.state.game ?? "?", seq: st.seq });
  $("turn").textContent = st.turn;
  $("last").textContent = st.last_turn != null ? " / " + st.last_turn : "";
  view.render(msg, st, pixels);
  const strip = $("strip");
  strip.replaceChildren();
  pixels.forEach((p) => { const e = document.createElement("span"); e.className = "px"; e.style.background = rgb(p); strip.appendChild(e); });
  const ev = $("events");
  ev.replaceChildren();
  (msg.recent || []).slice().reverse().forEach((e) => { const li = document.createElement("li");
    li.textContent = "#" + e.seq + " " + JSON.stringify(e.rec); ev.appendChild(li); });
  document.querySelectorAll("#buttons button").forEach((b) => { b.disabled = readonly; });
  $("controls").hidden = readonly;
}

// The reason of a refusal code and its arguments in the page's language: an entry is a text
// whose {0}, {1}... take the arguments, or an object choosing the text by the first argument.
function refusalText(code, args) {
  args = Array.isArray(args) ? args.slice() : [];
  let entry;
  for (const table of [REFUSALS[viewName], REFUSALS[""], ...Object.values(REFUSALS)]) {
    if (table && code in table) { entry = table[code]; break; }
  }
  if (entry && typeof entry === "object") {
    const key = args.length ? String(args[0]) : "";
    if (key in entry) { entry = entry[key]; args = args.slice(1); } else entry = entry[""];
  }
  if (typeof entry !== "string") return [code, ...args].join(" ");
  return _(entry).replace(/\{(\d+)\}/g, (m, i) => (i < args.length ? String(args[i]) : m));
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
    else if (body.accepted === false && body.refusal) {
      toast(refusalText(body.refusal.code, body.refusal.args) + " (" + body.refusal.code + ")");
    }
  } catch (e) { toast(_("no answer from the page server")); }
}

function buildButtons() {
  const box = $("buttons");
  BUTTONS.forEach(([name, key]) => {
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
    const hit = BUTTONS.find((b) => b[1] === k || (ev.shiftKey && ev.code === "Digit" + b[1]));
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
    else if (msg.type === "refused") toast(refusalText(msg.code, msg.args) + " (" + msg.code + ")");
    else if (msg.type === "error") setConn(msg.message, "conn bad");
  };
}

function setConn(text, cls) {
  connState = text;
  $("conn").textContent = _(text);
  $("conn").className = cls;
}

// The fixed texts (elements marked data-i18n, their English kept in the mark) in the current language.
function translateMarked() {
  document.querySelectorAll("[data-i18n]").forEach((el) => {
    if (!el.dataset.i18n) el.dataset.i18n = el.textContent.trim().replace(/\s+/g, " ");
    el.textContent = _(el.dataset.i18n);
  });
}

// Put the page's fixed texts, button labels and the last state in the current language.
function applyLanguage(lang) {
  document.documentElement.lang = lang;
  document.title = _("Book of Skelos");
  translateMarked();
  document.querySelectorAll("#buttons button").forEach((b) => {
    b.title = fmt("key {key}", { key: b.dataset.key });
  });
  labelButtons(lastMsg ? lastMsg.state.state : null);
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
  REFUSALS = body.refusals || {};
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
