"use strict";
// Live page of the Book of Skelos: renders the device state pushed over SSE,
// and sends button presses through the device's own input path.
const $ = (id) => document.getElementById(id);
const BUTTONS = [
  ["slot1", "1", "1"], ["slot2", "2", "2"], ["slot3", "3", "3"], ["slot4", "4", "4"],
  ["slot5", "5", "5"], ["slot6", "6", "6"], ["slot7", "7", "7"], ["slot8", "8", "8"],
  ["extra", "Extra move", "e"], ["defend", "Defend", "d"], ["reroll", "Reroll", "r"],
  ["spell", "Spell", "s"], ["mode", "Mode", "m"], ["turn", "Turn", "t"], ["undo", "Undo", "u"],
];
const ZONE = { available: "#1fbf3a", fatigue: "#d42a1e", spent: "#e8a317", spells: "#2f6fe0", removed: "#222" };
let readonly = false;
let toastTimer = null;

const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

// LEDs at 20 % brightness look bright in a room but near black on a screen:
// scale the frame so its brightest channel is full, keeping every ratio.
function normalise(pixels) {
  let peak = 0;
  pixels.forEach((p) => { peak = Math.max(peak, p[0], p[1], p[2]); });
  if (!peak) return pixels;
  const k = 255 / peak;
  return pixels.map((p) => p.map((v) => Math.round(v * k)));
}

function render(msg) {
  const st = msg.state.state, pixels = normalise(msg.state.pixels || []);
  readonly = !!msg.readonly;
  document.body.classList.toggle("readonly", readonly);
  if (window.renderOrcquest && window.renderOrcquest(msg, st, pixels)) return;   // orcquest.js
  $("scenario").textContent = st.scenario + " · game " + (msg.state.game ?? "?") + " · seq " + st.seq;
  $("turn").textContent = st.turn;
  $("last").textContent = st.last_turn != null ? " / " + st.last_turn : "";
  $("phase").textContent = st.phase === "overlord" ? "Overlord's turn" : "Heroes' turn";
  $("activations").textContent = st.phase === "overlord" ? "activations left: " + st.activations_left : "";
  const w = $("warning");
  w.hidden = !(st.is_last_turn || st.over || st.pending_event);
  w.classList.toggle("over", !!st.over);
  w.textContent = st.over === "time" ? "END OF TIME" : st.over ? "Game over: " + st.over + " won"
    : st.pending_event ? "Choose the event" : st.is_last_turn ? "LAST TURN" : "";
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
      e.className = "gem " + zone; e.title = zone; e.style.background = ZONE[zone]; gems.appendChild(e); } });
  $("gemcounts").textContent = `available ${g.available} · fatigue ${g.fatigue} · spent ${spent}` +
    ` (move ${g.spent.move}, defense ${g.spent.defense}, reroll ${g.spent.reroll}) · spells ${spells} · removed ${g.removed}`;
  const strip = $("strip");
  strip.replaceChildren();
  pixels.forEach((p) => { const e = document.createElement("span"); e.className = "px"; e.style.background = rgb(p); strip.appendChild(e); });
  const tb = $("units").querySelector("tbody");
  tb.replaceChildren();
  st.tiles.filter((t) => t.status !== "event").forEach((t) => {
    const tr = document.createElement("tr");
    [t.name, t.status, String(t.figures), t.hp.join(" ")].forEach((v) => { const td = document.createElement("td"); td.textContent = v; tr.appendChild(td); });
    tb.appendChild(tr);
  });
  $("vigilance").textContent = st.vigilance == null ? "" : "Vigilance " + st.vigilance +
    (st.acuity_bonus ? " · bonus die " + st.acuity_bonus[0] + (st.acuity_bonus[1] ? " (reroll)" : "") : "");
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
    if (!r.ok) toast(body.error || "press failed");
    else if (body.accepted === false && body.refusal) toast(body.refusal.message + " (" + body.refusal.code + ")");
  } catch (e) { toast("no answer from the page server"); }
}

function buildButtons() {
  const box = $("buttons");
  BUTTONS.forEach(([name, label, key]) => {
    const b = document.createElement("button");
    b.textContent = label;
    b.dataset.button = name;
    b.title = "key " + key;
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
  es.onopen = () => { $("conn").textContent = "live"; $("conn").className = "conn ok"; };
  es.onerror = () => { $("conn").textContent = "reconnecting…"; $("conn").className = "conn bad"; };
  es.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    if (msg.type === "state") render(msg);
    else if (msg.type === "refused") toast(msg.message + " (" + msg.code + ")");
    else if (msg.type === "error") { $("conn").textContent = msg.message; $("conn").className = "conn bad"; }
  };
}

buildButtons();
connect();
