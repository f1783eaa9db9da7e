"""The worked turn of the Overlord's rulebook on the buttons: the same state as the rules core,
in 7 gestures where the paper book needs 18 separate moves."""

from worked_turn import GESTURES, PAPER_MOVES, key_presses, play


def test_worked_turn_of_the_rulebook_on_the_buttons():
    app, ref, accepted = play()
    assert app.game.snapshot() == ref.snapshot()
    assert [app.game.record_list(i) for i in range(app.game.count)] == \
        [ref.record_list(i) for i in range(ref.count)]
    assert app.game.available == 5 and app.game.fatigue == 9 and app.game.turn == 3
    # each gesture either stored one action or (figure selection) none
    assert accepted == [1, 1, 0, 0, 1, 1, 1]
    paper = sum(n for _, n in PAPER_MOVES)
    print("\nthe rulebook's worked turn: %d gestures (%d key presses) on the device, %d separate moves on paper"
          % (len(GESTURES), key_presses(), paper))
