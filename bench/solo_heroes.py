"""Simulated heroes against the board's Overlord: one solo game of Conan played to its end, the
Overlord by the core's policy (skelos.conan.solo), the heroes by their own sheets (skelos.heroes:
every gem they place, every wound they take, their deaths, through the same checks as a player's
sheet at the table), on an abstract map (docs/solo.md, "The policy's bench").

    game = SoloGame(scenario_dict, level, seed)      # heroes: a seeded party of the hero presets
    result = game.play()                              # {"winner", "turns", "lost", "refused", ...}
    game.events, game.hero_records, game.seats        # the game as a logger would have stored it

What follows the heroes' rules (docs/rules.md H01-H04, seeds 002 and 003):

  - a heroes' turn is the start upkeep, every living hero declaring active or recovering before
    anyone acts (recovery 2/3/4 or 5/6/7 with the dead companions), the actions, the end upkeep;
  - an action places gems on its box, at least 1, never past its saturation in the turn nor past
    the gems available: a melee attack rolls one die of the hero's melee colour per gem, a complex
    manipulation one die of its manipulation colour per gem, a move takes the free movement first
    and then 1 gem a point (the sheet refuses anything else; a refusal is counted, never skipped);
  - a recovering hero only defends;
  - an Overlord attack is defended with gems on the defense box (one die of the hero's defense
    colour each, a gem a hit of the attack at most, declared before the defense roll); each hit
    beyond the defense roll is a wound, taken from fatigue, then the boxes, then available (the
    sheet's H03); a hero with every gem in wounds is dead, acts no more, and is no target;
  - the hindrance (seed 003, « Phénomène de Gêne »): in a zone where the enemies are at least as
    many as the friends (the acting hero not counted), moving out of it costs their difference in
    movement points more, and a manipulation's roll loses as many symbols; a melee attack is not
    hindered;
  - a roll short of what the hero needs: a blank die rolled again for free when its dice have the
    free reroll (one die, once: seed 003), then blank dice rolled again for 1 gem each on the
    reroll box (no cap, H02) as long as the hero's gems stay above what it keeps for defense.

The map is a line of zones: 0 is the objective's zone, the heroes start OBJECTIVE_ZONES away; each
figure of a tile in the river starts in a zone drawn between them (figures brought back by an
event, and those of a tile an event brings into the river, too).  The
objective is one complex manipulation of SYMBOLS symbols per hero (as a chest, seed 003), made in
the objective's zone; the heroes win when every one is made, the Overlord when every hero is dead
or the hourglass runs out.  The Overlord's figures carry out the board's orders on that line (the
nearest hero, the one with the fewest wounds it can reach, advance to the objective, hold it),
moving their free move (the first figure also the points the board bought), attacking with the
tile's dice (a ranged tile up to RANGED_ZONES away), rerolling what the board pays for.

Not modelled: the scenarios' own maps and objectives, line of sight, equipment (weapons, armour:
a hero's passive defense is none), skills, spells, allies, potions.  The dice are DICE's faces.
The figures of a result are a yardstick of the board's levels, not a verdict on a scenario.
"""

import random
import re

from skelos.conan import solo
from skelos.conan.game import HEROES_WON, IN_RIVER, OVERLORD, OVERLORD_WON, TIME_UP
from skelos.games import load, new_game, side
from skelos.heroes import table as heroes_table
from skelos.heroes.sheet import MANIPULATION, MELEE, MOVEMENT

# hits (symbols) of each face of the game's dice, six faces each
DICE = {"yellow": (0, 0, 1, 1, 1, 2), "orange": (0, 1, 1, 1, 2, 2), "red": (0, 1, 2, 2, 2, 3)}
OBJECTIVE_ZONES = 4     # the heroes start this many zones from the objective
SYMBOLS = 2             # a complex manipulation of the objective: 2 symbols (a chest, seed 003)
RANGED_ZONES = 2        # a ranged tile attacks a hero this many zones away at most (line of sight assumed)
NO_LAST_TURN = 40       # a scenario without a last turn is stopped here (not ended)
DEFENSE_RESERVE = 2     # gems an active hero keeps available for the Overlord's turn (but in the last turn)
_DIE = re.compile(r"(\d+) (yellow|orange|red)")


def hero_party(n, rng):
    """`n` distinct hero dicts of the built-in hero presets, drawn with `rng`."""
    from skelos_host.heroes import presets as hp
    return [hp.load_dict(name) for name in rng.sample(hp.builtin_names(), n)]


def roll(rng, colours):
    """One roll: the hits of each die of `colours`."""
    return [rng.choice(DICE[c]) for c in colours]


def tile_dice(tile):
    """The colours of a scenario tile's attack dice ([] for a tile that cannot attack)."""
    if not solo.armed(tile):
        return []
    out = []
    for n, colour in _DIE.findall(tile.dice or ""):
        out.extend([colour] * int(n))
    return out


def need(symbols, colour):
    """The dice of `colour` a player rolls to expect `symbols` symbols: the fewest whose mean, less
    one die's, reaches them (at least 1)."""
    mean = sum(DICE[colour]) / len(DICE[colour])
    n = 1
    while (n - 1) * mean < symbols:
        n += 1
    return n


def hindrance(enemies, friends):
    """Seed 003, « Phénomène de Gêne »: the penalty of a character in a zone holding `enemies` and
    `friends` (its friendly characters there, itself not counted): their difference when the
    enemies are at least as many, else 0 (the seed's example: Conan and Shevatas with 3 guards,
    Conan's penalty is 3 - 1 = 2)."""
    return enemies - friends if enemies >= friends else 0


class SoloGame:
    """One solo game: the board's game (`g`), the heroes' sheets (`sheets`), the map, and what a
    logger stores of it (`events`: the board's records; `hero_records`: the heroes', each with the
    board's record it was made after; `seats`)."""

    def __init__(self, scenario, level, seed, heroes=None, rng=None):
        d = scenario
        scen, problems = load(d)
        if problems:
            raise ValueError("; ".join(problems))
        self.scenario = scen
        self.rng = rng or random.Random(seed)
        self.g = new_game(scen)
        why = self.g.start_solo(level, seed % (255 * 255))
        if why is not None:
            raise ValueError("the board refuses the solo game: %s" % (why,))
        if heroes is None:
            heroes = hero_party(d.get("heroes") or 3, self.rng)
        pk = side("heroes")
        self.seats = [{"seat": i, "hero": h} for i, h in enumerate(heroes)]
        self.sheets = []
        for h in heroes:
            hero, why = pk.load(h)
            if why:
                raise ValueError("; ".join(why))
            self.sheets.append(pk.Game(hero))
        kinds = ("melee", "manipulation", "defense")
        self.dice = [{k: (h.get(k) or {}).get("dice") or "yellow" for k in kinds} for h in heroes]
        self.free_reroll = [{k: bool((h.get(k) or {}).get("reroll")) for k in kinds} for h in heroes]
        self.zone = [OBJECTIVE_ZONES] * len(heroes)     # each hero's zone
        self.fig_zone = [[] for _ in scen.tiles]        # each figure's zone, parallel to g.hp[tile]
        self._place_figures()
        self.left = len(heroes)                         # the objective's manipulations still to make
        self.last = scen.last_turn
        self.events = []
        self.hero_records = []
        self.refused = 0            # the Overlord's actions the rules core refused
        self.side_refused = 0       # the heroes' actions (or the simulation's reports) refused
        self.ties = 0               # events the players chose among tied ones (rules 6)
        self.counts = {"attacks": 0, "manipulations": 0, "moves": 0, "defenses": 0, "wounds": 0,
                       "rerolls": 0, "overlord_attacks": 0}
        self._log_board()

    # ------------------------------------------------------------ the log
    def _log_board(self):
        g = self.g
        for k in range(len(self.events), g.count):
            self.events.append({"seq": k + 1, "rec": g.record_list(k)})

    def hero(self, i, method, *args):
        """Hero `i`'s action at the table (the sheet's checks and the table's, H01 H05): None, or the
        refusal (counted).  An accepted action is a record of the heroes' log."""
        g = self.g
        r = heroes_table.board_check(self.sheets, i, method, args, "overlord" if g.phase == OVERLORD else "heroes",
                                     g.turn, bool(g.over))
        if r is None:
            r = heroes_table.act(self.sheets, i, method, args)
        if r is not None:
            self.side_refused += 1
            return r
        self._log_board()
        sh = self.sheets[i]
        self.hero_records.append({"n": len(self.hero_records) + 1, "seat": i, "seq": sh.count,
                                  "rec": sh.record_list(sh.count - 1), "after": g.count})
        return None

    def board(self, name, *args):
        """The simulation's own report to the board (a wound to a figure, the game's end): counted
        when refused."""
        r = getattr(self.g, name)(*args)
        if r is not None:
            self.side_refused += 1
        self._log_board()
        return r

    def overlord_do(self, name, args):
        """The `do` of the board's policy, and of what the players pay for it (defense, rerolls)."""
        r = getattr(self.g, name)(*args)
        if r is not None:
            self.refused += 1
        self._log_board()
        return r

    # ------------------------------------------------------------ the map
    def _place_figures(self):
        """The figures of the tiles in the river on the map (those of a tile still in reserve come with
        it when an event brings it in, R19; figures brought back by an event, R20, too), each in a
        zone drawn between the objective and the heroes' start."""
        g = self.g
        for t, hp in enumerate(g.hp):
            zones = self.fig_zone[t]
            n = len(hp) if g.where[t] == IN_RIVER else 0
            while len(zones) < n:
                zones.append(self.rng.randrange(OBJECTIVE_ZONES))
            del zones[n:]

    def alive(self):
        return [i for i, s in enumerate(self.sheets) if not s.dead]

    def enemies_in(self, zone):
        """[(tile, figure)] of the Overlord's figures in `zone`."""
        return [(t, f) for t, zones in enumerate(self.fig_zone) for f, z in enumerate(zones) if z == zone]

    def heroes_in(self, zone):
        return [i for i in self.alive() if self.zone[i] == zone]

    def penalty(self, i):
        """Hero `i`'s hindrance in its zone."""
        z = self.zone[i]
        return hindrance(len(self.enemies_in(z)), len(self.heroes_in(z)) - 1)

    # ------------------------------------------------------------ the heroes' turn
    def heroes_turn(self):
        """H01-H04: start upkeep, declarations, actions, end upkeep, then the board's turn goes on."""
        g = self.g
        living = self.alive()
        for i in living:
            self.hero(i, "begin_turn", g.turn)
        for i in living:
            sh = self.sheets[i]
            resting = sh.avail <= 2 and sh.fatigue >= 3
            self.hero(i, "declare", 1 if resting else 0)
        last = self.last is not None and g.turn >= self.last
        for i in living:
            if g.over:
                break
            if self.sheets[i].mode == 0:
                self.act(i, 0 if last else DEFENSE_RESERVE)
        if g.over:
            return
        for i in living:
            self.hero(i, "end_turn")
        if not g.over:
            self.board("begin_turn")

    def act(self, i, reserve):
        """An active hero's actions: fight the figures that hinder its move, move toward the
        objective, fight the figures of its zone there, then make the objective's manipulation."""
        if self.zone[i] and self.penalty(i):
            self.fight(i, reserve)
        self.walk(i, reserve)
        if self.zone[i] == 0 or not self.left:
            self.fight(i, reserve)
        sh = self.sheets[i]
        colour = self.dice[i]["manipulation"]
        while self.zone[i] == 0 and self.left > 0 and not self.g.over:
            gems = min(sh.room(MANIPULATION), sh.avail - reserve, need(SYMBOLS + self.penalty(i), colour))
            if gems < 1:
                break
            if self.hero(i, "spend", "manipulation", gems) is not None:
                break
            self.counts["manipulations"] += 1
            symbols = self.pot(i, "manipulation", gems, SYMBOLS + self.penalty(i), reserve) - self.penalty(i)
            if symbols >= SYMBOLS:
                self.left -= 1
                if self.left == 0:
                    self.board("finish", HEROES_WON)

    def fight(self, i, reserve):
        """Melee attacks on the figures of the hero's zone, while its melee box and gems allow: each
        attack on one figure, with the dice it needs to pass the figure's passive defense and wound
        it to death, as the box and the gems allow (the most hurt figure first)."""
        sh = self.sheets[i]
        colour = self.dice[i]["melee"]
        while not self.g.over:
            foes = self.enemies_in(self.zone[i])
            if not foes:
                return
            t, f = min(foes, key=lambda tf: (self.g.hp[tf[0]][tf[1]], tf))
            tough = self.g.scenario.tiles[t].defense + self.g.hp[t][f]
            gems = min(sh.room(MELEE), sh.avail - reserve, need(tough, colour))
            if gems < 1:
                return
            if self.hero(i, "spend", "melee", gems) is not None:
                return
            self.counts["attacks"] += 1
            hits = self.pot(i, "melee", gems, tough, reserve)
            self.wound_figure(t, f, hits)

    def pot(self, i, kind, gems, target, reserve):
        """Hero `i`'s pot of `gems` dice of its `kind` colour (seed 003, « Pot de dés »): rolled; short
        of `target`, a blank die rolled again for free when the sheet's dice have the free reroll (one
        die, once), then a blank die rolled again for 1 gem on the reroll box (H02: no cap), each while
        still short and its gems above `reserve`.  The symbols."""
        colour = self.dice[i][kind]
        faces = roll(self.rng, [colour] * gems)
        if self.free_reroll[i][kind] and sum(faces) < target and 0 in faces:
            faces[faces.index(0)] = roll(self.rng, [colour])[0]
        sh = self.sheets[i]
        while sum(faces) < target and 0 in faces and sh.avail > reserve:
            if self.hero(i, "spend", "reroll", 1) is not None:
                break
            self.counts["rerolls"] += 1
            faces[faces.index(0)] = roll(self.rng, [colour])[0]
        return sum(faces)

    def wound_figure(self, t, f, hits):
        """A hero's hits on figure f of tile t: the board's active defense (the level's answer), paid
        and rolled; the figure's wounds reported; a dead figure leaves the map."""
        g = self.g
        n = solo.defense_dice(g, t, hits)
        rolled = 0
        if n and self.overlord_do("defend", (n,)) is None:
            rolled = sum(roll(self.rng, ["orange"] * n))
        before = len(g.hp[t])
        if self.board("damage", t, min(hits, 254), min(rolled, 254), f) is None and len(g.hp[t]) < before:
            del self.fig_zone[t][f]

    def walk(self, i, reserve):
        """H02: toward the objective, the free movement first, then 1 gem a point within the cap;
        leaving a zone costs the hindrance more (seed 003)."""
        sh = self.sheets[i]
        if self.zone[i] == 0:
            return
        free, paid, zones = 0, 0, 0
        free_left = sh.free_left
        room = min(sh.room(MOVEMENT), sh.avail - reserve)
        if room < 0:
            room = 0
        z = self.zone[i]
        while z > 0:
            cost = 1 + hindrance(len(self.enemies_in(z)), len([j for j in self.heroes_in(z) if j != i]))
            use_free = min(cost, free_left - free)
            use_paid = cost - use_free
            if use_paid > room - paid:
                break
            free += use_free
            paid += use_paid
            z -= 1
            zones += 1
        if not zones:
            return
        if paid and free < free_left:
            free = free_left          # (H02: paid points come after the whole free movement)
        if self.hero(i, "move", free, paid) is None:
            self.zone[i] -= zones
            self.counts["moves"] += 1

    # ------------------------------------------------------------ the Overlord's turn
    def overlord_turn(self):
        g = self.g
        for _ in range(16):
            if g.over or g.phase != OVERLORD:
                return
            tied = solo.tied_events(g)
            choice = None
            if tied:
                choice = self.rng.choice(tied)      # the players choose (docs/solo.md, "Ties to the players")
                self.ties += 1
            before = self.refused
            r = solo.play(g, self.overlord_do, choice)
            self._log_board()
            self._place_figures()
            if r is not None:
                if self.refused == before:
                    self.refused += 1       # refused before it reached the rules core
                self.overlord_do("end_turn", ())
                return
            cmd = solo.command(g)
            if cmd is not None and self._fresh(cmd):
                self.carry_out(*cmd)
        self.refused += 1           # a turn that never ended
        self.overlord_do("end_turn", ())

    def _fresh(self, cmd):
        """Is `cmd` a command not carried out yet (the step's later records, extra moves and spells,
        leave the same command)?"""
        key = (self.g.turn, self.g.acts, cmd[0])
        if getattr(self, "_done", None) == key:
            return False
        self._done = key
        return True

    def carry_out(self, tile, order, moves):
        """The players carry out the board's command: each figure of the tile moves and attacks as its
        order says."""
        g = self.g
        t = g.scenario.tiles[tile]
        colours = tile_dice(t)
        reach = RANGED_ZONES if t.attack == "ranged" else 0
        for f in range(len(self.fig_zone[tile])):
            living = self.alive()
            if not living or g.over:
                break
            z = start = self.fig_zone[tile][f]
            step = t.move + (moves if f == 0 else 0)
            dist = lambda i, z=start: abs(self.zone[i] - z)      # noqa: E731
            wounds = lambda i: self.sheets[i].wounds             # noqa: E731
            target = None
            if order == solo.ATTACK_NEAREST:
                target = min(living, key=lambda i: (dist(i), wounds(i), i))
                z = self._toward(z, self.zone[target], step, reach)
            elif order == solo.ATTACK_FEWEST:
                within = [i for i in living if dist(i) <= step + reach]
                if within:
                    target = min(within, key=lambda i: (wounds(i), dist(i), i))
                else:
                    target = min(living, key=lambda i: (dist(i), wounds(i), i))
                z = self._toward(z, self.zone[target], step, reach)
            elif order == solo.ADVANCE:
                z = max(0, z - step)
            else:           # HOLD: on the objective, or back to it
                z = max(0, z - step)
            self.fig_zone[tile][f] = z
            if not colours:
                continue
            if order == solo.HOLD and z != 0:
                continue
            reached = [i for i in living if abs(self.zone[i] - z) <= reach]
            if target is None or target not in reached:
                target = min(reached, key=lambda i: (wounds(i), i)) if reached else None
            if target is not None:
                self.attack_hero(target, colours)
        if not self.alive() and not g.over:
            self.board("finish", OVERLORD_WON)

    @staticmethod
    def _toward(z, goal, step, reach):
        """A figure's zone after moving up to `step` zones toward `goal`, stopping once within `reach`."""
        while step > 0 and abs(goal - z) > reach:
            z += 1 if goal > z else -1
            step -= 1
        return z

    def attack_hero(self, i, colours):
        """An Overlord figure attacks hero `i`: its dice, the misses rerolled as the board pays for
        them (R11); the hero's active defense declared before the roll (gems on its defense box, a die
        of its colour each, as many as the attack's dice while it has gems); each hit beyond the
        defense roll a wound (H03).  The hero sees the attack's hits before it declares its defense, as
        the board does for its figures (docs/solo.md, "Defense and rerolls"): a gem a hit at most."""
        g = self.g
        self.counts["overlord_attacks"] += 1
        faces = roll(self.rng, colours)
        missed = [c for c, x in zip(colours, faces, strict=True) if x == 0]
        n = solo.reroll_dice(g, len(missed))
        if n and self.overlord_do("reroll", (n,)) is None:
            faces = [x for x in faces if x] + roll(self.rng, missed[:n])
        hits = sum(faces)
        if hits < 1:
            return
        sh = self.sheets[i]
        gems = min(sh.avail, hits)
        block = 0
        if gems >= 1 and self.hero(i, "spend", "defense", gems) is None:
            self.counts["defenses"] += 1
            block = self.pot(i, "defense", gems, hits, sh.avail)
        w = hits - block
        if w > 0:
            self.counts["wounds"] += w
            self.hero(i, "wound", min(w, 254))

    # ------------------------------------------------------------ the game
    def play(self):
        """The game to its end (a scenario without a last turn: at most to turn NO_LAST_TURN):
        {"winner": "heroes", "overlord" or None (not ended), "over": the
        board's end ("heroes", "overlord", "time" or None), "turns", "lost": heroes dead, "heroes",
        "refused", "side_refused", "ties", and the counts of actions}."""
        g = self.g
        last = self.last if self.last is not None else NO_LAST_TURN
        for _ in range(4 * last + 8):
            if g.over:
                break
            if g.phase == OVERLORD:
                self.overlord_turn()
            else:
                self.heroes_turn()
            if self.last is None and g.turn > NO_LAST_TURN:
                break
        over = {HEROES_WON: "heroes", OVERLORD_WON: "overlord", TIME_UP: "time"}.get(g.over)
        winner = {"heroes": "heroes", "overlord": "overlord", "time": "overlord"}.get(over)
        return dict(self.counts, winner=winner, over=over, turns=g.turn, heroes=len(self.sheets),
                    lost=len(self.sheets) - len(self.alive()), refused=self.refused,
                    side_refused=self.side_refused, ties=self.ties, level=g.solo)
