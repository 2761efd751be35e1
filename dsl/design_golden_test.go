package dsl_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/dsl/check"
	"labyrinth/dsl/diag"
	"labyrinth/internal/golden"
)

// designSkip lists the design-rule codes that no .maze file can produce,
// each with the reason: the compiler rejects every source that would build
// such a model with an error of its own, and the design rules run only on
// a maze that compiles. Only a hand-built model reaches them; their table
// tests in dsl/check/rules_test.go cover them.
var designSkip = map[string]string{
	// A walled-in treasure is named in its region's B17-unreachable; V13
	// stands alone only past the regions told one by one (check's
	// manySealed case), a file of a hundred findings.
	"V13-treasure-unreachable": "told within B17-unreachable; alone only past 50 sealed regions (dsl/check rules_test)",
	// Treasures stand on their own glyph's cell, so never on a monolith, a
	// pit, a crossing or a river cell; a start listed on a monolith is
	// E0508; a creature stands on its own glyph's cell.
	"B3-object-cell": "no source places a treasure, start or creature on a cell nobody can stand on (E0508, E0511)",
	// A pit's exits are the cells drawn B<n>: a links exit elsewhere is
	// E0511, so an exit is never a monolith or off the floor.
	"V4-pit-exit": "pit exits are drawn cells B<n>, never a monolith or off the floor (E0511)",
	// Arrow rivers step to a neighbour by construction; an R<n> path in the
	// links that skips a cell is E0512.
	"B18-river-gap": "a river path that skips a cell is the compiler's E0512",
	// A cell holds one glyph, so one river: a links path through another
	// river's cell is E0511.
	"I5-river-cross": "a cell belongs to one river only (E0511 for a path through another river's cell)",
	// A cell holds one glyph, so never a treasure and a pit, trap or
	// crossbow at once; "treasure C3 false" needs a treasure drawn at C3
	// (E0511).
	"D2-one-object": "a cell holds one glyph, so one object (E0511 for a treasure listed on another object)",
}

// designFiles returns the files under testdata/design, one per design-rule
// code: testdata/design/<CODE>.maze.
func designFiles(t *testing.T) []string {
	return golden.Files(t, "testdata/design/*.maze")
}

// TestDesignGolden compiles one small maze per design-rule code (grammar.md,
// "Design-rule diagnostics") and compares all its diagnostics, the
// compiler's and the design rules', as text and as JSON with the golden
// files beside it. Each file must report the code it is named after, so a
// golden file cannot lose its point when a rule or the maze changes.
func TestDesignGolden(t *testing.T) {
	for _, f := range designFiles(t) {
		code := strings.TrimSuffix(filepath.Base(f), ".maze")
		t.Run(code, func(t *testing.T) {
			if !slices.Contains(check.Codes, code) {
				t.Fatalf("%s is not a design-rule code (check.Codes)", code)
			}
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			_, ds := dsl.Compile(f, src)
			if !slices.ContainsFunc(ds, func(d *diag.Diagnostic) bool { return d.Code == code }) {
				t.Errorf("%s: no %s diagnostic; got:\n%v", f, code, ds)
			}
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
		})
	}
}

// TestDesignGoldenCoversCodes checks that every code in check.Codes has its
// file testdata/design/<CODE>.maze, or a reason in designSkip.
func TestDesignGoldenCoversCodes(t *testing.T) {
	have := map[string]bool{}
	for _, f := range designFiles(t) {
		have[strings.TrimSuffix(filepath.Base(f), ".maze")] = true
	}
	var missing []string
	for _, c := range check.Codes {
		_, skipped := designSkip[c]
		if have[c] && skipped {
			t.Errorf("%s has a file and is also skipped: drop it from designSkip", c)
		}
		if !have[c] && !skipped {
			missing = append(missing, c)
		}
	}
	for c := range designSkip {
		if !slices.Contains(check.Codes, c) {
			t.Errorf("designSkip names %s, which is not in check.Codes", c)
		}
	}
	if len(missing) > 0 {
		t.Errorf("design-rule codes without testdata/design/<CODE>.maze: %s", strings.Join(missing, ", "))
	}
}
