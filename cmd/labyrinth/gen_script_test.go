package main

import "testing"

func TestGenScripts(t *testing.T) { runScripts(t, "gen") }
