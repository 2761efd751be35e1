package dsl_test

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/diag"
	"labyrinth/dsl/maze"
	"labyrinth/examples"
	"labyrinth/internal/golden"
)

var compilerCode = regexp.MustCompile(`^[EW][0-9]{4}$`)

// compilerDiags keeps the compiler's own diagnostics (E0101…, W0409…):
// the design-rule findings of package check are tested there.
func compilerDiags(ds diag.Diagnostics) diag.Diagnostics {
	var out diag.Diagnostics
	for _, d := range ds {
		if compilerCode.MatchString(d.Code) {
			out = append(out, d)
		}
	}
	return out
}

// sources returns every .maze file the tests use: the examples and the
// files under testdata.
func sources(t *testing.T) map[string][]byte {
	out := map[string][]byte{}
	for _, n := range examples.Names() {
		src, err := examples.Read(n)
		if err != nil {
			t.Fatal(err)
		}
		out["examples/"+n] = src
	}
	for _, f := range golden.Files(t, "testdata/*.maze", "testdata/errors/*.maze") {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = src
	}
	return out
}

// TestGoldenExamples keeps the model dump of every example, so that a
// change to the compiler that changes what a host's maze means shows up
// in review.
func TestGoldenExamples(t *testing.T) {
	names := examples.Names()
	if len(names) == 0 {
		t.Fatal("no examples")
	}
	for _, n := range names {
		t.Run(n, func(t *testing.T) {
			src, _ := examples.Read(n)
			m, ds := dsl.Compile(n, src)
			if ds.HasErrors() {
				t.Fatal(ds)
			}
			golden.Check(t, "testdata/examples/"+strings.TrimSuffix(n, ".maze")+".model.json", dsl.MarshalDump(m))
		})
	}
}

// TestGolden compiles every test file and compares the diagnostics (text
// and JSON) and, for files that compile, the model dump with the golden
// files beside the input.
func TestGolden(t *testing.T) {
	for _, f := range golden.Files(t, "testdata/*.maze", "testdata/errors/*.maze") {
		t.Run(f, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, all := dsl.Compile(f, src)
			ds := compilerDiags(all)
			base := strings.TrimSuffix(f, ".maze")
			var text bytes.Buffer
			if err := ds.WriteText(&text, diag.TextOptions{Source: func(string) []byte { return src }}); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, base+".diag.txt", text.Bytes())
			var js bytes.Buffer
			if err := diag.WriteJSON(&js, []diag.FileDiagnostics{ds.LSP(f)}); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, base+".diag.json", js.Bytes())
			if !ds.HasErrors() {
				golden.Check(t, base+".model.json", dsl.MarshalDump(m))
			}
		})
	}
}

var annotation = regexp.MustCompile(`//\s*(ERROR|WARNING)\s+([A-Za-z0-9 -]+)$`)

// TestAnnotatedErrors checks each file under testdata/errors against the
// "// ERROR CODE…" and "// WARNING CODE…" comments on its lines: every
// line gets exactly the diagnostics its comment names, in any order, and
// unannotated lines get none.
func TestAnnotatedErrors(t *testing.T) {
	for _, f := range golden.Files(t, "testdata/errors/*.maze") {
		t.Run(f, func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want := map[int][]string{}
			for i, l := range strings.Split(string(src), "\n") {
				if m := annotation.FindStringSubmatch(strings.TrimRight(l, " ")); m != nil {
					want[i+1] = strings.Fields(m[2])
					sort.Strings(want[i+1])
				}
			}
			_, ds := dsl.Compile(f, src)
			got := map[int][]string{}
			for _, d := range ds {
				got[d.Range.Start.Line] = append(got[d.Range.Start.Line], d.Code)
			}
			for line := range got {
				sort.Strings(got[line])
			}
			lines := map[int]bool{}
			for l := range want {
				lines[l] = true
			}
			for l := range got {
				lines[l] = true
			}
			for l := range lines {
				if fmt.Sprint(got[l]) != fmt.Sprint(want[l]) {
					t.Errorf("%s:%d: got %v, want %v", f, l, got[l], want[l])
				}
			}
		})
	}
}

// TestFormat checks that fmt is idempotent and keeps the model: for every
// file that formats, formatting twice gives the same text and the
// formatted source compiles to the same model.
func TestFormat(t *testing.T) {
	for name, src := range sources(t) {
		t.Run(name, func(t *testing.T) {
			once, ds := dsl.FormatSource(name, src)
			if ds.HasErrors() {
				if !strings.Contains(name, "errors/") {
					t.Fatalf("does not format: %v", ds)
				}
				return
			}
			twice, _ := dsl.FormatSource(name, once)
			if !bytes.Equal(once, twice) {
				t.Errorf("not idempotent:\n--- once\n%s\n--- twice\n%s", once, twice)
			}
			m1, d1 := dsl.Compile(name, src)
			m2, d2 := dsl.Compile(name, once)
			if len(d1) != len(d2) {
				t.Errorf("formatting changed the diagnostics: %d before, %d after", len(d1), len(d2))
			}
			if m1 != nil && m2 != nil && !bytes.Equal(dsl.MarshalDump(m1), dsl.MarshalDump(m2)) {
				t.Errorf("formatting changed the model")
			}
		})
	}
}

// TestFormatGolden keeps the canonical form of a messy source in a golden
// file.
func TestFormatGolden(t *testing.T) {
	src, err := os.ReadFile("testdata/source001.maze")
	if err != nil {
		t.Fatal(err)
	}
	out, ds := dsl.FormatSource("source001.maze", src)
	if ds.HasErrors() {
		t.Fatal(ds)
	}
	golden.Check(t, "testdata/source001.formatted", out)
}

// TestSource001V26 checks the model of the source text's sketch (rule V26): ВМиК
// glyphs with Cyrillic and Latin lookalikes, pits П1–П4 with exits, the
// exit in the top wall.
func TestSource001V26(t *testing.T) {
	src, err := os.ReadFile("testdata/source001.maze")
	if err != nil {
		t.Fatal(err)
	}
	m, ds := dsl.Compile("source001.maze", src)
	if ds := compilerDiags(ds); len(ds) > 0 {
		t.Fatal(ds)
	}
	f := &m.Floors[0]
	if f.Rows != 10 || f.Cols != 10 {
		t.Fatalf("size %d×%d, want 10×10", f.Cols, f.Rows)
	}
	if len(m.Pits) != 4 {
		t.Errorf("%d pits, want 4", len(m.Pits))
	}
	if got := m.NameIn(m.Pits[0].At, maze.Latin); got != "G2" {
		t.Errorf("П1 at %s, want G2", got)
	}
	if got := m.NameIn(m.Pits[0].Exits[0], maze.Latin); got != "B2" {
		t.Errorf("В1 at %s, want B2 (written B1 in Latin)", got)
	}
	if f.HWall(0, 8).Kind != maze.WallNone || f.HWall(0, 7).Kind != maze.WallPlain {
		t.Errorf("top wall: want the gap at I1 only")
	}
	if f.VWall(1, 10).Kind != maze.WallNone {
		t.Errorf("row 2 has no right wall in the sketch: want an exit")
	}
}

// TestGrammarExamples compiles every ```maze block of grammar.md: each
// must compile without a compiler error. Many blocks show one construct in
// a small fragment, so the design rules (package check) are not asked of
// them.
func TestGrammarExamples(t *testing.T) {
	doc, err := os.ReadFile("../grammar.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := regexp.MustCompile("(?s)```maze\n(.*?)```").FindAllStringSubmatch(string(doc), -1)
	if len(blocks) < 5 {
		t.Fatalf("grammar.md has %d maze examples", len(blocks))
	}
	for i, b := range blocks {
		_, ds := dsl.Compile(fmt.Sprintf("grammar.md#%d", i+1), []byte(b[1]))
		for _, d := range compilerDiags(ds) {
			if d.Severity == diag.Error {
				t.Errorf("example %d: %s\n%s", i+1, d, b[1])
			}
		}
	}
}

// TestSource001Jumping runs the design rules on the source text's sketch (V26): under
// the ВМиК rules the cells it walls in are reached by jumping (V12, V13), so
// the whole file compiles without an error or a warning, and its notes are
// kept in a golden file.
func TestSource001Jumping(t *testing.T) {
	src, err := os.ReadFile("testdata/source001.maze")
	if err != nil {
		t.Fatal(err)
	}
	_, ds := dsl.Compile("source001.maze", src)
	walled := map[string]bool{}
	for _, d := range ds {
		if d.Severity != diag.Note {
			t.Errorf("V12 source text 001: want notes only, got %s", d)
		}
		if d.Code == "V13-walled-treasure" {
			walled[d.Summary[len("the treasure at "):strings.Index(d.Summary, " is")]] = true
		}
	}
	// The sketch walls in the treasures at а1, в1 and ж5 on four sides.
	for _, c := range []string{"а1", "в1", "ж5"} {
		if !walled[c] {
			t.Errorf("V13 source text 001: no walled-in treasure note for %s; got %v", c, walled)
		}
	}
	var text bytes.Buffer
	if err := ds.WriteText(&text, diag.TextOptions{Source: func(string) []byte { return src }}); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, "testdata/source001.check.txt", text.Bytes())
}
