"""The parse cache in Redis, shared by web and workers.

Key: model, menu, pipeline and parsing-code versions + the normalised text + the digest of the cart the
words apply to (the code version is a digest of the source that turns words into edits, so an upgrade
never serves a parse made by older code). Value: the parse (edits, intent, understood, output), never
the new cart, which is recomputed by the deterministic domain code. The cache is best-effort: any Redis
error is a miss, never a failure. It must live in a Redis (or db) of its own with an eviction policy;
the broker's keys never share it.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import threading
import time
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import redis
from pydantic import TypeAdapter

from ordering.edits import Edit

log = logging.getLogger(__name__)

KEY_PREFIX = "coffeeglm:parse:"
VERSIONS_KEY = "coffeeglm:versions"
_EDITS = TypeAdapter(list[Edit])
_SPACES = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Normalise words for the cache key: Unicode NFKC, lower-cased, whitespace collapsed.

    Deliberately lighter than the feature pipeline's normaliser (so the web need not load scikit-learn):
    two texts equal after this are equal after the pipeline too, so a hit is never wrong — it only
    misses a few texts the pipeline would have merged (typos).
    """
    return _SPACES.sub(" ", unicodedata.normalize("NFKC", text).lower()).strip()


@dataclass(frozen=True)
class CachedParse:
    """A parse as stored in the cache (the fields of the engine's ParseResult)."""

    edits: list[Any]
    intent: str
    understood: bool
    output: str = ""

    def to_json(self) -> str:
        """Serialise for Redis."""
        return json.dumps({
            "edits": _EDITS.dump_python(self.edits, mode="json"),
            "intent": self.intent, "understood": self.understood, "output": self.output,
        })

    @classmethod
    def from_json(cls, raw: str | bytes) -> CachedParse:
        """Deserialise from Redis (raises ValueError on a damaged entry)."""
        data = json.loads(raw)
        return cls(edits=_EDITS.validate_python(data["edits"]), intent=str(data["intent"]),
                   understood=bool(data["understood"]), output=str(data.get("output", "")))

    @classmethod
    def from_result(cls, result: Any) -> CachedParse:
        """Copy an engine ParseResult."""
        return cls(edits=list(result.edits), intent=result.intent, understood=result.understood,
                   output=getattr(result, "output", ""))


def cache_key(versions: Mapping[str, str], text: str, cart_digest: str) -> str:
    """The Redis key for ``text`` said against a cart with ``cart_digest``, under ``versions``."""
    parts = [versions.get("model", ""), versions.get("menu", ""), versions.get("pipeline", ""),
             versions.get("code", ""), normalise(text), cart_digest]
    return KEY_PREFIX + hashlib.sha256("\x1f".join(parts).encode()).hexdigest()


@dataclass
class ParseCache:
    """Get and put parses; remembers the workers' published versions for a few seconds."""

    client: redis.Redis | None
    ttl_s: int = 7 * 24 * 3600
    versions_ttl_s: float = 5.0
    _versions: tuple[float, dict[str, str] | None] = field(default=(0.0, None), repr=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False)

    @classmethod
    def from_url(cls, url: str | None, ttl_s: int) -> ParseCache:
        """Connect lazily to the cache Redis at ``url`` (None or "" disables the cache)."""
        if not url:
            return cls(None, ttl_s)
        client = redis.Redis.from_url(url, socket_timeout=0.5, socket_connect_timeout=0.5)
        return cls(client, ttl_s)

    def publish_versions(self, versions: Mapping[str, str]) -> None:
        """Tell the web which versions the workers run, so it can answer hits without the queue."""
        if self.client is None:
            return
        try:
            self.client.set(VERSIONS_KEY, json.dumps(dict(versions)), ex=max(self.ttl_s, 3600))
        except redis.RedisError as exc:
            log.warning("cache: cannot publish versions: %s", exc)

    def versions(self) -> dict[str, str] | None:
        """The versions the workers last published, or None if unknown."""
        if self.client is None:
            return None
        with self._lock:
            at, cached = self._versions
            if cached is not None and time.monotonic() - at < self.versions_ttl_s:
                return cached  # only a found value is remembered: a miss is asked again next time
        try:
            raw = self.client.get(VERSIONS_KEY)
            found = json.loads(raw) if raw else None
        except (redis.RedisError, ValueError) as exc:
            log.warning("cache: cannot read versions: %s", exc)
            found = None
        with self._lock:
            self._versions = (time.monotonic(), found)
        return found

    def get(self, versions: Mapping[str, str], text: str, cart_digest: str) -> CachedParse | None:
        """The cached parse, or None on a miss, a damaged entry or a Redis error."""
        if self.client is None:
            return None
        try:
            raw = self.client.get(cache_key(versions, text, cart_digest))
            return CachedParse.from_json(raw) if raw else None
        except (redis.RedisError, ValueError, KeyError) as exc:
            log.warning("cache: get failed: %s", exc)
            return None

    def put(self, versions: Mapping[str, str], text: str, cart_digest: str, parse: CachedParse, *,
            publish_versions: bool = False) -> None:
        """Store a parse (best-effort); with ``publish_versions``, republish the versions in the same
        round trip."""
        if self.client is None:
            return
        try:
            pipe = self.client.pipeline(transaction=False)
            pipe.set(cache_key(versions, text, cart_digest), parse.to_json(), ex=self.ttl_s)
            if publish_versions:
                pipe.set(VERSIONS_KEY, json.dumps(dict(versions)), ex=max(self.ttl_s, 3600))
            pipe.execute()
        except redis.RedisError as exc:
            log.warning("cache: put failed: %s", exc)
