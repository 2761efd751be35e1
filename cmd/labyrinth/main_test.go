package main

import (
	"fmt"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript files run the labyrinth command in-process. Each
// area of the command line has its own Test*Scripts function and its own
// directory under testdata/script.
//
// With LABYRINTH_MAIN=1 in its environment the test binary is the command
// itself, signals and all, as the subprocess tests of signal_test.go run it.
func TestMain(m *testing.M) {
	if os.Getenv("LABYRINTH_MAIN") == "1" {
		signalsWatched = func() { fmt.Fprintln(os.Stderr, watchingLine) }
		os.Exit(start(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	testscript.Main(m, map[string]func(){
		"labyrinth": func() {
			os.Exit(start(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
		},
	})
}

// runScripts runs every .txtar script in testdata/script/dir.
func runScripts(t *testing.T, dir string) {
	t.Helper()
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script/" + dir,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			return nil
		},
	})
}

func TestCoreScripts(t *testing.T) { runScripts(t, "core") }
