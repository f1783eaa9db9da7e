// The room's page (web/room.py): each table's glance, renamed, unplugged and added here; its words come
// with the page, in its language (the server translates them).
"use strict";

const BOOT = JSON.parse(document.getElementById("boot").textContent);
const W = BOOT.words;
const $ = (id) => document.getElementById(id);

function make(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function showError(text) {
  $("error").textContent = text || "";
  $("error").hidden = !text;
}

async function post(what, body) {
  const r = await fetch("api/room/" + what + "?lang=" + encodeURIComponent(BOOT.lang), {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  let answer = {};
  try { answer = await r.json(); } catch (e) { answer = {}; }
  showError(r.ok ? "" : (answer.error || String(r.status)));
  await refresh();
  return r.ok;
}

let editing = null;      // the serial whose name is being typed: its row is not redrawn meanwhile

function row(t) {
  const tr = make("tr");
  tr.dataset.serial = t.serial;
  const nameCell = make("td");
  const link = make("a", "table-link", t.name);
  link.href = t.path;
  link.title = W.open;
  nameCell.append(link);
  if (t.usb) {
    const mark = make("span", "usb", W.usb);
    mark.title = W.usb_title;
    nameCell.append(mark);
  }
  tr.classList.toggle("away", Boolean(t.away));
  const form = make("form", "rename");
  const input = make("input");
  input.value = t.name;
  input.maxLength = 40;
  input.setAttribute("aria-label", W.name);
  input.addEventListener("focus", () => { editing = t.serial; });
  input.addEventListener("blur", () => { editing = null; });
  form.append(" ", input, " ", make("button", null, W.rename));
  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    editing = null;
    await post("name", { serial: t.serial, name: input.value });
  });
  nameCell.append(form);
  tr.append(nameCell);
  for (const k of ["game", "scenario", "turn", "whose", "solo"]) {
    const cell = make("td", k, t[k]);
    // (a narrow screen shows each row as a block, each value after its heading)
    cell.dataset.label = W[k] + (BOOT.lang === "fr" ? "\u00a0: " : ": ");
    tr.append(cell);
  }
  const drop = make("button", "drop", t.usb ? W.leave : W.drop);     // (a USB board is left alone, not stopped)
  drop.addEventListener("click", async () => { await post("drop", { serial: t.serial }); });
  const last = make("td");
  last.append(drop);
  tr.append(last);
  return tr;
}

function draw(glance) {
  if (editing !== null) return;
  $("rows").replaceChildren(...glance.tables.map(row));
  $("none").hidden = glance.tables.length > 0;
  $("unplugged").replaceChildren(...glance.unplugged.map((folder) => {
    const li = make("li", null, folder + " ");
    const b = make("button", "plug", W.plug);
    b.addEventListener("click", async () => { await post("add", { folder: folder }); });
    li.append(b);
    return li;
  }));
  $("unplugged-box").hidden = glance.unplugged.length === 0;
}

async function refresh() {
  try {
    const r = await fetch("api/room?lang=" + encodeURIComponent(BOOT.lang));
    if (r.ok) draw(await r.json());
  } catch (e) { /* the next refresh tries again */ }
}

$("add").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const scenario = $("add-scenario").value.trim();
  await post("add", scenario ? { scenario: scenario } : {});
});
$("lang").addEventListener("change", () => { location.search = "?lang=" + encodeURIComponent($("lang").value); });
draw(BOOT.glance);
setInterval(refresh, 2000);
