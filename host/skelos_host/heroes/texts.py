"""Texts of the heroes' refusal codes (the core's skelos.heroes and the table's), in the format of
skelos_host.text.reasons.REFUSALS: a text whose {0}, {1}... take the arguments, or a dict choosing the text
by the first argument.  Codes every game shares (unknown_action, nothing_to_undo, storage_error...)
are in skelos_host.text.reasons."""

from skelos_host.text.i18n import N_

REFUSALS = {
    "hero_dead": N_("this hero is dead: every gem is a wound"),
    "wrong_phase": {"overlord": N_("not during the Overlord's turn: start the heroes' turn first"),
                    "heroes": N_("only during the heroes' turn: the board is in the Overlord's turn"),
                    "declare": N_("declare active or recovering first"),
                    "act": N_("already declared: this is the actions phase")},
    "recovering": N_("a recovering hero may only defend and pay rerolls"),
    "nothing_to_spend": N_("any use costs at least 1 gem"),
    "cannot": {"melee": N_("this hero has no melee attack (cap 0)"),
               "ranged": N_("this hero has no ranged attack (cap 0)"),
               "movement": N_("this hero cannot pay for movement (cap 0)"),
               "manipulation": N_("this hero cannot manipulate (cap 0)")},
    "over_cap": {"melee": N_("melee saturated: at most {0} gems a turn, {1} already placed"),
                 "ranged": N_("ranged attack saturated: at most {0} gems a turn, {1} already placed"),
                 "movement": N_("movement saturated: at most {0} gems a turn, {1} already placed"),
                 "manipulation": N_("manipulation saturated: at most {0} gems a turn, {1} already placed")},
    "not_enough_gems": N_("not enough available gems: {0} needed, {1} available"),
    "no_free_move": N_("free movement left this turn: {0} points"),
    "free_move_first": N_("use the whole free movement first ({0} points left)"),
    "companions_declaring": N_("wait: a companion has not declared active or recovering yet ({0})"),
    "companions_acting": N_("wait: a companion is still acting in this turn ({0})"),
    "turn_ended": N_("this hero has ended this heroes' turn: the Overlord plays next"),
    "game_over": N_("the game is over on the board: no heroes' turn begins, goes on or ends any more"),
    "overlord_played": N_("the Overlord has played since this heroes' turn ended: its end can no longer be taken "
                          "back"),
    "board_cannot_take_back": N_("the board could not take back the Overlord's turn (it does not answer, or its "
                                 "firmware cannot take back a named record: update it): the turn stays ended"),
    "spotted": N_("spotted this turn: no stealth until the next heroes' turn"),
    "not_hidden": N_("this hero is not in stealth"),
    "bad_luck": N_("an enemy with Bad luck in the zone: no reroll"),
    "potion_no_use": N_("no gem in wounds or fatigue: the potion would bring nothing back"),
    "not_a_caster": N_("Don de Vie is a spell: this hero does not have the Spell Caster skill"),
    "give_once": N_("Don de Vie is saturated: one cast a heroes' turn"),
    "give_two": N_("Don de Vie gives 2 gems: 1 only when 1 is left after its cost"),
    "give_to_self": N_("Don de Vie goes to another hero"),
    "receiver_dead": N_("that hero is dead: Don de Vie goes to a living hero"),
    "gift_linked": N_("this Don de Vie goes with the other hero's sheet: take back that hero's later records first"),
    "no_seat": N_("no such hero at this table"),
    "not_your_sheet": N_("this phone is not paired with this sheet: it is read-only here"),
}
