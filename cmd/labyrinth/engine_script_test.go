package main

import "testing"

func TestEngineScripts(t *testing.T) { runScripts(t, "engine") }
