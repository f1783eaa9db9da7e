"use strict";
// The live page: renders the device state through the view of its game
// (conan.js, orcquest.js, ...: each puts itself in SKELOS_VIEWS; the server
// names the view of each state), tells the game's story in words, and sends
// button presses through the device's own input path.
//
// The page draws at once: the server puts the last state and the messages of
// its language into the page (#boot), so the game shows before the live
// stream (/api/stream) opens, on a slow link or in a one-shot screenshot.
const $ = (id) => document.getElementById(id);

const LANG_KEY = "skelos.lang";
const LONG_MS = 600;   // a press held this long is a long press, as on the board

// A new element with a class and a text.
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text != null) e.textContent = text;
  return e;
}

// the board's buttons and their keys; each game's view names them
const SLOTS = ["slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8"];
const BUTTONS = [
  ["slot1", "1"], ["slot2", "2"], ["slot3", "3"], ["slot4", "4"], ["slot5", "5"], ["slot6", "6"], ["slot7", "7"],
  ["slot8", "8"], ["extra", "e"], ["defend", "d"], ["reroll", "r"], ["spell", "s"], ["turn", "t"], ["undo", "u"],
  ["mode", "m"],
];
const VIEWS = window.SKELOS_VIEWS || {};
let view = null;       // the view of the last state, and its name
let viewName = null;
let readonly = false;
let noticeTimer = null;
let noticeSeq = null;  // the record the last refusal was shown at: a newer one clears it
let pressedAt = 0;     // when this page last sent a press (what follows it is brought into view)
let lastMsg = null;
let connState = N_("connecting…");
let latch = false;     // "Mode +" tapped: the next button is pressed with mode held
// The story: its entries (oldest first) from seq `base` (the earlier ones are asked for when
// they are opened), and what the page has drawn of them: `drawn` entries, in `lang`, one list
// item per record (`items`, by seq); `full` asks for the whole list anew.
const STORY = { game: null, base: 1, entries: [], note: null, drawn: 0, lang: null, items: new Map(), full: true };
const RECENT = 30;     // the newest entries shown at once; the earlier ones fold under them

const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

// LEDs at 20 % brightness look bright in a room but near black on a screen:
// scale the frame so its brightest channel is full, then go from the LED's
// light (linear) to a screen value (sRGB), as the eye sees a dimmed LED.
// The terminal's LED line does the same (skelos_host/device/leds.py).
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

function labelButtons(msg) {
  const st = msg ? msg.state.state : null;
  document.querySelectorAll("#buttons button[data-button]").forEach((b) => {
    const label = view ? view.label(b.dataset.button, st, msg) : b.dataset.button;
    b.hidden = label == null;           // a button this game has no use for now (OrcQuest: no hero there)
    b.textContent = label == null ? "" : label;
  });
  const turnWord = document.querySelector(".turnline .label");
  turnWord.dataset.i18n = view && view.turnWord ? view.turnWord : "Turn";
  turnWord.textContent = _(turnWord.dataset.i18n);
  const h1 = document.querySelector("header h1");
  h1.textContent = _(view ? view.title : h1.dataset.i18n);
}

// ------------------------------------------------------------ the story in words
// A page's first state brings the story's newest entries from `first` (`tail`; first = 1: all
// of it); the stream's later ones bring those told since the last message (first > 1).  A gap,
// or another game's update, asks for the state again.
function mergeStory(story) {
  if (!story) return;
  const same = story.game === STORY.game;
  const last = STORY.base - 1 + STORY.entries.length;
  if (story.tail || story.first === 1 || !same) {
    if (!story.tail && story.first !== 1) { refetch(); return; }
    if (same && story.first > STORY.base && story.first <= last + 1) {
      // the earlier entries this page has already are kept
      STORY.entries = STORY.entries.slice(0, story.first - STORY.base).concat(story.entries);
    } else {
      STORY.base = story.first;
      STORY.entries = story.entries.slice();
    }
    STORY.game = story.game;
    STORY.full = true;
  } else if (story.first > last + 1) {
    refetch();
    return;
  } else {
    story.entries.forEach((e) => { if (e.seq > last) STORY.entries.push(e); });
  }
  STORY.note = story.note;
}

async function refetch() {
  try {
    const r = await fetch("api/state");
    if (r.ok) render(await r.json());
  } catch (e) { /* the stream's next message tries again */ }
}

// The earlier entries' list: in the page while they are unfolded, kept aside (out of the
// document: no style or layout to update) while they are folded.
const OLDER = document.getElementById("events-older");
function foldOlder() {
  const box = $("story-older");
  if (box.open && !OLDER.isConnected) box.appendChild(OLDER);
  else if (!box.open && OLDER.isConnected) OLDER.remove();
  if (box.open && STORY.base > 1) loadEarlier();
}

// The entries before the ones the page came with, asked for when they are opened.
let loadingEarlier = false;
async function loadEarlier() {
  if (loadingEarlier) return;
  loadingEarlier = true;
  const game = STORY.game, base = STORY.base;
  try {
    const r = await fetch("api/story?game=" + encodeURIComponent(game) + "&before=" + base);
    if (r.ok) {
      const part = await r.json();
      if (STORY.game === game && STORY.base === base && part.game === game) {
        STORY.entries = part.entries.concat(STORY.entries);
        STORY.base = 1;
        STORY.full = true;
        renderStory();
      }
    } else if (r.status === 409) refetch();
  } catch (e) { /* the next opening tries again */ }
  loadingEarlier = false;
}

// One entry of the story as a list item.
function storyItem(e) {
  const li = el("li", e.when == null ? "raw" : "");
  li.dataset.seq = e.seq;
  if (e.when != null) li.append(el("span", "when", fmt("{when}:", { when: say(e.when) })), " ");
  li.appendChild(el("span", "what", say(e.text)));
  if (e.why != null) li.appendChild(el("span", "why", say(e.why)));   // the board's Overlord: why (docs/solo.md)
  return li;
}

function markUndone(li, on) {
  if (!li || li.classList.contains("undone") === on) return;
  li.classList.toggle("undone", on);
  if (on) li.append(" ", el("span", "tag", _("(undone)")));
  else li.querySelectorAll(".tag").forEach((t) => { t.previousSibling.remove(); t.remove(); });
}

// The story, newest first: the RECENT newest entries in #events, the earlier ones folded
// under them (#events-older).  An update draws only the entries it brings (and marks what
// they undo or redo): its cost does not grow with the story.  A new game, a gap or another
// language draws the whole story again.
function renderStory() {
  const ol = $("events"), older = OLDER;
  if (STORY.full || STORY.lang !== LANG || STORY.drawn > STORY.entries.length) {
    ol.replaceChildren();
    older.replaceChildren();
    STORY.items = new Map();
    STORY.drawn = 0;
    STORY.lang = LANG;
    STORY.full = false;
  }
  const fresh = STORY.entries.slice(STORY.drawn);
  const empty = ol.querySelector("li.empty");
  if (empty && fresh.length) empty.remove();
  fresh.forEach((e) => {
    const li = storyItem(e);
    STORY.items.set(e.seq, li);
    ol.prepend(li);
    if (e.undoes) markUndone(STORY.items.get(e.undoes), true);
    if (e.redoes) markUndone(STORY.items.get(e.redoes), false);
  });
  STORY.drawn = STORY.entries.length;
  let n = ol.querySelectorAll(":scope > li[data-seq]").length;
  while (n-- > RECENT) older.prepend(ol.lastElementChild);
  const earlier = STORY.base - 1 + Math.max(0, STORY.entries.length - RECENT);
  $("story-older").hidden = earlier === 0;
  foldOlder();
  $("story-older-n").textContent = fmtn("Earlier in the game: {n} entry", "Earlier in the game: {n} entries", earlier, {});
  const note = $("story-note");
  note.hidden = !STORY.note;
  note.textContent = say(STORY.note);
  if (!STORY.entries.length && STORY.base === 1 && !ol.querySelector("li.empty")) {
    ol.appendChild(el("li", "empty", _("Nothing has happened yet in this game.")));
  }
}

// ------------------------------------------------------------ drawing a state
// What the board says is wrong with itself (`warnings` of its state), in the page's language.
function warningText(w) {
  const kind = Array.isArray(w.args) ? w.args[0] : null;
  if (w.code === "storage_damaged" && kind === "fresh") {
    return _("The board's storage was damaged: its saved game could not be read back and a new game started.");
  }
  if (w.code === "storage_damaged" && kind === "previous") {
    return _("The board's storage was damaged: its newest saved state could not be read back; the game went back to the state before it.");
  }
  if (w.code === "storage_damaged" && kind === "last_change") {
    return _("The board lost power while saving: its last change was not kept.");
  }
  if (w.code === "storage_damaged") return fmt("The board's storage was damaged ({detail}).", { detail: w.detail });
  if (w.code === "storage_low" && Array.isArray(w.args) && w.args.length === 2) {
    return fmtn("The board's storage is nearly full: about {n} more action fits in this game.",
      "The board's storage is nearly full: about {n} more actions fit in this game.", Number(w.args[1]), {});
  }
  return fmt("Board warning {code}: {detail}", { code: w.code, detail: w.detail });
}

function renderWarnings(ws) {
  const box = $("board-warnings");
  const list = Array.isArray(ws) ? ws.filter((w) => w && typeof w === "object") : [];
  box.replaceChildren(...list.map((w) => el("p", "board-warning", warningText(w))));
  box.hidden = list.length === 0;
}

function render(msg) {
  if (msg.type === "error") { setConn(msg.message, "conn bad"); return; }
  lastMsg = msg;
  renderWarnings(msg.state.warnings);
  const st = msg.state.state;
  readonly = !!msg.readonly;
  document.body.classList.toggle("readonly", readonly);
  useView(msg.view);
  labelButtons(msg);
  mergeStory(msg.story);
  if (!view) {
    setConn(fmt("this page cannot show the game {game}", { game: msg.view }), "conn bad");
    return;
  }
  const info = msg.scenario;
  const name = info && info.name ? nameIn(info.name) : st.scenario;
  $("scenario").textContent = name;
  $("scenario").dataset.game = msg.state.game ?? "";     // for makers and tests, not shown
  $("scenario").dataset.seq = st.seq;
  if (noticeSeq != null && st.seq !== noticeSeq) clearNotice();
  $("turn").textContent = st.turn;
  $("last").textContent = (st.last_turn != null ? " " + fmt("of {last}", { last: st.last_turn }) : "")
    // (turn 0, before the hourglass's turn 1, which the Overlord's first turn starts: say what it is)
    + (st.turn === 0 && st.phase === "heroes" ? " (" + _("the heroes' first turn") + ")" : "");
  $("explain").hidden = true;
  $("explain").replaceChildren();
  $("now").textContent = "";
  view.render(msg, st, normalise(msg.state.pixels || []));
  const strip = $("strip");
  strip.replaceChildren();
  normalise(msg.state.pixels || []).forEach((p) => { const e = el("span", "px"); e.style.background = rgb(p); strip.appendChild(e); });
  renderStory();
  document.querySelectorAll("#buttons button").forEach((b) => { b.disabled = readonly; });
  $("controls").hidden = readonly;
  // a read-only page has no buttons: what the board refuses shows at a glance instead
  const home = readonly ? $("glance") : $("controls");
  if ($("notice").parentElement !== home) home.appendChild($("notice"));
  if (!$("explain").hidden && !explainOpen && performance.now() - pressedAt < 3000) bringIntoView($("explain"), 160);
  explainOpen = !$("explain").hidden;
}
let explainOpen = false;

// Scroll as little as needed for the top of `e` (and `room` pixels of it) to be on the screen.
function bringIntoView(e, room) {
  const r = e.getBoundingClientRect();
  const need = Math.min(r.height, room);
  if (r.top < 0) window.scrollBy(0, r.top - 8);
  else if (r.top + need > window.innerHeight) window.scrollBy(0, r.top + need - window.innerHeight + 8);
}

// The reason of a refusal code and its arguments in the page's language (words.js): the game's
// texts first, then those every game shares, then any game's.
function refusalText(code, args) {
  return refusalIn([REFUSALS[viewName], REFUSALS[""], ...Object.values(REFUSALS)], code, args);
}

// A refusal in the player's words: the reason as a sentence, and the rules it cites
// ("(R06)", "(R19 R20)" in the reason) as a reference to read, never as a code.
const RULE_REF = /\s*\(((?:[A-Z]\d{2})(?:[\s,]+[A-Z]\d{2})*)\)/g;
function refusalSentence(text) {
  const rules = [];
  let s = String(text).replace(RULE_REF, (m, ids) => { rules.push(...ids.split(/[\s,]+/)); return ""; }).trim();
  s = s.replace(/\s*\((?:[a-z]+_[a-z0-9_]*)\)/g, "").trim();     // a code in parentheses, from an older text
  if (s) s = s[0].toLocaleUpperCase(LANG) + s.slice(1) + (/[.!?…]$/.test(s) ? "" : ".");
  return { text: s, rules };
}

// What the board refused (or a press that failed), shown under the buttons in the page's
// flow: it never covers a button, and stays until the next press, the next record or 12 s.
function notice(text, rules) {
  const box = $("notice");
  box.replaceChildren(el("p", "why", text));
  if (rules && rules.length) {
    // the rules by their names in the book (message ids from the server), never their ids
    const names = rules.map((id) => (RULE_TITLES[id] ? _(RULE_TITLES[id]) : id));
    box.appendChild(el("p", "rule", fmtn("The book's rule: {rules}", "The book's rules: {rules}", rules.length,
      { rules: names.join(", ") })));
  }
  box.hidden = false;
  noticeSeq = lastMsg ? lastMsg.state.state.seq : null;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(clearNotice, 12000);
  if (performance.now() - pressedAt < 3000) bringIntoView(box, box.getBoundingClientRect().height);
}

function clearNotice() {
  clearTimeout(noticeTimer);
  noticeSeq = null;
  $("notice").hidden = true;
  $("notice").replaceChildren();
}

// The rules a refusal code comes from (["R19", "R20"]), looked up as its text is.
function refusalRules(code, args) {
  args = Array.isArray(args) ? args : [];
  for (const table of [RULES[viewName], RULES[""], ...Object.values(RULES)]) {
    if (!table || !(code in table)) continue;
    let entry = table[code];
    if (entry && typeof entry === "object") entry = entry[args.length ? String(args[0]) : ""] ?? entry[""];
    return typeof entry === "string" ? entry.split(/\s+/).filter(Boolean) : [];
  }
  return [];
}

function refused(code, args) {
  const r = refusalSentence(refusalText(code, args));
  refusalRules(code, args).forEach((id) => { if (!r.rules.includes(id)) r.rules.push(id); });
  notice(r.text, r.rules);
}

// ------------------------------------------------------------ buttons, touch and keys
async function press(button, kind) {
  if (readonly) return;
  pressedAt = performance.now();
  clearNotice();
  try {
    const r = await fetch("api/press", { method: "POST", headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ button, kind }) });
    const body = await r.json();
    if (!r.ok) notice(body.error ? _(body.error) : _("press failed"));
    else if (body.accepted === false && body.refusal) refused(body.refusal.code, body.refusal.args);
  } catch (e) { notice(_("no answer from the page server")); }
}

// A press of `name`, with mode held when "Mode +" was tapped before it.
function send(name, long) {
  const kind = long ? "long" : "short";
  if (latch && name !== "mode") {
    setLatch(false);
    press("mode+" + name, kind);
  } else press(name, kind);
}

function setLatch(on) {
  latch = on;
  const b = $("latch");
  b.setAttribute("aria-pressed", on ? "true" : "false");
  b.classList.toggle("on", on);
}

function buildButtons() {
  const box = $("buttons");
  const slots = el("div", "slotkeys");
  const funcs = el("div", "funckeys");
  box.append(slots, funcs);
  BUTTONS.forEach(([name, key]) => {
    const b = el("button", SLOTS.includes(name) ? "key slot" : "key func");
    b.type = "button";
    b.dataset.button = name;
    b.dataset.key = key;
    let down = 0, timer = null;
    const reset = () => { down = 0; clearTimeout(timer); b.classList.remove("held"); };
    // a pointer (mouse, pen, finger): the time it is held makes a short or a long press
    b.addEventListener("pointerdown", (ev) => {
      if (ev.button !== 0) return;
      down = performance.now();
      timer = setTimeout(() => b.classList.add("held"), LONG_MS);
    });
    b.addEventListener("pointerup", (ev) => {
      if (!down) return;
      const long = ev.shiftKey || performance.now() - down >= LONG_MS;
      reset();
      send(name, long);
    });
    b.addEventListener("pointercancel", reset);
    b.addEventListener("pointerleave", reset);
    b.addEventListener("contextmenu", (ev) => ev.preventDefault());   // a long touch is a long press
    // the keyboard (Enter or Space on a focused button): a click without a pointer
    b.addEventListener("click", (ev) => { if (ev.detail === 0) send(name, ev.shiftKey); });
    (SLOTS.includes(name) ? slots : funcs).appendChild(b);
  });
  const l = el("button", "key func latch");
  l.type = "button";
  l.id = "latch";
  l.dataset.i18n = N_("Mode +");
  l.setAttribute("aria-pressed", "false");
  l.addEventListener("click", () => setLatch(!latch));
  funcs.appendChild(l);

  // keys: 1-8 and the letters; m held with another key is that key with mode held
  let mDown = 0, mUsed = false;
  const hit = (ev) => BUTTONS.find((b) => b[1] === ev.key.toLowerCase() || (ev.shiftKey && ev.code === "Digit" + b[1]));
  document.addEventListener("keydown", (ev) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.target.tagName === "SELECT") return;
    const b = hit(ev);
    if (!b) return;
    ev.preventDefault();
    if (ev.repeat) return;
    if (b[0] === "mode") { mDown = performance.now(); mUsed = false; return; }
    if (mDown) { mUsed = true; press("mode+" + b[0], ev.shiftKey ? "long" : "short"); return; }
    send(b[0], ev.shiftKey);
  });
  document.addEventListener("keyup", (ev) => {
    if (!mDown || ev.key.toLowerCase() !== "m") return;
    const long = ev.shiftKey || performance.now() - mDown >= LONG_MS;
    mDown = 0;
    if (!mUsed) send("mode", long);
  });
}

// ------------------------------------------------------------ the live stream
function connect() {
  const es = new EventSource("api/stream");
  es.onopen = () => { setConn(N_("live"), "conn ok"); };
  es.onerror = () => { setConn(N_("reconnecting…"), "conn bad"); };
  es.onmessage = (e) => {
    const msg = JSON.parse(e.data);
    if (msg.type === "state") { setConn(N_("live"), "conn ok"); render(msg); }
    else if (msg.type === "refused") refused(msg.code, msg.args);
    else if (msg.type === "error") setConn(msg.message, "conn bad");
  };
}

function setConn(text, cls) {
  connState = text;
  $("conn").textContent = _(text);
  $("conn").className = cls;
}

// ------------------------------------------------------------ languages
// (translateMarked and useMessages: words.js, shared with the heroes' sheets)

// Put the page's fixed texts, button labels and the last state in the current language.
function applyLanguage() {
  document.documentElement.lang = LANG;
  document.title = _("Book of Skelos");
  translateMarked();
  document.querySelectorAll("#buttons button[data-button]").forEach((b) => {
    b.title = fmt("key {key}", { key: b.dataset.key });
  });
  $("strip").setAttribute("aria-label", _("LED strip"));
  labelButtons(lastMsg);
  $("lang").value = LANG;
  $("conn").textContent = _(connState);
  if (lastMsg) render(lastMsg);
}

async function setLanguage(lang) {
  let body = null;
  try {
    const r = await fetch("api/i18n" + (lang ? "?lang=" + encodeURIComponent(lang) : ""));
    if (r.ok) body = await r.json();
  } catch (e) { /* keep the language the page has */ }
  if (body) { useMessages(body); applyLanguage(); }
  return LANG;
}

// ------------------------------------------------------------ start
function start() {
  buildButtons();
  $("story-older").addEventListener("toggle", foldOlder);
  // the first paint: the state and the messages the page came with
  let boot = null;
  try { boot = JSON.parse($("boot").textContent); } catch (e) { /* an old server: ask for them */ }
  // (the catalogue's script, loaded before: the messages of the boot's language; without it, they are asked)
  const words = boot && boot.i18n && CATALOGUE && CATALOGUE.lang === boot.i18n.lang ? CATALOGUE : null;
  if (boot) {
    useMessages(Object.assign({}, boot.i18n || {}, words ? { messages: words.messages, plurals: words.plurals } : {}));
    applyLanguage();
    if (boot.state) render(boot.state);
  }
  let saved = null;
  try { saved = localStorage.getItem(LANG_KEY); } catch (e) { /* storage disabled */ }
  const ready = !boot || (saved && saved !== LANG) ? setLanguage(saved)
    : !words && (!boot.i18n || !boot.i18n.messages) ? setLanguage(LANG) : Promise.resolve(LANG);
  $("lang").addEventListener("change", async (ev) => {
    const lang = await setLanguage(ev.target.value);
    try { localStorage.setItem(LANG_KEY, lang); } catch (e) { /* storage disabled */ }
  });
  ready.then(connect);
}

start();
