"use strict";
// The Book of Skelos on the live page, laid out as the book the players know
// (the Overlord's rulebook, "Le Livre de Skelos"): the river as tile cards
// under their activation costs, the available-energy and fatigue zones, the
// recovery index, the three spend boxes (extra moves, active defense,
// reroll), the spells and the hourglass; what the buttons do now, and each
// menu of the board explained while it is open.  One of the page's game
// views (app.js picks the view the server names for a state); its texts go
// through app.js's _(), fmt() and fmtn() when shown, so this file, which runs
// before app.js, has its own N_ marker.
(function () {
  const N_ = (s) => s;   // marks a message for the catalogue, translated where it is shown
  const $ = (id) => document.getElementById(id);
  const LABELS = { extra: N_("Extra move"), defend: N_("Defend"), reroll: N_("Reroll"), spell: N_("Spell"),
    mode: N_("Mode"), turn: N_("Turn"), undo: N_("Undo") };
  const DIE = { yellow: N_("yellow"), orange: N_("orange"), red: N_("red") };
  // the board's Overlord (docs/solo.md): each order's name, and what the players do for it, with the tie-break
  const ORDERS = {
    attack_nearest: [N_("attack the nearest hero"),
      N_("Each figure moves toward the nearest hero and attacks them. Tie: the hero with the fewest wounds, then the first in the heroes' order.")],
    attack_fewest_wounds: [N_("attack the hero with the fewest wounds"),
      N_("Each figure attacks, among the heroes it can reach this activation, the one with the fewest wounds; if it reaches none, it moves toward the nearest hero. Tie: the nearest, then the first in the heroes' order.")],
    advance: [N_("advance to an objective"),
      N_("Each figure moves toward the nearest objective the heroes have not taken (none: toward the nearest hero) and attacks a hero it reaches at the end. Tie: the objective nearest a hero.")],
    hold: [N_("hold an objective"),
      N_("Each figure stays on the nearest objective, or goes back to it, and attacks a hero it reaches without leaving it. Tie: the objective nearest a hero.")],
    patrol: [N_("patrol"),
      N_("A guard round: the figures move through the zones where a hidden hero may be and roll acuity in each zone they cross (their acuity dice, one set per figure there, and the vigilance bonus). A hero spotted is seen again, but these figures do not attack: they may go on without rolling again. Finding no one, they go back to where they started.")],
  };

  // this view's own parts of the page, put in index.html's view slots when a state of its game comes
  const sections = {
    main: `<section id="river-sec" class="riverbox span-all" data-view="conan" aria-labelledby="river-h" hidden>
        <h2 id="river-h" data-i18n>${N_("River")}</h2>
        <p class="legend" data-i18n>${N_("Above each slot, its activation cost: a slot button activates the tile under it and moves that many gems from available energy to fatigue.")}</p>
        <ol id="river" class="river"></ol>
        <p id="offriver" class="small"></p>
      </section>`,
    book: `<section id="energy" class="energy col-main" data-view="conan" aria-labelledby="energy-h" hidden>
        <h2 id="energy-h" data-i18n>${N_("Energy gems")}</h2>
        <div class="zones">
          <div class="zone available" id="zone-available"><h3 data-i18n>${N_("Available energy zone")}</h3>
            <div class="count"></div><div class="gems"></div></div>
          <div class="zone fatigue" id="zone-fatigue"><h3 data-i18n>${N_("Fatigue zone")}</h3>
            <div class="count"></div><div class="gems"></div></div>
          <div class="zone recovery" id="zone-recovery"><h3 data-i18n>${N_("Recovery index")}</h3>
            <div class="count"></div><p class="small" data-i18n>${N_("gems back from fatigue when the Overlord's turn begins")}</p></div>
        </div>
        <h3 data-i18n>${N_("Spent this turn")}</h3>
        <div class="zones boxes">
          <div class="zone box" id="box-move"><h3 data-i18n>${N_("Extra moves")}</h3>
            <div class="count"></div><div class="gems"></div>
            <p class="small" data-i18n>${N_("1 gem per move point; a figure at most doubles its move")}</p></div>
          <div class="zone box" id="box-defense"><h3 data-i18n>${N_("Active defense")}</h3>
            <div class="count"></div><div class="gems"></div>
            <p class="small" data-i18n>${N_("1 gem per die, chosen once per attack")}</p></div>
          <div class="zone box" id="box-reroll"><h3 data-i18n>${N_("Reroll")}</h3>
            <div class="count"></div><div class="gems"></div>
            <p class="small" data-i18n>${N_("1 gem per die rerolled")}</p></div>
        </div>
        <div id="spells" class="spells"></div>
        <p id="removed" class="small"></p>
      </section>
      <section id="hourglass" class="hourglass col-main" data-view="conan" aria-labelledby="hourglass-h" hidden>
        <h2 id="hourglass-h" data-i18n>${N_("Hourglass: the turn track")}</h2>
        <ol id="track" class="track"></ol>
        <p id="track-note" class="small"></p>
      </section>`,
    hint: `<p class="hint" data-view="conan" hidden data-i18n>${N_("Keys: 1–8 slots, e extra move, d defend, r reroll, s spell, m mode, t turn, u undo; hold Shift (or the button) for a long press.")}</p>`,
  };

  const tileName = (msg, t) => {
    const info = msg.scenario && msg.scenario.tiles ? msg.scenario.tiles[t.id] : null;
    return info ? nameIn(info.name) : t.name;
  };

  // gems as counters: one round gem per gem, and the number
  function gems(box, n, zone) {
    box.querySelector(".count").textContent = String(n);
    const g = box.querySelector(".gems");
    if (!g) return;
    g.replaceChildren();
    for (let i = 0; i < n; i++) g.appendChild(el("span", "gem " + zone));
  }

  // A list of "what does what" lines.
  function lines(parent, items) {
    const ul = el("ul", "how");
    items.forEach((t) => { if (t) ul.appendChild(el("li", "", t)); });
    parent.appendChild(ul);
    return ul;
  }

  function explainBlock(title, items, cls) {
    const box = $("explain");
    box.hidden = false;
    const d = el("div", "block " + (cls || ""));
    d.appendChild(el("h3", "", title));
    lines(d, items);
    box.appendChild(d);
    return d;
  }

  // The reinforcement points left of a pending event: the board's own count (`display.menu`'s
  // `budget` and `remaining`, R20); from a board that does not report them, the scenario's event
  // (its reinforcement points) minus the figures chosen on the board (`display.menu`).
  function reinforcementBudget(msg, st, menu, tiles) {
    if (menu.remaining != null && menu.budget != null) return { left: menu.remaining, of: menu.budget };
    const info = msg.scenario;
    const ev = info && info.tiles[st.pending_event] ? info.tiles[st.pending_event].events || [] : [];
    if (menu.event == null || !ev[menu.event]) return null;
    let used = 0;
    Object.entries(menu.reinforcements || {}).forEach(([id, n]) => {
      const t = info.tiles[id];
      used += n * (t && t.reinforcement ? t.reinforcement : 0);
    });
    const of = ev[menu.event].reinforcement || 0;
    return { left: of - used, of };
  }

  function renderGlance(msg, st, tiles) {
    const phase = $("phase");
    phase.dataset.side = st.over ? "over" : st.phase;
    phase.textContent = st.over ? _("Game over") : st.phase === "overlord" ? _("Overlord's turn") : _("Heroes' turn");
    const facts = $("activations");
    facts.replaceChildren();
    const chip = (text, cls) => facts.appendChild(el("span", "chip " + (cls || ""), text));
    if (st.phase === "overlord" && !st.over) {
      const total = st.activations + st.activations_left;
      chip(fmtn("{n} activation left of {total}", "{n} activations left of {total}", st.activations_left,
        { total }), st.activations_left ? "" : "spent");
    }
    const done = (st.activated || []).map((id) => tileName(msg, tiles[id] || { id, name: id }));
    if (st.phase === "overlord" || done.length) {
      chip(done.length ? fmtn("Tile activated this turn: {tiles}", "Tiles activated this turn: {tiles}", done.length,
        { tiles: done.join(", ") })
        : _("Activated this turn: none yet"), "activated");
    }
    if (st.current) chip(fmt("Being activated: {tile}", { tile: tileName(msg, tiles[st.current]) }), "current");
    chip(fmtn("{n} gem available", "{n} gems available", st.gems.available, {}));
    if (st.vigilance != null) {
      const bonus = st.acuity_bonus;
      chip(fmt("Vigilance {level}", { level: st.vigilance }) + (bonus ? " · " +
        fmt(bonus[1] ? N_("acuity bonus: {die} die with a reroll") : N_("acuity bonus: {die} die"),
          { die: _(DIE[bonus[0]] || bonus[0]) }) : ""));
    }
    if (st.guard) chip(_("Guard round"));
    const w = $("warning");
    w.className = "warning";
    w.hidden = !(st.is_last_turn || st.over || st.pending_event);
    if (st.over) {
      w.classList.add("over");
      w.textContent = st.over === "time" ? fmt("Game over: end of time, turn {turn} was the last one", { turn: st.turn })
        : st.over === "heroes" ? _("Game over: the heroes won") : _("Game over: the Overlord won");
    } else if (st.pending_event) {
      w.classList.add("event");
      w.textContent = _("Event tile activated: the Overlord carries out one of its events");
    } else if (st.is_last_turn) {
      w.textContent = _("Last turn: when it ends, time is up");
    }
    renderCommand(msg, st, tiles, chip);
  }

  // The board plays the Overlord: its level, and the command the players carry out for it now
  function renderCommand(msg, st, tiles, chip) {
    let box = $("command");
    if (!box) {
      box = el("div", "command");
      box.id = "command";
      $("warning").after(box);
    }
    box.replaceChildren();
    box.hidden = !st.solo;
    if (!st.solo) return;
    chip(fmt("The board plays the Overlord, level {level}", { level: st.solo }), "solo");
    if (st.over) {     // no step left to play, no answer to give
      box.appendChild(el("p", "small", _("The game is over: the board plays the Overlord no more.")));
      return;
    }
    const caps = st.solo_caps || { defense: 0, reroll: 0 };
    const answers = el("p", "small", fmtn(
      "Active defense asked of the Overlord: one orange die per hit beyond the passive defense, at most {n} ({minions}).",
      "Active defense asked of the Overlord: one orange die per hit beyond the passive defense, at most {n} ({minions}).",
      caps.defense, { minions: st.solo === 1 ? _("none for a minion") : _("for a minion, only its tile's last figure") }) +
      " " + (caps.reroll ? fmtn("Rerolls: at most {n} missed die.", "Rerolls: at most {n} missed dice.", caps.reroll, {})
        : _("Rerolls: none.")));
    const c = st.command;
    const order = c && ORDERS[c.order];
    if (c && c.tie) {     // rules 6: events worth the same to the board, the players choose (docs/solo.md)
      renderTie(msg, c, box);
      renderWhy(box);
      box.appendChild(answers);
      return;
    }
    if (!order) {
      box.appendChild(el("p", "small", st.phase === "overlord"
        ? _("Turn: the board plays the Overlord's next step (an activation, its event, or the end of its turn).")
        : _("Turn, when the heroes are done: the board plays the Overlord's turn, one step per press.")));
      renderWhy(box);
      box.appendChild(answers);
      return;
    }
    const t = tiles[c.tile] || { id: c.tile, name: c.tile };
    box.appendChild(el("h3", "", fmt("The Overlord's command: {tile}, {order}", { tile: tileName(msg, t), order: _(order[0]) })));
    box.appendChild(el("p", "", _(order[1])));
    const target = el("p", "target");   // whom it points at by the heroes' sheets (docs/solo.md)
    target.id = "command-target";
    box.appendChild(target);
    showTarget();
    if (c.attacks === false) {
      box.appendChild(el("p", "", fmt("{tile} has no attack: its figures attack no one.", { tile: tileName(msg, t) })));
    }
    if (c.moves) {
      box.appendChild(el("p", "", fmtn("Figure 1 may take {n} extra move point (paid).",
        "Figure 1 may take {n} extra move points (paid).", c.moves, {})));
    }
    box.appendChild(el("p", "small", _("Then report the deaths and wounds, and press Turn for the Overlord's next step.")));
    renderWhy(box);
    box.appendChild(answers);
  }

  // Whom the command points at by the heroes' sheets (docs/solo.md, "Targets by the heroes' sheets"):
  // the host names it from the board's command and the sheets (the heroes' stream, heroes-panel.js)
  let heroesTarget = null;
  function showTarget() {
    const p = $("command-target");
    if (!p) return;
    p.textContent = heroesTarget ? say(heroesTarget) : "";
    p.hidden = !heroesTarget;
  }
  window.addEventListener("skelos-heroes", (ev) => {
    heroesTarget = (ev.detail && ev.detail.target) || null;
    showTarget();
  });

  // A tie between the pending events (rules 6): the tied ones, each with its button (its slot
  // button on the board, then Turn: the board carries out the chosen event and spends its points)
  function renderTie(msg, c, box) {
    const info = msg.scenario && msg.scenario.tiles[c.tile];
    const events = info ? info.events || [] : [];
    const tie = el("div", "tie");
    tie.id = "command-tie";
    tie.appendChild(el("h3", "", _("A tie: the players choose the event")));
    tie.appendChild(el("p", "", _("These events are worth the same to the board's Overlord (the reinforcement points each can spend, plus 3 for each tile it brings into the river). Choose one: its slot button, then Turn, or its button here. The board then spends its points.")));
    const keys = el("div", "buttons");
    c.tie.forEach((i) => {
      const name = events[i] ? nameIn(events[i].name) : String(i + 1);
      const b = el("button", "key", fmt("Slot button {n}: {event}", { n: i + 1, event: name }));
      b.type = "button";
      b.dataset.event = String(i);
      b.addEventListener("click", async () => { await press("slot" + (i + 1), "short"); await press("turn", "short"); });
      keys.appendChild(b);
    });
    tie.appendChild(keys);
    box.appendChild(tie);
  }

  // Why the board's Overlord made its last step (docs/solo.md, "Why, in words"): the explanations the
  // host rebuilt for the newest run of story entries that have one, from the last that begins a step
  // (app.js's STORY)
  function renderWhy(box) {
    const entries = (typeof STORY !== "undefined" && STORY.entries) || [];
    const run = [];
    for (let i = entries.length - 1; i >= 0; i--) {
      if (entries[i].why != null) {
        run.unshift(entries[i]);
        if (entries[i].step) break;
      } else if (run.length) break;
    }
    if (!run.length) return;
    const why = el("div", "why-box");
    why.id = "command-why";
    why.appendChild(el("h4", "", _("Why the board's Overlord did its last step")));
    run.forEach((e) => {
      const p = el("p", "why");
      p.append(el("span", "what", say(e.text)), " ", el("span", "", say(e.why)));
      why.appendChild(p);
    });
    box.appendChild(why);
  }

  function renderRiver(msg, st, pixels, tiles, menu) {
    const river = $("river");
    river.replaceChildren();
    const seg = msg.state.segments;
    const hpMode = msg.state.display && msg.state.display.mode === "hp";
    const activated = new Set(st.activated || []);
    st.river.forEach((s) => {
      const t = s.tile ? tiles[s.tile] : null;
      const li = el("li", "slot " + (t ? s.status : "empty"));
      li.dataset.slot = s.slot;
      li.dataset.tile = s.tile || "";
      const cost = el("div", "cost");
      cost.appendChild(el("span", "sr", _("activation cost") + " "));
      cost.appendChild(el("span", "n", String(s.cost)));
      if (t && st.phase === "overlord" && !s.affordable && !st.over && !st.pending_event && st.activations_left) {
        cost.classList.add("dear");
        cost.title = _("not enough available gems");
      }
      li.appendChild(cost);
      const card = el("div", "card");
      li.appendChild(card);
      if (!t) {
        card.appendChild(el("div", "name none", _("empty slot")));
        river.appendChild(li);
        return;
      }
      const band = el("div", "band");
      const led = pixels.length && seg && seg.river ? pixels[seg.river.start + s.slot - 1] : null;
      band.style.background = rgb(s.status === "event" ? [240, 236, 226] : t.color);
      band.title = led ? fmt("the board's LED: {colour}", { colour: rgb(led) }) : "";
      const info = msg.scenario && msg.scenario.tiles ? msg.scenario.tiles[t.id] : null;
      if (s.status !== "event" && info && info.colour === false) {
        // the sources give this tile no colour (the board shows it white): not to be taken for the event tile
        band.classList.add("nocolour");
        band.title = _("no colour of its own in the sources; the board shows it white");
      }
      card.appendChild(band);
      card.appendChild(el("div", "name", tileName(msg, t)));
      if (s.status === "event") card.appendChild(el("div", "figs", _("event tile")));
      else {
        const figs = fmtn("{n} figure", "{n} figures", t.figures, {});
        const many = t.hp.some((h) => h > 1) || (info && info.hp > 1);
        card.appendChild(el("div", "figs", many && t.hp.length
          ? figs + " · " + fmt("hit points {hp}", { hp: t.hp.join(" ") }) : figs));
      }
      const marks = el("div", "marks");
      const mark = (text, cls) => marks.appendChild(el("span", "mark " + cls, text));
      if (activated.has(t.id)) { li.classList.add("activated"); mark(_("activated this turn"), "act"); }
      if (st.current === t.id) { li.classList.add("current"); mark(_("being activated"), "cur"); }
      if (s.status === "dead") mark(_("dead tile"), "dead");
      if (menu.tile === t.id) { li.classList.add("menu"); mark(_("tile menu open"), "menu"); }
      if (menu.marked && menu.marked[t.id]) mark(fmtn("{n} marked to die", "{n} marked to die", menu.marked[t.id], {}), "menu");
      if (menu.reinforcements && menu.reinforcements[t.id]) {
        mark(fmtn("+{n} figure back", "+{n} figures back", menu.reinforcements[t.id], {}), "back");
      }
      if (marks.childNodes.length) card.appendChild(marks);
      if (hpMode && s.status === "alive") {
        const full = info ? info.hp * (info.figures || t.figures) : Math.max(...t.hp, 1) * t.figures;
        const have = t.hp.reduce((a, b) => a + b, 0);
        const meter = el("div", "hp");
        const bar = el("span", "fill");
        bar.style.width = Math.round(100 * Math.min(1, full ? have / full : 0)) + "%";
        meter.appendChild(bar);
        card.appendChild(meter);
        card.appendChild(el("div", "figs", fmt("hit points left: {have} of {full}", { have, full })));
      }
      river.appendChild(li);
    });
    const off = (status) => st.tiles.filter((t) => t.status === status).map((t) => tileName(msg, t));
    const reserve = off("reserve"), removed = off("removed");
    $("offriver").textContent = [reserve.length ? fmt("In reserve: {tiles}", { tiles: reserve.join(", ") }) : "",
      removed.length ? fmt("Removed from the game: {tiles}", { tiles: removed.join(", ") }) : ""]
      .filter((x) => x).join(" · ");
  }

  function renderGems(msg, st) {
    const g = st.gems;
    gems($("zone-available"), g.available, "available");
    gems($("zone-fatigue"), g.fatigue, "fatigue");
    $("zone-recovery").querySelector(".count").textContent = st.recovery != null ? String(st.recovery) : "–";
    gems($("box-move"), g.spent.move, "spent");
    gems($("box-defense"), g.spent.defense, "spent");
    gems($("box-reroll"), g.spent.reroll, "spent");
    const box = $("spells");
    box.replaceChildren();
    const spells = (msg.scenario && msg.scenario.spells) || [];
    if (g.spells.length) {
      box.appendChild(el("h3", "", _("Spells")));
      const ul = el("ul", "spelllist");
      g.spells.forEach((n, i) => {
        const sp = spells[i];
        const name = sp ? nameIn(sp.name) : fmt("spell {n}", { n: i + 1 });
        const li = el("li", "", fmtn("{spell}: {n} gem on its card", "{spell}: {n} gems on its card", n, { spell: name }));
        if (sp && sp.saturation != null) li.textContent += " " + fmt("(saturation {cap})", { cap: sp.saturation });
        if (msg.state.display && msg.state.display.menu && msg.state.display.menu.spell === i) {
          li.appendChild(el("span", "mark menu", _("the Spell button casts it")));
        }
        ul.appendChild(li);
      });
      box.appendChild(ul);
    }
    $("removed").textContent = fmtn("{n} gem removed from the game (cleaning the river)",
      "{n} gems removed from the game (cleaning the river)", g.removed, {});
  }

  function renderTrack(msg, st) {
    const track = $("track");
    track.replaceChildren();
    const first = (msg.scenario && msg.scenario.turn_start != null ? msg.scenario.turn_start : 0) + 1;
    const last = st.last_turn;
    const end = last != null ? last : Math.max(st.turn + 2, first + 4);
    // without a last turn, the track shows the turns around this one (not every turn played)
    const from = last != null ? first : Math.max(first, end - 9);
    for (let turn = from; turn <= end; turn++) {
      const li = el("li", "cell");
      li.appendChild(el("span", "n", String(turn)));
      if (turn < st.turn) li.classList.add("past");
      if (turn === st.turn) { li.classList.add("now"); li.appendChild(el("span", "tag", _("now"))); }
      if (last != null && turn === last) { li.classList.add("last"); li.appendChild(el("span", "tag", _("last turn"))); }
      track.appendChild(li);
    }
    $("track-note").textContent = last == null ? _("This scenario has no last turn.")
      : st.turn < first ? fmt("The hourglass moves to turn {turn} when the Overlord's turn begins.", { turn: first })
        : fmtn("{n} turn left after this one", "{n} turns left after this one", Math.max(0, last - st.turn), {});
  }

  // what the board's LEDs show when it is not the river
  function explainDisplay(msg) {
    const display = msg.state.display || {};
    if (display.mode === "hp") {
      explainBlock(_("The board shows hit points"), [
        _("Each river LED goes from green (every hit point left) to red (few left); the cards above show the same."),
        _("Mode: the next display (vigilance), then the river again.")], "mode");
    } else if (display.mode === "vigilance") {
      explainBlock(_("The board shows the vigilance"), [
        _("One turn-track LED per vigilance level, in the colour of the acuity die; blinking: with a reroll."),
        _("Mode: back to the river.")], "mode");
    }
  }

  // what each button does now, and the open menu of the board explained
  function explainButtons(msg, st, tiles, menu) {
    const now = $("now");
    now.replaceChildren();
    const slotOf = (id) => { const s = st.river.find((x) => x.tile === id); return s ? s.slot : "?"; };
    if (st.over) {
      lines(now, [_("The game is over. Undo goes back to before the end."),
        _("Mode + Undo (held): a new game of the selected scenario.")]);
      return;
    }
    if (st.pending_event) {
      const info = msg.scenario && msg.scenario.tiles[st.pending_event];
      const events = info ? info.events || [] : [];
      // the points in brackets unless the event's name already gives them ("Renfort : 4 points")
      const says = (name, n) => new RegExp("(^|\\D)" + n + "(\\D|$)").test(name);
      const items = events.map((e, i) => fmt("Slot button {n}: {event}", { n: i + 1, event: nameIn(e.name) }) +
        (e.reinforcement && !says(nameIn(e.name), e.reinforcement)
          ? " " + fmtn("({n} reinforcement point)", "({n} reinforcement points)", e.reinforcement, {}) : "") +
        (menu.event === i ? " " + _("— chosen") : ""));
      if (!events.length) items.push(_("Slot button n: event n of the event tile."));
      items.push(_("Hold a slot button: one more figure of the tile in that slot comes back as a reinforcement."));
      items.push(!st.solo ? "" : st.command && st.command.tie   // rules 6: a tie is the players' choice
        ? _("Turn, with one of the tied events chosen: the board carries it out and spends its points.")
        : _("Turn, with no event chosen: the board carries out the event it decides."),
        _("Turn: carry out the chosen event. Undo: clear the choice (again: undo the activation)."));
      const block = explainBlock(_("Choose the event"), items, "event");
      const budget = reinforcementBudget(msg, st, menu, tiles);
      if (budget && budget.of != null) {
        block.appendChild(el("p", "budget" + (budget.left < 0 ? " over" : ""),
          fmt("Reinforcement points left: {left} of {of}", { left: budget.left, of: budget.of })));
      } else if (menu.event == null) {
        block.appendChild(el("p", "budget", _("No event chosen yet.")));
      }
      lines(now, [_("An event tile is being resolved: the slot buttons choose the event (see above).")]);
      return;
    }
    if (menu.tile) {
      const t = tiles[menu.tile];
      const marked = Object.entries(menu.marked || {}).map(([id, n]) =>
        fmtn("{n} figure of {tile}", "{n} figures of {tile}", n, { tile: tileName(msg, tiles[id] || { id, name: id }) }));
      explainBlock(fmt("Tile menu: {tile}", { tile: tileName(msg, t) }), [
        fmt("Slot button {slot} (its own): one of its figures dies.", { slot: slotOf(menu.tile) }),
        _("Extra move: one wound to its first figure."),
        st.solo ? _("Spell: a hero's attack lands on it: the board casts the reaction spells its level casts for it (games of rules version 7).") : "",
        _("Mode + a slot button: mark one figure of the tile in that slot to die at the same moment."),
        marked.length ? fmt("Turn: the marked figures die together ({figures}).", { figures: marked.join(", ") })
          : t.status === "dead" ? _("Turn: with no figure marked, the dead tile is removed from the game for 2 gems (cleaning the river).")
            : _("Turn: the marked figures die together (none marked yet)."),
        _("Undo: clear the marks, then close the menu.")], "menu");
      lines(now, [_("A tile menu is open on the board (see above).")]);
      return;
    }
    const figure = menu.figure != null ? menu.figure + 1 : 1;
    const spells = (msg.scenario && msg.scenario.spells) || [];
    const spell = menu.spell != null && spells[menu.spell] ? nameIn(spells[menu.spell].name)
      : menu.spell != null ? fmt("spell {n}", { n: menu.spell + 1 }) : null;
    if (st.phase === "overlord" && st.solo) {
      // the board plays this turn: Turn is its next step, the players report and pay the answers
      lines(now, [
        _("Turn: the board plays the Overlord's next step (an activation, its event, or the end of its turn)."),
        _("The board activates the tiles, buys their extra moves and casts their spells itself."),
        _("Hold a slot button: the tile's menu (figures dying, wounds, cleaning the river)."),
        _("Defend: 1 die of active defense. Reroll: 1 reroll."),
        _("Undo: undo the last action (hold: redo). Mode: what the board's LEDs show.")]);
    } else if (st.phase === "overlord") {
      lines(now, [
        _("Slot buttons: activate the tile in that slot (it costs the number above it); hold: the tile's menu."),
        st.current ? fmt("Extra move: 1 move point for figure {n} of {tile}; Mode + Extra move: the next figure.",
          { n: figure, tile: tileName(msg, tiles[st.current]) }) : _("Extra move: after an activation, 1 move point for one of its figures."),
        _("Defend: 1 die of active defense. Reroll: 1 reroll."),
        spell ? fmt("Spell: cast {spell}; Mode + Spell: the next spell.", { spell }) : "",
        _("Turn: end the Overlord's turn. Undo: undo the last action (hold: redo)."),
        _("Mode: what the board's LEDs show (river, hit points, vigilance); hold: brightness.")]);
    } else {
      lines(now, [
        _("Turn: begin the Overlord's turn (recovery, then the hourglass moves on)."),
        _("Defend and Reroll: paid at any time, also during the heroes' turn."),
        spell ? fmt("Spell: cast {spell} (reaction spells); Mode + Spell: the next spell.", { spell }) : "",
        _("Hold a slot button: the tile's menu (figures dying, wounds, cleaning the river)."),
        _("Undo: undo the last action (hold: redo). Mode: what the board's LEDs show.")]);
    }
  }

  (window.SKELOS_VIEWS = window.SKELOS_VIEWS || {}).conan = {
    title: N_("Book of Skelos"),
    sections,
    label(name) {
      const slot = /^slot(\d)$/.exec(name);
      return slot ? slot[1] : _(LABELS[name] || name);
    },
    render(msg, st, pixels) {
      const tiles = {};
      st.tiles.forEach((t) => { tiles[t.id] = t; });
      const menu = (msg.state.display && msg.state.display.menu) || {};
      renderGlance(msg, st, tiles);
      renderRiver(msg, st, pixels, tiles, menu);
      renderGems(msg, st);
      renderTrack(msg, st);
      explainButtons(msg, st, tiles, menu);
      explainDisplay(msg);
    },
  };
})();
