"""Saving and loading the feature pipeline: skops round trip, manifest, trusted types, tampering."""

from __future__ import annotations

import json
import zipfile

import pytest
import skops.io as sio
from skops.io.exceptions import UntrustedTypesFoundException
from test_features import synthetic_corpus

from ordering.menu import load_menu
from preprocessing.features import io as pio
from preprocessing.features.pipeline import FeaturePipeline

TEXTS = ["Two large oat milk lattes to go, pls", "a cappnccino w/ hazlenut", "cancel my order", "",
         "what syrups do you have?", b"\xffa double decaf espresso", "😀", "eighteen thousand mochas"]


class Gadget:
    """An arbitrary class that is not on the trusted list."""

    def __init__(self):
        self.payload = "anything"


@pytest.fixture(scope="module")
def fitted():
    menu = load_menu()
    texts, intents = zip(*synthetic_corpus(menu, n=350), strict=True)
    return FeaturePipeline.from_menu(menu, min_df=1).fit(list(texts), list(intents))


@pytest.fixture()
def saved(fitted, tmp_path):
    pio.clear_cache()
    manifest = pio.save_pipeline(fitted, tmp_path / "pipe")
    yield tmp_path / "pipe", manifest
    pio.clear_cache()


def test_round_trip_identical(fitted, saved):
    folder, manifest = saved
    loaded = pio.load_pipeline(folder)
    assert loaded is not fitted
    assert loaded.transform(TEXTS) == fitted.transform(TEXTS)
    assert loaded.version == manifest["version"]
    assert loaded.menu_version == load_menu().version


def test_manifest(saved):
    folder, manifest = saved
    on_disk = json.loads((folder / "manifest.json").read_text())
    assert on_disk == manifest
    assert set(manifest) == {"version", "sha256", "menu_version", "sklearn_version", "skops_version",
                             "created"}
    assert manifest["sha256"] == pio.sha256_bytes((folder / "pipeline.skops").read_bytes())
    assert manifest["menu_version"] == load_menu().version


def test_trusted_list_is_exactly_what_the_artifact_needs(saved):
    folder, _ = saved
    untrusted = set(sio.get_untrusted_types(file=folder / "pipeline.skops"))
    assert untrusted == set(pio.TRUSTED_TYPES), "review new types before adding them to TRUSTED_TYPES"


def test_loaded_once_per_process(saved):
    folder, _ = saved
    first = pio.load_pipeline(folder)
    assert pio.load_pipeline(folder) is first
    assert pio.load_pipeline(folder / "pipeline.skops") is first
    pio.clear_cache()
    assert pio.load_pipeline(folder) is not first


def test_untrusted_type_is_refused(fitted, tmp_path):
    pio.clear_cache()
    fitted.gadget = Gadget()
    try:
        pio.save_pipeline(fitted, tmp_path / "evil")  # a consistent manifest: only the type check can refuse
    finally:
        del fitted.gadget
    with pytest.raises(UntrustedTypesFoundException, match="Gadget"):
        pio.load_pipeline(tmp_path / "evil")


def test_tampered_file_is_refused(saved):
    folder, _ = saved
    artifact = folder / "pipeline.skops"
    data = bytearray(artifact.read_bytes())
    data[len(data) // 2] ^= 0x01
    artifact.write_bytes(bytes(data))
    with pytest.raises(pio.PipelineIntegrityError, match="sha256"):
        pio.load_pipeline(folder)


def test_swapped_artifact_is_refused(fitted, saved, tmp_path):
    folder, _ = saved
    other = tmp_path / "other"
    fitted.intent.C += 1
    try:
        pio.save_pipeline(fitted, other)
    finally:
        fitted.intent.C -= 1
    (folder / "pipeline.skops").write_bytes((other / "pipeline.skops").read_bytes())
    with pytest.raises(pio.PipelineIntegrityError):
        pio.load_pipeline(folder)


def test_other_sklearn_version_is_refused(saved):
    folder, manifest = saved
    (folder / "manifest.json").write_text(json.dumps({**manifest, "sklearn_version": "0.24.2"}))
    with pytest.raises(pio.PipelineIntegrityError, match="scikit-learn"):
        pio.load_pipeline(folder)


def test_not_a_pipeline_is_refused(tmp_path):
    folder = tmp_path / "x"
    folder.mkdir()
    data = sio.dumps({"not": "a pipeline"}, compression=zipfile.ZIP_DEFLATED)
    (folder / "pipeline.skops").write_bytes(data)
    (folder / "manifest.json").write_text(json.dumps({"sha256": pio.sha256_bytes(data), "sklearn_version":
                                                      __import__("sklearn").__version__}))
    with pytest.raises(pio.PipelineIntegrityError, match="not a FeaturePipeline"):
        pio.load_pipeline_uncached(folder)


def test_no_pickle_in_the_artifact(saved):
    folder, _ = saved
    with zipfile.ZipFile(folder / "pipeline.skops") as zf:
        names = zf.namelist()
        assert "schema.json" in names
        assert not [n for n in names if n.endswith((".pkl", ".pickle", ".joblib"))]
        assert b"__reduce__" not in zf.read("schema.json")


def test_env_and_default_dir(monkeypatch, tmp_path):
    monkeypatch.delenv(pio.ENV_DIR, raising=False)
    assert pio.resolve_dir() == pio.DEFAULT_DIR
    monkeypatch.setenv(pio.ENV_DIR, str(tmp_path))
    assert pio.resolve_dir() == tmp_path
    assert pio.resolve_dir(tmp_path / "a" / "pipeline.skops") == tmp_path / "a"


def test_shipped_pipeline_matches_the_menu():
    """The artifact in models/pipeline (when present) loads and was fitted on the current menu."""
    if not (pio.DEFAULT_DIR / "manifest.json").exists():
        pytest.skip("no shipped pipeline")
    manifest = pio.read_manifest(pio.DEFAULT_DIR)
    assert manifest["menu_version"] == load_menu().version, "menu changed: rerun preprocessing.fit_pipeline"
    pipe = pio.load_pipeline_uncached(pio.DEFAULT_DIR)
    f = pipe.transform(["a large oat latte"])[0]
    assert f.tokens == ["a", "size:large", "milk:oat_milk", "item:latte"]
