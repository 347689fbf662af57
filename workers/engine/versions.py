"""The versions a parse depends on, for the cache key: a digest of the parsing code and the feature
pipeline's manifest version (the model's and the menu's come from their files, `Engine.load`)."""

from __future__ import annotations

import hashlib
import importlib
from pathlib import Path
from typing import Any

# the code that turns words into edits: decoding, grounding, and the readings after the model
PARSING_MODULES = (
    "ordering.absent_line_named", "ordering.add_on_counts_apart", "ordering.add_on_in_place_of",
    "ordering.add_on_meant", "ordering.add_on_said_off", "ordering.additions_asked", "ordering.age_said",
    "ordering.alike_said", "ordering.all_and_some", "ordering.all_but_said", "ordering.all_counted",
    "ordering.already_so", "ordering.amount_noted", "ordering.amounts_said", "ordering.another_as_named",
    "ordering.another_beside_change", "ordering.another_in_turn", "ordering.another_made",
    "ordering.another_of_family", "ordering.another_of_its_kind", "ordering.another_said_as_change",
    "ordering.another_said_by_values", "ordering.another_unit_split", "ordering.another_with",
    "ordering.asked_not_ordered", "ordering.asked_value_ordered", "ordering.assorted_split",
    "ordering.base_more_said", "ordering.black_said", "ordering.both", "ordering.both_of_us",
    "ordering.caffeine_asked", "ordering.change_asked", "ordering.change_excepted",
    "ordering.change_then_add", "ordering.changed_as_named", "ordering.cheapest_asked",
    "ordering.chosen_unknown", "ordering.clear_not_meant", "ordering.coffee_free_asked",
    "ordering.coffee_run", "ordering.corrections", "ordering.count_asked", "ordering.count_by_its_word",
    "ordering.count_checked", "ordering.count_made", "ordering.counted_item_added",
    "ordering.counted_kind_values", "ordering.counted_words", "ordering.counter_asked",
    "ordering.counts_bound", "ordering.counts_not_shared", "ordering.counts_over_limit",
    "ordering.cream_and_sugar_counted", "ordering.cream_on_top", "ordering.customer_described",
    "ordering.decaf_ordered", "ordering.decaf_shot", "ordering.declined_more", "ordering.degrees_said",
    "ordering.dsl", "ordering.each_of_family", "ordering.edits", "ordering.ends_removed",
    "ordering.extra_cost_of_that", "ordering.families_asked", "ordering.family_asked_of_the_order",
    "ordering.fewer_measured", "ordering.fewer_units", "ordering.flavour_named", "ordering.flavour_shot",
    "ordering.food_asked", "ordering.food_both_prepared", "ordering.food_prepared_them",
    "ordering.food_warmed", "ordering.for_so_many", "ordering.for_whom", "ordering.free_of",
    "ordering.garnish_noted", "ordering.given_to", "ordering.greetings", "ordering.grounding",
    "ordering.grounding_lines", "ordering.grounding_owed", "ordering.grounding_read",
    "ordering.halves_of_one", "ordering.halves_said", "ordering.have_asked", "ordering.ice_amount_said",
    "ordering.ice_said_iced", "ordering.in_place", "ordering.instead_of_lacking",
    "ordering.it_just_changed", "ordering.it_meant", "ordering.item_described",
    "ordering.item_for_the_valued", "ordering.item_said_no", "ordering.item_said_without",
    "ordering.item_swapped_by_model", "ordering.items_asked", "ordering.kept_lines",
    "ordering.kept_not_added", "ordering.kids_size", "ordering.kind_apposed", "ordering.kind_asked_notes",
    "ordering.kind_chosen", "ordering.kind_corrected", "ordering.kind_named_after", "ordering.kind_parts",
    "ordering.kind_recounted", "ordering.kind_swapped_in", "ordering.kind_taken_back",
    "ordering.kind_values_taken", "ordering.kinds_listed_after", "ordering.kinds_taken_off",
    "ordering.lacked_asked", "ordering.lacked_echoed", "ordering.lacked_kind_doubled",
    "ordering.lacked_let_go", "ordering.lacked_replaced", "ordering.lacked_taken_back",
    "ordering.lacking_counted", "ordering.lacking_line_named", "ordering.lacking_noted",
    "ordering.last_change", "ordering.latte_art", "ordering.line_changed_to", "ordering.line_changes",
    "ordering.line_value_asked", "ordering.lines_valued_apart", "ordering.made_into",
    "ordering.made_plain", "ordering.member_named_after", "ordering.member_swapped",
    "ordering.mentions_demoted", "ordering.mentions_said", "ordering.menu_asked", "ordering.milk_counted",
    "ordering.milk_drinks_named", "ordering.milk_put_in", "ordering.milk_refused",
    "ordering.milk_taken_off", "ordering.mind_changed", "ordering.more_measured", "ordering.moved",
    "ordering.named_alone", "ordering.named_by_values", "ordering.named_lines", "ordering.names",
    "ordering.note_with_its_value", "ordering.noted_lines", "ordering.noted_units_split",
    "ordering.notes", "ordering.notes_kept", "ordering.notes_overlapping", "ordering.notes_taken_back",
    "ordering.offer_repriced", "ordering.offer_taken", "ordering.on_top_asked", "ordering.one_and_both_units",
    "ordering.one_and_the_other_added", "ordering.one_by_its_word", "ordering.one_described_measured",
    "ordering.one_made_noted", "ordering.one_more_with", "ordering.one_not_prepared",
    "ordering.one_noted", "ordering.one_of_each", "ordering.one_of_several_valued",
    "ordering.one_of_them_asked", "ordering.one_too_for", "ordering.one_unit_meant",
    "ordering.one_without", "ordering.ones_placed", "ordering.only_add_on", "ordering.only_some_of_them",
    "ordering.only_that_one", "ordering.option_lacked", "ordering.options_of_item_asked",
    "ordering.options_said", "ordering.order_review", "ordering.ordered_and_asked",
    "ordering.ordered_if_so", "ordering.ordinal_counted", "ordering.ordinal_unit",
    "ordering.others_not_so", "ordering.payment", "ordering.per_line", "ordering.phrases_apart",
    "ordering.phrases_counted", "ordering.phrases_listed", "ordering.plain_one_beside",
    "ordering.plural_named", "ordering.polarity_placed", "ordering.prep_of_some_units",
    "ordering.preps_per_line", "ordering.preps_said", "ordering.pump_of_an_item",
    "ordering.question_carried_on", "ordering.recommended", "ordering.recount_given",
    "ordering.recounted", "ordering.recounted_and_added", "ordering.recounted_split",
    "ordering.refused_answered", "ordering.refused_kept_apart", "ordering.removal_continued",
    "ordering.removed_replaced", "ordering.removed_restored", "ordering.removed_together",
    "ordering.repeats", "ordering.replacements", "ordering.replies", "ordering.rest_given",
    "ordering.said", "ordering.same_but_said", "ordering.same_milk_said", "ordering.same_way",
    "ordering.scratched_for_value",
    "ordering.served_asked", "ordering.service_asked", "ordering.shot_of_espresso",
    "ordering.shots_added", "ordering.should_be", "ordering.side_item_noted", "ordering.size_priced",
    "ordering.size_stepped", "ordering.special_requests", "ordering.split_into_cups",
    "ordering.split_other", "ordering.split_values_placed", "ordering.steamed_milk_said",
    "ordering.strength_said", "ordering.sugar_free_said", "ordering.swap_continued",
    "ordering.swapped_as_named", "ordering.swapped_for_lacking", "ordering.swaps",
    "ordering.sweetener_by_brand", "ordering.sweetener_named", "ordering.syrup_named_as_item",
    "ordering.syrup_unnamed", "ordering.taken_away", "ordering.taken_back", "ordering.tea_latte",
    "ordering.tea_latte_asked", "ordering.times_counted", "ordering.too_many_said", "ordering.too_much_asked",
    "ordering.topping_lacked", "ordering.total_said", "ordering.turn_words", "ordering.undone",
    "ordering.unit_splits", "ordering.units_given", "ordering.units_listed", "ordering.units_merged",
    "ordering.units_not_lost", "ordering.units_said", "ordering.units_ways", "ordering.unknown_things",
    "ordering.unlisted", "ordering.unnamed_added", "ordering.unwanted_by_whom",
    "ordering.vague_count_asked", "ordering.value_forgotten", "ordering.value_said_not",
    "ordering.values_accepted", "ordering.values_before_item", "ordering.values_for_lines",
    "ordering.values_not_finished", "ordering.values_placed", "ordering.values_refused",
    "ordering.values_shared_out", "ordering.values_switched", "ordering.variant_with_said",
    "ordering.variants_lacking", "ordering.variants_of_one", "ordering.vessel_counted",
    "ordering.wait_asked", "ordering.warm_it", "ordering.warmth_said", "ordering.water_asked",
    "ordering.weighed_choice", "ordering.what_if", "ordering.which_answered", "ordering.which_line",
    "ordering.which_of_two", "ordering.white_hot_chocolate", "ordering.white_said",
    "ordering.whose_asked", "ordering.whose_line", "ordering.with_everything", "ordering.zero_said",
    "preprocessing.features.fuzzy", "preprocessing.features.normalize", "preprocessing.features.numbers",
    "preprocessing.features.protected", "preprocessing.features.tagger", "workers.engine.constrained",
    "workers.engine.engine", "workers.engine.prompt", "workers.engine.readings",
)


def parse_code_version() -> str:
    """A digest of the parsing code's source: part of the cache key, so that a parse cached by other code
    is never served after an upgrade."""
    digest = hashlib.sha256()
    for name in PARSING_MODULES:
        digest.update(Path(importlib.import_module(name).__file__).read_bytes())
    return digest.hexdigest()[:16]


def pipeline_version(pipeline: Any) -> str:
    """Return the feature pipeline's manifest version (attribute `version` or `manifest['version']`)."""
    version = getattr(pipeline, "version", None)
    if version is None:
        manifest = getattr(pipeline, "manifest", None) or {}
        version = (manifest.get("version") if isinstance(manifest, dict)
                   else getattr(manifest, "version", None))
    return str(version) if version is not None else "unknown"
