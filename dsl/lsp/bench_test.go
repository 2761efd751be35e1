package lsp

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"

	"labyrinth/dsl/maze"
)

// BenchmarkDiagnosticsAfterEdit measures, for the 10×10 duel maze and a
// generated 100×100 one, the time from an edit sent by the client to its
// diagnostics received: the debounce, the compilation, and JSON-RPC both
// ways over an in-memory pipe. The target is 20 ms with the default
// debounce. "check-only" sets the debounce to a microsecond, leaving the
// cost of the work itself.
func BenchmarkDiagnosticsAfterEdit(b *testing.B) {
	src, err := os.ReadFile("../../examples/duel.maze")
	if err != nil {
		b.Fatal(err)
	}
	var big strings.Builder
	big.WriteString("rules base {\n    reentry = any\n}\n\nmap {\n")
	m := maze.Generate(maze.GenOptions{Rows: 100, Cols: 100, Seed: 100, Loops: 0.1, FalseTreasures: 3, Arsenals: 3})
	if err := maze.Draw(&big, m, maze.DrawOptions{NoLabels: true}); err != nil {
		b.Fatal(err)
	}
	big.WriteString("\n}\n")
	for _, bc := range []struct {
		name     string
		text     string
		debounce time.Duration
	}{
		{"duel/default-debounce", string(src), 0}, {"duel/check-only", string(src), time.Microsecond},
		{"100x100/default-debounce", big.String(), 0}, {"100x100/check-only", big.String(), time.Microsecond},
	} {
		text := bc.text
		b.Run(bc.name, func(b *testing.B) {
			c := startServer(b, Options{Debounce: bc.debounce})
			const uri = "file:///tmp/duel.maze"
			c.open(uri, text)
			c.waitPublished(uri, 1)
			// The edit types a key into the rules part and takes it
			// out again, so that every other version has a problem.
			key := at(b, text, "reentry", 0, 0)
			version := 1
			b.ResetTimer()
			for b.Loop() {
				version++
				ins := ""
				del := key
				if version%2 == 0 {
					ins = "x"
				} else {
					del.Character++
				}
				c.notify("textDocument/didChange", map[string]any{
					"textDocument":   map[string]any{"uri": uri, "version": version},
					"contentChanges": []any{map[string]any{"range": protocol.Range{Start: key, End: del}, "text": ins}},
				})
				p := c.waitPublished(uri, version)
				if want := version%2 == 0; want != (len(p.Diagnostics) > 0) {
					b.Fatalf("version %d: %+v", version, p.Diagnostics)
				}
			}
			b.StopTimer()
			c.shutdown()
		})
	}
}

// BenchmarkHostileDocument opens 10 MB documents of short bad lines,
// waits for their diagnostics, and closes them. It reports how many
// diagnostics were published (capped: 1,000 and one that says where the
// compiler stopped, or one for a file past the line limit), the memory
// the process holds from the system with the document open (sys-MB, the
// target is under 256), and what it still holds from the system a moment
// after the close (held-after-close-MB), the rest given back.
func BenchmarkHostileDocument(b *testing.B) {
	for _, bc := range []struct{ name, line string }{
		{"5M-lines-of-a", "a\n"},
		{"250k-lines-of-40-bytes", strings.Repeat("x", 39) + "\n"},
		{"250k-rules-lines", "    " + strings.Repeat("k", 30) + " = 1\n"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			text := strings.Repeat(bc.line, 10<<20/len(bc.line))
			if !strings.HasPrefix(bc.name, "5M") {
				text = strings.Repeat(bc.line, 249_000)
				if strings.Contains(bc.name, "rules") {
					text = "rules {\n" + text + "}\n"
				}
			}
			var sys, held float64
			n := 0
			for b.Loop() {
				c := startServer(b, Options{})
				const uri = "file:///tmp/hostile.maze"
				c.open(uri, text)
				n = len(c.waitPublishedFor(uri, 1, 2*time.Minute).Diagnostics) // a busy machine's hang guard
				var ms runtime.MemStats
				runtime.ReadMemStats(&ms)
				sys = max(sys, float64(ms.Sys-ms.HeapReleased)/(1<<20))
				c.notify("textDocument/didClose", map[string]any{"textDocument": map[string]any{"uri": uri}})
				c.shutdown()
				time.Sleep(200 * time.Millisecond)
				runtime.ReadMemStats(&ms)
				held = float64(ms.Sys-ms.HeapReleased) / (1 << 20)
			}
			b.ReportMetric(float64(n), "diagnostics")
			b.ReportMetric(sys, "sys-MB")
			b.ReportMetric(held, "held-after-close-MB")
		})
	}
}
