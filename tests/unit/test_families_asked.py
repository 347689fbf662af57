"""`families_asked`: "what muffins do you have?" lists the muffins, not the house muffin alone."""

from __future__ import annotations

from ordering.edits import FAMILY, AddLine, AskMenu
from ordering.families_asked import families_asked, family_items
from ordering.menu import load_menu
from ordering.replies import answer_question

MENU = load_menu()
HOUSE = [AskMenu(about=["apple bran muffin"])]


def test_a_family_said_by_its_plain_noun_is_asked_whole():
    for text in ("what kinds of muffins do you have", "do you have muffins?", "any muffin?"):
        assert families_asked(HOUSE, text, MENU) == [AskMenu(about=[FAMILY + "muffin"])], text
    croissant = [AskMenu(about=["butter croissant"])]
    family = [AskMenu(about=[FAMILY + "croissant"])]
    assert families_asked(croissant, "which croissants are there", MENU) == family


def test_the_reply_lists_the_family_with_prices():
    assert family_items(MENU, "croissant") == ["butter croissant", "chocolate croissant"]
    assert answer_question([FAMILY + "croissant"], MENU) == (
        "Our croissants: butter croissant $3.50 and chocolate croissant $3.95.")


def test_other_questions_are_the_models():
    assert families_asked(HOUSE, "do you have apple bran muffins?", MENU) == HOUSE  # that one named
    priced = [AskMenu(about=["apple bran muffin", "price"])]
    assert families_asked(priced, "how much is a muffin", MENU) == priced
    add = [AddLine(item="apple bran muffin")]
    assert families_asked(add, "a muffin", MENU) == add
    bagel = [AskMenu(about=["bagel"])]
    assert families_asked(bagel, "do you have bagels", MENU) == bagel  # one bagel: no family
    line = [AskMenu(about=["apple bran muffin"], ref=1)]
    assert families_asked(line, "is the muffin warm?", MENU) == line


def test_the_shipped_engine(engine):
    from tests.unit.shipped import converse

    _, replies = converse(engine, "what kinds of muffins do you have")
    assert replies == ["Our muffins: apple bran muffin $3.25, lemon poppyseed muffin $3.25 and "
                       "blueberry muffin $3.25."]


def test_the_answer_after_the_list_names_one_of_the_family(engine):
    from tests.unit.shipped import converse

    cart, replies = converse(engine, "a latte", "which croissants do you have", "the chocolate one please")
    assert [(line.item, line.addons) for line in cart.lines] == [("latte", {}), ("chocolate croissant", {})]
    assert cart.asked is None
