"""What an operator sees of a running server: JSON logs with request ids, and /metrics."""

from __future__ import annotations

import json

from conftest import Satchel


def test_json_logs_are_one_object_per_line_and_carry_the_request_id(satchel_bin, data_dir, servers):
    server = Satchel(satchel_bin, data_dir, None, extra_env={"SATCHEL_LOG_FORMAT": "json"})
    servers.append(server.start())
    answer = server.request("GET", "/api/v1/me", headers={"X-Request-Id": "ops-test-1"})
    assert answer.status == 401
    assert answer.headers["x-request-id"] == "ops-test-1"
    server.stop()
    with open(server.log_path, encoding="utf-8") as log:
        lines = [json.loads(line) for line in log if line.strip()]
    assert lines, "nothing was logged"
    assert all({"time", "level", "message"} <= line.keys() for line in lines)
    assert any(line.get("request-id") == "ops-test-1" for line in lines)


def test_metrics_answer_this_machine_but_not_through_a_proxy(satchel_bin, data_dir, servers):
    server = Satchel(satchel_bin, data_dir, None)
    servers.append(server.start())
    server.request("GET", "/health")
    answer = server.request("GET", "/metrics", headers={"Accept": "text/plain"})
    assert answer.status == 200
    assert 'http_requests_total{method="GET",path="/health",status="200"}' in answer.body.decode()
    proxied = server.request("GET", "/metrics", headers={"X-Forwarded-For": "203.0.113.9"})
    assert proxied.status == 403
