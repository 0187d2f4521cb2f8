"""A client of ``citeval serve`` (docs/serve.md): pure Python (urllib), no compiled module needed.

    from citeval.client import Client          # also citeval.Client
    c = Client("http://127.0.0.1:8080", token=None)
    out = c.check(answer="Paris has 2.1 million people [1].",
                  sources=[{"id": "p", "text": "Paris has about 2.1 million inhabitants."}])
    out["record"]["citation_rec"], out["judge"], out["approximate"]

``check`` takes one record (a dict in any format the service reads: the generic record or a
provider response) or its fields as keywords; ``check_batch`` many (answers in order; a record
the service could not read is ``{"line": N, "error": ...}``); ``judge`` premise/hypothesis pairs.
An answer other than 200 raises :class:`ServeError` with the status, the service's message and,
for 429/503, the ``Retry-After`` seconds. A judge error (502) raises too: it never reads as 0.
"""
from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any, Iterable, Mapping, Optional, Sequence

__all__ = ["Client", "ServeError"]


class ServeError(Exception):
    """An answer of the service other than 200."""

    def __init__(self, status: int, message: str, retry_after: Optional[float] = None, body: Any = None):
        super().__init__(f"HTTP {status}: {message}")
        self.status, self.message, self.retry_after, self.body = status, message, retry_after, body


class Client:
    def __init__(self, url: str, token: Optional[str] = None, timeout: float = 60.0):
        self.url = url.rstrip("/")
        self.timeout = timeout
        self._headers = {"Authorization": f"Bearer {token}"} if token else {}

    def _post(self, path: str, body: bytes, content_type: str) -> bytes:
        req = urllib.request.Request(self.url + path, data=body, method="POST",
                                     headers={"Content-Type": content_type, **self._headers})
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as res:
                return res.read()
        except urllib.error.HTTPError as e:
            raw = e.read()
            try:
                parsed = json.loads(raw)
                message = parsed.get("error", raw.decode("utf-8", "replace"))
            except ValueError:
                parsed, message = None, raw.decode("utf-8", "replace")
            retry = e.headers.get("Retry-After")
            raise ServeError(e.code, message, float(retry) if retry else None, parsed) from None

    def check(self, record: Optional[Mapping[str, Any]] = None, **fields: Any) -> dict:
        """One record -> {"record": the per-answer detail, "judge": ..., "approximate": ...}."""
        if record is None:
            record = {"id": fields.pop("id", "1"), **fields}
        elif fields:
            raise TypeError("check: give a record or its fields, not both")
        return json.loads(self._post("/v1/check", json.dumps(record).encode(), "application/json"))

    def check_batch(self, records: Iterable[Mapping[str, Any]]) -> list:
        body = "".join(json.dumps(r) + "\n" for r in records).encode()
        out = self._post("/v1/check:batch", body, "application/x-ndjson")
        return [json.loads(line) for line in out.decode().splitlines() if line]

    def judge(self, pairs: Sequence[Mapping[str, str]]) -> list:
        body = "".join(json.dumps(p) + "\n" for p in pairs).encode()
        out = self._post("/v1/judge", body, "application/x-ndjson")
        return [json.loads(line) for line in out.decode().splitlines() if line]

    def ready(self) -> bool:
        try:
            with urllib.request.urlopen(self.url + "/readyz", timeout=self.timeout) as res:
                return res.status == 200
        except (urllib.error.URLError, OSError):
            return False
