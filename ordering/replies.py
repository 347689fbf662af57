"""Deterministic customer-facing replies built from the structured result of a turn."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ordering.cart import Cart, Line
from ordering.edits import (
    COUNT,
    FAMILY,
    FREE_OF,
    HOW_MANY,
    PRICE,
    UNITS,
    UNSURE,
    WHAT,
    AddLine,
    ApplyResult,
    AskMenu,
    ChangeLine,
    ClearCart,
    Greet,
    Refusal,
    RemoveLine,
    ReviewOrder,
    SetOrder,
    grouped_parts,
    lacked_family,
    not_available,
    parts_said,
)
from ordering.families_asked import family_items
from ordering.item_described import (
    caffeine_free_listed,
    caffeine_said,
    coffee_said,
    item_described,
    prices_said,
)
from ordering.menu import Item, Menu, Option
from ordering.pricing import article as _a
from ordering.pricing import describe_line, format_cents, join_words, plural, price_cart, price_line
from ordering.turn_words import value_fields
from ordering.which_line import WHICH, which_question

NOT_UNDERSTOOD = "Sorry, I didn't catch an order in that — could you say it another way?"
# the order is placed by the "Confirm order" button (POST .../confirm), never by a typed "yes": say so
CONFIRM = 'Press "Confirm order" to place it, or tell me what to change.'
EMPTY = "Your order is empty — what can I get you?"
PAYMENT = "payment"  # in an ``ask``: the customer asks how to pay ("do you take card?"), see ``PAYING``
# How customers pay, said to any question about paying: the café's own words, kept here alone so that a
# café changes them in one place. Orders are placed on the web form and paid when collected.
PAYING = "You pay at the counter when you collect your order — card, phone and cash are all fine."
WAITING = "waiting"  # in an ``ask``: the customer asks how long the order takes, see ``WAIT``
COUNTER = "counter"  # in an ``ask``: what the café answers, not the menu (hours, refunds), see ``AT_COUNTER``
AT_COUNTER = "Please ask at the counter for that — here I can take your order and answer about the menu."
OUNCES = "ounces"  # in an ``ask``: how big the sizes are ("how big is a large?"): from the sizes' names
LIMITS = "limits"  # in an ``ask``: how much one order may hold ("is there a limit?"): the menu's limits
SHOTS = "of shots"  # after ``LIMITS``: the limits of one drink's shots and add-ons ("a limit on shots?")
NEVER_MIND = "never mind"  # in an ``ask``: the customer takes back what they began to say, see ``UNCHANGED``
UNCHANGED = "No problem — nothing has changed. What else can I get you?"
NO_LINE = "no line"  # in an ``ask``: the turn named a line number the order does not have
NO_SUCH_LINE = "Your order has no line of that number — the cart shows each line's number."
NOT_ORDERED = "not ordered"  # in an ``ask``: the item that follows names no line of the order
CHANGING = "changing"  # in an ``ask``: the customer asks to change the order, saying not what, see ``CHANGE``
ADDING = "adding"  # in an ``ask``: "can I add something?", saying not what, see ``ADD``
ADD = "Sure — what would you like to add?"
CHANGE = "Sure — what would you like to change? Each line of your order also has Change and Remove buttons."
# What a customer hears to "how long will it take?": no promise of minutes the café cannot keep.
WAIT = ("We start making your order as soon as you confirm it, and this page shows when it's ready to "
        "collect.")
LATER = "later"  # in an ``ask``: the customer names a time to collect ("for pickup at 8"), see ``NOT_LATER``
# What a customer hears to "it's for pickup at 8": orders are made when confirmed, none is held for later.
NOT_LATER = ("We can't hold an order for a later time: we start making it as soon as you confirm it, and "
             "this page shows when it's ready to collect.")
HALF_OF_ODD = "half of odd"  # in an ``ask`` of a line: "half of them decaf" of an odd count, see below
COFFEE_IN = "has coffee"  # in an ``ask`` of an item: whether coffee is in it ("does the mocha have coffee?")
CAFFEINE = "has caffeine"  # in an ``ask`` of an item: whether it has caffeine; alone: what has none
TEAS = "teas"  # before CAFFEINE: which teas have none
DESCRIBE = "describe"  # in an ``ask`` of an item: what it is ("what's a cortado?"), not whether we have it
CONFIRMING = "confirm:"  # in an ``ask`` of a line with the words said of it: whether it is that ("yes, …")
LEAVING = "leaving"  # in an ``ask``: the customer says goodbye with nothing ordered, see ``GOODBYE``
USUAL = "usual"  # in an ``ask``: "my usual please", see ``NO_USUAL``
NOTED = "noted"  # in an ``ask``: the customer only acknowledges the last reply, see ``ANYTHING_MORE``
RECOMMEND = "recommend"  # in an ``ask``: what we recommend, of the kind that follows (`recommended`)
TASTE = "taste:"  # in an ``ask``: the items of a taste ("taste:chocolatey"), `recommended.taste_asked`
KIDS = "kids"  # the taste of "what's good for kids?": the drinks without coffee or tea
NAME_ASKED = "name asked"  # in an ``ask``: what name the order is under ("what name is it under?")
WHOSE_ASKED = "whose:"  # in an ``ask``: the lines of one person ("whose:sam"), `whose_asked`
ANYTHING_MORE = "Sure — what else can I get you?"
NO_USUAL = "Sorry, I can't look up your usual here — tell me what it is and I'll add it."
GOODBYE = "Goodbye — come back any time!"
HELLO = "Hello! What can I get you?"
HELLO_AGAIN = "Hello again! What else can I get you?"
_LOOKUP_ORDER = ("milk", "addon", "size", "temp", "caffeine", "shots", "prep", "removal")
_GROUP_WORDS = {
    "milk": ("milk", "milks", "milk options", "dairy"),
    "size": ("size", "sizes", "cup sizes"),
    "temp": ("temperature", "temperatures", "temp"),
    "caffeine": ("caffeine",),
    "prep": ("preparation", "preparations"),
}
_ADDON_WORDS = {
    "syrup": ("syrup", "syrups", "flavor", "flavors", "flavour", "flavours", "flavoring", "flavorings"),
    "sauce": ("sauce", "sauces"),
    "sweetener": ("sweeteners",),
    "topping": ("topping", "toppings", "sprinkles"),
    "spread": ("spread", "spreads"),
}
_CATEGORY_WORDS = {
    "tea": ("tea", "teas"),
    "bakery": ("food", "pastry", "pastries", "bakery", "baked goods", "snacks"),
    "espresso": ("espresso drinks", "coffee drinks", "drinks"),
    "brewed": ("brewed coffee", "brewed coffees"),
}
# sections named with an item's word ("latte"), kept out of the kind words (`kind_words`): "a tea latte"
_ITEM_WORD_SECTIONS = {"tea_latte": ("tea latte", "tea lattes")}
_SECTIONS = {**_CATEGORY_WORDS, **_ITEM_WORD_SECTIONS}
_USUAL = {
    "size": "the usual size",
    "temp": "the usual temperature",
    "caffeine": "regular caffeine",
    "shots": "the usual shots",
    "milk": "the usual milk",
}
_OVERVIEW = ("menu", "everything", "what you have", "options", "addon", "addons", "add-ons", "extras")


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "?", "!")) else text + "."


def _norm(text: str) -> str:
    text = text.split(":", 1)[1] if ":" in text and not text.startswith("http") else text
    return " ".join(text.replace("_", " ").lower().split())


def _surcharge(option: Option) -> str:
    prices = sorted(set(option.price.values()))
    if prices == [0]:
        return ""
    low, high = prices[0], prices[-1]
    text = format_cents(high) if low == high else f"{format_cents(low)} to {format_cents(high)}"
    return f" (+{text})"


def _lookup(menu: Menu, text: str) -> tuple[str, str] | None:
    """Return (kind, canonical name) for a menu name or alias, items first."""
    name = menu.resolve("item", text)
    if name is not None:
        return "item", name
    for group in _LOOKUP_ORDER:
        name = menu.resolve(group, text)
        if name is not None:
            return group, name
    return None


def _grouped_lookup(menu: Menu, about: str) -> tuple[str, str] | None:
    """``_lookup``, but in its group first for a name given with one ("prep:warmed" is no "warm")."""
    group, sep, name = about.partition(":")
    if sep and group in _LOOKUP_ORDER and (canonical := menu.resolve(group, _norm(name))) is not None:
        return group, canonical
    return _lookup(menu, _norm(about))


def _list_group(menu: Menu, group: str, category: str | None = None, item: str | None = None) -> str:
    """The options of ``group`` (of one add-on ``category``; those ``item`` can have), with their prices."""
    opts = [
        opt
        for (g, name), opt in menu.options.items()
        if g == group and (category is None or opt.category == category)
        and (item is None or menu.allows(item, group, name))
    ]
    charges = {_surcharge(opt) for opt in opts}
    if len(charges) == 1:
        return join_words([opt.display for opt in opts]) + charges.pop().replace(")", " each)")
    return join_words([opt.display + _surcharge(opt) for opt in opts])


# the phrases that name a kind of the menu's things in a question ("teas", "baked goods", "syrups")
_KIND_PHRASES = frozenset(p for table in (_GROUP_WORDS, _ADDON_WORDS, _CATEGORY_WORDS)
                          for phrases in table.values() for p in phrases)


def kind_words() -> frozenset[str]:
    """Every word of the phrases that name a kind of the menu's things ("teas", "pastries", "goods")."""
    return frozenset(w for phrase in _KIND_PHRASES for w in phrase.split())


def names_a_category(phrase: str) -> bool:
    """Whether a kind phrase names a section of the menu's items ("teas", "pastries"), not of options."""
    return any(phrase in words for words in _SECTIONS.values())


def category_named(phrase: str) -> str | None:
    """The section of the menu's items a kind phrase names ("teas": "tea"), or None."""
    return next((section for section, words in _SECTIONS.items() if phrase in words), None)


# words that ask for milks made of no milk ("non dairy milks", "dairy-free options"), and the plants that
# the menu's non-dairy milks are named by (the menu has no field for it; "lactose-free milk" is dairy)
_ALLERGY = ("allergic to dairy", "allergic to milk", "dairy allergy", "milk allergy", "allergy to dairy",
            "allergy to milk", "can't have dairy", "cant have dairy", "lactose intolerant")
_NON_DAIRY = ("vegan", "vegans", "non dairy", "non-dairy", "nondairy", "dairy free", "dairy-free",
              "plant based", "plant-based", "plant milk", "plant milks", "without dairy", "with no dairy",
              "no dairy", "not dairy", "dairyless", "dairy-less", *_ALLERGY)
NON_DAIRY_MILKS = "non-dairy milks"
ALLERGY = "allergy"  # with the non-dairy milks: "i'm allergic to dairy" is told to tell the barista too
_PLANTS = frozenset({"oat", "almond", "soy", "soya", "coconut", "rice", "cashew", "hemp", "pea", "macadamia"})


NO_COFFEE = "drinks without coffee"  # "what do you recommend for someone who doesn't like coffee?"
_COFFEE_SECTIONS = frozenset({"espresso", "brewed"})  # the menu's sections of coffee drinks
NO_SUGAR = "sweeteners without sugar"  # "what do you have without sugar?", "i'm diabetic"
# the sweeteners made without sugar, by the names the menu may sell them under (it has no field for it)
_SUGARLESS = frozenset({"equal", "splenda", "stevia", "sucralose", "aspartame", "saccharin", "monk fruit",
                        "sweet'n low", "sweet n low", "truvia"})


def _no_coffee(menu: Menu) -> str:
    """The menu's drinks made without coffee, by section: "Without coffee, we have chai and matcha (chai
    latte and matcha latte), …"."""
    sections = []
    for key, category in menu.categories.items():
        names = [i.display for i in menu.items.values() if i.category == key and menu.kind(i.name) == "drink"]
        if key not in _COFFEE_SECTIONS and names:
            sections.append(f"{category.display} ({join_words(names)})")
    return _sentence(f"without coffee, we have {join_words(sections)}")


def _no_sugar(menu: Menu) -> str:
    """The menu's sugar-free syrups, priced, and sweeteners made without sugar: "Without sugar, we have
    sugar-free vanilla syrup (+$0.50), and equal, splenda and stevia to sweeten." (sauces are sugared)."""
    addons = [o for (group, _), o in menu.options.items() if group == "addon"]
    syrups = [f"{o.display}{_surcharge(o)}" for o in addons if o.name.startswith("sugar-free")]
    sweeteners = [o.display for o in addons if o.name in _SUGARLESS]
    if not syrups and not sweeteners:
        return "Sorry, we have nothing sugar-free on our menu."
    said = join_words(syrups)
    if sweeteners:
        said += f"{', and ' if syrups else ''}{join_words(sweeteners)} to sweeten"
    return _sentence(f"without sugar, we have {said}")


def subjects_asked(text: str) -> list[str]:
    """The group and category words a question names ("what milks do you have?" -> ["milks"]), in order;
    milks asked without dairy ("any non dairy milks?") are one subject, the non-dairy milks."""
    words = _norm(text.replace("?", " ").replace(",", " ").replace(".", " ")).split()
    said = f" {' '.join(words)} "
    if any(f" {phrase} " in said for phrase in _NON_DAIRY):
        allergy = [ALLERGY] if any(f" {phrase} " in said for phrase in _ALLERGY) else []
        for phrase in sorted(_NON_DAIRY, key=len, reverse=True):  # "allergic to dairy" before "no dairy"
            said = said.replace(f" {phrase} ", " ")
        return list(dict.fromkeys([NON_DAIRY_MILKS, *allergy, *(w for w in subjects_asked(said)
                                                                  if w not in _GROUP_WORDS["milk"])]))
    found: list[str] = []
    for n in (2, 1):  # "baked goods", "cup sizes" before "goods", "sizes"
        for i in range(len(words) - n + 1):
            phrase = " ".join(words[i : i + n])
            if phrase in _KIND_PHRASES and not any(phrase in f or f in phrase for f in found):
                found.append(phrase)
    return found


def _can(group: str, display: str) -> str:
    """What an item can have, in words: "can have oat milk", "can be warmed", "can come with room"."""
    if display.startswith("with "):
        return f"can come {display}"
    if display == "lid":
        return "can have a lid"
    return f"can be {display}" if group in ("size", "temp", "prep", "caffeine") else f"can have {display}"


def answer_of_line(about: list[str], line: Line, menu: Menu, cart: Cart | None = None) -> str:
    """Answer whether the order's ``line`` has the values ``about`` ("group:name"): "Yes, the americano is
    decaf.", "No, the latte isn't iced; it can be iced." — from the line, never changing it. Where another
    line of ``cart`` holds the same item, the line is said with its place ("the latte on line 2")."""
    item = menu.item(line.item)
    named = item.display
    if cart is not None and sum(other.item == line.item for other in cart.lines) > 1 and line in cart.lines:
        named = f"{named} on line {cart.lines.index(line) + 1}"
    answers = []
    said = next((a.partition(":")[2] for a in about if a.startswith("said:")), None)
    for value in about:
        if value == HALF_OF_ODD:  # "half of them decaf" of three lattes: how many, and the words to say it
            how = f"{line.qty // 2 + 1} of them {said}" if said else f"{line.qty // 2 + 1} of them …"
            return (f"You have {line.qty} {plural(item)}, and half of {line.qty} isn't a whole number — how "
                    f"many of them would you like that way? Say, for example, \"{how}\".")
        if value == PRICE:  # "how much is the mocha?" of the order's one mocha: that line's price
            answers.append(_line_price(line, menu))
            continue
        if value.startswith(WHAT):  # "what milk is in the latte?"
            answers.append(_what_the_line_has(value[len(WHAT):], line, named, item, menu))
            continue
        free = value.startswith(FREE_OF) and menu.options.get(tuple(value[len(FREE_OF):].split(":", 1)))
        if free:  # "is that sugar free?"
            answers.append(_free_of_answer(free.name, line, named, item, menu))
            continue
        group, _, name = value.partition(":")
        if group == "item" and name == line.item and said and CONFIRMING in about:  # "that's a red eye right"
            one = describe_line(line.model_copy(update={"qty": 1}), menu)
            answers.append(f"yes, that's our {said}" if _norm(said) == _norm(item.display)  # its own name
                           else f"yes, the {one} is {_a(said)} {said}")
            continue
        if group == "item" and name == line.item:  # made into what it is: "make it a dark roast"
            if line.qty > 1 and named == item.display:  # "replace them with long blacks" of two americanos
                many = plural(item)
                answers.append(f"the {many} are our {said} already" if said and _norm(said) not in (
                    _norm(item.display), _norm(many)) else f"the {many} are {many} already")
            else:
                answers.append(f"the {named} is our {said} already" if said and _norm(said) != _norm(
                    item.display) else f"the {named} is {_a(item.display)} {item.display} already")
            continue
        option = menu.options.get((group, name))
        if option is None:
            continue
        has = {"prep": name in line.preps, "addon": name in line.addons}.get(
            group, str(_line_value(line, item, group, menu)) == name)
        state = _is(group, option.display)
        if has:
            answers.append(f"yes, the {named} {state}")
        elif menu.allows(line.item, group, name):
            answers.append(f"no, the {named} {_is_not(state)}; it {_can(group, option.display)}")
        else:
            answers.append(f"no, {not_available(menu, line.item, group, name)}")
    return " ".join(_sentence(a) for a in answers) or answer_question([line.item], menu)


_SWEETENED = frozenset({"syrup", "sauce", "sweetener"})  # the add-on kinds that sweeten a drink
_SWEET_MADE = re.compile(r"\b(?:chocolate|syrup|sauce|sweet\w*|honey|caramel|chai)\b", re.I)


def _free_of_answer(addon: str, line: Line, named: str, item: Item, menu: Menu) -> str:
    """Whether the line is free of ``addon``: "no, the latte has sugar", "yes, the latte has no sugar"; of
    sugar, a sweet add-on on it says no ("no, the latte has vanilla syrup"; a sugar-free syrup does not),
    and a drink made sweet (a mocha's chocolate sauce) is one we cannot tell of."""
    display = menu.options[("addon", addon)].display
    if addon in line.addons:
        return f"no, the {named} has {display}"
    if addon == "sugar":
        sweet = [n for n in line.addons if menu.addon_kind(n) in _SWEETENED and "free" not in n]
        if sweet:
            return f"no, the {named} has {menu.options[('addon', sweet[0])].display}"
        if _SWEET_MADE.search(item.description):
            return f"sorry, I can't tell you whether the {named} has sugar in it"
    return f"yes, the {named} has no {display}"


def _line_price(line: Line, menu: Menu) -> str:
    """A line's price: "your large oat milk mocha is $6.45"; of units, "your 2 lattes are $9.50 ($4.75
    each)"."""
    unit = price_line(line, menu)
    if line.qty == 1:
        return f"your {describe_line(line, menu)} is {format_cents(unit)}"
    return (f"your {describe_line(line, menu, counted=True)} are {format_cents(unit * line.qty)} "
            f"({format_cents(unit)} each)")


def _shots_of(about: list[str], menu: Menu) -> str:
    """How many espresso shots an item of the menu has, of the size asked or of each size: "A large latte
    has 2 espresso shots.", "A flat white has short 2, small 2, medium 2 or large 3 espresso shots."."""
    name = next((a for a in about if a in menu.items), None)
    if name is None:
        return answer_question([], menu)
    item = menu.item(name)
    if "shots" not in item.groups or not item.default_shots:
        return _sentence(f"{_a(item.display)} {item.display} has no espresso in it")
    size = next((a.partition(":")[2] for a in about if a.startswith("size:")), None)
    if size in item.default_shots:
        shots = item.default_shots[size]
        said = f"{menu.sizes[size].display} {item.display}"
        return _sentence(f"{_a(said)} {said} has {shots} espresso shot{'s' * (shots != 1)}")
    each = [f"{menu.sizes[s].display} {n}" for s, n in item.default_shots.items()]
    return _sentence(f"{_a(item.display)} {item.display} has {join_words(each, 'or')} espresso shots")


def _what_the_line_has(group: str, line: Line, named: str, item: Item, menu: Menu) -> str:
    """The line's value of ``group`` in words: "the latte has whole milk", "the mocha is medium", "yes,
    the americano has caffeine"."""
    if group == "shots" and group in item.groups:
        size = line.size or item.default_size
        shots = (line.shots or item.default_shots.get(size or "", 1)) + line.addons.get("espresso shot", 0)
        return f"the {named} has {shots} espresso shot{'s' * (shots != 1)}"
    if group == "shots":
        return f"the {named} has no espresso in it"
    if group not in item.groups:
        return (f"the {named} has no coffee or tea in it" if group == "caffeine"
                else f"the {named} has no {_GROUP_NAMES[group]} to choose")
    if group == "caffeine":
        if item.caffeine_free:
            return f"the {named} is caffeine free"
        if line.caffeine is None:
            return f"yes, the {named} has caffeine — it can be made decaf" + _surcharge(
                menu.option("caffeine", "decaf"))
        return f"the {named} is {menu.option('caffeine', line.caffeine).display}"
    value = _line_value(line, item, group, menu)
    if value is None:
        return f"the {named} comes with no milk" if group == "milk" else f"the {named} has no {group} chosen"
    shown = menu.option(group, str(value)).display if (group, str(value)) in menu.options else (
        menu.sizes[str(value)].display if group == "size" else str(value))
    return f"the {named} has {shown}" if group == "milk" else f"the {named} is {shown}"


_GROUP_NAMES = {"milk": "milk", "size": "size", "temp": "temperature"}


def _line_value(line: Line, item: Item, group: str, menu: Menu) -> str | int | None:
    """The line's value of ``group``, or what it comes with when none was asked: a latte ordered plainly
    is a hot, medium latte with whole milk ("is the latte hot?": yes)."""
    value = getattr(line, group, None)
    if value is not None:
        return value
    if group == "temp":
        return "hot" if menu.allows(line.item, "temp", "hot") else None
    return {"size": item.default_size, "milk": item.default_milk}.get(group)


def _is(group: str, display: str) -> str:
    """What a line has, in words: "is decaf", "has oat milk", "comes with room"."""
    if display.startswith("with "):
        return f"comes {display}"
    return f"is {display}" if group in ("size", "temp", "prep", "caffeine") else f"has {display}"


def _is_not(state: str) -> str:
    """The state turned: "isn't decaf", "doesn't have oat milk", "doesn't come with room"."""
    verb, _, rest = state.partition(" ")
    return f"isn't {rest}" if verb == "is" else f"doesn't {'have' if verb == 'has' else 'come'} {rest}"


def answer_question(about: list[str], menu: Menu) -> str:
    """Answer a menu question about names, aliases or group words (e.g. ["oat milk"], ["syrups"]); with
    "price" among them, the price of the one item asked ("A latte is short $3.75, … or large $5.25.")."""
    if which_question(about, menu):
        return which_question(about, menu)
    if about == [NO_COFFEE]:  # `coffee_free_asked`
        return _no_coffee(menu)
    if about == [NO_SUGAR]:  # `sugar_free_said.sugar_free_asked`
        return _no_sugar(menu)
    if PRICE in about:
        asked = [a for a in about if a != PRICE]
        return _kind_priced(asked, menu) or _price_of(asked, menu) or answer_question(asked, menu)
    if about and about[0] == WHAT + "shots":  # "how many shots in a large latte?"
        return _shots_of(about[1:], menu)
    if about == [UNSURE]:  # "do you have gluten free stuff?", nothing named
        return "Sorry, I can't tell you that from our menu — please ask at the counter."
    if DESCRIBE in about or UNSURE in about:
        asked = [a for a in about if a not in (DESCRIBE, UNSURE)]
        return _described(asked, menu, unsure=UNSURE in about) or answer_question(asked, menu)
    if about[:1] == [HOW_MANY] and about[1:2] and about[1] in menu.items:  # `vague_count_asked`
        said = [menu.option(*a.partition(":")[::2]).display for a in about[2:]
                if ":" in a and tuple(a.partition(":")[::2]) in menu.options]
        return f"How many {' '.join([*said, plural(menu.item(about[1]))])} would you like?"
    if about and about[0] in ("cheapest", "dearest"):  # `cheapest_asked`: an item by its price
        return _by_price(menu, dearest=about[0] == "dearest", kind=about[1] if len(about) > 1 else "")
    if ADDING in about:
        return ADD
    if CHANGING in about:
        return CHANGE
    if NO_LINE in about:
        return NO_SUCH_LINE
    if about[:1] == [NOT_ORDERED] and len(about) == 2:  # `absent_line_named`, `lacking_line_named`
        thing = menu.item(about[1]).display if about[1] in menu.items else about[1]
        return f"Your order has no {thing} — nothing has changed. Anything else?"
    if NEVER_MIND in about:
        return UNCHANGED
    if COUNTER in about:
        return AT_COUNTER
    if LEAVING in about:
        return GOODBYE
    if USUAL in about:
        return NO_USUAL
    if NOTED in about:
        return ANYTHING_MORE
    if about[:1] == [RECOMMEND]:
        return _recommended(about[1] if len(about) > 1 else "", menu)
    if len(about) == 1 and about[0].startswith(TASTE):
        from ordering.recommended import tasting  # it reads this module's kind words

        taste = about[0][len(TASTE):]
        names = [f"the {menu.item(n).display}" for n in tasting(taste, menu)]
        if taste == KIDS:  # and warm, where they can be
            warm = all(menu.allows(n, "temp", "warm") for n in tasting(taste, menu))
            said = " — they can be made warm rather than hot." if warm else "."
            return _sentence(f"for kids we have {join_words(names)}{said} What would you like?")
        if taste == "cold" and (iced := _all_drinks_iced(menu)):  # "something cold": and every drink iced
            return _sentence(f"for something cold we have {join_words(names)}, and {iced} — what would you "
                             "like?")
        return _sentence(f"for something {taste} we have {join_words(names)} — what would you like?")
    if OUNCES in about:
        return _ounces(menu)
    if LIMITS in about:
        limits = menu.limits
        if SHOTS in about:
            return (f"A drink can have up to {limits.max_shots} espresso shots, and up to "
                    f"{limits.max_addon_count} of any one add-on.")
        return (f"One order can have up to {limits.max_units_per_order} items, and up to "
                f"{limits.max_qty_per_line} of the same item on one line.")
    if about[-1:] == [COFFEE_IN] and len(about) == 2:  # `caffeine_asked.coffee_in_asked`
        return coffee_said(menu, about[0])
    if about[-1:] == [CAFFEINE]:  # `caffeine_asked`
        if about[:1] == [TEAS]:
            return caffeine_free_listed(menu, "tea")
        return caffeine_said(menu, about[0]) if len(about) == 2 else caffeine_free_listed(menu)
    if LATER in about:
        return NOT_LATER
    if WAITING in about:
        asked = [a for a in about if a != WAITING]
        return " ".join([answer_question(asked, menu), WAIT] if asked else [WAIT])
    if PAYMENT in about:
        asked = [a for a in about if a != PAYMENT]
        return " ".join([answer_question(asked, menu), PAYING] if asked else [PAYING])
    if about and about[0].startswith(FAMILY):  # "what muffins do you have?"
        noun = about[0][len(FAMILY):]
        family = family_items(menu, noun)
        sized = any(len(menu.item(n).sizes) > 1 for n in family)  # "green teas": names, no prices per size
        listed = [menu.item(n).display if sized else f"{menu.item(n).display} {prices_said(menu, n)}"
                  for n in family]
        counts = [a[len(COUNT):] for a in about if a.startswith(COUNT) and a[len(COUNT):].isdigit()]
        n = int(counts[0]) if counts else 0  # "a green tea": which of them, then the list
        which = f"Which {noun} would you like? " if n == 1 else f"Which {_number(n)} {noun}s would you like? "
        if parts := parts_said(about):  # "a hot green tea and an iced green tea": which for each
            which = f"{_parts_question(noun, parts, menu)} "
        return (which if n else "") + _sentence(f"our {noun}s: {join_words(listed)}")
    counts = [a for a in about if a.startswith(COUNT)]
    if counts and (parts := parts_said(about)):  # "a hot tea and an iced tea": which for each
        asked = [a for a in about if ":" not in a]
        question = _parts_question(_norm(asked[0]) if asked else "", parts, menu)
        return f"{question} {answer_question(asked, menu)}"
    if counts:  # "which two teas?"; the values said with the kind ("size:large") are kept, not asked
        asked = [a for a in about if ":" not in a]
        return f"{_which(counts[0][len(COUNT):], asked)} {answer_question(asked, menu)}".lstrip()
    found = [(_norm(a), _grouped_lookup(menu, a)) for a in about if _norm(a)]
    items = [hit[1] for _, hit in found if hit and hit[0] == "item"]
    if len(items) == 1 and len(found) == 2 and any(w in _GROUP_WORDS["size"] for w, _ in found):
        return _sizes_of(menu, items[0])  # "what sizes does the latte come in?"
    if len(items) == 1 and len(found) == 2:  # "what milks can I get in the cappuccino?"
        kinds = [w for w, hit in found if not hit or hit[0] != "item"]
        listed = _options_of(menu, items[0], kinds[0]) if kinds else None
        if listed:
            return listed
    opts = [hit for _, hit in found if hit and hit[0] != "item"]
    if len(items) == 1 and opts:
        answers = []
        for group, name in opts:
            option = menu.option(group, name)
            if group == "size" and name in menu.item(items[0]).sizes:  # "how much is a medium mocha?"
                price = format_cents(menu.item(items[0]).prices[name])
                answers.append(f"a {option.display} {menu.item(items[0]).display} is {price}")
            elif menu.allows(items[0], group, name):
                can = _can(group, option.display)
                answers.append(f"yes, the {menu.item(items[0]).display} {can}" + _surcharge(option))
            else:
                answers.append(not_available(menu, items[0], group, name))
        return " ".join(_sentence(a) for a in answers)
    answers = [_answer_one(menu, w, hit) for w, hit in found]
    return " ".join(dict.fromkeys(answers)) or _overview(menu)  # "dairy milks": the milks once


def _options_of(menu: Menu, item: str, word: str) -> str | None:
    """The options of the kind ``word`` names ("milks", "syrups") that ``item`` can have, or None where the
    word names no such kind."""
    kinds = [(group, None) for group, words in _GROUP_WORDS.items() if word in words and group != "size"]
    kinds += [("addon", category) for category, words in _ADDON_WORDS.items() if word in words]
    if not kinds:
        return None
    group, category = kinds[0]
    display = menu.item(item).display
    listed = _list_group(menu, group, category, item)
    if not listed:
        return _sentence(f"sorry, the {display} comes with no {word}")
    usual = menu.item(item).default_milk if group == "milk" else None
    if usual:  # "what milk is in a flat white?": its own, and the others it can have
        made_with = menu.option("milk", usual).display
        return _sentence(f"the {display} is made with {made_with}; it can have {listed}")
    return _sentence(f"for the {display} we have {listed}")


def _by_price(menu: Menu, *, dearest: bool, kind: str) -> str:
    """The item of ``kind`` ("drink", "food", "" for any) whose lowest price is lowest (highest when
    ``dearest``), with its price: "Our cheapest drink is the coffee: short $2.25, …"."""
    pick = menu.by_price(kind, dearest=dearest)
    what = {"drink": "drink", "food": "pastry"}.get(kind, "item")
    return _sentence(f"our {'most expensive' if dearest else 'cheapest'} {what} is the "
                     f"{menu.item(pick).display}: {prices_said(menu, pick)}")


def _recommended(kind: str, menu: Menu) -> str:
    """The café's favourite of ``kind`` with its prices, offered ("We recommend the earl grey tea: … — would
    you like one?"), or its favourites listed; of a kind with none, the kind's items."""
    from ordering.recommended import favourites_of  # it reads this module's kind words

    picks = favourites_of(kind, menu)
    if len(picks) == 1:
        item = menu.item(picks[0])
        return _sentence(f"we recommend the {item.display}: {prices_said(menu, item.name)} — would you like "
                         f"{'one' if item.sizes else 'it'}?")
    if not picks:
        return answer_question([kind], menu)
    return _sentence(f"our favourites are the {join_words([menu.item(n).display for n in picks])} — what "
                     f"would you like?")


def _ounces(menu: Menu) -> str:
    """The drink sizes with the ounces their names say ("small (12 oz)"), as the menu names them."""
    said = []
    for (group, _), option in menu.options.items():
        if group == "size":
            oz = next((a for a in option.aliases if re.fullmatch(r"\d+ oz", a)), None)
            said.append(f"{option.display} ({oz})" if oz else option.display)
    return _sentence(f"our drink sizes are {join_words(said)}")


def _sizes_of(menu: Menu, name: str) -> str:
    """The sizes an item comes in, with their prices: "The latte comes in short $3.75, … or large $5.25."."""
    item = menu.item(name)
    if not item.sizes:
        return _sentence(f"the {item.display} comes in one size: {prices_said(menu, name)}")
    return _sentence(f"the {item.display} comes in {prices_said(menu, name)}")


def _described(about: list[str], menu: Menu, *, unsure: bool) -> str | None:
    """What each item asked is (`item_described`): "A cortado is espresso cut with …", after "Sorry, I
    can't tell you that about the chai latte." where the question asks a property the menu does not hold
    (``unsure``); None when ``about`` names anything but items."""
    found = [_grouped_lookup(menu, a) for a in about]
    if not found or any(hit is None or hit[0] != "item" for hit in found):
        return None
    names = list(dict.fromkeys(hit[1] for hit in found if hit))
    said = [item_described(menu, n) for n in names]
    if unsure:
        said.insert(0, f"sorry, I can't tell you that about the {menu.item(names[0]).display}")
    return " ".join(_sentence(s) for s in said)


_NUMBER_NAMES = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_PLURALS = {"tea": "teas", "pastry": "pastries", "snack": "snacks", "drink": "drinks", "syrup": "syrups",
            "sauce": "sauces", "topping": "toppings", "spread": "spreads", "flavor": "flavors",
            "flavour": "flavours", "sweetener": "sweeteners", "tea latte": "tea lattes"}


_ADD_ON_KINDS = frozenset({"syrup", "sweetener"})


def _all_drinks_iced(menu: Menu) -> str:
    """"any of our drinks can be made iced" where every drink of the menu comes iced, else ""."""
    drinks = [n for n, item in menu.items.items() if item.category != "bakery"]
    return "any of our drinks can be made iced" if drinks and all(
        menu.allows(n, "temp", "iced") for n in drinks) else ""


def singular(kind: str) -> str:
    """One of a kind said in the plural: "pastries": "pastry", "teas": "tea"; "glass" and "tea" kept."""
    one = next((word for word, words in _PLURALS.items() if words == kind), None)
    return one or (kind.removesuffix("s") if kind.endswith("s") and not kind.endswith("ss") else kind)


def _which(count: str, asked: list[str]) -> str:
    """The question a count said of a kind asks: "Which two teas would you like?", "Which tea would you
    like?" of one ("" for no count)."""
    if not count.isdigit() or int(count) < 1:
        return ""
    n = int(count)
    said = _norm(asked[0]) if len(asked) == 1 else ""
    if n == 1:
        # "a tea", "some pastries"; "a latte with syrup" (`syrup_unnamed`)
        return f"Which {said} would you like?" if names_a_category(said) or said in _ADD_ON_KINDS else ""
    kind = said if said.endswith("s") else _PLURALS.get(said, "")
    number = _number(n)
    return f"Which {number} {kind} would you like?" if kind else f"Which {number} would you like?"


def _parts_question(kind: str, parts: list[dict[str, str]], menu: Menu) -> str:
    """The question of a kind asked of in parts that differ: "Which tea would you like for the hot one, and
    which for the iced one?" (`kind_parts`)."""
    groups = sorted(grouped_parts(parts), key=lambda group: not group[1])  # "the other one" last
    named = [_part_named(count, values, menu) for count, values in groups]
    one = singular(kind)  # "pastries": "Which pastry …"
    if len(named) == 1:
        return f"Which {one} would you like for {named[0]}?"
    if len(named) == 2:
        return f"Which {one} would you like for {named[0]}, and which for {named[1]}?"
    kinds = kind if kind.endswith("s") else _PLURALS.get(kind, kind)
    return f"Which {kinds} would you like for {join_words(named)}?"


def _part_named(count: int, values: dict[str, str], menu: Menu) -> str:
    """One part of a kind asked of, as the question names it: "the hot one", "the two large ones", "the one
    with honey", "the other one"."""
    choices = [menu.option(g, v).display for g, v in values.items() if g not in ("addon", "notes")]
    addons = [menu.option("addon", n).display for n in values.get("addon", "").split(",") if n]
    withs = [f"with {join_words(addons)}"] if addons else []
    withs += [values["notes"]] if values.get("notes") else []
    lead = "the" if count == 1 else f"the {_number(count)}"
    one = "one" if count == 1 else "ones"
    if not choices and not withs:
        return f"{lead} other {one}" if count == 1 else f"the other {_number(count)}"
    return " ".join([lead, *choices, one, *withs])


def _number(n: int) -> str:
    """A count in words where it is small ("two"), else in digits."""
    return _NUMBER_NAMES[n - 1] if n <= len(_NUMBER_NAMES) else str(n)


def _price_of(about: list[str], menu: Menu) -> str | None:
    """"A large latte is $5.25." / "A latte is short $3.75, …", or None when ``about`` is no one item; of
    several units of a size said, their total ("2 large mochas are $11.50 ($5.75 each).")."""
    units = next((int(a[len(UNITS):]) for a in about if a.startswith(UNITS)), 1)
    about = [a for a in about if not a.startswith(UNITS)]
    found = [_grouped_lookup(menu, a) for a in about]
    items = [hit[1] for hit in found if hit and hit[0] == "item"]
    sizes = [hit[1] for hit in found if hit and hit[0] == "size"]
    if len(found) == 1 and found[0] and found[0][0] not in ("item", "size"):  # "how much is oat milk?"
        option = menu.option(*found[0])
        extra = _surcharge(option).strip(" ()+")
        return _sentence(f"{option.display} is {extra} extra" if extra else f"{option.display} is free")
    if len(items) != 1 or None in found:
        return None
    item = menu.item(items[0])
    values = [hit for hit in found if hit[0] not in ("item", "size")]
    if values or units > 1 and sizes and sizes[0] in item.sizes:
        return _priced_as_said(menu, items[0], sizes[:1], values, units)
    if sizes and sizes[0] in item.sizes:
        shown = f"{menu.sizes[sizes[0]].display} {item.display}"
        return _sentence(f"{_a(shown)} {shown} is {format_cents(item.prices[sizes[0]])}")
    return _sentence(f"{_a(item.display)} {item.display} is {prices_said(menu, items[0])}")


def _kind_priced(about: list[str], menu: Menu) -> str | None:
    """The prices of a kind of several items ("how much are the teas?"): "Our muffins are $3.25 each: …"
    where they cost the same, else the items of each price together; None for no such kind."""
    if len(about) != 1 or ":" in about[0] or not about[0].endswith("s"):  # "a muffin": the house muffin's
        return None
    noun = about[0].removesuffix("s")
    family = family_items(menu, noun)
    if len(family) < 2:
        return None
    by_price: dict[str, list[str]] = {}
    for name in family:
        by_price.setdefault(prices_said(menu, name), []).append(menu.item(name).display)
    if len(by_price) == 1:
        price, names = next(iter(by_price.items()))
        return _sentence(f"our {noun}s are {price} each: {join_words(names)}")
    if all(len(names) == 1 for names in by_price.values()):  # "Our croissants: butter croissant $3.50 and …"
        return _sentence(f"our {noun}s: " + join_words([f"{names[0]} {p}" for p, names in by_price.items()]))
    return " ".join(_sentence(f"{join_words(names)}: {price}") for price, names in by_price.items())


def _priced_as_said(menu: Menu, name: str, sizes: list[str], values: list[tuple[str, str]], units: int = 1
                    ) -> str | None:
    """"A large oat milk latte is $5.95." / "An oat milk latte is short $4.45, …": the item with the values
    asked of, priced as a line of them would be; None where the item cannot take one of them. Of several
    units of a size, their total ("2 large mochas are $11.50 ($5.75 each).")."""
    if any(not menu.allows(name, group, value) for group, value in values):
        return None
    fields, addons = value_fields([f"{group}:{value}" for group, value in values])
    line = Line(id=1, item=name, addons=addons, **fields)
    item = menu.item(name)
    if sizes and sizes[0] in item.sizes:
        line = line.model_copy(update={"size": sizes[0]})
    shown = describe_line(line, menu, counted=True)
    if units > 1 and (line.size is not None or not item.sizes):
        many = describe_line(line.model_copy(update={"qty": units}), menu, counted=True)
        each = price_line(line, menu)
        return _sentence(f"{many} are {format_cents(each * units)} ({format_cents(each)} each)")
    if line.size is not None or not item.sizes:
        return _sentence(f"{shown} is {format_cents(price_line(line, menu))}")
    prices = [f"{menu.sizes[s].display} {format_cents(price_line(line.model_copy(update={'size': s}), menu))}"
              for s in item.sizes]
    return _sentence(f"{shown} is {join_words(prices, 'or')}")


def _answer_one(menu: Menu, word: str, hit: tuple[str, str] | None) -> str:
    if hit is not None and word.endswith("s"):  # "sweeteners" is also an alias of the sweetener: all of them
        hit = next((None for category, words in _ADDON_WORDS.items() if word in words), hit)
    if hit is not None:
        kind, name = hit
        if kind == "item":
            return _sentence(f"yes, we have the {menu.item(name).display}: {prices_said(menu, name)}")
        option = menu.option(kind, name)
        if kind == "temp":  # "do you have anything iced?": which drinks come so
            drinks = [n for n, item in menu.items.items() if "temp" in item.groups]
            but = [menu.item(n).display for n in drinks if not menu.allows(n, "temp", name)]
            if len(but) < len(drinks) and len(but) <= 3:
                rest = f" but the {join_words(but)}" if but else ""
                return _sentence(f"yes, all our drinks come {option.display}{rest}")
        return _sentence(f"yes, we have {option.display}{_surcharge(option)}")
    for group, group_words in _GROUP_WORDS.items():
        if word in group_words:
            return _sentence(f"our {group} options: {_list_group(menu, group)}")
    for category, addon_words in _ADDON_WORDS.items():
        if word in addon_words:
            return _sentence(f"we have {_list_group(menu, 'addon', category)}")
    if word == "drinks":  # "what drinks do you have?": every section of drinks, not the espresso drinks alone
        sections = [(c.display, [i.display for n, i in menu.items.items()
                                 if i.category == c.name and menu.kind(n) == "drink"])
                    for c in menu.categories.values()]
        return _sentence("our " + "; ".join(f"{name}: {join_words(items)}" for name, items in sections
                                            if items))
    for category, category_words in _SECTIONS.items():
        if word in category_words:
            names = [i.display for i in menu.items.values() if i.category == category]
            return _sentence(f"our {menu.categories[category].display}: {join_words(names)}")
    if word == ALLERGY:
        return "For an allergy, please tell the barista when you collect your order."
    if word == NON_DAIRY_MILKS:
        plant = [o for (g, n), o in menu.options.items() if g == "milk" and _PLANTS.intersection(n.split())]
        return _sentence(f"our non-dairy milks: {join_words([o.display + _surcharge(o) for o in plant])}"
                         if plant else "sorry, we have no non-dairy milks")
    if word in _OVERVIEW:
        return _overview(menu)
    if len(word) <= 40 and all(ch.isalnum() or ch in " -'%&" for ch in word):
        lacking = _sentence(f"sorry, we don't have {word}")
        family = menu.food_family_of(word.removesuffix("s"))  # "almond croissants": our croissants
        if not family:
            return lacking
        noun = word.split()[-1].removesuffix("s")
        listed = [f"{menu.item(n).display} {prices_said(menu, n)}" for n in family]
        return f"{lacking} {_sentence(f'our {noun}s: {join_words(listed)}')}"
    return "We don't have that."


def _overview(menu: Menu) -> str:
    sections = join_words([c.display for c in menu.categories.values()])
    return _sentence(f"we have {sections} — what would you like?")


def _changes(old: Line, new: Line, menu: Menu) -> tuple[list[str], bool]:
    """List what changed on a line; the flag says every part is a plain value (reads as "to X")."""
    parts, plain = [], True
    if new.qty != old.qty:
        parts.append(f"quantity {new.qty}")
    for group in ("size", "temp", "caffeine", "shots", "milk"):
        before, after = getattr(old, group), getattr(new, group)
        if before != after:
            if after is None and group == "milk" and menu.item(new.item).default_milk is None:
                parts.append("no milk")  # "make it black" of a coffee with cream: none is its usual
            elif after is None:
                parts.append(_USUAL[group])
            else:
                option = menu.options.get((group, str(after)))
                shown = option.display if option else str(after)
                parts.append(f"{shown} shot" if group == "shots" else shown)
    extra: list[str] = []
    for name, count in new.addons.items():
        if old.addons.get(name) != count:
            extra.append(f"with {menu.option('addon', name).display}" + (f" ×{count}" if count != 1 else ""))
    extra += [f"without {menu.option('addon', n).display}" for n in old.addons if n not in new.addons]
    extra += [f"no {r}" for r in new.removals if r not in old.removals]
    extra += [f"with {r} again" for r in old.removals if r not in new.removals
              and new.addons.get(r) == old.addons.get(r)]  # an add-on put back on says it already
    extra += [menu.option("prep", p).display for p in new.preps if p not in old.preps]
    extra += [_not_prep(menu.option("prep", p).display) for p in old.preps if p not in new.preps]
    if new.notes != old.notes:
        extra.append(f'note "{new.notes}"' if new.notes else f'note "{old.notes}" taken off')
    if new.who != old.who and new.who:
        extra.append(f"for {_person(new.who)}")
    if extra:
        plain = False
    return parts + extra, plain


def _not_prep(display: str) -> str:
    """A preparation taken off: "no room" (for "with room"), "not toasted"."""
    return f"no {display[5:]}" if display.startswith("with ") else f"not {display}"


def _change_sentence(old: Line | None, before: Cart, after: Cart, line_id: int, menu: Menu) -> str:
    """Describe a changed line by comparing it before the turn with its final state ("" if unchanged)."""
    new = after.line_by_id(line_id)
    if old is None or new is None:
        return ""
    parts, plain = _changes(old, new, menu)
    if not parts:
        return ""
    if new.who and parts == [f"for {_person(new.who)}"]:  # only given to someone: "the latte is for Jen"
        name = describe_line(Line(id=old.id, item=old.item, qty=old.qty), menu, counted=old.qty > 1)
        return f"Got it, the {name} {'are' if old.qty > 1 else 'is'} for {_person(new.who)}."
    given = bool(new.who) and parts[0] == f"quantity {new.qty}" and parts[1:] == [f"for {_person(new.who)}"]
    if parts == [f"quantity {new.qty}"] or given:  # "actually two"; "one for me and one for jen": as it is
        total = format_cents(price_line(new, menu) * new.qty)
        whom = f" {parts[1]}" if given else ""
        return f"You now have {describe_line(new, menu, counted=True)}{whom} ({total})."
    name = describe_line(Line(id=old.id, item=old.item, qty=old.qty), menu, counted=old.qty > 1)  # "2 lattes"
    if parts[0] == f"quantity {new.qty}" and new.who == old.who:  # fewer units, and changed: as it now is
        total = format_cents(price_line(new, menu) * new.qty)
        return f"You now have {describe_line(new, menu, counted=True)} ({total}) in place of the {name}."
    whose = _whose(new, after) or "the"  # "your son's latte"
    if whose == "the" and sum(line.item == old.item for line in before.lines) > 1:
        name = _told_apart(old, before, menu) or f"{name} on line {after.lines.index(new) + 1}"
    if plain:
        return f"Changed {whose} {name} to {join_words(parts)}."
    return f"Changed {whose} {name}: {', '.join(parts)}."


def _splits(result: ApplyResult, before: Cart) -> dict[int, list[int]]:
    """{line id: the lines added this turn of its units}: a line of several units the turn left fewer of,
    where the lines the turn added of its item hold exactly the units it lost ("make one of them iced"
    of three lattes: one latte, and a line of the two left)."""
    added = [line_id for edit, line_id in zip(result.applied, result.line_ids, strict=True)
             if isinstance(edit, AddLine) and line_id is not None]
    splits: dict[int, list[int]] = {}
    for edit, line_id in zip(result.applied, result.line_ids, strict=True):
        old = before.line_by_id(line_id) if isinstance(edit, ChangeLine) and line_id is not None else None
        new = result.cart.line_by_id(line_id) if old is not None else None
        if old is None or new is None or new.qty >= old.qty or line_id in splits:
            continue
        taken = {a for adds in splits.values() for a in adds}
        mine = [a for a in added if a not in taken and (line := result.cart.line_by_id(a)) is not None
                and line.item.split()[-1] == old.item.split()[-1]]  # "make one of them lemon" of muffins
        if mine and sum(result.cart.line_by_id(a).qty for a in mine) == old.qty - new.qty:
            splits[line_id] = mine
    return splits


def _split_sentence(old: Line, added: list[int], after: Cart, menu: Menu) -> str:
    """ "The 3 lattes are now 2 lattes ($9.50) and an iced latte ($4.75).": a line split in this turn, said
    with its values ("the 2 half and half coffees")."""
    new = after.line_by_id(old.id)
    whose = (_whose(old, after) or "the").capitalize()
    name = describe_line(old.model_copy(update={"notes": None, "who": None}), menu, counted=old.qty > 1)
    parts = []
    for line in [new, *(after.line_by_id(a) for a in added)]:
        whom = _for_whom(line, after) or (f"for {_person(line.who)}" if line.who else "")  # "for you" too
        total = format_cents(price_line(line, menu) * line.qty)
        parts.append(f"{describe_line(line, menu, counted=True)}{' ' * bool(whom)}{whom} ({total})")
    return f"{whose} {name} {'are' if old.qty > 1 else 'is'} now {join_words(parts)}."


def _told_apart(line: Line, cart: Cart, menu: Menu) -> str | None:
    """The line said with its values where they tell it from the cart's other lines of its item ("small
    decaf americano" beside a small americano); None where they do not (then its place says which)."""
    said = describe_line(line, menu, counted=line.qty > 1)
    others = {describe_line(other, menu, counted=other.qty > 1)
              for other in cart.lines if other.item == line.item and other.id != line.id}
    plain = describe_line(Line(id=line.id, item=line.item, qty=line.qty), menu, counted=line.qty > 1)
    return said if said != plain and said not in others else None


def _summary(cart: Cart, menu: Menu) -> str:
    """The order read back: lines that order the same thing said once with their count ("2 decaf flat
    whites ($9.00)", not "a decaf flat white ($4.50), a decaf flat white ($4.50)"), then the total."""
    priced = price_cart(cart, menu)
    groups: list[tuple[Line, int, int]] = []  # (the line, units, cents) of each thing ordered
    for p in priced.lines:
        same = next((k for k, (line, _, _) in enumerate(groups) if line.same_order(p.line)), None)
        if same is None:
            groups.append((p.line, p.line.qty, p.total_cents))
        else:
            line, units, cents = groups[same]
            groups[same] = (line, units + p.line.qty, cents + p.total_cents)
    lines = []
    for line, units, cents in groups:
        whom = _for_whom(line, cart)  # "a latte for Jen", where the order is for several people
        shown = line.model_copy(update={"qty": units})
        lines.append(f"{describe_line(shown, menu, counted=True)}{' ' * bool(whom)}{whom} "
                     f"({format_cents(cents)})")
    where = {True: ", to go", False: ", for here"}.get(cart.to_go, "")
    return f"Here's your order: {join_words(lines)}. Total {format_cents(priced.total_cents)}{where}."


def _whose_lines(who: str, cart: Cart, menu: Menu) -> str:
    """"Sam is having an iced latte ($4.75)." — the lines of one person, priced (`whose_asked`)."""
    priced = [p for p in price_cart(cart, menu).lines if p.line.who == who]
    person = _person(who)
    if not priced:
        return f"Nothing in the order is for {person} yet."
    said = [f"{describe_line(p.line, menu, counted=True)} ({format_cents(p.total_cents)})"
            for p in priced]
    return _sentence(f"{person} {'are' if person == 'you' else 'is'} having {join_words(said)}")


def _swaps(result: ApplyResult, before: Cart, menu: Menu) -> dict[int, Line]:
    """The line each added line takes the place of, by the added line's id, when a turn swaps items for
    others of their kind ("switch the macchiato to a flat white", "scratch that, an iced mocha" of a mocha;
    "blueberry" of two house muffins, one warmed): as many lines removed as added, nothing else added or
    removed; or, where more are added, each removal followed by a line of another item that takes its
    place ("lemon poppyseed and earl grey" of a house muffin, a tea asked: the tea added besides). The reply
    says "Changed the macchiato to a flat white", not a removal and an addition."""
    removed = [i for e, i in zip(result.applied, result.line_ids, strict=True) if isinstance(e, RemoveLine)]
    added = [i for e, i in zip(result.applied, result.line_ids, strict=True) if isinstance(e, AddLine)]
    applied = list(zip(result.applied, result.line_ids, strict=True))
    followed = [(i, applied[k + 1][1]) for k, (e, i) in enumerate(applied[:-1])
                if isinstance(e, RemoveLine) and isinstance(applied[k + 1][0], AddLine)]
    if removed and len(added) > len(removed) and len(followed) == len(removed) and all(
            (old := before.line_by_id(i)) and (new := result.cart.line_by_id(j)) and old.item != new.item
            for i, j in followed):  # not "two lattes", then "one latte and one mocha": two lines of theirs
        removed, added = [i for i, _ in followed], [j for _, j in followed]
    if not removed or len(removed) != len(added):
        return {}
    swaps = {}
    for old_id, new_id in zip(removed, added, strict=True):
        old, new = before.line_by_id(old_id), result.cart.line_by_id(new_id)
        if old is None or new is None or old.item not in menu.items or new.item not in menu.items:
            return {}  # the same item made again ("scratch that, an iced mocha") is a change too
        if menu.kind(old.item) != menu.kind(new.item):
            return {}
        swaps[new_id] = old
    return swaps


def build_reply(result: ApplyResult, before: Cart, menu: Menu, *, intent: str, understood: bool) -> str:
    """Build the reply from what was applied, refused and asked; never claims what the cart lacks."""
    if not understood:
        return NOT_UNDERSTOOD
    after = result.cart
    out: list[str | list[str]] = []  # sentences; a list is the lines added together ("Added a, b and c.")
    changed: list[int] = []
    unchanged: list[tuple[ChangeLine, Line]] = []  # changes that found the line so already
    removals: list[str] = []  # the lines removed in the last sentence, said together
    changed_cart = False
    swaps = _swaps(result, before, menu)
    swapped_out = {old.id for old in swaps.values()}
    asking_at: int | None = None  # where the question that asks to choose is said ("Which tea …?")
    splits = _splits(result, before)
    split_off = {added for adds in splits.values() for added in adds}
    for edit, line_id in zip(result.applied, result.line_ids, strict=True):
        if line_id in swapped_out:  # said with the line that takes its place
            continue
        if line_id in split_off:  # said with the line it was split from
            continue
        if isinstance(edit, ChangeLine) and line_id in splits and line_id not in changed:
            changed.append(line_id)
            out.append(_split_sentence(before.line_by_id(line_id), splits[line_id], after, menu))
            changed_cart = True
        elif isinstance(edit, AddLine):
            line = after.line_by_id(line_id)
            if line is not None:
                total = format_cents(price_line(line, menu) * line.qty)
                if line_id in swaps:
                    was = swaps[line_id]
                    old = Line(id=was.id, item=was.item, qty=was.qty)  # by its item: "the latte"
                    name = describe_line(old, menu, counted=old.qty > 1)
                    out.append(f"Changed the {name} to {describe_line(line, menu, counted=True)} ({total}).")
                else:
                    whom = _for_whom(line, after)
                    added = f"{describe_line(line, menu, counted=True)}{' ' * bool(whom)}{whom} ({total})"
                    if out and isinstance(out[-1], list):  # one sentence for the lines added together
                        out[-1].append(added)
                    else:
                        out.append([added])
                changed_cart = True
        elif isinstance(edit, ChangeLine) and line_id not in changed:
            changed.append(line_id)
            sentence = _change_sentence(before.line_by_id(line_id), before, after, line_id, menu)
            plain = _plain_change(before.line_by_id(line_id), after, line_id, menu)
            if sentence and plain and out and isinstance(out[-1], _SameChange) and out[-1].to == plain[1]:
                out[-1].lines.append(plain[0])  # "Changed all 3 coffees to large."
                out[-1].sentences.append(sentence)
                changed_cart = True
            elif sentence:
                out.append(_SameChange([plain[0]], plain[1], [sentence]) if plain else sentence)
                changed_cart = True
            elif after.line_by_id(line_id) is not None:
                unchanged.append((edit, after.line_by_id(line_id)))
        elif isinstance(edit, RemoveLine):
            line = before.line_by_id(line_id)
            if line is not None:
                whose = _whose(line, before) or "the"  # "Removed your son's latte."
                removed = f"{whose} {describe_line(line, menu, counted=line.qty > 1)}"
                if out and out[-1] == f"Removed {join_words(removals)}.":  # "Removed the mocha and the tea."
                    out[-1] = f"Removed {join_words([*removals, removed])}."
                    removals.append(removed)
                else:
                    removals = [removed]
                    out.append(f"Removed {removed}.")
                changed_cart = True
        elif isinstance(edit, ClearCart):
            out.append("I've cleared your order." if before.lines else "Your order is already empty.")
            changed_cart = True
        elif isinstance(edit, SetOrder):
            if edit.to_go is not None:
                out.append("Got it, to go." if after.to_go else "Got it, for here.")
            if edit.customer_name and after.customer_name:
                out.append(f"Thanks, {after.customer_name}.")
            changed_cart = True  # "oh wait make it to go": and "Anything else?", the order still open
        elif isinstance(edit, AskMenu) and edit.ref is not None and 1 <= edit.ref <= len(before.lines):
            out.append(answer_of_line(edit.about, before.lines[edit.ref - 1], menu, before))
        elif isinstance(edit, AskMenu) and edit.ref is not None and 1 <= edit.ref <= len(after.lines):
            out.append(answer_of_line(edit.about, after.lines[edit.ref - 1], menu, after))  # added this turn
        elif isinstance(edit, AskMenu) and len(edit.about) == 1 and edit.about[0].startswith(WHOSE_ASKED):
            out.append(_whose_lines(edit.about[0][len(WHOSE_ASKED):], after, menu))  # "what's Sam having?"
        elif isinstance(edit, AskMenu) and edit.about == [NAME_ASKED]:  # from the cart, not the menu
            out.append(f"The order is under {after.customer_name}." if after.customer_name else
                       'No name yet — say "my name is …", or type it in "Name for the order".')
        elif isinstance(edit, AskMenu):
            if asking_at is None and _asks_which([edit]):
                asking_at = len(out)
            out.append(answer_question(edit.about, menu))
        elif isinstance(edit, Greet):
            out.append(HELLO_AGAIN if after.lines else HELLO)
        elif isinstance(edit, ReviewOrder) and not result.finished:  # finishing reads it back anyway
            out.append(_summary(after, menu) if after.lines else EMPTY)
            changed_cart = True  # ends with "Anything else?" like a change does
    # what we don't have is said before a question that asks to choose: the question is the last word
    at = len(out) if asking_at is None else asking_at
    out[at:at] = _refusals(result.refused, menu)
    if result.finished and after.lines:
        out += [_summary(after, menu), CONFIRM]
    elif not out and (already := [t for t in (_already(e, line, menu) for e, line in unchanged) if t]):
        out += [*already, "Anything else?"]  # "large is fine" of a large
    elif not out:
        out.append(_fallback(intent, after, menu))
    elif changed_cart and after.lines and not _asks_which(result.applied) and not (
            isinstance(out[-1], str) and out[-1].endswith("?")):  # "… whole milk or almond milk?" asks
        out.append("Anything else?")
    return " ".join(f"Added {_list_added(s)}." if isinstance(s, list) else
                    s.said(before, menu) if isinstance(s, _SameChange) else s for s in out)


@dataclass
class _SameChange:
    """Lines a turn changed alike ("make them all large"), said in one sentence where their items name them;
    else each line's own sentence."""

    lines: list[Line]  # each as it was before the turn
    to: str  # what they were changed to ("large", "decaf and iced")
    sentences: list[str]  # each line's own sentence

    def said(self, before: Cart, menu: Menu) -> str:
        """"Changed both lattes to decaf.", "Changed all 3 coffees to large.", "Changed the latte and the
        mocha to large.", "Changed all 3 drinks to iced." (every line of the order)."""
        items = [line.item for line in self.lines]
        units = sum(line.qty for line in self.lines)
        every = {line.id for line in before.lines} == {line.id for line in self.lines}
        if len(self.lines) == 1:
            return self.sentences[0]
        if len(set(items)) == 1 and {line.id for line in before.lines if line.item == items[0]} == {
                line.id for line in self.lines}:
            noun = plural(menu.item(items[0])) if items[0] in menu.items else items[0]
            return f"Changed {'both' if units == 2 else f'all {units}'} {noun} to {self.to}."
        if all(sum(line.item == item for line in before.lines) == 1 for item in items):
            names = [describe_line(Line(id=line.id, item=line.item, qty=line.qty), menu, counted=line.qty > 1)
                     for line in self.lines]
            return f"Changed {join_words([f'the {name}' for name in names])} to {self.to}."
        if every:
            drinks = all(item in menu.items and menu.item(item).category != "bakery" for item in items)
            return f"Changed all {units} {'drinks' if drinks else 'items'} to {self.to}."
        return " ".join(self.sentences)


def _plain_change(old: Line | None, after: Cart, line_id: int, menu: Menu) -> tuple[Line, str] | None:
    """(the line as it was, what it was changed to) where the change reads "to <values>" alone, not given to
    anyone and not a new count; else None."""
    new = after.line_by_id(line_id)
    if old is None or new is None or old.who or new.who:
        return None
    parts, plain = _changes(old, new, menu)
    if not parts or not plain or new.qty != old.qty:
        return None
    return old, join_words(parts)


_LACKED = "sorry, we don't have "


def _refusals(refused: list[Refusal], menu: Menu) -> list[str]:
    """The reasons edits were refused, in order; things we lack said together: "Sorry, we don't have peach
    tea or passion fruit tea." (not a sentence each)."""
    out: list[str] = []
    lacked: list[str] = []
    for refusal in refused:
        alone = refusal.reason.startswith(_LACKED) and not lacked_family(refusal.edit, menu)
        if alone and refusal.reason[len(_LACKED):] not in lacked:
            lacked.append(refusal.reason[len(_LACKED):])
            if len(lacked) == 1:
                out.append("")  # its place, said once all are known
        elif not alone:
            out.append(_refused(refusal, menu))
    return [_sentence(_LACKED + join_words(lacked, "or")) if not s else s for s in out]


def _refused(refusal: Refusal, menu: Menu) -> str:
    """The reason an edit was refused, and for a kind of a family the menu lacks ("a chocolate muffin")
    the family it has: "Sorry, we don't have chocolate muffin. Our muffins: apple bran muffin $3.25, …"."""
    family = lacked_family(refusal.edit, menu)
    if not family:
        return _sentence(refusal.reason)
    noun = refusal.edit.item.split()[-1]
    listed = [f"{menu.item(n).display} {prices_said(menu, n)}" for n in family]
    return f"{_sentence(refusal.reason)} {_sentence(f'our {noun}s: {join_words(listed)}')}"


def _for_whom(line: Line, cart: Cart) -> str:
    """ "for your son", "for Jen", "for you": whom the line is for, said where the cart's lines are for more
    than one person, or the line is for someone other than the customer ("and a mocha for my coworker");
    else ""."""
    if line.who is None or line.who == "me" and len({other.who for other in cart.lines if other.who}) < 2:
        return ""
    return f"for {_person(line.who)}"


def _person(who: str) -> str:
    """ "you", "your son", "Jen": a line's person as the reply says them."""
    if who == "me":
        return "you"
    mine, _, kin = who.partition(" ")
    return f"your {kin}" if mine == "my" and kin else who.capitalize()


def _whose(line: Line, cart: Cart) -> str:
    """ "your son's", "Jen's", "your": whose the line is, said as `_for_whom` is (else "")."""
    whom = _for_whom(line, cart).removeprefix("for ")
    plural = whom.startswith("your ") and whom.endswith("s")  # "your kids'"
    return {"": "", "you": "your"}.get(whom, f"{whom}'" if plural else f"{whom}'s")


def _asks_which(applied: list) -> bool:
    """Whether the reply asks the customer to choose ("Which tea would you like?", "How many lattes would you
    like?"): no "Anything else?"."""
    return any(isinstance(e, AskMenu) and e.ref is None and (
        any(a.startswith((COUNT, WHICH)) for a in e.about) or e.about[:1] == [HOW_MANY]) for e in applied)


def _list_added(parts: list[str]) -> str:
    """The lines added, as a list: "a, b and c", or "a; b, warmed; and c" where a part has a comma."""
    if len(parts) > 2 and any("," in p for p in parts):
        return "; ".join(parts[:-1]) + "; and " + parts[-1]
    return join_words(parts)


_PLAIN_SAID = frozenset({"caffeine", "milk"})  # taken back to the usual by "regular"


def _already(edit: ChangeLine, line: Line, menu: Menu) -> str:
    """A change that found the line so already, said so: "The mocha is large already.", "The latte has oat
    milk already." ("" if it set no value: a note, say)."""
    state = [menu.option(g, getattr(edit, g)).display for g in ("size", "temp", "caffeine")
             if getattr(edit, g) is not None and getattr(line, g) == getattr(edit, g)
             and (g, str(getattr(edit, g))) in menu.options]
    has = [menu.option("milk", edit.milk).display] if edit.milk and line.milk == edit.milk and (
        "milk", edit.milk) in menu.options else []
    has += [menu.option("addon", n).display for n in edit.add_addons
            if n in line.addons and ("addon", n) in menu.options]
    said = [f"is {join_words(state)}"] * bool(state) + [f"has {join_words(has)}"] * bool(has)
    if not said and "milk" in edit.unset and line.milk is None and menu.item(line.item).default_milk is None:
        said = ["has no milk"]  # "black please" of a coffee
    if not said and edit.unset and all(g in _PLAIN_SAID and getattr(line, g) is None for g in edit.unset):
        usual = menu.item(line.item).default_milk  # "and the other one regular" of a plain latte
        said = ["is regular" if "milk" not in edit.unset or not usual
                else f"has {menu.option('milk', usual).display}"]
    if not said and edit.drop and not set(edit.drop) & {*line.addons, *line.removals} and all(
            ("addon", n) in menu.options for n in edit.drop):  # "and the other without" of a plain latte
        said = [f"has no {join_words([menu.option('addon', n).display for n in edit.drop])}"]
    if not said and edit.qty is not None and edit.qty == line.qty:  # "ok 3 then" of three espressos
        units = describe_line(Line(id=line.id, item=line.item, qty=line.qty), menu, counted=True)
        return _sentence(f"you have {units} already")
    if not said:
        return ""
    name = describe_line(Line(id=line.id, item=line.item), menu)
    return _sentence(f"the {name} {' and '.join(said)} already")


def _fallback(intent: str, cart: Cart, menu: Menu) -> str:
    """Reply when the turn changed nothing and refused nothing."""
    if intent == "question":
        return _overview(menu)
    if intent == "offtopic":
        return f"{NOT_UNDERSTOOD} I can help with anything on our menu."
    if intent == "finish":
        return f"{_summary(cart, menu)} {CONFIRM}" if cart.lines else EMPTY
    if intent == "cancel":
        return "Okay. Is there anything else I can get you?"
    return "Sorry, I couldn't find anything to change in that — could you say it another way?"
