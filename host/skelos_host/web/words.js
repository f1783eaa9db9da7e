"use strict";
// The pages' words, loaded before the page's own script (the table page, app.js, and the
// heroes' sheets, hero.js): the page fills MESSAGES, PLURALS, PLURAL_RULE, LANG and REFUSALS
// from the server (the page's #boot, /api/i18n).
// Messages: the catalogue of the chosen language (gettext .po files on the host).
// _(text) looks a message up; {name} marks a value in fmt(text, values).
let MESSAGES = {};
let PLURALS = {};          // singular message id -> its forms in the page's language
let PLURAL_RULE = "(n != 1)";
let LANG = "en";
// Reason texts (message ids) of the refusal codes: "" those every game shares, then each game's.
let REFUSALS = {};
let RULES = {};        // the rules (docs/rules.md) each refusal code comes from, tables as REFUSALS (table page)
let RULE_TITLES = {};  // rule id -> its name in the book (a message id)
// The table page's catalogue ({lang, messages, plurals}), from its own script (/catalogue.js, kept by
// the browser) rather than inside the page: the page's #boot carries the rest.
let CATALOGUE = null;

// French typography where words are put together (the rules of skelos_host/text/typography.py, which
// the tests compare with this): a no-break space before ":" and inside « », a narrow one before
// ";", "!" and "?", only where the punctuation ends a word (never "12:30" nor "http://").
const TYPO_END = "(?=[\\s»)\\]\"'’]|$)";
const TYPO_RULES = [
  [new RegExp("(?<=[^\\s«(\\[{])[ \u00a0\u202f]?:" + TYPO_END, "g"), "\u00a0:"],
  [new RegExp("(?<=[^\\s«(\\[{])[ \u00a0\u202f]?(;|[!?]+)" + TYPO_END, "g"), "\u202f$1"],
  [/«[ \u00a0\u202f]*/g, "«\u00a0"],
  [/[ \u00a0\u202f]*»/g, "\u00a0»"],
  // a short quotation (a button's name, « Mode + ») is kept on one line
  [/«([^«»\n]{1,24})»/g, (m, inner) => "«" + inner.replace(/ /g, "\u00a0") + "»"],
];
function frenchTypography(s) {
  if (typeof s !== "string" || !/[:;!?«»]/.test(s)) return s;
  for (const [rx, to] of TYPO_RULES) s = s.replace(rx, to);
  return s;
}
// Text in the page's language set in its typography.
const typo = (s) => (LANG === "fr" ? frenchTypography(s) : s);

// A server error "message: detail" has its message part translated.
const _ = (s) => {
  if (MESSAGES[s]) return typo(MESSAGES[s]);
  const i = typeof s === "string" ? s.indexOf(": ") : -1;
  return i > 0 && MESSAGES[s.slice(0, i)]
    ? fmt("{message}: {detail}", { message: MESSAGES[s.slice(0, i)], detail: s.slice(i + 2) }) : s;
};
const N_ = (s) => s;  // marks a message for the catalogue, translated where it is shown
const fmt = (s, vals) => typo(_(s).replace(/\{(\w+)\}/g, (m, k) => (k in vals ? String(vals[k]) : m)));

// The form of a message with a count, by the catalogue's plural rule ("(n != 1)", "(n > 1)").
function pluralIndex(n) {
  const m = /^\(?\s*n\s*(==|!=|>=|<=|>|<)\s*(\d+)\s*\)?$/.exec(PLURAL_RULE);
  if (!m) return n !== 1 ? 1 : 0;
  const k = Number(m[2]);
  const yes = { "==": n === k, "!=": n !== k, ">=": n >= k, "<=": n <= k, ">": n > k, "<": n < k }[m[1]];
  return yes ? 1 : 0;
}
function ngettext(singular, plural, n) {
  const forms = PLURALS[singular];
  if (forms && forms.length) return forms[Math.min(pluralIndex(n), forms.length - 1)];
  return n === 1 ? singular : plural;
}
const fmtn = (singular, plural, n, vals) =>
  typo(ngettext(singular, plural, n).replace(/\{(\w+)\}/g, (m, k) => (k === "n" ? String(n) : k in vals ? String(vals[k]) : m)));

// A scenario's name in the page's language ({"en": ..., "fr": ...}), English when it has none.
const nameIn = (names) => (names ? names[LANG] || names.en || "" : "");

// A phrase of the story (skelos_host/session/story.py): [message, {values}] or [[singular, plural], {values}],
// a value being a number, a text, a phrase, a name in each language or {"list": [values]}.
function say(v) {
  if (v == null) return "";
  if (Array.isArray(v)) {
    if (!v.length) return "";
    const m = v[0], args = v[1] || {};
    const s = Array.isArray(m) ? ngettext(m[0], m[1], Number(args.n || 0)) : (MESSAGES[m] || m);
    return typo(s.replace(/\{(\w+)\}/g, (x, k) => (k in args ? say(args[k]) : x)));
  }
  if (typeof v === "object") return v.list ? v.list.map(say).join(", ") : nameIn(v);
  return String(v);
}

// The fixed texts (elements marked data-i18n, their English kept in the mark) in the current language.
function translateMarked() {
  document.querySelectorAll("[data-i18n]").forEach((el) => {
    if (!el.dataset.i18n) el.dataset.i18n = el.textContent.trim().replace(/\s+/g, " ");
    el.textContent = _(el.dataset.i18n);
  });
}

// The words the server sends (the page's #boot, /api/i18n) put in place; the heroes' sheets get no rules.
function useMessages(body) {
  MESSAGES = body.messages || {};
  PLURALS = body.plurals || {};
  PLURAL_RULE = body.plural || "(n != 1)";
  REFUSALS = body.refusals || {};
  RULES = body.rules || {};
  RULE_TITLES = body.rule_titles || {};
  LANG = body.lang || "en";
}

// The reason of a refusal code and its arguments in the page's language, from the first of `tables`
// (REFUSALS' tables) that has the code: an entry is a text whose {0}, {1}... take the arguments, or
// an object choosing the text by the first argument; the code and its arguments when none has it.
function refusalIn(tables, code, args) {
  args = Array.isArray(args) ? args.slice() : [];
  let entry;
  for (const table of tables) {
    if (table && code in table) { entry = table[code]; break; }
  }
  if (entry && typeof entry === "object") {
    const key = args.length ? String(args[0]) : "";
    if (key in entry) { entry = entry[key]; args = args.slice(1); } else entry = entry[""];
  }
  if (typeof entry !== "string") return [code, ...args].join(" ");
  return _(entry).replace(/\{(\d+)\}/g, (m, i) => (i < args.length ? String(args[i]) : m));
}
