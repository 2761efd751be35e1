package main

import (
	"context"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets testscript files run the labyrinth command in-process. Each
// area of the command line has its own Test*Scripts function and its own
// directory under testdata/script.
func TestMain(m *testing.M) {
	if os.Getenv(asCommandEnv) == "1" {
		// A test starts this binary as the command itself, with its
		// signals (signal_test.go).
		os.Exit(runMain(os.Args[1:]))
	}
	testscript.Main(m, map[string]func(){
		"labyrinth": func() {
			os.Exit(run(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
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
