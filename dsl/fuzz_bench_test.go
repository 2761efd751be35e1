package dsl_test

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
)

// maxFuzzInput caps the inputs FuzzCompile tries: a maze a few hundred
// bytes long reaches every construct, and longer inputs only slow each run
// and the fuzzer's minimization of what it finds.
const maxFuzzInput = 1024

// FuzzCompile: the compiler never panics, and whatever fmt accepts
// formats idempotently and compiles to the same model. The fuzz seeds are the
// small examples of grammar.md and a few bad fragments, not the whole
// example mazes (TestFormat round-trips those): with seeds of a
// few kilobytes every run compiles twice and formats twice a large file,
// and the fuzzer spends its time minimizing them, reporting 0 execs/sec.
// Now it runs thousands of inputs a second; the count still pauses while a
// new interesting input is minimized (-fuzzminimizetime shortens that).
func FuzzCompile(f *testing.F) {
	doc, err := os.ReadFile("../grammar.md")
	if err != nil {
		f.Fatal(err)
	}
	for _, b := range regexp.MustCompile("(?s)```maze\n(.*?)```").FindAllSubmatch(doc, -1) {
		if len(b[1]) <= maxFuzzInput {
			f.Add(b[1])
		}
	}
	f.Add([]byte("map {\nI~~~I\nI K I\nI___I\n}\n"))
	f.Add([]byte("rules duel {\n  win = all\n}\nmap {\n+---+\n|   |\n+   +\n}\nlinks {\n pit 1: exits A1\n}\n"))
	f.Add([]byte("rules base {}\nmap 2 {\n+---+--+\n| Q  |\n+ --+\n"))
	f.Add([]byte("\uFEFFtitle \"bom\"\nmap {\n+---+---+\n| K   H1.1  |\n+   +---+\n| \xc0 |\n+---+---+\n}\n"))
	f.Add([]byte("rules base {\nkit.bullets=//\n}\nmap {\n+---+\n| K |\n+   +\n}\n"))
	f.Add([]byte("legend {\n\"Ж\" = X\n}\nmap {\n+---+---+\n| Ж > R1|\n+---+   +\n}\nlinks {\n river 1: A1 -> B1\n}\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if len(src) > maxFuzzInput {
			return
		}
		m1, d1 := dsl.Compile("fuzz.maze", src)
		out, ds := dsl.FormatSource("fuzz.maze", src)
		if ds.HasErrors() {
			return
		}
		again, ds2 := dsl.FormatSource("fuzz.maze", out)
		if ds2.HasErrors() {
			t.Fatalf("formatted source does not parse: %v\n%s", ds2, out)
		}
		if !bytes.Equal(out, again) {
			t.Fatalf("fmt is not idempotent:\n%s\n---\n%s", out, again)
		}
		m2, d2 := dsl.Compile("fuzz.maze", out)
		if d1.HasErrors() != d2.HasErrors() {
			t.Fatalf("fmt changed whether the source compiles: %v / %v", d1, d2)
		}
		// fmt never changes what a file means, errors and all: the
		// formatted source has the same errors (key=// is a bad value,
		// key = // a syntax error and a comment). Warnings may go: a row
		// that stops short of its right wall (W0414) is written out.
		if c1, c2 := errorCodes(d1), errorCodes(d2); c1 != c2 {
			t.Fatalf("fmt changed the errors: %s / %s\n%s\n---\n%s", c1, c2, src, out)
		}
		if m1 != nil && m2 != nil && !d1.HasErrors() && !bytes.Equal(dsl.MarshalDump(m1), dsl.MarshalDump(m2)) {
			t.Fatalf("fmt changed the model")
		}
	})
}

// errorCodes lists the codes of the errors, sorted.
func errorCodes(ds diag.Diagnostics) string {
	var cs []string
	for _, d := range ds {
		if d.Severity == diag.Error {
			cs = append(cs, d.Code)
		}
	}
	slices.Sort(cs)
	return strings.Join(cs, " ")
}

// generatedSource writes a generated maze as a box-style source. The
// generator scatters pits without regard to the design rules, so only the
// compiler's own diagnostics count here; the design rules still run.
func generatedSource(n int) []byte {
	m := maze.Generate(maze.GenOptions{Rows: n, Cols: n, Seed: int64(n), Loops: 0.1, FalseTreasures: 3, Pits: 4, Holes: 3, Arsenals: 3})
	var b strings.Builder
	fmt.Fprintf(&b, "title \"generated %d×%d\"\n\nmap {\n", n, n)
	_ = maze.Draw(&b, m, maze.DrawOptions{NoLabels: true})
	b.WriteString("\n}\n")
	return []byte(b.String())
}

func TestGeneratedCompiles(t *testing.T) {
	for _, n := range []int{10, 100} {
		_, ds := dsl.Compile("gen.maze", generatedSource(n))
		if ds := compilerDiags(ds); len(ds) > 0 {
			t.Fatalf("%d×%d: %v", n, n, ds)
		}
	}
}

// BenchmarkCompile compiles generated mazes of 10×10, 100×100 and
// 1000×1000 cells; the time should grow linearly with the cells. Besides
// wall time it reports cpu-ns/op, the process's CPU time per compile.
func BenchmarkCompile(b *testing.B) {
	for _, n := range []int{10, 100, 1000} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			src := generatedSource(n)
			b.SetBytes(int64(len(src)))
			var cpu time.Duration
			for b.Loop() {
				t0 := cpuTime()
				_, ds := dsl.Compile("gen.maze", src)
				cpu += cpuTime() - t0
				if ds := compilerDiags(ds); len(ds) > 0 {
					b.Fatal(ds)
				}
			}
			if cpu > 0 {
				// CPU time (all threads, the garbage collector's too)
				// per compile: steady where wall time depends on the load.
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			}
		})
	}
}
