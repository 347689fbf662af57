"""'Make that two teas', 'make it two muffins': a count said of the cart's line by the plain noun of its
family is more of that line, not another item and not a question.

"Muffin" and "croissant" are the house items' aliases, so "a blueberry muffin", then "make it two
muffins", was read as the line made into two apple bran muffins (`made_into`), and "a large peppermint
tea", then "actually make that two teas", asked "Which two teas would you like?" (`kinds_counted`): "tea"
names ten items. Where the whole turn is "make it / that <count> <noun>" (with "actually", "oh", "please"
and the like around it) or "actually <count> <noun>" (the count said after a word that corrects: "a lemon
poppyseed muffin", then "actually two muffins", added two apple bran muffins beside the two) or "<count>
<noun> instead (of one)" ("and two muffins instead of one" of a blueberry muffin made two apple bran),
the noun's family (`Menu.family`: the items whose name ends in it) holds an item of the cart, and the
count is a plain one, the turn sets that line's count: the cart's last line of the family, as "it" and
"that" mean the line last said.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ordering.dsl import is_count, number_value
from ordering.edits import ChangeLine, Edit
from ordering.said import is_number

_RECOUNTED = re.compile(
    r"^(?:(?:actually|oh|ok|okay|um|uh|hmm|sorry|no|wait|so|and|yeah|yes|please|can|could|would|you|"
    r"i|think|let's|lets)[\s,.!]+)*(?:make|change)\s+(?:it|that|this)\s+(?:to\s+|into\s+)?\S+\s+"
    r"(?P<noun>[a-z]+)(?:[\s,]+(?:please|instead|then|total|in\s+total|thanks))*\s*[.!]*$",
    re.I)

# "actually two muffins": the count said alone, after a word that corrects what was said
_CORRECTED = re.compile(
    r"^(?:(?:oh|ok|okay|um|uh|hmm|so|and|yeah)[\s,.!]+)*(?:actually|sorry|wait|no)[\s,.!]+(?:(?:i\s+meant|"
    r"make\s+that|make\s+it)\s+)?\S+\s+(?P<noun>[a-z]+)(?:[\s,]+(?:please|instead|then|total|in\s+total|"
    r"thanks))*\s*[.!]*$", re.I)

# "and two muffins instead of one": the count said with "instead" (of the one there is)
_INSTEAD = re.compile(
    r"^(?:(?:actually|oh|ok|okay|um|uh|hmm|sorry|no|wait|so|and|yeah|yes|then)[\s,.!]+)*"
    r"(?:(?:make\s+(?:it|that)|i'?ll\s+(?:have|take)|i'?d\s+like|can\s+i\s+(?:have|get)|give\s+me)\s+)?"
    r"(?P<count>\S+)\s+(?P<noun>[a-z]+)\s+instead(?:\s+of\s+(?:just\s+)?(?:one|1|the\s+one))?"
    r"(?:[\s,]+(?:please|thanks))*\s*[.!]*$", re.I)


def kind_recounted(edits: Sequence[Edit], text: str, words: Sequence[str], cart: Any, menu: Any
                   ) -> list[Edit]:
    """``edits``, or the count said set on the cart's last line of the family the turn names (see the
    module)."""
    match = (_RECOUNTED.match(text) or _CORRECTED.match(text) or _INSTEAD.match(text)) \
        if text and len(text) <= 120 and cart.lines else None
    counts = [number_value(t) for t in words if is_count(t)]
    if match is not None and "count" in match.groupdict():  # "… instead of one": the count said first
        counts = counts[:1] if is_number(match["count"].lower()) else []
    if match is None or menu is None or len(counts) != 1 or counts[0] < 1:
        return list(edits)
    said = match["noun"].lower()
    noun = next((n for n in (said, said[:-1], said[:-2]) if n and len(menu.family(n)) >= 2), None)
    if noun is None:
        return list(edits)
    family = set(menu.family(noun))
    lines = [k for k, line in enumerate(cart.lines, 1) if line.item in family]
    # "make that two lattes" of a latte and a chai latte: the latte, the item the noun names itself
    lines = [k for k in lines if cart.lines[k - 1].item == noun] or lines
    return [ChangeLine(ref=lines[-1], qty=counts[0])] if lines else list(edits)
