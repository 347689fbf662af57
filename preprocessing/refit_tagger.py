"""Follow a menu edit that changes no words (a price, a description, a limit) without a new corpus.

    coffeeglm refit-tagger [--pipeline models/pipeline] [--menu ordering/menu.toml] [--out DIR]

The feature pipeline's tagger is fitted on the menu's words and stamped with the menu's version, which is
the hash of the whole file; its intent classifier is fitted on a corpus of tagged turns. A menu edit that
keeps every word (every alias of every item, size and option) leaves the classifier's input as it was, so
the classifier stays as fitted and only the tagger is fitted again, on the edited menu (with the project's
normaliser of today: a table fitted before a normaliser change may hold keys the normaliser no longer
lets through, and these go). An edit that changes a word is
refused: the classifier learnt the old words, so the pipeline must be fitted anew on a corpus of the new
menu (`coffeeglm corpus`, then `coffeeglm fit-pipeline`).
"""

from __future__ import annotations

import argparse
import sys

from sklearn.pipeline import Pipeline


class WordsChanged(ValueError):
    """The menu's words differ from those the pipeline was fitted on."""


def refit_tagger(pipe, menu):
    """A copy of ``pipe`` whose tagger is fitted on ``menu``, its intent classifier unchanged; raises
    `WordsChanged` where the menu's words (alias, kind, name) are not the ones the tagger was fitted on."""
    from preprocessing.features.tagger import MenuTagger

    old = pipe.tagging.named_steps["tag"]
    new = MenuTagger.from_menu(menu, max_tokens=old.max_tokens, fuzzy=old.fuzzy)
    was, now = {tuple(e) for e in old.lexicon or ()}, {tuple(e) for e in new.lexicon}
    if was != now:
        raise WordsChanged(f"the menu's words changed (new: {sorted(now - was)[:5]}, gone: "
                           f"{sorted(was - now)[:5]}): fit the pipeline anew on a corpus of this menu "
                           "(coffeeglm corpus, then coffeeglm fit-pipeline)")
    tagging = Pipeline([*pipe.tagging.steps[:-1], ("tag", new.fit())])
    return type(pipe)(tagging=tagging, intent=pipe.intent)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point: refit the tagger, check every test text tags the same, save."""
    from ordering.menu import load_menu
    from preprocessing.features.io import load_pipeline_uncached, save_pipeline

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--pipeline", default="models/pipeline", help="the fitted pipeline's folder")
    ap.add_argument("--menu", default=None, help="menu file (default ordering/menu.toml)")
    ap.add_argument("--out", default=None, help="where to save (default: over --pipeline)")
    args = ap.parse_args(argv)
    pipe, menu = load_pipeline_uncached(args.pipeline), load_menu(args.menu)
    try:
        refitted = refit_tagger(pipe, menu)
    except WordsChanged as err:
        print(f"refused: {err}", file=sys.stderr)
        return 1
    manifest = save_pipeline(refitted, args.out or args.pipeline)
    print(f"tagger refitted on menu {menu.version} (was {pipe.menu_version}); pipeline version "
          f"{manifest['version']}, intent classifier unchanged")
    return 0


if __name__ == "__main__":
    sys.exit(main())
