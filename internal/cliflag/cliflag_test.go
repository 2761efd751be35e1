package cliflag

import (
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"
)

func newSet() (*flag.FlagSet, *bool, *string, *strings.Builder) {
	var usage strings.Builder
	fs := New("labyrinth check", "[--json] FILE...", &usage)
	asJSON := fs.Bool("json", false, "print JSON")
	out := fs.String("o", "", "output")
	return fs, asJSON, out, &usage
}

// TestFlagsAfterArguments: flags may follow the arguments, a flag's value
// stays with it, and "--" ends the flags.
func TestFlagsAfterArguments(t *testing.T) {
	fs, asJSON, out, _ := newSet()
	if err := Parse(fs, []string{"a.maze", "--json", "b.maze", "-o", "x.pdf", "--", "-c.maze"}); err != nil {
		t.Fatal(err)
	}
	if !*asJSON || *out != "x.pdf" || !slices.Equal(fs.Args(), []string{"a.maze", "b.maze", "-c.maze"}) {
		t.Errorf("json %v, o %q, args %q", *asJSON, *out, fs.Args())
	}
}

// TestMistakes: a flag mistyped is a UsageError naming the flag meant
// (never a one-letter guess), with the usage written; -h is ErrHelp.
func TestMistakes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		hint string
	}{
		{[]string{"--jsn"}, "did you mean --json?"},
		{[]string{"-x"}, ""},
		{[]string{"--zzzzzz"}, ""},
	} {
		fs, _, _, usage := newSet()
		err := Parse(fs, tc.args)
		var ue *UsageError
		if !errors.As(err, &ue) || ue.Hint() != tc.hint || !ue.Usage() {
			t.Errorf("%q: %v, want a UsageError hinting %q", tc.args, err, tc.hint)
		}
		if !strings.HasPrefix(usage.String(), "usage: labyrinth check [--json] FILE...\n") {
			t.Errorf("%q: usage %q", tc.args, usage.String())
		}
	}
	fs, _, _, _ := newSet()
	if err := Parse(fs, []string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: %v", err)
	}
}

// TestGiven: the flags given, as a shell takes them again, but those
// skipped.
func TestGiven(t *testing.T) {
	fs, _, _, _ := newSet()
	fs.Bool("once", false, "one pass")
	if err := Parse(fs, []string{"--json", "-o", "my kit's.pdf", "--once"}); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(Given(fs, "once"), " ")
	if want := `--json --o 'my kit'\''s.pdf'`; got != want {
		t.Errorf("Given = %s, want %s", got, want)
	}
}

// TestList: each value of a repeated flag is kept, in order.
func TestList(t *testing.T) {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	var l List
	fs.Var(&l, "player", "a player")
	if err := fs.Parse([]string{"--player", "Анна:f", "--player", "Bob"}); err != nil {
		t.Fatal(err)
	}
	if len(l) != 2 || l[0] != "Анна:f" || l[1] != "Bob" || l.String() != "Анна:f, Bob" {
		t.Errorf("list %q", l)
	}
}

// TestUnknown: the name meant when one is close, else the fallback.
func TestUnknown(t *testing.T) {
	names := []string{"new", "status", "replay"}
	if e := Unknown("unknown x", "stauts", names, "all"); e.Error() != "unknown x" || e.Hint() != `did you mean "status"?` || !e.Usage() {
		t.Errorf("close: %v %q", e, e.Hint())
	}
	if e := Unknown("unknown x", "zzzzzz", names, "all"); e.Hint() != "all" {
		t.Errorf("far: %q", e.Hint())
	}
}
