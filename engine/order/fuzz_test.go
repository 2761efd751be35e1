package order

import (
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"labyrinth/dsl/rules"
	"labyrinth/internal/golden"
)

// fuzzOptions are the turn shapes every fuzzed text is read under.
func fuzzOptions() []Options {
	var out []Options
	out = append(out, Options{}, Options{Floors: true})
	for _, f := range rules.Families() {
		out = append(out, Options{Rules: preset(f)})
	}
	out = append(out,
		Options{Rules: preset(rules.FamilyDuel), Start: true},
		Options{Rules: preset(rules.FamilyDuel), Actions: 3},
		Options{Rules: preset(rules.FamilyTver), Floors: true},
		Options{Rules: preset(rules.FamilyStalker), Steps: 6},
	)
	return out
}

// FuzzParse checks that Parse never panics, that its errors point inside
// the text, and that what it accepts survives Format → Parse in both
// languages.
func FuzzParse(f *testing.F) {
	for _, file := range golden.Files(f, "testdata/*.phrases") {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		for _, line := range strings.Split(string(src), "\n") {
			if line != "" && !strings.HasPrefix(line, "@") && !strings.HasPrefix(line, "//") {
				f.Add(strings.ReplaceAll(line, `\n`, "\n"))
			}
		}
	}
	f.Add("иду налево и и и если если / / 3 3 вверх")
	f.Add("2:б4 начинаю 0 999999999999 ё")
	opts := fuzzOptions()
	f.Fuzz(func(t *testing.T, text string) {
		for _, o := range opts {
			acts, err := Parse(text, o)
			for _, e := range Errors(err) {
				if e.Line < 1 || e.Col < 1 || e.Offset < 0 || e.Offset > len(text) {
					t.Fatalf("error outside the text %q: %+v", text, e)
				}
				if e.Msg == "" {
					t.Fatalf("error without a message for %q", text)
				}
			}
			if err != nil || len(acts) == 0 {
				continue
			}
			for _, l := range []Lang{Russian, English} {
				out := o.Format(acts, l)
				if !utf8.ValidString(out) {
					t.Fatalf("Format made invalid UTF-8 from %q", text)
				}
				again, err := Parse(out, o)
				if err != nil {
					t.Fatalf("options %+v: Parse(%q) = %v, but Parse(Format = %q) fails: %v", o, text, acts, out, err)
				}
				if !equalActions(again, acts) {
					t.Fatalf("options %+v: %q → %v → %q → %v", o, text, acts, out, again)
				}
			}
		}
	})
}
