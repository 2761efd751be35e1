package lsp

import (
	"os"
	"testing"
	"time"

	protocol "github.com/tliron/glsp/protocol_3_16"
)

// BenchmarkDiagnosticsAfterEdit measures, for the 10×10 duel maze, the time
// from an edit sent by the client to its diagnostics received: the
// debounce, the compilation, and JSON-RPC both ways over an in-memory pipe.
// The target is 20 ms with the default debounce. "check-only" sets the
// debounce to a microsecond, leaving the cost of the work itself.
func BenchmarkDiagnosticsAfterEdit(b *testing.B) {
	src, err := os.ReadFile("../../examples/duel.maze")
	if err != nil {
		b.Fatal(err)
	}
	text := string(src)
	for _, bc := range []struct {
		name     string
		debounce time.Duration
	}{{"default-debounce", 0}, {"check-only", time.Microsecond}} {
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
