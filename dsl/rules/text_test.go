package rules

import (
	"errors"
	"strings"
	"testing"
)

func TestWriteTopic(t *testing.T) {
	for _, tc := range []struct{ arg, first, hint string }{
		{"B12", "B12 (", ""},
		{"vmk1983", "rules vmk1983 {", ""},
		{"b", "", ""}, // a family by letter: its section's title
		{"vmk", "", `did you mean "vmk1983"?`},
		{"B123", "", `did you mean "B1`},
		{"zzzz", "", `run "labyrinth rules"`},
	} {
		t.Run(tc.arg, func(t *testing.T) {
			var b strings.Builder
			err := WriteTopic(&b, tc.arg)
			var te *TopicError
			switch {
			case tc.hint != "":
				if !errors.As(err, &te) || !strings.HasPrefix(te.Hint(), tc.hint) || b.Len() != 0 || !te.Usage() {
					t.Fatalf("err %v, wrote %q; want a TopicError hinting %q and nothing written", err, b.String(), tc.hint)
				}
			case err != nil || !strings.HasPrefix(b.String(), tc.first) || b.Len() == 0:
				t.Fatalf("err %v, wrote %q; want text beginning %q", err, b.String(), tc.first)
			}
		})
	}
}

func TestWriteIndexNamesEveryPreset(t *testing.T) {
	var b strings.Builder
	WriteIndex(&b)
	for _, f := range Families() {
		if !strings.Contains(b.String(), "\n  "+string(f)+"\n") {
			t.Errorf("the index lacks the preset %s", f)
		}
	}
}

func TestWrapWords(t *testing.T) {
	got := wrapWords("один два три четыре", 9)
	want := []string{"один два", "три", "четыре"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrapWords = %q, want %q", got, want)
	}
}
