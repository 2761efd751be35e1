package main

import (
	"errors"
	"flag"
	"io"
	"slices"
	"strings"
	"testing"

	"labyrinth/printouts"
)

// printOptions parses print's flags and returns the kit's options.
func printOptions(t *testing.T, args ...string) (printouts.Options, error) {
	t.Helper()
	fs := flag.NewFlagSet("print", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var pf printFlags
	pf.register(fs)
	if err := fs.Parse(args); err != nil {
		t.Fatal(err)
	}
	return pf.options()
}

func TestPrintOptions(t *testing.T) {
	opts, err := printOptions(t, "-paper", "Letter", "-lang", "EN", "-players", "3", "-names", "Аня, Боб",
		"-parts", "host,log", "-grids", "-rounds", "50")
	if err != nil {
		t.Fatal(err)
	}
	if opts.Paper != printouts.PaperLetter || opts.Lang != printouts.LangEN || opts.Players != 3 || opts.Rounds != 50 {
		t.Errorf("options = %+v", opts)
	}
	if want := []string{"Аня", "Боб"}; !slices.Equal(opts.PlayerNames, want) {
		t.Errorf("names = %q, want %q", opts.PlayerNames, want)
	}
	if want := []printouts.Part{printouts.PartHost, printouts.PartLog, printouts.PartGrids}; !slices.Equal(opts.Parts, want) {
		t.Errorf("parts = %v, want %v", opts.Parts, want)
	}
}

func TestPrintOptionsErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string // the usage error's text
		hint string // part of its hint, if any
	}{
		{[]string{"-paper", "a44"}, `no paper size "a44"`, `did you mean "a4"?`},
		{[]string{"-lang", "de"}, `no language "de"`, "languages: ru, en"},
		{[]string{"-players", "13"}, "--players must be from 1 to 12, not 13", ""},
		{[]string{"-sheets", "-1"}, "--sheets must be from 1 to 20, not -1", ""},
		{[]string{"-rounds", "1001"}, "--rounds must be from 1 to 1000, not 1001", ""},
		{[]string{"-players", "1", "-names", "a,b"}, "2 names for 1 players", ""},
		{[]string{"-parts", "hots"}, `no kit part "hots"`, `did you mean "host"?`},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			_, err := printOptions(t, tc.args...)
			var ue errUsage
			if !errors.As(err, &ue) || !strings.HasPrefix(ue.msg, tc.msg) {
				t.Fatalf("error = %v, want a usage error %q", err, tc.msg)
			}
			var he hintError
			if tc.hint != "" && (!errors.As(err, &he) || !strings.Contains(he.hint, tc.hint)) {
				t.Errorf("error = %v, want the hint to say %q", err, tc.hint)
			}
		})
	}
}
