#!/usr/bin/env bash
# The 1 km nearby query against a million restaurants, in process (see
# Benchmarks/eats-nearby/Benchmark.swift). Release build; SQLite by default, PostgreSQL when
# DATABASE_URL is set (an empty database: it is migrated and filled); POSTGIS_URL (an empty
# database where `CREATE EXTENSION postgis` works) adds the same queries on PostGIS;
# EATS_BENCH_DATA=DIR keeps the SQLite database and the query points for Benchmarks/wrk/eats.sh.
#
#   Benchmarks/eats/run.sh [RESTAURANTS=1000000] [QUERIES=20000]
set -euo pipefail
cd "$(dirname "$0")/../.."
config="${BENCH_CONFIG:-release}"
swift build -c "$config" --product eats-nearby-benchmark
"$(swift build -c "$config" --show-bin-path)/eats-nearby-benchmark" "${1:-1000000}" "${2:-20000}"
