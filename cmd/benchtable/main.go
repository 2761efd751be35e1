// Command benchtable runs the project's benchmarks and prints one table of
// the numbers that the targets are stated in (README.md, "Numbers"):
//
//	go run ./cmd/benchtable            # every package, default bench time
//	go run ./cmd/benchtable -benchtime 5x ./dsl/...
//
// It shells out to "go test -run ^$ -bench . -benchmem" and reads the
// standard benchmark lines, so any benchmark added to any package shows up.
//
// The benchmarks against real Dovecot and Postfix (names matching -slow:
// BenchmarkCampaignRealMail, the referee's overhead, and
// BenchmarkRealThroughput, the transport's) take about a minute an
// operation; with the default -bench they run in a second pass at
// -slowtime (once), whatever -benchtime says. Without the servers they
// skip, as in any test run.
package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

func main() {
	benchtime := flag.String("benchtime", "3x", "passed to go test -benchtime")
	bench := flag.String("bench", ".", "passed to go test -bench")
	slow := flag.String("slow", slowBenchmarks, "benchmarks run apart at -slowtime when -bench is the default")
	slowtime := flag.String("slowtime", "1x", "-benchtime for the -slow benchmarks")
	flag.Parse()
	pkgs := flag.Args()
	if len(pkgs) == 0 {
		pkgs = []string{"./..."}
	}
	var out bytes.Buffer
	var errs []error
	for _, p := range passes(*bench, *benchtime, *slow, *slowtime) {
		args := append([]string{"test", "-run", "^$"}, p...)
		args = append(append(args, "-benchmem"), pkgs...)
		cmd := exec.Command("go", args...)
		cmd.Stdout = io.MultiWriter(&out, os.Stderr)
		cmd.Stderr = os.Stderr
		if err := cmd.Run(); err != nil {
			errs = append(errs, fmt.Errorf("go %s: %w", strings.Join(args, " "), err))
		}
	}
	print(os.Stdout, parse(&out))
	for _, err := range errs {
		fmt.Fprintf(os.Stderr, "benchtable: error: %v\n", err)
	}
	if len(errs) > 0 {
		os.Exit(1)
	}
}

// slowBenchmarks are the benchmarks against real mail servers.
const slowBenchmarks = `^Benchmark(CampaignRealMail|RealThroughput)$`

// passes returns the go test flags of each run: with the default -bench,
// one for every benchmark but the slow ones and one for those at
// slowtime; with any other -bench (or no -slow), just what was asked.
func passes(bench, benchtime, slow, slowtime string) [][]string {
	if bench != "." || slow == "" {
		return [][]string{{"-bench", bench, "-benchtime", benchtime}}
	}
	return [][]string{
		{"-bench", bench, "-skip", slow, "-benchtime", benchtime},
		{"-bench", slow, "-benchtime", slowtime},
	}
}

type row struct {
	pkg, name string
	metrics   [][2]string // value, unit
}

func parse(r io.Reader) []row {
	var rows []row
	pkg := ""
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "pkg: ") {
			pkg = strings.TrimPrefix(line, "pkg: ")
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 4 {
			continue
		}
		rw := row{pkg: pkg, name: f[0]}
		for i := 2; i+1 < len(f); i += 2 {
			rw.metrics = append(rw.metrics, [2]string{f[i], f[i+1]})
		}
		rows = append(rows, rw)
	}
	return rows
}

func print(w io.Writer, rows []row) {
	fmt.Fprintln(w, "| package | benchmark | ns/op | B/op | allocs/op | other |")
	fmt.Fprintln(w, "|---|---|---:|---:|---:|---|")
	for _, r := range rows {
		std := map[string]string{}
		var other []string
		for _, m := range r.metrics {
			switch m[1] {
			case "ns/op", "B/op", "allocs/op":
				std[m[1]] = m[0]
			default:
				other = append(other, m[0]+" "+m[1])
			}
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s |\n", strings.TrimPrefix(r.pkg, "labyrinth/"), r.name,
			std["ns/op"], std["B/op"], std["allocs/op"], strings.Join(other, ", "))
	}
}
