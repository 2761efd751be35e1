package gen

import (
	"flag"
	"io"
	"testing"
)

// TestDefineFlags: the spec's options as flags set the spec's options.
func TestDefineFlags(t *testing.T) {
	var s Spec
	fs := flag.NewFlagSet("gen", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	s.DefineFlags(fs)
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	if n != len(s.options()) {
		t.Errorf("%d flags for %d options", n, len(s.options()))
	}
	if err := fs.Parse([]string{"--seed", "7"}); err != nil {
		t.Fatal(err)
	}
	if s.Options.Seed != 7 {
		t.Errorf("seed %d after --seed 7", s.Options.Seed)
	}
}
