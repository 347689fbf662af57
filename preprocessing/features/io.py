"""Save / load the fitted FeaturePipeline: skops (never pickle) + a manifest with the sha256.

``load_pipeline`` reads the artifact bytes once, checks their sha256 against ``manifest.json`` and
the scikit-learn version, then loads them with skops trusting only ``TRUSTED_TYPES`` (a reviewed,
hard-coded list); anything else in the file is refused. Loaded pipelines are cached per process.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import zipfile
from datetime import UTC, datetime
from pathlib import Path

import sklearn
import skops
import skops.io as sio

from preprocessing.features.pipeline import FeaturePipeline

ARTIFACT = "pipeline.skops"
MANIFEST = "manifest.json"
DEFAULT_DIR = Path(__file__).resolve().parents[2] / "models" / "pipeline"
ENV_DIR = "COFFEEGLM_PIPELINE_DIR"

# The types skops does not trust by default, as listed by skops.io.get_untrusted_types() on a saved
# pipeline, and reviewed: this project's own estimators. Their saved state is plain data (str, int,
# list, dict, sklearn / numpy objects that skops trusts by default), and loading runs no code of
# theirs but __setstate__, which only rebuilds lookup tables from that data. Anything else is refused.
TRUSTED_TYPES: tuple[str, ...] = (
    "preprocessing.features.intent.IntentClassifier",
    "preprocessing.features.normalize.TextNormalizer",
    "preprocessing.features.pipeline.FeaturePipeline",
    "preprocessing.features.tagger.MenuTagger",
)


class PipelineIntegrityError(ValueError):
    """The artifact does not match its manifest (sha256, versions) or is not a FeaturePipeline."""


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of bytes."""
    return hashlib.sha256(data).hexdigest()


def save_pipeline(pipe: FeaturePipeline, out_dir: str | Path, *, version: str | None = None) -> dict:
    """Write ``pipeline.skops`` and ``manifest.json`` into out_dir; return the manifest."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    data = sio.dumps(pipe, compression=zipfile.ZIP_DEFLATED, compresslevel=9)
    digest = sha256_bytes(data)
    manifest = {
        "version": version or digest[:16],
        "sha256": digest,
        "menu_version": pipe.menu_version,
        "sklearn_version": sklearn.__version__,
        "skops_version": skops.__version__,
        "created": datetime.now(UTC).replace(microsecond=0).isoformat(),
    }
    for name, blob in ((ARTIFACT, data), (MANIFEST, (json.dumps(manifest, indent=2) + "\n").encode())):
        tmp = out / (name + ".tmp")
        tmp.write_bytes(blob)
        os.replace(tmp, out / name)  # a reader in between sees a sha256 mismatch and refuses
    return manifest


def resolve_dir(path: str | Path | None = None) -> Path:
    """The pipeline directory: path (a directory or its pipeline.skops), $COFFEEGLM_PIPELINE_DIR, default."""
    p = Path(path or os.environ.get(ENV_DIR) or DEFAULT_DIR)
    return p.parent if p.suffix == ".skops" else p


def read_manifest(path: str | Path | None = None) -> dict:
    """The manifest of the pipeline at path."""
    return json.loads((resolve_dir(path) / MANIFEST).read_text(encoding="utf-8"))


def _minor(version: str) -> tuple[str, ...]:
    """Major.minor of a version string."""
    return tuple(version.split(".")[:2])


def load_pipeline_uncached(path: str | Path | None = None) -> FeaturePipeline:
    """Load and verify a pipeline (sha256, sklearn version, trusted types); no caching."""
    folder = resolve_dir(path)
    manifest = read_manifest(folder)
    data = (folder / ARTIFACT).read_bytes()
    digest = sha256_bytes(data)
    if digest != manifest.get("sha256"):
        raise PipelineIntegrityError(
            f"{folder / ARTIFACT}: sha256 {digest} does not match the manifest's {manifest.get('sha256')}")
    saved = str(manifest.get("sklearn_version", ""))
    if _minor(saved) != _minor(sklearn.__version__):
        raise PipelineIntegrityError(
            f"{folder / ARTIFACT}: saved with scikit-learn {saved}, running {sklearn.__version__}; refit it")
    pipe = sio.loads(data, trusted=list(TRUSTED_TYPES))
    if not isinstance(pipe, FeaturePipeline):
        kind = type(pipe).__name__
        raise PipelineIntegrityError(f"{folder / ARTIFACT}: holds {kind}, not a FeaturePipeline")
    pipe.version = manifest.get("version", digest[:16])
    pipe.manifest = dict(manifest)
    return pipe


@functools.lru_cache(maxsize=4)
def _load_cached(folder: str) -> FeaturePipeline:
    """Per-process cache of loaded pipelines, keyed by resolved directory."""
    return load_pipeline_uncached(folder)


def load_pipeline(path: str | Path | None = None) -> FeaturePipeline:
    """Load the fitted pipeline once per process (verified against its manifest; see module doc)."""
    return _load_cached(str(resolve_dir(path).resolve()))


def clear_cache() -> None:
    """Forget the loaded pipelines (tests, reloads)."""
    _load_cached.cache_clear()
