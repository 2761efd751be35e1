package main

import (
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

// TestRefereeDefaultScripts runs testdata/script/referee_default: "labyrinth
// referee" with no configuration, played through its embedded mail host
// with the mail client of mailClientCmds.
func TestRefereeDefaultScripts(t *testing.T) {
	testscript.Run(t, mailScriptParams("testdata/script/referee_default"))
}
