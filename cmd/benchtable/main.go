// Command benchtable runs the project's benchmarks and prints one table of
// the numbers that the targets are stated in (README.md, "Numbers"):
//
//	go run ./cmd/benchtable            # every package, default bench time
//	go run ./cmd/benchtable -benchtime 5x ./dsl/...
//
// It shells out to "go test -run ^$ -bench . -benchmem" and reads the
// standard benchmark lines, so any benchmark added to any package shows up.
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
	flag.Parse()
	pkgs := flag.Args()
	if len(pkgs) == 0 {
		pkgs = []string{"./..."}
	}
	args := append([]string{"test", "-run", "^$", "-bench", *bench, "-benchmem", "-benchtime", *benchtime}, pkgs...)
	cmd := exec.Command("go", args...)
	var out bytes.Buffer
	cmd.Stdout = io.MultiWriter(&out, os.Stderr)
	cmd.Stderr = os.Stderr
	err := cmd.Run()
	rows := parse(&out)
	print(os.Stdout, rows)
	if err != nil {
		fmt.Fprintf(os.Stderr, "benchtable: error: go test: %v\n", err)
		os.Exit(1)
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
