"""The parse cache's key and value: what makes two turns share an entry, and a lossless round trip."""

from __future__ import annotations

from ordering.cart import Cart, Line
from ordering.edits import AddLine, ChangeLine
from workers.cache import CachedParse, cache_key, normalise

VERSIONS = {"model": "m1", "menu": "u1", "pipeline": "p1"}


def test_normalise_folds_case_width_and_spaces_only():
    assert normalise("  One  LATTE\tplease ") == "one latte please"
    assert normalise("ｌａｔｔｅ") == "latte"  # NFKC: full-width letters
    assert normalise("latte, please") != normalise("latte please")  # punctuation is the pipeline's business


def test_key_depends_on_versions_text_and_cart():
    empty = Cart().digest()
    base = cache_key(VERSIONS, "one latte", empty)
    assert cache_key(VERSIONS, "ONE  latte", empty) == base
    assert cache_key(VERSIONS, "two lattes", empty) != base
    assert cache_key(dict(VERSIONS, model="m2"), "one latte", empty) != base
    assert cache_key(dict(VERSIONS, menu="u2"), "one latte", empty) != base
    assert cache_key(dict(VERSIONS, pipeline="p2"), "one latte", empty) != base
    assert cache_key(dict(VERSIONS, code="c2"), "one latte", empty) != base  # other parsing code
    full = Cart(lines=[Line(id=1, item="latte")], next_line_id=2).digest()
    assert cache_key(VERSIONS, "one latte", full) != base


def test_cached_parse_round_trip():
    edits = [AddLine(item="latte", qty=2, milk="oat milk"), ChangeLine(ref=1, size="large")]
    output = "add item:latte x n2 milk:oat_milk ; set L1 size:large"
    parse = CachedParse(edits=edits, intent="order", understood=True, output=output)
    back = CachedParse.from_json(parse.to_json())
    assert back == parse
    assert type(back.edits[0]) is AddLine and type(back.edits[1]) is ChangeLine
