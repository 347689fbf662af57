"""docker-compose.yml and the Dockerfiles, tested as data (no Docker engine here)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def compose() -> dict:
    """The parsed compose file."""
    return yaml.safe_load((ROOT / "docker-compose.yml").read_text())


def test_services(compose):
    wanted = {"web", "worker", "broker", "cache", "postgres", "migrate", "beat", "flower"}
    assert wanted <= set(compose["services"])


def test_every_long_running_service_has_a_healthcheck(compose):
    for name, service in compose["services"].items():
        if name in ("migrate", "beat"):
            continue
        check = service.get("healthcheck")
        assert check and check["test"], f"{name} has no healthcheck"


def test_broker_never_evicts_and_cache_evicts_lru(compose):
    broker = " ".join(compose["services"]["broker"]["command"])
    cache = " ".join(compose["services"]["cache"]["command"])
    assert "--maxmemory-policy noeviction" in broker and "--appendonly yes" in broker
    assert "--maxmemory-policy allkeys-lru" in cache and "--maxmemory " in cache
    env = compose["services"]["web"]["environment"]
    assert env["COFFEEGLM_BROKER_URL"].startswith("redis://broker:")
    assert env["COFFEEGLM_CACHE_URL"].startswith("redis://cache:")  # a separate instance


def test_workers_scale(compose):
    worker = compose["services"]["worker"]
    assert "container_name" not in worker and "ports" not in worker  # --scale worker=N must not collide
    assert worker["stop_grace_period"]  # time to finish the turns it holds
    assert compose["services"]["web"]["ports"]  # only singletons publish host ports
    for name, service in compose["services"].items():
        if "ports" in service:
            assert name in ("web", "flower"), name


def test_worker_reserves_a_gpu(compose):
    devices = compose["services"]["worker"]["deploy"]["resources"]["reservations"]["devices"]
    assert devices == [{"driver": "nvidia", "count": 1, "capabilities": ["gpu"]}]
    assert compose["services"]["worker"]["environment"]["COFFEEGLM_DEVICE"] == "cuda"


def test_start_order_and_migration_step(compose):
    services = compose["services"]
    assert services["migrate"]["command"] == ["migrate"]
    assert services["migrate"]["depends_on"]["postgres"]["condition"] == "service_healthy"
    for name in ("web", "worker", "beat"):
        assert services[name]["depends_on"]["migrate"]["condition"] == "service_completed_successfully"
    assert "pgdata:/var/lib/postgresql/data" in services["postgres"]["volumes"]
    assert "pgdata" in compose["volumes"]


def test_web_image_has_no_model_runtime():
    web = "\n".join(line for line in (ROOT / "docker" / "Dockerfile.web").read_text().splitlines()
                    if not line.startswith("#"))
    worker = (ROOT / "docker" / "Dockerfile.worker").read_text()
    assert "torch" not in web and "[model" not in web and "[serve]" in web
    assert re.search(r"torch==2\.13\.0", worker) and "[model]" in worker


def test_boot_script_roles():
    boot = (ROOT / "docker" / "boot.sh").read_text()
    for role in ("migrate)", "web)", "worker)", "beat)"):
        assert role in boot
    assert "gunicorn" in boot and "-P threads" in boot and "db upgrade" in boot


def test_worker_task_threads_can_fill_a_batch(compose):
    env = compose["services"]["worker"]["environment"]
    # each turn waits in its own task thread: fewer threads than the max batch would cap every batch
    assert int(env["COFFEEGLM_WORKER_CONCURRENCY"]) >= int(env["COFFEEGLM_BATCH_MAX_SIZE"])
