"""Operations: OpenAPI document and docs page, health, readiness, metrics, request ids in the logs."""

from __future__ import annotations

import json
import re
import socket
import time

from tests.integration.support import WorkerProcess, free_port, scrape
from tests.stack import BARISTA


def test_openapi_covers_every_api_route_and_uses_the_validation_schemas(api, stack):
    spec = api.get("/api/openapi.json").json
    assert spec["openapi"].startswith("3.")
    documented = {(m.upper(), p) for p, ops in spec["paths"].items() for m in ops}
    routes = set()
    for rule in stack.app.url_map.iter_rules():
        if rule.rule.startswith("/api/") and rule.endpoint.split(".")[0] in ("customer", "barista"):
            path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule).replace("{conversation_id}", "{id}")
            routes |= {(m, path) for m in rule.methods - {"HEAD", "OPTIONS"}}
    assert routes and routes <= documented, routes - documented
    schemas = spec["components"]["schemas"]
    turn_in = schemas["TurnIn"]
    assert turn_in["properties"]["text"]["maxLength"] == 500 and turn_in["additionalProperties"] is False
    assert set(schemas["StatusIn"]["properties"]["status"]["enum"]) == {"preparing", "ready", "collected",
                                                                        "cancelled"}
    post_turn = spec["paths"]["/api/conversations/{id}/turns"]["post"]
    assert post_turn["requestBody"]["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/TurnIn"}
    assert "503" in post_turn["responses"] and "202" in post_turn["responses"]
    docs = api.get("/api/docs")
    assert docs.status == 200 and b"/api/conversations/{id}/turns" in docs.raw


def test_health_and_readiness(api):
    assert api.get("/healthz").json == {"status": "ok"}
    ready = api.get("/readyz")
    assert ready.status == 200
    assert ready.json["checks"] == {"database": "ok", "broker": "ok", "workers": "ok"}
    assert ready.json["engines"] == ["loaded"]


def test_a_worker_whose_engine_cannot_load_says_why_and_serves_nothing(api, stack, tmp_path):
    # On a queue of its own, so that it never takes the stack's turns.
    config = dict(stack.config, MODEL_DIR=str(tmp_path / "no-model"), WORKER_METRICS_PORT=free_port())
    broken = WorkerProcess(config, tmp_path, name="broken", queues="nothing", beat=False)
    try:
        broken.wait_for("engine warm-up failed", timeout=120)
        replies = stack.app.extensions["celery"].control.broadcast(
            "engine_state", reply=True, timeout=2, destination=[f"broken@{socket.gethostname()}"])
        [state] = [answer["engine"] for reply in replies for answer in reply.values()]
        assert state.startswith("failed: ") and "no-model" in state, state
        ready = api.get("/readyz")  # the stack's own worker still serves
        assert ready.status == 200 and sorted(ready.json["engines"])[-1] == "loaded"
        assert any(engine.startswith("failed: ") for engine in ready.json["engines"])
    finally:
        broken.stop()


def test_metrics(api, stack):
    cid, token = api.conversation()
    api.say(cid, token, "one americano please")
    api.settle(cid, token)
    api.get("/api/orders", token=BARISTA)
    text = api.get("/metrics").raw.decode()
    assert ('coffeeglm_http_request_seconds_bucket{endpoint="/api/conversations",le="0.005",method="POST",'
            in text)
    assert 'coffeeglm_queue_depth{queue="turns"}' in text
    assert 'coffeeglm_orders{status="placed"}' in text
    assert 'coffeeglm_dependency_up{dependency="database"} 1.0' in text
    assert "coffeeglm_cache_lookups_total" in text
    # the worker's own: parse latency, batch sizes, model requests
    assert scrape(stack.worker_metrics_port, "coffeeglm_parse_seconds_count") >= 1
    assert scrape(stack.worker_metrics_port, "coffeeglm_batch_size_count") >= 1


def test_request_id_travels_from_web_to_worker(api, stack):
    cid, token = api.conversation()
    rid = "trace-me-0123456789"
    resp = api.say(cid, token, "a mocha please", headers={"X-Request-ID": rid})
    assert resp.headers["x-request-id"] == rid
    api.settle(cid, token)

    def answered_with_the_id() -> bool:  # the worker writes its log line after the commit the web sees
        entries = [json.loads(line) for line in stack.worker.log().splitlines() if line.startswith("{")]
        return any(e.get("request_id") == rid and e.get("msg") == "turn answered" for e in entries)

    deadline = time.monotonic() + 10
    while not answered_with_the_id() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert answered_with_the_id(), "the worker's log lacks the request id"
    assert api.get("/healthz").headers["x-request-id"]  # one is made up when none is sent


def test_the_web_never_imports_the_model_runtime(stack):
    import subprocess
    import sys

    from tests.integration.support import REPO_ROOT, app_env

    code = ("import sys; from web import create_app; app = create_app(); c = app.test_client();"
            "c.post('/api/conversations'); c.get('/api/menu');"
            "heavy = [m for m in ('torch', 'transformers', 'sklearn') if m in sys.modules];"
            "print(heavy); sys.exit(1 if heavy else 0)")
    result = subprocess.run([sys.executable, "-c", code], env=app_env(stack.config), cwd=REPO_ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
