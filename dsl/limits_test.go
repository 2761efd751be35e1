package dsl_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
)

// boxMap draws an empty rows×cols box-style map with cells one wide.
func boxMap(rows, cols int) string {
	var b strings.Builder
	top := "+" + strings.Repeat("-+", cols) + "\n"
	b.WriteString("map {\n" + top)
	row := "|" + strings.Repeat(" |", cols) + "\n"
	for range rows {
		b.WriteString(row + top)
	}
	b.WriteString("}\n")
	return b.String()
}

func hasCode(ds diag.Diagnostics, code string) *diag.Diagnostic {
	for _, d := range ds {
		if d.Code == code {
			return d
		}
	}
	return nil
}

// TestLimits: input past a limit is refused with E0109, quickly and
// before its cells are allocated.
func TestLimits(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
		opts            dsl.Options
	}{
		{"file size", "title \"" + strings.Repeat("a", dsl.MaxSourceSize) + "\"\n", "more than the 16.0 MB", dsl.Options{}},
		{"floor cells", boxMap(1001, 1000), "the floor is 1001×1000 cells, more than the 1000000", dsl.Options{}},
		{"floors", strings.Repeat("map {\n+-+\n| |\n+ +\n}\n", dsl.MaxFloors+1), "more than 100 floors", dsl.Options{}},
		{"list", boxMap(2, 2) + "links {\n    river 1: " + strings.Repeat("A1 -> ", dsl.MaxListLen) + "A1\n}\n", "lists 10001 cells, more than 10000", dsl.Options{}},
		{"side", boxMap(3, 20), "the floor is 3×20 cells, more than 10×10", dsl.Options{MaxSide: 10}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t0 := time.Now()
			res, err := dsl.CompileWith("limit.maze", []byte(tc.src), tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			d := hasCode(res.Diagnostics, "E0109")
			if d == nil || !strings.Contains(d.Summary, tc.want) {
				t.Fatalf("want E0109 %q, got %v", tc.want, res.Diagnostics)
			}
			if el := time.Since(t0); el > 5*time.Second {
				t.Errorf("refusing took %v", el) // a hang guard, not a timing target
			}
		})
	}
}

// TestManyDiagnostics: at MaxDiagnostics the compiler stops, and a last
// diagnostic says where.
func TestManyDiagnostics(t *testing.T) {
	var b strings.Builder
	b.WriteString("map {\n+" + strings.Repeat("-+", 200) + "\n")
	for range 60 {
		b.WriteString("|" + strings.Repeat("Q|", 200) + "\n+" + strings.Repeat("-+", 200) + "\n")
	}
	b.WriteString("}\n")
	// 12,000 unknown glyphs and a maze with no exit.
	_, ds := dsl.Compile("many.maze", []byte(b.String()))
	if len(ds) != dsl.MaxDiagnostics+1 {
		t.Fatalf("%d diagnostics, want %d", len(ds), dsl.MaxDiagnostics+1)
	}
	last := ds[len(ds)-1]
	// 200 unknown glyphs a row: the 1001st is on row 6, line 13.
	if last.Code != "E0109" || last.Summary != "more than 1000 problems: the compiler stopped at line 13" {
		t.Errorf("last diagnostic: %v", last)
	}
}

// TestCompileCancelled: a cancelled context stops the compiler, which
// returns the context's error.
func TestCompileCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	src := []byte(boxMap(1000, 1000))
	if _, err := dsl.CompileWith("big.maze", src, dsl.Options{Context: ctx}); !errors.Is(err, context.Canceled) {
		t.Fatalf("CompileWith: %v, want context.Canceled", err)
	}
	if _, _, err := dsl.FormatSourceWith("big.maze", src, dsl.Options{Context: ctx}); !errors.Is(err, context.Canceled) {
		t.Fatalf("FormatSourceWith: %v, want context.Canceled", err)
	}
}

// TestLongLinesLinear: a megabyte-long quoted string or links line
// compiles (a hang guard: each took minutes when reading them was
// quadratic).
func TestLongLinesLinear(t *testing.T) {
	for name, src := range map[string]string{
		"string": "title \"" + strings.Repeat("ж", 500_000) + "\"\n" + boxMap(1, 1),
		"links":  boxMap(1, 1) + "links {\n    river 1: " + strings.Repeat("A1 -> ", 9_000) + "A1\n}\n",
	} {
		t.Run(name, func(t *testing.T) {
			t0 := time.Now()
			dsl.Compile("long.maze", []byte(src))
			if el := time.Since(t0); el > 5*time.Second {
				t.Errorf("took %v", el)
			}
		})
	}
}

// TestCompileCopiesSource: the model does not share the caller's buffer
// unless Options.Borrow says so; changing src afterwards changes nothing.
func TestCompileCopiesSource(t *testing.T) {
	src := []byte("title \"t\"\nmap {\n+---+---+\n| X   A |\n+---+   +\n}\n")
	m, ds := dsl.Compile("copy.maze", src)
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	for i := range src {
		src[i] = '?'
	}
	if g := m.Floors[0].Cell(0, 0).Glyph; g != "X" || m.Title != "t" {
		t.Errorf("glyph %q, title %q after the source changed", g, m.Title)
	}
}
