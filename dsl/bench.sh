#!/bin/sh
# Compile-and-check benchmark: runs "labyrinth check" on generated N×N mazes
# and prints, for each size, the file size, the process's CPU time (user +
# system) and its peak resident memory, as GNU time measures them (to
# 10 ms; the best of three runs), and the CPU time per cell, which stays
# flat when the cost is linear.
#
#	sh dsl/bench.sh               # sizes 100 200 300 500 700 1000
#	sh dsl/bench.sh 1000 1000     # any sizes; repeat one to see the spread
#	sh dsl/bench.sh --hostile     # the worst shapes of input known instead
#
# --hostile measures files within the limits (grammar.md, "Limits") made
# to cost the most: short bad lines, a quarter of a million rules, legend
# or links lines, a line of 15 MB, blank lines past the line limit. The
# bound: at most about a second of CPU and 256 MB each.
#
# Needs GNU time (/usr/bin/time). The target: 1000×1000 in at most 0.4 s of
# CPU and 100 MB peak.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/labyrinth" ./cmd/labyrinth
go build -o "$tmp/genmaze" ./dsl/internal/genmaze
if [ "${1:-}" = --hostile ]; then
	python3 - "$tmp" <<'PY'
import sys
d = sys.argv[1] + "/"
box = "map {\n+---+\n| X |\n+   +\n}\n"
files = {
    "short-bad-lines": "a\n" * 7_500_000,
    "blank-lines": "\n" * 15_000_000,
    "249k-bad-lines": "a=1\n" * 249_000,
    "249k-rules-lines": "rules {\n" + "kit.grenades = 2\n" * 249_000 + "}\n",
    "249k-unknown-keys": "rules {\n" + "".join("k%d = 1\n" % i for i in range(249_000)) + "}\n",
    "249k-legend-lines": "legend {\n" + "".join('"g%d" = X\n' % i for i in range(249_000)) + "}\n" + box,
    "249k-links-lines": box + "links {\n" + "mine A1 times 2\n" * 249_000 + "}\n",
    "249k-pits-not-drawn": box + "links {\n" + "".join("pit %d: exits A1\n" % i for i in range(249_000)) + "}\n",
    "249k-comment-lines": "//\n" * 249_000 + box,
    "one-15MB-title": 'title "' + "x" * 15_000_000 + '"\n' + box,
    "one-15MB-wall": "map {\n+" + "-" * 15_000_000 + "+\n}\n",
    "124k-row-thin-floor": "map {\n+---+\n" + "|   |\n+---+\n" * 124_000 + "}\n",
}
for name, text in files.items():
    open(d + name + ".maze", "w").write(text)
PY
	printf '%-22s %10s %8s %9s\n' file bytes cpu_s peak_MB
	for f in "$tmp"/*.maze; do
		/usr/bin/time -f '%U %S %M' -o "$tmp/t" "$tmp/labyrinth" check "$f" >/dev/null 2>&1 || true
		tail -n 1 "$tmp/t" | awk -v n="$(basename "$f" .maze)" -v b="$(wc -c <"$f")" '{ printf "%-22s %10d %8.2f %9.1f\n", n, b, $1 + $2, $3 / 1024 }'
	done
	exit 0
fi
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
