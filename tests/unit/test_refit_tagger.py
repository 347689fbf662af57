"""A menu edit that changes no words refits the tagger alone (`preprocessing.refit_tagger`)."""

from __future__ import annotations

import pytest

from ordering.menu import DEFAULT_PATH, load_menu
from preprocessing.features.io import load_pipeline_uncached
from preprocessing.refit_tagger import WordsChanged, main, refit_tagger

TURNS = ["a large oat latte and a capps", "make it kid temp please", "what's a cortado?", "cancel it all"]


def _edited_menu(tmp_path, old: str, new: str):
    text = DEFAULT_PATH.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "menu.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return load_menu(path)


def test_a_description_edit_keeps_every_tag_and_intent(tmp_path):
    pipe = load_pipeline_uncached()
    menu = _edited_menu(tmp_path, 'description = "A delicate green tea."',
                        'description = "A light green tea."')
    refitted = refit_tagger(pipe, menu)
    assert refitted.menu_version == menu.version != pipe.menu_version
    assert refitted.intent is pipe.intent
    assert [(f.tokens, f.intent) for f in refitted.transform(TURNS)] == [
        (f.tokens, f.intent) for f in pipe.transform(TURNS)]


def test_an_edit_of_the_words_is_refused(tmp_path, capsys):
    menu = _edited_menu(tmp_path, 'aliases = ["lattes", ', 'aliases = ["lattes", "lattay", ')
    with pytest.raises(WordsChanged, match="lattay"):
        refit_tagger(load_pipeline_uncached(), menu)
    assert main(["--menu", str(tmp_path / "menu.toml"), "--out", str(tmp_path / "pipe")]) == 1
    assert "fit the pipeline anew" in capsys.readouterr().err
    assert not (tmp_path / "pipe").exists()


def test_the_command_saves_a_pipeline_that_loads_verified(tmp_path):
    menu = _edited_menu(tmp_path, "prices = { one = 325 }", "prices = { one = 345 }")
    assert main(["--menu", str(tmp_path / "menu.toml"), "--out", str(tmp_path / "pipe")]) == 0
    assert load_pipeline_uncached(tmp_path / "pipe").menu_version == menu.version
