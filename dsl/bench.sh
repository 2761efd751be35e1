#!/bin/sh
# Compile-and-check benchmark: runs "labyrinth check" on generated N×N mazes
# and prints, for each size, the file size, the process's CPU time (user +
# system) and its peak resident memory, as GNU time measures them (to
# 10 ms; the best of three runs), and the CPU time per cell, which stays
# flat when the cost is linear.
#
#	sh dsl/bench.sh               # sizes 100 200 300 500 700 1000
#	sh dsl/bench.sh 1000 1000     # any sizes; repeat one to see the spread
#
# Needs GNU time (/usr/bin/time). The target: 1000×1000 in at most 0.4 s of
# CPU and 100 MB peak.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/labyrinth" ./cmd/labyrinth
go build -o "$tmp/genmaze" ./dsl/internal/genmaze
sizes=${*:-100 200 300 500 700 1000}
printf '%-10s %10s %8s %9s %12s\n' size bytes cpu_s peak_MB cpu_ns/cell
for n in $sizes; do
	"$tmp/genmaze" "$n" >"$tmp/m.maze"
	bytes=$(wc -c <"$tmp/m.maze")
	# The best of three runs. The design rules may flag a generated maze
	# (it scatters pits at random): check's exit status does not matter
	# here, its cost does.
	: >"$tmp/runs"
	for _ in 1 2 3; do
		/usr/bin/time -f '%U %S %M' -o "$tmp/t" "$tmp/labyrinth" check "$tmp/m.maze" >/dev/null 2>&1 || true
		tail -n 1 "$tmp/t" >>"$tmp/runs"
	done
	awk -v n="$n" -v b="$bytes" '
		{ cpu = $1 + $2; if (NR == 1 || cpu < best) best = cpu; if (NR == 1 || $3 < kb) kb = $3 }
		END { printf "%-10s %10d %8.2f %9.1f %12.0f\n", n "x" n, b, best, kb / 1024, best * 1e9 / (n * n) }' "$tmp/runs"
done
