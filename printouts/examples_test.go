package printouts

import (
	"bytes"
	"strings"
	"testing"

	"labyrinth/dsl"
	"labyrinth/examples"
)

// TestExamples prints every embedded example in both languages: every part
// stays inside the page, every character has a glyph, and the bytes repeat.
func TestExamples(t *testing.T) {
	for _, name := range examples.Names() {
		t.Run(name, func(t *testing.T) {
			src, err := examples.Read(name)
			if err != nil {
				t.Fatal(err)
			}
			m, diags := dsl.Compile(name, src)
			if m == nil {
				t.Fatalf("no model: %v", diags)
			}
			// A design-rule error (the check package's to report) still
			// gives a whole model, and the kit must print it.
			if diags.HasErrors() {
				t.Logf("example has errors, printed anyway: %v", diags)
			}
			for _, lang := range []Lang{LangRU, LangEN} {
				d, err := Layout(m, Options{Lang: lang})
				if err != nil {
					t.Fatal(err)
				}
				if err := d.CheckBounds(); err != nil {
					t.Errorf("%s: %v", lang, err)
				}
				if err := textOverlaps(d); err != nil {
					t.Errorf("%s: %v", lang, err)
				}
				for _, p := range AllParts() {
					if d.PartPages(p) == 0 {
						t.Errorf("%s: no page for %s", lang, p)
					}
				}
				for _, pg := range d.Pages {
					for _, op := range pg.Ops {
						if op.Kind != OpText {
							continue
						}
						if strings.Contains(op.Text, "{") || strings.Contains(op.Text, "[kit.") {
							t.Errorf("%s %s: missing word %q", lang, pg.Label, op.Text)
						}
						for _, r := range op.Text {
							if r != ' ' && !hasGlyph(op.Font, r) {
								t.Errorf("%s %s: no glyph for %q in %q", lang, pg.Label, r, op.Text)
							}
						}
					}
				}
				var a, b bytes.Buffer
				if err := Kit(&a, m, Options{Lang: lang}); err != nil {
					t.Fatal(err)
				}
				if err := Kit(&b, m, Options{Lang: lang}); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(a.Bytes(), b.Bytes()) {
					t.Errorf("%s: two kits differ", lang)
				}
			}
		})
	}
}
