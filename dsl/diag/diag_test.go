package diag

import (
	"bytes"
	"encoding/json"
	"io"
	"strconv"
	"strings"
	"testing"
)

func TestSuggest(t *testing.T) {
	keys := []string{"kit.grenades", "kit.bullets", "rules", "title", "river.drift", "K", "X", "P1", "A", "Ab"}
	for _, tc := range []struct{ in, want string }{
		{"kit.granades", "kit.grenades"},
		{"rule", "rules"},
		{"titel", "title"}, // a transposition is one edit
		{"rivr.drift", "river.drift"},
		{"к", "K"}, // Cyrillic lookalike, any case
		{"Q", ""},  // one letter: only a lookalike counts
		{"zzzzzz", ""},
		{"title", ""}, // an exact name needs no suggestion
		{"П1", "P1"},
		{"Av", "Ab"}, // as long as the name typed, over "A"
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got := Suggest(tc.in, keys); got != tc.want {
				t.Errorf("Suggest(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func rng(line, col, n int) Range {
	return Range{Filename: "f.maze", Start: Pos{Line: line, Column: col, Offset: col - 1}, End: Pos{Line: line, Column: col + n, Offset: col - 1 + n}}
}

func TestSortDropsCascades(t *testing.T) {
	ds := Diagnostics{
		{Severity: Error, Code: "E0406", Summary: "second", Range: rng(2, 9, 1)},
		{Severity: Warning, Code: "W0409", Summary: "warn", Range: rng(1, 1, 1)},
		{Severity: Error, Code: "E0406", Summary: "first", Range: rng(2, 3, 1)},
		{Severity: Error, Code: "E0501", Summary: "other code", Range: rng(2, 5, 1)},
	}
	ds.Sort()
	var got []string
	for _, d := range ds {
		got = append(got, d.Summary)
	}
	if strings.Join(got, ",") != "warn,first,other code" {
		t.Errorf("sorted %v", got)
	}
	if e, w := ds.Count(); e != 2 || w != 1 {
		t.Errorf("count %d errors %d warnings", e, w)
	}
}

// TestSortKeepsGlyphErrors: unknown glyphs in several cells of one row are
// each reported (E0405), once per column.
func TestSortKeepsGlyphErrors(t *testing.T) {
	ds := Diagnostics{
		{Severity: Error, Code: "E0405", Summary: "k", Range: rng(2, 3, 1)},
		{Severity: Error, Code: "E0405", Summary: "p1", Range: rng(2, 7, 2)},
		{Severity: Error, Code: "E0405", Summary: "p1 again", Range: rng(2, 7, 2)},
	}
	ds.Sort()
	var got []string
	for _, d := range ds {
		got = append(got, d.Summary)
	}
	if strings.Join(got, ",") != "k,p1" {
		t.Errorf("sorted %v", got)
	}
}

func TestWriteText(t *testing.T) {
	src := []byte("map {\n| Q   P1|\n}\n")
	ds := Diagnostics{{Severity: Error, Code: "E0405", Summary: "unknown glyph \"Q\"", Range: rng(2, 3, 1),
		Related: []Label{{Range: rng(2, 7, 2), Message: "pit here"}}, Hint: "did you mean \"O\"?", Detail: "more"}}
	var b bytes.Buffer
	if err := ds.WriteText(&b, TextOptions{Source: func(string) []byte { return src }}); err != nil {
		t.Fatal(err)
	}
	want := "f.maze:2:3: error[E0405]: unknown glyph \"Q\"\n" +
		"  |\n" +
		"2 | | Q   P1|\n" +
		"  |   ^\n" +
		"  |       -- pit here\n" +
		"  | more\n" +
		"  = hint: did you mean \"O\"?\n\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
	b.Reset()
	_ = ds.WriteText(&b, TextOptions{Color: true, Source: func(string) []byte { return src }})
	if !strings.Contains(b.String(), "\x1b[1m\x1b[31merror[E0405]\x1b[0m") {
		t.Errorf("no colour: %q", b.String())
	}
}

func TestLSP(t *testing.T) {
	ds := Diagnostics{{Severity: Warning, Code: "W0409", Summary: "partial wall", Range: rng(3, 5, 3),
		Related: []Label{{Range: rng(1, 1, 1), Message: "first"}}, Hint: "h"}}
	var b bytes.Buffer
	if err := WriteJSON(&b, []FileDiagnostics{ds.LSP("f.maze")}); err != nil {
		t.Fatal(err)
	}
	var got []FileDiagnostics
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	d := got[0].Diagnostics[0]
	if d.Range.Start != (LSPPosition{Line: 2, Character: 4}) || d.Range.End != (LSPPosition{Line: 2, Character: 7}) {
		t.Errorf("range %+v: want 0-based line 2, characters 4..7", d.Range)
	}
	if d.Severity != 2 || d.Code != "W0409" || d.Data.Hint != "h" || d.Data.StartOffset != 4 {
		t.Errorf("diagnostic %+v", d)
	}
	if d.RelatedInformation[0].Location.URI != "f.maze" || d.RelatedInformation[0].Message != "first" {
		t.Errorf("related %+v", d.RelatedInformation)
	}
}

// TestSortKeepsDesignFindings: two sealed cells on one map row are two
// problems (B17), not a cascade: both are reported.
func TestSortKeepsDesignFindings(t *testing.T) {
	ds := Diagnostics{
		{Severity: Error, Code: "B17-unreachable", Summary: "C3", Range: rng(7, 11, 1)},
		{Severity: Error, Code: "B17-unreachable", Summary: "A3", Range: rng(7, 3, 1)},
	}
	ds.Sort()
	if len(ds) != 2 || ds[0].Summary != "A3" {
		t.Errorf("B17 findings on one row: got %v", ds)
	}
}

// TestWriteTextCutsLongLines: a long source line is shown as a window
// around its caret, with "..." where it is cut, and the caret still
// points at the right rune.
func TestWriteTextCutsLongLines(t *testing.T) {
	line := strings.Repeat("ж", 500) + "Q" + strings.Repeat("ы", 500)
	src := []byte("map {\n" + line + "\n}\n")
	col := 501
	off := len("map {\n") + 500*len("ж")
	ds := Diagnostics{{Severity: Error, Code: "E0405", Summary: "unknown glyph", Range: Range{Filename: "f.maze",
		Start: Pos{Line: 2, Column: col, Offset: off}, End: Pos{Line: 2, Column: col + 1, Offset: off + 1}}}}
	var b bytes.Buffer
	if err := ds.WriteText(&b, TextOptions{Source: func(string) []byte { return src }, Width: 60}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(b.String(), "\n")
	shown := strings.TrimPrefix(lines[2], "2 | ")
	caret := strings.TrimPrefix(lines[3], "  | ")
	if !strings.HasPrefix(shown, "...") || !strings.HasSuffix(shown, "...") {
		t.Fatalf("line not cut on both sides:\n%s", b.String())
	}
	if n := len([]rune(shown)); n != 66 {
		t.Errorf("excerpt is %d runes, want 60 and two ...", n)
	}
	i := strings.IndexRune(caret, '^')
	if i < 0 || []rune(shown)[i] != 'Q' {
		t.Errorf("caret does not point at Q:\n%s", b.String())
	}
}

// TestWriteTextLimit: Limit prints only the first diagnostics.
func TestWriteTextLimit(t *testing.T) {
	var ds Diagnostics
	for i := 1; i <= 5; i++ {
		ds = append(ds, &Diagnostic{Severity: Error, Code: "E0405", Summary: "bad", Range: rng(i, 1, 1)})
	}
	var b bytes.Buffer
	if err := ds.WriteText(&b, TextOptions{Limit: 2, LimitHint: "--all shows every one"}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(b.String(), "error[E0405]"); n != 2 {
		t.Errorf("printed %d diagnostics, want 2:\n%s", n, b.String())
	}
	if !strings.HasSuffix(b.String(), "f.maze: 3 more not shown (--all shows every one)\n") {
		t.Errorf("no count of the rest at the end:\n%s", b.String())
	}
	b.Reset()
	if err := ds.WriteText(&b, TextOptions{Limit: 5}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(b.String(), "more not shown") {
		t.Errorf("all shown, yet a count of the rest:\n%s", b.String())
	}
}

// BenchmarkWriteTextMany renders one diagnostic for each line of a large
// file: the time per diagnostic should not grow with the file.
func BenchmarkWriteTextMany(b *testing.B) {
	for _, n := range []int{1000, 10000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			src := []byte(strings.Repeat("rules base {\n", n))
			var ds Diagnostics
			for i := 1; i <= n; i++ {
				ds = append(ds, &Diagnostic{Severity: Error, Code: "E0103", Summary: "never closed", Range: Range{Filename: "f",
					Start: Pos{Line: i, Column: 1, Offset: (i - 1) * 13}, End: Pos{Line: i, Column: 13, Offset: (i-1)*13 + 12}}})
			}
			for b.Loop() {
				_ = ds.WriteText(io.Discard, TextOptions{Source: func(string) []byte { return src }})
			}
		})
	}
}

func TestWithoutNotes(t *testing.T) {
	ds := Diagnostics{{Severity: Note, Code: "N1"}, {Severity: Error, Code: "E1"}, {Severity: Warning, Code: "W1"}, {Severity: Note, Code: "N2"}}
	out, n := ds.WithoutNotes()
	if n != 2 || len(out) != 2 || out[0].Code != "E1" || out[1].Code != "W1" || len(ds) != 4 || ds[0].Code != "N1" {
		t.Errorf("WithoutNotes = %v, %d (the list itself: %v)", out, n, ds)
	}
}

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 errors", 1: "1 error", 2: "2 errors", 11: "11 errors"} {
		if got := Plural(n, "error"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
	if got := Plural(3, "design note"); got != "3 design notes" {
		t.Errorf("Plural(3, design note) = %q", got)
	}
}
