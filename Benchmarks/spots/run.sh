#!/usr/bin/env bash
# Position-report evaluation against a million place reminders, in process (see
# Benchmarks/spots-evaluation/Benchmark.swift). Release build; SQLite by default, PostgreSQL
# when DATABASE_URL is set (use an empty database: it is migrated and filled).
#
#   Benchmarks/spots/run.sh [REMINDERS=1000000] [USERS=100000] [REPORTS=20000]
set -euo pipefail
cd "$(dirname "$0")/../.."
config="${BENCH_CONFIG:-release}"
swift build -c "$config" --product spots-evaluation-benchmark
"$(swift build -c "$config" --show-bin-path)/spots-evaluation-benchmark" "${1:-1000000}" "${2:-100000}" "${3:-20000}"
