"use strict";
// A hero's sheet on a phone: the hero of ?seat=N, editable from the phone paired with it (its
// token, from the QR link's pairing code, kept in this browser), read-only anywhere else; every
// sheet of the table live (/heroes/api/stream).  A tap is a request with its own id: sent again
// until the server answers, never applied twice (the server remembers the ids it answered).
const $ = (id) => document.getElementById(id);

function refusalText(code, args) {
  return refusalIn([REFUSALS.heroes, REFUSALS[""]], code, args);
}
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

const LANG_KEY = "skelos.lang";
const ACTIONS = [
  ["melee", N_("Melee"), "spend"], ["ranged", N_("Ranged"), "spend"], ["movement", N_("Movement"), "move"],
  ["manipulation", N_("Manipulation"), "spend"], ["defense", N_("Active defense"), "spend"],
  ["reroll", N_("Reroll"), "spend"], ["spell", N_("Spells and allies"), "spend"],
];
const DICE = { yellow: N_("yellow"), orange: N_("orange"), red: N_("red") };
const PHASES = { overlord: N_("Overlord's turn"), declare: N_("declare active or recovering"), act: N_("actions") };
const BOARD_PHASES = { heroes: N_("Heroes' turn"), overlord: N_("Overlord's turn") };
const params = new URLSearchParams(location.search);
const SEAT = /^\d$/.test(params.get("seat") || "") ? Number(params.get("seat")) : 0;
let last = null;          // the last table state
let amount = 1;           // gems per tap
let connState = N_("connecting…");
let waiting = [];         // requests not answered yet, in order: {action, args, rid}
let sending = false;
let message = null;       // () => the text of the last refusal or error, in the page's language of the moment

const tokenKey = (game) => "skelos.hero." + game + "." + SEAT;
function token() {
  if (!last) return null;
  try { return localStorage.getItem(tokenKey(last.game)); } catch (e) { return null; }
}
// a state is drawn unless an answer or an update drawn before it was made later (`at` counts the
// states the table made since it started, `epoch`: a request's answer may arrive after the stream's
// newer update; a restarted server counts again)
function newer(st) { return !last || last.game !== st.game || last.epoch !== st.epoch || !(st.at < last.at); }
function mine() { return last && last.heroes[SEAT] ? last.heroes[SEAT] : null; }

// ------------------------------------------------------------ drawing
function gems(box, n) {
  box.textContent = "";
  for (let i = 0; i < n; i++) box.appendChild(el("span", "gem"));
}

function render() {
  const h = mine();
  const t = token();
  // a token of an earlier pairing: the sheet was paired again, with another phone
  // (or waiting for a new phone: "pair again" was asked on the main page)
  const revoked = !!(h && t && (!h.paired || Number(t.split(".")[0]) !== h.pairing));
  const editable = !!(h && t) && !revoked;
  document.title = h ? nameIn({ en: h.hero.name, fr: h.hero.name_fr }) + " – " + _("Hero sheet") : _("Hero sheet");
  $("who").textContent = h ? nameIn({ en: h.hero.name, fr: h.hero.name_fr }) : _("No hero at this seat");
  $("ro").hidden = editable;
  $("ro").textContent = !h ? _("No hero at this seat: seat one on the main page.")
    : revoked ? _("Read-only: this sheet was paired again, with another phone.")
      : _("Read-only: this phone is not paired with this sheet (open the QR link of the main page to pair it).");
  $("msg").hidden = !message;
  if (message) $("msg").textContent = message();
  $("conn").textContent = waiting.length
    ? fmtn("{n} tap waiting to be sent", "{n} taps waiting to be sent", waiting.length, {}) : _(connState);
  $("conn").className = "conn " + (connState === N_("live") && !waiting.length ? "ok" : "bad");
  if (!h) { $("sheet").hidden = true; return; }
  $("sheet").hidden = false;
  const s = h.sheet;
  const phase = $("phase");
  phase.textContent = "";
  // the board's turn and side when the board tells them (the sheets follow it), else the sheet's own count
  const board = last.board;
  document.body.dataset.board = board ? board.phase : "";
  if (board) {
    phase.appendChild(el("span", "badge", fmt("Turn {turn}", { turn: board.turn })));
    phase.appendChild(el("span", "badge board", board.over ? _("Game over") : _(BOARD_PHASES[board.phase])));
    if (s.phase !== "overlord" && !board.over) phase.appendChild(el("span", "badge", _(PHASES[s.phase])));
  } else {
    phase.appendChild(el("span", "badge", s.turn ? fmt("Turn {turn}", { turn: s.turn }) : _("before the first turn")));
    phase.appendChild(el("span", "badge", _(PHASES[s.phase])));
  }
  if (s.mode) phase.appendChild(el("span", "badge", s.mode === "active" ? _("declared active") : _("declared recovering")));
  if (s.hidden) phase.appendChild(el("span", "badge hidden", fmtn("in stealth ({n} gem)", "in stealth ({n} gems)", s.stealth, {})));
  if (s.spotted) phase.appendChild(el("span", "badge", _("spotted")));
  if (s.dead) phase.appendChild(el("span", "badge dead", _("fallen")));
  if (s.phase === "declare" && h.waiting.length) {
    phase.appendChild(el("span", "badge", fmtn("{n} companion to declare", "{n} companions to declare", h.waiting.length, {})));
  }
  const dead = h.dead_companions;
  const rec = (m) => (m === 0 ? 2 : 5) + Math.min(dead, 2);
  // the turn's buttons of the sheet's phase only
  // (none once the board's game is over)
  const over = !!(board && board.over);
  $("b-turn").hidden = s.phase !== "overlord" || over || !!(board && board.phase === "overlord");
  $("b-active").hidden = $("b-recover").hidden = s.phase !== "declare" || over;
  $("b-end").hidden = s.phase !== "act" || over;
  $("b-active").textContent = fmt("Active (recovers {n})", { n: rec(0) });
  $("b-recover").textContent = fmt("Recovering (recovers {n})", { n: rec(1) });
  $("z-avail").textContent = s.available;
  $("z-fatigue").textContent = s.fatigue;
  // the wounds big, "of 11" smaller beside them, on one line (.count)
  const [before, after] = fmt("{n} of {gems}", { n: "\u0001", gems: s.gems }).split("\u0001");
  $("z-wounds").replaceChildren(el("small", null, before), String(s.wounds), el("small", null, after));
  gems($("g-avail"), s.available);
  gems($("g-fatigue"), s.fatigue);
  gems($("g-wounds"), s.wounds);
  // the gems-per-tap choice
  const am = $("amounts");
  if (!am.childNodes.length) {
    for (let n = 1; n <= 6; n++) {
      const b = el("button", null, String(n));
      b.dataset.amount = n;
      b.addEventListener("click", () => { amount = n; render(); });
      am.appendChild(b);
    }
  }
  am.querySelectorAll("button").forEach((b) => {
    b.setAttribute("aria-pressed", String(Number(b.dataset.amount) === amount));
    b.setAttribute("aria-label", fmtn("{n} gem per tap", "{n} gems per tap", Number(b.dataset.amount), {}));
  });
  // the characteristics
  const grid = $("boxes");
  grid.textContent = "";
  for (const [key, label, kind] of ACTIONS) {
    const box = el("div", "box");
    box.dataset.box = key;
    const h3 = el("h3", null, _(label));
    const info = h.hero[key] || {};
    if (info.dice) h3.appendChild(el("span", "dice", _(DICE[info.dice] || info.dice) + (info.reroll ? " ↻" : "")));
    box.appendChild(h3);
    const on = s.boxes[key];
    if (key in s.caps) {
      const cap = s.caps[key], used = s.used[key];
      box.appendChild(el("p", "capline", fmt("{on} on the box, {used} of {cap} this turn", { on, used, cap })));
      const bar = el("div", "cap");
      const fill = el("span");
      fill.style.width = (cap ? Math.round(100 * used / cap) : 100) + "%";
      bar.appendChild(fill);
      bar.setAttribute("role", "img");
      bar.setAttribute("aria-label", fmt("saturation {used} of {cap}", { used, cap }));
      box.appendChild(bar);
    } else {
      box.appendChild(el("p", "capline", fmt("{on} on the box, no cap", { on })));
    }
    const row = el("div", "row");
    if (kind === "move") {
      const free = el("button", null, fmtn("Free move ({n} point left)", "Free move ({n} points left)", s.free_left, {}));
      free.dataset.act = "move";
      free.dataset.args = JSON.stringify([Math.min(amount, s.free_left), 0]);
      row.appendChild(free);
      const paid = el("button", null, fmtn("+{n} paid point", "+{n} paid points", amount, {}));
      paid.dataset.act = "move";
      paid.dataset.args = JSON.stringify([0, amount]);
      row.appendChild(paid);
      // the free movement goes a zone at a time; another action ends it, and the rest is lost
      if (s.free_left > 0 && s.free_left < s.free) {
        box.appendChild(el("p", "capline", fmtn("{n} free point left: another action ends the free movement",
          "{n} free points left: another action ends the free movement", s.free_left, {})));
      }
    } else {
      const b = el("button", null, fmtn("+{n} gem", "+{n} gems", amount, {}));
      b.dataset.act = "spend";
      b.dataset.args = JSON.stringify([key, amount]);
      row.appendChild(b);
    }
    box.appendChild(row);
    grid.appendChild(box);
  }
  $("b-wound").textContent = fmtn("Take {n} wound", "Take {n} wounds", amount, {});
  $("b-wound").dataset.args = JSON.stringify([amount]);
  $("b-stealth").textContent = fmt("Stealth +{n}", { n: amount });
  $("b-stealth").dataset.args = JSON.stringify([amount]);
  // allies (H08): 1 gem each, straight to fatigue
  const allyButtons = [["b-ally-act", 0, fmtn("Activate {n} ally figure", "Activate {n} ally figures", amount, {})],
    ["b-ally-move", 1, fmtn("Ally: +{n} move", "Ally: +{n} moves", amount, {})],
    ["b-ally-reroll", 2, fmtn("Ally: +{n} reroll", "Ally: +{n} rerolls", amount, {})],
    ["b-ally-defense", 3, fmtn("Ally: +{n} defense die", "Ally: +{n} defense dice", amount, {})]];
  for (const [id, use, label] of allyButtons) {
    $(id).textContent = label;
    $(id).dataset.args = JSON.stringify([use, amount]);
  }
  $("allyline").textContent = fmtn("{n} ally figure activated this turn (each once a turn)",
    "{n} ally figures activated this turn (each once a turn)", s.ally_acts, {});
  // Don de Vie (H09): 2 gems of available energy to another living hero (1 when 1 is left after the cost)
  const to = $("gift-to");
  const chosen = to.value;
  to.textContent = "";
  for (const o of last.heroes) {
    if (o.seat === SEAT || o.sheet.dead) continue;
    const opt = el("option", null, nameIn({ en: o.hero.name, fr: o.hero.name_fr }));
    opt.value = String(o.seat);
    to.appendChild(opt);
  }
  if ([...to.options].some((o) => o.value === chosen)) to.value = chosen;
  const give = Math.max(1, Math.min(2, s.available - 2));
  $("b-give").textContent = fmtn("Give {n} gem", "Give {n} gems", give, {});
  $("b-give").dataset.args = JSON.stringify([give, Number(to.value)]);
  $("giftline").textContent = fmt("{given}; {received}.", {
    given: fmtn("{n} gem given over the game", "{n} gems given over the game", s.given, {}),
    received: fmtn("{n} gem received", "{n} gems received", s.received, {}) });
  // encumbrance (shown, not enforced): the maximum and the free-movement chart as docs/rules.md reads them
  const enc = h.encumbrance;
  $("encline").textContent = !enc ? _("This hero's data gives no encumbrance.")
    : fmt("Maximum {max}; free movement {steps}; skills' surcharges {skills}.", {
      max: enc.max,
      steps: enc.chart.length ? enc.chart.map((c) => fmt("−{lost} from {at}", c)).join(", ") : "–",
      skills: enc.skills.length ? enc.skills.join(", ") : "–" });
  $("b-undo").disabled = !s.can_undo;
  $("b-redo").disabled = !s.can_redo;
  const spentInAll = Object.values(s.spent).reduce((a, b) => a + b, 0);
  $("stealthline").textContent = fmt("Free movement {free}; {spent}; {wounds}.", {
    free: s.free,
    spent: fmtn("{n} gem spent over the game", "{n} gems spent over the game", spentInAll, {}),
    wounds: fmtn("{n} wound taken", "{n} wounds taken", s.taken, {}) });
  document.querySelectorAll("#sheet button[data-act]").forEach((b) => {
    if (!editable) b.disabled = true;
    else if (b.id !== "b-undo" && b.id !== "b-redo") b.disabled = false;
  });
  if (!to.options.length) $("b-give").disabled = true;
  // stealth (S04): entering it needs the player's word that no Overlord unit shares the zone (the
  // sheet cannot see the board); a hidden hero adds gems without it
  $("alone").disabled = !editable || s.hidden;
  // Horror and Bad luck (H07): the player's word that such an enemy shares the zone
  if (!waiting.some((w) => w.action === "enemies_near")) {      // (a change on its way keeps its boxes)
    $("horror").checked = !!s.horror;
    $("badluck").checked = !!s.bad_luck;
  }
  $("horror").disabled = $("badluck").disabled = !editable;
  if (editable && !s.hidden && !$("alone").checked) $("b-stealth").disabled = true;
  // the other sheets
  const others = $("others");
  others.textContent = "";
  for (const o of last.heroes) {
    if (o.seat === SEAT) continue;
    const li = el("li");
    const a = el("a", null, nameIn({ en: o.hero.name, fr: o.hero.name_fr }));
    a.href = "hero?seat=" + o.seat;
    li.appendChild(a);
    const t = o.sheet;
    li.appendChild(el("span", null, fmt("available {a}, fatigue {f}, wounds {w}",
      { a: t.available, f: t.fatigue, w: t.wounds }) + " · " +
      (t.dead ? _("fallen") : t.mode === "active" ? _("declared active") : t.mode === "recovering" ? _("declared recovering")
        : _(PHASES[t.phase]))));
    li.dataset.seat = o.seat;
    others.appendChild(li);
  }
  if (!others.childNodes.length) others.appendChild(el("li", null, _("no other hero yet")));
  const story = $("story");
  story.textContent = "";
  for (const e of (last.story || []).slice().reverse()) {
    const li = el("li");
    li.appendChild(el("span", "when", typo(say(e.when) + ":") + " "));
    li.appendChild(el("span", null, say(e.text)));
    story.appendChild(li);
  }
}

// ------------------------------------------------------------ acting
function rid() {
  const a = new Uint8Array(12);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => x.toString(16).padStart(2, "0")).join("");
}

function act(action, args) {
  waiting.push({ action, args, rid: rid() });
  message = null;
  render();
  pump();
}

async function pump() {
  if (sending || !waiting.length) return;
  sending = true;
  const req = waiting[0];
  let body = null;
  try {
    const r = await fetch("heroes/api/act", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seat: SEAT, token: token(), action: req.action, args: req.args, rid: req.rid }),
    });
    if (r.status < 500) body = await r.json();
  } catch (e) { body = null; }
  sending = false;
  if (body === null) {                 // not answered: the same request again, later
    connState = N_("reconnecting…");
    render();
    setTimeout(pump, 1000);
    return;
  }
  waiting.shift();
  document.body.dataset.answers = String(Number(document.body.dataset.answers || 0) + 1);
  if (body.state && newer(body.state)) last = body.state;
  message = body.ok ? null : () => refusalText(body.code || body.error, body.args);
  render();
  pump();
}

document.addEventListener("click", (ev) => {
  const b = ev.target.closest("button[data-act]");
  if (!b || b.disabled) return;
  if (b.id === "b-stealth") $("alone").checked = false;     // said again for the next entry
  act(b.dataset.act, b.dataset.args ? JSON.parse(b.dataset.args) : []);
});
$("alone").addEventListener("change", () => render());
$("gift-to").addEventListener("change", () => render());
for (const id of ["horror", "badluck"]) {
  $(id).addEventListener("change", () => {
    act("enemies_near", [($("horror").checked ? 1 : 0) | ($("badluck").checked ? 2 : 0)]);
  });
}

async function pairIfAsked() {
  const code = params.get("pair");
  if (!code) return;
  try {
    const r = await fetch("heroes/api/pair", {
      method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ seat: SEAT, code }),
    });
    const body = await r.json();
    if (r.ok && body.token && last) localStorage.setItem(tokenKey(last.game), body.token);
    else message = () => _(body.error || "pairing failed");
  } catch (e) { message = () => _("pairing failed: try the link again"); }
  history.replaceState(null, "", "hero?seat=" + SEAT);   // the code is spent: out of the address bar
}

// ------------------------------------------------------------ live
function connect() {
  const es = new EventSource("heroes/api/stream");
  es.onopen = () => { connState = N_("live"); render(); pump(); };
  es.onmessage = (ev) => {
    let msg = null;
    try { msg = JSON.parse(ev.data); } catch (e) { return; }
    if (msg && msg.type === "heroes") { if (newer(msg)) last = msg; connState = N_("live"); render(); }
  };
  es.onerror = () => { connState = N_("reconnecting…"); render(); };
}

function applyLanguage() {
  document.documentElement.lang = LANG;
  translateMarked();
  $("lang").value = LANG;
  if (last) render();
}
async function setLanguage(lang) {
  try {
    const r = await fetch("heroes/api/i18n" + (lang ? "?lang=" + encodeURIComponent(lang) : ""));
    if (r.ok) { useMessages(await r.json()); applyLanguage(); }
  } catch (e) { /* keep the language the page has */ }
  return LANG;
}

async function start() {
  let boot = null;
  try { boot = JSON.parse($("boot").textContent); } catch (e) { /* no boot: ask */ }
  // (the catalogue's script, loaded before: the messages of the boot's language; without it, they are asked)
  const words = boot && boot.i18n && CATALOGUE && CATALOGUE.lang === boot.i18n.lang ? CATALOGUE : null;
  if (boot) {
    useMessages(Object.assign({}, boot.i18n || {}, words ? { messages: words.messages, plurals: words.plurals } : {}));
    last = boot.state;
    applyLanguage();
    render();
  }
  let saved = null;
  try { saved = localStorage.getItem(LANG_KEY); } catch (e) { /* storage disabled */ }
  if (!boot || (saved && saved !== LANG)) await setLanguage(saved);
  else if (!words && !(boot.i18n && boot.i18n.messages)) await setLanguage(LANG);
  $("lang").addEventListener("change", async (ev) => {
    const lang = await setLanguage(ev.target.value);
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* storage disabled */ }
  });
  await pairIfAsked();
  render();
  connect();
}

start();
