package main

import "testing"

func TestPrintScripts(t *testing.T) { runScripts(t, "print") }
