"""The ``coffeeglm`` command: build the corpus, fit the pipeline, train, predict and evaluate."""

from __future__ import annotations

import argparse
import json
import sys


def main(argv: list[str] | None = None) -> int:
    """Dispatch a sub-command."""
    ap = argparse.ArgumentParser(prog="coffeeglm", description=__doc__)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("predict", help="write benchmark predictions for a gold JSONL file")
    p.add_argument("gold")
    p.add_argument("pred")
    p.add_argument("--model", default=None, help="GLM checkpoint folder (default models/glm)")
    p.add_argument("--batch", type=int, default=64)
    h = sub.add_parser("heldout", help="exact cart match on the synthetic held-out file")
    h.add_argument("path", nargs="?", default="data/corpus/heldout.jsonl")
    h.add_argument("--model", default=None)
    h.add_argument("--show", type=int, default=0, help="print this many misses")
    sub.add_parser("corpus", help="generate the synthetic corpus (see --help)", add_help=False)
    sub.add_parser("fit-pipeline", help="fit and save the feature pipeline", add_help=False)
    sub.add_parser("refit-tagger", help="follow a menu edit that changes no words (see --help)",
                   add_help=False)
    sub.add_parser("train", help="train the GLM", add_help=False)
    args, rest = ap.parse_known_args(argv)

    if args.command == "corpus":
        from preprocessing.corpus.generate import main as run
        run(rest)
    elif args.command == "fit-pipeline":
        from preprocessing.fit_pipeline import main as run
        run(rest)
    elif args.command == "refit-tagger":
        from preprocessing.refit_tagger import main as run
        return run(rest)
    elif args.command == "train":
        from preprocessing.train_glm import main as run
        run(rest)
    elif args.command in ("predict", "heldout"):
        from preprocessing.evaluate import heldout_exact, predict
        from workers.engine.engine import Engine

        engine = Engine.load(args.model)
        if args.command == "predict":
            n = predict(args.gold, args.pred, engine, args.batch)
            print(f"wrote {n} predictions to {args.pred}", file=sys.stderr)
        else:
            print(json.dumps(heldout_exact(args.path, engine, show=args.show), indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
