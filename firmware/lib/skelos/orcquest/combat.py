"""OrcQuest WarPath's combat calculator (O05): which shields cancel which hits
and the damage left.  Apart from the game: the host's `skelos orcquest
combat` uses it; the board never loads it.
"""

from skelos.orcquest.scenario import COLOURS, ORANGE, RED, YELLOW

def combat(hits, shields, hp_color):
    """Resolve one combat roll.  `hits` and `shields` are (yellow, orange, red)
    counts, `hp_color` the defender's hit-point colour (0 yellow, 1 orange,
    2 red).  Returns a dict: ``cancelled`` [(hit colour, shield colour)...],
    ``left`` and ``dropped`` hit counts, ``damage`` in hit points of the
    defender's colour, and ``steps``, one English sentence per step.

    O05: shields cancel hits red first, then orange, then yellow; a shield
    cancels a hit of its colour or weaker, and each hit takes the weakest
    shield able to stop it (so stronger shields stay for stronger hits).
    Then hits weaker than the defender's hit points are dropped; a red hit
    removes 1 red, 2 orange or 4 yellow hit points, an orange hit 1 orange or
    2 yellow, a yellow hit 1 yellow."""
    for v in tuple(hits) + tuple(shields):
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v > 99:
            raise ValueError("dice counts must be integers 0..99")
    if len(hits) != 3 or len(shields) != 3:
        raise ValueError("hits and shields are (yellow, orange, red) counts")
    if hp_color not in (YELLOW, ORANGE, RED):
        raise ValueError("hit-point colour must be 0 (yellow), 1 (orange) or 2 (red)")
    left = list(hits)
    sh = list(shields)
    cancelled = []
    steps = []
    for h in (RED, ORANGE, YELLOW):
        for _ in range(hits[h]):
            used = -1
            for s in range(h, 3):
                if sh[s]:
                    used = s
                    break
            if used < 0:
                break
            sh[used] -= 1
            left[h] -= 1
            cancelled.append((COLOURS[h], COLOURS[used]))
            steps.append(_a(COLOURS[used]) + " shield cancels " + _a(COLOURS[h]) + " hit")
        if hits[h] and left[h]:
            steps.append(str(left[h]) + " " + COLOURS[h] + " hit" + ("s" if left[h] > 1 else "")
                         + " not cancelled (no shield left of " + COLOURS[h] + " or stronger)")
    for s in range(3):
        if sh[s]:
            steps.append(str(sh[s]) + " " + COLOURS[s] + " shield" + ("s" if sh[s] > 1 else "") + " unused")
    dropped = [0, 0, 0]
    for h in range(hp_color):
        if left[h]:
            dropped[h] = left[h]
            steps.append(str(left[h]) + " " + COLOURS[h] + " hit" + ("s" if left[h] > 1 else "")
                         + " dropped: too weak for " + COLOURS[hp_color] + " hit points")
            left[h] = 0
    damage = 0
    for h in (RED, ORANGE, YELLOW):
        if left[h]:
            per = 1 << (h - hp_color)
            damage += per * left[h]
            steps.append(str(left[h]) + " " + COLOURS[h] + " hit" + ("s" if left[h] > 1 else "") + " x "
                         + str(per) + " = " + str(per * left[h]) + " " + COLOURS[hp_color] + " hit point"
                         + ("s" if per * left[h] > 1 else ""))
    steps.append("damage: " + str(damage) + " " + COLOURS[hp_color] + " hit point" + ("s" if damage != 1 else ""))
    return {"cancelled": cancelled, "left": left, "dropped": dropped, "damage": damage,
            "hp_color": COLOURS[hp_color], "steps": steps}


def _a(word):
    return ("an " if word[0] in "aeiou" else "a ") + word
