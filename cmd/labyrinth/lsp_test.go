package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestLSPScripts runs "labyrinth lsp" over its standard input and output,
// and drives a real editor, Neovim, headless against it with the editor
// files of dsl/editors (nvim.txtar). Without nvim that script is skipped,
// except under CI=true, where it must run.
func TestLSPScripts(t *testing.T) {
	if _, err := exec.LookPath("nvim"); err != nil && os.Getenv("CI") == "true" {
		t.Fatalf("nvim is not installed, and CI=true requires the editor test: %v", err)
	}
	editors, err := filepath.Abs("../../dsl/editors")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script/lsp",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("EDITORS", editors)
			// Neovim keeps state and logs under these; keep them in
			// the script's own directory.
			env.Setenv("XDG_STATE_HOME", env.WorkDir+"/state")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/cache")
			env.Setenv("XDG_CONFIG_HOME", env.WorkDir+"/config")
			env.Setenv("XDG_DATA_HOME", env.WorkDir+"/data")
			return nil
		},
	})
}
