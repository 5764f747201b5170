# Shared by the wrk benchmarks (source it): the server binary, a throw-away data directory, a
# free loopback port, starting the server and stopping it on exit.
#
#   bench_binary NAME          sets $bin (SATCHEL_BIN, else a release build) and $build_label
#   bench_start NAME [ENV…]    sets $work, $port, $base, $db_label; starts the server with
#                              ENV added (e.g. SATCHEL_SIMBANK_SECRET=…), waits for /health
# BENCH_DATABASE_URL (an EMPTY PostgreSQL database) switches from SQLite; BENCH_PORT fixes
# the port. Traffic goes to 127.0.0.1 only.

bench_binary() {
    local name="$1"
    for tool in wrk curl python3; do
        command -v "$tool" >/dev/null || { echo "$name needs $tool (apt-get install wrk curl python3)" >&2; exit 1; }
    done
    bin="${SATCHEL_BIN:-}"
    build_label="release build"
    if [[ -n "$bin" ]]; then
        build_label="$bin"
    else
        echo "== swift build -c release --product satchel (a first release build takes a while)"
        swift build -c release --product satchel
        bin="$(swift build -c release --show-bin-path)/satchel"
    fi
    [[ -x "$bin" ]] || { echo "no server binary at $bin" >&2; exit 1; }
}

server_pid=""
bench_cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid" 2>/dev/null || true
        for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$server_pid" 2>/dev/null || true
        wait "$server_pid" 2>/dev/null || true
    fi
    [[ -n "${work:-}" ]] && rm -rf "$work"
}

bench_start() {
    local name="$1"
    shift
    work="$(mktemp -d "${TMPDIR:-/tmp}/satchel-$name.XXXXXX")"
    trap bench_cleanup EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    port="${BENCH_PORT:-$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')}"
    base="http://127.0.0.1:${port}"   # loopback only
    local db_env=(-u DATABASE_URL)
    db_label="SQLite"
    if [[ -n "${BENCH_DATABASE_URL:-}" ]]; then db_env=(DATABASE_URL="$BENCH_DATABASE_URL"); db_label="PostgreSQL"; fi
    echo "== starting $bin on $base ($db_label; log: $work/server.log)"
    # LOG_LEVEL=warning: per-request log lines would measure the logger, not Satchel.
    env "${db_env[@]}" \
        SATCHEL_DATA_DIR="$work/data" SATCHEL_HOST=127.0.0.1 SATCHEL_PORT="$port" \
        SATCHEL_PUBLIC_URL="$base" SATCHEL_BCRYPT_COST=4 SATCHEL_SIGN_UP=open LOG_LEVEL=warning "$@" \
        "$bin" serve --hostname 127.0.0.1 --port "$port" </dev/null >"$work/server.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 1 120); do
        kill -0 "$server_pid" 2>/dev/null || break
        curl -fsS -o /dev/null --max-time 2 "$base/health" 2>/dev/null && break
        sleep 0.5
    done
    if ! curl -fsS -o /dev/null --max-time 2 "$base/health"; then
        echo "the server did not come up; its log:" >&2
        tail -n 40 "$work/server.log" >&2
        exit 1
    fi
}
