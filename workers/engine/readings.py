"""The readings of a turn's words after the model: what a model of menu words cannot write or never saw
in training ("one of them decaf", "no, the other one", "a bagel please heated"), each in its own module of
ordering/ with its reasons and measurements in docs/MODEL.md, applied in this order by `read_words`.

Order matters where readings build on each other: counts and splits of the lines ordered come first, then
add-ons and values placed on their lines, corrections within the turn, the lines a change names, notes and
names, and last the questions, answers and small talk that change nothing or answer what was asked.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ordering.absent_line_named import absent_line_named, tea_line_named
from ordering.add_on_counts_apart import add_on_counts_apart
from ordering.add_on_in_place_of import add_on_in_place_of
from ordering.add_on_meant import add_on_meant
from ordering.add_on_said_off import add_on_said_off
from ordering.additions_asked import additions_asked
from ordering.age_said import age_said, without_ages
from ordering.alike_said import alike_said
from ordering.all_and_some import all_and_some_changed
from ordering.all_but_said import all_but_said
from ordering.all_counted import all_counted, each_made
from ordering.already_so import already_so, item_said_fine, line_confirmed, plain_one_said
from ordering.amount_noted import amount_noted
from ordering.amounts_said import add_on_halved, amounts_said
from ordering.another_as_named import another_as_named
from ordering.another_beside_change import another_beside_change
from ordering.another_in_turn import another_in_turn, second_one_in_turn
from ordering.another_made import another_made
from ordering.another_of_family import another_of_family, family_recounted
from ordering.another_of_its_kind import another_of_its_kind
from ordering.another_said_as_change import another_said_as_change
from ordering.another_said_by_values import another_said_by_values
from ordering.another_unit_split import another_split_off, another_unit_split
from ordering.another_with import another_with
from ordering.asked_not_ordered import asked_not_ordered
from ordering.asked_value_ordered import asked_value_ordered
from ordering.assorted_split import assorted_after, assorted_split
from ordering.base_more_said import base_more_said
from ordering.black_said import black_said
from ordering.both import (
    both_alike,
    both_and_one_given,
    both_given,
    both_noted,
    both_of_one_line,
    both_removed,
    every_line_given,
    every_unit_not_added,
    kinds_removed,
    one_of_both_only,
)
from ordering.both_of_us import both_of_us, one_for_each
from ordering.caffeine_asked import caffeine_asked, coffee_in_asked
from ordering.change_asked import add_asked, change_asked, never_minded, taken_back_at_end
from ordering.change_excepted import change_excepted, line_excepted
from ordering.change_then_add import change_then_add
from ordering.changed_as_named import changed_as_named
from ordering.cheapest_asked import cheapest_asked
from ordering.chosen_unknown import chosen_not_sold
from ordering.clear_not_meant import all_removed, clear_not_meant
from ordering.coffee_free_asked import coffee_free_asked
from ordering.coffee_run import coffee_run, run_announced
from ordering.corrections import (
    added_beside_removal,
    all_but_kept,
    changed_beside_removal,
    changed_in_turn,
    cleared_then_ordered,
    count_corrected,
    item_corrected,
    not_ordered,
    only_kept,
    replaced_in_turn,
    said_no_more,
    value_replaced_in_turn,
    values_meant_after,
)
from ordering.count_asked import (
    count_asked,
    kind_answered,
    kind_answered_first,
    kind_asked_again,
    kind_asked_with_values,
    kind_parts_said,
    kind_values_kept,
    kinds_answered_apart,
)
from ordering.count_by_its_word import count_by_its_word
from ordering.count_checked import count_checked
from ordering.count_made import (
    count_corrected_in_turn,
    count_made,
    count_of_ones,
    count_said_after,
    total_restated,
)
from ordering.counted_item_added import counted_item_added, kin_recounted
from ordering.counted_kind_values import counted_kind_values
from ordering.counted_words import more_counted, more_with_values, party_not_counted, shot_word_alone
from ordering.counter_asked import counter_asked
from ordering.counts_bound import (
    counts_bound,
    extra_bound,
    kind_named_again,
    named_again,
    ordered_once,
    placed_by_name,
)
from ordering.counts_not_shared import count_of_drinks, counts_added_apart, extra_not_shared
from ordering.counts_over_limit import counts_over_limit
from ordering.cream_and_sugar_counted import cream_and_sugar_counted
from ordering.cream_on_top import cream_on_top, no_cream_on_top
from ordering.customer_described import described_not_ordered
from ordering.decaf_ordered import decaf_ordered
from ordering.decaf_shot import decaf_shot
from ordering.declined_more import declined_more
from ordering.degrees_said import degrees_noted
from ordering.each_of_family import each_of_family, each_of_family_ordered
from ordering.ends_removed import ends_changed, ends_removed
from ordering.extra_cost_of_that import extra_cost_of_that
from ordering.families_asked import (
    families_asked,
    kinds_asked_with_order,
    kinds_of_the_last_asked,
    sizes_of_the_last_asked,
)
from ordering.family_asked_of_the_order import family_asked_of_the_order
from ordering.fewer_measured import fewer_measured, fewer_of_add_on, less_of_add_on
from ordering.fewer_units import count_instead_of, fewer_and_more, recounted_lines
from ordering.flavour_named import flavour_named, kind_then_flavour, one_named_of_those
from ordering.flavour_shot import flavour_shot, milk_shot
from ordering.food_asked import food_asked
from ordering.food_both_prepared import food_both_prepared
from ordering.food_prepared_them import food_prepared_them
from ordering.food_warmed import food_warmed
from ordering.for_so_many import for_so_many
from ordering.for_whom import mine_said, one_of_them_for, people_given
from ordering.free_of import free_of, unsweetened
from ordering.garnish_noted import garnish_noted
from ordering.given_to import given_to, taken_by, whose_swapped
from ordering.greetings import acknowledged, farewell, greeted, order_begun, usual_asked
from ordering.halves_of_one import halves_of_one
from ordering.halves_said import halves_said
from ordering.have_asked import have_asked
from ordering.ice_amount_said import ice_amount_said, plain_ice_said
from ordering.ice_said_iced import ice_said_iced
from ordering.instead_of_lacking import instead_of_lacking
from ordering.it_just_changed import it_just_changed, it_just_changed_asked
from ordering.it_meant import it_asked_of, it_meant
from ordering.item_for_the_valued import item_for_the_valued
from ordering.item_said_no import item_said_no
from ordering.item_said_without import item_said_without
from ordering.item_swapped_by_model import item_swapped_by_model
from ordering.items_asked import (
    difference_asked,
    nutrition_unsure,
    other_item_property_asked,
    property_asked_after_order,
    property_of_line_unsure,
    property_unsure,
    value_asked_after_order,
    value_of_item_asked,
    what_it_is,
    what_the_line_is,
)
from ordering.kept_lines import changed_not_removed, kept_as_said
from ordering.kept_not_added import kept_not_added
from ordering.kids_size import kids_size
from ordering.kind_apposed import kind_apposed
from ordering.kind_asked_notes import kind_asked_notes
from ordering.kind_chosen import (
    kind_chosen,
    kind_chosen_beside_answer,
    kinds_chosen_apart,
    kinds_split,
    more_of_a_kind_named,
    the_other_kind_chosen,
)
from ordering.kind_corrected import kind_corrected
from ordering.kind_named_after import count_of_kind_named, kind_named_after, kinds_named_after_each
from ordering.kind_parts import kind_parts_answered, kind_parts_asked
from ordering.kind_recounted import kind_recounted
from ordering.kind_swapped_in import kind_asked_in_place, kind_replaces
from ordering.kind_taken_back import item_taken_back_for_kind
from ordering.kinds_listed_after import kinds_listed_after
from ordering.kinds_taken_off import kinds_taken_off
from ordering.lacked_asked import lacked_asked
from ordering.lacked_echoed import lacked_echoed, lacked_kind_named
from ordering.lacked_kind_doubled import lacked_kind_doubled
from ordering.lacked_let_go import lacked_let_go
from ordering.lacked_replaced import lacked_replaced
from ordering.lacked_taken_back import lacked_taken_back
from ordering.lacking_counted import lacking_counted
from ordering.lacking_line_named import lacking_line_named
from ordering.lacking_noted import lacking_not_noted
from ordering.last_change import (
    changed_lines_continued,
    last_change_moved,
    other_removed,
    remaining_one_changed,
)
from ordering.latte_art import latte_art
from ordering.line_changed_to import line_changed_to, line_number_lacking
from ordering.line_changes import (
    added_to_counts,
    counted_lines,
    plain_of_what_it_has,
    prep_said_not,
    prep_taken_off,
    restated_then_unset,
)
from ordering.line_value_asked import line_price_asked, line_value_asked, shots_of_menu_asked
from ordering.lines_valued_apart import lines_valued_apart
from ordering.made_into import made_into
from ordering.made_plain import made_plain
from ordering.member_named_after import member_named_after
from ordering.member_swapped import member_swapped
from ordering.menu_asked import menu_asked
from ordering.milk_counted import milk_counted, portions_recounted
from ordering.milk_drinks_named import milk_drinks_named
from ordering.milk_put_in import milk_listed, milk_put_in
from ordering.milk_refused import milk_refused
from ordering.milk_taken_off import milk_taken_off, milk_taken_off_one
from ordering.mind_changed import mind_changed, mind_changed_about, never_mind_made
from ordering.more_measured import measure_corrected, more_measured
from ordering.moved import add_on_moved, added_to_a_line_named
from ordering.named_alone import named_alone
from ordering.named_by_values import (
    line_removed_by_values,
    lines_named_by_values_together,
    named_add_on_swapped,
    named_by_values,
    plain_one_named,
    values_per_valued_line,
)
from ordering.named_lines import (
    kind_removed,
    lines_given_alike,
    lines_prepared_alike,
    made_but_unwritten,
    made_not_added,
    named_by_kind,
    named_not_ordered,
    one_made_another,
    removed_as_named,
    warmed_not_warm,
)
from ordering.names import name_asked, name_corrected, name_kept, named
from ordering.note_with_its_value import note_with_its_value
from ordering.noted_lines import noted_not_added
from ordering.noted_units_split import noted_units_split
from ordering.notes_kept import notes_kept
from ordering.notes_overlapping import notes_not_repeated
from ordering.notes_taken_back import (
    note_given_up,
    note_part_unsaid,
    note_swapped_out,
    notes_taken_back,
    prep_over_its_note,
)
from ordering.offer_repriced import offer_repriced
from ordering.offer_taken import offer_priced, offer_taken, option_offer_taken, option_ordered_with
from ordering.on_top_asked import on_top_asked
from ordering.one_and_both_units import one_and_both_units
from ordering.one_and_the_other_added import one_and_the_other_added
from ordering.one_by_its_word import one_by_its_word
from ordering.one_described_measured import one_described_measured
from ordering.one_made_noted import one_made_noted
from ordering.one_more_with import one_more_with, one_without_it
from ordering.one_not_prepared import one_not_prepared
from ordering.one_noted import one_noted
from ordering.one_of_each import each_counted, one_of_each_removed
from ordering.one_of_several_valued import one_of_several_valued
from ordering.one_of_them_asked import one_of_them_asked
from ordering.one_too_for import one_for_another_instead, one_too_for
from ordering.one_unit_meant import one_unit_meant
from ordering.one_without import one_without, one_without_caffeine
from ordering.ones_placed import ones_placed
from ordering.only_add_on import only_add_on_kept
from ordering.only_some_of_them import change_kept_to_some, only_some_kept
from ordering.only_that_one import only_that_one
from ordering.option_lacked import option_lacked
from ordering.options_of_item_asked import options_of_item_asked
from ordering.order_review import (
    asked_not_changed,
    coffee_kinds_asked,
    count_of_order_asked,
    extra_cost_after_order,
    extra_cost_asked,
    family_price_asked,
    finished,
    kind_described_asked,
    kind_price_asked,
    kinds_beside,
    kinds_counted,
    kinds_listed,
    lacking_kinds_asked,
    name_not_finished,
    price_asked,
    reviewed,
    subjects_filled,
)
from ordering.ordered_and_asked import ordered_and_asked
from ordering.ordered_if_so import ordered_if_so
from ordering.ordinal_counted import ordinal_counted
from ordering.ordinal_unit import ordinal_unit
from ordering.others_not_so import others_not_so
from ordering.payment import payment_answered
from ordering.per_line import (
    add_ons_per_line,
    counted_units_split,
    kind_named_one,
    listed_values_split,
    total_of_parts,
    units_named_by_kind,
    values_per_line,
    values_per_place,
)
from ordering.phrases_apart import phrases_apart
from ordering.phrases_counted import phrases_counted
from ordering.phrases_listed import phrases_listed
from ordering.plain_one_beside import plain_one_beside
from ordering.plural_named import plural_named
from ordering.polarity_placed import polarity_placed
from ordering.prep_of_some_units import prep_of_some_units
from ordering.preps_per_line import preps_per_line
from ordering.preps_said import cut_in_half, prep_instead, preps_qualified, room_filled
from ordering.pump_of_an_item import pump_of_an_item
from ordering.question_carried_on import question_carried_on
from ordering.recommended import recommendation_asked, taste_asked
from ordering.recount_given import recount_given
from ordering.recounted import (
    add_on_count_corrected,
    add_on_counted_after,
    add_on_doubled,
    add_on_enough,
    add_on_named_recounted,
    add_on_recounted,
)
from ordering.recounted_and_added import recounted_and_added
from ordering.recounted_split import recounted_split, split_recounted
from ordering.refused_answered import refused_answered
from ordering.refused_kept_apart import refused_kept_apart
from ordering.removal_continued import add_on_removal_continued, removal_continued
from ordering.removed_replaced import removed_kind_named, removed_replaced
from ordering.removed_restored import add_on_restored, removed_restored
from ordering.removed_together import each_counted_removed, removed_together
from ordering.repeats import (
    Repeat,
    another_add_on,
    another_named,
    extra_counted,
    more_added,
    repeated,
    same_named_again,
)
from ordering.replacements import choices_kept
from ordering.rest_given import rest_given
from ordering.same_but_said import same_as_the_last_but, same_but_said
from ordering.same_milk_said import same_extras_said, same_milk_said, same_size_said
from ordering.same_way import same_way
from ordering.scratched_for_value import scratched_for_value
from ordering.served_asked import served_asked
from ordering.service_asked import service_asked
from ordering.shot_of_espresso import shot_of_espresso
from ordering.shots_added import espresso_by_its_shots, shots_added_to, shots_as_add_on, shots_in_all
from ordering.should_be import should_be
from ordering.side_item_noted import side_item_not_noted
from ordering.size_priced import size_priced
from ordering.size_stepped import most_ordered, size_stepped
from ordering.special_requests import special_requests
from ordering.split_into_cups import split_into_cups
from ordering.split_other import other_of_split_meant, other_valued, other_without
from ordering.split_values_placed import split_values_placed
from ordering.steamed_milk_said import steamed_milk_made_with, steamer_added_to_a_line, steamer_not_ordered
from ordering.strength_said import (
    shots_recounted,
    stronger_said,
    sweetened_with,
    sweeter_said,
    texture_said,
    weaker_said,
)
from ordering.sugar_free_said import sugar_free_asked, sugar_free_swapped, sugar_freed
from ordering.swap_continued import swap_continued
from ordering.swapped_as_named import swapped_as_named, value_swapped_on_its_line
from ordering.swapped_for_lacking import swapped_for_a_kind_lacked, swapped_for_lacking
from ordering.swaps import (
    add_on_swapped_for_unlisted,
    instead_of_said,
    shots_instead_of_extra,
    swapped,
    value_instead_of_add_on,
    value_instead_of_said,
)
from ordering.sweetener_by_brand import sweetener_by_brand
from ordering.sweetener_named import sweetener_named
from ordering.syrup_named_as_item import syrup_named_as_item
from ordering.syrup_unnamed import syrup_declined, syrup_unnamed
from ordering.taken_away import (
    for_here_said,
    line_had_here,
    one_more_the_other_way,
    taken_away,
    to_go_of_one_line,
    to_go_split,
    way_of_a_line,
    way_of_a_line_undone,
    way_of_a_new_line,
    way_of_every_line,
    way_of_some_units,
    way_said_last_of_a_new_line,
    ways_per_line,
)
from ordering.taken_back import chosen_instead, count_restated, disliked_not_added
from ordering.tea_latte import tea_latte, tea_made_latte
from ordering.tea_latte_asked import tea_latte_asked
from ordering.times_counted import times_counted
from ordering.too_many_said import too_many_said
from ordering.too_much_asked import too_much_asked
from ordering.topping_lacked import topping_lacked
from ordering.total_said import total_said
from ordering.undone import undone
from ordering.units_given import units_given
from ordering.units_listed import counted_parts_split
from ordering.units_merged import lines_joined, units_merged
from ordering.units_not_lost import units_not_lost
from ordering.units_said import (
    counted_values_alone,
    half_of_an_odd_count,
    one_and_the_other_changed,
    one_of_them_changed,
    one_unit_removed,
    split_units_share,
    the_other_made,
    the_other_retargeted,
)
from ordering.units_ways import ways_of_units
from ordering.unlisted import unlisted_of_one
from ordering.unnamed_added import unnamed_added
from ordering.unwanted_by_whom import unwanted_by_whom
from ordering.vague_count_asked import vague_count_asked
from ordering.value_forgotten import regular_said_fine, value_forgotten
from ordering.value_said_not import value_said_not
from ordering.values_accepted import values_accepted
from ordering.values_before_item import values_before_item, values_listed_before_item
from ordering.values_for_lines import values_for_lines
from ordering.values_not_finished import values_not_finished
from ordering.values_placed import kind_valued, made_in_turn
from ordering.values_refused import values_refused
from ordering.values_shared_out import values_shared_out
from ordering.values_switched import values_switched
from ordering.variant_with_said import variant_with_said
from ordering.variants_lacking import (
    drink_variant_lacking,
    tea_drink_lacking,
    tea_flavour_lacking,
    variant_asked,
    variant_lacking,
    variant_made_lacking,
)
from ordering.vessel_counted import vessel_counted
from ordering.wait_asked import pickup_said, pickup_time_said, wait_asked
from ordering.warm_it import warm_it
from ordering.warmth_said import warmth_said
from ordering.water_asked import water_asked
from ordering.weighed_choice import weighed_choice
from ordering.what_if import what_if_asked
from ordering.which_answered import which_answered
from ordering.which_line import which_asked
from ordering.which_of_two import which_of_two
from ordering.white_hot_chocolate import white_hot_chocolate
from ordering.white_said import white_said
from ordering.whose_asked import whose_asked
from ordering.whose_line import (
    childrens_lines,
    lines_of_people,
    people_as_lines,
    person_changes_mind,
    values_by_person,
    values_of_whose_line,
)
from ordering.with_everything import with_everything
from ordering.zero_said import zero_said


def read_words(edits: list, text: str, words: Sequence[str], cart: Any, menu: Any, repeat: Repeat | None,
               lacking: Sequence[str], menu_words: frozenset[str]) -> list:
    """``edits`` as the turn's words read them: ``text`` as said, ``words`` as the grounding reads it,
    ``repeat`` the repeat it asks for ("the same again"), ``lacking`` the things it orders that the menu
    lacks, ``menu_words`` the words of the menu's things and kinds."""
    edits = lacking_not_noted(edits, lacking)  # "and a cinnamon roll": no roll noted on a drink
    edits = side_item_not_noted(edits, menu)  # "a latte and a muffin on the side": no muffin noted
    edits = item_said_without(edits, words)  # "a latte without the espresso": no espresso added
    edits = item_said_no(edits, words, cart)  # "a latte and no croissant": no croissant added
    edits = value_said_not(edits, words)  # "a latte but not a big one": of the usual size
    edits = decaf_ordered(edits, words, cart)  # "two decafs please": two decaf coffees
    edits = age_said(edits, words)  # "for my son, he's 6": an age, not six hot chocolates
    words = without_ages(words)  # the rest read as "for my son"
    edits, words = total_of_parts(edits, words)  # "coffees: 4 black, 2 with milk": six, said so
    edits = vessel_counted(edits, words)  # "put them in one cup": one cup, not one espresso
    edits = lacked_kind_doubled(edits, words, menu)  # "one earl grey tea, one chamomile tea": one earl grey
    edits = item_swapped_by_model(edits, words)  # "one latte and one mocha": not two mochas
    edits = steamed_milk_made_with(edits, words, text, cart)  # "make it with steamed milk": no steamer
    edits = extra_cost_asked(edits, text, words)  # "does oat milk cost extra?": its price, no change
    edits = extra_cost_after_order(edits, text, words)  # "a mocha, is whip extra?": added, whip priced
    edits = value_asked_after_order(edits, text, words, cart, menu)  # "a mocha. is it decaf?": answered
    edits = extra_cost_of_that(edits, text, words, cart, menu)  # "…", then "is that extra?": its price
    edits = coffee_run(edits, words)  # "i'm getting coffee for the office, … three lattes": no coffee
    edits = run_announced(edits, words)  # "i'm getting coffee for four people": what would they like
    edits = vague_count_asked(edits, text, words, cart)  # "a few croissants": how many, not one guessed
    edits = shot_of_espresso(edits, words, cart, menu)  # "with an extra shot of espresso": no espresso
    edits = pump_of_an_item(edits, words, cart, menu)  # "with an extra pump of mocha": no mocha
    edits = more_of_a_kind_named(edits, text, words, cart, menu)  # "another blueberry" of a blueberry muffin
    edits = another_of_its_kind(edits, text, cart, menu)  # "another muffin, same kind" of a lemon one
    edits = unnamed_added(edits, text, words, cart)  # "two more hazelnut lattes" of a mocha: no mocha
    edits = units_merged(edits, words)  # "six hot chocolates with almond milk": one line of six
    edits = phrases_apart(edits, words)  # "a vanilla latte, my wife wants a caramel latte": two lines
    edits = another_in_turn(edits, words)  # "a bagel with cream cheese and another with butter": two
    edits = second_one_in_turn(edits, words)  # "a chai latte, and a second one for later": two
    edits = phrases_listed(edits, words)  # "an oat latte, an almond latte and a soy latte": three
    edits = phrases_counted(edits, words)  # "two vanilla lattes and two caramel lattes": two of each
    edits = times_counted(edits, words)  # "latte x2": two lattes
    edits = kids_size(edits, words, menu, cart)  # "a kids hot chocolate": a short one
    edits = white_hot_chocolate(edits, words, cart, menu)  # "a white hot chocolate": the white sauce
    edits = tea_latte_asked(edits, words)  # "a tea latte": which one, the chai or the matcha; no latte
    edits = assorted_split(edits, words, menu)  # "a dozen assorted muffins": four of each muffin
    edits = halves_said(edits, words, menu)  # "a dozen muffins, half blueberry half lemon": six of each
    edits = others_not_so(edits, words)  # "2 croissants warmed and 2 not": two more, not warmed
    edits = halves_of_one(edits, words, cart)  # "half caramel half vanilla" of one latte: noted so
    edits = each_of_family(edits, text, menu)  # "one of each muffin": the three muffins
    edits = each_of_family_ordered(edits, text, cart, menu)  # "three muffins", "one of each": not one muffin
    edits = another_said_as_change(edits, text, words, cart)  # "and a regular latte with soy": one more
    edits = all_counted(edits, words, cart)  # "make all three large" of three cappuccinos: no recount
    edits = each_made(edits, words, cart)  # "make each latte a large" of two lattes: no third latte
    edits = units_given(edits, words, cart)  # "two mochas", "one for me and one for my sister": one each
    edits = values_shared_out(edits, words, cart, menu)  # "three lattes", "one each with vanilla, caramel …"
    edits = another_said_by_values(edits, words)  # "a small mocha and a large with whip": two mochas
    edits = add_on_counts_apart(edits, words)  # "a latte with one sugar and one with two": two lattes
    edits = changed_not_removed(edits, words)  # "no, i wanted a cortado, warm": changed, not removed
    edits = scratched_for_value(edits, words, cart, menu)  # "scratch that, whole milk is fine": changed
    edits = change_then_add(edits, words, cart)  # "change that to decaf and add a muffin": no swap
    edits = kept_as_said(edits, words)  # "the macchiato should stay small": changed, not removed
    edits = ice_said_iced(edits, text, menu, menu_words)  # "an ice latte": iced, no ice add-on
    edits = ordinal_counted(edits, words, cart)  # "make the second item two": that line, two of it
    edits = kinds_split(edits, text, cart, menu)  # "two muffins", then "blueberry and lemon": one of each
    edits = taken_away(edits, words, text, cart)  # "take away one flat white": one off, not to go
    edits = to_go_split(edits, words)  # "3 lattes to go and 1 for here": four lattes, one noted
    edits = ways_per_line(edits, words, cart)  # "the muffin to go and the latte for here": a note
    edits = way_of_a_new_line(edits, words, cart)  # "a flat white to go", then "and a muffin for here"
    edits = one_more_the_other_way(edits, words, cart)  # "two lattes to go", then "and one for here"
    edits = way_of_a_line(edits, words, cart)  # "... to go", then "the latte should be for here"
    edits = way_of_a_line_undone(edits, words, cart)  # "the muffin for here", "change the muffin to go too"
    edits = way_of_every_line(edits, words, cart)  # "actually all for here": no line noted "to go"
    edits = to_go_of_one_line(edits, words, cart)  # "two lattes and a chai", "put the chai in a to go cup"
    edits = another_split_off(edits, words, cart, menu)  # "3 coffees", "one with cream", "another with sugar"
    edits = added_to_counts(edits, text, cart)
    edits = restated_then_unset(counted_lines(edits, text, cart), text, cart)
    edits = plain_of_what_it_has(edits, text, cart)  # "actually a regular one" of a small cappuccino
    edits = counted_parts_split(edits, words, cart)  # "4 lattes", then "2 with oat, 1 with almond, 1 plain"
    edits = recounted_split(edits, words, cart, menu)  # "make that two, one with oat"
    edits = split_recounted(edits, words, cart, menu)  # "three flat whites, one with soy", "no, two with soy"
    edits = count_made(edits, words)  # "make it 2 and iced": two iced lattes
    edits = too_many_said(edits, text, words, cart)  # "4 pumps of vanilla", "too many, make it 2": pumps
    edits = count_said_after(edits, words, text)  # "lattes for the whole team, six of them": six
    edits = total_restated(edits, words)  # "a croissant for each of us, so four croissants": four
    edits = count_of_ones(edits, words)  # "how much is a latte? i'll have two large ones": two
    edits = count_corrected_in_turn(edits, words)  # "an espresso, make that two": two espressos
    edits = all_but_said(edits, words, cart, menu)  # "all of them with oat except one with almond"
    edits = same_but_said(edits, words, menu)  # "a cappuccino, and my friend wants the same but with soy"
    edits = same_way(edits, words, cart, menu)  # "and a latte same way" of an extra hot mocha
    edits = same_as_the_last_but(edits, words, cart, menu)  # "a coffee", then "same thing but with sugar"
    edits = only_some_kept(edits, words, cart)  # "make both oat", then "actually just one of them oat"
    edits = all_and_some_changed(edits, words, cart, menu)  # "change both to decaf and make one iced"
    edits = prep_of_some_units(edits, words, cart, menu)  # "a latte and two croissants", "heat one of them"
    edits = ordinal_unit(edits, words, cart, menu)  # "three lattes", then "make the first one iced"
    edits = another_unit_split(edits, words, cart, menu)  # "make one oat", then "and one decaf": another
    edits = milk_taken_off_one(edits, words, text, cart, menu)  # "one without the cream"
    edits = milk_put_in(edits, text, words, cart, menu)  # "put milk in the hot one": noted "with milk"
    edits = milk_listed(edits, words, cart, menu)  # "coffee please", "milk and sugar": the milk noted too
    edits = half_of_an_odd_count(edits, words, cart)  # "three lattes", "half of them decaf": how many?
    edits = cream_on_top(edits, text, cart, menu)  # "one with cream and one without" of hot chocolates: whip
    edits = one_unit_meant(edits, text, words, cart, menu)  # "a bagel and two lattes", "one of them iced"
    edits = one_made_noted(edits, text, cart, menu)  # "make one of them a ristretto": not one left
    edits = one_of_them_changed(edits, text, cart, menu, words)  # "make one of them decaf"
    edits = one_of_them_asked(edits, text, words, cart, menu)  # "one of them iced" of two lattes: which?
    edits = counted_values_alone(edits, words, cart, menu)  # "three lattes", then "two decaf"
    edits = one_and_the_other_changed(edits, words, cart, menu)  # "... and the other hot"
    edits = one_noted(edits, words, cart, menu)  # "two cold brews", "one with sweet cream, the other black"
    edits = one_and_the_other_added(edits, words, menu)  # "a latte and a mocha, one iced, the other hot"
    edits = the_other_retargeted(edits, words, cart)  # "one with almond milk", then "the other ..."
    edits = split_units_share(edits, words)  # "two large oat lattes, one of them decaf"
    edits = split_values_placed(edits, words)  # "two iced coffees, one black, one with cream": not the first
    edits = ones_placed(edits, words)  # "one americano black and one with a little milk": milk on the second
    edits = both_given(edits, words, menu)  # "a latte and a mocha, both iced"
    edits = one_of_both_only(edits, words)  # "2 americanos, both large, one with room": one with room
    edits = both_of_us(edits, words)  # "we'll both have a banana bread": two
    edits = for_so_many(edits, words)  # "coffee for two, both black": two coffees
    edits = one_for_each(edits, words, cart, menu)  # "two americanos", "and a muffin for each": two
    edits = counts_bound(edits, words)  # "a latte with one shot and a mocha with two"
    edits = extra_bound(edits, words)  # "a latte with extra vanilla and a mocha with vanilla"
    edits = extra_not_shared(edits, words)  # "extra caramel and vanilla": one vanilla
    edits = count_of_drinks(edits, words)  # "two vanilla lattes, one with soy ...": one vanilla each
    edits = plain_one_beside(edits, words)  # "2 vanilla lattes and 1 plain one": three lattes
    edits = counts_added_apart(edits, words)  # "two small coffees and one large": three coffees
    edits = one_more_with(edits, words, cart)  # "two black coffees and one with milk": three coffees
    edits = one_without_it(edits, words)  # "one vanilla latte, and one without vanilla": two lattes
    edits = one_without_caffeine(edits, words, menu)  # "two mochas, one with caffeine and one without"
    edits = party_not_counted(edits, words)  # "for two please, a flat white and a cortado"
    edits = shot_word_alone(edits, words, cart)  # "one doppio please": an espresso of two shots
    edits = variant_lacking(edits, words, menu)  # "an almond croissant": not a butter croissant
    edits = tea_latte(edits, words, text, menu)  # "an earl grey latte": the earl grey as a latte
    edits = tea_drink_lacking(edits, words, text, menu)  # "a lavender latte": no tea beside a latte
    edits = tea_flavour_lacking(edits, words, text, menu)  # "a latte with lavender syrup": no tea
    edits = flavour_named(edits, words, text, menu)  # "an earl grey and a peppermint": a peppermint tea
    edits = counted_kind_values(edits, words, menu)  # "two medium teas, one earl grey and one oolong": both
    edits = one_named_of_those(edits, words, menu)  # "three muffins, one blueberry": a blueberry one of them
    edits = polarity_placed(edits, words, menu)  # "a latte with no foam and a cappuccino extra foamy"
    edits = placed_by_name(edits, words)  # "a latte and a mocha, extra vanilla in the latte"
    edits = named_again(edits, words, cart)  # "a mocha and put whipped cream on the mocha"
    edits = ordered_once(edits, words)  # "one hot choc for the little one, no cream": one hot chocolate
    edits = kind_named_again(edits, words, text, cart)  # "a blueberry muffin, and warm the muffin"
    edits = made_in_turn(edits, words, cart, menu)  # "a mocha and a latte, make the mocha iced"
    edits = kind_valued(edits, words, menu)  # "an iced tea and a latte": the latte is not iced
    edits = values_listed_before_item(edits, words, menu)  # "a small, medium and large coffee": three
    edits = values_before_item(edits, words, menu)  # "and a large black coffee": the coffee large
    edits = one_unit_removed(edits, words, cart)  # "remove one espresso"
    edits = count_checked(edits, words, cart)  # "an espresso", "and another", "and one more", "that's three?"
    edits = recounted_lines(edits, words, cart)  # "one less latte", "drop one", "double the muffins"
    edits = count_instead_of(edits, words)  # "make it two instead of four": two, not the four said last
    edits = fewer_and_more(edits, words, cart)  # "remove one latte and add another mocha": both
    edits = change_kept_to_some(edits, words, cart)  # "make them both medium", "actually just the first one"
    edits = one_of_each_removed(edits, words, cart)  # "two lattes and two mochas", "remove one of each"
    edits = each_counted(edits, words, cart)  # "a blueberry and a lemon muffin", "make it two of each"
    edits = total_said(edits, text, words, cart)  # "four lattes", then "actually just three total"
    edits = prep_taken_off(edits, words, cart, menu)  # "actually no room", "not toasted"
    edits = prep_over_its_note(edits, cart, menu)  # "no room", then "leave room": no "no room" note
    edits = one_not_prepared(edits, words)  # "a bagel toasted …, and one not toasted with butter": two
    edits = prep_said_not(edits, words, cart)  # "and a bagel but don't toast it": not toasted
    edits = free_of(edits, words, cart, menu)  # "make that sugar free": no sugar, and a note
    edits = unsweetened(edits, words, cart, menu)  # "actually unsweetened" of a cold brew: no sweetener
    edits = milk_taken_off(edits, words, text, cart, menu)  # "no cream", "take the oat off the latte"
    edits = value_forgotten(edits, words, cart)  # "never mind the decaf": the latte stays, regular
    edits = only_add_on_kept(edits, words, cart, menu)  # "actually just butter" of butter and jam
    edits = kinds_taken_off(edits, words, cart, menu)  # "no syrup please": the vanilla comes off
    edits = add_on_said_off(edits, words, cart)  # "scratch the cream cheese" of a bagel with it: off
    edits = removed_together(edits, words, cart)  # "remove the whip and the extra shot": both off
    edits = each_counted_removed(edits, words, cart)  # "remove a latte and a cappuccino" of two of each
    edits = named_add_on_swapped(edits, words, cart, menu)  # "make the vanilla one hazelnut instead"
    edits = swapped(edits, words, cart, menu)  # "caramel instead"
    edits = sugar_free_swapped(edits, words, cart)  # "sugar free vanilla" of a vanilla latte: not both
    edits = sugar_freed(edits, words, cart, menu)  # "make the vanilla sugar free": sugar-free vanilla
    edits = instead_of_said(edits, words, cart)  # "butter instead of cream cheese": not the butter off
    edits = add_on_swapped_for_unlisted(edits, words, cart)  # "swap the whip for marshmallows": noted
    edits = add_on_meant(edits, words, cart, menu)  # "i meant cinnamon powder, not the syrup": in its place
    edits = value_instead_of_said(edits, words)  # "make it a tall instead of a grande": small
    edits = add_on_in_place_of(edits, words, cart)  # "caramel in place of sugar": no sugar added
    edits = value_instead_of_add_on(edits, words, cart)  # "with cream instead of whip": no whip
    edits = shots_instead_of_extra(edits, words, cart)  # "make it a double instead" of one with an extra shot
    edits = instead_of_lacking(edits, words, cart)  # "a croissant instead of the scone" we lack: no line off
    edits = lacked_taken_back(edits, words, cart, lacking)  # "two scones... no? two croissants": no line off
    edits = lacked_replaced(edits, words, cart, menu)  # "a smoothie" lacked, then "a mocha instead"
    edits = lacked_echoed(edits, text, cart)  # "an almond croissant" lacked, "no almond?": no almond milk
    edits = lacked_kind_named(edits, words, cart, menu)  # "a pumpkin muffin" lacked, then "a blueberry one"
    edits = removed_kind_named(edits, words, cart, menu)  # "take off the croissant", "a chocolate one"
    edits = removed_replaced(edits, words, cart)  # "cancel the croissant", then "a bagel instead"
    edits = added_to_a_line_named(edits, words, cart)  # "add vanilla to the latte instead"
    edits = add_on_moved(edits, words, cart)  # "put the vanilla in my latte instead"
    edits = more_counted(edits, words, cart)  # "add 2 more of those" of one: three
    edits = more_with_values(edits, words)  # "3 more caramel lattes": a line of three, not 3 pumps
    edits = repeated(edits, repeat, cart, menu, words)  # "the same again", "another one"
    edits = member_swapped(edits, text, cart, menu)  # "swap the lemon for a blueberry": of the muffins
    edits = another_made(edits, words, cart)  # "make one of them decaf", then "make another one iced"
    edits = another_as_named(edits, words, cart)  # "a latte", then "and another one as a mocha": one mocha
    edits = same_named_again(edits, words, cart)  # "and one more coffee the same": a copy of the coffee
    edits = another_named(edits, words, cart)  # "another latte for my husband": a latte, not a note
    edits = another_of_family(edits, words, cart, menu)  # "two lemon muffins", "and one blueberry"
    edits = family_recounted(edits, words, cart, menu)  # "a dozen muffins, assorted", "6 blueberry, 6 lemon"
    edits = more_added(edits, words, cart)  # "another shot": one more than the line has
    edits = another_with(edits, words, cart, menu)  # "a latte", then "and one with oat milk": another
    edits = one_without(edits, words, cart)  # "a hot chocolate with whipped cream", "and one without"
    edits = another_add_on(edits, words, cart)  # "another shot", then "and another": a third shot
    edits = extra_counted(edits, words, cart)  # "extra vanilla" of a line with vanilla: one more
    edits = add_on_recounted(edits, words, cart, menu)  # "make it 3 pumps": not three drinks
    edits = add_on_count_corrected(edits, words, cart)  # "add two splendas", then "make that three"
    edits = add_on_counted_after(edits, words)  # "oh and sugar please, two": two sugars
    edits = add_on_named_recounted(edits, words, cart)  # "… with an extra shot", "make that two extra shots"
    edits = add_on_enough(edits, words, cart)  # "one extra shot is enough": one, not the order read back
    edits = fewer_measured(edits, text, words, cart, menu)  # "one less shot", "take one pump out"
    edits = less_of_add_on(edits, words, cart)  # "less vanilla" of three pumps: two, not a note
    edits = fewer_of_add_on(edits, words, cart)  # "remove one sugar" of two sugars: one, the latte kept
    edits = one_described_measured(edits, words, cart, menu)  # "and a caramel one with two extra pumps"
    edits = more_measured(edits, words, cart, menu)  # "one more pump": of the line's syrup
    edits = measure_corrected(edits, words, cart, menu)  # "sorry, pumps not shots": the order read back
    edits = made_into(edits, words, cart, menu)  # "make the latte a mocha"
    edits = the_other_made(edits, words, cart, menu)  # "make one of them a doppio", then "the other a mocha"
    edits = rest_given(edits, words, cart)  # "two with milk" of four coffees, "and two with sugar": others
    edits = tea_made_latte(edits, words, cart, menu)  # "an earl grey", "can I get it as a latte?"
    edits = line_changed_to(edits, words, cart, menu)  # "change line 1 to a large oat latte": not removed
    edits = already_so(edits, words, text, cart)  # "make it a dark roast" of a coffee: it is already
    edits = line_confirmed(edits, text, cart)  # "a coffee with an extra shot", "that's a red eye right"
    edits = item_said_fine(edits, words, cart)  # "ok americano is fine": nothing changes, no second one
    edits = plain_one_said(edits, text, cart)  # "no, the traditional one" of a plain macchiato: unchanged
    edits = alike_said(edits, words, cart)  # "two cappuccinos", "both the same": nothing changes, none again
    edits = black_said(edits, text, cart, menu)  # "black please" of a coffee: no milk, not "didn't catch"
    edits = white_said(edits, words, menu)  # "one black coffee and one white coffee": one with milk
    edits = made_plain(edits, text, words, cart)  # "make it plain" of a bagel with cream cheese: none
    edits = mind_changed_about(edits, text, words, cart)  # "i changed my mind about the muffin": off
    edits = count_corrected(item_corrected(edits, words, cart, menu), words, cart)  # "I meant a mocha"
    edits = should_be(edits, text, words, cart, menu)  # "the latte should be a mocha": in its place
    edits = values_meant_after(edits, words, cart)  # "two macchiatos", "caramel macchiatos i mean"
    edits = not_ordered(edits, words)  # "a flat white, not a latte": no latte
    edits = said_no_more(edits, words, cart)  # "no muffin, just a chai" of a muffin: no muffin added back
    edits = added_beside_removal(edits, words, cart)  # "no, cancel the latte, a mocha": the mocha too
    edits = changed_beside_removal(edits, words, cart)  # "no muffin, and the latte iced please"
    edits = mind_changed(edits, text, words, cart, menu)  # "on second thought, a cortado": not beside it
    edits = never_mind_made(edits, words, cart)  # "nvm make it 12oz": the size, not the line off
    edits = choices_kept(edits, words, cart, menu)  # the large oat latte made a mocha: a large oat mocha
    edits = only_kept(edits, words, cart, menu)  # "actually just the latte": the other lines go
    edits = swap_continued(edits, words, cart, menu)  # "swap the mocha for …", "and the chai for a matcha"
    edits = kept_not_added(edits, words, cart)  # "just the muffin" of a blueberry muffin: that one
    edits = all_but_kept(edits, words, cart)  # "remove everything except the latte": not the latte
    edits = cleared_then_ordered(edits, text, cart)  # "clear it all and get me a mocha": cleared first
    edits = changed_in_turn(edits, words, menu)  # "a small latte. actually, make it a medium"
    edits = replaced_in_turn(edits, words, menu, text)  # "a flat white, actually no, a cortado"
    edits = weighed_choice(edits, words, menu)  # "a latte or a mocha, i'll go with the mocha"
    edits = value_replaced_in_turn(edits, words, menu)  # "a latte with soy, no wait, almond"
    edits = count_restated(edits, words)  # "two iced lattes, actually three, with oat milk"
    edits = chosen_instead(edits, words, menu)  # "a muffin, do you have bagels? a bagel instead"
    edits = disliked_not_added(edits, words)  # "a steamer, he doesn't like chocolate"
    edits = described_not_ordered(edits, words)  # "i'm not a big coffee drinker, so a chai"
    edits = values_per_line(edits, words, cart, menu)  # "make the mocha large and the latte small"
    edits = preps_per_line(edits, words, cart, menu)  # "toast the bagel, warm the croissant"
    edits = values_per_place(edits, words, cart, menu)  # "make the first one iced and the second one large"
    edits = values_switched(edits, text, words, cart, menu)  # "switch the sizes": each line the other's size
    edits = add_ons_per_line(edits, words, cart)  # "add vanilla to the latte and caramel to the mocha"
    edits = people_as_lines(edits, words, cart, menu)  # "make the cappuccino large and jen's small"
    edits = listed_values_split(edits, words, menu)  # "three lattes: oat, soy and almond"
    edits = units_named_by_kind(edits, words, menu)  # "two muffins, one blueberry and one lemon"
    edits = counted_units_split(edits, words, menu)  # "three lattes, two with oat milk"
    edits = noted_units_split(edits, words)  # "four coffees, two with milk": the milk is two's
    edits = kind_named_one(edits, words, menu, cart)  # "a blueberry muffin and a lemon one"
    edits = kinds_listed_after(edits, words, menu)  # "two blueberry muffins and one lemon poppyseed"
    edits = member_named_after(edits, words, text, menu)  # "a muffin then, blueberry"
    edits = kind_corrected(edits, words, text, cart, menu)  # "a muffin", then "actually a blueberry one"
    edits = kind_chosen(edits, text, cart, menu)  # "a croissant", then "chocolate one please"
    edits = kinds_chosen_apart(edits, text, cart, menu)  # "the croissant chocolate, the muffin blueberry"
    edits = kind_chosen_beside_answer(edits, text, cart, menu)  # "which tea?", "lemon poppyseed and oolong"
    edits = the_other_kind_chosen(edits, text, cart, menu)  # "make one blueberry", "and the other lemon"
    edits = swapped_as_named(edits, words, cart, menu)  # "swap the tea for …": the tea, not the croissant
    edits = swapped_for_lacking(edits, words, cart, lacking)  # "swap the muffin for a lemon one": one
    edits = made_not_added(edits, words, cart)  # "add a croissant and make the latte large"
    edits = removed_as_named(edits, words, cart)  # "cancel the muffin": not the latte
    edits = absent_line_named(edits, words, cart)  # "remove the latte" of a mocha: no latte to remove
    edits = tea_line_named(edits, words, cart)  # "remove the tea" of a chai latte and a mocha: the chai
    edits = lacking_line_named(edits, words, cart, menu_words)  # "remove the cookies": none to remove
    edits = lacking_counted(edits, words, lacking, cart)  # "and two cookies" of a coffee: no two coffees
    edits = counted_item_added(edits, words, cart)  # "and two of the muffins" of a coffee: muffins
    edits = kin_recounted(edits, words, cart)  # "make it just one muffin" of two blueberry ones
    edits = value_swapped_on_its_line(edits, words, cart)  # "swap the soy for oat": the soy latte's milk
    edits = noted_not_added(edits, words, cart)  # "that tea, more steamed milk please": a note, not a tea
    edits = made_but_unwritten(edits, words, cart, menu)  # "remove the muffin and make the latte iced"
    edits = lines_given_alike(edits, words, cart, menu)  # "the mocha and the cappuccino with oat milk": both
    edits = lines_prepared_alike(edits, words, cart, menu)  # "heat up the croissant and the muffins"
    edits = food_prepared_them(edits, words, cart, menu)  # "warm them" of two croissants and a flat white
    edits = named_not_ordered(edits, words, cart)  # "remove the latte" of a chai latte: not a latte
    edits = values_per_valued_line(edits, words, cart, menu)  # "the small one with oat, the medium with soy"
    edits = named_by_values(edits, words, cart, menu)  # "the one with almond milk should be large"
    edits = add_on_doubled(edits, words, cart)  # "and double the caramel": twice the pumps, not a note
    edits = lines_valued_apart(edits, words, cart)  # "the decaf should be large and the regular small"
    edits = values_for_lines(edits, words, cart)  # "oat for the cappuccino and almond for the latte"
    edits = only_that_one(edits, words, cart)  # "toast both", then "only toast the butter one": that one
    edits = line_removed_by_values(edits, words, cart, menu)  # "remove the vanilla one": that latte
    edits = plain_one_named(edits, words, cart)  # "remove the regular one": the latte with no choices
    edits = one_by_its_word(edits, text, cart)  # "heat up the chocolate one": the chocolate croissant
    edits = count_by_its_word(edits, words, cart)  # "make the blueberry two": that muffin, not the last
    edits = named_by_kind(edits, words, cart)  # "the muffin" of the cart's blueberry muffin
    edits = kind_removed(edits, words, cart)  # "actually no tea" of an earl grey and a muffin: the tea
    edits = same_milk_said(edits, words, cart, menu)  # "and a chai latte with the same milk"
    edits = same_size_said(edits, words, cart, menu)  # "a small mocha", then "a latte the same size"
    edits = same_extras_said(edits, words, cart, menu)  # "a latte with hazelnut", "and a mocha with the same"
    edits = changed_as_named(edits, words, cart)  # "double the honey in the tea": not the bagel
    edits = which_asked(edits, words, cart, text, menu)  # "remove the muffin" of two muffins: which one?
    edits = which_of_two(edits, words, text, cart, menu)  # "make the latte decaf" of two lattes
    edits = lines_of_people(edits, words, cart, menu)  # "make mine iced", "jen wants oat milk"
    edits = person_changes_mind(edits, words, cart, menu)  # "actually sam wants a mocha": for the latte
    edits = childrens_lines(edits, words, cart)  # "make the kids drinks warm": the son's and the daughter's
    edits = values_by_person(edits, words, cart)  # "mine with whip, his without"
    edits = food_warmed(edits, words, menu)  # "a bagel please heated", "a muffin and a warm cortado"
    edits = it_asked_of(edits, words, cart)  # "is the croissant warm?", then "can you warm it then"
    edits = warmed_not_warm(edits, cart, menu)  # "make the muffin warmed": warmed, not warm
    edits = cut_in_half(edits, words, cart, menu)  # "cut the croissant in half": its preparation
    edits = prep_instead(edits, words, cart, menu)  # "warm it instead" of a toasted bagel: not toasted
    edits = preps_qualified(edits, words, cart)  # "lightly toasted": a note of the degree
    edits = room_filled(edits, text, cart)  # "actually fill it all the way" of a coffee with room
    edits = one_made_another(edits, words, cart, menu)  # "two lattes" then "make one of them a mocha"
    edits = both_removed(edits, words, cart)  # "remove both"
    edits = ends_removed(edits, words, cart)  # "remove the last two": not the last one only
    edits = ends_changed(edits, words, cart)  # "make the last two large": not the last one only
    edits = kinds_removed(edits, words, cart, menu)  # "remove both pastries": not the latte too
    edits = clear_not_meant(edits, words, cart, menu)  # "remove the vanilla from my order": not every line
    edits = all_removed(edits, words, cart)  # "get rid of everything": every line, not the first
    edits = both_alike(edits, words, cart)  # "one of them with an extra shot", then "actually make that both"
    edits = every_unit_not_added(edits, words, cart)  # "and both cappuccinos with skim": not a third
    edits = both_of_one_line(edits, words, cart)  # "make both cappuccinos iced" of one line of two
    edits = food_both_prepared(edits, words, cart, menu)  # "two croissants", "warm them both": not the latte
    edits = every_line_given(edits, words, cart, menu)  # "add vanilla to all of them": the chai too
    edits = milk_drinks_named(edits, text, cart, menu)  # "all the milk ones with oat": not the tea
    edits = lines_named_by_values_together(edits, words, cart, menu)  # "make both small ones iced"
    edits = both_and_one_given(edits, words, cart)  # "make them both decaf and add whip to the latte"
    edits = one_and_both_units(edits, words, cart, menu)  # "make one decaf and add whip to both" (mochas)
    edits = plural_named(edits, words, text, cart)  # "make the lattes decaf" of two latte lines
    edits = it_just_changed(edits, words, cart, menu)  # "make the hot chocolate large", "make it iced"
    edits = it_meant(edits, text, words, cart, menu)  # "make it iced" of a latte ordered before a muffin
    edits = shots_as_add_on(edits, text, words, cart, menu)  # "a coffee with two shots": two espresso shots
    edits = shots_added_to(edits, words, cart, menu)  # "add two shots" of an americano: two shots more
    edits = shots_in_all(edits, words, cart)  # "add a shot", then "no, two shots total": not three
    edits = cream_and_sugar_counted(edits, text, words, cart, menu)  # "a coffee, one and one": and sugar
    edits = flavour_shot(edits, text, words, menu)  # "a latte with a vanilla shot": no espresso shot
    edits = milk_shot(edits, text, words)  # "an iced coffee with a shot of cream": no espresso shot
    edits = espresso_by_its_shots(edits, words, menu)  # "a double shot of espresso and a small steamer"
    edits = size_stepped(edits, text, words, cart, menu)  # "make it bigger": the next size up
    edits = most_ordered(edits, text, words, menu)  # "give me your biggest coffee": a large one
    edits = warmth_said(edits, text, words, cart, menu, lacking)  # "hotter": extra hot; "not so hot": warm
    edits = warm_it(edits, text, words, cart, menu)  # "warm it please" of a croissant and an americano
    edits = stronger_said(edits, text, words, cart, menu)  # "make it stronger": one more espresso shot
    edits = weaker_said(edits, text, words, cart, menu)  # "a bit weaker": one extra shot fewer, or a note
    edits = sweeter_said(edits, text, words, cart, menu)  # "a bit sweeter": one more pump, or a note
    edits = texture_said(edits, text, words, cart, menu)  # "a bit less milky": noted
    edits = sweetened_with(edits, text)  # "sweetened with vanilla": the syrup, no sweetener beside it
    edits = shots_recounted(edits, text, words, cart)  # "too strong, make it 2" of a triple: two shots
    edits = another_beside_change(edits, words, cart)  # "make one of them decaf and add another one"
    edits = steamer_not_ordered(edits, words, menu, text)  # "a tea with steamed milk": no steamer
    edits = steamer_added_to_a_line(edits, words, cart, menu)  # "add steamed milk to it": no steamer
    edits = unlisted_of_one(edits, words, text, cart, menu)  # "a tea with lemon": a note, not dropped
    edits = special_requests(edits, text, cart, menu, lacking)  # "a long cappuccino", "no lid"
    edits = latte_art(edits, text, cart, menu)  # "with a heart in the foam": a note, not more foam
    edits = base_more_said(edits, text, cart, menu)  # "a chai", then "with extra chai": a note, not a chai
    edits = variant_with_said(edits, menu)  # "a croissant with chocolate": the chocolate croissant
    edits = topping_lacked(edits, cart, menu)  # "a bagel with avocado": we have none, not a note
    edits = kind_apposed(edits, words, text, menu)  # "another muffin, a lemon one": not a third muffin
    edits = degrees_noted(edits, text, cart, menu)  # "a latte, 140 degrees": a note of the temperature
    edits = values_not_finished(edits, text, words, cart, menu)  # "with 2 milk 2 sugar": no end
    edits = milk_counted(edits, text, cart, menu)  # "a coffee with 2 milks": a note of the portions
    edits = milk_refused(edits, text, cart, menu)  # "a chai, no milk": noted so
    edits = portions_recounted(edits, text, cart)  # "… 4 creams", then "make that 3 creams": 3 in the note
    edits = cream_on_top(edits, text, cart, menu)  # "a hot chocolate with cream": whipped cream
    edits = no_cream_on_top(edits, text, cart, menu)  # "no cream on top" of a hot chocolate: no whip
    edits = amounts_said(edits, text, words, menu)  # "a splash of cream", "vanilla, two pumps"
    edits = add_on_halved(edits, text, words, cart)  # "can it be half chocolate" of a mocha: a note
    edits = water_asked(edits, text, cart, menu)  # "add some hot water" of an americano: a note
    edits = counts_over_limit(edits, words, menu)  # "a latte with 7 shots": refused, not a plain latte
    edits = values_refused(edits, words, cart, menu)  # "a croissant with oat milk": said, not dropped
    edits = ice_amount_said(edits, text, cart)  # "not too much ice" of an iced latte: still iced
    edits = plain_ice_said(edits, text, cart)  # "light ice", then "no, regular ice": the note comes off
    edits = notes_not_repeated(edits)  # "with sweet, with sweet cream": once
    edits = notes_taken_back(edits, text, cart, menu)  # "light whip", then "no whip at all"
    edits = note_part_unsaid(edits, words, cart)  # "with marshmallows", then "no marshmallows": not removed
    edits = note_swapped_out(edits, text, cart)  # "with sweet cream", then "swap the sweet cream for oat"
    edits = note_given_up(edits, words, cart)  # "a cappuccino with macadamia", then "oh ok, soy then"
    edits = notes_kept(edits, text, cart)  # "with a bit of cream", then "in a bigger cup": both
    edits = both_noted(edits, words)  # "an earl grey and an english breakfast, both with milk"
    edits = ways_of_units(edits, words, cart)  # "two lattes", then "one for here and one to go"
    edits = way_of_some_units(edits, words, cart)  # "two lattes to go", then "one of them for here"
    edits = named(edits, text, menu)  # a name is no menu word: the model never writes one
    edits = name_asked(edits, text)  # "what name is the order under?": from the order
    edits = whose_asked(edits, text, cart)  # "what's sam having?": that person's lines, from the order
    edits = recount_given(edits, words, cart)  # "make that two, one for my husband": his of his own
    edits = people_given(edits, words, cart)  # "a mocha for me and a latte for my son": whom each is for
    edits = mine_said(edits, words)  # "mine is an oolong": the tea added is the customer's
    edits = unwanted_by_whom(edits, words, cart)  # "Tom doesn't want his anymore": Tom's lines off
    edits = zero_said(edits, words, cart)  # "two lattes and a mocha", "actually zero lattes": the lattes off
    edits = with_everything(edits, words, cart)  # "a bagel", then "with everything": its note, not the end
    edits = sweetener_by_brand(edits, words, cart)  # "and 2 sweet n lows": two sweeteners, not americanos
    edits = sweetener_named(edits, words, cart, menu)  # "sweetened please", then "with honey": honey alone
    edits = values_of_whose_line(edits, words)  # "… and one for my daughter, hers with no whip": hers only
    edits = one_of_them_for(edits, words, cart)  # "make it two", then "one for my coworker": of the two
    edits = way_said_last_of_a_new_line(edits, words, cart)  # "… and one for my coworker, to go": its note
    edits = name_kept(edits, cart)  # "under Maria", then "a flat white for Tom": Maria's order still
    edits = name_corrected(edits, text, cart, menu)  # "the name is bob", then "actually it's robert"
    edits = reviewed(edits, text)  # "what's my total?" reads the order back
    edits = count_of_order_asked(edits, text)  # "how many lattes do i have": read back, not one more
    edits = asked_not_changed(edits, text, cart, words)  # "is the croissant warm?" changes nothing
    edits = too_much_asked(edits, text, words, cart)  # "is that too hot for a kid?" changes nothing
    edits = asked_not_ordered(edits, text, cart, words, menu)  # "do the muffins come warm": not added
    edits = served_asked(edits, text, words)  # "you can't do iced flat whites?": asked, not added
    edits = have_asked(edits, text)  # "do you have vanilla sweet cream?" of a cold brew: asked, not added
    edits = what_it_is(edits, text, words)  # "what's a cortado?": what it is, not added
    edits = what_the_line_is(edits, text, words, cart)  # "what's in it?" of the latte ordered: what it is
    edits = line_value_asked(edits, text, words, cart)  # "what milk is in the latte?": from the line
    edits = it_just_changed_asked(edits, words, cart)  # "make the latte oat", "what size is it"
    edits = caffeine_asked(edits, text, words, cart, menu)  # "does the peppermint tea have caffeine?"
    edits = shots_of_menu_asked(edits, text, words, menu)  # "how many shots in a large latte?": the menu's
    edits = kinds_of_the_last_asked(edits, text, cart, menu)  # "a croissant", then "what kinds?"
    edits = sizes_of_the_last_asked(edits, text, words, cart, menu)  # "a coffee", then "what sizes?"
    edits = lacking_kinds_asked(edits, text, menu_words)  # "what cookies do you have?": we don't have
    edits = subjects_filled(edits, text, words)  # "what milks do you have?", "do you have decaf?"
    edits = coffee_free_asked(edits, text, words)  # "anything without coffee?": those drinks, no coffee
    edits = coffee_in_asked(edits, text, words, cart, menu)  # "does the mocha have coffee in it?"
    edits = kind_described_asked(edits, words, menu)  # "do you have green tea?": our green teas
    edits = ordered_if_so(edits, words)  # "do you have oat milk? if so an oat cappuccino": both
    edits = property_unsure(edits, text, words)  # "is the chai sweet?": not "yes, we have"
    edits = value_of_item_asked(edits, text, words)  # "is the cold brew available hot?": it is not
    edits = property_of_line_unsure(edits, text, words, cart)  # "is it sweet?" of the chai just ordered
    edits = property_asked_after_order(edits, text, words, menu)  # "an americano. is it strong?": answered
    edits = other_item_property_asked(edits, words, menu, cart)  # "a latte, and is the banana bread good"
    edits = nutrition_unsure(edits, text, words, cart, lacking)  # "how many calories?": we cannot tell
    edits = additions_asked(edits, text, words, cart, menu)  # "what can i put on it?" of a bagel: spreads
    edits = drink_variant_lacking(edits, words, menu, menu_words)  # "a pumpkin latte": not a latte
    edits = variant_made_lacking(edits, words, cart, menu, menu_words)  # "make it an everything bagel"
    edits = swapped_for_a_kind_lacked(edits, words, menu)  # "swap the muffin for a banana nut muffin"
    edits = size_priced(edits, text, words, cart, menu)  # "how much for a large?" of the latte ordered
    edits = offer_repriced(edits, text, words, cart, menu)  # "how much is a large latte?", "and a small?"
    edits = price_asked(edits, text, words)  # "how much is a latte?": its price, not "yes, we have"
    edits = question_carried_on(edits, words, cart)  # "how much is a mocha?", then "and a latte?"
    edits = kind_price_asked(edits, text, cart)  # "which tea?", then "how much are they?": the teas'
    edits = family_price_asked(edits, text, menu)  # "how much are your croissants?": each croissant's
    edits = line_price_asked(edits, text, words, cart)  # "how much is the mocha?" of one ordered: its own
    edits = declined_more(edits, text, cart)  # "no thanks" after "anything else?": not a removal
    edits = for_here_said(edits, text)  # "I'll drink it here": for here, not the order's end
    edits = line_had_here(edits, text, words, cart)  # "i'll eat the croissant here" of an order to go
    edits = split_into_cups(edits, text, cart)  # "split it into two cups": one drink, noted
    edits = finished(edits, text)  # "that's it, to go": read back to confirm
    edits = food_asked(edits, text, words, menu)  # "and something to eat": the bakery, not the order's end
    edits = amount_noted(edits, text, cart, menu)  # "also a bit less milk": a note, not the milks listed
    edits = ordered_and_asked(edits, text, words, menu)  # "a latte, and what pastries do you have?"
    edits = kinds_listed(edits, text)  # "a tea please": the teas to choose from
    edits = options_of_item_asked(edits, text, words, cart)  # "what syrups can I get in a latte?": asked
    edits = tea_latte_asked(edits, words)  # "what tea lattes do you have": not the latte's prices
    edits = lacked_asked(edits, text, menu)  # "do you have macadamia milk?": we don't; our milks
    edits = option_lacked(edits, text, cart, menu)  # "a latte with macadamia milk": we have none
    edits = coffee_kinds_asked(edits, text)  # "what kinds of coffee do you have?": the coffee drinks
    edits = kinds_counted(edits, text, words, menu)  # "two teas please": which two teas
    edits = kind_named_after(edits, words, menu)  # "a tea, the peppermint one": no question, that tea
    edits = kinds_named_after_each(edits, words, menu)  # "one hot tea, peppermint, and one iced tea, …"
    edits = count_of_kind_named(edits, words, menu)  # "two teas, oolong": two oolong teas
    edits = kind_then_flavour(edits, words, menu)  # "a large hot tea, peppermint": the peppermint tea
    edits = kinds_beside(edits, text, words, menu)  # "a latte and two teas": which two teas too
    edits = kind_asked_in_place(edits, words, cart)  # "make that a tea": the tea chosen takes its place
    edits = item_taken_back_for_kind(edits, words)  # "a tea, no a coffee, no a tea": no coffee
    edits = kind_asked_notes(edits, text, words)  # "a tea with lemon": the lemon kept for the answer
    edits = kind_parts_asked(edits, words)  # "a hot tea and an iced tea": which for each, both kept
    edits = syrup_unnamed(edits, text, menu)  # "a latte with syrup": which syrup, no note "with syrup"
    edits = syrup_declined(edits, text, cart, menu)  # "which syrup?", "no thanks": the latte kept
    edits = kinds_answered_apart(edits, text, cart, menu)  # "which two teas?" answered "an oolong and a mint"
    edits = kind_parts_said(edits, text, menu)  # "two teas, one green and one earl grey": both parts
    edits = count_asked(edits, words, cart, menu)  # "which two teas?" answered "earl grey": two
    edits = kind_answered_first(edits, text, cart, menu)  # "which tea?", "peppermint, and the latte oat"
    edits = kind_answered(edits, text, cart, menu)  # "which tea?" answered "peppermint": not the syrup
    edits = kind_asked_again(edits, text, words, cart, menu)  # "which tea?", "something fruity": asked again
    edits = kind_asked_with_values(edits, text, words, cart, menu)  # "which green tea?", "the green tea iced"
    edits = kind_parts_answered(edits, text, cart, menu)  # "a hot tea and an iced tea", "oolong": one of each
    edits = kind_values_kept(edits, cart, menu)  # "an iced tea", "which tea?", "earl grey": iced
    edits = kind_replaces(edits, cart)  # "make that a tea", "which tea?", "earl grey": the coffee off
    edits = removed_restored(edits, words, text, cart)  # "bring the cold brew back", "undo that"
    edits = undone(edits, text, cart)  # "a latte", "and a cappuccino", then "undo": the cappuccino goes
    edits = add_on_restored(edits, words, cart)  # "no whip", then "add the whip back": whipped cream
    edits = which_answered(edits, words, cart)  # "which latte?" answered "the oat one": its change made
    edits = last_change_moved(edits, words, cart, menu)  # "make it oat", then "no, the other one"
    edits = remaining_one_changed(edits, words, cart)  # "remove one cappuccino", "the remaining one large"
    edits = changed_lines_continued(edits, words, cart, menu)  # "make them both large", "and iced": both
    edits = other_removed(edits, words, cart)  # "the decaf one with oat", then "remove the other one"
    edits = other_of_split_meant(edits, words, cart)  # "one with whip", "and the other with marshmallows"
    edits = other_without(edits, text, cart)  # "one with sugar", "and the other without": no sugar on it
    edits = other_valued(edits, words, cart)  # "two croissants, one warmed", "the other one cut in half"
    edits = removal_continued(edits, words, cart)  # "take off one latte", then "and one muffin": off too
    edits = add_on_removal_continued(edits, words, cart)  # "remove the whip", "and the caramel"
    edits = change_excepted(edits, text, cart)  # "all decaf", then "except one": one stays as it was
    edits = line_excepted(edits, text, words, cart, menu)  # "toast both", then "not the butter one"
    edits = offer_priced(edits, words, text, cart)  # "what sizes has the latte?", "how much is a large one?"
    edits = refused_answered(edits, words, cart, menu)  # "oat isn't available … whole, nonfat or almond?"
    edits = offer_taken(edits, words, text, cart, menu)  # "how much is a mocha?", then "I'll have that"
    edits = option_offer_taken(edits, words, text, cart, menu)  # "do you have vanilla?", then "ok add it"
    edits = asked_value_ordered(edits, words, cart)  # "does it have vanilla?", "then a vanilla latte"
    edits = option_ordered_with(edits, text, cart, menu)  # "do you have oat?", "a latte with that then"
    edits = values_accepted(edits, words, cart, menu)  # "whole milk is fine": set, not the order's end
    edits = greeted(edits, text)  # "hi there": hello back, not the menu's sections
    edits = acknowledged(edits, text)  # "cool", "interesting": what else, not "didn't catch"
    edits = order_begun(edits, text)  # "i'd like to place an order": the menu's sections, not "didn't catch"
    edits = usual_asked(edits, text)  # "my usual please": we cannot look it up, not "didn't catch"
    edits = farewell(edits, text, cart)  # "bye!" with an order in the cart: read back to confirm
    edits = menu_asked(edits, text, words)  # "can i see the menu?": the menu's sections, not "didn't catch"
    edits = payment_answered(edits, text, words, menu)  # "can I pay by card?": at the counter
    edits = wait_asked(edits, text)  # "how long will it take?": started once confirmed, not read back
    edits = pickup_time_said(edits, text, words)  # "it's for pickup at 8": no order held, not eight of it
    edits = pickup_said(edits, text)  # "a latte for pickup", "i'll pick it up": to go
    edits = change_asked(edits, text)  # "can I change my order?": what to change, not "didn't catch"
    edits = add_asked(edits, text)  # "is it too late to add something?": what to add
    edits = never_minded(edits, text, cart)  # "never mind": nothing has changed, not "didn't catch"
    edits = regular_said_fine(edits, text, cart)  # "actually regular is fine" of the decaf just ordered
    edits = taken_back_at_end(edits, text)  # "and light ice... oh wait it's hot, never mind"
    edits = counter_asked(edits, text, lacking, words, menu)  # "how big is a large?", "are you open?"
    edits = sugar_free_asked(edits, text, words, lacking)  # "what do you have without sugar?": from the menu
    edits = cheapest_asked(edits, text)  # "what's the cheapest drink?": from the menu's prices
    edits = recommendation_asked(edits, text, cart, menu)  # "what do you recommend?": the favourites
    edits = taste_asked(edits, text, menu)  # "something chocolatey": the items that say so
    edits = difference_asked(edits, text, words, cart)  # "the difference between a cortado and a flat white?"
    edits = family_asked_of_the_order(edits, text, cart, menu)  # "what's in the muffin?" of the lemon one
    edits = on_top_asked(edits, text, cart)  # "what comes on top?": the toppings, no note
    edits = given_to(edits, words, cart)  # "actually the latte is for jen": jen's line, no question
    edits = name_not_finished(edits, text)  # "it's for sam": the latte is Sam's, the order not closed
    edits = what_if_asked(edits, text, cart)  # "and if i make it large": its price, not made large
    edits = decaf_shot(edits, text, cart)  # "make the extra shot decaf": the shot, not the latte
    edits = taken_by(edits, words, cart)  # "jen'll have the mocha": jen's line, not "didn't catch"
    edits = whose_swapped(edits, words, cart)  # "swap those, i want the matcha": the two people's traded
    edits = assorted_after(edits, text, cart, menu)  # "a dozen muffins", "any mix is fine": four of each
    edits = one_too_for(edits, words, cart)  # "my friend wants one too but decaf": one more, the friend's
    edits = one_for_another_instead(edits, words, cart)  # "and one for my son, hot chocolate instead"
    edits = chosen_not_sold(edits, words, menu_words)  # "i'll try the jasmine": we don't have it
    edits = syrup_named_as_item(edits, words, cart, menu)  # "i'll have the peppermint": the peppermint tea
    edits = item_for_the_valued(edits, words, cart, menu)  # "and oolong for the iced one": an iced oolong
    edits = variant_asked(edits, text, words, menu)  # "do you have almond croissants?": we don't
    edits = families_asked(edits, text, menu)  # "what muffins do you have?": all three, not the house one
    edits = kinds_asked_with_order(edits, text, menu)  # "can i get a muffin, what kinds are there"
    edits = named_alone(edits, words, cart, menu)  # "ok the blueberry muffin" with a latte ordered: one
    edits = line_number_lacking(edits, text, cart)  # "change line 3 ..." of two lines: not line 2
    edits = kind_recounted(edits, text, words, cart, menu)  # "a peppermint tea", "make that two teas": two
    edits = recounted_and_added(edits, words, cart)  # "make that two mochas and a latte" of three mochas
    edits = units_not_lost(edits, words, cart, lacking)  # "add marshmallows to one of them": no unit lost
    edits = service_asked(edits, text, cart, menu)  # "a muffin", then "and a fork": noted on the muffin
    edits = garnish_noted(edits, words, cart, menu, menu_words)  # "add lemon" of an earl grey: noted
    edits = note_with_its_value(edits, menu)  # "3 cappuccinos, 1 with chocolate on top": that one's note
    edits = lacked_let_go(edits, text, cart)  # "a pumpkin muffin" lacked, "never mind the muffin": no change
    edits = one_of_several_valued(edits, words)  # "two mochas, one extra shot": one mocha with the shot
    edits = refused_kept_apart(edits, cart, menu)  # "oat milk and no whip" of a hot chocolate: no whip
    return lines_joined(edits, menu, cart)  # "three lattes with oat, one decaf": 2 oat lattes on one line
