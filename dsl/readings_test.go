package dsl_test

import (
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
)

// TestC1TwoStartsOnOneCell: source text 003, «Так же никак не
// объявляется нахождение игроков на одной клетке»: two players may start on one cell, whether the map and the
// links name it or the links name it twice; only a start's own name is
// given once.
func TestC1TwoStartsOnOneCell(t *testing.T) {
	src := `rules school {
    start = host
}

map {
+---+---+---+---+---+
| # | E | # | # | # |
+---+   +---+---+---+
| # | S1  & | X | # |
+---+   +---+   +---+
| # |     O     | # |
+---+---+---+---+---+
| # | # | # | # | # |
+---+---+---+---+---+
}

links {
    start: B2, B2
}
`
	m, ds := dsl.Compile("c1.maze", []byte(src))
	for _, d := range ds {
		if d.Severity == diag.Error {
			t.Errorf("C1: two starts on B2 refused: %v", d)
		}
	}
	if m == nil || len(m.Starts) != 3 {
		t.Fatalf("C1: want 3 starts on B2, got %+v", m)
	}
	for _, s := range m.Starts {
		if s.At != m.Starts[0].At {
			t.Errorf("C1: start %s at %v, want every start on one cell", s.Name, s.At)
		}
	}

	dup := `map {
+---+---+
| S1  S1  X
+---+---+
}
`
	_, ds = dsl.Compile("dup.maze", []byte(dup))
	if hasCode(ds, "E0412") == nil {
		t.Errorf("a start name drawn twice must still be E0412; got %v", ds)
	}
}

// TestI5RiversTouchUnderMIET: source text 000 (MIET), «Река могла течь
// произвольно без пересечений»: rivers never cross (a cell is one river's)
// but may run side by side under the miet preset; river.touch = no keeps
// the stricter reading, that they keep a cell apart (M5-river-touch).
func TestI5RiversTouchUnderMIET(t *testing.T) {
	src := func(strict string) string {
		return `rules miet {
` + strict + `}

map {
+---+   +---+
| O   K*  X |
+           +
| v   v     |
+           +
| @   @     |
+---+---+---+
}
`
	}
	_, ds := dsl.Compile("i5.maze", []byte(src("")))
	if hasCode(ds, "M5-river-touch") != nil || hasCode(ds, "I5-river-cross") != nil {
		t.Errorf("I5: rivers side by side refused under miet: %v", ds)
	}
	_, ds = dsl.Compile("i5-strict.maze", []byte(src("    river.touch = no\n")))
	if hasCode(ds, "M5-river-touch") == nil {
		t.Errorf("I5 read strictly (river.touch = no): want M5-river-touch, got %v", ds)
	}
}
